import { API_ERROR_CODES, API_ERROR_STATUS, CLIENT_ERROR_CODES, hasErrorCode, isApiError, type ApiErrorCode } from '@tradeshub/sdk';
import { client } from './create-client.js';

try {
  await client.signIn({ emailAddress: 'trades@demo.tradeshub.uk', password: 'not the password' });
} catch (error) {
  // isApiError, not instanceof: it also recognises errors made by another copy of the sdk.
  if (!isApiError(error)) throw error;
  // The HTTP status (0 when no answer came), a code, and a sentence to show as it is.
  console.log(error.status, error.code, error.message);
  if (error.code === API_ERROR_CODES.EMAIL_NOT_VERIFIED) console.log('Enter the code we emailed you');
  // hasErrorCode takes several typed codes at once; a misspelt one does not compile.
  if (hasErrorCode(error, 'NETWORK', 'RATE_LIMITED')) console.log('Try again in a minute');
  if (error.code === CLIENT_ERROR_CODES.VALIDATION) console.log('Refused before sending:', error.details);
}

// Every code the server answers with, and the HTTP status it comes with.
const retryable = (code: ApiErrorCode) => API_ERROR_STATUS[code] === 429 || API_ERROR_STATUS[code] >= 500;
console.log(retryable(API_ERROR_CODES.RATE_LIMITED)); // true

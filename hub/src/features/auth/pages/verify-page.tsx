import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { usePageHeader } from '../../../lib/page-header';
import { toast } from '../../../lib/toasts';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail, verifyEmailBodySchema } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';
import { useCooldown } from '../hooks/use-cooldown';

const CODE_LENGTH = 6;
const RESEND_COOLDOWN_SECONDS = 30;

export default function VerifyPage() {
  usePageHeader('Confirm your email');
  const [params] = useSearchParams();
  const location = useLocation();
  const emailFromLink = params.get('email') ?? '';
  // Register and sign-in have just sent a code, so a new one is not needed straight away.
  const codeJustSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;
  const [editingEmail, setEditingEmail] = useState(emailFromLink === '');
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, codeJustSent);
  const continueAfterSignIn = useContinueAfterSignIn();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyEmailBodySchema), defaultValues: { emailAddress: emailFromLink, code: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const session = await verify.mutateAsync(body);
      toast.success('Your email address is confirmed. Welcome to Tradeshub!');
      continueAfterSignIn(session);
    } catch (error) {
      const wrongCode = isApiError(error) && (error.status === 400 || error.status === 429) && !Array.isArray(error.details);
      if (wrongCode) setError('code', { type: 'server', message: error.message });
      else showServerErrors(error, setError, ['emailAddress', 'code']);
    }
  });

  // A complete code is sent at once (typed, pasted or filled in from the SMS/email by the device).
  const code = useWatch({ control, name: 'code' });
  const lastTried = useRef('');
  useEffect(() => {
    if (code.length === CODE_LENGTH && code !== lastTried.current && !isSubmitting) {
      lastTried.current = code;
      void onSubmit();
    }
  }, [code, isSubmitting, onSubmit]);

  // An address from the link that the schema refuses must be shown so it can be corrected.
  useEffect(() => {
    if (errors.emailAddress) setEditingEmail(true);
  }, [errors.emailAddress]);

  const sendNewCode = async () => {
    if (!(await trigger('emailAddress'))) return;
    const emailAddress = getValues('emailAddress').trim();
    try {
      await resend.mutateAsync(emailAddress);
      toast.success(`We have sent a new code to ${emailAddress}.`);
      cooldown.start();
      setValue('code', '');
      clearErrors('code');
      lastTried.current = '';
    } catch (error) {
      toast.error(error);
    }
  };

  // Registered in the order shown, so a failed submit focuses the first field with an error.
  const emailField = register('emailAddress');
  const codeField = register('code');
  const waiting = cooldown.secondsLeft > 0;
  return (
    <AuthLayout
      title="Check your email"
      intro={
        editingEmail ? (
          'Enter your email address and the 6-digit code we sent to it.'
        ) : (
          <>
            We have sent a 6-digit code to <strong className="font-semibold text-ink">{emailFromLink}</strong>. Enter it below to
            confirm your address. If the address already has an account, the email says how to sign in instead.{' '}
            <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => setEditingEmail(true)}>
              Not your address?
            </button>
          </>
        )
      }
      footer={
        <p>
          Already confirmed?{' '}
          <Link to={paths.signIn()} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {editingEmail ? (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            error={errors.emailAddress?.message}
            {...emailField}
          />
        ) : (
          <input type="hidden" {...emailField} />
        )}
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="••••••"
          autoFocus={!editingEmail}
          hint="The code works for 24 hours. If it has not arrived, check your spam folder."
          error={errors.code?.message}
          className="py-3 text-center font-mono text-2xl tracking-[0.5em]"
          {...codeField}
          onChange={(event) => {
            // Keep digits only, so a pasted "123 456" still fills the box.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
            return codeField.onChange(event);
          }}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          Confirm my email
        </Button>
        <div className="flex flex-col items-center gap-1 text-center text-sm text-muted">
          <span>Did not get a code?</span>
          <Button variant="ghost" busy={resend.isPending} disabled={waiting} onClick={() => void sendNewCode()}>
            {waiting ? `Send a new code in ${cooldown.secondsLeft} s` : 'Send a new code'}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

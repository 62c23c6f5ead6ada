import { zodResolver } from '@hookform/resolvers/zod';
import { businessRegisterBodySchema } from '@tradeshub/sdk';

const resolveContract = zodResolver(businessRegisterBodySchema);

/**
 * The contract's resolver, able to check early steps on their own. Zod skips whole-form
 * checks, such as "a company needs its registration number", while any field has the wrong
 * type, and the coordinates have none until the person picks a town on the third step. So
 * when the fields being checked do not include the location, a stand-in point lets those
 * checks run; the real coordinates are still required on their own step and on submit.
 */
export const businessFormResolver: typeof resolveContract = (values, context, options) => {
  const checksLocation = !options.names || options.names.some((name) => name.startsWith('location'));
  const location = values.location;
  if (checksLocation || (location?.latitude != null && location.longitude != null)) {
    return resolveContract(values, context, options);
  }
  return resolveContract({ ...values, location: { ...location, latitude: 0, longitude: 0 } }, context, options);
};

import { useFormContext } from 'react-hook-form';
import type { BusinessRegisterBody } from '@tradeshub/sdk';
import { TextField } from '../../../../components/ui/field';

/** Step 2: how customers reach the business. */
export function StepContact() {
  const { register, formState } = useFormContext<BusinessRegisterBody>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Business email"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="Where we send job requests and payment notices."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Business phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="A UK number, like 07700 900123."
        error={errors.businessPhoneNumber?.message}
        {...register('businessPhoneNumber')}
      />
      <p className="text-sm text-muted sm:col-span-2">
        Your email and phone number are not shown on your public profile: only people signed in to Tradeshub can see
        them.
      </p>
    </div>
  );
}

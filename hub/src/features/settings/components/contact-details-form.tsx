import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateProfileBodySchema, type UpdateProfileBody, type UserProfile } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'bio'] as const;
const BIO_MAX = 1000;

const formValues = (profile: UserProfile): UpdateProfileBody => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
  bio: profile.bio ?? '',
});

/** Name, phone and bio; the sign-in email is shown but cannot be changed here. */
export function ContactDetailsForm({ profile }: { profile: UserProfile }) {
  const form = useForm<UpdateProfileBody, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onTouched',
    defaultValues: formValues(profile),
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  const { errors, isDirty } = formState;
  const update = useUpdateProfile();
  const bioLength = watch('bio')?.length ?? 0;

  const save = handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      reset(formValues(saved));
      toast.success('Your contact details are saved.');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Email address"
          type="email"
          value={profile.emailAddress ?? ''}
          readOnly
          className="bg-surface text-muted"
          hint="You sign in with this address. It cannot be changed here yet."
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="A UK number, like 07700 900123."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="About you (optional)"
            maxLength={BIO_MAX}
            hint={`${bioLength} of ${BIO_MAX} characters. Shown on your profile to people on Tradeshub.`}
            error={errors.bio?.message}
            {...register('bio')}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={!isDirty || update.isPending} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" busy={update.isPending} disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

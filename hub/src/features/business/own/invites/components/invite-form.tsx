import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { inviteRecommendationBodySchema, type Category } from '@tradeshub/sdk';
import { Button } from '../../../../../components/ui/button';
import { SelectField, TextField } from '../../../../../components/ui/field';
import { showServerErrors } from '../../../../../lib/form-errors';
import { toast } from '../../../../../lib/toasts';
import { useInviteCustomer } from '../api/invite-customer';

const FIELDS = ['name', 'emailAddress', 'phoneNumber', 'workCategoryId'] as const;
// A blank optional field means "not given", which the contract spells as undefined.
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Invite a past customer to recommend the business, by email, text or both. */
export function InviteForm({ businessId, categories }: { businessId: string; categories: Category[] }) {
  const invite = useInviteCustomer(businessId);
  const onlyCategory = categories.length === 1 ? categories[0]?.id : undefined;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inviteRecommendationBodySchema),
    defaultValues: { name: '', emailAddress: undefined, phoneNumber: undefined, workCategoryId: onlyCategory ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await invite.mutateAsync(body);
      const how = body.emailAddress && body.phoneNumber ? 'by email and text' : body.emailAddress ? 'by email' : 'by text';
      toast.success(`Invitation sent to ${body.name} ${how}.`);
      reset();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="invite-title">
      <TextField label="Customer's name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.emailAddress?.message}
          {...register('emailAddress', { setValueAs: blankAsMissing })}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="07700 900123"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber', { setValueAs: blankAsMissing })}
        />
      </div>
      <p className="-mt-2 text-xs text-muted">Fill in one or both: we email and text the invitation with a link to recommend you.</p>
      <SelectField label="Work you did for them" error={errors.workCategoryId ? 'Choose the work you did for them' : undefined} {...register('workCategoryId')}>
        <option value="" disabled>
          Choose a category
        </option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.title}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto sm:self-start">
        Send invitation
      </Button>
    </form>
  );
}

import { Controller, useFormContext } from 'react-hook-form';
import type { AccountType, BusinessRegisterBody } from '@tradeshub/sdk';
import { ErrorState } from '../../../../components/ui/states';
import { TextField } from '../../../../components/ui/field';
import { useAllCategories } from '../../../../entities/categories';
import { CategoryChips } from '../../../../components/ui/category-chips';

const ACCOUNT_TYPE_CHOICES: { value: AccountType; title: string; description: string }[] = [
  { value: 'individual', title: 'As an individual', description: 'A sole trader, working under your own name or a trading name.' },
  { value: 'company', title: 'As a limited company', description: 'Registered with Companies House, with a company number.' },
];

/** Step 1: categories, name, how they trade, assessor. */
export function StepWhatYouDo() {
  const { register, control, watch, setValue, clearErrors, formState } = useFormContext<BusinessRegisterBody>();
  const { errors } = formState;
  const categories = useAllCategories();
  const isCompany = watch('accountType') === 'company';

  return (
    <div className="flex flex-col gap-6">
      <TextField
        label="Business name"
        autoComplete="organization"
        hint="The name customers will know you by, like “Patel Plumbing & Heating”."
        error={errors.name?.message}
        {...register('name')}
      />

      {categories.isPending ? (
        <div aria-busy className="flex flex-wrap gap-2" aria-label="Loading work categories">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className="h-8 animate-pulse rounded-full bg-line/70" style={{ width: `${5 + (i % 4) * 1.5}rem` }} />
          ))}
        </div>
      ) : categories.isError ? (
        <ErrorState title="We could not load the work categories" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Controller
          name="workCategories"
          control={control}
          render={({ field }) => (
            <CategoryChips
              legend="What work do you do?"
              hint="Choose every kind of work you take on. Customers search by these."
              options={categories.data}
              value={field.value ?? []}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.workCategories?.message ?? errors.workCategories?.root?.message}
            />
          )}
        />
      )}

      <fieldset>
        <legend className="text-sm font-medium text-ink">How do you trade?</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4 transition hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                value={choice.value}
                className="mt-0.5 h-4 w-4 accent-brand-600"
                {...register('accountType', {
                  onChange: (event: { target: { value: string } }) => {
                    // A sole trader has no company number; a hidden, stale one must not block them.
                    if (event.target.value === 'individual') {
                      setValue('crn', '');
                      clearErrors('crn');
                    }
                  },
                })}
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{choice.title}</span>
                <span className="block text-sm text-muted">{choice.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {isCompany && (
          <TextField
            label="Companies House number"
            hint="8 characters, like 12345678 or SC123456."
            autoComplete="off"
            className="uppercase"
            error={errors.crn?.message}
            {...register('crn')}
          />
        )}
        <TextField
          label="VAT number (optional)"
          hint="Only if you are VAT registered, like GB123456789."
          autoComplete="off"
          className="uppercase"
          error={errors.vatNo?.message}
          {...register('vatNo')}
        />
      </div>

      <div className="rounded-xl border border-accent-100 bg-accent-50/60 p-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-accent-600" aria-describedby="assessor-explained" {...register('isAssessor')} />
          <span>
            <span className="block text-sm font-semibold text-ink">I would like to be an independent assessor</span>
            <span id="assessor-explained" className="mt-1 block text-sm text-muted">
              When a customer and a tradesperson disagree about a job, Tradeshub can ask an experienced assessor in the same
              trade to look at the work and give an impartial view. You can change this at any time in Settings.
            </span>
          </span>
        </label>
      </div>
    </div>
  );
}

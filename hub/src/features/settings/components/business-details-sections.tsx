import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { AccountType, BusinessUpdateBody } from '@tradeshub/sdk';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ErrorState } from '../../../components/ui/states';
import { useAllCategories } from '../../../entities/categories';
import { AddressFields } from './address-fields';
import { CategoryChips } from '../../../components/ui/category-chips';
import { MilesSlider } from '../../../components/ui/miles-slider';

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </fieldset>
  );
}

export function AboutSection() {
  const { register, control, formState } = useFormContext<BusinessUpdateBody>();
  const { errors } = formState;
  const categories = useAllCategories();
  return (
    <FormSection title="Your business" description="What customers see first on your profile.">
      <TextField label="Business name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description (optional)"
        maxLength={2000}
        hint="A few lines about your experience and the jobs you do best."
        error={errors.description?.message}
        {...register('description')}
      />
      {categories.isPending ? (
        <p className="text-sm text-muted">Loading work categories…</p>
      ) : categories.isError ? (
        <ErrorState title="We could not load the work categories" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Controller
          name="workCategories"
          control={control}
          render={({ field }) => (
            <CategoryChips
              legend="Work categories"
              hint="Customers search by these."
              options={categories.data}
              value={field.value ?? []}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.workCategories?.message ?? errors.workCategories?.root?.message}
            />
          )}
        />
      )}
    </FormSection>
  );
}

export function ContactSection() {
  const { register, formState } = useFormContext<BusinessUpdateBody>();
  const { errors } = formState;
  return (
    <FormSection title="Contact" description="Not shown on your public profile; only people signed in to Tradeshub can see these.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Business email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Business phone" type="tel" autoComplete="tel" error={errors.businessPhoneNumber?.message} {...register('businessPhoneNumber')} />
      </div>
    </FormSection>
  );
}

export function WhereSection() {
  const { control, formState } = useFormContext<BusinessUpdateBody>();
  const { errors } = formState;
  return (
    <FormSection title="Where you work" description="Your address puts you on the map; your service radius decides which customers find you.">
      <AddressFields prefix="location." />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          name="radius"
          control={control}
          render={({ field }) => (
            <MilesSlider label="Service radius" hint="How far you will travel for a job." value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={errors.radius?.message} />
          )}
        />
        <Controller
          name="serviceArea"
          control={control}
          render={({ field }) => (
            <MilesSlider label="Service area" hint="The area you cover for most of your work." value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={errors.serviceArea?.message} />
          )}
        />
      </div>
    </FormSection>
  );
}

const ACCOUNT_TYPES: { value: AccountType; label: string }[] = [
  { value: 'individual', label: 'Individual (sole trader)' },
  { value: 'company', label: 'Limited company' },
];

export function TradingSection() {
  const { register, watch, setValue, clearErrors, formState } = useFormContext<BusinessUpdateBody>();
  const { errors } = formState;
  const isCompany = watch('accountType') === 'company';
  return (
    <FormSection title="How you trade">
      <div role="radiogroup" aria-label="Account type" className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {ACCOUNT_TYPES.map((type) => (
          <label key={type.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              value={type.value}
              className="h-4 w-4 accent-brand-600"
              {...register('accountType', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === 'individual') {
                    setValue('crn', '', { shouldDirty: true });
                    clearErrors('crn');
                  }
                },
              })}
            />
            {type.label}
          </label>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {isCompany && (
          <TextField label="Companies House number" hint="Like 12345678 or SC123456." className="uppercase" error={errors.crn?.message} {...register('crn')} />
        )}
        <TextField label="VAT number (optional)" hint="Like GB123456789." className="uppercase" error={errors.vatNo?.message} {...register('vatNo')} />
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-accent-100 bg-accent-50/60 p-4">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-accent-600" {...register('isAssessor')} />
        <span>
          <span className="block text-sm font-semibold text-ink">Independent assessor</span>
          <span className="block text-sm text-muted">
            Tradeshub may ask you to look at a job in your trade when a customer and a tradesperson disagree, and give an
            impartial view.
          </span>
        </span>
      </label>
    </FormSection>
  );
}

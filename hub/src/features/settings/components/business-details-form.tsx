import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, get, useForm } from 'react-hook-form';
import { businessUpdateBodySchema, type Business, type BusinessUpdateBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
import { useUpdateBusiness } from '../api/update-business';
import { AboutSection, ContactSection, TradingSection, WhereSection } from './business-details-sections';

const FIELDS = [
  'name',
  'description',
  'workCategories',
  'email',
  'businessPhoneNumber',
  'radius',
  'serviceArea',
  'accountType',
  'crn',
  'vatNo',
  'isAssessor',
  'location.address1',
  'location.address2',
  'location.locality',
  'location.postcode',
  'location.latitude',
  'location.longitude',
] as const;

function formValues(business: Business): BusinessUpdateBody {
  const { location } = business;
  return {
    name: business.name,
    description: business.description ?? '',
    workCategories: business.categories,
    email: business.email,
    businessPhoneNumber: business.businessPhoneNumber,
    radius: business.radius,
    serviceArea: business.serviceArea,
    accountType: business.accountType,
    crn: business.crn ?? '',
    vatNo: business.vatNo ?? '',
    isAssessor: business.isAssessor,
    location: { ...location, address2: location.address2 ?? '' },
  };
}

/** Every detail of the business in one form, saved through PATCH business/:serviceId. */
export function BusinessDetailsForm({ business }: { business: Business }) {
  const form = useForm<BusinessUpdateBody, unknown, BusinessUpdateBody>({
    resolver: zodResolver(businessUpdateBodySchema),
    mode: 'onTouched',
    defaultValues: formValues(business),
  });
  const update = useUpdateBusiness();
  const { isDirty } = form.formState;

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync({ serviceId: business.serviceId, body });
      form.reset(formValues(saved));
      toast.success('Your business details are saved.');
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
      // The field the server named may be screens away on a phone: take the person to it.
      const first = FIELDS.find((field) => get(form.formState.errors, field));
      if (first) form.setFocus(first);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
        <AboutSection />
        <ContactSection />
        <WhereSection />
        <TradingSection />
        {/* While there are changes, the save bar stays in reach at the bottom of the screen. */}
        <div
          className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 ${
            isDirty ? 'sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.06)] backdrop-blur md:mx-0 md:rounded-2xl md:border' : ''
          }`}
        >
          <p className="text-sm text-muted" aria-live="polite">
            {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </p>
          <div className="flex flex-1 justify-end gap-2">
            <Button variant="ghost" className="whitespace-nowrap" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
              Discard
            </Button>
            <Button type="submit" className="whitespace-nowrap" busy={update.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

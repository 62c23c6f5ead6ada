import { Controller, useFormContext } from 'react-hook-form';
import type { BusinessRegisterBody } from '@tradeshub/sdk';
import { TextField } from '../../../../components/ui/field';
import { PlacePicker, type PlaceChoice } from '../../../../components/ui/place-picker';
import { MilesSlider } from '../../../../components/ui/miles-slider';

/** Step 3: the business address (placed on the map through the town) and how far it works. */
export function StepWhereYouWork() {
  const { register, control, watch, setValue, formState } = useFormContext<BusinessRegisterBody>();
  const { errors } = formState;
  const [locality, latitude, longitude] = watch(['location.locality', 'location.latitude', 'location.longitude']);
  const place: PlaceChoice | null = latitude != null && longitude != null ? { name: locality, region: null, latitude, longitude } : null;
  const placeError =
    errors.location?.locality?.message ?? errors.location?.latitude?.message ?? errors.location?.longitude?.message;

  const choose = (chosen: PlaceChoice | null) => {
    if (!chosen) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('location.locality', chosen.name, options);
    setValue('location.latitude', chosen.latitude, options);
    setValue('location.longitude', chosen.longitude, options);
  };

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-ink">Business address</legend>
        <div className="sm:col-span-2">
          <TextField label="Address line 1" autoComplete="address-line1" error={errors.location?.address1?.message} {...register('location.address1')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Address line 2 (optional)" autoComplete="address-line2" error={errors.location?.address2?.message} {...register('location.address2')} />
        </div>
        <Controller
          name="location.latitude"
          control={control}
          render={({ field }) => (
            <PlacePicker
              label="Town or city"
              placeholder="Start typing, then choose"
              hint="Choose from the list so we can place you on the map."
              value={place}
              onChange={choose}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={placeError}
            />
          )}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          className="uppercase"
          error={errors.location?.postcode?.message}
          {...register('location.postcode')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-6">
        <legend className="mb-3 text-base font-semibold text-ink">How far you work</legend>
        <Controller
          name="radius"
          control={control}
          render={({ field }) => (
            <MilesSlider
              label="Service radius"
              hint="How far you will travel for a job. Customers further away than this will not see you in search."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.radius?.message}
            />
          )}
        />
        <Controller
          name="serviceArea"
          control={control}
          render={({ field }) => (
            <MilesSlider
              label="Service area"
              hint="The area you cover for most of your work, shown on your profile."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.serviceArea?.message}
            />
          )}
        />
      </fieldset>
    </div>
  );
}

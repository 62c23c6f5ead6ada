import { Controller, get, useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { PlacePicker, type PlaceChoice } from '../../../components/ui/place-picker';

interface AddressFieldsProps {
  /** Where the address sits in the form: at the top ('') or under the business's location ('location.'). */
  prefix?: '' | 'location.';
}

/**
 * The contract's address fields. The town comes from the place picker, which also fills the
 * coordinates the contract requires; the postcode is typed and checked by the contract.
 */
export function AddressFields({ prefix = '' }: AddressFieldsProps) {
  const { register, control, watch, setValue, formState } = useFormContext();
  const name = (field: string) => `${prefix}${field}`;
  const errorOf = (field: string): string | undefined => {
    const found = get(formState.errors, name(field)) as { message?: unknown } | undefined;
    return typeof found?.message === 'string' ? found.message : undefined;
  };
  const [locality, latitude, longitude] = watch([name('locality'), name('latitude'), name('longitude')]) as [string, number | undefined, number | undefined];
  const place: PlaceChoice | null = latitude != null && longitude != null ? { name: locality, region: null, latitude, longitude } : null;

  const choose = (chosen: PlaceChoice | null) => {
    if (!chosen) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(name('locality'), chosen.name, options);
    setValue(name('latitude'), chosen.latitude, options);
    setValue(name('longitude'), chosen.longitude, options);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Address line 1" autoComplete="address-line1" error={errorOf('address1')} {...register(name('address1'))} />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Address line 2 (optional)" autoComplete="address-line2" error={errorOf('address2')} {...register(name('address2'))} />
      </div>
      <Controller
        name={name('latitude')}
        control={control}
        render={({ field }) => (
          <PlacePicker
            label="Town or city"
            placeholder="Start typing, then choose"
            hint="Choose from the list so we can place it on the map."
            value={place}
            onChange={choose}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errorOf('locality') ?? errorOf('latitude') ?? errorOf('longitude')}
          />
        )}
      />
      <TextField label="Postcode" autoComplete="postal-code" className="uppercase" error={errorOf('postcode')} {...register(name('postcode'))} />
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { QUOTE_VALUE_BANDS, type CreatePostBody, type PostType } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { PlaceChoice } from '../../../components/ui/place-picker';
import { Spinner } from '../../../components/ui/spinner';
import { allCategoriesQueryOptions } from '../../../entities/categories';
import { showServerErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toasts';
import { useCreatePost } from '../api/create-post';
import { PhotoPicker, type ChosenPhoto } from './photo-picker';

const KINDS: { type: PostType; label: string; hint: string }[] = [
  { type: 'GENERAL', label: 'Post', hint: 'Ask your neighbours, recommend, share what you are planning.' },
  { type: 'JOB_REQUEST', label: 'Job request', hint: 'Local tradespeople in that trade see it and can reply or quote.' },
];

type ComposerValues = CreatePostBody;

// Only a job request asks for a place and a trade: the place field (its combobox) and the
// trades load when someone first starts writing, not with the page.
const loadPlacePicker = () => import('../../../components/ui/place-picker');
const PlacePicker = lazy(() => loadPlacePicker().then((module) => ({ default: module.PlacePicker })));

// The checks (the contract's schema, and zod) load when someone starts writing, not with the page.
const composerResolver = lazyResolver<ComposerValues>(() => import('./composer-checks').then((module) => module.composerResolver));

/** Writing a post or a job request for the local feed; `autoFocus` puts the cursor in the title when it opens. */
export function Composer({ onPosted, autoFocus = false }: { onPosted?: () => void; autoFocus?: boolean }) {
  const create = useCreatePost();
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const {
    register,
    handleSubmit,
    control,
    watch,
    reset,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ComposerValues>({ resolver: composerResolver, defaultValues: { type: 'GENERAL', title: '', body: '' } });
  useEffect(() => {
    if (autoFocus) setFocus('title');
  }, [autoFocus, setFocus]);
  const type = watch('type');
  const isJob = type === 'JOB_REQUEST';
  const categories = useQuery({ ...allCategoriesQueryOptions(), enabled: isJob });
  // Capture, not onFocus: Preact binds onFocus to 'focus', which does not bubble from the fields.
  const getReadyForAJobRequest = () => {
    composerResolver.preload();
    void loadPlacePicker();
    void queryClient.prefetchQuery(allCategoriesQueryOptions());
  };

  const submit = handleSubmit(async (values) => {
    const photoIds = photos.length > 0 ? photos.map((p) => p.photo.id) : undefined;
    const body: CreatePostBody = isJob
      ? { ...values, locality: place?.name, photoIds }
      : { type: values.type, title: values.title, body: values.body, photoIds };
    try {
      await create.mutateAsync(body);
      toast.success(isJob ? 'Your job request is live. Local tradespeople will see it.' : 'Your post is live.');
      reset();
      setPlace(null);
      setPhotos([]);
      onPosted?.();
    } catch (error) {
      showServerErrors(error, setError, ['title', 'body', 'categoryId', 'budgetBand', 'location']);
    }
  });

  return (
    <form id="composer" noValidate onSubmit={submit} onFocusCapture={getReadyForAJobRequest} onPointerEnter={getReadyForAJobRequest} aria-label="Write a post" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <fieldset>
        <legend className="text-sm font-medium text-ink">What are you posting?</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {KINDS.map((kind) => (
            <label key={kind.type} className="flex cursor-pointer flex-col rounded-lg border border-line px-3 py-2 text-sm has-checked:border-brand-400 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-300">
              <span className="flex items-center gap-2 font-semibold text-ink">
                <input type="radio" value={kind.type} className="accent-brand-500" {...register('type')} />
                {kind.label}
              </span>
              <span className="mt-0.5 hidden text-xs text-muted sm:block">{kind.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={isJob ? 'What job do you need done?' : 'Title'} error={errors.title?.message} maxLength={200} {...register('title')} />
      <TextAreaField label={isJob ? 'Describe the job' : 'What do you want to say?'} error={errors.body?.message} maxLength={10_000} {...register('body')} />
      {isJob && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Trade" error={errors.categoryId?.message} disabled={!categories.data} {...register('categoryId', { setValueAs: (v: string) => v || undefined })}>
            <option value="">{categories.isError ? 'We could not load the trades' : 'Choose a trade'}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
          <SelectField label="Budget" error={errors.budgetBand?.message} {...register('budgetBand', { setValueAs: (v: string) => v || undefined })}>
            <option value="">Choose a budget</option>
            {QUOTE_VALUE_BANDS.map((b) => (
              <option key={b.band} value={b.band}>
                {b.label}
              </option>
            ))}
          </SelectField>
          <div className="sm:col-span-2">
            <Controller
              name="location"
              control={control}
              render={({ field }) => (
                <Suspense fallback={<Spinner size="sm" label="Loading the place field…" />}>
                  <PlacePicker
                    label="Where is the job?"
                    placeholder="Town or postcode"
                    hint="Only the town is shown, never your address."
                    value={place}
                    onChange={(choice) => {
                      setPlace(choice);
                      setValue('location', choice ? { latitude: choice.latitude, longitude: choice.longitude } : undefined, { shouldValidate: true });
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.location?.message}
                  />
                </Suspense>
              )}
            />
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PhotoPicker value={photos} onChange={setPhotos} />
        {errors.root && (
          <p role="alert" className="basis-full text-sm text-danger">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" busy={isSubmitting}>
          {isJob ? 'Post job request' : 'Post'}
        </Button>
      </div>
    </form>
  );
}

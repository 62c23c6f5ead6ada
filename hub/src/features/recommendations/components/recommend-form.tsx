import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { createRecommendationBodySchema, isApiError, type PublicBusiness, type Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { useCreateRecommendation } from '../api/create-recommendation';
import { Notice } from '../../../components/ui/notice';

const FIELDS = ['workCategoryId', 'comment'] as const;
const COMMENT_MAX = 2000;

/** The sentence for a refusal the person can do nothing about in this form. */
function refusalOf(error: unknown): { title: string; message: string; status: number } | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return { title: 'Already recommended', message: error.message, status: 409 };
  if (error.status === 404) {
    return { title: 'This link no longer works', message: 'The business may have withdrawn the invitation. You can still recommend them from their profile.', status: 404 };
  }
  if (error.status === 403) return { title: 'You cannot recommend this business', message: error.message, status: 403 };
  return null;
}

export interface RecommendFormProps {
  business: PublicBusiness;
  referralCode: string | null;
  /** The category an invite was sent for, chosen first when the business still offers it. */
  suggestedCategoryId?: string;
  onRecommended: (recommendation: Recommendation) => void;
}

/** Pick one of the business's categories, say a few words, recommend. */
export function RecommendForm({ business, referralCode, suggestedCategoryId, onRecommended }: RecommendFormProps) {
  const create = useCreateRecommendation();
  const offered = business.categories;
  const initialCategory =
    offered.find((c) => c.id === suggestedCategoryId)?.id ?? (offered.length === 1 ? offered[0]?.id : undefined) ?? '';
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createRecommendationBodySchema),
    defaultValues: { businessId: business.id, workCategoryId: initialCategory, comment: '', referralCode: referralCode ?? undefined },
  });
  const commentLength = watch('comment')?.length ?? 0;
  const refusal = refusalOf(create.error);

  const onSubmit = handleSubmit(async (body) => {
    try {
      onRecommended(await create.mutateAsync({ ...body, comment: body.comment || undefined }));
    } catch (error) {
      if (!refusalOf(error)) showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <section aria-labelledby="recommend-form-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="recommend-form-title" className="text-lg font-semibold text-ink">
        Your recommendation
      </h2>
      <p className="mt-1 text-sm text-muted">
        They will be asked to accept it; once they do, it shows on their profile and helps them in search.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
        {refusal && (
          <Notice tone={refusal.status === 409 ? 'info' : 'error'} title={refusal.title}>
            {refusal.message}{' '}
            {refusal.status === 409 ? (
              <Link to={paths.recommendations()} className="font-semibold underline">
                See your recommendations
              </Link>
            ) : (
              refusal.status === 404 && (
                <Link to={paths.businessView(business.id)} className="font-semibold underline">
                  Open their profile
                </Link>
              )
            )}
          </Notice>
        )}
        <fieldset aria-describedby={errors.workCategoryId ? 'recommend-category-error' : undefined}>
          <legend className="text-sm font-medium text-ink">What did they do for you?</legend>
          {offered.length === 0 ? (
            <p className="mt-2 text-sm text-muted">This business has not listed any work categories yet, so it cannot be recommended right now.</p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {offered.map((category) => (
                <label
                  key={category.id}
                  className="cursor-pointer rounded-full border border-line bg-white px-4 py-2 text-sm text-ink transition has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-accent-400 hover:bg-brand-50"
                >
                  <input type="radio" value={category.id} className="sr-only" {...register('workCategoryId')} />
                  {category.title}
                </label>
              ))}
            </div>
          )}
          {errors.workCategoryId && (
            <p id="recommend-category-error" role="alert" className="mt-2 text-sm text-danger">
              Choose the kind of work they did for you.
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="A few words (optional)"
          placeholder="What was good about them? Tidy, on time, fair price…"
          maxLength={COMMENT_MAX}
          hint={`${commentLength} of ${COMMENT_MAX} characters`}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <Button type="submit" busy={isSubmitting} disabled={offered.length === 0} className="w-full sm:w-auto sm:self-start">
          Recommend {business.name}
        </Button>
      </form>
    </section>
  );
}

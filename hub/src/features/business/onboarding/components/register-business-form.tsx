import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { businessContracts, defaultBusinessForm, hasErrorCode, type BusinessRegisterBody } from '@tradeshub/sdk';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { showServerErrors } from '../../../../lib/form-errors';
import { refreshSession } from '../../../../lib/session';
import { toast } from '../../../../lib/toasts';
import { useBusinessRules } from '../api/get-business-rules';
import { useRegisterBusiness } from '../api/register-business';
import { businessFormResolver } from '../business-form-resolver';
import { BUSINESS_FORM_FIELDS, ONBOARDING_STEPS, stepOfField } from '../onboarding-steps';
import { OnboardingProgress } from './onboarding-progress';
import { StepBusinessRules } from './step-business-rules';
import { StepContact } from './step-contact';
import { StepWhatYouDo } from './step-what-you-do';
import { StepWhereYouWork } from './step-where-you-work';

type FormField = FieldPath<BusinessRegisterBody>;
const acceptRulesBody = businessContracts.updateRuleAccepted.body;

/** The sdk's empty business form, with the account's email as a sensible first guess. */
function initialValues(email: string): DefaultValues<BusinessRegisterBody> {
  const { location, ...form } = defaultBusinessForm();
  return {
    ...form,
    email,
    location: { ...location, latitude: undefined, longitude: undefined },
  };
}

/** The four-step business registration. Each step checks its own fields before moving on. */
export function RegisterBusinessForm({ accountEmail }: { accountEmail: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [rulesAccepted, setRulesAccepted] = useState(false);
  const [rulesError, setRulesError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const form = useForm<BusinessRegisterBody, unknown, BusinessRegisterBody>({ resolver: businessFormResolver, mode: 'onTouched', defaultValues: initialValues(accountEmail) });
  const registration = useRegisterBusiness();
  useBusinessRules(); // Load the rules early, so the last step opens without waiting.

  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0]!;
  const isLast = step === ONBOARDING_STEPS.length - 1;

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  const goTo = (index: number) => {
    moved.current = true;
    setStep(index);
  };

  const next = async () => {
    if (await form.trigger(current.fields as FormField[], { shouldFocus: true })) goTo(step + 1);
  };

  const submit = form.handleSubmit(
    async (body) => {
      const accepted = acceptRulesBody.safeParse({ accepted: rulesAccepted });
      if (!accepted.success) {
        setRulesError(accepted.error.issues[0]?.message);
        return;
      }
      try {
        await registration.mutateAsync(body);
        toast.success(`Welcome to Tradeshub, ${body.name}! Your business is registered.`);
        navigate(paths.ownBusiness(), { replace: true });
      } catch (error) {
        if (hasErrorCode(error, 'BUSINESS_EXISTS')) {
          toast.info(error.message);
          await refreshSession().catch(() => undefined);
          navigate(paths.ownBusiness(), { replace: true });
          return;
        }
        showServerErrors(error, form.setError, BUSINESS_FORM_FIELDS);
        const firstField = Object.keys(form.formState.errors)[0];
        if (firstField) goTo(stepOfField(firstField));
      }
    },
    (errors) => goTo(stepOfField(Object.keys(errors)[0] ?? '')),
  );

  // Enter or the main button: Continue on every step but the last, where it registers.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isLast) return void submit(event);
    event.preventDefault();
    void next();
  };

  return (
    <FormProvider {...form}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <OnboardingProgress steps={ONBOARDING_STEPS} current={step} onGoTo={goTo} />
        <form noValidate onSubmit={onSubmit} className="rounded-2xl border border-line bg-white shadow-sm">
          <div className="border-b border-line px-5 py-5 sm:px-8">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{current.intro}</p>
          </div>
          <div className="px-5 py-6 sm:px-8">
            {current.id === 'what' && <StepWhatYouDo />}
            {current.id === 'contact' && <StepContact />}
            {current.id === 'where' && <StepWhereYouWork />}
            {current.id === 'rules' && (
              <StepBusinessRules
                accepted={rulesAccepted}
                onAcceptedChange={(accepted) => {
                  setRulesAccepted(accepted);
                  if (accepted) setRulesError(undefined);
                }}
                error={rulesError}
                onEdit={goTo}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 rounded-b-2xl border-t border-line bg-surface px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
            {step > 0 ? (
              <Button variant="ghost" onClick={() => goTo(step - 1)} disabled={registration.isPending}>
                ← Back
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <Button type="submit" busy={registration.isPending} className="sm:min-w-44">
              {isLast ? 'Register my business' : 'Continue'}
            </Button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}

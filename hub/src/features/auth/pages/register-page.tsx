import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerBodySchema } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { ShowPasswordToggle } from '../components/show-password-toggle';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';
import { isSameSitePath, verifyPathFor } from '../sign-in-destination';

const FIELDS = ['firstName', 'lastName', 'emailAddress', 'password', 'confirmPassword', 'phoneNumber'] as const;
const link = 'font-semibold text-brand-700 hover:underline';

export default function RegisterPage() {
  usePageHeader('Join Tradeshub');
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const navigate = useNavigate();
  const session = useSession();
  const registration = useRegister();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '', password: '', confirmPassword: '', phoneNumber: '' },
  });

  const alreadySignedIn = session.isAuthenticated && session.userInfo !== null && registration.isIdle;
  useEffect(() => {
    if (alreadySignedIn) continueAfterSignIn(session);
  }, [alreadySignedIn, continueAfterSignIn, session]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { emailAddress } = await registration.mutateAsync(body);
      navigate(verifyPathFor(emailAddress, returnTo), { state: { codeSent: true } });
    } catch (error) {
      // A taken address gets the same answer as a new one (the owner is emailed), so only field errors come back.
      showServerErrors(error, setError, FIELDS);
    }
  });

  if (alreadySignedIn) return <PageLoading label="You are signed in. Taking you on…" />;

  const passwordType = showPassword ? 'text' : 'password';
  return (
    <AuthLayout
      title="Join Tradeshub"
      intro="It is free. Find tradespeople your neighbours recommend, get clear quotes and pay in stages."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.signIn(isSameSitePath(returnTo) ? returnTo : undefined)} className={link}>
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" autoFocus error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We will send a 6-digit code to check it is yours."
          error={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="A UK number, like 07700 900123."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="Password"
          type={passwordType}
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords such as 'password123': a short phrase is easier to remember."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type={passwordType}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
        <p className="text-xs text-muted">
          By joining you agree to our{' '}
          <Link to={paths.content('terms')} className={link}>
            terms of use
          </Link>{' '}
          and{' '}
          <Link to={paths.content('privacy')} className={link}>
            privacy notice
          </Link>
          .
        </p>
        <Button type="submit" busy={isSubmitting} className="w-full">
          Create my account
        </Button>
      </form>
    </AuthLayout>
  );
}

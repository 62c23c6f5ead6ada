import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasErrorCode, signInBodySchema } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { ShowPasswordToggle } from '../components/show-password-toggle';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';
import { isSameSitePath, verifyPathFor } from '../sign-in-destination';

const FIELDS = ['emailAddress', 'password'] as const;

export default function SignInPage() {
  usePageHeader('Sign in');
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const expired = params.get('reason') === 'expired';
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInBodySchema), defaultValues: { emailAddress: '', password: '' } });

  // Someone already signed in (the back button, an old bookmark) goes straight on.
  const alreadySignedIn = session.isAuthenticated && session.userInfo !== null && signIn.isIdle;
  useEffect(() => {
    if (alreadySignedIn) continueAfterSignIn(session);
  }, [alreadySignedIn, continueAfterSignIn, session]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const state = await signIn.mutateAsync(body);
      if (state.userInfo) toast.success(`Welcome back, ${state.userInfo.firstName}.`);
      continueAfterSignIn(state);
    } catch (error) {
      if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) {
        toast.info(error.message);
        navigate(verifyPathFor(body.emailAddress, returnTo), { state: { codeSent: true } });
      } else if (hasErrorCode(error, 'UNAUTHORIZED', 'RATE_LIMITED', 'ACCOUNT_SUSPENDED')) {
        setError('root.server', { message: error.message });
      } else {
        showServerErrors(error, setError, FIELDS);
      }
    }
  });

  if (alreadySignedIn) return <PageLoading label="You are signed in. Taking you on…" />;

  return (
    <AuthLayout
      title="Sign in"
      intro="Welcome back. Sign in to message tradespeople, manage your work and see your recommendations."
      footer={
        <p>
          New to Tradeshub?{' '}
          <Link to={paths.register(isSameSitePath(returnTo) ? returnTo : undefined)} className="font-semibold text-brand-700 hover:underline">
            Join free
          </Link>
        </p>
      }
    >
      {expired && (
        <FormAlert tone="info" title="Session expired">
          For your security you were signed out. Sign in again to carry on where you left off.
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert tone="error">{errors.root.server.message}</FormAlert>}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={!expired}
          error={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <div className="flex flex-col gap-2">
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
            <Link to={paths.forgotPassword()} className="text-sm font-semibold text-brand-700 hover:underline">
              Forgotten your password?
            </Link>
          </div>
        </div>
        <Button type="submit" busy={isSubmitting} className="mt-2 w-full">
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}

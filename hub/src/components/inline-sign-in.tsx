import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { hasErrorCode, signInBodySchema, type SignInBody } from '@tradeshub/sdk';
import { paths } from '../config/paths';
import { client } from '../lib/client';
import { showServerErrors } from '../lib/form-errors';
import { toast } from '../lib/toasts';
import { Button } from './ui/button';
import { TextField } from './ui/field';
import { Notice } from './ui/notice';

const FIELDS = ['emailAddress', 'password'] as const;

/**
 * Sign-in inside a public flow (recommend, review), so the person never loses the business they
 * came for; the session store updates the page. Registering leaves the page, with a return to
 * exactly this address (code and all).
 */
export function InlineSignIn({ title, reason }: { title: string; reason: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signIn = useMutation({ mutationFn: (body: SignInBody) => client.signIn(body) });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInBodySchema), defaultValues: { emailAddress: '', password: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const state = await signIn.mutateAsync(body);
      if (state.userInfo) toast.success(`Welcome back, ${state.userInfo.firstName}.`);
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHORIZED', 'RATE_LIMITED', 'EMAIL_NOT_VERIFIED')) {
        setError('root.server', { type: error.code, message: error.message });
      } else {
        showServerErrors(error, setError, FIELDS);
      }
    }
  });

  const unverified = errors.root?.server?.type === 'EMAIL_NOT_VERIFIED';

  return (
    <section aria-labelledby="inline-sign-in-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="inline-sign-in-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{reason}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {errors.root?.server && (
          <Notice tone="error">
            {errors.root.server.message}
            {unverified && (
              <>
                {' '}
                <Link to={paths.verify(getValues('emailAddress'))} className="font-semibold underline">
                  Verify your email
                </Link>
              </>
            )}
          </Notice>
        )}
        <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.emailAddress?.message} {...register('emailAddress')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button type="submit" busy={isSubmitting} className="sm:min-w-36">
            Sign in
          </Button>
          <Link to={paths.forgotPassword()} className="text-sm font-semibold text-brand-700 hover:underline">
            Forgotten your password?
          </Link>
        </div>
      </form>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
        New to Tradeshub?{' '}
        <Link to={paths.register(here)} className="font-semibold text-brand-700 hover:underline">
          Create a free account
        </Link>{' '}
        and you will come straight back here.
      </p>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, resetPasswordBodySchema } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { usePageHeader } from '../../../lib/page-header';
import { toast } from '../../../lib/toasts';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { ShowPasswordToggle } from '../components/show-password-toggle';

const link = 'font-semibold text-brand-700 hover:underline';
const backToSignIn = (
  <p>
    Remembered it?{' '}
    <Link to={paths.signIn()} className={link}>
      Back to sign in
    </Link>
  </p>
);

export default function ResetPasswordPage() {
  usePageHeader('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  if (!token) {
    return (
      <AuthLayout title="This reset link is incomplete" footer={backToSignIn}>
        <FormAlert tone="info">
          The link you followed is missing its reset code. Open the link from the email again, making sure the whole address was
          copied, or ask for a new link.
        </FormAlert>
        <Link to={paths.forgotPassword()} className="inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
          Send me a new link
        </Link>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordBodySchema), defaultValues: { token, password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await resetPassword.mutateAsync(body);
      toast.success('Your password has been changed. Sign in with your new password.');
      navigate(paths.signIn(), { replace: true });
    } catch (error) {
      // An expired or used link is the form's problem, not a field's.
      if (isApiError(error) && error.status === 400 && !Array.isArray(error.details)) setError('root.server', { message: error.message });
      else showServerErrors(error, setError, ['password', 'confirmPassword']);
    }
  });

  const type = showPassword ? 'text' : 'password';
  const linkProblem = errors.root?.server?.message ?? errors.token?.message;
  return (
    <AuthLayout title="Choose a new password" intro="Pick a password you do not use anywhere else. You will be signed out on every device." footer={backToSignIn}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {linkProblem && (
          <FormAlert tone="error">
            {linkProblem}{' '}
            <Link to={paths.forgotPassword()} className="font-semibold underline">
              Ask for a new link
            </Link>
          </FormAlert>
        )}
        <input type="hidden" {...register('token')} />
        <TextField
          label="New password"
          type={type}
          autoComplete="new-password"
          autoFocus
          hint="At least 8 characters, and not a common password."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField label="Confirm new password" type={type} autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
        <Button type="submit" busy={isSubmitting} className="w-full">
          Change password
        </Button>
      </form>
    </AuthLayout>
  );
}

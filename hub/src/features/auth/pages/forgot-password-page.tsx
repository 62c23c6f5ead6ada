import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { showServerErrors } from '../../../lib/form-errors';
import { usePageHeader } from '../../../lib/page-header';
import { forgotPasswordBodySchema, useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';

const link = 'font-semibold text-brand-700 hover:underline';

export default function ForgotPasswordPage() {
  usePageHeader('Reset your password');
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { emailAddress: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await forgotPassword.mutateAsync(body);
      setSentTo(body.emailAddress);
    } catch (error) {
      showServerErrors(error, setError, ['emailAddress']);
    }
  });

  const backToSignIn = (
    <p>
      Remembered it?{' '}
      <Link to={paths.signIn()} className={link}>
        Back to sign in
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <FormAlert tone="success" title="Reset link on its way">
          If an account uses <strong>{sentTo}</strong>, we have emailed it a link to choose a new password. The link works for one
          hour and only once.
        </FormAlert>
        <p className="text-sm text-muted">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button type="button" className={link} onClick={() => setSentTo(null)}>
            try another address
          </button>
          .
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgotten your password?"
      intro="Enter the email address you joined with and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordBodySchema, type ChangePasswordBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [visible, setVisible] = useState(false);
  const form = useForm<ChangePasswordBody, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;
  const change = useChangePassword();
  const type = visible ? 'text' : 'password';

  const save = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      reset(EMPTY);
      toast.success('Your password has been changed. Any other devices have been signed out.');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="password-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="password-title" className="text-lg font-semibold text-ink">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-muted">You will stay signed in here. Any other phones or computers will be signed out.</p>
      <div className="mt-5 grid max-w-md gap-4">
        <TextField label="Current password" type={type} autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField
          label="New password"
          type={type}
          autoComplete="new-password"
          hint="8 to 128 characters. A few unrelated words make a strong password that is easy to remember."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField label="Confirm new password" type={type} autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          Show passwords
        </label>
      </div>
      <div className="mt-5 flex justify-end border-t border-line pt-4">
        <Button type="submit" busy={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}

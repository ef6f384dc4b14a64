import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordInput, type ResetPasswordInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useResetPassword } from '@/features/auth/api';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token') ?? '';
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const footer = (
    <Link to="/forgot-password" className="font-medium text-slate-900 underline-offset-4 hover:underline">
      Request a new link
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <p role="alert" className="text-sm text-slate-700">
          This reset link is incomplete. Open the link from your e-mail again, or request a new one.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="At least 6 characters. Other sessions will be signed out."
      footer={footer}
    >
      <form
        noValidate
        aria-label="Choose a new password"
        className="space-y-4"
        onSubmit={form.handleSubmit((values) =>
          reset.mutate(values, {
            onSuccess: () => {
              toast({ title: 'Password updated', description: 'You are signed in with your new password.' });
              navigate('/', { replace: true });
            },
            onError: (e) =>
              toastError(
                'Password not changed',
                messageOf(e, 'This reset link has expired or was already used. Please request a new one.'),
              ),
          }),
        )}
      >
        <input type="hidden" {...form.register('token')} />
        <FormField id="reset-password" label="New password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField id="reset-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

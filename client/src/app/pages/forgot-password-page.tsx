import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { toastError } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useForgotPassword } from '@/features/auth/api';
import { usePublicConfig } from '@/lib/current-user';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const config = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  return (
    <AuthCard
      title="Reset your password"
      description="Enter your account's email address and we'll send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-slate-900 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-center">
          <MailCheck className="mx-auto h-8 w-8 text-green-600" aria-hidden="true" />
          <p className="text-sm text-slate-700">
            If an account exists for {sentTo}, a reset link is on its way. It works once and expires in 30 minutes.
          </p>
          {config.data?.devOutbox && (
            <a
              href="/dev/login-links"
              target="_blank"
              rel="noreferrer"
              className="text-sm text-slate-600 underline underline-offset-4"
            >
              View login links for development
            </a>
          )}
        </div>
      ) : (
        <form
          noValidate
          aria-label="Reset password"
          className="space-y-4"
          onSubmit={form.handleSubmit((values) =>
            forgot.mutate(values, {
              onSuccess: () => setSentTo(values.email),
              onError: (e) =>
                toastError('Failed to send email', messageOf(e, 'Please check your email and try again.')),
            }),
          )}
        >
          <FormField id="forgot-email" label="Email" error={error}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending link...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

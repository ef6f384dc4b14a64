import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { z } from 'zod';
import { companyEmail, registerInput, type RegisterInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { Spinner } from '@/components/ui/misc';
import { toastError } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useRegister } from '@/features/auth/api';
import { usePublicConfig } from '@/lib/current-user';

export default function RegisterPage() {
  const config = usePublicConfig();
  return (
    <AuthCard
      title="Create your account"
      description={
        config.data ? `Staff accounts use an @${config.data.companyEmailDomain} email address.` : 'Staff accounts only.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-slate-900 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {config.data ? (
        <RegisterForm domain={config.data.companyEmailDomain} devOutbox={config.data.devOutbox} />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </AuthCard>
  );
}

function RegisterForm({ domain, devOutbox }: { domain: string; devOutbox: boolean }) {
  const register = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(
    () => registerInput.and(z.object({ email: companyEmail(domain) })) as unknown as typeof registerInput,
    [domain],
  );
  const form = useForm<RegisterInput>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const field = (name: keyof RegisterInput, label: string, type: string, autoComplete: string) => (
    <FormField id={`register-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );
  if (sentTo) {
    return (
      <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-center">
        <MailCheck className="mx-auto h-8 w-8 text-green-600" aria-hidden="true" />
        <p className="font-medium">Check your inbox</p>
        <p className="text-sm text-slate-700">
          We sent a link to {sentTo}. Open it to confirm your e-mail address and sign in. It works once and expires in
          30 minutes.
        </p>
        {devOutbox && (
          <a
            href="/dev/login-links"
            target="_blank"
            rel="noreferrer"
            className="inline-block text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900"
          >
            View login links for development
          </a>
        )}
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Register"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        register.mutate(values, {
          onSuccess: (result) => setSentTo(result.email),
          onError: (e) => toastError('Registration failed', messageOf(e, 'Please check your details and try again.')),
        }),
      )}
    >
      {field('username', 'Username', 'text', 'username')}
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', 'new-password')}
      {field('confirmPassword', 'Confirm password', 'password', 'new-password')}
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { loginInput, type LoginInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useLogin } from '../api';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    login.mutate(values, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => {
        const message =
          error instanceof ApiError && (error.status === 429 || error.status === 403) && error.serverMessage
            ? error.serverMessage
            : 'Invalid email or password. Please try again.';
        setBanner(message);
        toastError('Login failed', message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      {banner && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{banner}</span>
        </div>
      )}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox id="login-remember" checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />
          )}
        />
        <Label htmlFor="login-remember" className="font-normal">
          Remember me
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      {/* after the form's own controls, so Tab goes e-mail, password, remember me, sign in */}
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-slate-600 underline-offset-4 hover:underline">
          Forgot Password?
        </Link>
      </p>
    </form>
  );
}

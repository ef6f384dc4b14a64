import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toastError } from '@/components/ui/use-toast';
import { Spinner } from '@/components/ui/misc';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { EmailLinkForm } from '@/features/auth/components/email-link-form';
import { useCurrentUser, usePublicConfig } from '@/lib/current-user';

const LINK_ERRORS: Record<string, [string, string]> = {
  'invalid-token': ['Login link expired', 'Your login link has expired or is invalid. Please request a new one.'],
  'user-not-found': ['User not found', "We couldn't find an account with that email address."],
  'server-error': ['Server error', 'There was an error processing your login. Please try again.'],
};

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  const error = params.get('error');

  useEffect(() => {
    const known = error ? LINK_ERRORS[error] : undefined;
    if (!known) return;
    toastError(known[0], known[1]);
    setParams(
      (p) => {
        p.delete('error');
        return p;
      },
      { replace: true },
    );
  }, [error, setParams]);

  if (user) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title="Sign in to the product"
      description="Enter your credentials to access your admin account"
      footer="By signing in, you agree to our terms of service and privacy policy."
    >
      <LoginForm />
      <div className="relative" role="separator" aria-label="Or continue with">
        <div className="absolute inset-0 flex items-center" aria-hidden="true">
          <span className="w-full border-t border-slate-200" />
        </div>
        <div className="relative flex justify-center text-xs uppercase">
          <span className="bg-white px-2 text-slate-500">Or continue with</span>
        </div>
      </div>
      {config.data ? (
        <EmailLinkForm domain={config.data.companyEmailDomain} devOutbox={config.data.devOutbox} />
      ) : (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
      <p className="text-center text-sm text-slate-600">
        No account yet?{' '}
        <Link to="/register" className="font-medium text-slate-900 underline-offset-4 hover:underline">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}

import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/misc';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useEmailLinkSignIn, useEmailLinkStatus } from '@/features/auth/api';
import { PASSWORD_CLEARED_MESSAGE } from '@shared/schemas/auth';

/**
 * The page an e-mailed sign-in or confirmation link opens. Opening it changes nothing:
 * only its button (a POST) signs in, so no other site can sign a visitor in behind their back.
 */
export default function EmailLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const status = useEmailLinkStatus(token);
  const signIn = useEmailLinkSignIn();
  const failed = status.isError;

  useEffect(() => {
    if (failed) navigate('/login?error=server-error', { replace: true });
  }, [failed, navigate]);

  if (!token) return <Navigate to="/login?error=invalid-token" replace />;
  if (status.data && status.data.status !== 'valid')
    return <Navigate to={`/login?error=${status.data.status}`} replace />;

  const valid = status.data?.status === 'valid' ? status.data : null;
  const footer = (
    <Link to="/login" className="font-medium text-slate-900 underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );
  if (!valid) {
    return (
      <AuthCard title="Sign in" footer={footer}>
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      </AuthCard>
    );
  }
  const verifying = valid.purpose === 'verify';
  return (
    <AuthCard
      title={verifying ? 'Confirm your e-mail address' : 'Sign in'}
      description={
        verifying
          ? `Press the button to confirm ${valid.email} and sign in.`
          : 'Press the button to sign in with the link from your e-mail.'
      }
      footer={footer}
    >
      <Button
        type="button"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() =>
          signIn.mutate(token, {
            onSuccess: (signedIn) => {
              if (verifying)
                toast({
                  title: 'E-mail address confirmed',
                  description: signedIn.passwordCleared ? PASSWORD_CLEARED_MESSAGE : 'Your account is ready.',
                });
              navigate('/', { replace: true });
            },
            onError: (e) => {
              const code = e instanceof ApiError && e.status === 404 ? 'user-not-found' : 'invalid-token';
              navigate(`/login?error=${code}`, { replace: true });
            },
          })
        }
      >
        {signIn.isPending ? 'Signing in...' : `Sign in as ${valid.email}`}
      </Button>
    </AuthCard>
  );
}

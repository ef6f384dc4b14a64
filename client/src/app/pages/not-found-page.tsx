import { Link, useLocation } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

export default function NotFoundPage() {
  const location = useLocation();
  return (
    <main className="flex min-h-[70vh] w-full items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">
            Nothing lives at{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-800">{location.pathname}</code>.
          </p>
          <p className="mt-2 text-sm text-slate-500">
            Developer hint: did you forget to add the page to the router in client/src/app/router.tsx?
          </p>
          <Link to="/" className="mt-6 inline-block text-sm font-medium text-slate-900 underline underline-offset-4">
            Go to the dashboard
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

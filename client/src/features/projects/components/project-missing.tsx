import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';

/** 'Project not found', 'Invalid project ID provided' or a load failure, with the way back. */
export function ProjectMissing({ title, message }: { title: string; message: string }) {
  return (
    <Card className="mx-auto mt-8 max-w-md">
      <CardContent className="space-y-4 pt-6 text-center">
        <AlertCircle className="mx-auto h-10 w-10 text-red-500" aria-hidden="true" />
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{message}</p>
        </div>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}

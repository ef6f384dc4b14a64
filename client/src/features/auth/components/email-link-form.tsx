import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { companyEmail } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { useEmailLink } from '../api';

export function EmailLinkForm({ domain, devOutbox }: { domain: string; devOutbox: boolean }) {
  const send = useEmailLink();
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => z.object({ email: companyEmail(domain) }), [domain]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  if (sent) {
    return (
      <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-center" role="status">
        <MailCheck className="mx-auto h-8 w-8 text-green-600" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Check your inbox</p>
          <p className="text-sm text-slate-600">
            We sent a login link to {form.getValues('email')}. It works once and expires in 30 minutes.
          </p>
        </div>
        <div className="flex flex-col items-center gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setSent(false);
              form.reset({ email: '' });
            }}
          >
            Send another link
          </Button>
          {devOutbox && (
            <a
              href="/dev/login-links"
              target="_blank"
              rel="noreferrer"
              className="text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900"
            >
              View login links for development
            </a>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Get a login link"
      className="space-y-3"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, {
          onSuccess: () => {
            setSent(true);
            toast({ title: 'Email sent', description: "We've sent a login link to your email address." });
          },
          onError: (e) => toastError('Failed to send email', messageOf(e, 'Please check your email and try again.')),
        }),
      )}
    >
      <FormField id="link-email" label="Company email" error={error}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={`you@${domain}`}
            {...form.register('email')}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending link...' : 'Get login link via email'}
      </Button>
    </form>
  );
}

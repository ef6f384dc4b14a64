import { useState, type FormEvent } from 'react';
import type { NotificationMode, NotificationSettings, ReplyAs } from '@shared/schemas/notifications';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { useNotificationSettings, useSaveNotificationSettings } from '../api';

const MODES: Array<{ value: NotificationMode; label: string; hint: string }> = [
  {
    value: 'instant',
    label: 'Instant',
    hint: 'An e-mail soon after a client comments: at most one per snippet every 10 minutes, listing what came in.',
  },
  {
    value: 'daily',
    label: 'Daily digest',
    hint: 'One e-mail a day at the hour below, only when there is new feedback.',
  },
  { value: 'off', label: 'Off', hint: 'No e-mails. New feedback still shows in the app.' },
];

const REPLY_AS: Array<{ value: ReplyAs; label: string }> = [
  { value: 'company', label: 'The company name' },
  { value: 'name', label: 'My own name' },
];

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

function Radio<T extends string>({
  name,
  value,
  checked,
  label,
  hint,
  onChange,
}: {
  name: string;
  value: T;
  checked: boolean;
  label: string;
  hint?: string;
  onChange: (v: T) => void;
}) {
  const id = `${name}-${value}`;
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-slate-900">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-4 w-4 shrink-0 accent-slate-900"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [value, setValue] = useState<NotificationSettings>(() =>
    // A member of staff who never chose reads the digest hour in their own time zone.
    initial.timeZone === 'UTC' ? { ...initial, timeZone: browserTimeZone() } : initial,
  );
  const save = useSaveNotificationSettings();
  const set = (patch: Partial<NotificationSettings>) => setValue((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast({ title: 'Settings saved', description: 'Your notification settings were saved.' }),
      onError: (err) => toastError('Settings not saved', messageOf(err, 'Please try again.')),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">E-mails about new feedback</legend>
        {MODES.map((m) => (
          <Radio
            key={m.value}
            name="mode"
            value={m.value}
            checked={value.mode === m.value}
            label={m.label}
            hint={m.hint}
            onChange={(mode) => set({ mode })}
          />
        ))}
        <div className="grid gap-2 sm:max-w-xs">
          <label htmlFor="digest-hour" className="text-sm font-medium text-slate-900">
            Daily digest hour
          </label>
          <select
            id="digest-hour"
            value={value.digestHour}
            disabled={value.mode !== 'daily'}
            onChange={(e) => set({ digestHour: Number(e.target.value) })}
            aria-describedby="digest-hour-hint"
            className="h-9 rounded-md border border-slate-200 bg-white px-3 text-sm shadow-sm disabled:opacity-50"
          >
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
          <p id="digest-hour-hint" className="text-sm text-slate-600">
            In your time zone ({value.timeZone}).
          </p>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Sign my replies to clients with</legend>
        {REPLY_AS.map((r) => (
          <Radio
            key={r.value}
            name="reply-as"
            value={r.value}
            checked={value.replyAs === r.value}
            label={r.label}
            onChange={(replyAs) => set({ replyAs })}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  return (
    <section aria-labelledby="notification-settings-heading" className="grid gap-6">
      <div>
        <h1 id="notification-settings-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Notification settings
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          How you hear about client feedback, and how your replies are signed.
        </p>
      </div>
      {settings.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading settings">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-16 animate-pulse rounded-md bg-slate-100" />
          ))}
        </div>
      ) : settings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm text-slate-700">
          <p>Your settings could not be loaded. Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </section>
  );
}

import { NotificationSettingsPanel } from '@/features/notifications';

export default function SettingsPage() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <NotificationSettingsPanel />
    </main>
  );
}

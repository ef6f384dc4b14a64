import { useCurrentUser } from '@/lib/current-user';
import { FilesLibrary } from '@/features/files';

export default function FilesPage() {
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <FilesLibrary enabled={!!user} />
    </main>
  );
}

import { useParams } from 'react-router';

export default function SnippetEditorPage() {
  const { id } = useParams();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Snippet {id}</h1>
    </main>
  );
}

export default function PublicSnippetPage() {
  return (
    <main className="mx-auto max-w-[1200px] px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Snippet</h1>
      <p className="text-slate-600">Share your feedback on this snippet</p>
    </main>
  );
}

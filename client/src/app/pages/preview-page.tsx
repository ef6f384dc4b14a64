export default function PreviewPage() {
  return (
    <main className="px-4 py-4">
      <h1 className="text-lg font-semibold text-slate-900">Preview</h1>
    </main>
  );
}

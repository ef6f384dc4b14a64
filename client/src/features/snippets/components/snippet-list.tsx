import { Code2, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Badge, Skeleton } from '@/components/ui/misc';
import { useProjectSnippets } from '../api/project-snippets';
import { SnippetCard } from './snippet-card';

const SKELETON_CARDS = 2;

function SnippetCardSkeleton() {
  return (
    <Card className="space-y-3 p-4" aria-hidden="true">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
        <Skeleton className="h-8 w-32" />
      </div>
      <Skeleton className="h-40 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
      </div>
    </Card>
  );
}

export function SnippetList({ projectId, onGenerateFirst }: { projectId: number; onGenerateFirst: () => void }) {
  const snippets = useProjectSnippets(projectId);
  const count = snippets.data?.length;

  let body: React.ReactNode;
  if (snippets.isPending) {
    body = (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2" role="status" aria-label="Loading snippets">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SnippetCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (snippets.isError) {
    body = (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-sm text-slate-600">The snippets could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" size="sm" onClick={() => void snippets.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  } else if (snippets.data.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center shadow-none">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100">
          <Code2 className="h-6 w-6 text-slate-500" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">No snippets yet</h3>
        <p className="max-w-sm text-sm text-slate-500">
          Describe a section in the Generate Snippet panel and the AI builds it with this project's styling.
        </p>
        <Button onClick={onGenerateFirst}>
          <Sparkles aria-hidden="true" />
          Generate First Snippet
        </Button>
      </Card>
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {snippets.data.map((snippet) => (
          <SnippetCard key={snippet.id} snippet={snippet} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="snippets-title" className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 id="snippets-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Snippets
        </h2>
        {count !== undefined && count > 0 && <Badge variant="secondary">{count}</Badge>}
      </div>
      {body}
    </section>
  );
}

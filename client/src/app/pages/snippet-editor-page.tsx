import { Link } from 'react-router';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useIdParam } from '@/lib/route-params';
import { useSnippet } from '@/lib/snippet-queries';
import { EditorSkeleton } from '@/features/editor/components/editor-skeleton';
import { EditorWorkspace, type SidePanel } from '@/features/editor/components/editor-workspace';
import { SnippetShopifyActions } from '@/features/shopify/components/snippet-shopify-actions';
import { GithubExportDialog } from '@/features/github/components/github-export-dialog';
import { SnippetComments } from '@/features/comments/components/snippet-comments';
import { useComments, usePinnedComments } from '@/features/comments/api';

function Problem({ title, text }: { title: string; text?: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </main>
  );
}

/** The editor's Comments panel, its tab naming how many comments wait for a decision once that is known. */
function commentsPanel(snippetId: number, pending: number | undefined): SidePanel {
  return {
    id: 'comments',
    label: pending === undefined ? 'Comments' : `Comments (${pending})`,
    hint: pending === undefined ? undefined : `${pending} pending ${pending === 1 ? 'comment' : 'comments'}`,
    icon: MessageSquare,
    content: <SnippetComments snippetId={snippetId} />,
  };
}

export default function SnippetEditorPage() {
  const id = useIdParam();
  const snippet = useSnippet(id ?? 0);
  const { pins } = usePinnedComments(id ?? 0);
  // the whole list's count of pending comments, however many pages are loaded
  const pendingComments = useComments(id ?? 0).pending;

  if (id === null) return <Problem title="Invalid snippet ID provided" />;
  if (snippet.isLoading) return <EditorSkeleton />;
  if (!snippet.data) {
    return (
      <Problem
        title="Snippet not found"
        text="The snippet you're looking for doesn't exist or you don't have access to it."
      />
    );
  }
  return (
    <main>
      <EditorWorkspace
        key={snippet.data.id}
        snippet={snippet.data}
        pins={pins}
        actions={<SnippetShopifyActions snippetId={id} exportDialog={(props) => <GithubExportDialog {...props} />} />}
        panels={[commentsPanel(id, pendingComments)]}
      />
    </main>
  );
}

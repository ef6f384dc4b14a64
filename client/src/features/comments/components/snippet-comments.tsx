import { CommentsSection } from './comments-section';

/** The snippet editor's Comments section. */
export function SnippetComments({ snippetId }: { snippetId: number }) {
  return <CommentsSection snippetId={snippetId} />;
}

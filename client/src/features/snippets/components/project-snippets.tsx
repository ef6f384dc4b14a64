import { useRef } from 'react';
import type { DesignSystem } from '@shared/design-system';
import { GenerateSnippetPanel } from './generate-snippet-panel';
import { SnippetList } from './snippet-list';

/** The project page's Generate Snippet panel and Snippets list. */
export function ProjectSnippets({ projectId, designSystem }: { projectId: number; designSystem: DesignSystem }) {
  const nameInput = useRef<HTMLInputElement | null>(null);

  function goToPanel() {
    const input = nameInput.current;
    if (!input) return;
    input.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input.focus({ preventScroll: true });
  }

  return (
    <div className="space-y-10">
      <GenerateSnippetPanel projectId={projectId} designSystem={designSystem} nameInput={nameInput} />
      <SnippetList projectId={projectId} onGenerateFirst={goToPanel} />
    </div>
  );
}

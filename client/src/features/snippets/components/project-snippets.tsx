import { useRef } from 'react';
import type { DesignSystem } from '@shared/design-system';
import { scrollBehavior } from '@/lib/use-media-query';
import { GenerateSnippetPanel } from './generate-snippet-panel';
import { SnippetList } from './snippet-list';
import type { ExtraImageSource } from './reference-images-field';

/** The project page's Generate Snippet panel and Snippets list. */
export function ProjectSnippets({
  projectId,
  designSystem,
  extraImageSource,
}: {
  projectId: number;
  designSystem: DesignSystem;
  /** Another place to pick reference images from, e.g. the file library. */
  extraImageSource?: ExtraImageSource;
}) {
  const nameInput = useRef<HTMLInputElement | null>(null);

  function goToPanel() {
    const input = nameInput.current;
    if (!input) return;
    input.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    input.focus({ preventScroll: true });
  }

  return (
    <div className="space-y-10">
      <GenerateSnippetPanel
        projectId={projectId}
        designSystem={designSystem}
        nameInput={nameInput}
        extraImageSource={extraImageSource}
      />
      <SnippetList projectId={projectId} onGenerateFirst={goToPanel} />
    </div>
  );
}

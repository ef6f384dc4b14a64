import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PreviewControls, PreviewHint, usePreviewSpotlight } from './preview-pane';

/**
 * A panel the editor shows beside the preview in the split view (a tab), and below the code and
 * the preview in the other layouts (a section, reached by a link near the top).
 */
export interface SidePanel {
  /**
   * The tab's value and the hash that opens it (…/edit#comments). `content` carries the element
   * with this id, which the link near the top jumps to.
   */
  id: string;
  /** The tab's and the link's text, e.g. 'Comments (2)'. */
  label: string;
  icon: LucideIcon;
  /** The tab's and the link's tooltip. */
  hint?: string;
  content: ReactNode;
}

const PREVIEW_TAB = 'preview';

/** Which tab shows: the one the address's hash names when it names one, else what the user chose. */
function useChosenTab(panels: readonly SidePanel[]) {
  const { hash } = useLocation();
  const named = (h: string) => panels.find((p) => `#${p.id}` === h)?.id;
  const [tab, setTab] = useState(() => named(hash) ?? PREVIEW_TAB);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const next = named(hash);
    if (next) setTab(next);
  }
  return [tab, setTab] as const;
}

/**
 * The split view's right-hand side: the preview and the panels, one tab each. Every tab stays
 * mounted: the frame keeps its page and a panel keeps listening for live changes.
 */
export function SideTabs({ preview, panels }: { preview: ReactNode; panels: readonly SidePanel[] }) {
  const [tab, setTab] = useChosenTab(panels);
  // A panel asked to show something in the preview: its tab comes forward.
  const { revealed } = usePreviewSpotlight();
  const [seenRevealed, setSeenRevealed] = useState(revealed);
  if (revealed !== seenRevealed) {
    setSeenRevealed(revealed);
    setTab(PREVIEW_TAB);
  }
  return (
    <Tabs value={tab} onValueChange={setTab} className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList>
          <TabsTrigger value={PREVIEW_TAB}>Preview</TabsTrigger>
          {panels.map(({ id, label, hint, icon: Icon }) => (
            <TabsTrigger key={id} value={id} title={hint}>
              <Icon className="mr-1.5 h-4 w-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tab === PREVIEW_TAB && <PreviewControls />}
      </div>
      <TabsContent
        value={PREVIEW_TAB}
        forceMount
        className="mt-0 flex min-h-0 flex-1 flex-col gap-2 data-[state=inactive]:hidden"
      >
        {preview}
        {/* Under the preview, so the frame does not move when it shows. */}
        <PreviewHint className="shrink-0 truncate" />
      </TabsContent>
      {panels.map((panel) => (
        <TabsContent
          key={panel.id}
          value={panel.id}
          forceMount
          className="mt-0 min-h-0 flex-1 overflow-y-auto rounded-lg data-[state=inactive]:hidden"
        >
          {panel.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Links near the top of the tab and stacked views to the panels shown below them. */
export function PanelLinks({ panels }: { panels: readonly SidePanel[] }) {
  return panels.map(({ id, label, hint, icon: Icon }) => (
    <a key={id} href={`#${id}`} title={hint} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Icon aria-hidden="true" />
      {label}
    </a>
  ));
}

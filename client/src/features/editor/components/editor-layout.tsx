import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUserPreference } from '@/lib/user-preference';
import { LayoutSwitch, type EditorLayout as Layout } from './layout-switch';
import { PreviewControls, PreviewHint, usePreviewSpotlight } from './preview-pane';
import { PanelLinks, SideTabs, type SidePanel } from './side-tabs';
import { SplitView } from './split-view';

/** Split View is the first layout from this width on, and offered from SPLIT_AVAILABLE on. */
const SPLIT_BY_DEFAULT = '(min-width: 1280px)';
const SPLIT_AVAILABLE = '(min-width: 1024px)';
const DEFAULT_CODE_SHARE = 50;

/** What the editor remembers for each user: the chosen layout and the code pane's share of the split view (%). */
const layoutPreference = z.object({
  layout: z.enum(['tabs', 'stacked', 'split']).optional(),
  codeShare: z.number().min(0).max(100).optional(),
});

/**
 * The editor's layout as this user chose it for this screen: a split view chosen on a wide screen
 * shows as tabs on a narrow one.
 */
function useLayoutChoice() {
  const [preference, setPreference] = useUserPreference('editor-layout', layoutPreference);
  const splitByDefault = useMediaQuery(SPLIT_BY_DEFAULT);
  const splitAvailable = useMediaQuery(SPLIT_AVAILABLE);
  const chosen: Layout = preference?.layout ?? (splitByDefault ? 'split' : 'tabs');
  const layout: Layout = chosen === 'split' && !splitAvailable ? 'tabs' : chosen;
  return {
    layout,
    splitAvailable,
    choose: (next: Layout) => setPreference({ ...preference, layout: next }),
    codeShare: preference?.codeShare ?? DEFAULT_CODE_SHARE,
    setCodeShare: (share: number) => setPreference({ ...preference, codeShare: share }),
  };
}

export interface EditorLayoutProps {
  /** What comes above the code and the preview; it places the layout switch it is given. */
  header: (layoutSwitch: ReactNode) => ReactNode;
  /** The code editor, with the height the layout gives it. */
  code: (className: string) => ReactNode;
  /** The preview frame; `fill` when it takes its pane's height (the split view). */
  preview: (fill: boolean) => ReactNode;
  /** Beside the preview in the split view, below the code and the preview otherwise. */
  panels: readonly SidePanel[];
}

/**
 * The page's frame and the three layouts of code and preview: tabs, stacked, or side by side with
 * a resizable divider (the panels one tab each beside the preview).
 */
export function EditorLayout({ header, code, preview, panels }: EditorLayoutProps) {
  const { layout, splitAvailable, choose, codeShare, setCodeShare } = useLayoutChoice();
  const split = layout === 'split';
  return (
    <div
      className={cn(
        'flex flex-col gap-4 px-4 sm:px-6',
        // The split view takes the screen below the header, so code and preview fill it without page scroll.
        split ? 'h-[calc(100dvh-3.5rem-1px)] min-h-[640px] py-4' : 'mx-auto max-w-7xl py-6',
      )}
    >
      {header(<LayoutSwitch value={layout} onChange={choose} splitAvailable={splitAvailable} />)}
      {split ? (
        <SplitView
          code={code}
          side={<SideTabs preview={preview(true)} panels={panels} />}
          codeShare={codeShare}
          onCodeShareChange={setCodeShare}
        />
      ) : (
        <>
          <TabbedPanes stacked={layout === 'stacked'} code={code} preview={preview(false)} panels={panels} />
          {panels.map((panel) => (
            <Fragment key={panel.id}>{panel.content}</Fragment>
          ))}
        </>
      )}
    </div>
  );
}

/** Code and preview as two tabs, or one above the other (stacked), with links to the panels below. */
function TabbedPanes({
  stacked,
  code,
  preview,
  panels,
}: {
  stacked: boolean;
  code: (className: string) => ReactNode;
  preview: ReactNode;
  panels: readonly SidePanel[];
}) {
  const [tab, setTab] = useState('code');
  // A panel below asked to show something in the preview: the preview tab comes forward, in view.
  const { revealed } = usePreviewSpotlight();
  const [seenRevealed, setSeenRevealed] = useState(revealed);
  const previewRef = useRef<HTMLDivElement>(null);
  if (revealed !== seenRevealed) {
    setSeenRevealed(revealed);
    setTab('preview');
  }
  useEffect(() => {
    if (revealed > 0) previewRef.current?.scrollIntoView({ block: 'start' });
  }, [revealed]);
  return (
    <Tabs value={tab} onValueChange={setTab} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {stacked ? (
          <h2 className="text-sm font-semibold text-slate-700">Code Editor and Preview</h2>
        ) : (
          <TabsList>
            <TabsTrigger value="code">Code Editor</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        )}
        {panels.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <PanelLinks panels={panels} />
          </div>
        )}
      </div>
      <TabsContent
        value="code"
        forceMount
        {...(stacked ? { role: 'region', 'aria-label': 'Code Editor', tabIndex: -1 } : {})}
        className={cn('mt-0', !stacked && 'data-[state=inactive]:hidden')}
      >
        {code(stacked ? 'h-[420px]' : 'h-[calc(100dvh-22rem)] min-h-[420px]')}
      </TabsContent>
      <TabsContent
        ref={previewRef}
        value="preview"
        forceMount
        {...(stacked ? { role: 'region', 'aria-label': 'Preview', tabIndex: -1 } : {})}
        className={cn('mt-0 space-y-3', !stacked && 'data-[state=inactive]:hidden')}
      >
        <div className="flex flex-wrap items-center gap-2">
          <PreviewControls />
          <PreviewHint />
        </div>
        {preview}
      </TabsContent>
    </Tabs>
  );
}

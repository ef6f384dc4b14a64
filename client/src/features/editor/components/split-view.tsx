import { useId, type ReactNode } from 'react';
import { MessageSquare } from 'lucide-react';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const CODE_PANE = 'editor-code-pane';
const SIDE_PANE = 'editor-side-pane';
const CODE_PANE_MIN_PX = 320;
const SIDE_PANE_MIN_PX = 380;

export type SideTab = 'preview' | 'comments';

export interface SplitViewProps {
  /** The code editor, sized by its pane (give it `min-h-0 flex-1`). */
  code: (className: string) => ReactNode;
  /** The preview, filling its pane; its controls (widths, inspector) beside the tabs. */
  preview: ReactNode;
  previewControls: ReactNode;
  /** A line about the inspector or the highlight, under the preview (so the frame does not move). */
  previewHint?: ReactNode;
  comments?: ReactNode;
  commentsLabel: string;
  commentsHint?: string;
  tab: SideTab;
  onTabChange: (tab: SideTab) => void;
  /** The code pane's share of the width, in percent, at the start. */
  codeShare: number;
  /** The user moved the divider (by mouse or keyboard). */
  onCodeShareChange: (share: number) => void;
}

/**
 * Code on the left, the preview (or the comments) on the right, with a divider that the mouse
 * drags and the arrow keys move. The panes take the height they are given.
 */
export function SplitView({
  code,
  preview,
  previewControls,
  previewHint,
  comments,
  commentsLabel,
  commentsHint,
  tab,
  onTabChange,
  codeShare,
  onCodeShareChange,
}: SplitViewProps) {
  const codeTitle = useId();
  return (
    <ResizablePanelGroup
      orientation="horizontal"
      className="min-h-[420px] flex-1"
      defaultLayout={{ [CODE_PANE]: codeShare, [SIDE_PANE]: 100 - codeShare }}
      onLayoutChanged={(layout, meta) => {
        const share = (meta.requestedLayout ?? layout)[CODE_PANE];
        if (meta.isUserInteraction && share !== undefined) onCodeShareChange(share);
      }}
    >
      <ResizablePanel
        id={CODE_PANE}
        minSize={CODE_PANE_MIN_PX}
        className="flex h-full flex-col gap-3 pr-2"
        role="region"
        aria-labelledby={codeTitle}
      >
        <h2 id={codeTitle} className="flex h-9 shrink-0 items-center text-sm font-semibold text-slate-700">
          Code Editor
        </h2>
        {code('min-h-0 flex-1')}
      </ResizablePanel>
      <ResizableHandle withHandle aria-label="Resize code and preview" />
      <ResizablePanel id={SIDE_PANE} minSize={SIDE_PANE_MIN_PX} className="h-full pl-2">
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as SideTab)} className="flex h-full flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList>
              <TabsTrigger value="preview">Preview</TabsTrigger>
              <TabsTrigger value="comments" title={commentsHint}>
                <MessageSquare className="mr-1.5 h-4 w-4" aria-hidden="true" />
                {commentsLabel}
              </TabsTrigger>
            </TabsList>
            {tab === 'preview' && previewControls}
          </div>
          {/* Both stay mounted: the frame keeps its page and the comments keep listening for new ones. */}
          <TabsContent
            value="preview"
            forceMount
            className="mt-0 flex min-h-0 flex-1 flex-col gap-2 data-[state=inactive]:hidden"
          >
            {preview}
            {previewHint && <div className="shrink-0 truncate">{previewHint}</div>}
          </TabsContent>
          <TabsContent
            value="comments"
            forceMount
            className="mt-0 min-h-0 flex-1 overflow-y-auto rounded-lg data-[state=inactive]:hidden"
          >
            {comments}
          </TabsContent>
        </Tabs>
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}

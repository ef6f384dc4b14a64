import { useId, type ReactNode } from 'react';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';

const CODE_PANE = 'editor-code-pane';
const SIDE_PANE = 'editor-side-pane';
const CODE_PANE_MIN_PX = 320;
const SIDE_PANE_MIN_PX = 380;

export interface SplitViewProps {
  /** The code editor, sized by its pane (give it `min-h-0 flex-1`). */
  code: (className: string) => ReactNode;
  /** The right-hand side (the preview and the panels), filling its pane. */
  side: ReactNode;
  /** The code pane's share of the width, in percent, at the start. */
  codeShare: number;
  /** The user moved the divider (by mouse or keyboard). */
  onCodeShareChange: (share: number) => void;
}

/**
 * Code on the left, the preview (or a panel) on the right, with a divider that the mouse
 * drags and the arrow keys move. The panes take the height they are given.
 */
export function SplitView({ code, side, codeShare, onCodeShareChange }: SplitViewProps) {
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
        {side}
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}

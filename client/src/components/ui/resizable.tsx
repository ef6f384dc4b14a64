import { GripVertical } from 'lucide-react';
import { Group, Panel, Separator, type GroupProps, type PanelProps, type SeparatorProps } from 'react-resizable-panels';
import { cn } from '@/lib/utils';

/** Panels side by side (or stacked) that the user resizes by dragging the handle between them. */
export function ResizablePanelGroup({ className, ...props }: GroupProps) {
  return <Group className={cn('h-full w-full', className)} {...props} />;
}

export function ResizablePanel(props: PanelProps) {
  return <Panel {...props} />;
}

/**
 * The handle between two panels: a separator that the mouse drags and the arrow keys move
 * (Home and End go to the limits). Give it an accessible name, e.g. `aria-label="Resize code and preview"`.
 */
export function ResizableHandle({ withHandle, className, ...props }: SeparatorProps & { withHandle?: boolean }) {
  return (
    <Separator
      className={cn(
        'group relative flex w-2 shrink-0 items-center justify-center outline-none',
        'focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:ring-offset-1',
        'after:absolute after:inset-y-0 after:left-1/2 after:w-px after:-translate-x-1/2 after:bg-slate-200',
        'hover:after:w-0.5 hover:after:bg-slate-400 data-[separator=active]:after:w-0.5 data-[separator=active]:after:bg-slate-500',
        className,
      )}
      {...props}
    >
      {withHandle && (
        <span className="z-10 flex h-8 w-3.5 items-center justify-center rounded-sm border border-slate-200 bg-white text-slate-500 shadow-sm group-hover:border-slate-300 group-hover:text-slate-700">
          <GripVertical className="h-3 w-3" aria-hidden="true" />
        </span>
      )}
    </Separator>
  );
}

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { Crosshair } from 'lucide-react';
import { EDITOR_DEBOUNCE_MS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { FITS_SCREEN, Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import type {
  InspectResult,
  PreviewDesign,
  PreviewPin,
  PreviewSpotlight,
  PreviewViewport,
} from '@/components/preview/types';

interface PreviewPaneState {
  viewport: PreviewViewport;
  setViewport: (viewport: PreviewViewport) => void;
  inspector: boolean;
  setInspector: (on: boolean | ((on: boolean) => boolean)) => void;
  /** The code editor's selected word, outlined in the preview. */
  highlight: string;
  setHighlight: (term: string) => void;
  /** An answer streams into the code: the inspector is off and cannot be turned on. */
  busy: boolean;
  /** The element of a check's finding, outlined in the preview. */
  spotlight: PreviewSpotlight | null;
  /** Outlines an element and brings the preview into view (its tab chosen); null clears it. */
  showInPreview: (spotlight: PreviewSpotlight | null) => void;
  /** Goes up by one each time something asks to bring the preview into view. */
  revealed: number;
}

const PreviewPaneContext = createContext<PreviewPaneState | null>(null);

function usePreviewPane(): PreviewPaneState {
  const state = useContext(PreviewPaneContext);
  if (!state) throw new Error('A part of the preview pane is used outside PreviewPane.');
  return state;
}

/** The preview pane's state, for the panels beside it (the checks outline their findings' elements). */
export function usePreviewSpotlight() {
  const { spotlight, showInPreview, revealed } = usePreviewPane();
  return { spotlight, showInPreview, revealed };
}

/** Lets the code editor outline its selected word in the preview. */
export function usePreviewHighlight() {
  return usePreviewPane().setHighlight;
}

/**
 * The preview's state (width, inspector, highlighted term), shared by its parts, which the layout
 * places where it wants them: the controls, the frame and the hint line. Esc ends the inspector;
 * so does an answer that starts streaming into the code.
 */
export function PreviewPane({ busy, children }: { busy: boolean; children: ReactNode }) {
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const [inspector, setInspector] = useState(false);
  const [highlight, setHighlight] = useState('');
  const [spotlight, setSpotlight] = useState<PreviewSpotlight | null>(null);
  const [revealed, setRevealed] = useState(0);
  if (busy && inspector) setInspector(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setInspector(false);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const state = useMemo(
    () => ({
      viewport,
      setViewport,
      inspector,
      setInspector,
      highlight,
      setHighlight,
      busy,
      spotlight,
      revealed,
      showInPreview: (next: PreviewSpotlight | null) => {
        setSpotlight(next);
        if (next) setRevealed((n) => n + 1);
      },
    }),
    [viewport, inspector, highlight, busy, spotlight, revealed],
  );
  return <PreviewPaneContext.Provider value={state}>{children}</PreviewPaneContext.Provider>;
}

/** The preview's width switch and the Inspector button. */
export function PreviewControls() {
  const { viewport, setViewport, inspector, setInspector, busy } = usePreviewPane();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ViewportToggle value={viewport} onChange={setViewport} />
      <Button
        variant={inspector ? 'default' : 'outline'}
        size="sm"
        className="h-9"
        aria-pressed={inspector}
        onClick={() => setInspector((on) => !on)}
        disabled={busy}
      >
        <Crosshair aria-hidden="true" />
        Inspector
      </Button>
    </div>
  );
}

/** A line about the inspector or the highlighted term; nothing when neither is on. */
export function PreviewHint({ className }: { className?: string }) {
  const { inspector, highlight } = usePreviewPane();
  const hint = inspector ? (
    <span className="text-sm text-slate-600">Click an element to copy its class. Esc cancels.</span>
  ) : highlight ? (
    <span className="text-sm text-slate-600">
      Highlighting <code className="rounded bg-amber-100 px-1 py-0.5 text-amber-900">{highlight}</code>
    </span>
  ) : null;
  if (!hint) return null;
  return className ? <div className={className}>{hint}</div> : hint;
}

async function inspected({ className }: InspectResult) {
  if (!className) {
    toast({ title: 'Element Inspected', description: 'This element has no class.' });
    return;
  }
  if (await copyText(`.${className}`))
    toast({ title: 'Element Inspected', description: `Class "${className}" copied to clipboard!` });
  else toast({ title: 'Element Inspected', description: `Selected class: "${className}"` });
}

export interface PreviewFrameProps {
  code: string;
  designSystem?: PreviewDesign | null;
  /** Numbered markers of pinned client comments. */
  pins?: readonly PreviewPin[];
  /** The snippet's name, for the frame's accessible name. */
  name: string;
  /** The frame takes its container's height (the split view) instead of the screen's. */
  fill: boolean;
}

/** The live preview of the code, a pause after typing, with the inspector and the highlight. */
export function PreviewFrame({ code, designSystem, pins, name, fill }: PreviewFrameProps) {
  const { viewport, inspector, setInspector, highlight, busy, spotlight } = usePreviewPane();
  // While an answer streams in, the preview still follows at least once per debounce period.
  const [debounced] = useDebounce(code, EDITOR_DEBOUNCE_MS, { maxWait: busy ? EDITOR_DEBOUNCE_MS : undefined });
  return (
    <div
      className={cn(
        'rounded-lg border border-slate-200 bg-slate-100 p-2 sm:p-3',
        viewport === 'mobile' && 'py-4',
        fill && 'min-h-0 flex-1',
      )}
    >
      <Preview
        code={debounced}
        designSystem={designSystem}
        viewport={viewport}
        inspector={inspector}
        onInspect={(result) => {
          setInspector(false);
          void inspected(result);
        }}
        highlight={highlight}
        spotlight={inspector ? null : spotlight}
        pins={pins}
        title={`Preview of ${name}`}
        fill={fill}
        height={FITS_SCREEN}
      />
    </div>
  );
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { MOBILE_PREVIEW_MAX_WIDTH, PIN_DESCRIPTION_MAX, PREVIEW_FRAME_HEIGHT } from '@shared/constants';
import { SNIPPET_FRAME_SANDBOX } from '@shared/public-page';
import { snippetDesignOf } from '@shared/snippet-document';
import { Spinner } from '@/components/ui/misc';
import { cn } from '@/lib/utils';
import {
  FRAME_PATH,
  FROM_FRAME_KEY,
  HIGHLIGHT_TERM,
  TO_FRAME_KEY,
  type FrameMode,
  type FromFrame,
  type ScrollPosition,
  type ToFrame,
} from '../../../preview/protocol';
import {
  type InspectResult,
  type PinPick,
  type PreviewDesign,
  type PreviewPin,
  type PreviewSpotlight,
  type PreviewViewport,
} from './types';

export interface PreviewProps {
  /** The snippet's combined HTML/CSS/JS. Each change is rendered without reloading the frame where possible. */
  code?: string;
  /**
   * The snippet's static document (snippetDocumentPath): the frame loads the page the server rendered,
   * with its CSS compiled in, and paints it as it arrives; `code` and `designSystem` are not sent then.
   * The live editor leaves it out and renders what is typed.
   */
  src?: string;
  /** The project's look: colours, font, radius, shadow and dark mode (a project's DesignSystem fits). */
  designSystem?: PreviewDesign | null;
  /** Desktop fills the width; mobile is at most 375 px wide, centred. */
  viewport: PreviewViewport;
  /** Inspector mode: hovering outlines elements; a click ends it and calls onInspect. */
  inspector?: boolean;
  onInspect?: (result: InspectResult) => void;
  /** Outlines the elements whose tag, id or class contains this term (letters, digits, _ and - only). */
  highlight?: string;
  /** Pin-pick mode: hovering outlines elements; each click calls onPinPick with a selector and a description of the element. */
  pinPick?: boolean;
  onPinPick?: (pick: PinPick) => void;
  /** Numbered markers over the elements their selectors find. */
  pins?: readonly PreviewPin[];
  /** One element outlined with a label, as the inspector does, and scrolled into view (a check's finding). */
  spotlight?: PreviewSpotlight | null;
  onPinClick?: (id: string) => void;
  /** The ids of the pins whose selector finds no element ('element changed'), after each change. */
  onPinsState?: (missing: string[]) => void;
  /** The frame's document has loaded and its bridge answers (after each load of the frame). */
  onReady?: () => void;
  /** The frame's accessible name. */
  title?: string;
  /** The frame takes the height of its container (which needs one) instead of `height`. */
  fill?: boolean;
  /** The frame's height: a CSS length, or pixels. A page where the preview sits among other content passes FITS_SCREEN. */
  height?: string | number;
  className?: string;
}

/**
 * A frame as tall as the screen below the app's sticky header (3.5rem) and
 * the preview's own frame and padding: scrolled into view, all of it shows,
 * and only the snippet scrolls inside it, never the page and the frame at
 * once. Snippets keep a real viewport to size against (100vh, fixed
 * elements, dialogs), so the frame does not grow with its content.
 */
export const FITS_SCREEN = 'max(20rem, calc(100dvh - 6rem))';

function newChannel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function scrollOf(value: unknown): ScrollPosition | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
    ? { x, y }
    : undefined;
}

/**
 * The snippet in a sandboxed frame without allow-same-origin: its scripts run
 * with an opaque origin and reach neither the app's cookies, storage and API
 * session nor this page. This page and the frame talk only by postMessage,
 * each checking the sender and the frame's random channel id.
 */
export function Preview({
  code = '',
  src,
  designSystem,
  viewport,
  inspector = false,
  onInspect,
  highlight = '',
  pinPick = false,
  onPinPick,
  pins,
  onPinClick,
  onPinsState,
  onReady,
  spotlight = null,
  title = 'Snippet preview',
  fill = false,
  height = PREVIEW_FRAME_HEIGHT,
  className,
}: PreviewProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [channel] = useState(newChannel);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  /** The frame's bridge answered: modes, highlights and pins reach it from now on. */
  const [linked, setLinked] = useState(false);
  const isStatic = src !== undefined;

  const designKey = JSON.stringify(snippetDesignOf(designSystem));
  const design = useMemo(() => JSON.parse(designKey) as PreviewDesign | null, [designKey]);
  const mode: FrameMode = inspector ? 'inspect' : pinPick ? 'pick' : 'none';
  const term = HIGHLIGHT_TERM.test(highlight) ? highlight : '';
  const pinsKey = JSON.stringify(pins ?? []);
  const spotlightKey = JSON.stringify(spotlight);

  // What the frame should show, and the callbacks, for the message handler (which outlives renders).
  const latest = useRef({
    code,
    design,
    mode,
    term,
    pinsKey,
    spotlightKey,
    onInspect,
    onPinPick,
    onPinClick,
    onPinsState,
    onReady,
  });
  useLayoutEffect(() => {
    latest.current = {
      code,
      design,
      mode,
      term,
      pinsKey,
      spotlightKey,
      onInspect,
      onPinPick,
      onPinClick,
      onPinsState,
      onReady,
    };
  });
  const link = useRef({ ready: false, seq: 0, scroll: undefined as ScrollPosition | undefined });

  const send = (message: ToFrame) => {
    // Not before the frame is ready: reaching its window is costly, and nothing listens yet.
    if (!link.current.ready) return;
    const target = frameRef.current?.contentWindow;
    if (!target) return;
    // The frame's origin is opaque, so no narrower target origin can name it.
    target.postMessage({ [TO_FRAME_KEY]: channel, ...message }, '*');
  };
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });

  const sendSpotlight = (shown: PreviewSpotlight | null) =>
    sendRef.current({ type: 'spotlight', selector: shown?.selector ?? null, label: shown?.label ?? '' });

  const renderLatest = () => {
    if (!link.current.ready || isStatic) return;
    link.current.seq += 1;
    setError(null);
    const { scroll } = link.current;
    link.current.scroll = undefined;
    sendRef.current({
      type: 'render',
      seq: link.current.seq,
      code: latest.current.code,
      design: latest.current.design,
      scroll,
    });
  };
  const renderRef = useRef(renderLatest);
  useLayoutEffect(() => {
    renderRef.current = renderLatest;
  });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow || event.origin !== 'null') return;
      const data = event.data as (FromFrame & Record<string, unknown>) | null;
      if (!data || typeof data !== 'object' || data[FROM_FRAME_KEY] !== channel) return;
      const now = latest.current;
      const knownPins = new Set((JSON.parse(now.pinsKey) as PreviewPin[]).map((p) => p.id));
      switch (data.type) {
        case 'ready':
          link.current.ready = true;
          setLinked(true);
          now.onReady?.();
          renderRef.current();
          sendRef.current({ type: 'mode', mode: now.mode });
          sendRef.current({ type: 'highlight', term: now.term });
          sendRef.current({ type: 'pins', pins: JSON.parse(now.pinsKey) as PreviewPin[] });
          break;
        case 'reloading':
          link.current.ready = false;
          setLinked(false);
          link.current.scroll = scrollOf(data.scroll);
          break;
        case 'rendered':
          if (data.seq === link.current.seq) {
            setRendered(true);
            sendSpotlight(JSON.parse(latest.current.spotlightKey) as PreviewSpotlight | null);
          }
          break;
        case 'error':
          if (data.seq === link.current.seq) setError(text(data.message, 500) || 'Script error');
          break;
        case 'inspect':
          if (now.mode === 'inspect') now.onInspect?.({ className: text(data.className, 200) });
          break;
        case 'pick':
          if (now.mode === 'pick')
            now.onPinPick?.({
              selector: text(data.selector, 2000),
              description: text(data.description, PIN_DESCRIPTION_MAX).trim(),
            });
          break;
        case 'pins-state':
          if (Array.isArray(data.missing))
            now.onPinsState?.(data.missing.filter((id): id is string => typeof id === 'string' && knownPins.has(id)));
          break;
        case 'pin-click':
          if (typeof data.id === 'string' && knownPins.has(data.id)) now.onPinClick?.(data.id);
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [channel]);

  // Before paint: a new version reaches the frame one animation frame sooner.
  useLayoutEffect(() => {
    renderRef.current();
  }, [code, design]);
  useEffect(() => {
    sendRef.current({ type: 'mode', mode });
  }, [mode]);
  useEffect(() => {
    sendRef.current({ type: 'highlight', term });
  }, [term]);
  useEffect(() => {
    sendRef.current({ type: 'pins', pins: JSON.parse(pinsKey) as PreviewPin[] });
  }, [pinsKey]);
  useEffect(() => {
    sendSpotlight(JSON.parse(spotlightKey) as PreviewSpotlight | null);
  }, [spotlightKey]);

  return (
    <div className={cn('flex w-full flex-col', fill && 'h-full', className)} data-viewport={viewport}>
      <div
        className={cn(
          'relative mx-auto w-full overflow-hidden bg-white',
          viewport === 'mobile' && 'rounded-md border border-slate-200 shadow-sm',
          fill && 'min-h-0 flex-1',
        )}
        style={viewport === 'mobile' ? { maxWidth: MOBILE_PREVIEW_MAX_WIDTH } : undefined}
      >
        <iframe
          ref={frameRef}
          title={title}
          src={`${src ?? FRAME_PATH}#channel=${channel}`}
          sandbox={SNIPPET_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          data-linked={linked ? '' : undefined}
          className={cn('block w-full border-0 bg-white', fill && 'h-full')}
          style={fill ? undefined : { height }}
        />
        {/* a static document paints as it arrives: nothing stands in front of it */}
        {!rendered && !isStatic && (
          <div className="absolute inset-0 flex items-start justify-center bg-white pt-24">
            <Spinner label="Loading preview" />
          </div>
        )}
      </div>
      {error && (
        <div
          role="alert"
          className="mx-auto mt-2 flex w-full items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          style={viewport === 'mobile' ? { maxWidth: MOBILE_PREVIEW_MAX_WIDTH } : undefined}
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0 break-words font-mono text-xs leading-5">
            <span className="font-sans font-semibold">Script error: </span>
            {error}
          </p>
        </div>
      )}
    </div>
  );
}

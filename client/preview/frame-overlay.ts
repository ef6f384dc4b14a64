import type { FramePin } from './protocol';
import { boundingBox, placeMarker, type Box } from './marker-placement';

/**
 * Boxes and markers drawn over the snippet: in a shadow root hung on <html>
 * (outside <body>, which every update replaces), so the snippet's CSS cannot
 * restyle them and they never appear in its DOM queries.
 */
export interface Overlay {
  /** The inspector's hover box with a label, or none. */
  setHover(element: Element | null, label: string): void;
  setHighlights(elements: readonly Element[]): void;
  /** Pin markers; returns the ids whose selector found no element. */
  setPins(
    pins: readonly FramePin[],
    resolve: (selector: string) => Element | null,
    onClick: (id: string) => void,
  ): string[];
}

const STYLE = `
  :host { all: initial; }
  .box { position: absolute; box-sizing: border-box; pointer-events: none; border-radius: 2px; }
  .hover { outline: 2px solid #2563eb; background: rgb(37 99 235 / 0.08); }
  .hover-label {
    position: absolute; transform: translateY(-100%); padding: 2px 6px; border-radius: 4px 4px 4px 0;
    background: #2563eb; color: #fff; font: 600 11px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
    white-space: nowrap; pointer-events: none;
  }
  .highlight { outline: 2px solid #f59e0b; outline-offset: 1px; background: rgb(245 158 11 / 0.12); }
  .pin {
    position: absolute; min-width: 24px; height: 24px; padding: 0 6px;
    box-sizing: border-box; border: 2px solid #fff; border-radius: 999px; background: #e11d48; color: #fff;
    font: 700 12px/20px system-ui, sans-serif; text-align: center; cursor: pointer; pointer-events: auto;
    outline: 1.5px solid rgb(15 23 42 / 0.85); outline-offset: 0;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
  }
  .pin:focus-visible { outline: 3px solid #2563eb; outline-offset: 1px; }
  .pin.active { background: #7c3aed; transform: scale(1.15); }
  .changed-stack { position: fixed; top: 8px; right: 8px; display: flex; flex-direction: column; gap: 6px; align-items: flex-end; }
  .pin.changed {
    position: static; transform: none; background: #64748b; border-style: dashed; width: auto;
  }
`;

function documentRect(element: Element) {
  const r = element.getBoundingClientRect();
  return { left: r.left + window.scrollX, top: r.top + window.scrollY, width: r.width, height: r.height };
}

/** The line boxes of the element's text, in document coordinates: what a marker must not cover. */
function textBoxes(element: Element): Box[] {
  const boxes: Box[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const r of Array.from(range.getClientRects())) {
      if (r.width > 0 && r.height > 0)
        boxes.push({ left: r.left + window.scrollX, top: r.top + window.scrollY, width: r.width, height: r.height });
    }
  }
  return boxes;
}

function place(node: HTMLElement, element: Element) {
  const r = documentRect(element);
  node.style.left = `${r.left}px`;
  node.style.top = `${r.top}px`;
  node.style.width = `${r.width}px`;
  node.style.height = `${r.height}px`;
}

export function createOverlay(): Overlay {
  const host = document.createElement('atelier-layer');
  for (const [prop, value] of Object.entries({
    position: 'absolute',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    overflow: 'visible',
    display: 'block',
    'z-index': '2147483647',
    'pointer-events': 'none',
  })) {
    host.style.setProperty(prop, value, 'important');
  }
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const hoverBox = document.createElement('div');
  hoverBox.className = 'box hover';
  hoverBox.dataset.atelier = 'hover';
  hoverBox.hidden = true;
  const hoverLabel = document.createElement('div');
  hoverLabel.className = 'hover-label';
  hoverLabel.hidden = true;
  const highlightLayer = document.createElement('div');
  const pinLayer = document.createElement('div');
  const changedStack = document.createElement('div');
  changedStack.className = 'changed-stack';
  root.append(style, highlightLayer, hoverBox, hoverLabel, pinLayer, changedStack);
  document.documentElement.append(host);

  return {
    setHover(element, label) {
      hoverBox.hidden = !element;
      hoverLabel.hidden = !element || label === '';
      if (!element) return;
      place(hoverBox, element);
      const r = documentRect(element);
      hoverLabel.textContent = label;
      hoverLabel.style.left = `${Math.max(0, r.left)}px`;
      hoverLabel.style.top = `${Math.max(18, r.top)}px`;
    },
    setHighlights(elements) {
      highlightLayer.replaceChildren(
        ...elements.map((element) => {
          const box = document.createElement('div');
          box.className = 'box highlight';
          box.dataset.atelier = 'highlight';
          place(box, element);
          return box;
        }),
      );
    },
    setPins(pins, resolve, onClick) {
      const missing: string[] = [];
      const placed: { marker: HTMLElement; element: Element }[] = [];
      const changed: HTMLElement[] = [];
      for (const pin of pins) {
        const marker = document.createElement('button');
        marker.type = 'button';
        marker.textContent = pin.label;
        marker.dataset.atelier = 'pin';
        marker.dataset.pinId = pin.id;
        marker.addEventListener('click', (event) => {
          event.preventDefault();
          event.stopPropagation();
          onClick(pin.id);
        });
        const element = resolve(pin.selector);
        if (element) {
          marker.className = pin.active ? 'pin active' : 'pin';
          marker.title = `Comment ${pin.label}`;
          placed.push({ marker, element });
        } else {
          marker.className = pin.active ? 'pin changed active' : 'pin changed';
          marker.dataset.state = 'changed';
          marker.title = `Comment ${pin.label}: element changed`;
          changed.push(marker);
          missing.push(pin.id);
        }
      }
      pinLayer.replaceChildren(...placed.map((p) => p.marker));
      changedStack.replaceChildren(...changed);
      // Placed once they are in the page and have a size: at the corner of the element's text (of
      // the element where it has none), off that text.
      const pageWidth = document.documentElement.clientWidth;
      const taken: Box[] = [];
      for (const { marker, element } of placed) {
        const size = { width: marker.offsetWidth, height: marker.offsetHeight };
        const lines = textBoxes(element);
        const anchor = boundingBox(lines) ?? documentRect(element);
        const spot = placeMarker(anchor, size, lines, pageWidth, taken);
        marker.style.left = `${spot.left}px`;
        marker.style.top = `${spot.top}px`;
        taken.push({ ...spot, ...size });
      }
      return missing;
    },
  };
}

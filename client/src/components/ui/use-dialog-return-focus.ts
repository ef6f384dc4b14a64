import { useRef } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Where focus stood when a dialog opened, and what can stand in for it if it is gone by the time it closes. */
interface Opener {
  element: HTMLElement;
  /** The button of the menu the opener sat in (a menu item unmounts as its menu closes). */
  menuTrigger: HTMLElement | null;
  /** The list items beside the one the opener belonged to (deleting an item removes the opener with it). */
  siblings: Element[];
  /** The opener's containers, nearest first. */
  ancestors: HTMLElement[];
}

function remember(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const menuTriggerId = menu?.getAttribute('aria-labelledby');
  const item = active.closest('li, [role="listitem"], article, [role="article"]');
  const ancestors: HTMLElement[] = [];
  for (let node = active.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  return {
    element: active,
    menuTrigger: menuTriggerId ? document.getElementById(menuTriggerId) : null,
    siblings: [item?.nextElementSibling, item?.previousElementSibling].filter((el): el is Element => !!el),
    ancestors,
  };
}

const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]');

function firstTabbable(container: Element): HTMLElement | null {
  for (const el of container.querySelectorAll<HTMLElement>(TABBABLE)) if (visible(el)) return el;
  return null;
}

function* candidates(opener: Opener): Generator<HTMLElement | null> {
  yield opener.element;
  yield opener.menuTrigger;
  for (const sibling of opener.siblings) if (sibling.isConnected) yield firstTabbable(sibling);
  for (const ancestor of opener.ancestors) if (ancestor.isConnected) yield firstTabbable(ancestor);
}

function focusSuccessor(opener: Opener): boolean {
  for (const el of candidates(opener)) {
    if (!el?.isConnected || !visible(el)) continue;
    el.focus();
    if (document.activeElement === el) return true;
  }
  return false;
}

/**
 * A dialog still open under the one that closed (a dialog opened over another, from no control of it):
 * focus goes to its first control, else to the dialog itself.
 */
function focusDialogBelow(): boolean {
  const open = Array.from(
    document.querySelectorAll<HTMLElement>(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ),
  );
  const below = open.reverse().find((dialog) => dialog.isConnected && dialog.getClientRects().length > 0);
  if (!below) return false;
  const target = firstTabbable(below) ?? below;
  target.focus();
  return below.contains(document.activeElement);
}

/**
 * Where focus goes when a dialog closes. Radix hands it to a DialogTrigger,
 * and leaves it on the page body for a dialog opened any other way (a plain
 * button, a menu item) or whose trigger is gone or disabled by then (a card
 * that was deleted, a button that is busy). DialogContent and ConfirmDialog
 * use this, so every dialog returns focus:
 * 1. to what had focus when it opened, if that can still take it;
 * 2. for a menu item, to its menu's button;
 * 3. to the next (else previous) item of the list the opener was in;
 * 4. to the first control in the nearest of the opener's containers still on the page;
 * 5. where nothing of that stands (focus was on the page body when it opened), into the dialog still
 *    open beneath it, if any.
 * A handler passed by the dialog's user runs first and may call preventDefault to decide itself.
 */
export function useDialogReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
} = {}) {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // runs before Radix moves focus into the dialog
      opener.current = remember(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const from = opener.current;
      opener.current = null;
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if ((from && focusSuccessor(from)) || focusDialogBelow()) event.preventDefault();
    },
  };
}

import { useRef } from 'react';

/**
 * For a dialog opened by a plain button rather than a DialogTrigger: Radix then
 * has no trigger to hand focus back to and leaves it on the page body. These
 * handlers remember what had focus when the dialog opened and return there.
 */
export function useDialogReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

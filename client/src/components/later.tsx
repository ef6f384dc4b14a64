import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` a task after the rest of the render, with `placeholder` (which should take the
 * same room) until then. A page cut this way is drawn in a few short tasks instead of one long one, so
 * it can answer input all along; only this component draws again, not the page around it.
 */
export function Later({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : placeholder;
}

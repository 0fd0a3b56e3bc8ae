import { type ReactNode, useEffect, useState } from "react";

/** Spec, section 9: a loading placeholder shows only once loading has taken this long. */
export const SKELETON_DELAY_MS = 500;

/**
 * Shows its children only after `ms`: what loads quickly never flashes a placeholder, and what
 * loads slowly still says so.
 */
export function Delayed({ children, ms = SKELETON_DELAY_MS }: { children: ReactNode; ms?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown ? children : null;
}

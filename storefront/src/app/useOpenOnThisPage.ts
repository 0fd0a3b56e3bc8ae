import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * Open-or-closed state of a header menu that stays open only on the page it was opened on:
 * following one of its links closes it without an effect.
 */
export function useOpenOnThisPage() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = useCallback(() => setOpenAt(null), []);
  return { open, toggle: () => setOpenAt(open ? null : pathname), close };
}

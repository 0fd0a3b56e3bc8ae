import { useEffect } from "react";

/** Scrolls to the URL's anchor 250 ms after the content is there (spec), so layout has settled. */
export function useScrollToHash(hash: string, ready: boolean) {
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: "smooth" });
    }, 250);
    return () => clearTimeout(timer);
  }, [hash, ready]);
}

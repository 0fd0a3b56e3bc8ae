import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useConsent } from "./consent";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Reports each page view to the tag manager's data layer, and only with statistics consent. */
export function usePageViews() {
  const { pathname } = useLocation();
  const statistics = useConsent()?.statistics ?? false;
  useEffect(() => {
    if (!statistics) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ event: "page_view", page_path: pathname });
  }, [pathname, statistics]);
}

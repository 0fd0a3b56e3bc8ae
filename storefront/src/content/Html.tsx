import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import styles from "./Content.module.css";

/**
 * HTML from the CMS, sanitised by the gateway (no scripts, handlers or unsafe URLs). Clicks on
 * links inside the shop stay in the single-page app.
 */
export function Html({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement).closest("a");
      const href = anchor?.getAttribute("href");
      if (!href?.startsWith("/") || anchor?.target === "_blank" || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      navigate(href);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [navigate]);
  if (!html) return null;
  return (
    <div
      ref={ref}
      className={`${styles.html} ${className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the gateway (gateway/src/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { type ReactNode, Suspense } from "react";

/**
 * A part of the page that React hydrates on its own, after the rest (a Suspense boundary: its
 * render and commit run in tasks of their own, and first when the shopper touches it). Splits the
 * hydration of a long page into short tasks, so taps and scrolls are answered while it runs. The
 * server renders it like any other part; nothing in it suspends.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

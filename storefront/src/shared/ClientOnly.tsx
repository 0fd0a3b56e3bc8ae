import { type ReactNode, useSyncExternalStore } from "react";
import styles from "./ClientOnly.module.css";

const noSubscription = () => () => {};

/** False on the server and while its page hydrates, true in the browser from then on. */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Renders its children in the browser only: the server, and the hydration of its page, show a
 * placeholder of the page's height. For pages that are the shopper's alone (checkout, account),
 * read what only the browser holds and are never indexed.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : <div className={styles.pending} aria-busy="true" />;
}

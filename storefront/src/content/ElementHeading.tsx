import type { ElementHeaderFieldsFragment } from "../gql/graphql";
import styles from "./Content.module.css";
import { SmartLink } from "./SmartLink";

const alignment = { DEFAULT: undefined, LEFT: styles.left, CENTER: styles.center, RIGHT: styles.right };

/** An element's heading at the CMS's level (1 to 6), with its subheading and link. */
export function ElementHeading({ header }: { header: ElementHeaderFieldsFragment | null | undefined }) {
  if (!header?.text) return null;
  // The page's title is its one h1: element headings start at level 2.
  const level = Math.min(6, Math.max(2, header.level)) as 2 | 3 | 4 | 5 | 6;
  const Tag = `h${level}` as const;
  const text = header.link ? (
    <SmartLink url={header.link.url} external={header.link.external}>
      {header.text}
    </SmartLink>
  ) : (
    header.text
  );
  return (
    <header className={`${styles.heading} ${alignment[header.position] ?? ""}`}>
      <Tag>{text}</Tag>
      {header.subheader && <p className={styles.subheader}>{header.subheader}</p>}
    </header>
  );
}

import styles from "./Swatch.module.css";

/**
 * A colour sample, sized and shaped by `className`. Drawn in SVG: the colour is an attribute, not
 * an inline style, which the shop's Content-Security-Policy refuses in server-rendered HTML.
 */
export function Swatch({ color, className }: { color: string | undefined; className: string | undefined }) {
  return (
    <svg
      className={`${styles.swatch} ${className ?? ""}`}
      viewBox="0 0 1 1"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1" height="1" fill={color} />
    </svg>
  );
}

import styles from "./Content.module.css";
import { FirstScreen } from "./ContentImage";
import { Element } from "./elements";
import type { PageElement } from "./types";

/** Cards of the same kind in a row share one grid: product boxes, quarter boxes, preview tiles. */
function groupOf(element: PageElement): string | null {
  if (element.__typename === "ProductBoxElement") return element.size === "QUARTER" ? "quarter" : "product";
  if (element.__typename === "ContentPreviewElement") return "preview";
  return null;
}

const gridClass: Record<string, string | undefined> = {
  product: styles.productGrid,
  quarter: styles.quarterGrid,
  preview: styles.previewGrid,
};

/** How many of a page's first blocks count as its first screen (see FirstScreen). */
const FIRST_SCREEN_BLOCKS = 2;

/** A page's elements top to bottom, each with its CMS anchor (`#c<id>`). */
export function ContentElements({ elements }: { elements: PageElement[] }) {
  const blocks: { group: string | null; items: PageElement[] }[] = [];
  for (const element of elements) {
    const group = groupOf(element);
    const last = blocks.at(-1);
    if (group && last?.group === group) last.items.push(element);
    else blocks.push({ group, items: [element] });
  }
  return (
    <>
      {blocks.map(({ group, items }, index) => {
        const sections = items.map((element) => (
          <section
            key={element.id}
            id={`c${element.id}`}
            className={styles.element}
            data-element-type={element.__typename}
            data-layout={element.layout || undefined}
          >
            <Element element={element} />
          </section>
        ));
        return (
          <FirstScreen.Provider key={`block-${items[0]?.id}`} value={index < FIRST_SCREEN_BLOCKS}>
            {group ? <div className={gridClass[group]}>{sections}</div> : sections}
          </FirstScreen.Provider>
        );
      })}
    </>
  );
}

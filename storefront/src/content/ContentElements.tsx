import styles from "./Content.module.css";
import { FirstScreen, type PictureLoading } from "./ContentImage";
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
/** How far down the first block with a picture still counts as first screen (a heading and a text above it). */
const FIRST_PICTURE_WITHIN = 4;

function hasPicture(element: PageElement): boolean {
  switch (element.__typename) {
    case "TextWithImagesElement":
      return element.gallery.rows.some((row) => row.images.length > 0);
    case "HeroBannerElement":
    case "SplitSectionElement":
    case "ProductBoxElement":
    case "ContentPreviewElement":
      return Boolean(element.image);
    default:
      return false;
  }
}

/** A page's elements top to bottom, each with its CMS anchor (`#c<id>`). */
export function ContentElements({ elements }: { elements: PageElement[] }) {
  const blocks: { group: string | null; items: PageElement[] }[] = [];
  for (const element of elements) {
    const group = groupOf(element);
    const last = blocks.at(-1);
    if (group && last?.group === group) last.items.push(element);
    else blocks.push({ group, items: [element] });
  }
  // The page's first picture is likely its largest paint, even below a heading and a paragraph.
  const firstPictured = blocks.findIndex((block) => block.items.some(hasPicture));
  const pictureLoading = (index: number): PictureLoading => {
    if (index === firstPictured && index < FIRST_PICTURE_WITHIN) return "priority";
    return index < FIRST_SCREEN_BLOCKS ? "eager" : "lazy";
  };
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
          <FirstScreen.Provider key={`block-${items[0]?.id}`} value={pictureLoading(index)}>
            {group ? <div className={gridClass[group]}>{sections}</div> : sections}
          </FirstScreen.Provider>
        );
      })}
    </>
  );
}

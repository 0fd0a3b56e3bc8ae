import { useTranslation } from "react-i18next";
import styles from "./Content.module.css";
import { ContentImage } from "./ContentImage";
import { ElementHeading } from "./ElementHeading";
import { Html } from "./Html";
import { SmartLink } from "./SmartLink";
import type { ElementOf, PageElement } from "./types";

function MoreLink({ link }: { link: { url: string; external: boolean } | null | undefined }) {
  const { t } = useTranslation();
  if (!link) return null;
  return (
    <SmartLink url={link.url} external={link.external} className={styles.button}>
      {t("content.more")}
    </SmartLink>
  );
}

type Gallery = ElementOf<"TextWithImagesElement">["gallery"];

function GalleryGrid({ gallery }: { gallery: Gallery }) {
  return (
    <div className={styles.gallery}>
      {gallery.rows.map((row) => (
        <div key={row.images.map((image) => image.url).join(" ")} className={styles.galleryRow}>
          {row.images.map((image) => (
            <ContentImage key={image.url} image={image} />
          ))}
        </div>
      ))}
    </div>
  );
}

function TextWithImages({ element }: { element: ElementOf<"TextWithImagesElement"> }) {
  const { gallery } = element;
  const beside = gallery.verticalPosition === "INTEXT" && gallery.horizontalPosition !== "CENTER";
  const side = gallery.horizontalPosition === "RIGHT" ? styles.imageRight : styles.imageLeft;
  const below = gallery.verticalPosition === "BELOW";
  return (
    <div className={beside ? `${styles.beside} ${side}` : styles.stacked}>
      <ElementHeading header={element.header} />
      {!below && <GalleryGrid gallery={gallery} />}
      <Html html={element.bodyHtml} />
      {below && <GalleryGrid gallery={gallery} />}
    </div>
  );
}

function HeroBanner({ element }: { element: ElementOf<"HeroBannerElement"> }) {
  return (
    <div className={styles.hero}>
      <div className={styles.heroText}>
        <ElementHeading header={element.header} />
        <Html html={element.bodyHtml} />
        <MoreLink link={element.link} />
      </div>
      <ContentImage image={element.image} className={styles.heroImage} eager />
    </div>
  );
}

function CallToAction({ element }: { element: ElementOf<"CallToActionElement"> }) {
  return (
    <div className={styles.callToAction}>
      <div>
        <ElementHeading header={element.header} />
        <Html html={element.bodyHtml} />
      </div>
      <MoreLink link={element.link} />
    </div>
  );
}

function SplitSection({ element }: { element: ElementOf<"SplitSectionElement"> }) {
  const theme = element.theme === "DARK" ? styles.dark : styles.light;
  const side = element.imageSide === "RIGHT" ? styles.imageRight : styles.imageLeft;
  const layout = element.image ? `${styles.split} ${side}` : styles.splitTextOnly;
  return (
    <div className={`${layout} ${theme}`}>
      <ContentImage image={element.image} className={styles.splitImage} />
      <div className={styles.splitText}>
        <ElementHeading header={element.header} />
        <Html html={element.bodyHtml} />
        <MoreLink link={element.link} />
      </div>
    </div>
  );
}

function Card({ element }: { element: ElementOf<"ProductBoxElement"> | ElementOf<"ContentPreviewElement"> }) {
  return (
    <article className={styles.card}>
      <ContentImage image={element.image} className={styles.cardImage} />
      <div className={styles.cardBody}>
        <ElementHeading header={element.header} />
        <Html html={element.bodyHtml} />
        <MoreLink link={element.link} />
      </div>
    </article>
  );
}

function StoryNavigation({ element }: { element: ElementOf<"StoryNavigationElement"> }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.storyNav} aria-label={element.header?.text ?? t("content.storyNavigation")}>
      <ElementHeading header={element.header} />
      <ol>
        {element.items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Unsupported({ element }: { element: ElementOf<"UnsupportedElement"> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.unsupported} role="note" data-testid="unsupported-element">
      <p>
        <strong>{t("content.unsupported.title")}</strong>
      </p>
      <p>{t("content.unsupported.body", { type: element.type, layout: element.layout || "–" })}</p>
      <p>{t("content.unsupported.supported")}</p>
    </div>
  );
}

/** One element of a content page, drawn by its type. */
export function Element({ element }: { element: PageElement }) {
  switch (element.__typename) {
    case "HeaderElement":
      return <ElementHeading header={element.headline} />;
    case "TextElement":
      return (
        <div className={styles.stacked}>
          <ElementHeading header={element.header} />
          <Html html={element.bodyHtml} />
        </div>
      );
    case "TextWithImagesElement":
      return <TextWithImages element={element} />;
    case "ImageBannerElement":
      return (
        <div className={styles.stacked}>
          <ElementHeading header={element.header} />
          <GalleryGrid gallery={element.gallery} />
        </div>
      );
    case "HeroBannerElement":
      return <HeroBanner element={element} />;
    case "CallToActionElement":
      return <CallToAction element={element} />;
    case "SplitSectionElement":
      return <SplitSection element={element} />;
    case "ProductBoxElement":
    case "ContentPreviewElement":
      return <Card element={element} />;
    case "DividerElement":
      return <hr className={styles.divider} />;
    case "RawHtmlElement":
      return <Html html={element.html} className={styles.raw} />;
    case "StoryNavigationElement":
      return <StoryNavigation element={element} />;
    case "UnsupportedElement":
      return <Unsupported element={element} />;
  }
}

import { createContext, useContext } from "react";
import type { ContentImageFieldsFragment } from "../gql/graphql";
import { SmartLink } from "./SmartLink";

/**
 * How a block's pictures load: `lazy` as they come near; `eager` at once, for the page's first
 * elements, which a phone shows without scrolling (a lazy one there would hold up the largest
 * paint); `priority` at once and before other pictures, for the page's first picture, likely its
 * largest paint.
 */
export type PictureLoading = "lazy" | "eager" | "priority";
export const FirstScreen = createContext<PictureLoading>("lazy");

export function ContentImage({
  image,
  className,
  eager,
}: {
  image: ContentImageFieldsFragment | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  const loading = useContext(FirstScreen);
  if (!image) return null;
  const img = (
    <img
      src={image.url}
      alt={image.alt}
      title={image.title ?? undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager || loading !== "lazy" ? "eager" : "lazy"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      className={className}
    />
  );
  return image.link ? <SmartLink url={image.link}>{img}</SmartLink> : img;
}

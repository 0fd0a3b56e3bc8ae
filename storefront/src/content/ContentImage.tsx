import { createContext, useContext } from "react";
import type { ContentImageFieldsFragment } from "../gql/graphql";
import { SmartLink } from "./SmartLink";

/**
 * True for the page's first elements, which a phone shows without scrolling: their pictures load
 * at once (a lazy one there would hold up the largest paint); the rest load as they come near.
 */
export const FirstScreen = createContext(false);

export function ContentImage({
  image,
  className,
  eager,
}: {
  image: ContentImageFieldsFragment | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  const firstScreen = useContext(FirstScreen);
  if (!image) return null;
  const img = (
    <img
      src={image.url}
      alt={image.alt}
      title={image.title ?? undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager || firstScreen ? "eager" : "lazy"}
      className={className}
    />
  );
  return image.link ? <SmartLink url={image.link}>{img}</SmartLink> : img;
}

import type { ContentImageFieldsFragment } from "../gql/graphql";
import { SmartLink } from "./SmartLink";

export function ContentImage({
  image,
  className,
  eager,
}: {
  image: ContentImageFieldsFragment | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  if (!image) return null;
  const img = (
    <img
      src={image.url}
      alt={image.alt}
      title={image.title ?? undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
  return image.link ? <SmartLink url={image.link}>{img}</SmartLink> : img;
}

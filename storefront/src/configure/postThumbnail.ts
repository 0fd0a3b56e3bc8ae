import { graphql } from "../gql";
import { sendWithFile } from "../shared/graphqlUpload";

const SetThumbnailDocument = graphql(`
  mutation SetCartItemThumbnail($cartId: ID!, $itemId: ID!, $file: Upload!) {
    setCartItemThumbnail(cartId: $cartId, itemId: $itemId, file: $file) {
      __typename
    }
  }
`);

/** Posts the model's front picture as the cart item's thumbnail (spec: add to cart takes a thumbnail). */
export async function postThumbnail(cartId: string, itemId: string, pictureUrl: string) {
  const picture = await (await fetch(pictureUrl)).blob();
  await sendWithFile(SetThumbnailDocument, { cartId, itemId }, picture, "thumbnail.png");
}

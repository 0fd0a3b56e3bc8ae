import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";

const ShopSettingsDocument = graphql(`
  query ShopSettings {
    shopSettings {
      environment
      shutdownNotice
      welcomeDiscountCode
    }
  }
`);

export function useShopSettings() {
  return useQuery(ShopSettingsDocument).data?.shopSettings;
}

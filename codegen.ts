import type { CodegenConfig } from "@graphql-codegen/cli";

// schema/*.graphql -> resolver types for the gateway; storefront documents -> typed documents.
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  documents: ["storefront/src/**/*.{ts,tsx}", "!storefront/src/gql/**", "!storefront/src/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: false,
  generates: {
    "gateway/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GatewayContext",
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        mappers: {
          Color: "../datasources/pricing#ColorModel",
          PrintModePicture: "@druckwerk/pricing/contract#PrintModePictureDto",
          ModelFile: "@druckwerk/analytx/contract#FileEntity",
          AnalysisTask: "@druckwerk/analytx/contract#Task",
          RepairInfo: "../resolvers/models#RepairInfoModel",
          UploadModelSuccess: "../resolvers/models#UploadSuccessModel",
          ItemPrice: "@druckwerk/pricing/contract#CalculationResult",
          Cart: "../datasources/checkout#CartModel",
          CartItem: "../datasources/checkout#CartItemModel",
          CartError: "../datasources/checkout#CartErrorModel",
          Account: "../datasources/auth#AccountModel",
          StaffMember: "../datasources/staff#StaffMemberModel",
          StaffOrder: "../datasources/orders#StaffOrderModel",
          AuditEntry: "../datasources/orders#AuditEntryModel",
          StaffOrderItem: "@druckwerk/checkout/contract#OrderLine",
          StaffVoucher: "../datasources/orders#StaffVoucherModel",
          Address: "@druckwerk/auth/contract#BillingAddress",
          ShippingCountry: "../datasources/shipping#ShippingCountryModel",
          Voucher: "@druckwerk/checkout/contract#Discount",
          VoucherMinimumNotReached: "../datasources/orders#VoucherMinimumModel",
          VoucherInvalid: "../datasources/orders#VoucherInvalidModel",
          CheckoutError: "../datasources/orders#CheckoutErrorModel",
          Order: "../datasources/orders#OrderModel",
          OrderPreview: "../datasources/orders#OrderPreviewModel",
          OrderItem: "@druckwerk/checkout/contract#OrderLine",
          OrderAddress: "../datasources/orders#OrderAddressModel",
          OrderShippingMethod: "../datasources/orders#OrderShippingMethodModel",
          LegacyOrderTracking: "@druckwerk/checkout/contract#LegacyTracking",
          LegacyAddress: "../datasources/orders#LegacyAddressModel",
        },
        scalars: { Upload: "../datasources/multipart#UploadScalar" },
      },
    },
    // Which types each union and interface stands for: Apollo Client's cache needs it to match
    // fragments on interfaces (e.g. ContentElementBase inside the ContentElement union).
    "storefront/src/gql/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { useExplicitTyping: true },
    },
    "storefront/src/gql/": {
      preset: "client",
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;

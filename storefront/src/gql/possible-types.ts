
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartError"
    ],
    "CompletePaymentResult": [
      "CheckoutError",
      "Order"
    ],
    "ConfirmRegistrationResult": [
      "ConfirmationFailed",
      "RegistrationConfirmed"
    ],
    "ContentElement": [
      "CallToActionElement",
      "ContentPreviewElement",
      "DividerElement",
      "HeaderElement",
      "HeroBannerElement",
      "ImageBannerElement",
      "ProductBoxElement",
      "RawHtmlElement",
      "SplitSectionElement",
      "StoryNavigationElement",
      "TextElement",
      "TextWithImagesElement",
      "UnsupportedElement"
    ],
    "ContentElementBase": [
      "CallToActionElement",
      "ContentPreviewElement",
      "DividerElement",
      "HeaderElement",
      "HeroBannerElement",
      "ImageBannerElement",
      "ProductBoxElement",
      "RawHtmlElement",
      "SplitSectionElement",
      "StoryNavigationElement",
      "TextElement",
      "TextWithImagesElement",
      "UnsupportedElement"
    ],
    "ErrorResult": [
      "AccountDetailsInvalid",
      "CartError",
      "CheckoutError",
      "ConfirmationFailed",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "NotSignedIn",
      "RegistrationInvalid",
      "RetryRefused",
      "TooManyAttempts",
      "VoucherInvalid",
      "VoucherMinimumNotReached"
    ],
    "FormResult": [
      "FormInvalid",
      "FormRateLimited",
      "FormSubmitted"
    ],
    "LoginResult": [
      "LoginRefused",
      "LoginSucceeded",
      "TooManyAttempts"
    ],
    "OrderPreviewResult": [
      "CheckoutError",
      "OrderPreview"
    ],
    "PaymentMethodsResult": [
      "CheckoutError",
      "PaymentMethodList"
    ],
    "PlaceOrderResult": [
      "CheckoutError",
      "OrderPlaced"
    ],
    "RegisterResult": [
      "RegistrationInvalid",
      "RegistrationPending",
      "TooManyAttempts"
    ],
    "ReorderResult": [
      "CheckoutError",
      "OrderPlaced"
    ],
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "UpdateAccountDetailsResult": [
      "Account",
      "AccountDetailsInvalid",
      "NotSignedIn"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid"
    ],
    "UpdateOrderPaymentResult": [
      "CheckoutError",
      "OrderPayment"
    ],
    "UploadModelResult": [
      "FileRejected",
      "UploadModelSuccess"
    ],
    "ValidateVoucherResult": [
      "Voucher",
      "VoucherInvalid",
      "VoucherMinimumNotReached"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartError"
    ],
    "CompletePaymentResult": [
      "CheckoutError",
      "Order"
    ],
    "ConfirmRegistrationResult": [
      "ConfirmationFailed",
      "RegistrationConfirmed"
    ],
    "ContentElement": [
      "CallToActionElement",
      "ContentPreviewElement",
      "DividerElement",
      "HeaderElement",
      "HeroBannerElement",
      "ImageBannerElement",
      "ProductBoxElement",
      "RawHtmlElement",
      "SplitSectionElement",
      "StoryNavigationElement",
      "TextElement",
      "TextWithImagesElement",
      "UnsupportedElement"
    ],
    "ContentElementBase": [
      "CallToActionElement",
      "ContentPreviewElement",
      "DividerElement",
      "HeaderElement",
      "HeroBannerElement",
      "ImageBannerElement",
      "ProductBoxElement",
      "RawHtmlElement",
      "SplitSectionElement",
      "StoryNavigationElement",
      "TextElement",
      "TextWithImagesElement",
      "UnsupportedElement"
    ],
    "ErrorResult": [
      "AccountDetailsInvalid",
      "CartError",
      "CheckoutError",
      "ConfirmationFailed",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "NotSignedIn",
      "RegistrationInvalid",
      "RetryRefused",
      "TooManyAttempts",
      "VoucherInvalid",
      "VoucherMinimumNotReached"
    ],
    "FormResult": [
      "FormInvalid",
      "FormRateLimited",
      "FormSubmitted"
    ],
    "LoginResult": [
      "LoginRefused",
      "LoginSucceeded",
      "TooManyAttempts"
    ],
    "OrderPreviewResult": [
      "CheckoutError",
      "OrderPreview"
    ],
    "PaymentMethodsResult": [
      "CheckoutError",
      "PaymentMethodList"
    ],
    "PlaceOrderResult": [
      "CheckoutError",
      "OrderPlaced"
    ],
    "RegisterResult": [
      "RegistrationInvalid",
      "RegistrationPending",
      "TooManyAttempts"
    ],
    "ReorderResult": [
      "CheckoutError",
      "OrderPlaced"
    ],
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "UpdateAccountDetailsResult": [
      "Account",
      "AccountDetailsInvalid",
      "NotSignedIn"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid"
    ],
    "UpdateOrderPaymentResult": [
      "CheckoutError",
      "OrderPayment"
    ],
    "UploadModelResult": [
      "FileRejected",
      "UploadModelSuccess"
    ],
    "ValidateVoucherResult": [
      "Voucher",
      "VoucherInvalid",
      "VoucherMinimumNotReached"
    ]
  }
};
      export default result;
    
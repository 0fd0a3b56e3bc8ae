
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AcceptQuoteResult": [
      "CheckoutError",
      "OrderPayment"
    ],
    "AddStaffMemberResult": [
      "AdminOnly",
      "EmailTaken",
      "StaffMember",
      "StaffMemberInvalid",
      "StaffOnly"
    ],
    "CartResult": [
      "Cart",
      "CartError"
    ],
    "ChangePasswordResult": [
      "NotSignedIn",
      "PasswordChanged",
      "PasswordInvalid",
      "TooManyAttempts",
      "WrongPassword"
    ],
    "CompletePaymentResult": [
      "CheckoutError",
      "Order"
    ],
    "ConfirmEmailChangeResult": [
      "CodeUsedOrExpired",
      "EmailChanged",
      "EmailTaken"
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
      "AdminOnly",
      "CartError",
      "CheckoutError",
      "CodeUsedOrExpired",
      "ConfirmationFailed",
      "EmailInvalid",
      "EmailTaken",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "NotSignedIn",
      "PasswordInvalid",
      "PasswordResetAlreadyRequested",
      "RegistrationInvalid",
      "RetryRefused",
      "StaffLoginRefused",
      "StaffMemberInvalid",
      "StaffOnly",
      "TooManyAttempts",
      "VoucherInvalid",
      "VoucherMinimumNotReached",
      "WrongPassword"
    ],
    "FormResult": [
      "FormInvalid",
      "FormRateLimited",
      "FormSubmitted"
    ],
    "LegacyOrderTrackingResult": [
      "LegacyOrderTracking",
      "TooManyAttempts"
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
    "RefreshSessionResult": [
      "NotSignedIn",
      "SessionRefreshed"
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
    "RequestEmailChangeResult": [
      "EmailChangeRequested",
      "EmailInvalid",
      "EmailTaken",
      "NotSignedIn",
      "TooManyAttempts"
    ],
    "RequestPasswordResetResult": [
      "EmailInvalid",
      "PasswordResetAlreadyRequested",
      "PasswordResetRequested",
      "TooManyAttempts"
    ],
    "ResetPasswordResult": [
      "CodeUsedOrExpired",
      "PasswordInvalid",
      "PasswordResetDone"
    ],
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "StaffLoginResult": [
      "StaffLoginRefused",
      "StaffLoginSucceeded",
      "TooManyAttempts"
    ],
    "StaffMembersResult": [
      "AdminOnly",
      "StaffMemberList",
      "StaffOnly"
    ],
    "StaffOrderResult": [
      "CheckoutError",
      "StaffOnly",
      "StaffOrder"
    ],
    "StaffOrdersResult": [
      "CheckoutError",
      "OrderConnection",
      "StaffOnly"
    ],
    "StaffVoucherResult": [
      "CheckoutError",
      "StaffOnly",
      "StaffVoucher"
    ],
    "StaffVouchersResult": [
      "StaffOnly",
      "StaffVoucherList"
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
    "AcceptQuoteResult": [
      "CheckoutError",
      "OrderPayment"
    ],
    "AddStaffMemberResult": [
      "AdminOnly",
      "EmailTaken",
      "StaffMember",
      "StaffMemberInvalid",
      "StaffOnly"
    ],
    "CartResult": [
      "Cart",
      "CartError"
    ],
    "ChangePasswordResult": [
      "NotSignedIn",
      "PasswordChanged",
      "PasswordInvalid",
      "TooManyAttempts",
      "WrongPassword"
    ],
    "CompletePaymentResult": [
      "CheckoutError",
      "Order"
    ],
    "ConfirmEmailChangeResult": [
      "CodeUsedOrExpired",
      "EmailChanged",
      "EmailTaken"
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
      "AdminOnly",
      "CartError",
      "CheckoutError",
      "CodeUsedOrExpired",
      "ConfirmationFailed",
      "EmailInvalid",
      "EmailTaken",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "NotSignedIn",
      "PasswordInvalid",
      "PasswordResetAlreadyRequested",
      "RegistrationInvalid",
      "RetryRefused",
      "StaffLoginRefused",
      "StaffMemberInvalid",
      "StaffOnly",
      "TooManyAttempts",
      "VoucherInvalid",
      "VoucherMinimumNotReached",
      "WrongPassword"
    ],
    "FormResult": [
      "FormInvalid",
      "FormRateLimited",
      "FormSubmitted"
    ],
    "LegacyOrderTrackingResult": [
      "LegacyOrderTracking",
      "TooManyAttempts"
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
    "RefreshSessionResult": [
      "NotSignedIn",
      "SessionRefreshed"
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
    "RequestEmailChangeResult": [
      "EmailChangeRequested",
      "EmailInvalid",
      "EmailTaken",
      "NotSignedIn",
      "TooManyAttempts"
    ],
    "RequestPasswordResetResult": [
      "EmailInvalid",
      "PasswordResetAlreadyRequested",
      "PasswordResetRequested",
      "TooManyAttempts"
    ],
    "ResetPasswordResult": [
      "CodeUsedOrExpired",
      "PasswordInvalid",
      "PasswordResetDone"
    ],
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "StaffLoginResult": [
      "StaffLoginRefused",
      "StaffLoginSucceeded",
      "TooManyAttempts"
    ],
    "StaffMembersResult": [
      "AdminOnly",
      "StaffMemberList",
      "StaffOnly"
    ],
    "StaffOrderResult": [
      "CheckoutError",
      "StaffOnly",
      "StaffOrder"
    ],
    "StaffOrdersResult": [
      "CheckoutError",
      "OrderConnection",
      "StaffOnly"
    ],
    "StaffVoucherResult": [
      "CheckoutError",
      "StaffOnly",
      "StaffVoucher"
    ],
    "StaffVouchersResult": [
      "StaffOnly",
      "StaffVoucherList"
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
    
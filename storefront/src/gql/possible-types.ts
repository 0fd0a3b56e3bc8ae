
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartError"
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
    "RegisterResult": [
      "RegistrationInvalid",
      "RegistrationPending",
      "TooManyAttempts"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound"
    ],
    "UploadModelResult": [
      "FileRejected",
      "UploadModelSuccess"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartError"
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
    "RegisterResult": [
      "RegistrationInvalid",
      "RegistrationPending",
      "TooManyAttempts"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound"
    ],
    "UploadModelResult": [
      "FileRejected",
      "UploadModelSuccess"
    ]
  }
};
      export default result;
    
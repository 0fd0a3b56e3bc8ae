
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
    "ErrorResult": [
      "CartError",
      "ConfirmationFailed",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "RegistrationInvalid",
      "RetryRefused",
      "TooManyAttempts"
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
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid"
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
    "ErrorResult": [
      "CartError",
      "ConfirmationFailed",
      "FileRejected",
      "FormInvalid",
      "FormRateLimited",
      "LoginRefused",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid",
      "RegistrationInvalid",
      "RetryRefused",
      "TooManyAttempts"
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
    "RetryAnalysisResult": [
      "AnalysisTask",
      "RetryRefused"
    ],
    "UpdateModelFileResult": [
      "ModelFile",
      "ModelFileNotFound",
      "ModelFileUpdateInvalid"
    ],
    "UploadModelResult": [
      "FileRejected",
      "UploadModelSuccess"
    ]
  }
};
      export default result;
    
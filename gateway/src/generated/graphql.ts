import type { UploadScalar } from '../datasources/multipart';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ColorModel } from '../datasources/pricing';
import type { PrintModePictureDto, CalculationResult } from '@druckwerk/pricing/contract';
import type { FileEntity, Task } from '@druckwerk/analytx/contract';
import type { RepairInfoModel, UploadSuccessModel } from '../resolvers/models';
import type { CartModel, CartItemModel, CartErrorModel } from '../datasources/checkout';
import type { AccountModel } from '../datasources/auth';
import type { StaffMemberModel } from '../datasources/staff';
import type { StaffOrderModel, AuditEntryModel, StaffVoucherModel, VoucherMinimumModel, VoucherInvalidModel, CheckoutErrorModel, OrderModel, OrderPreviewModel, OrderAddressModel, OrderShippingMethodModel, LegacyAddressModel } from '../datasources/orders';
import type { OrderLine, Discount, LegacyTracking } from '@druckwerk/checkout/contract';
import type { BillingAddress } from '@druckwerk/auth/contract';
import type { ShippingCountryModel } from '../datasources/shipping';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A file upload in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
   * Send such requests with the header `apollo-require-preflight: true` (CSRF prevention).
   */
  Upload: { input: UploadScalar; output: UploadScalar; }
};

/** The result of accepting a quote. */
export type AcceptQuoteResult = CheckoutError | OrderPayment;

/** A registered shopper. */
export type Account = {
  __typename?: 'Account';
  billingAddress: Address;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language of the account's mails: the shop's language at sign-up, then at each sign-in. */
  language: Language;
  /**
   * The customer's orders and quotes (those of the old shop included, `legacy: true`), newest first:
   * at most `first` (default 20, at most 50) after the cursor `after` (an `OrderEdge.cursor`).
   */
  orders: OrderConnection;
  phone: Maybe<Scalars['String']['output']>;
  /** Null when goods go to the billing address. */
  shippingAddress: Maybe<Address>;
  /** The user name to sign in with (4 to 20 characters). */
  username: Scalars['String']['output'];
};


/** A registered shopper. */
export type AccountOrdersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in shopper's phone and addresses; they replace the stored ones. */
export type AccountDetailsInput = {
  billingAddress: BillingAddressInput;
  /** At most 15 characters; omitted or null removes the stored number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Omit (or null) when goods go to the billing address. */
  shippingAddress?: InputMaybe<ShippingAddressInput>;
};

/**
 * Refused; nothing was changed. `code` is `VALIDATION_FAILED` (see `fields`, e.g.
 * `INVALID_POSTAL_CODE` on `billingAddress.postalCode`, `REQUIRED` on
 * `billingAddress.vatRegistrationNumber`).
 */
export type AccountDetailsInvalid = ErrorResult & {
  __typename?: 'AccountDetailsInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type AddStaffMemberResult = AdminOnly | EmailTaken | StaffMember | StaffMemberInvalid | StaffOnly;

/** A billing or shipping address. */
export type Address = {
  __typename?: 'Address';
  addressSuffix: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  company: Maybe<Scalars['String']['output']>;
  country: ShippingCountry;
  /** A business customer's separate billing e-mail (billing only). */
  email: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** Salutation or title (billing only). */
  title: Maybe<Scalars['String']['output']>;
  /** The company's VAT registration number (billing only). */
  vatRegistrationNumber: Maybe<Scalars['String']['output']>;
};

/** Refused: only an admin may do this. */
export type AdminOnly = ErrorResult & {
  __typename?: 'AdminOnly';
  /** `ADMIN_ONLY`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** Why an analysis failed. */
export type AnalysisError = {
  __typename?: 'AnalysisError';
  /** Stable code from the 3D engine, e.g. `EMPTY_FILE`, `STL_TRUNCATED`, `ZIP_BOMB`, `ANALYSIS_TIMEOUT`. */
  code: Scalars['String']['output'];
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** A task's phase. */
export type AnalysisPhase =
  | 'ANALYSING'
  | 'COMPLETED'
  | 'CONVERTING'
  | 'FAILED'
  | 'MEASURING'
  | 'QUEUED'
  | 'REPAIRING';

/**
 * How much of a file's analysis is there. The analysis publishes what a price needs first and the
 * rest after it: a client prices at MEASURED and refreshes the prices at COMPLETED.
 */
export type AnalysisStage =
  /** Everything: wall thickness, pictures and model files too. */
  | 'COMPLETED'
  /**
   * Dimensions, volume, area, the repair and printability per print mode are in, and the file can
   * be priced (`PrintModeColor.price` and the pricing queries answer), while the task still runs.
   * The wall thickness (`ModelFile.analysis.thickness`), pictures, model files and adding to a cart
   * follow at COMPLETED; until then a price's `tooSmall` knows the dimensions only and may turn true
   * when the wall thickness lands.
   */
  | 'MEASURED'
  /** Nothing measured yet: the file is queued, read or repaired. */
  | 'NONE';

/** The analysis of one uploaded file. */
export type AnalysisTask = {
  __typename?: 'AnalysisTask';
  /** Why the task failed: the engine's code (e.g. `STL_TRUNCATED`) and a sentence. */
  error: Maybe<AnalysisError>;
  /** Task id. */
  id: Scalars['ID']['output'];
  /** The spec's server message: converting, starting analysis, repairing, analysing volume and dimensions, completed. */
  message: Scalars['String']['output'];
  /** The analysed file. */
  modelFileId: Scalars['ID']['output'];
  /** The phase, with the shop's message in `message`. */
  phase: AnalysisPhase;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  /**
   * How much of the file's analysis is stored. MEASURED comes before COMPLETED while the task still
   * runs: the file can be priced from then on (see `AnalysisStage`).
   */
  stage: AnalysisStage;
  /** Where the task is. */
  status: TaskStatus;
};

/** A file attached to a cart item or an ordered line. */
export type Attachment = {
  __typename?: 'Attachment';
  /** File name. */
  name: Scalars['String']['output'];
  /** Download URL. */
  url: Scalars['String']['output'];
};

/** One change by a staff member: who, when, before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  actorId: Scalars['ID']['output'];
  actorName: Scalars['String']['output'];
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** `PAYMENT`: the payment status before and after. */
  fromPaymentStatus: Maybe<PaymentStatus>;
  /** `STATUS`: the status before and after, and the tracking number given on completion. */
  fromStatus: Maybe<OrderStatus>;
  kind: AuditKind;
  /** `NOTE`: the note's text. */
  note: Maybe<Scalars['String']['output']>;
  /** `PAYMENT` to `PAYMENT_REFUNDED`: the amount paid back, cents. */
  refundedCents: Maybe<Scalars['Int']['output']>;
  toPaymentStatus: Maybe<PaymentStatus>;
  toStatus: Maybe<OrderStatus>;
  trackingNumber: Maybe<Scalars['String']['output']>;
};

export type AuditKind =
  | 'NOTE'
  | 'PAYMENT'
  | 'STATUS';

/** An axis of the model's coordinate system. */
export type Axis =
  | 'X'
  | 'Y'
  | 'Z';

/** Which end of an axis a picture looks from. */
export type AxisDirection =
  /** From the minus side. */
  | 'M'
  /** From the plus side. */
  | 'P';

/** Where and how to transfer a prepaid order's total. */
export type BankTransfer = {
  __typename?: 'BankTransfer';
  accountHolder: Scalars['String']['output'];
  /** The amount to transfer, cents. */
  amountCents: Scalars['Int']['output'];
  bankName: Scalars['String']['output'];
  bic: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  /** The reference to give (the order number), so the payment is matched to the order. */
  reference: Scalars['String']['output'];
};

/**
 * A billing address. Required: firstname, lastname, street, postalCode, city, countryId; names at
 * most 20 characters; the postal code must be one of the country's. A company in an EU country other
 * than Germany must give its VAT registration number.
 */
export type BillingAddressInput = {
  addressSuffix?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** A `ShippingCountry.id`. */
  countryId: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  vatRegistrationNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Browser choices of the bug report. */
export type Browser =
  /** Google Chrome. */
  | 'CHROME'
  /** Microsoft Edge. */
  | 'EDGE'
  /** Mozilla Firefox. */
  | 'FIREFOX'
  /** Another browser. */
  | 'OTHER'
  /** Apple Safari. */
  | 'SAFARI';

/** The bug-report section of the contact form; every field is optional. */
export type BugReportInput = {
  /** The browser used. */
  browserUsed?: InputMaybe<Browser>;
  /** Whether the problem also occurs in other browsers. */
  differentBrowsers?: InputMaybe<Scalars['Boolean']['input']>;
  /** The error message (at most 400 characters); only taken when `errorMessageOccurred` is true. */
  errorMessage?: InputMaybe<Scalars['String']['input']>;
  /** Whether an error message was shown. */
  errorMessageOccurred?: InputMaybe<Scalars['Boolean']['input']>;
  /** The operating system used. */
  osUsed?: InputMaybe<OperatingSystem>;
  /** What happened instead (at most 400 characters). */
  systemResponse?: InputMaybe<Scalars['String']['input']>;
  /** Whether they checked their internet connection. */
  userCheckedInternetConnection?: InputMaybe<Scalars['Boolean']['input']>;
  /** What they expected to happen (at most 400 characters). */
  userExpectation?: InputMaybe<Scalars['String']['input']>;
  /** What the shopper wanted to do (at most 400 characters). */
  userIntention?: InputMaybe<Scalars['String']['input']>;
};

/** A highlighted prompt with a button (layout `layout-3`). */
export type CallToActionElement = ContentElementBase & {
  __typename?: 'CallToActionElement';
  /** The text as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** A picture beside the prompt; null when none. */
  image: Maybe<ContentImage>;
  layout: Scalars['String']['output'];
  /** The button's target; null when there is no button. */
  link: Maybe<ContentLink>;
  type: Scalars['String']['output'];
};

/** A shopping cart. */
export type Cart = {
  __typename?: 'Cart';
  /**
   * When the cart ordered now would arrive: its longest production time and the shipping method's
   * days, in business days (as on `ItemPrice.deliveryEstimate`). Null for an empty cart. A country
   * or method the shop does not ship by is `BAD_USER_INPUT` with `extensions.reason`
   * `UNKNOWN_COUNTRY` or `UNKNOWN_SHIPPING_METHOD`.
   */
  deliveryEstimate: Maybe<DeliveryEstimate>;
  /** Cart id. */
  id: Scalars['ID']['output'];
  /** Distinct items (what the cart icon counts). */
  itemCount: Scalars['Int']['output'];
  /** The items, oldest first. */
  items: Array<CartItem>;
  /** The VAT in the total, in cents. */
  tax: Scalars['Int']['output'];
  /** The VAT rate in percent that every line is priced at (the shop's `TAX_RATE`). */
  taxRate: Scalars['Float']['output'];
  /** The total, as the service sums the items' lines, in cents. */
  total: Money;
};


/** A shopping cart. */
export type CartDeliveryEstimateArgs = {
  countryCode: InputMaybe<Scalars['String']['input']>;
  shippingMethodId: InputMaybe<Scalars['ID']['input']>;
};

/** Why a cart change was refused. */
export type CartError = ErrorResult & {
  __typename?: 'CartError';
  /**
   * What was refused, from the checkout service's list: `CART_NOT_FOUND`, `ITEM_NOT_FOUND`,
   * `FILE_NOT_FOUND`, `OBJECT_NOT_FOUND`, `OBJECT_NOT_ANALYSED`, `OBJECT_NOT_PRINTABLE`,
   * `OBJECT_TOO_LARGE`, `INVALID_SELECTION`, `INVALID_QUANTITY`, `INVALID_SCALE`, `INVALID_UNIT`,
   * `INVALID_PROCESSING_STEPS`, `INVALID_ITEMS`, `INVALID_REQUEST`, `NOTHING_TO_UPDATE`, `NO_FILE`,
   * `FILE_TOO_LARGE`, `UNSUPPORTED_ATTACHMENT`, `NOT_A_PNG`, `CONCURRENT_UPDATE`, `CART_FULL`.
   */
  code: ErrorCode;
  /** A sentence for the shopper, in English. */
  message: Scalars['String']['output'];
};

/** One configured model in a cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Whether the shopper agreed to the repairs. */
  acknowledgedRepairInfo: Scalars['Boolean']['output'];
  /** Attached drawings and documents. */
  attachments: Array<Attachment>;
  /** The colour: name and hex. */
  color: CartItemColor;
  colorId: Scalars['ID']['output'];
  /** When this line ordered now would arrive (as on `ItemPrice.deliveryEstimate`). */
  deliveryEstimate: Maybe<DeliveryEstimate>;
  /** Item id. */
  id: Scalars['ID']['output'];
  /** The model, with its analysis. */
  modelFile: Maybe<ModelFile>;
  /** The model's id. */
  modelFileId: Scalars['ID']['output'];
  /** The model's display name. */
  name: Scalars['String']['output'];
  /** One piece before the quantity discount. */
  piecePrice: Money;
  /** The line (all pieces, after the quantity discount). */
  price: Money;
  /** The line before the quantity discount (the piece price times the quantity); equal to `price` without a discount. */
  priceBeforeDiscount: Money;
  /**
   * The line explained per component of the price model, adding up exactly to `price` (net and
   * gross); null for an item last priced before breakdowns existed (any change prices it again).
   */
  priceBreakdown: Maybe<Array<PriceComponent>>;
  /** The print mode, in the request's language. */
  printMode: Maybe<PrintMode>;
  printModeId: Scalars['ID']['output'];
  /** What each processing step option of the item's print mode adds to one piece of this model. */
  processingStepSurcharges: Array<ProcessingStepSurcharge>;
  /** Chosen processing steps. */
  processingSteps: Array<ProcessingStepChoice>;
  /** Business days to produce, the processing steps' days included. */
  productionDays: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  scale: Scalars['Float']['output'];
  surfaceFinishId: Scalars['ID']['output'];
  /** The finish's name in the request's language. */
  surfaceFinishName: Maybe<Scalars['String']['output']>;
  /** The thumbnail (PNG), once posted. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  unitOfLength: UnitOfLength;
};


/** One configured model in a cart. */
export type CartItemDeliveryEstimateArgs = {
  countryCode: InputMaybe<Scalars['String']['input']>;
  shippingMethodId: InputMaybe<Scalars['ID']['input']>;
};

/** A colour as stored on a cart item. */
export type CartItemColor = {
  __typename?: 'CartItemColor';
  hex: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A model to put in a cart. */
export type CartItemInput = {
  acknowledgedRepairInfo?: InputMaybe<Scalars['Boolean']['input']>;
  colorId: Scalars['ID']['input'];
  modelFileId: Scalars['ID']['input'];
  printModeId?: InputMaybe<Scalars['ID']['input']>;
  processingSteps?: InputMaybe<Array<ProcessingStepChoiceInput>>;
  /** At least 1. */
  quantity: Scalars['Int']['input'];
  scale: Scalars['Float']['input'];
  surfaceFinishId: Scalars['ID']['input'];
  unitOfLength: UnitOfLength;
};

/** What to change on a cart item. */
export type CartItemUpdateInput = {
  acknowledgedRepairInfo?: InputMaybe<Scalars['Boolean']['input']>;
  colorId?: InputMaybe<Scalars['ID']['input']>;
  printModeId?: InputMaybe<Scalars['ID']['input']>;
  processingSteps?: InputMaybe<Array<ProcessingStepChoiceInput>>;
  /** At least 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<Scalars['Float']['input']>;
  surfaceFinishId?: InputMaybe<Scalars['ID']['input']>;
  unitOfLength?: InputMaybe<UnitOfLength>;
};

/** The result of a cart change: the cart, or a reason the shopper can act on. */
export type CartResult = Cart | CartError;

export type ChangePasswordResult = NotSignedIn | PasswordChanged | PasswordInvalid | TooManyAttempts | WrongPassword;

/** Why a checkout call was refused. */
export type CheckoutError = ErrorResult & {
  __typename?: 'CheckoutError';
  /**
   * From the checkout service's list: `CART_NOT_FOUND`, `CART_EMPTY`, `CART_CHANGED`,
   * `ITEM_NOT_ORDERABLE`, `INVALID_REQUEST`, `INVALID_CONTACT`, `INVALID_ADDRESS`,
   * `SHIPPING_METHOD_NOT_AVAILABLE`, `PAYMENT_METHOD_NOT_AVAILABLE`, `DISCOUNT_NOT_VALID`,
   * `DISCOUNT_MIN_VALUE_NOT_REACHED`, `LOGIN_REQUIRED`, `ORDER_NOT_FOUND`, `ORDER_NOT_PAYABLE`,
   * `ORDER_NOT_REORDERABLE`, `QUOTE_EXPIRED`, `QUOTE_ALREADY_ACCEPTED`, `PAYMENT_NOT_FOUND`, `PAYMENT_DECLINED`, `ORDER_NOT_APPROVED`, `PAYMENT_ORDER_NOT_FOUND`.
   */
  code: ErrorCode;
  /** The input fields at fault (`INVALID_CONTACT`, `INVALID_ADDRESS`: `billingAddress.postalCode`, …). */
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
  /** Why the payment method is not available (`PAYMENT_METHOD_NOT_AVAILABLE`). */
  reason: Maybe<PaymentMethodRefusalReason>;
};

/**
 * The code of an e-mailed link (password reset, e-mail change) is unknown, was used already or has
 * expired; nothing was changed. The spec's "Ihre Code wurde bereits benutzt oder ist abgelaufen."
 */
export type CodeUsedOrExpired = ErrorResult & {
  __typename?: 'CodeUsedOrExpired';
  /** `INVALID_CODE`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** A colour of a print mode. */
export type Color = {
  __typename?: 'Color';
  /** The colour as `#RRGGBB`. */
  hex: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /**
   * The price of printing a model in this colour, with the finish it was reached through
   * (`SurfaceFinish.colors`) or the first finish it goes with. Every colour's price in one query is
   * fetched in one batch request. Null when the pricing service refuses the selection: the error
   * then has `extensions.code` BAD_USER_INPUT and `extensions.reason` the service's code
   * (`INVALID_SCALE`, `INVALID_QUANTITY`, `FINISH_NOT_IN_PRINT_MODE`, …), and every other colour
   * keeps its price.
   */
  price: Maybe<ItemPrice>;
  /** The finishes this colour is limited to; empty when it goes with every finish. */
  surfaceFinishIds: Array<Scalars['ID']['output']>;
  /** A swatch image of the colour. */
  thumbnailUrl: Scalars['String']['output'];
};


/** A colour of a print mode. */
export type ColorPriceArgs = {
  modelFileId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
  scale?: Scalars['Float']['input'];
  surfaceFinishId: InputMaybe<Scalars['ID']['input']>;
  unit: InputMaybe<UnitOfLength>;
};

/** The result of the return from PayPal: the order with its payment status. */
export type CompletePaymentResult = CheckoutError | Order;

export type ConfirmEmailChangeResult = CodeUsedOrExpired | EmailChanged | EmailTaken;

export type ConfirmRegistrationResult = ConfirmationFailed | RegistrationConfirmed;

/** The code is unknown or has expired (after 7 days). */
export type ConfirmationFailed = ErrorResult & {
  __typename?: 'ConfirmationFailed';
  /** `INVALID_CODE`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** The contact form. */
export type ContactFormInput = {
  /** The optional bug report; its presence marks the message as a bug report. */
  bugReport?: InputMaybe<BugReportInput>;
  /** The privacy statement was accepted; must be true. */
  confirmation: Scalars['Boolean']['input'];
  /** First name, at most 20 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, at most 20 characters. */
  lastName: Scalars['String']['input'];
  /** E-mail address to reply to. */
  mail: Scalars['String']['input'];
  /** The message, at most 400 characters. */
  message: Scalars['String']['input'];
  /** Phone number, at most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Subject, at most 50 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A content element, one type per element type and layout family of the CMS. Render the ones you
 * know; `UnsupportedElement` is what the shop cannot render (show the warning box then).
 */
export type ContentElement = CallToActionElement | ContentPreviewElement | DividerElement | HeaderElement | HeroBannerElement | ImageBannerElement | ProductBoxElement | RawHtmlElement | SplitSectionElement | StoryNavigationElement | TextElement | TextWithImagesElement | UnsupportedElement;

/**
 * What every content element has. `type` and `layout` are the CMS's own names (`textpic`,
 * `layout-4`), for debugging and for clients that render more than the typed fields.
 */
export type ContentElementBase = {
  /** The element's id; the anchor `#c<id>` scrolls to it. */
  id: Scalars['ID']['output'];
  /** The CMS layout (`default`, `layout-1` … `layout-7`). */
  layout: Scalars['String']['output'];
  /** The CMS content type (`header`, `text`, `textpic`, `textmedia`, `image`, `div`, `html`, `menu_story`, …). */
  type: Scalars['String']['output'];
};

/** An image of the CMS, with a URL a browser can load. */
export type ContentImage = {
  __typename?: 'ContentImage';
  /** Alternative text; empty for a decorative image. */
  alt: Scalars['String']['output'];
  /** Height in pixels, when known. */
  height: Maybe<Scalars['Int']['output']>;
  /** Where clicking the image leads; null when it is no link. */
  link: Maybe<Scalars['String']['output']>;
  /** Title (tooltip); null when none. */
  title: Maybe<Scalars['String']['output']>;
  /** Loadable URL (through the gateway's media route, or the content host's own URL). */
  url: Scalars['String']['output'];
  /** Width in pixels, when known. */
  width: Maybe<Scalars['Int']['output']>;
};

/** A link with an optional label, e.g. an element's header link or button. */
export type ContentLink = {
  __typename?: 'ContentLink';
  /** Whether it leaves the shop. */
  external: Scalars['Boolean']['output'];
  /** A shop path or an absolute URL. */
  url: Scalars['String']['output'];
};

/** A page of the content management system, with its menus and its content elements in order. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** The content elements, top to bottom. */
  elements: Array<ContentElement>;
  /** The page's id in the CMS. */
  id: Scalars['ID']['output'];
  /** The language of this page. */
  language: Language;
  /** The same page in every language of the shop: where the language switch leads. */
  languages: Array<PageLanguage>;
  /** Media the page carries besides its elements (its `resources.media`), e.g. a sharing image. */
  media: Array<ContentImage>;
  /** Title, subtitle and description of the page. */
  meta: PageMeta;
  /** The menus to show around this page. */
  navigation: Navigation;
  /** The page's canonical path including the language prefix (`/start`, `/en/start`, `/fr/contact`). */
  path: Scalars['String']['output'];
};

/** A tile previewing another page (layout `layout-7`); consecutive tiles form a grid. */
export type ContentPreviewElement = ContentElementBase & {
  __typename?: 'ContentPreviewElement';
  /** The teaser text as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** The picture; null when none. */
  image: Maybe<ContentImage>;
  layout: Scalars['String']['output'];
  /** The previewed page; null when none. */
  link: Maybe<ContentLink>;
  type: Scalars['String']['output'];
};

/** When an order placed now would arrive. Days are calendar days (`YYYY-MM-DD`) in Berlin. */
export type DeliveryEstimate = {
  __typename?: 'DeliveryEstimate';
  /** The country shipped to (ISO code). */
  countryCode: Scalars['String']['output'];
  /** The estimated day of delivery. */
  date: Scalars['String']['output'];
  /** The business day production starts: today before the shop's cut-off, else the next business day. */
  orderDate: Scalars['String']['output'];
  /** Business days to produce. */
  productionDays: Scalars['Int']['output'];
  /** The day the parts are handed to the carrier. */
  shipDate: Scalars['String']['output'];
  /** Business days the shipping method takes. */
  shippingDays: Scalars['Int']['output'];
  /** The shipping method counted, in the request's language. */
  shippingMethodName: Scalars['String']['output'];
};

/** Three lengths along the X, Y and Z axes, in millimetres. */
export type Dimensions = {
  __typename?: 'Dimensions';
  /** Along X, in mm. */
  x: Scalars['Float']['output'];
  /** Along Y, in mm. */
  y: Scalars['Float']['output'];
  /** Along Z, in mm. */
  z: Scalars['Float']['output'];
};

/** A horizontal rule (type `div`). */
export type DividerElement = ContentElementBase & {
  __typename?: 'DividerElement';
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** An element's header: heading, subheading, level and link. */
export type ElementHeader = {
  __typename?: 'ElementHeader';
  /** Heading level 1 to 6 (the CMS's `headerLayout`; 0 there means the default, level 2). */
  level: Scalars['Int']['output'];
  /** Where the heading links to; null when it is no link. */
  link: Maybe<ContentLink>;
  /** Alignment. */
  position: HeaderPosition;
  /** The line under the heading; null when none. */
  subheader: Maybe<Scalars['String']['output']>;
  /** The heading text. */
  text: Scalars['String']['output'];
};

/** The confirmation link is on its way to the new address; the account keeps its old one until then. */
export type EmailChangeRequested = {
  __typename?: 'EmailChangeRequested';
  /** The new address the link went to. */
  email: Scalars['String']['output'];
};

/** The account's e-mail address is now the new one. */
export type EmailChanged = {
  __typename?: 'EmailChanged';
  /** The account's new e-mail address. */
  email: Scalars['String']['output'];
};

/** Refused: the e-mail address breaks its rules; nothing was sent. */
export type EmailInvalid = ErrorResult & {
  __typename?: 'EmailInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  /** The rules broken, on `email` (e.g. `INVALID_EMAIL`, `REQUIRED`). */
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** Another account has this e-mail address (in any case); nothing was changed. */
export type EmailTaken = ErrorResult & {
  __typename?: 'EmailTaken';
  /** `EMAIL_TAKEN`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/**
 * Every code an error result can carry; each result type says which of them it uses. The services
 * decide them, each from its contract's closed list.
 */
export type ErrorCode =
  /** A password-reset link was already requested for this address within the last 24 hours. */
  | 'ACTIVE_CODE_FOUND'
  /** Only an admin of the back office may do this. */
  | 'ADMIN_ONLY'
  /** The cart changed while the order was placed: review it and order again. */
  | 'CART_CHANGED'
  /** The cart has no items to order. */
  | 'CART_EMPTY'
  /** The cart holds as many items as a cart may (100 unless the shop set otherwise); nothing was added. */
  | 'CART_FULL'
  /** There is no cart with this id: start a new one. */
  | 'CART_NOT_FOUND'
  /** Other changes of the item came in at the same moment: send the change again. */
  | 'CONCURRENT_UPDATE'
  /** The order is below the voucher's minimum order value. */
  | 'DISCOUNT_MIN_VALUE_NOT_REACHED'
  /** The voucher is unknown, not valid now or used up. */
  | 'DISCOUNT_NOT_VALID'
  /** Another account has this e-mail address. */
  | 'EMAIL_TAKEN'
  /** The file has no content. */
  | 'EMPTY_FILE'
  /** The item has no such attachment or thumbnail. */
  | 'FILE_NOT_FOUND'
  /** The file is over its limit (models 100 MB, thumbnails 2 MB, attachments 20 MB). */
  | 'FILE_TOO_LARGE'
  /** An address breaks its rules; see the result's `fields`. */
  | 'INVALID_ADDRESS'
  /**
   * The code of an e-mailed link is unknown or has expired; a password-reset or e-mail-change code
   * also once it was used.
   */
  | 'INVALID_CODE'
  /** The e-mail address or the phone number breaks its rules; see the result's `fields`. */
  | 'INVALID_CONTACT'
  /** User name and password do not match (which of them is not told). */
  | 'INVALID_CREDENTIALS'
  /** No items, or more than 50, were added at once. */
  | 'INVALID_ITEMS'
  /** A processing step lacks its step, option or a quantity from 1 to 100000. */
  | 'INVALID_PROCESSING_STEPS'
  /** The quantity is not a whole number from 1 to 100000. */
  | 'INVALID_QUANTITY'
  /** The request itself was malformed. */
  | 'INVALID_REQUEST'
  /** The scale is not above 0 and at most 1000. */
  | 'INVALID_SCALE'
  /** The print mode, surface finish and colour do not belong together, or one is not offered. */
  | 'INVALID_SELECTION'
  /** The unit of length is not one the shop knows. */
  | 'INVALID_UNIT'
  /** The cart has no item with this id. */
  | 'ITEM_NOT_FOUND'
  /** An item cannot be ordered as configured any more: change or remove it. */
  | 'ITEM_NOT_ORDERABLE'
  /** Sign in first (a quote, an invoice). */
  | 'LOGIN_REQUIRED'
  /** The update named nothing to change. */
  | 'NOTHING_TO_UPDATE'
  /** The thumbnail is not a PNG image. */
  | 'NOT_A_PNG'
  /** The account's confirmation link was not followed yet. */
  | 'NOT_CONFIRMED'
  /** Nothing has the given id. */
  | 'NOT_FOUND'
  /** Nobody is signed in, or the session has ended: sign in again. */
  | 'NOT_SIGNED_IN'
  /** The request carried no file. */
  | 'NO_FILE'
  /** The 3D file is still being analysed: try again once its analysis completed. */
  | 'OBJECT_NOT_ANALYSED'
  /** There is no 3D file with this id that this client may read. */
  | 'OBJECT_NOT_FOUND'
  /** The 3D file could not be processed, or cannot be printed in this configuration. */
  | 'OBJECT_NOT_PRINTABLE'
  /** The model is too large for the print mode at this unit and scale. */
  | 'OBJECT_TOO_LARGE'
  /** Staff refund: the order's payment was paid back already. */
  | 'ORDER_ALREADY_REFUNDED'
  /** The order changed meanwhile: read it again. */
  | 'ORDER_CHANGED'
  /** The payer has not approved the payment at PayPal yet. */
  | 'ORDER_NOT_APPROVED'
  /** Staff refund: only a cancelled order is refunded. */
  | 'ORDER_NOT_CANCELLED'
  /** There is no order with this id. */
  | 'ORDER_NOT_FOUND'
  /** Staff refund: the order's payment has not arrived. */
  | 'ORDER_NOT_PAID'
  /** The order is paid, a quote or cancelled: its payment cannot change. */
  | 'ORDER_NOT_PAYABLE'
  /** Staff refund: the order was not paid with PayPal. */
  | 'ORDER_NOT_PAYPAL'
  /** Only a paid order (no quote, not from the old shop) can be ordered again. */
  | 'ORDER_NOT_REORDERABLE'
  /** PayPal declined the payment: pay another way or try again. */
  | 'PAYMENT_DECLINED'
  /** The payment method may not be used for this order; see the result's `reason`. */
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  /** No payment was started with this PayPal token. */
  | 'PAYMENT_NOT_FOUND'
  /** PayPal does not know the payment any more: start it again. */
  | 'PAYMENT_ORDER_NOT_FOUND'
  /** PayPal refused the request (credentials, configuration): nothing was changed. */
  | 'PAYMENT_PROVIDER_ERROR'
  /** PayPal cannot be reached or answered with an error: nothing was changed; try again later. */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** The order is no open quote (any more): it was accepted already, or cancelled. */
  | 'QUOTE_ALREADY_ACCEPTED'
  /** The quote's validity has ended: it cannot be accepted any more. */
  | 'QUOTE_EXPIRED'
  /** Too many attempts from this client in a short time; see `retryAfterSeconds`. */
  | 'RATE_LIMITED'
  /** The shipping method is not offered for the delivery country. */
  | 'SHIPPING_METHOD_NOT_AVAILABLE'
  /** Only the shop's staff may do this: a back-office session is needed (a customer's is not one). */
  | 'STAFF_ONLY'
  /** Only a failed analysis can be retried. */
  | 'TASK_NOT_FAILED'
  /** A shipped (completed) order needs the parcel's tracking number. */
  | 'TRACKING_NUMBER_REQUIRED'
  /** The order's status may not move there from where it is. */
  | 'TRANSITION_NOT_ALLOWED'
  /** Attachments are PDF, PNG, JPG, DXF, DWG, STEP, STP or TXT files. */
  | 'UNSUPPORTED_ATTACHMENT'
  /** The file's extension is none of STL, PLY, 3MF, 3DS, STEP/STP, OBJ. */
  | 'UNSUPPORTED_FILE_TYPE'
  /** This client uploaded as much as it may for now (files an hour, megabytes a day); see the message. */
  | 'UPLOAD_QUOTA_EXCEEDED'
  /** Fields break their rules; see the result's `fields`. */
  | 'VALIDATION_FAILED'
  /** Another voucher has this code (regardless of case). */
  | 'VOUCHER_CODE_TAKEN'
  /** No voucher has this id. */
  | 'VOUCHER_NOT_FOUND'
  /** The old password is wrong. */
  | 'WRONG_PASSWORD';

/**
 * A refusal a client can act on. Every typed error result implements it, so a client can read
 * `code` and `message` of any of them in one fragment and switch on `code`.
 */
export type ErrorResult = {
  code: ErrorCode;
  /** A sentence for the shopper (English; show your own text per `code`). */
  message: Scalars['String']['output'];
};

/** A field that breaks a rule. */
export type FieldError = {
  __typename?: 'FieldError';
  code: FieldErrorCode;
  /** The input field's path (`mail`, `bugReport.errorMessage`, `billingAddress.postalCode`). */
  field: Scalars['String']['output'];
  /** A sentence naming the rule (English; show your own text per `code`). */
  message: Scalars['String']['output'];
};

/** The rule a field breaks. */
export type FieldErrorCode =
  /** A user name may not contain @. */
  | 'CONTAINS_AT'
  /** The shop does not ship to this country. */
  | 'COUNTRY_NOT_SERVED'
  /** Breaks another rule; see `message`. */
  | 'INVALID'
  /** None of the allowed values. */
  | 'INVALID_CHOICE'
  /** No e-mail address. */
  | 'INVALID_EMAIL'
  /** Text in the wrong format. */
  | 'INVALID_FORMAT'
  /** Not a postal code of the chosen country. */
  | 'INVALID_POSTAL_CODE'
  /** A value of the wrong kind. */
  | 'INVALID_TYPE'
  /** No VAT identification number (country code and digits). */
  | 'INVALID_VAT_ID'
  /** A confirmation that must be given (e.g. the privacy statement). */
  | 'NOT_ACCEPTED'
  /** A number that must be whole. */
  | 'NOT_INTEGER'
  /** Must consist of digits. */
  | 'NOT_NUMERIC'
  /** Missing or empty. */
  | 'REQUIRED'
  /** A number above the maximum. */
  | 'TOO_BIG'
  /** More characters than allowed. */
  | 'TOO_LONG'
  /** Fewer characters than allowed. */
  | 'TOO_SHORT'
  /** A number below the minimum. */
  | 'TOO_SMALL'
  /** Another account has this user name (in any case). */
  | 'USERNAME_TAKEN';

/** Why a file was refused before its analysis began. */
export type FileRejected = ErrorResult & {
  __typename?: 'FileRejected';
  /** `FILE_TOO_LARGE`, `UNSUPPORTED_FILE_TYPE`, `EMPTY_FILE`, `NO_FILE` or `UPLOAD_QUOTA_EXCEEDED`. */
  code: ErrorCode;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** The submission was refused because fields break the form's rules; nothing was sent. */
export type FormInvalid = ErrorResult & {
  __typename?: 'FormInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  /** One entry per field in error. */
  fields: Array<FieldError>;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** Too many submissions from this client in a short time; nothing was sent. */
export type FormRateLimited = ErrorResult & {
  __typename?: 'FormRateLimited';
  /** `RATE_LIMITED`. */
  code: ErrorCode;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
  /** Seconds to wait before trying again. */
  retryAfterSeconds: Scalars['Int']['output'];
};

/** What a form submission led to. */
export type FormResult = FormInvalid | FormRateLimited | FormSubmitted;

/** The submission was stored and sent to the shop's inbox. */
export type FormSubmitted = {
  __typename?: 'FormSubmitted';
  /** The submission's id, when the forms endpoint tells it. */
  id: Maybe<Scalars['ID']['output']>;
};

/** The images of an element, in rows. */
export type Gallery = {
  __typename?: 'Gallery';
  /** Horizontal position. */
  horizontalPosition: GalleryHorizontalPosition;
  /** The rows, top to bottom. */
  rows: Array<GalleryRow>;
  /** Vertical position. */
  verticalPosition: GalleryVerticalPosition;
};

/** Where a gallery sits horizontally relative to the text. */
export type GalleryHorizontalPosition =
  | 'CENTER'
  | 'LEFT'
  | 'RIGHT';

/** One row of a gallery. */
export type GalleryRow = {
  __typename?: 'GalleryRow';
  /** The images, left to right. */
  images: Array<ContentImage>;
};

/** Where a gallery sits vertically relative to the text. */
export type GalleryVerticalPosition =
  /** Above the text. */
  | 'ABOVE'
  /** Below the text. */
  | 'BELOW'
  /** Beside the text (text wraps around). */
  | 'INTEXT';

/** About the gateway answering this request. */
export type GatewayInfo = {
  __typename?: 'GatewayInfo';
  /** The language resolved for this request from its `Accept-Language` header. */
  language: Language;
  /** The gateway's version. */
  version: Scalars['String']['output'];
};

/** A heading on its own (type `header`). */
export type HeaderElement = ContentElementBase & {
  __typename?: 'HeaderElement';
  header: ElementHeader;
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Horizontal alignment of an element's header. */
export type HeaderPosition =
  | 'CENTER'
  /** As the design defaults (left). */
  | 'DEFAULT'
  | 'LEFT'
  | 'RIGHT';

/** The big stage at the top of a page (layout `layout-4`). */
export type HeroBannerElement = ContentElementBase & {
  __typename?: 'HeroBannerElement';
  /** The claim as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** The background picture; null when none. */
  image: Maybe<ContentImage>;
  layout: Scalars['String']['output'];
  /** The button's target (the header link); null when there is no button. */
  link: Maybe<ContentLink>;
  type: Scalars['String']['output'];
};

/** A wide image or a row of images (type `image`). */
export type ImageBannerElement = ContentElementBase & {
  __typename?: 'ImageBannerElement';
  gallery: Gallery;
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Which side of a split section the picture is on. */
export type ImageSide =
  | 'LEFT'
  | 'RIGHT';

/**
 * Price and printability of a model in one print mode, finish and colour. Money is in euro cents;
 * `net` is without and `gross` with VAT (19 % unless told otherwise).
 */
export type ItemPrice = {
  __typename?: 'ItemPrice';
  /**
   * The line explained: its amount per component of the price model, in the model's order, each
   * net and gross in cents; the components add up exactly to `net` and to `gross`. Components of no
   * amount are left out. Null when not printable.
   */
  breakdown: Maybe<Array<PriceComponent>>;
  /**
   * When an order placed now would arrive: `productionDays` and the shipping method's days counted
   * in business days (no weekends, no German public holidays), from today when ordered before the
   * shop's cut-off. Null when not printable. Errors as on `Cart.deliveryEstimate`.
   */
  deliveryEstimate: Maybe<DeliveryEstimate>;
  /** The line with VAT; null when not printable. */
  gross: Maybe<Scalars['Int']['output']>;
  /** The line (all pieces, after the quantity discount); null when not printable. */
  net: Maybe<Scalars['Int']['output']>;
  /** One piece with VAT; null when not printable. */
  pieceGross: Maybe<Scalars['Int']['output']>;
  /** One piece before the quantity discount; null when not printable. */
  pieceNet: Maybe<Scalars['Int']['output']>;
  /** Whether the model can be printed this way (false when too large or the analysis failed). */
  printable: Scalars['Boolean']['output'];
  /** Business days to produce. */
  productionDays: Scalars['Int']['output'];
  /** Discount for the quantity, in percent. */
  quantityDiscountPercent: Scalars['Float']['output'];
  /** The model at this unit and scale, in mm. */
  scaledDimensions: Dimensions;
  /** The VAT on the line, in cents. */
  tax: Scalars['Int']['output'];
  /** VAT rate in percent. */
  taxRate: Scalars['Float']['output'];
  /** The scaled model fits the mode's build volume in no orientation (or exceeds its sum of sides). */
  tooLarge: Scalars['Boolean']['output'];
  /**
   * The thinnest wall or a side is under the mode's minimum feature size: it may break. While the
   * model's analysis is at stage MEASURED the wall thickness is not known yet and only the sides
   * count; ask again when it is COMPLETED.
   */
  tooSmall: Scalars['Boolean']['output'];
};


/**
 * Price and printability of a model in one print mode, finish and colour. Money is in euro cents;
 * `net` is without and `gross` with VAT (19 % unless told otherwise).
 */
export type ItemPriceDeliveryEstimateArgs = {
  countryCode: InputMaybe<Scalars['String']['input']>;
  shippingMethodId: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The languages the shop speaks. German is the default; a field that takes a `language` argument
 * falls back to the request's `Accept-Language` header and then to German.
 */
export type Language =
  /** German (de-DE), the default. */
  | 'DE'
  /** English (en-US; the upstream services call it GB). */
  | 'EN'
  /** French (fr-FR). */
  | 'FR';

/** An address of a legacy order. */
export type LegacyAddress = {
  __typename?: 'LegacyAddress';
  city: Scalars['String']['output'];
  /** The country as the partner shop wrote it. */
  country: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** An order of the merged partner shop as its tracking showed it (the spec's legacy tracking fields). */
export type LegacyOrderTracking = {
  __typename?: 'LegacyOrderTracking';
  billingAddress: LegacyAddress;
  /** `eMail`. */
  email: Scalars['String']['output'];
  /** The partner shop's order number (`id`). */
  orderNumber: Scalars['String']['output'];
  /** When it was ordered (ISO 8601; `date`). */
  orderedAt: Scalars['String']['output'];
  /** The payment method as the partner shop named it, in German (`methodForm_de`). */
  paymentMethod: Scalars['String']['output'];
  /** Working days to produce (`prodTime`). */
  productionDays: Scalars['Int']['output'];
  shippingAddress: LegacyAddress;
  /** The shipping cost including VAT, cents (`shipCost`). */
  shippingCostCents: Scalars['Int']['output'];
  /** Working days in transit (`shipTime`). */
  shippingDays: Scalars['Int']['output'];
  /** The status as the partner shop named it, in German (`publicStatus_de`). */
  status: Scalars['String']['output'];
  /** The total including VAT, cents (`priceBrutto`). */
  totalGrossCents: Scalars['Int']['output'];
};

/** A legacy order's tracking, or the refusal of a client that has looked up too many. */
export type LegacyOrderTrackingResult = LegacyOrderTracking | TooManyAttempts;

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type LoginRefusalReason =
  /** User name and password do not match (which of them is not told). */
  | 'INVALID_CREDENTIALS'
  /** The account's confirmation link was not followed yet. */
  | 'NOT_CONFIRMED';

/** User name and password do not match, or the account is not confirmed yet. */
export type LoginRefused = ErrorResult & {
  __typename?: 'LoginRefused';
  /** `INVALID_CREDENTIALS` or `NOT_CONFIRMED` (the same as `reason`). */
  code: ErrorCode;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
  reason: LoginRefusalReason;
};

export type LoginResult = LoginRefused | LoginSucceeded | TooManyAttempts;

/** Signed in: the session cookie is set. */
export type LoginSucceeded = {
  __typename?: 'LoginSucceeded';
  account: Account;
};

/** Measurements of a model. */
export type ModelAnalysis = {
  __typename?: 'ModelAnalysis';
  /** mm² */
  area: Scalars['Float']['output'];
  /** A closed two-manifold surface (after repair). */
  manifold: Scalars['Boolean']['output'];
  /** Edges with more than two triangles, after repair. */
  nonManifoldEdges: Scalars['Int']['output'];
  /** Edges with one triangle (holes), after repair. */
  openEdges: Scalars['Int']['output'];
  /** Separate bodies. */
  shells: Scalars['Int']['output'];
  /** Wall thickness, if measurable; null while the analysis is at stage MEASURED. */
  thickness: Maybe<ThicknessSummary>;
  triangles: Scalars['Int']['output'];
  vertices: Scalars['Int']['output'];
  /** mm³ */
  volume: Scalars['Float']['output'];
};

/** An uploaded 3D model and what the engine found in it. Lengths are mm for the given unit at scale 1. */
export type ModelFile = {
  __typename?: 'ModelFile';
  /** The full measurements. */
  analysis: Maybe<ModelAnalysis>;
  /**
   * How much of the analysis is there: from MEASURED on (status still PROCESSING) the file has its
   * `dimensions` and `analysis` (without `thickness`) and can be priced.
   */
  analysisStage: AnalysisStage;
  /** The unit the file itself declares (3MF, STEP), if any. */
  detectedUnitOfLength: Maybe<Scalars['String']['output']>;
  /** Extent along X, Y and Z in mm. */
  dimensions: Maybe<Dimensions>;
  /** Why the analysis failed. */
  error: Maybe<AnalysisError>;
  /** The format found in the content, e.g. `stl-binary`. */
  format: Maybe<Scalars['String']['output']>;
  /** The front picture, the cart thumbnail (PNG). */
  frontPictureUrl: Maybe<Scalars['String']['output']>;
  /** File id (used as `objectId`/`referencedId` by pricing and cart). */
  id: Scalars['ID']['output'];
  /** The repaired model as 3MF, in mm. */
  modelUrl: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The uploaded file's name. */
  originalFilename: Scalars['String']['output'];
  /**
   * Download of the file exactly as uploaded, under its original name (`originalFilename`). Only
   * its uploader (and the shop's staff) read it, like every other part of a model file.
   */
  originalUrl: Scalars['String']['output'];
  /** What the repair changed; the shopper agrees to it before ordering when anything was changed. */
  repairInfo: Maybe<RepairInfo>;
  /** Download of the repaired model (STL). */
  repairedDownloadUrl: Maybe<Scalars['String']['output']>;
  /** Size of the upload in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** Where the analysis is: COMPLETED once every part of it is there. */
  status: ModelFileStatus;
  /** A likelier unit when the size makes the given one implausible. */
  suggestedUnitOfLength: Maybe<UnitOfLength>;
  /** The latest analysis task. */
  task: Maybe<AnalysisTask>;
  /** The unit the shopper gave (or the file declared). */
  unitOfLength: UnitOfLength;
  /**
   * The repaired model for 3D viewers as binary glTF 2.0 (GLB): one indexed triangle mesh in metres
   * with +Y up, its triangles in the order of `wallThicknessDataUrl`'s values. Null until analysed.
   */
  viewerModelUrl: Maybe<Scalars['String']['output']>;
  /**
   * Wall thickness per triangle, for colouring the 3D view: little-endian 32-bit floats, one per
   * triangle of the model at `viewerModelUrl` (and `modelUrl`) in its order, in mm for the given unit at scale 1 (multiply
   * by the scale).
   */
  wallThicknessDataUrl: Maybe<Scalars['String']['output']>;
  /**
   * The wall-thickness picture: the model coloured by thickness against the print mode's minimum
   * feature size (or `threshold` mm) at the given unit and scale, seen from an axis, with a legend.
   */
  wallThicknessImageUrl: Maybe<Scalars['String']['output']>;
  /**
   * What reading the file overlooked: it was read, but the shopper should know (show each code's
   * text). Empty for a file read as it should be, and until the analysis completes.
   */
  warnings: Array<ModelFileWarning>;
};


/** An uploaded 3D model and what the engine found in it. Lengths are mm for the given unit at scale 1. */
export type ModelFileWallThicknessImageUrlArgs = {
  axis?: InputMaybe<Axis>;
  direction?: InputMaybe<AxisDirection>;
  printModeId: InputMaybe<Scalars['ID']['input']>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<Scalars['Float']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  threshold: InputMaybe<Scalars['Float']['input']>;
  unit: InputMaybe<UnitOfLength>;
};

/** No model file with the given id that this client may read. */
export type ModelFileNotFound = ErrorResult & {
  __typename?: 'ModelFileNotFound';
  /** `NOT_FOUND`. */
  code: ErrorCode;
  /** The id asked for. */
  id: Scalars['ID']['output'];
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** A file's state as a whole. */
export type ModelFileStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING'
  | 'PROCESSING';

/** What to change on a model file. */
export type ModelFileUpdateInput = {
  /** New display name (trimmed, 1 to 200 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New unit; the measurements follow. */
  unitOfLength?: InputMaybe<UnitOfLength>;
};

/** The update breaks the file's rules (see `fields`); nothing was changed. */
export type ModelFileUpdateInvalid = ErrorResult & {
  __typename?: 'ModelFileUpdateInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** Something reading a model file overlooked. */
export type ModelFileWarning = {
  __typename?: 'ModelFileWarning';
  /**
   * Stable code from the 3D engine: `EXTENSION_MISMATCH` (read by its content), `THREEMF_PACKAGE_ISSUE`
   * (broken links in the package), `THREEMF_MARKUP_ISSUE` (markup against the 3MF specification),
   * `THREEMF_MATERIALS_IGNORED` (invalid colour and material data, ignored).
   */
  code: Scalars['String']['output'];
  /** An English sentence naming what was overlooked, for support. */
  message: Scalars['String']['output'];
};

/** An amount in euro cents, without (`net`) and with (`gross`) VAT. */
export type Money = {
  __typename?: 'Money';
  gross: Scalars['Int']['output'];
  net: Scalars['Int']['output'];
};

/** The root of every write. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts an open quote (the accept link of its mail, or the quote's page): the same order becomes
   * `ORDER_RECEIVED`, to be paid by `paymentMethod` (`PREPAID`, `INVOICE` or `PAYPAL`, by the
   * checkout's rules: `PAYMENT_METHOD_NOT_AVAILABLE` otherwise), at exactly the quoted prices and
   * totals (never priced again, whatever the catalogue or vouchers say now). The order confirmation is
   * mailed with its PDF; PayPal answers the link to approve the payment. Read with the same access as
   * `order(id, token)`: someone else's quote or a wrong token is `ORDER_NOT_FOUND`. A quote past
   * `Order.quoteValidUntil` is `QUOTE_EXPIRED`; one accepted already (another click, another tab) or
   * cancelled is `QUOTE_ALREADY_ACCEPTED`: a quote is accepted exactly once.
   */
  acceptQuote: AcceptQuoteResult;
  /** Attaches a drawing or document to an item (PDF, PNG, JPG, DXF, DWG, STEP, TXT; at most 20 MB). */
  addCartItemAttachment: CartResult;
  /** Adds configured models to a cart; every item is priced by the pricing service. */
  addCartItems: CartResult;
  /** Adds an internal note (1 to 2000 characters) to the order's audit trail; the customer never sees it. */
  addOrderNote: StaffOrderResult;
  /** Adds a staff member, who can sign in at once; for admins. */
  addStaffMember: AddStaffMemberResult;
  /**
   * Moves an order from `from` (the status the staff member saw: `ORDER_CHANGED` when it moved
   * meanwhile) to `to`, if the status machine allows it (`StaffOrder.nextStatuses`;
   * `TRANSITION_NOT_ALLOWED` otherwise). `ORDER_COMPLETED` (shipped) needs `trackingNumber`
   * (`TRACKING_NUMBER_REQUIRED`). The customer is mailed, in the order's language, when it goes
   * `IN_PRODUCTION`, `ORDER_COMPLETED` or `ORDER_CANCELLED`.
   */
  changeOrderStatus: StaffOrderResult;
  /**
   * Changes the signed-in shopper's password. On success every session of the account ends and the
   * session cookie is cleared, as `logout` does: the shopper signs in again with the new password.
   */
  changePassword: ChangePasswordResult;
  /**
   * Reports the shopper's return from PayPal (the query's `token` and `PayerID`): with `success` the
   * payment is captured, otherwise the order stays open to be paid later.
   */
  completePayPalPayment: CompletePaymentResult;
  /**
   * Changes the account's e-mail address with the code of the link `requestEmailChange` mailed.
   * Needs no session: the code alone names the account. The code works once.
   */
  confirmEmailChange: ConfirmEmailChangeResult;
  /** Confirms a registration with the code of its confirmation link. */
  confirmRegistration: ConfirmRegistrationResult;
  /** Starts an empty cart; keep its id on the client. */
  createCart: Cart;
  /** Creates a voucher (`VOUCHER_CODE_TAKEN` when another has the code, regardless of case). */
  createVoucher: StaffVoucherResult;
  /** Ends a voucher: its last day becomes yesterday, so it is refused from now on. */
  endVoucher: StaffVoucherResult;
  /**
   * Signs in with user name and password. The session is kept in an HttpOnly cookie of the
   * gateway's origin, so the browser sends it with every later request.
   */
  login: LoginResult;
  /** Ends the session and forgets its cookie. True whether or not somebody was signed in. */
  logout: Scalars['Boolean']['output'];
  /** Books the payment of an unpaid invoice or prepaid order (`ORDER_NOT_PAYABLE` otherwise); mails the customer. */
  markOrderPaid: StaffOrderResult;
  /**
   * Orders the cart (or requests a quote with `paymentMethod: QUOTE`) for the current shopper, signed
   * in or guest; the cart is emptied once the order is placed. A PayPal order answers the link to
   * approve the payment at PayPal.
   */
  placeOrder: PlaceOrderResult;
  /**
   * Extends the session (as reading `viewer` does) and tells whether somebody is signed in. A
   * `NotSignedIn` answer also clears the session cookie.
   */
  refreshSession: RefreshSessionResult;
  /**
   * Pays the captured amount of a cancelled PayPal order back through PayPal (`StaffOrder.refundable`):
   * its payment becomes `PAYMENT_REFUNDED`, the trail names who did it, and the customer is mailed in
   * the order's language. A second click refunds nothing more. Refused with `ORDER_NOT_PAYPAL`,
   * `ORDER_NOT_PAID`, `ORDER_NOT_CANCELLED` or `ORDER_ALREADY_REFUNDED`; when PayPal fails,
   * `PAYMENT_PROVIDER_UNAVAILABLE` or `PAYMENT_PROVIDER_ERROR` and nothing is changed.
   */
  refundOrder: StaffOrderResult;
  /**
   * Registers an account and sends an e-mail with a confirmation link (`/optin/{code}`); the
   * account can sign in once the link was followed.
   */
  register: RegisterResult;
  /** Removes an item. */
  removeCartItem: CartResult;
  /**
   * Orders the lines of one of the signed-in customer's orders again, at today's prices (priced
   * again, like placing), with the same addresses, payment method and shipping method; the
   * confirmation is mailed with its PDF. Only for the customer's own order that is no quote, not
   * from the old shop and paid (`paymentStatus: PAYMENT_RECEIVED`): otherwise `ORDER_NOT_REORDERABLE`
   * (`ORDER_NOT_FOUND` for someone else's order, `LOGIN_REQUIRED` for a guest). `priceChanged` tells
   * whether the new total differs from the old order's. A client that sends the same
   * `idempotencyKey` again (a double click, a retry) gets the order the first call placed.
   */
  reorder: ReorderResult;
  /**
   * Mails a confirmation link (`/mail-update/{code}`, valid 24 hours) to a new e-mail address for
   * the signed-in shopper. The account keeps its address until the link is followed
   * (`confirmEmailChange`).
   */
  requestEmailChange: RequestEmailChangeResult;
  /**
   * Mails a link to set a new password (`/reset-password/{code}`, valid 24 hours) to the accounts
   * with this e-mail address. The answer is the same whether or not an account has the address, so
   * nobody learns who is a customer. One link per address and 24 hours: a second request within
   * them is refused as `PasswordResetAlreadyRequested`, for every address alike.
   */
  requestPasswordReset: RequestPasswordResetResult;
  /**
   * Sets a new password with the code of a reset link. The code works once; every session of the
   * account ends, so the shopper signs in again with the new password.
   */
  resetPassword: ResetPasswordResult;
  /** Queues a failed analysis again. */
  retryAnalysis: RetryAnalysisResult;
  /** Stores the item's thumbnail (a PNG of the model's front, at most 2 MB). */
  setCartItemThumbnail: CartResult;
  /**
   * Signs a staff member in to the back office: an HttpOnly, SameSite=Strict cookie of its own that
   * ends `STAFF_SESSION_HOURS` after its last use. Attempts are limited per client
   * (`STAFF_RATE_LIMIT`), apart from customers' sign-ins.
   */
  staffLogin: StaffLoginResult;
  /** Ends the back-office session (true also when there was none). */
  staffLogout: Scalars['Boolean']['output'];
  /**
   * Sends the contact form (with the optional bug report) to the shop's inbox. Required: firstName,
   * lastName, mail, message, confirmation. Names at most 20 characters, subject 50, message 400.
   */
  submitContactForm: FormResult;
  /** Submits a VAT identification number (USt-IdNr.) for the shop's staff to enter on the account. */
  submitVatId: FormResult;
  /**
   * Signs up for the newsletter. Required: salutation, lastName, mail, confirmation. Salutation and
   * names at most 20 characters; the postal code is numeric.
   */
  subscribeNewsletter: FormResult;
  /**
   * Replaces the signed-in shopper's stored phone and addresses (the account's profile, the
   * checkout's "save the new address"), by the registration's rules: the updated `Account`, the
   * fields at fault, or `NotSignedIn`.
   */
  updateAccountDetails: UpdateAccountDetailsResult;
  /** Changes an item; a change of unit, scale, quantity, mode, finish or colour re-prices it. */
  updateCartItem: CartResult;
  /** Renames a file or changes its unit, which re-measures it. */
  updateModelFile: UpdateModelFileResult;
  /** Pays an open order now, or with another method (the order details' pay-now button). */
  updateOrderPayment: UpdateOrderPaymentResult;
  /** Changes a voucher's fields; its redemptions stay counted. */
  updateVoucher: StaffVoucherResult;
  /**
   * Uploads a 3D model (STL, PLY, 3MF, 3DS, STEP/STP, OBJ; at most 100 MB) and starts its analysis.
   * Follow the task with the `analysisProgress` subscription or by polling `analysisTask`. The file
   * answers only this client (its HttpOnly cookie `druckwerk_uploader`, set here: keep it) and the
   * customer signed in with it, now or later.
   */
  uploadModel: UploadModelResult;
};


/** The root of every write. */
export type MutationAcceptQuoteArgs = {
  orderId: Scalars['ID']['input'];
  paymentMethod: PaymentMethod;
  token: InputMaybe<Scalars['String']['input']>;
};


/** The root of every write. */
export type MutationAddCartItemAttachmentArgs = {
  cartId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  itemId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationAddCartItemsArgs = {
  cartId: Scalars['ID']['input'];
  items: Array<CartItemInput>;
};


/** The root of every write. */
export type MutationAddOrderNoteArgs = {
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationAddStaffMemberArgs = {
  input: StaffMemberInput;
};


/** The root of every write. */
export type MutationChangeOrderStatusArgs = {
  from: OrderStatus;
  orderId: Scalars['ID']['input'];
  to: OrderStatus;
  trackingNumber: InputMaybe<Scalars['String']['input']>;
};


/** The root of every write. */
export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationCompletePayPalPaymentArgs = {
  orderId: Scalars['ID']['input'];
  payerId: InputMaybe<Scalars['String']['input']>;
  success: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationConfirmEmailChangeArgs = {
  code: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationConfirmRegistrationArgs = {
  code: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationCreateVoucherArgs = {
  input: VoucherInput;
};


/** The root of every write. */
export type MutationEndVoucherArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** The root of every write. */
export type MutationMarkOrderPaidArgs = {
  orderId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** The root of every write. */
export type MutationRefundOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** The root of every write. */
export type MutationRemoveCartItemArgs = {
  cartId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationReorderArgs = {
  idempotencyKey: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationRetryAnalysisArgs = {
  taskId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationSetCartItemThumbnailArgs = {
  cartId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  itemId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationStaffLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The root of every write. */
export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


/** The root of every write. */
export type MutationSubmitVatIdArgs = {
  input: VatIdInput;
};


/** The root of every write. */
export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSignupInput;
};


/** The root of every write. */
export type MutationUpdateAccountDetailsArgs = {
  input: AccountDetailsInput;
};


/** The root of every write. */
export type MutationUpdateCartItemArgs = {
  cartId: Scalars['ID']['input'];
  input: CartItemUpdateInput;
  itemId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationUpdateModelFileArgs = {
  id: Scalars['ID']['input'];
  input: ModelFileUpdateInput;
};


/** The root of every write. */
export type MutationUpdateOrderPaymentArgs = {
  input: UpdateOrderPaymentInput;
  orderId: Scalars['ID']['input'];
};


/** The root of every write. */
export type MutationUpdateVoucherArgs = {
  id: Scalars['ID']['input'];
  input: VoucherInput;
};


/** The root of every write. */
export type MutationUploadModelArgs = {
  file: Scalars['Upload']['input'];
  name: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<UnitOfLength>;
};

/** The menus of the site. Links are paths in the shop (with language prefix) or absolute URLs. */
export type Navigation = {
  __typename?: 'Navigation';
  /** The left footer block (company: portfolio, contact, report a problem). */
  footerLeft: Array<NavigationItem>;
  /** The right footer block (legal: privacy, imprint, terms). */
  footerRight: Array<NavigationItem>;
  /** The main navigation in the header. */
  main: Array<NavigationItem>;
  /** The chapters of a story page (anchors on the page); empty on other pages. */
  story: Array<NavigationItem>;
  /** The small top navigation above the header. */
  top: Array<NavigationItem>;
};

/** One entry of a menu. */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  /** Whether the entry is the current page or one of its ancestors. */
  active: Scalars['Boolean']['output'];
  /** Sub-entries, in order. */
  children: Array<NavigationItem>;
  /** Whether the link leaves the shop (open it in a new tab). */
  external: Scalars['Boolean']['output'];
  /** A shop path (`/kontakt`, `/en/contact#contact-form`) or an absolute URL. */
  link: Scalars['String']['output'];
  /** The label. */
  title: Scalars['String']['output'];
};

/** The newsletter signup. */
export type NewsletterSignupInput = {
  /** The privacy statement was accepted; must be true. */
  confirmation: Scalars['Boolean']['input'];
  /** Company, at most 50 characters. */
  firm?: InputMaybe<Scalars['String']['input']>;
  /** First name, at most 20 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name, at most 20 characters. */
  lastName: Scalars['String']['input'];
  /** Town, at most 50 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address to subscribe. */
  mail: Scalars['String']['input'];
  /** Postal code, digits only (at most 10). */
  plz?: InputMaybe<Scalars['String']['input']>;
  /** Salutation (e.g. Frau, Herr, Divers), at most 20 characters. */
  salutation: Scalars['String']['input'];
  /** Street and number, at most 50 characters. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Nobody is signed in, or the session has ended; nothing was changed. */
export type NotSignedIn = ErrorResult & {
  __typename?: 'NotSignedIn';
  /** `NOT_SIGNED_IN`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** Operating-system choices of the bug report. */
export type OperatingSystem =
  /** Android. */
  | 'ANDROID'
  /** Apple iOS. */
  | 'IOS'
  /** Apple MacOS. */
  | 'MACOS'
  /** Another system. */
  | 'OTHER'
  /** Microsoft Windows. */
  | 'WINDOWS';

/** A placed order or quote (the spec's order tracking info). */
export type Order = {
  __typename?: 'Order';
  /** For an unpaid prepaid order: the bank account to transfer the total to; null otherwise. */
  bankTransfer: Maybe<BankTransfer>;
  billingAddress: OrderAddress;
  /** When it was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Business days to produce and ship. */
  deliveryDays: Scalars['Int']['output'];
  /** The order confirmation or quote as a PDF. */
  documentUrl: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether it was ordered as a business customer: its prices are shown net, VAT added. */
  isBusinessCustomer: Scalars['Boolean']['output'];
  /** Whether it is a quote (an accepted quote is an order: false). */
  isQuote: Scalars['Boolean']['output'];
  /** The ordered lines, as priced when ordered. */
  items: Array<OrderItem>;
  /** Whether it came from the old shop (no re-order, no pay-now). */
  legacy: Scalars['Boolean']['output'];
  /** The order number (`DW-2026-000042`). */
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  phone: Maybe<Scalars['String']['output']>;
  /** Business days to produce. */
  productionDays: Scalars['Int']['output'];
  /** Where a quote stands; null for an order that never was a quote. */
  quoteState: Maybe<QuoteState>;
  /**
   * Until when a quote may be accepted at its prices (ISO 8601; `QUOTE_VALID_DAYS` after it was
   * made); null for an order that never was a quote.
   */
  quoteValidUntil: Maybe<Scalars['String']['output']>;
  /** The customer's own reference. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  shippingAddress: OrderAddress;
  shippingMethod: OrderShippingMethod;
  status: OrderStatus;
  totals: OrderTotals;
  /** The parcel's tracking number, once the order has shipped (`ORDER_COMPLETED`). */
  trackingNumber: Maybe<Scalars['String']['output']>;
  /** The redeemed voucher's code. */
  voucherCode: Maybe<Scalars['String']['output']>;
};

/** An address of an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  addressSuffix: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  company: Maybe<Scalars['String']['output']>;
  /** The country's German name. */
  country: Scalars['String']['output'];
  countryId: Scalars['ID']['output'];
  /** The billing e-mail of a business customer. */
  email: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
  vatRegistrationNumber: Maybe<Scalars['String']['output']>;
};

/** An address as the payment details send it; its rules are checked when the order is placed. */
export type OrderAddressInput = {
  addressSuffix?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** A shipping country's id (`ShippingCountry.id`). */
  countryId: Scalars['ID']['input'];
  /** The billing e-mail of a business customer. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 characters. */
  firstname: Scalars['String']['input'];
  /** At most 20 characters. */
  lastname: Scalars['String']['input'];
  /** A postal code of the country. */
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required of business customers in the EU outside Germany. */
  vatRegistrationNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A page of a customer's orders, newest first. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** How many orders the customer has in all. */
  totalCount: Scalars['Int']['output'];
};

/** An order and where it is in the list. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Pass it as `after` to read the orders after this one. */
  cursor: Scalars['String']['output'];
  node: Order;
};

/** One ordered line. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /**
   * The drawings and documents attached to the line, as the order keeps them (they outlive the
   * cart): the file name as uploaded (made safe) and its download URL.
   */
  attachments: Array<Attachment>;
  color: CartItemColor;
  /** The line (all pieces), net cents. */
  lineNetCents: Scalars['Int']['output'];
  /** The model's name. */
  name: Scalars['String']['output'];
  /** One piece, net cents. */
  pieceNetCents: Scalars['Int']['output'];
  /** The line (all pieces), net and with the order's VAT rate. */
  price: Money;
  /** The print mode's name when ordered. */
  printMode: Scalars['String']['output'];
  /** Business days to produce. */
  productionDays: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** The surface finish's name when ordered. */
  surfaceFinish: Scalars['String']['output'];
  /** The line's picture (PNG), when it had one. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
};

/** An order's changed payment. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  order: Order;
  /** For PayPal: where the shopper approves the payment. */
  paymentLink: Maybe<Scalars['String']['output']>;
};

/** The order was placed (or had been: placing the same cart again answers the same order). */
export type OrderPlaced = {
  __typename?: 'OrderPlaced';
  order: Order;
  /** For PayPal: where the shopper approves the payment. */
  paymentLink: Maybe<Scalars['String']['output']>;
  /** Whether the total differs from `expectedTotalCents`. */
  priceChanged: Scalars['Boolean']['output'];
};

/** The order as it would be placed now. */
export type OrderPreview = {
  __typename?: 'OrderPreview';
  /** Business days to produce and ship. */
  deliveryDays: Scalars['Int']['output'];
  /** Business days to produce. */
  productionDays: Scalars['Int']['output'];
  shippingMethod: OrderShippingMethod;
  /**
   * What shipping costs for this order with each method offered to the delivery country (a free
   * shipping voucher and the order's VAT included), in the order of `ShippingCountry.shippingMethods`.
   */
  shippingOptions: Array<ShippingOption>;
  totals: OrderTotals;
  /** The voucher's code, when one is redeemed. */
  voucherCode: Maybe<Scalars['String']['output']>;
};

/** The result of an order preview. */
export type OrderPreviewResult = CheckoutError | OrderPreview;

/** How an order is shipped. */
export type OrderShippingMethod = {
  __typename?: 'OrderShippingMethod';
  /** Business days in transit. */
  days: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Where an order is in its processing (the spec's statuses). */
export type OrderStatus =
  | 'CUSTOMER_CONTACTED'
  | 'FILES_NOT_PRINTABLE'
  | 'FILES_PRINTABLE'
  | 'IN_PRODUCTION'
  | 'ORDER_CANCELLED'
  | 'ORDER_COMPLETED'
  | 'ORDER_RECEIVED'
  | 'PARTS_DEFECTIVE'
  | 'PARTS_REVIEWED'
  | 'QUOTE_GENERATED'
  | 'READY_FOR_PROCESSING'
  | 'SUPPLIER_REQUEST_SENT'
  /** Shown as Open. */
  | 'UNKNOWN';

/** An order's sums, in cents. */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  /** The voucher's reduction (0 without one). */
  discount: Money;
  /** The total to pay. */
  gross: Scalars['Int']['output'];
  /** The total without VAT. */
  net: Scalars['Int']['output'];
  /** The lines. */
  positions: Money;
  shipping: Money;
  /** The small-order surcharge (0 from 30 euro on). */
  surcharge: Money;
  /** The VAT. */
  tax: Scalars['Int']['output'];
  /** The VAT rate in percent (0 for a reverse charge). */
  taxRate: Scalars['Float']['output'];
};

/** Where a page of a cursor connection ends (Relay's page info, forward paging only). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last edge's cursor (pass it as `after`), or null for an empty page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** One language version of a page. */
export type PageLanguage = {
  __typename?: 'PageLanguage';
  /** Whether this is the language of the page asked for. */
  active: Scalars['Boolean']['output'];
  /** Whether the page exists in that language. */
  available: Scalars['Boolean']['output'];
  /** The language. */
  language: Language;
  /** The path of the page in that language; the home page of that language when `available` is false. */
  link: Scalars['String']['output'];
  /** Its locale: `de-DE`, `en-US` or `fr-FR`. */
  locale: Scalars['String']['output'];
  /** The language's own name (Deutsch, English, Français). */
  title: Scalars['String']['output'];
};

/** Title, subtitle and description of a page. */
export type PageMeta = {
  __typename?: 'PageMeta';
  /** A one-sentence description for search engines; null when none. */
  description: Maybe<Scalars['String']['output']>;
  /** The subtitle shown under the title in the sticky hero; null when the page has none. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** The page title (browser tab, search engines). */
  title: Scalars['String']['output'];
};

/**
 * The new password is set; every session of the account has ended and the session cookie is
 * cleared: sign in again with the new password.
 */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** The account's user name, to sign in with. */
  username: Scalars['String']['output'];
};

/**
 * Refused: the new password breaks its rules (8 to 20 characters; letters, digits, `_` and spaces);
 * nothing was changed.
 */
export type PasswordInvalid = ErrorResult & {
  __typename?: 'PasswordInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  /**
   * The rules broken, on `password` (`resetPassword`) or `newPassword` (`changePassword`):
   * `TOO_SHORT`, `TOO_LONG`, `INVALID_FORMAT`.
   */
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

/**
 * A reset link was already requested for this address within the last 24 hours (whether or not an
 * account has it); nothing was sent. The spec's "Active code found".
 */
export type PasswordResetAlreadyRequested = ErrorResult & {
  __typename?: 'PasswordResetAlreadyRequested';
  /** `ACTIVE_CODE_FOUND`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** The new password is set and every session of the account has ended: sign in with it. */
export type PasswordResetDone = {
  __typename?: 'PasswordResetDone';
  /** The account's user name, to sign in with. */
  username: Scalars['String']['output'];
};

/**
 * Accepted: if an account has this address, a reset link is on its way to it. The same answer whether
 * or not one has.
 */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  /** The address as given. */
  email: Scalars['String']['output'];
};

/** How an order is paid. */
export type PaymentMethod =
  /** By invoice: signed-in customers billed in Germany, without attached drawings. */
  | 'INVOICE'
  /** PayPal. */
  | 'PAYPAL'
  /** Bank transfer in advance (the default). */
  | 'PREPAID'
  /** A non-binding quote instead of an order (signed-in customers). */
  | 'QUOTE';

/** Whether a payment method may be used. */
export type PaymentMethodAvailability = {
  __typename?: 'PaymentMethodAvailability';
  available: Scalars['Boolean']['output'];
  method: PaymentMethod;
  /** Why not, when it is not available. */
  reason: Maybe<PaymentMethodRefusalReason>;
};

/** Every payment method, available or not. */
export type PaymentMethodList = {
  __typename?: 'PaymentMethodList';
  methods: Array<PaymentMethodAvailability>;
};

/** Why a payment method is not available. */
export type PaymentMethodRefusalReason =
  /** Not with attached drawings (those orders are reviewed first: invoice or quote). */
  | 'ATTACHMENTS'
  /** Only for a billing address in Germany. */
  | 'COUNTRY_NOT_GERMANY'
  /** Only for signed-in customers. */
  | 'LOGIN_REQUIRED';

/** The payment methods for a cart, or why they cannot be told. */
export type PaymentMethodsResult = CheckoutError | PaymentMethodList;

/** Whether an order is paid. */
export type PaymentStatus =
  | 'PAYMENT_PENDING'
  | 'PAYMENT_RECEIVED'
  /** A cancelled PayPal order's payment was paid back in full. */
  | 'PAYMENT_REFUNDED';

/** The payment details and the order to place. */
export type PlaceOrderInput = {
  billingAddress: OrderAddressInput;
  cartId: Scalars['ID']['input'];
  /** The shopper's e-mail address; the confirmation goes there. */
  email: Scalars['String']['input'];
  /** The total (gross cents) the shopper saw; the order is placed at the server's price and `priceChanged` tells. */
  expectedTotalCents?: InputMaybe<Scalars['Int']['input']>;
  /** Net prices plus VAT, and the billing address needs a company. */
  isBusinessCustomer: Scalars['Boolean']['input'];
  paymentMethod: PaymentMethod;
  /** At most 15 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The customer's own reference, printed on the documents. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /**
   * Signed-in customers: once the order is placed, its billing address (with the VAT id), its
   * shipping address (none when it is the billing address) and phone become the account's. A failure
   * to save is logged and does not fail the order; a guest's flag is ignored.
   */
  saveNewAddress?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the goods go, when not to the billing address. */
  shippingAddress?: InputMaybe<OrderAddressInput>;
  /** A shipping method of the delivery country (`shippingCountries`). */
  shippingMethodId: Scalars['ID']['input'];
  /**
   * Once the order is placed, sign its e-mail up for the newsletter with the billing address's names
   * (the shopper ticked the box). A failure is logged and does not fail the order.
   */
  signupToNewsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /** A `Voucher.id` from `validateVoucher`. */
  voucherId?: InputMaybe<Scalars['ID']['input']>;
};

/** The result of placing an order. */
export type PlaceOrderResult = CheckoutError | OrderPlaced;

/** One component of a line's price. */
export type PriceComponent = {
  __typename?: 'PriceComponent';
  /** Its amount on the whole line, in cents; negative for the quantity discount. */
  amount: Money;
  /** What it charges for. */
  kind: PriceComponentKind;
};

/** What the price model charges for (docs/pricing.md). */
export type PriceComponentKind =
  /** The colour's surcharge. */
  | 'COLOR_SURCHARGE'
  /** The surface finish's surcharge. */
  | 'FINISH'
  /** Unpacking, depowdering and inspecting each piece. */
  | 'HANDLING'
  /** The room the part takes in the build chamber (its bounding box). */
  | 'MACHINE_SPACE'
  /** The printed volume. */
  | 'MATERIAL'
  /** What lifts a piece to the print mode's minimum price per piece. */
  | 'MINIMUM_CHARGE'
  /** The chosen processing steps (not discounted). */
  | 'PROCESSING_STEPS'
  /** The quantity discount on the printed part: negative. */
  | 'QUANTITY_DISCOUNT';

/** A selection to price. */
export type PriceInput = {
  colorId: Scalars['ID']['input'];
  modelFileId: Scalars['ID']['input'];
  printModeId: Scalars['ID']['input'];
  /** 1 to 100000. */
  quantity?: Scalars['Int']['input'];
  /** Above 0, at most 1000. */
  scale?: Scalars['Float']['input'];
  surfaceFinishId: Scalars['ID']['input'];
  unit?: InputMaybe<UnitOfLength>;
};

/**
 * A print mode is one material printed with one method, for example PA 12 by selective laser
 * sintering. It decides which finishes and colours are available, the size limits and the price.
 */
export type PrintMode = {
  __typename?: 'PrintMode';
  /** Every colour of this mode; a colour may be limited to some finishes (see `Color.surfaceFinishIds`). */
  colors: Array<Color>;
  /** What the mode can do: texts, limits, resolutions and ranking. */
  features: PrintModeFeatures;
  /** Stable id, e.g. `sls-pa12-white`. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. "SLS PA 12 weiß". */
  name: Scalars['String']['output'];
  /** A picture of a sample part printed in this mode's material and look; null when there is none. */
  picture: Maybe<PrintModePicture>;
  /** The material that is printed. */
  printModeMaterial: PrintModeMaterial;
  /** The printing method. */
  printModeMethod: PrintModeMethod;
  /** Optional post-processing steps a shopper can add to an item. */
  processingSteps: Array<ProcessingStep>;
  /**
   * The least one piece costs in this mode (its minimum piece price), in cents: the catalogue's
   * "from" price. Processing steps and larger parts cost more.
   */
  startingPrice: Money;
  /** The surface finishes in display order; the first is the default. */
  surfaceFinishes: Array<SurfaceFinish>;
};

/** Properties and limits of a print mode. Lengths are millimetres. */
export type PrintModeFeatures = {
  __typename?: 'PrintModeFeatures';
  /** Typical uses. */
  applications: Scalars['String']['output'];
  /** A paragraph describing the mode. */
  description: Scalars['String']['output'];
  /** The largest part that fits the machine, per axis in mm. */
  maxDimensions: Dimensions;
  /** Where set, the three sides of a part's bounding box may add up to at most this many mm. */
  maxSumOfSides: Maybe<Scalars['Float']['output']>;
  /** The smallest detail that prints reliably, in mm; thinner walls are flagged as too small. */
  minFeatureSize: Scalars['Float']['output'];
  /** The smallest hole diameter that stays open, in mm. */
  minHoleDiameter: Scalars['Float']['output'];
  /** The recommended minimum wall thickness in mm. */
  minWallThickness: Scalars['Float']['output'];
  /** The mode ranked on several criteria, each 0 (poor) to 8 (excellent). */
  ranking: Array<RankingEntry>;
  /** Resolution in the build plane, in mm. */
  resolutionXY: Scalars['Float']['output'];
  /** Layer height, in mm. */
  resolutionZ: Scalars['Float']['output'];
  /** How the printed surface looks and feels. */
  surfaceQuality: Scalars['String']['output'];
};

/** The material of a print mode. */
export type PrintModeMaterial = {
  __typename?: 'PrintModeMaterial';
  /** Display name, e.g. "PA 12 (Polyamid)". */
  name: Scalars['String']['output'];
};

/** The printing method of a print mode. */
export type PrintModeMethod = {
  __typename?: 'PrintModeMethod';
  /** Display name, e.g. "Selektives Lasersintern (SLS)". */
  name: Scalars['String']['output'];
};

/** A print mode's catalogue picture: a PNG with a transparent background. */
export type PrintModePicture = {
  __typename?: 'PrintModePicture';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Loadable URL, through the gateway's media route. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** An optional post-processing step, e.g. threaded inserts. */
export type ProcessingStep = {
  __typename?: 'ProcessingStep';
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The choices within this step. */
  options: Array<ProcessingStepOption>;
};

/** A processing step chosen for an item. */
export type ProcessingStepChoice = {
  __typename?: 'ProcessingStepChoice';
  option: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  stepId: Scalars['ID']['output'];
};

/** A processing step to add to an item. */
export type ProcessingStepChoiceInput = {
  option: Scalars['ID']['input'];
  /** Above 0. */
  quantity: Scalars['Int']['input'];
  stepId: Scalars['ID']['input'];
};

/** One choice within a processing step. */
export type ProcessingStepOption = {
  __typename?: 'ProcessingStepOption';
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** What one application of a processing step option adds to one piece of a cart item's model. */
export type ProcessingStepSurcharge = {
  __typename?: 'ProcessingStepSurcharge';
  /** Business days the option adds to production. */
  extraDays: Scalars['Int']['output'];
  optionId: Scalars['ID']['output'];
  /** One application on one piece, in cents (a quantity of 3 applies it three times a piece). */
  piecePrice: Money;
  stepId: Scalars['ID']['output'];
};

/** A product or service teaser (layouts `layout-5` and `layout-6`); consecutive boxes form a grid. */
export type ProductBoxElement = ContentElementBase & {
  __typename?: 'ProductBoxElement';
  /** The text as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** The picture; null when none. */
  image: Maybe<ContentImage>;
  layout: Scalars['String']['output'];
  /** Where the box leads; null when nowhere. */
  link: Maybe<ContentLink>;
  size: ProductBoxSize;
  type: Scalars['String']['output'];
};

/** The size of a product box. */
export type ProductBoxSize =
  /** A quarter box, four in a row on desktop (layout `layout-6`). */
  | 'QUARTER'
  /** A regular box, half the row on desktop (layout `layout-5`). */
  | 'REGULAR';

/** The root of every read. */
export type Query = {
  __typename?: 'Query';
  /** An analysis task, or null when there is none with that id whose file this client may read. */
  analysisTask: Maybe<AnalysisTask>;
  /**
   * Every payment method, and whether this cart may be ordered with it by the current shopper (signed
   * in or guest) billed to `countryId` (absent: Germany, the form's default).
   */
  availablePaymentMethods: PaymentMethodsResult;
  /** A cart by id, or null when there is none (start a new one then). */
  cart: Maybe<Cart>;
  /**
   * A content page of the CMS by its URL slug, or null when there is no such page (show
   * `/not-available` then). The slugs `/`, `/start`, `/startseite` and `/startseite.html` all name
   * the home page `/start`, in every language.
   */
  contentPage: Maybe<ContentPage>;
  /** The gateway's version and the language this request is answered in; handy to check a connection. */
  gatewayInfo: GatewayInfo;
  /**
   * The tracking of an order placed in the merged partner shop (the track-order page), found only
   * by two facts: its number and the postal code of its shipping or billing address. Null when no
   * legacy order has both (which of them is wrong is not told); `TooManyAttempts` after
   * `TRACKING_RATE_LIMIT` look-ups from one client within the window (docs/api.md).
   */
  legacyOrderTracking: Maybe<LegacyOrderTrackingResult>;
  /**
   * An uploaded 3D file with its analysis, or null when there is none with that id that this client
   * may read: a file answers only the browser that uploaded it and the customer signed in there.
   */
  modelFile: Maybe<ModelFile>;
  /** The site's navigation menus in a language (the request's language when omitted). */
  navigation: Navigation;
  /**
   * An order or quote by id (the order-complete and order-details pages), or null when there is none
   * or the shopper may not read it (exactly as a missing one). A signed-in customer's order answers
   * only to that customer's session. A guest's order answers to the browser that placed it (or came
   * back from PayPal with it: the gateway remembers it in an HttpOnly cookie) and to the `token` of
   * the link in its confirmation mail (`/order-details/{id}?token=…`); a browser that reads it with
   * the token remembers it too.
   */
  order: Maybe<Order>;
  /**
   * Every payment method, and whether the current shopper may pay this placed order with it (the
   * checkout's rules for its billing country and drawings): the choice on the accept-quote page.
   * Read with the same access as `order(id, token)`; `ORDER_NOT_FOUND` otherwise.
   */
  orderPaymentMethods: PaymentMethodsResult;
  /**
   * What `placeOrder` with the same input would charge now (the review page's sums), checked by the
   * same rules: the same refusals come back before the shopper orders. Nothing is placed or redeemed.
   */
  orderPreview: OrderPreviewResult;
  /**
   * The place a postal code belongs to, to fill in an address form's city (e.g. `Berlin` for `DE`,
   * `10115`). Null when nothing is known of the code (so far only German codes are known) or when
   * the lookup failed: an address form works without it.
   */
  postalCodePlace: Maybe<Scalars['String']['output']>;
  /**
   * Prices one selection directly (for clients that do not walk the catalogue). Null when refused,
   * with the error as on `Color.price`.
   */
  price: Maybe<ItemPrice>;
  /** One print mode by id, or null when there is none with that id. */
  printMode: Maybe<PrintMode>;
  /** Every print mode the shop offers, in display order, with texts in the requested language. */
  printModes: Array<PrintMode>;
  /**
   * The countries the shop ships to, with their shipping methods; the first one is the default of
   * address forms. Names are in the request's language (`Accept-Language`).
   */
  shippingCountries: Array<ShippingCountry>;
  /** Shop-wide settings the storefront shows on every page. */
  shopSettings: ShopSettings;
  /** The staff member signed in to the back office (its own session, never a customer's), or null. */
  staffMe: Maybe<StaffMember>;
  /** The shop's staff, oldest first; for admins. */
  staffMembers: StaffMembersResult;
  /** One order as the back office sees it. */
  staffOrder: StaffOrderResult;
  /**
   * The shop's orders for the back office, filtered and searched (order number, billing name or
   * company, e-mail), sorted by `sort` (newest first when not given), paged by cursor (`first` 20 by
   * default, at most 50; `after` an `endCursor` of the same sort and filter, else `CheckoutError`
   * `INVALID_REQUEST` with the field `after`). Each order comes exactly once across the pages, also
   * when orders share a sort key or are placed meanwhile. Orders of the merged partner shop are not
   * among them.
   */
  staffOrders: StaffOrdersResult;
  /** Every voucher, by code, with how often it was redeemed. */
  staffVouchers: StaffVouchersResult;
  /**
   * Checks a voucher code against a cart (the voucher form on the review page): the voucher and what
   * it takes off this cart, or why it cannot be redeemed. It redeems nothing.
   */
  validateVoucher: ValidateVoucherResult;
  /**
   * The signed-in shopper's account, or null when nobody is signed in (or the session has ended).
   * Reading it extends the session.
   */
  viewer: Maybe<Account>;
};


/** The root of every read. */
export type QueryAnalysisTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryAvailablePaymentMethodsArgs = {
  cartId: Scalars['ID']['input'];
  countryId: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QueryCartArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryContentPageArgs = {
  language: InputMaybe<Language>;
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryLegacyOrderTrackingArgs = {
  orderNumber: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryModelFileArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryNavigationArgs = {
  language: InputMaybe<Language>;
};


/** The root of every read. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
  token: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. */
export type QueryOrderPaymentMethodsArgs = {
  orderId: Scalars['ID']['input'];
  token: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. */
export type QueryOrderPreviewArgs = {
  input: PlaceOrderInput;
};


/** The root of every read. */
export type QueryPostalCodePlaceArgs = {
  countryId: Scalars['ID']['input'];
  postalCode: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryPriceArgs = {
  input: PriceInput;
};


/** The root of every read. */
export type QueryPrintModeArgs = {
  id: Scalars['ID']['input'];
  language: InputMaybe<Language>;
};


/** The root of every read. */
export type QueryPrintModesArgs = {
  language: InputMaybe<Language>;
};


/** The root of every read. */
export type QueryStaffOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryStaffOrdersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<StaffOrderFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  sort: InputMaybe<StaffOrderSort>;
};


/** The root of every read. */
export type QueryValidateVoucherArgs = {
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
  isBusinessCustomer: Scalars['Boolean']['input'];
};

/** Where a quote stands. */
export type QuoteState =
  /** The customer accepted it: it is an order now. */
  | 'ACCEPTED'
  /** The shop cancelled it. */
  | 'CANCELLED'
  /** Its validity ended before it was accepted (it is `ORDER_CANCELLED`). */
  | 'EXPIRED'
  /** It may be accepted until `quoteValidUntil`. */
  | 'OPEN';

/** One criterion of a print mode's ranking. */
export type RankingEntry = {
  __typename?: 'RankingEntry';
  /** Stable key, e.g. `strength` or `detail`. */
  criterion: Scalars['String']['output'];
  /** The top of the scale, the same for every criterion of the catalogue (8 today). */
  max: Scalars['Int']['output'];
  /** Display name of the criterion. */
  name: Scalars['String']['output'];
  /** Score from 0 (poor) to `max` (excellent). */
  value: Scalars['Int']['output'];
};

/**
 * Markup the editor wrote by hand (type `html`), sanitised on the server: no scripts, no styles,
 * no event handler attributes, no `javascript:` or other unsafe URLs. Safe to insert as HTML.
 */
export type RawHtmlElement = ContentElementBase & {
  __typename?: 'RawHtmlElement';
  /** The sanitised HTML. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type RefreshSessionResult = NotSignedIn | SessionRefreshed;

export type RegisterInput = {
  billingAddress: BillingAddressInput;
  email: Scalars['String']['input'];
  /** 8 to 20 characters. */
  password: Scalars['String']['input'];
  /** At most 15 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The privacy statement was accepted; must be true. */
  privacyAccepted: Scalars['Boolean']['input'];
  /** Omit when goods go to the billing address. */
  shippingAddress?: InputMaybe<ShippingAddressInput>;
  /** 4 to 20 characters, no @; unique regardless of case. */
  username: Scalars['String']['input'];
};

export type RegisterResult = RegistrationInvalid | RegistrationPending | TooManyAttempts;

/** The account is confirmed and can sign in. */
export type RegistrationConfirmed = {
  __typename?: 'RegistrationConfirmed';
  /** The link had been followed before. */
  alreadyConfirmed: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

/**
 * Refused; nothing was stored. `code` is `VALIDATION_FAILED` (see `fields`, e.g. `USERNAME_TAKEN` on
 * `username`, `INVALID_POSTAL_CODE` on `billingAddress.postalCode`).
 */
export type RegistrationInvalid = ErrorResult & {
  __typename?: 'RegistrationInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** Registered: the confirmation e-mail is on its way to `email`. */
export type RegistrationPending = {
  __typename?: 'RegistrationPending';
  email: Scalars['String']['output'];
};

/** The result of a re-order. */
export type ReorderResult = CheckoutError | OrderPlaced;

/** What the automatic repair changed. */
export type RepairInfo = {
  __typename?: 'RepairInfo';
  /** Whether anything was changed, so the shopper must agree before ordering. */
  changed: Scalars['Boolean']['output'];
  closedOpenLoops: Scalars['Int']['output'];
  flippedPolygons: Scalars['Int']['output'];
  /** A picture with the repaired areas highlighted, from an axis, direction and rotation (0, 90, 180, 270). */
  image: Scalars['String']['output'];
  mergedVertexPairs: Scalars['Int']['output'];
  removedFlatOpenShells: Scalars['Int']['output'];
};


/** What the automatic repair changed. */
export type RepairInfoImageArgs = {
  axis: Axis;
  direction: AxisDirection;
  rotation: Scalars['Int']['input'];
};

export type RequestEmailChangeResult = EmailChangeRequested | EmailInvalid | EmailTaken | NotSignedIn | TooManyAttempts;

export type RequestPasswordResetResult = EmailInvalid | PasswordResetAlreadyRequested | PasswordResetRequested | TooManyAttempts;

export type ResetPasswordResult = CodeUsedOrExpired | PasswordInvalid | PasswordResetDone;

/** The result of `retryAnalysis`: the task, queued again, or why it was not. */
export type RetryAnalysisResult = AnalysisTask | RetryRefused;

/** Why a task was not queued again. */
export type RetryRefused = ErrorResult & {
  __typename?: 'RetryRefused';
  /** `NOT_FOUND` or `TASK_NOT_FAILED`. */
  code: ErrorCode;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** Somebody is signed in; the session (and its cookie) now lasts until `expiresAt`. */
export type SessionRefreshed = {
  __typename?: 'SessionRefreshed';
  /** When the session ends without another visit (ISO 8601). */
  expiresAt: Scalars['String']['output'];
};

/** A shipping address, with the rules of the billing address. */
export type ShippingAddressInput = {
  addressSuffix?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  countryId: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/** A country the shop ships to. */
export type ShippingCountry = {
  __typename?: 'ShippingCountry';
  /** The ISO 3166-1 alpha-2 code, used as `countryId` in address inputs. */
  id: Scalars['ID']['output'];
  isEU: Scalars['Boolean']['output'];
  /** The country's name in the request's language. */
  name: Scalars['String']['output'];
  /** A regular expression a postal code of the country matches as a whole. */
  postalCodePattern: Scalars['String']['output'];
  /** The ways to ship there: exactly one `STANDARD` method, listed first, and possibly faster ones. */
  shippingMethods: Array<ShippingMethod>;
  /** VAT rate in percent. */
  taxRate: Scalars['Float']['output'];
};

/** A way to ship to one country, with its price and delivery time. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** Unique across all countries (e.g. `DE-express`): the shipping method a checkout names. */
  id: Scalars['ID']['output'];
  kind: ShippingMethodKind;
  /** The method's name in the request's language, e.g. `Standard-Versand`. */
  name: Scalars['String']['output'];
  /**
   * The price in euro cents without VAT. Checkout adds VAT by the order's tax rule (which depends on
   * the country and on whether the customer is a business), so the gross price is known only there.
   * A free-shipping voucher makes the `STANDARD` method free.
   */
  netCents: Scalars['Int']['output'];
  /** Working days from dispatch to delivery, at most. */
  shippingDays: Scalars['Int']['output'];
};

/** What a shipping method is, whatever it is called. */
export type ShippingMethodKind =
  /** Faster and dearer. */
  | 'EXPRESS'
  /** The usual parcel service; every country has exactly one. */
  | 'STANDARD';

/** A shipping method's price for the previewed order. */
export type ShippingOption = {
  __typename?: 'ShippingOption';
  /** The `ShippingMethod.id`. */
  methodId: Scalars['ID']['output'];
  price: Money;
};

/** Settings of the shop, configured by its operators (environment variables of the gateway). */
export type ShopSettings = {
  __typename?: 'ShopSettings';
  /** The environment shown as an indicator, e.g. `staging`; null in production (no indicator). */
  environment: Maybe<Scalars['String']['output']>;
  /** A notice of planned downtime shown as a banner on every page; null when none is planned. */
  shutdownNotice: Maybe<Scalars['String']['output']>;
  /** The discount code offered in the welcome dialog (opened by `#welcome`); null when none. */
  welcomeDiscountCode: Maybe<Scalars['String']['output']>;
};

export type SortDirection =
  /** Smallest, earliest or first in the alphabet first. */
  | 'ASC'
  /** Largest, latest or last in the alphabet first. */
  | 'DESC';

/** Half picture, half text (layouts `layout-1` dark and `layout-2` light). */
export type SplitSectionElement = ContentElementBase & {
  __typename?: 'SplitSectionElement';
  /** The text as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** The picture; null when none. */
  image: Maybe<ContentImage>;
  /** The side the picture is on (from the gallery's horizontal position). */
  imageSide: ImageSide;
  layout: Scalars['String']['output'];
  /** Where the section's button leads; null when none. */
  link: Maybe<ContentLink>;
  theme: SplitSectionTheme;
  type: Scalars['String']['output'];
};

/** The colour scheme of a split section. */
export type SplitSectionTheme =
  /** Light text on a dark background (layout `layout-1`). */
  | 'DARK'
  /** Dark text on a light background (layout `layout-2`). */
  | 'LIGHT';

/** E-mail address and password do not match (which of them is not told). */
export type StaffLoginRefused = ErrorResult & {
  __typename?: 'StaffLoginRefused';
  /** `INVALID_CREDENTIALS`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type StaffLoginResult = StaffLoginRefused | StaffLoginSucceeded | TooManyAttempts;

export type StaffLoginSucceeded = {
  __typename?: 'StaffLoginSucceeded';
  member: StaffMember;
};

export type StaffMember = {
  __typename?: 'StaffMember';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: StaffRole;
};

export type StaffMemberInput = {
  email: Scalars['String']['input'];
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** 12 to 200 characters. */
  password: Scalars['String']['input'];
  role: StaffRole;
};

/** The new member's fields break their rules. */
export type StaffMemberInvalid = ErrorResult & {
  __typename?: 'StaffMemberInvalid';
  /** `VALIDATION_FAILED`. */
  code: ErrorCode;
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type StaffMemberList = {
  __typename?: 'StaffMemberList';
  members: Array<StaffMember>;
};

export type StaffMembersResult = AdminOnly | StaffMemberList | StaffOnly;

/** Refused: only the shop's staff may do this. A guest's or a customer's session never reaches staff data. */
export type StaffOnly = ErrorResult & {
  __typename?: 'StaffOnly';
  /** `STAFF_ONLY`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** An order as the back office sees it: the customer's view, its customer, what may come next, who changed what. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  /** Every change staff made, oldest first. */
  auditTrail: Array<AuditEntry>;
  /** The customer's account id; null for a guest's order. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** The ordered lines with their models: analysis, pictures, the repaired 3MF and STL. */
  items: Array<StaffOrderItem>;
  /** The language of the customer's mails about this order. */
  language: Language;
  /** The statuses it may be moved to now (docs/back-office.md). */
  nextStatuses: Array<OrderStatus>;
  order: Order;
  /** Whether `refundOrder` may pay it back now: a cancelled PayPal order, paid and not refunded. */
  refundable: Scalars['Boolean']['output'];
};

export type StaffOrderFilter = {
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  from?: InputMaybe<Scalars['String']['input']>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  /** Part of the order number, the billing name or company, or the e-mail address. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  /** Placed on or before this day (YYYY-MM-DD, UTC). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** An ordered line with the model it was ordered of. */
export type StaffOrderItem = {
  __typename?: 'StaffOrderItem';
  line: OrderItem;
  /** The model file and its analysis; null when the file is gone. */
  modelFile: Maybe<ModelFile>;
  /**
   * The line's print mode from today's catalogue (name, `features.minWallThickness`); null when the
   * catalogue no longer has it (the line keeps the name it was ordered under).
   */
  printMode: Maybe<PrintMode>;
  /**
   * The ordered part's thinnest wall in mm: the model's at the line's unit and scale; null when none
   * was measured.
   */
  thinnestWall: Maybe<Scalars['Float']['output']>;
  /**
   * The wall-thickness picture of the ordered part: coloured against the line's print mode's minimum
   * wall thickness, at the line's unit and scale; null before the analysis completed.
   */
  wallThicknessImageUrl: Maybe<Scalars['String']['output']>;
};


/** An ordered line with the model it was ordered of. */
export type StaffOrderItemWallThicknessImageUrlArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type StaffOrderResult = CheckoutError | StaffOnly | StaffOrder;

/** How the back office's orders list is sorted. */
export type StaffOrderSort = {
  /** `DESC` when not given. */
  direction?: InputMaybe<SortDirection>;
  field: StaffOrderSortField;
};

/** The column the orders list is sorted by; ties are broken by the order's id, in the same direction. */
export type StaffOrderSortField =
  /** The billing company, else the billing name, regardless of case. */
  | 'CUSTOMER'
  /** The order number. */
  | 'ORDER_NUMBER'
  /** When the order was placed (the default). */
  | 'PLACED_AT'
  /** The status, along the workflow (`QUOTE_GENERATED`, `ORDER_RECEIVED`, … `ORDER_CANCELLED`, `ORDER_COMPLETED`), not alphabetically. */
  | 'STATUS'
  /** The order's gross total. */
  | 'TOTAL';

/** `CheckoutError` `INVALID_REQUEST` (field `after`): the cursor is none of this list in this sort. */
export type StaffOrdersResult = CheckoutError | OrderConnection | StaffOnly;

export type StaffRole =
  /** Also manages the staff. */
  | 'ADMIN'
  /** Works on orders. */
  | 'STAFF';

/** A voucher as staff manage it. */
export type StaffVoucher = {
  __typename?: 'StaffVoucher';
  freeShipping: Scalars['Boolean']['output'];
  /** First and last day it is valid (YYYY-MM-DD, Berlin), inclusive; null: no bound. */
  fromDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How often it may be redeemed in all; null: no limit. */
  maxUsage: Maybe<Scalars['Int']['output']>;
  /** The cart value it needs, cents. */
  minValueCents: Maybe<Scalars['Int']['output']>;
  toDate: Maybe<Scalars['String']['output']>;
  type: VoucherType;
  /** How often it was redeemed. */
  usedCount: Scalars['Int']['output'];
  /** `PERCENTAGE`: percent (two decimals at most); `ABSOLUTE`: cents. */
  value: Scalars['Float']['output'];
  /** The code shoppers type (`voucherCode`, as on `Voucher`, so it never clashes with an error's `code`). */
  voucherCode: Scalars['String']['output'];
};

export type StaffVoucherList = {
  __typename?: 'StaffVoucherList';
  vouchers: Array<StaffVoucher>;
};

/** `CheckoutError` codes: `VOUCHER_CODE_TAKEN`, `VOUCHER_NOT_FOUND`, `INVALID_REQUEST` (with `fields`). */
export type StaffVoucherResult = CheckoutError | StaffOnly | StaffVoucher;

export type StaffVouchersResult = StaffOnly | StaffVoucherList;

/** The chapter menu of a story page (type `menu_story`); sticks below the header. */
export type StoryNavigationElement = ContentElementBase & {
  __typename?: 'StoryNavigationElement';
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  /** The chapters (anchors on this page), in order. */
  items: Array<NavigationItem>;
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The root of every live update (graphql-ws on the same `/graphql` endpoint). */
export type Subscription = {
  __typename?: 'Subscription';
  /** The task's state now and at every change, until it completes or fails. */
  analysisProgress: AnalysisTask;
};


/** The root of every live update (graphql-ws on the same `/graphql` endpoint). */
export type SubscriptionAnalysisProgressArgs = {
  taskId: Scalars['ID']['input'];
};

/** A surface finish of a print mode, e.g. raw, smoothed or dyed. */
export type SurfaceFinish = {
  __typename?: 'SurfaceFinish';
  /** The colours available with this finish, in display order; the first is the default. */
  colors: Array<Color>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** A task's status. */
export type TaskStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** Formatted text (type `text`, default layout). */
export type TextElement = ContentElementBase & {
  __typename?: 'TextElement';
  /** The text as sanitised HTML (paragraphs, lists, links, emphasis). */
  bodyHtml: Scalars['String']['output'];
  /** The header; null when the element has none. */
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Text with a gallery of images (type `textpic` or `textmedia`, default layout). */
export type TextWithImagesElement = ContentElementBase & {
  __typename?: 'TextWithImagesElement';
  /** The text as sanitised HTML; empty when none. */
  bodyHtml: Scalars['String']['output'];
  gallery: Gallery;
  header: Maybe<ElementHeader>;
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A band of wall thickness and the share of the surface in it. */
export type ThicknessBin = {
  __typename?: 'ThicknessBin';
  /** Share of the surface area, 0 to 1. */
  fraction: Scalars['Float']['output'];
  /** From this thickness (mm, inclusive). */
  from: Scalars['Float']['output'];
  /** To this thickness (mm, exclusive); null for the open last band. */
  to: Maybe<Scalars['Float']['output']>;
};

/** Wall thickness of a model. */
export type ThicknessSummary = {
  __typename?: 'ThicknessSummary';
  /** Surface share per thickness band. */
  histogram: Array<ThicknessBin>;
  /** Thinnest wall in mm; null when none could be measured. */
  min: Maybe<Scalars['Float']['output']>;
};

/** Too many attempts from this client; nothing was done. */
export type TooManyAttempts = ErrorResult & {
  __typename?: 'TooManyAttempts';
  /** `RATE_LIMITED`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
  retryAfterSeconds: Scalars['Int']['output'];
};

/** Length units a model can be given in. */
export type UnitOfLength =
  /** Centimetres. */
  | 'CM'
  /** Inches. */
  | 'INCH'
  /** Millimetres. */
  | 'MM';

/** An element of a type or layout the shop cannot render; show the warning box with both names. */
export type UnsupportedElement = ContentElementBase & {
  __typename?: 'UnsupportedElement';
  id: Scalars['ID']['output'];
  layout: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type UpdateAccountDetailsResult = Account | AccountDetailsInvalid | NotSignedIn;

/** The result of a file update. */
export type UpdateModelFileResult = ModelFile | ModelFileNotFound | ModelFileUpdateInvalid;

/** How to pay an open order. */
export type UpdateOrderPaymentInput = {
  /** `PREPAID`, `INVOICE` or `PAYPAL`. */
  paymentMethod: PaymentMethod;
};

/** The result of a payment change. */
export type UpdateOrderPaymentResult = CheckoutError | OrderPayment;

/** The result of an upload: the started analysis, or why the file was refused. */
export type UploadModelResult = FileRejected | UploadModelSuccess;

/** An accepted upload. */
export type UploadModelSuccess = {
  __typename?: 'UploadModelSuccess';
  /** The stored file; its analysis fills in when the task completes. */
  modelFile: ModelFile;
  /** The analysis task, queued. */
  task: AnalysisTask;
};

/** The result of a voucher check. */
export type ValidateVoucherResult = Voucher | VoucherInvalid | VoucherMinimumNotReached;

/** The VAT-ID submission. */
export type VatIdInput = {
  /** Who submits it (customer or company name), at most 50 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number for questions, at most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The VAT identification number: country code and digits, e.g. DE123456789 (spaces are ignored). */
  vatId: Scalars['String']['input'];
};

/** A voucher that can be redeemed on the cart. */
export type Voucher = {
  __typename?: 'Voucher';
  /** What it takes off this cart's goods. */
  discount: Money;
  /** Whether it also takes the shipping cost off. */
  freeShipping: Scalars['Boolean']['output'];
  /** From when it is valid (ISO 8601), or null for always. */
  fromDate: Maybe<Scalars['String']['output']>;
  /** Pass it as `PlaceOrderInput.voucherId`. */
  id: Scalars['ID']['output'];
  /** How often it may be redeemed in all, or null for no limit. */
  maxUsage: Maybe<Scalars['Int']['output']>;
  /** The goods' total (gross for private, net for business customers, cents) it needs, or null. */
  minValueCents: Maybe<Scalars['Int']['output']>;
  /** Until when it is valid (ISO 8601), or null for always. */
  toDate: Maybe<Scalars['String']['output']>;
  type: VoucherType;
  /** How often it was redeemed. */
  usageCount: Scalars['Int']['output'];
  /** Percent off the goods (`PERCENTAGE`) or euro cents off (`ABSOLUTE`). */
  value: Scalars['Float']['output'];
  /**
   * The code as the shop stores it (the shopper's spelling may differ in case). Not `code`: that
   * names an `ErrorResult`'s `ErrorCode` in the same union.
   */
  voucherCode: Scalars['String']['output'];
};

/**
 * A voucher's fields: a code of letters, digits, `-` and `_` (at most 30); a percentage of 0.01 to
 * 100 with two decimals at most, or whole cents; the last day not before the first.
 */
export type VoucherInput = {
  code: Scalars['String']['input'];
  freeShipping?: InputMaybe<Scalars['Boolean']['input']>;
  fromDate?: InputMaybe<Scalars['String']['input']>;
  maxUsage?: InputMaybe<Scalars['Int']['input']>;
  minValueCents?: InputMaybe<Scalars['Int']['input']>;
  toDate?: InputMaybe<Scalars['String']['input']>;
  type: VoucherType;
  value: Scalars['Float']['input'];
};

/** The voucher cannot be redeemed on this cart. */
export type VoucherInvalid = ErrorResult & {
  __typename?: 'VoucherInvalid';
  /** `DISCOUNT_NOT_VALID` (unknown, expired, used up) or `CART_NOT_FOUND`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** The voucher is valid, but the cart is below its minimum order value. */
export type VoucherMinimumNotReached = ErrorResult & {
  __typename?: 'VoucherMinimumNotReached';
  /** `DISCOUNT_MIN_VALUE_NOT_REACHED`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
  /** The minimum order value (cents). */
  minimumCents: Scalars['Int']['output'];
  /** What is missing to the minimum, in the customer's prices (cents). */
  remainingCents: Scalars['Int']['output'];
};

/** How a voucher's value is meant. */
export type VoucherType =
  /** `value` euro cents off the goods. */
  | 'ABSOLUTE'
  /** `value` percent off the goods. */
  | 'PERCENTAGE';

/** The old password is wrong; nothing was changed and the session lives on. */
export type WrongPassword = ErrorResult & {
  __typename?: 'WrongPassword';
  /** `WRONG_PASSWORD`. */
  code: ErrorCode;
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AcceptQuoteResult:
    | ( CheckoutErrorModel )
    | ( Omit<OrderPayment, 'order'> & { order: _RefType['Order'] } )
  ;
  AddStaffMemberResult:
    | ( AdminOnly )
    | ( EmailTaken )
    | ( StaffMemberModel )
    | ( StaffMemberInvalid )
    | ( StaffOnly )
  ;
  CartResult:
    | ( CartModel )
    | ( CartErrorModel )
  ;
  ChangePasswordResult:
    | ( NotSignedIn )
    | ( PasswordChanged )
    | ( PasswordInvalid )
    | ( TooManyAttempts )
    | ( WrongPassword )
  ;
  CompletePaymentResult:
    | ( CheckoutErrorModel )
    | ( OrderModel )
  ;
  ConfirmEmailChangeResult:
    | ( CodeUsedOrExpired )
    | ( EmailChanged )
    | ( EmailTaken )
  ;
  ConfirmRegistrationResult:
    | ( ConfirmationFailed )
    | ( RegistrationConfirmed )
  ;
  ContentElement:
    | ( CallToActionElement )
    | ( ContentPreviewElement )
    | ( DividerElement )
    | ( HeaderElement )
    | ( HeroBannerElement )
    | ( ImageBannerElement )
    | ( ProductBoxElement )
    | ( RawHtmlElement )
    | ( SplitSectionElement )
    | ( StoryNavigationElement )
    | ( TextElement )
    | ( TextWithImagesElement )
    | ( UnsupportedElement )
  ;
  FormResult:
    | ( FormInvalid )
    | ( FormRateLimited )
    | ( FormSubmitted )
  ;
  LegacyOrderTrackingResult:
    | ( LegacyTracking )
    | ( TooManyAttempts )
  ;
  LoginResult:
    | ( LoginRefused )
    | ( Omit<LoginSucceeded, 'account'> & { account: _RefType['Account'] } )
    | ( TooManyAttempts )
  ;
  OrderPreviewResult:
    | ( CheckoutErrorModel )
    | ( OrderPreviewModel )
  ;
  PaymentMethodsResult:
    | ( CheckoutErrorModel )
    | ( PaymentMethodList )
  ;
  PlaceOrderResult:
    | ( CheckoutErrorModel )
    | ( Omit<OrderPlaced, 'order'> & { order: _RefType['Order'] } )
  ;
  RefreshSessionResult:
    | ( NotSignedIn )
    | ( SessionRefreshed )
  ;
  RegisterResult:
    | ( RegistrationInvalid )
    | ( RegistrationPending )
    | ( TooManyAttempts )
  ;
  ReorderResult:
    | ( CheckoutErrorModel )
    | ( Omit<OrderPlaced, 'order'> & { order: _RefType['Order'] } )
  ;
  RequestEmailChangeResult:
    | ( EmailChangeRequested )
    | ( EmailInvalid )
    | ( EmailTaken )
    | ( NotSignedIn )
    | ( TooManyAttempts )
  ;
  RequestPasswordResetResult:
    | ( EmailInvalid )
    | ( PasswordResetAlreadyRequested )
    | ( PasswordResetRequested )
    | ( TooManyAttempts )
  ;
  ResetPasswordResult:
    | ( CodeUsedOrExpired )
    | ( PasswordInvalid )
    | ( PasswordResetDone )
  ;
  RetryAnalysisResult:
    | ( Task )
    | ( RetryRefused )
  ;
  StaffLoginResult:
    | ( StaffLoginRefused )
    | ( Omit<StaffLoginSucceeded, 'member'> & { member: _RefType['StaffMember'] } )
    | ( TooManyAttempts )
  ;
  StaffMembersResult:
    | ( AdminOnly )
    | ( Omit<StaffMemberList, 'members'> & { members: Array<_RefType['StaffMember']> } )
    | ( StaffOnly )
  ;
  StaffOrderResult:
    | ( CheckoutErrorModel )
    | ( StaffOnly )
    | ( StaffOrderModel )
  ;
  StaffOrdersResult:
    | ( CheckoutErrorModel )
    | ( Omit<OrderConnection, 'edges'> & { edges: Array<_RefType['OrderEdge']> } )
    | ( StaffOnly )
  ;
  StaffVoucherResult:
    | ( CheckoutErrorModel )
    | ( StaffOnly )
    | ( StaffVoucherModel )
  ;
  StaffVouchersResult:
    | ( StaffOnly )
    | ( Omit<StaffVoucherList, 'vouchers'> & { vouchers: Array<_RefType['StaffVoucher']> } )
  ;
  UpdateAccountDetailsResult:
    | ( AccountModel )
    | ( AccountDetailsInvalid )
    | ( NotSignedIn )
  ;
  UpdateModelFileResult:
    | ( FileEntity )
    | ( ModelFileNotFound )
    | ( ModelFileUpdateInvalid )
  ;
  UpdateOrderPaymentResult:
    | ( CheckoutErrorModel )
    | ( Omit<OrderPayment, 'order'> & { order: _RefType['Order'] } )
  ;
  UploadModelResult:
    | ( FileRejected )
    | ( UploadSuccessModel )
  ;
  ValidateVoucherResult:
    | ( Discount )
    | ( VoucherInvalidModel )
    | ( VoucherMinimumModel )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ContentElementBase:
    | ( CallToActionElement )
    | ( ContentPreviewElement )
    | ( DividerElement )
    | ( HeaderElement )
    | ( HeroBannerElement )
    | ( ImageBannerElement )
    | ( ProductBoxElement )
    | ( RawHtmlElement )
    | ( SplitSectionElement )
    | ( StoryNavigationElement )
    | ( TextElement )
    | ( TextWithImagesElement )
    | ( UnsupportedElement )
  ;
  ErrorResult:
    | ( AccountDetailsInvalid )
    | ( AdminOnly )
    | ( CartErrorModel )
    | ( CheckoutErrorModel )
    | ( CodeUsedOrExpired )
    | ( ConfirmationFailed )
    | ( EmailInvalid )
    | ( EmailTaken )
    | ( FileRejected )
    | ( FormInvalid )
    | ( FormRateLimited )
    | ( LoginRefused )
    | ( ModelFileNotFound )
    | ( ModelFileUpdateInvalid )
    | ( NotSignedIn )
    | ( PasswordInvalid )
    | ( PasswordResetAlreadyRequested )
    | ( RegistrationInvalid )
    | ( RetryRefused )
    | ( StaffLoginRefused )
    | ( StaffMemberInvalid )
    | ( StaffOnly )
    | ( TooManyAttempts )
    | ( VoucherInvalidModel )
    | ( VoucherMinimumModel )
    | ( WrongPassword )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptQuoteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AcceptQuoteResult']>;
  Account: ResolverTypeWrapper<AccountModel>;
  AccountDetailsInput: AccountDetailsInput;
  AccountDetailsInvalid: ResolverTypeWrapper<AccountDetailsInvalid>;
  AddStaffMemberResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddStaffMemberResult']>;
  Address: ResolverTypeWrapper<BillingAddress>;
  AdminOnly: ResolverTypeWrapper<AdminOnly>;
  AnalysisError: ResolverTypeWrapper<AnalysisError>;
  AnalysisPhase: AnalysisPhase;
  AnalysisStage: AnalysisStage;
  AnalysisTask: ResolverTypeWrapper<Task>;
  Attachment: ResolverTypeWrapper<Attachment>;
  AuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  AuditKind: AuditKind;
  Axis: Axis;
  AxisDirection: AxisDirection;
  BankTransfer: ResolverTypeWrapper<BankTransfer>;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Browser: Browser;
  BugReportInput: BugReportInput;
  CallToActionElement: ResolverTypeWrapper<CallToActionElement>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartError: ResolverTypeWrapper<CartErrorModel>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemColor: ResolverTypeWrapper<CartItemColor>;
  CartItemInput: CartItemInput;
  CartItemUpdateInput: CartItemUpdateInput;
  CartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CartResult']>;
  ChangePasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangePasswordResult']>;
  CheckoutError: ResolverTypeWrapper<CheckoutErrorModel>;
  CodeUsedOrExpired: ResolverTypeWrapper<CodeUsedOrExpired>;
  Color: ResolverTypeWrapper<ColorModel>;
  CompletePaymentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CompletePaymentResult']>;
  ConfirmEmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmEmailChangeResult']>;
  ConfirmRegistrationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmRegistrationResult']>;
  ConfirmationFailed: ResolverTypeWrapper<ConfirmationFailed>;
  ContactFormInput: ContactFormInput;
  ContentElement: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentElement']>;
  ContentElementBase: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ContentElementBase']>;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentLink: ResolverTypeWrapper<ContentLink>;
  ContentPage: ResolverTypeWrapper<Omit<ContentPage, 'elements'> & { elements: Array<ResolversTypes['ContentElement']> }>;
  ContentPreviewElement: ResolverTypeWrapper<ContentPreviewElement>;
  DeliveryEstimate: ResolverTypeWrapper<DeliveryEstimate>;
  Dimensions: ResolverTypeWrapper<Dimensions>;
  DividerElement: ResolverTypeWrapper<DividerElement>;
  ElementHeader: ResolverTypeWrapper<ElementHeader>;
  EmailChangeRequested: ResolverTypeWrapper<EmailChangeRequested>;
  EmailChanged: ResolverTypeWrapper<EmailChanged>;
  EmailInvalid: ResolverTypeWrapper<EmailInvalid>;
  EmailTaken: ResolverTypeWrapper<EmailTaken>;
  ErrorCode: ErrorCode;
  ErrorResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ErrorResult']>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FieldErrorCode: FieldErrorCode;
  FileRejected: ResolverTypeWrapper<FileRejected>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormInvalid: ResolverTypeWrapper<FormInvalid>;
  FormRateLimited: ResolverTypeWrapper<FormRateLimited>;
  FormResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FormResult']>;
  FormSubmitted: ResolverTypeWrapper<FormSubmitted>;
  Gallery: ResolverTypeWrapper<Gallery>;
  GalleryHorizontalPosition: GalleryHorizontalPosition;
  GalleryRow: ResolverTypeWrapper<GalleryRow>;
  GalleryVerticalPosition: GalleryVerticalPosition;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  HeaderElement: ResolverTypeWrapper<HeaderElement>;
  HeaderPosition: HeaderPosition;
  HeroBannerElement: ResolverTypeWrapper<HeroBannerElement>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageBannerElement: ResolverTypeWrapper<ImageBannerElement>;
  ImageSide: ImageSide;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemPrice: ResolverTypeWrapper<CalculationResult>;
  Language: Language;
  LegacyAddress: ResolverTypeWrapper<LegacyAddressModel>;
  LegacyOrderTracking: ResolverTypeWrapper<LegacyTracking>;
  LegacyOrderTrackingResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LegacyOrderTrackingResult']>;
  LoginInput: LoginInput;
  LoginRefusalReason: LoginRefusalReason;
  LoginRefused: ResolverTypeWrapper<LoginRefused>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LoginSucceeded: ResolverTypeWrapper<Omit<LoginSucceeded, 'account'> & { account: ResolversTypes['Account'] }>;
  ModelAnalysis: ResolverTypeWrapper<ModelAnalysis>;
  ModelFile: ResolverTypeWrapper<FileEntity>;
  ModelFileNotFound: ResolverTypeWrapper<ModelFileNotFound>;
  ModelFileStatus: ModelFileStatus;
  ModelFileUpdateInput: ModelFileUpdateInput;
  ModelFileUpdateInvalid: ResolverTypeWrapper<ModelFileUpdateInvalid>;
  ModelFileWarning: ResolverTypeWrapper<ModelFileWarning>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NewsletterSignupInput: NewsletterSignupInput;
  NotSignedIn: ResolverTypeWrapper<NotSignedIn>;
  OperatingSystem: OperatingSystem;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<OrderAddressModel>;
  OrderAddressInput: OrderAddressInput;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderItem: ResolverTypeWrapper<OrderLine>;
  OrderPayment: ResolverTypeWrapper<Omit<OrderPayment, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderPlaced: ResolverTypeWrapper<Omit<OrderPlaced, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderPreview: ResolverTypeWrapper<OrderPreviewModel>;
  OrderPreviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OrderPreviewResult']>;
  OrderShippingMethod: ResolverTypeWrapper<OrderShippingMethodModel>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageLanguage: ResolverTypeWrapper<PageLanguage>;
  PageMeta: ResolverTypeWrapper<PageMeta>;
  PasswordChanged: ResolverTypeWrapper<PasswordChanged>;
  PasswordInvalid: ResolverTypeWrapper<PasswordInvalid>;
  PasswordResetAlreadyRequested: ResolverTypeWrapper<PasswordResetAlreadyRequested>;
  PasswordResetDone: ResolverTypeWrapper<PasswordResetDone>;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PaymentMethod: PaymentMethod;
  PaymentMethodAvailability: ResolverTypeWrapper<PaymentMethodAvailability>;
  PaymentMethodList: ResolverTypeWrapper<PaymentMethodList>;
  PaymentMethodRefusalReason: PaymentMethodRefusalReason;
  PaymentMethodsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentMethodsResult']>;
  PaymentStatus: PaymentStatus;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PlaceOrderResult']>;
  PriceComponent: ResolverTypeWrapper<PriceComponent>;
  PriceComponentKind: PriceComponentKind;
  PriceInput: PriceInput;
  PrintMode: ResolverTypeWrapper<Omit<PrintMode, 'colors' | 'picture' | 'surfaceFinishes'> & { colors: Array<ResolversTypes['Color']>, picture?: Maybe<ResolversTypes['PrintModePicture']>, surfaceFinishes: Array<ResolversTypes['SurfaceFinish']> }>;
  PrintModeFeatures: ResolverTypeWrapper<PrintModeFeatures>;
  PrintModeMaterial: ResolverTypeWrapper<PrintModeMaterial>;
  PrintModeMethod: ResolverTypeWrapper<PrintModeMethod>;
  PrintModePicture: ResolverTypeWrapper<PrintModePictureDto>;
  ProcessingStep: ResolverTypeWrapper<ProcessingStep>;
  ProcessingStepChoice: ResolverTypeWrapper<ProcessingStepChoice>;
  ProcessingStepChoiceInput: ProcessingStepChoiceInput;
  ProcessingStepOption: ResolverTypeWrapper<ProcessingStepOption>;
  ProcessingStepSurcharge: ResolverTypeWrapper<ProcessingStepSurcharge>;
  ProductBoxElement: ResolverTypeWrapper<ProductBoxElement>;
  ProductBoxSize: ProductBoxSize;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteState: QuoteState;
  RankingEntry: ResolverTypeWrapper<RankingEntry>;
  RawHtmlElement: ResolverTypeWrapper<RawHtmlElement>;
  RefreshSessionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RefreshSessionResult']>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  RegistrationConfirmed: ResolverTypeWrapper<RegistrationConfirmed>;
  RegistrationInvalid: ResolverTypeWrapper<RegistrationInvalid>;
  RegistrationPending: ResolverTypeWrapper<RegistrationPending>;
  ReorderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReorderResult']>;
  RepairInfo: ResolverTypeWrapper<RepairInfoModel>;
  RequestEmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestEmailChangeResult']>;
  RequestPasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestPasswordResetResult']>;
  ResetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResetPasswordResult']>;
  RetryAnalysisResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RetryAnalysisResult']>;
  RetryRefused: ResolverTypeWrapper<RetryRefused>;
  SessionRefreshed: ResolverTypeWrapper<SessionRefreshed>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCountry: ResolverTypeWrapper<ShippingCountryModel>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingMethodKind: ShippingMethodKind;
  ShippingOption: ResolverTypeWrapper<ShippingOption>;
  ShopSettings: ResolverTypeWrapper<ShopSettings>;
  SortDirection: SortDirection;
  SplitSectionElement: ResolverTypeWrapper<SplitSectionElement>;
  SplitSectionTheme: SplitSectionTheme;
  StaffLoginRefused: ResolverTypeWrapper<StaffLoginRefused>;
  StaffLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffLoginResult']>;
  StaffLoginSucceeded: ResolverTypeWrapper<Omit<StaffLoginSucceeded, 'member'> & { member: ResolversTypes['StaffMember'] }>;
  StaffMember: ResolverTypeWrapper<StaffMemberModel>;
  StaffMemberInput: StaffMemberInput;
  StaffMemberInvalid: ResolverTypeWrapper<StaffMemberInvalid>;
  StaffMemberList: ResolverTypeWrapper<Omit<StaffMemberList, 'members'> & { members: Array<ResolversTypes['StaffMember']> }>;
  StaffMembersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffMembersResult']>;
  StaffOnly: ResolverTypeWrapper<StaffOnly>;
  StaffOrder: ResolverTypeWrapper<StaffOrderModel>;
  StaffOrderFilter: StaffOrderFilter;
  StaffOrderItem: ResolverTypeWrapper<OrderLine>;
  StaffOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffOrderResult']>;
  StaffOrderSort: StaffOrderSort;
  StaffOrderSortField: StaffOrderSortField;
  StaffOrdersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffOrdersResult']>;
  StaffRole: StaffRole;
  StaffVoucher: ResolverTypeWrapper<StaffVoucherModel>;
  StaffVoucherList: ResolverTypeWrapper<Omit<StaffVoucherList, 'vouchers'> & { vouchers: Array<ResolversTypes['StaffVoucher']> }>;
  StaffVoucherResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffVoucherResult']>;
  StaffVouchersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffVouchersResult']>;
  StoryNavigationElement: ResolverTypeWrapper<StoryNavigationElement>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SurfaceFinish: ResolverTypeWrapper<Omit<SurfaceFinish, 'colors'> & { colors: Array<ResolversTypes['Color']> }>;
  TaskStatus: TaskStatus;
  TextElement: ResolverTypeWrapper<TextElement>;
  TextWithImagesElement: ResolverTypeWrapper<TextWithImagesElement>;
  ThicknessBin: ResolverTypeWrapper<ThicknessBin>;
  ThicknessSummary: ResolverTypeWrapper<ThicknessSummary>;
  TooManyAttempts: ResolverTypeWrapper<TooManyAttempts>;
  UnitOfLength: UnitOfLength;
  UnsupportedElement: ResolverTypeWrapper<UnsupportedElement>;
  UpdateAccountDetailsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateAccountDetailsResult']>;
  UpdateModelFileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateModelFileResult']>;
  UpdateOrderPaymentInput: UpdateOrderPaymentInput;
  UpdateOrderPaymentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateOrderPaymentResult']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadModelResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UploadModelResult']>;
  UploadModelSuccess: ResolverTypeWrapper<UploadSuccessModel>;
  ValidateVoucherResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ValidateVoucherResult']>;
  VatIdInput: VatIdInput;
  Voucher: ResolverTypeWrapper<Discount>;
  VoucherInput: VoucherInput;
  VoucherInvalid: ResolverTypeWrapper<VoucherInvalidModel>;
  VoucherMinimumNotReached: ResolverTypeWrapper<VoucherMinimumModel>;
  VoucherType: VoucherType;
  WrongPassword: ResolverTypeWrapper<WrongPassword>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptQuoteResult: ResolversUnionTypes<ResolversParentTypes>['AcceptQuoteResult'];
  Account: AccountModel;
  AccountDetailsInput: AccountDetailsInput;
  AccountDetailsInvalid: AccountDetailsInvalid;
  AddStaffMemberResult: ResolversUnionTypes<ResolversParentTypes>['AddStaffMemberResult'];
  Address: BillingAddress;
  AdminOnly: AdminOnly;
  AnalysisError: AnalysisError;
  AnalysisTask: Task;
  Attachment: Attachment;
  AuditEntry: AuditEntryModel;
  BankTransfer: BankTransfer;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  BugReportInput: BugReportInput;
  CallToActionElement: CallToActionElement;
  Cart: CartModel;
  CartError: CartErrorModel;
  CartItem: CartItemModel;
  CartItemColor: CartItemColor;
  CartItemInput: CartItemInput;
  CartItemUpdateInput: CartItemUpdateInput;
  CartResult: ResolversUnionTypes<ResolversParentTypes>['CartResult'];
  ChangePasswordResult: ResolversUnionTypes<ResolversParentTypes>['ChangePasswordResult'];
  CheckoutError: CheckoutErrorModel;
  CodeUsedOrExpired: CodeUsedOrExpired;
  Color: ColorModel;
  CompletePaymentResult: ResolversUnionTypes<ResolversParentTypes>['CompletePaymentResult'];
  ConfirmEmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmEmailChangeResult'];
  ConfirmRegistrationResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmRegistrationResult'];
  ConfirmationFailed: ConfirmationFailed;
  ContactFormInput: ContactFormInput;
  ContentElement: ResolversUnionTypes<ResolversParentTypes>['ContentElement'];
  ContentElementBase: ResolversInterfaceTypes<ResolversParentTypes>['ContentElementBase'];
  ContentImage: ContentImage;
  ContentLink: ContentLink;
  ContentPage: Omit<ContentPage, 'elements'> & { elements: Array<ResolversParentTypes['ContentElement']> };
  ContentPreviewElement: ContentPreviewElement;
  DeliveryEstimate: DeliveryEstimate;
  Dimensions: Dimensions;
  DividerElement: DividerElement;
  ElementHeader: ElementHeader;
  EmailChangeRequested: EmailChangeRequested;
  EmailChanged: EmailChanged;
  EmailInvalid: EmailInvalid;
  EmailTaken: EmailTaken;
  ErrorResult: ResolversInterfaceTypes<ResolversParentTypes>['ErrorResult'];
  FieldError: FieldError;
  FileRejected: FileRejected;
  Float: Scalars['Float']['output'];
  FormInvalid: FormInvalid;
  FormRateLimited: FormRateLimited;
  FormResult: ResolversUnionTypes<ResolversParentTypes>['FormResult'];
  FormSubmitted: FormSubmitted;
  Gallery: Gallery;
  GalleryRow: GalleryRow;
  GatewayInfo: GatewayInfo;
  HeaderElement: HeaderElement;
  HeroBannerElement: HeroBannerElement;
  ID: Scalars['ID']['output'];
  ImageBannerElement: ImageBannerElement;
  Int: Scalars['Int']['output'];
  ItemPrice: CalculationResult;
  LegacyAddress: LegacyAddressModel;
  LegacyOrderTracking: LegacyTracking;
  LegacyOrderTrackingResult: ResolversUnionTypes<ResolversParentTypes>['LegacyOrderTrackingResult'];
  LoginInput: LoginInput;
  LoginRefused: LoginRefused;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginSucceeded: Omit<LoginSucceeded, 'account'> & { account: ResolversParentTypes['Account'] };
  ModelAnalysis: ModelAnalysis;
  ModelFile: FileEntity;
  ModelFileNotFound: ModelFileNotFound;
  ModelFileUpdateInput: ModelFileUpdateInput;
  ModelFileUpdateInvalid: ModelFileUpdateInvalid;
  ModelFileWarning: ModelFileWarning;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationItem: NavigationItem;
  NewsletterSignupInput: NewsletterSignupInput;
  NotSignedIn: NotSignedIn;
  Order: OrderModel;
  OrderAddress: OrderAddressModel;
  OrderAddressInput: OrderAddressInput;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderItem: OrderLine;
  OrderPayment: Omit<OrderPayment, 'order'> & { order: ResolversParentTypes['Order'] };
  OrderPlaced: Omit<OrderPlaced, 'order'> & { order: ResolversParentTypes['Order'] };
  OrderPreview: OrderPreviewModel;
  OrderPreviewResult: ResolversUnionTypes<ResolversParentTypes>['OrderPreviewResult'];
  OrderShippingMethod: OrderShippingMethodModel;
  OrderTotals: OrderTotals;
  PageInfo: PageInfo;
  PageLanguage: PageLanguage;
  PageMeta: PageMeta;
  PasswordChanged: PasswordChanged;
  PasswordInvalid: PasswordInvalid;
  PasswordResetAlreadyRequested: PasswordResetAlreadyRequested;
  PasswordResetDone: PasswordResetDone;
  PasswordResetRequested: PasswordResetRequested;
  PaymentMethodAvailability: PaymentMethodAvailability;
  PaymentMethodList: PaymentMethodList;
  PaymentMethodsResult: ResolversUnionTypes<ResolversParentTypes>['PaymentMethodsResult'];
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolversUnionTypes<ResolversParentTypes>['PlaceOrderResult'];
  PriceComponent: PriceComponent;
  PriceInput: PriceInput;
  PrintMode: Omit<PrintMode, 'colors' | 'picture' | 'surfaceFinishes'> & { colors: Array<ResolversParentTypes['Color']>, picture?: Maybe<ResolversParentTypes['PrintModePicture']>, surfaceFinishes: Array<ResolversParentTypes['SurfaceFinish']> };
  PrintModeFeatures: PrintModeFeatures;
  PrintModeMaterial: PrintModeMaterial;
  PrintModeMethod: PrintModeMethod;
  PrintModePicture: PrintModePictureDto;
  ProcessingStep: ProcessingStep;
  ProcessingStepChoice: ProcessingStepChoice;
  ProcessingStepChoiceInput: ProcessingStepChoiceInput;
  ProcessingStepOption: ProcessingStepOption;
  ProcessingStepSurcharge: ProcessingStepSurcharge;
  ProductBoxElement: ProductBoxElement;
  Query: Record<PropertyKey, never>;
  RankingEntry: RankingEntry;
  RawHtmlElement: RawHtmlElement;
  RefreshSessionResult: ResolversUnionTypes<ResolversParentTypes>['RefreshSessionResult'];
  RegisterInput: RegisterInput;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  RegistrationConfirmed: RegistrationConfirmed;
  RegistrationInvalid: RegistrationInvalid;
  RegistrationPending: RegistrationPending;
  ReorderResult: ResolversUnionTypes<ResolversParentTypes>['ReorderResult'];
  RepairInfo: RepairInfoModel;
  RequestEmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['RequestEmailChangeResult'];
  RequestPasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['RequestPasswordResetResult'];
  ResetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['ResetPasswordResult'];
  RetryAnalysisResult: ResolversUnionTypes<ResolversParentTypes>['RetryAnalysisResult'];
  RetryRefused: RetryRefused;
  SessionRefreshed: SessionRefreshed;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCountry: ShippingCountryModel;
  ShippingMethod: ShippingMethod;
  ShippingOption: ShippingOption;
  ShopSettings: ShopSettings;
  SplitSectionElement: SplitSectionElement;
  StaffLoginRefused: StaffLoginRefused;
  StaffLoginResult: ResolversUnionTypes<ResolversParentTypes>['StaffLoginResult'];
  StaffLoginSucceeded: Omit<StaffLoginSucceeded, 'member'> & { member: ResolversParentTypes['StaffMember'] };
  StaffMember: StaffMemberModel;
  StaffMemberInput: StaffMemberInput;
  StaffMemberInvalid: StaffMemberInvalid;
  StaffMemberList: Omit<StaffMemberList, 'members'> & { members: Array<ResolversParentTypes['StaffMember']> };
  StaffMembersResult: ResolversUnionTypes<ResolversParentTypes>['StaffMembersResult'];
  StaffOnly: StaffOnly;
  StaffOrder: StaffOrderModel;
  StaffOrderFilter: StaffOrderFilter;
  StaffOrderItem: OrderLine;
  StaffOrderResult: ResolversUnionTypes<ResolversParentTypes>['StaffOrderResult'];
  StaffOrderSort: StaffOrderSort;
  StaffOrdersResult: ResolversUnionTypes<ResolversParentTypes>['StaffOrdersResult'];
  StaffVoucher: StaffVoucherModel;
  StaffVoucherList: Omit<StaffVoucherList, 'vouchers'> & { vouchers: Array<ResolversParentTypes['StaffVoucher']> };
  StaffVoucherResult: ResolversUnionTypes<ResolversParentTypes>['StaffVoucherResult'];
  StaffVouchersResult: ResolversUnionTypes<ResolversParentTypes>['StaffVouchersResult'];
  StoryNavigationElement: StoryNavigationElement;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SurfaceFinish: Omit<SurfaceFinish, 'colors'> & { colors: Array<ResolversParentTypes['Color']> };
  TextElement: TextElement;
  TextWithImagesElement: TextWithImagesElement;
  ThicknessBin: ThicknessBin;
  ThicknessSummary: ThicknessSummary;
  TooManyAttempts: TooManyAttempts;
  UnsupportedElement: UnsupportedElement;
  UpdateAccountDetailsResult: ResolversUnionTypes<ResolversParentTypes>['UpdateAccountDetailsResult'];
  UpdateModelFileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateModelFileResult'];
  UpdateOrderPaymentInput: UpdateOrderPaymentInput;
  UpdateOrderPaymentResult: ResolversUnionTypes<ResolversParentTypes>['UpdateOrderPaymentResult'];
  Upload: Scalars['Upload']['output'];
  UploadModelResult: ResolversUnionTypes<ResolversParentTypes>['UploadModelResult'];
  UploadModelSuccess: UploadSuccessModel;
  ValidateVoucherResult: ResolversUnionTypes<ResolversParentTypes>['ValidateVoucherResult'];
  VatIdInput: VatIdInput;
  Voucher: Discount;
  VoucherInput: VoucherInput;
  VoucherInvalid: VoucherInvalidModel;
  VoucherMinimumNotReached: VoucherMinimumModel;
  WrongPassword: WrongPassword;
};

export type AcceptQuoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptQuoteResult'] = ResolversParentTypes['AcceptQuoteResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderPayment', ParentType, ContextType>;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  billingAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<AccountOrdersArgs>>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountDetailsInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountDetailsInvalid'] = ResolversParentTypes['AccountDetailsInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddStaffMemberResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddStaffMemberResult'] = ResolversParentTypes['AddStaffMemberResult']> = {
  __resolveType: TypeResolveFn<'AdminOnly' | 'EmailTaken' | 'StaffMember' | 'StaffMemberInvalid' | 'StaffOnly', ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressSuffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['ShippingCountry'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRegistrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOnlyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOnly'] = ResolversParentTypes['AdminOnly']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AnalysisErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisError'] = ResolversParentTypes['AnalysisError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalysisTaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisTask'] = ResolversParentTypes['AnalysisTask']> = {
  error?: Resolver<Maybe<ResolversTypes['AnalysisError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelFileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['AnalysisPhase'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['AnalysisStage'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromPaymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AuditKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toPaymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BankTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankTransfer'] = ResolversParentTypes['BankTransfer']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallToActionElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CallToActionElement'] = ResolversParentTypes['CallToActionElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  deliveryEstimate?: Resolver<Maybe<ResolversTypes['DeliveryEstimate']>, ParentType, ContextType, Partial<CartDeliveryEstimateArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  acknowledgedRepairInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['CartItemColor'], ParentType, ContextType>;
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deliveryEstimate?: Resolver<Maybe<ResolversTypes['DeliveryEstimate']>, ParentType, ContextType, Partial<CartItemDeliveryEstimateArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelFile?: Resolver<Maybe<ResolversTypes['ModelFile']>, ParentType, ContextType>;
  modelFileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  piecePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceBeforeDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceBreakdown?: Resolver<Maybe<Array<ResolversTypes['PriceComponent']>>, ParentType, ContextType>;
  printMode?: Resolver<Maybe<ResolversTypes['PrintMode']>, ParentType, ContextType>;
  printModeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processingStepSurcharges?: Resolver<Array<ResolversTypes['ProcessingStepSurcharge']>, ParentType, ContextType>;
  processingSteps?: Resolver<Array<ResolversTypes['ProcessingStepChoice']>, ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surfaceFinishId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  surfaceFinishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitOfLength?: Resolver<ResolversTypes['UnitOfLength'], ParentType, ContextType>;
};

export type CartItemColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItemColor'] = ResolversParentTypes['CartItemColor']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = {
  __resolveType: TypeResolveFn<'Cart' | 'CartError', ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  __resolveType: TypeResolveFn<'NotSignedIn' | 'PasswordChanged' | 'PasswordInvalid' | 'TooManyAttempts' | 'WrongPassword', ParentType, ContextType>;
};

export type CheckoutErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutError'] = ResolversParentTypes['CheckoutError']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PaymentMethodRefusalReason']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CodeUsedOrExpiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeUsedOrExpired'] = ResolversParentTypes['CodeUsedOrExpired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ItemPrice']>, ParentType, ContextType, RequireFields<ColorPriceArgs, 'modelFileId' | 'quantity' | 'scale'>>;
  surfaceFinishIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompletePaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompletePaymentResult'] = ResolversParentTypes['CompletePaymentResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'Order', ParentType, ContextType>;
};

export type ConfirmEmailChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailChangeResult'] = ResolversParentTypes['ConfirmEmailChangeResult']> = {
  __resolveType: TypeResolveFn<'CodeUsedOrExpired' | 'EmailChanged' | 'EmailTaken', ParentType, ContextType>;
};

export type ConfirmRegistrationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmRegistrationResult'] = ResolversParentTypes['ConfirmRegistrationResult']> = {
  __resolveType: TypeResolveFn<'ConfirmationFailed' | 'RegistrationConfirmed', ParentType, ContextType>;
};

export type ConfirmationFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmationFailed'] = ResolversParentTypes['ConfirmationFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentElement'] = ResolversParentTypes['ContentElement']> = {
  __resolveType: TypeResolveFn<'CallToActionElement' | 'ContentPreviewElement' | 'DividerElement' | 'HeaderElement' | 'HeroBannerElement' | 'ImageBannerElement' | 'ProductBoxElement' | 'RawHtmlElement' | 'SplitSectionElement' | 'StoryNavigationElement' | 'TextElement' | 'TextWithImagesElement' | 'UnsupportedElement', ParentType, ContextType>;
};

export type ContentElementBaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentElementBase'] = ResolversParentTypes['ContentElementBase']> = {
  __resolveType: TypeResolveFn<'CallToActionElement' | 'ContentPreviewElement' | 'DividerElement' | 'HeaderElement' | 'HeroBannerElement' | 'ImageBannerElement' | 'ProductBoxElement' | 'RawHtmlElement' | 'SplitSectionElement' | 'StoryNavigationElement' | 'TextElement' | 'TextWithImagesElement' | 'UnsupportedElement', ParentType, ContextType>;
};

export type ContentImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  elements?: Resolver<Array<ResolversTypes['ContentElement']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['PageLanguage']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPreviewElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPreviewElement'] = ResolversParentTypes['ContentPreviewElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryEstimateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryEstimate'] = ResolversParentTypes['DeliveryEstimate']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingMethodName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DimensionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dimensions'] = ResolversParentTypes['Dimensions']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DividerElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DividerElement'] = ResolversParentTypes['DividerElement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ElementHeaderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ElementHeader'] = ResolversParentTypes['ElementHeader']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['HeaderPosition'], ParentType, ContextType>;
  subheader?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailChangeRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeRequested'] = ResolversParentTypes['EmailChangeRequested']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChanged'] = ResolversParentTypes['EmailChanged']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailInvalid'] = ResolversParentTypes['EmailInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailTakenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailTaken'] = ResolversParentTypes['EmailTaken']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorResult'] = ResolversParentTypes['ErrorResult']> = {
  __resolveType: TypeResolveFn<'AccountDetailsInvalid' | 'AdminOnly' | 'CartError' | 'CheckoutError' | 'CodeUsedOrExpired' | 'ConfirmationFailed' | 'EmailInvalid' | 'EmailTaken' | 'FileRejected' | 'FormInvalid' | 'FormRateLimited' | 'LoginRefused' | 'ModelFileNotFound' | 'ModelFileUpdateInvalid' | 'NotSignedIn' | 'PasswordInvalid' | 'PasswordResetAlreadyRequested' | 'RegistrationInvalid' | 'RetryRefused' | 'StaffLoginRefused' | 'StaffMemberInvalid' | 'StaffOnly' | 'TooManyAttempts' | 'VoucherInvalid' | 'VoucherMinimumNotReached' | 'WrongPassword', ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  code?: Resolver<ResolversTypes['FieldErrorCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileRejectedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileRejected'] = ResolversParentTypes['FileRejected']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FormInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormInvalid'] = ResolversParentTypes['FormInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FormRateLimitedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormRateLimited'] = ResolversParentTypes['FormRateLimited']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FormResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormResult'] = ResolversParentTypes['FormResult']> = {
  __resolveType: TypeResolveFn<'FormInvalid' | 'FormRateLimited' | 'FormSubmitted', ParentType, ContextType>;
};

export type FormSubmittedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormSubmitted'] = ResolversParentTypes['FormSubmitted']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Gallery'] = ResolversParentTypes['Gallery']> = {
  horizontalPosition?: Resolver<ResolversTypes['GalleryHorizontalPosition'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['GalleryRow']>, ParentType, ContextType>;
  verticalPosition?: Resolver<ResolversTypes['GalleryVerticalPosition'], ParentType, ContextType>;
};

export type GalleryRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryRow'] = ResolversParentTypes['GalleryRow']> = {
  images?: Resolver<Array<ResolversTypes['ContentImage']>, ParentType, ContextType>;
};

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeaderElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeaderElement'] = ResolversParentTypes['HeaderElement']> = {
  header?: Resolver<ResolversTypes['ElementHeader'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HeroBannerElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeroBannerElement'] = ResolversParentTypes['HeroBannerElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageBannerElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageBannerElement'] = ResolversParentTypes['ImageBannerElement']> = {
  gallery?: Resolver<ResolversTypes['Gallery'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ItemPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItemPrice'] = ResolversParentTypes['ItemPrice']> = {
  breakdown?: Resolver<Maybe<Array<ResolversTypes['PriceComponent']>>, ParentType, ContextType>;
  deliveryEstimate?: Resolver<Maybe<ResolversTypes['DeliveryEstimate']>, ParentType, ContextType, Partial<ItemPriceDeliveryEstimateArgs>>;
  gross?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  net?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pieceGross?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pieceNet?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  printable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityDiscountPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scaledDimensions?: Resolver<ResolversTypes['Dimensions'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tooLarge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tooSmall?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LegacyAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyAddress'] = ResolversParentTypes['LegacyAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LegacyOrderTrackingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyOrderTracking'] = ResolversParentTypes['LegacyOrderTracking']> = {
  billingAddress?: Resolver<ResolversTypes['LegacyAddress'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['LegacyAddress'], ParentType, ContextType>;
  shippingCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LegacyOrderTrackingResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyOrderTrackingResult'] = ResolversParentTypes['LegacyOrderTrackingResult']> = {
  __resolveType: TypeResolveFn<'LegacyOrderTracking' | 'TooManyAttempts', ParentType, ContextType>;
};

export type LoginRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginRefused'] = ResolversParentTypes['LoginRefused']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['LoginRefusalReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  __resolveType: TypeResolveFn<'LoginRefused' | 'LoginSucceeded' | 'TooManyAttempts', ParentType, ContextType>;
};

export type LoginSucceededResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginSucceeded'] = ResolversParentTypes['LoginSucceeded']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelAnalysisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelAnalysis'] = ResolversParentTypes['ModelAnalysis']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  manifold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nonManifoldEdges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openEdges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thickness?: Resolver<Maybe<ResolversTypes['ThicknessSummary']>, ParentType, ContextType>;
  triangles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vertices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModelFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFile'] = ResolversParentTypes['ModelFile']> = {
  analysis?: Resolver<Maybe<ResolversTypes['ModelAnalysis']>, ParentType, ContextType>;
  analysisStage?: Resolver<ResolversTypes['AnalysisStage'], ParentType, ContextType>;
  detectedUnitOfLength?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['Dimensions']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['AnalysisError']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontPictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalFilename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repairInfo?: Resolver<Maybe<ResolversTypes['RepairInfo']>, ParentType, ContextType>;
  repairedDownloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ModelFileStatus'], ParentType, ContextType>;
  suggestedUnitOfLength?: Resolver<Maybe<ResolversTypes['UnitOfLength']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['AnalysisTask']>, ParentType, ContextType>;
  unitOfLength?: Resolver<ResolversTypes['UnitOfLength'], ParentType, ContextType>;
  viewerModelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallThicknessDataUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallThicknessImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ModelFileWallThicknessImageUrlArgs, 'axis' | 'direction' | 'rotation' | 'scale' | 'size'>>;
  warnings?: Resolver<Array<ResolversTypes['ModelFileWarning']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelFileNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFileNotFound'] = ResolversParentTypes['ModelFileNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelFileUpdateInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFileUpdateInvalid'] = ResolversParentTypes['ModelFileUpdateInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelFileWarningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFileWarning'] = ResolversParentTypes['ModelFileWarning']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptQuote?: Resolver<ResolversTypes['AcceptQuoteResult'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'orderId' | 'paymentMethod'>>;
  addCartItemAttachment?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddCartItemAttachmentArgs, 'cartId' | 'file' | 'itemId'>>;
  addCartItems?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddCartItemsArgs, 'cartId' | 'items'>>;
  addOrderNote?: Resolver<ResolversTypes['StaffOrderResult'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'orderId' | 'text'>>;
  addStaffMember?: Resolver<ResolversTypes['AddStaffMemberResult'], ParentType, ContextType, RequireFields<MutationAddStaffMemberArgs, 'input'>>;
  changeOrderStatus?: Resolver<ResolversTypes['StaffOrderResult'], ParentType, ContextType, RequireFields<MutationChangeOrderStatusArgs, 'from' | 'orderId' | 'to'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  completePayPalPayment?: Resolver<ResolversTypes['CompletePaymentResult'], ParentType, ContextType, RequireFields<MutationCompletePayPalPaymentArgs, 'orderId' | 'success' | 'token'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangeResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'code'>>;
  confirmRegistration?: Resolver<ResolversTypes['ConfirmRegistrationResult'], ParentType, ContextType, RequireFields<MutationConfirmRegistrationArgs, 'code'>>;
  createCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  createVoucher?: Resolver<ResolversTypes['StaffVoucherResult'], ParentType, ContextType, RequireFields<MutationCreateVoucherArgs, 'input'>>;
  endVoucher?: Resolver<ResolversTypes['StaffVoucherResult'], ParentType, ContextType, RequireFields<MutationEndVoucherArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markOrderPaid?: Resolver<ResolversTypes['StaffOrderResult'], ParentType, ContextType, RequireFields<MutationMarkOrderPaidArgs, 'orderId'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionResult'], ParentType, ContextType>;
  refundOrder?: Resolver<ResolversTypes['StaffOrderResult'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'orderId'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'cartId' | 'itemId'>>;
  reorder?: Resolver<ResolversTypes['ReorderResult'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderId'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangeResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'email'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'password'>>;
  retryAnalysis?: Resolver<ResolversTypes['RetryAnalysisResult'], ParentType, ContextType, RequireFields<MutationRetryAnalysisArgs, 'taskId'>>;
  setCartItemThumbnail?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSetCartItemThumbnailArgs, 'cartId' | 'file' | 'itemId'>>;
  staffLogin?: Resolver<ResolversTypes['StaffLoginResult'], ParentType, ContextType, RequireFields<MutationStaffLoginArgs, 'email' | 'password'>>;
  staffLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submitContactForm?: Resolver<ResolversTypes['FormResult'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  submitVatId?: Resolver<ResolversTypes['FormResult'], ParentType, ContextType, RequireFields<MutationSubmitVatIdArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['FormResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  updateAccountDetails?: Resolver<ResolversTypes['UpdateAccountDetailsResult'], ParentType, ContextType, RequireFields<MutationUpdateAccountDetailsArgs, 'input'>>;
  updateCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'cartId' | 'input' | 'itemId'>>;
  updateModelFile?: Resolver<ResolversTypes['UpdateModelFileResult'], ParentType, ContextType, RequireFields<MutationUpdateModelFileArgs, 'id' | 'input'>>;
  updateOrderPayment?: Resolver<ResolversTypes['UpdateOrderPaymentResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderPaymentArgs, 'input' | 'orderId'>>;
  updateVoucher?: Resolver<ResolversTypes['StaffVoucherResult'], ParentType, ContextType, RequireFields<MutationUpdateVoucherArgs, 'id' | 'input'>>;
  uploadModel?: Resolver<ResolversTypes['UploadModelResult'], ParentType, ContextType, RequireFields<MutationUploadModelArgs, 'file' | 'unit'>>;
};

export type NavigationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  footerLeft?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  footerRight?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  main?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  story?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  top?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotSignedInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotSignedIn'] = ResolversParentTypes['NotSignedIn']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransfer']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBusinessCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  legacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteState?: Resolver<Maybe<ResolversTypes['QuoteState']>, ParentType, ContextType>;
  quoteValidUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['OrderShippingMethod'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  addressSuffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRegistrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['CartItemColor'], ParentType, ContextType>;
  lineNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pieceNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  printMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surfaceFinish?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paymentLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPlacedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPlaced'] = ResolversParentTypes['OrderPlaced']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paymentLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPreview'] = ResolversParentTypes['OrderPreview']> = {
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['OrderShippingMethod'], ParentType, ContextType>;
  shippingOptions?: Resolver<Array<ResolversTypes['ShippingOption']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPreviewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPreviewResult'] = ResolversParentTypes['OrderPreviewResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderPreview', ParentType, ContextType>;
};

export type OrderShippingMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderShippingMethod'] = ResolversParentTypes['OrderShippingMethod']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageLanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageLanguage'] = ResolversParentTypes['PageLanguage']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageMetaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageMeta'] = ResolversParentTypes['PageMeta']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordInvalid'] = ResolversParentTypes['PasswordInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetAlreadyRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetAlreadyRequested'] = ResolversParentTypes['PasswordResetAlreadyRequested']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetDoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetDone'] = ResolversParentTypes['PasswordResetDone']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodAvailability'] = ResolversParentTypes['PaymentMethodAvailability']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PaymentMethodRefusalReason']>, ParentType, ContextType>;
};

export type PaymentMethodListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodList'] = ResolversParentTypes['PaymentMethodList']> = {
  methods?: Resolver<Array<ResolversTypes['PaymentMethodAvailability']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodsResult'] = ResolversParentTypes['PaymentMethodsResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'PaymentMethodList', ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderPlaced', ParentType, ContextType>;
};

export type PriceComponentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceComponent'] = ResolversParentTypes['PriceComponent']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PriceComponentKind'], ParentType, ContextType>;
};

export type PrintModeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintMode'] = ResolversParentTypes['PrintMode']> = {
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['PrintModeFeatures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['PrintModePicture']>, ParentType, ContextType>;
  printModeMaterial?: Resolver<ResolversTypes['PrintModeMaterial'], ParentType, ContextType>;
  printModeMethod?: Resolver<ResolversTypes['PrintModeMethod'], ParentType, ContextType>;
  processingSteps?: Resolver<Array<ResolversTypes['ProcessingStep']>, ParentType, ContextType>;
  startingPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  surfaceFinishes?: Resolver<Array<ResolversTypes['SurfaceFinish']>, ParentType, ContextType>;
};

export type PrintModeFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintModeFeatures'] = ResolversParentTypes['PrintModeFeatures']> = {
  applications?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDimensions?: Resolver<ResolversTypes['Dimensions'], ParentType, ContextType>;
  maxSumOfSides?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minFeatureSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minHoleDiameter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minWallThickness?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ranking?: Resolver<Array<ResolversTypes['RankingEntry']>, ParentType, ContextType>;
  resolutionXY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resolutionZ?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surfaceQuality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrintModeMaterialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintModeMaterial'] = ResolversParentTypes['PrintModeMaterial']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrintModeMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintModeMethod'] = ResolversParentTypes['PrintModeMethod']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrintModePictureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintModePicture'] = ResolversParentTypes['PrintModePicture']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessingStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessingStep'] = ResolversParentTypes['ProcessingStep']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ProcessingStepOption']>, ParentType, ContextType>;
};

export type ProcessingStepChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessingStepChoice'] = ResolversParentTypes['ProcessingStepChoice']> = {
  option?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProcessingStepOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessingStepOption'] = ResolversParentTypes['ProcessingStepOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcessingStepSurchargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessingStepSurcharge'] = ResolversParentTypes['ProcessingStepSurcharge']> = {
  extraDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  piecePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductBoxElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductBoxElement'] = ResolversParentTypes['ProductBoxElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ProductBoxSize'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  analysisTask?: Resolver<Maybe<ResolversTypes['AnalysisTask']>, ParentType, ContextType, RequireFields<QueryAnalysisTaskArgs, 'id'>>;
  availablePaymentMethods?: Resolver<ResolversTypes['PaymentMethodsResult'], ParentType, ContextType, RequireFields<QueryAvailablePaymentMethodsArgs, 'cartId'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'id'>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'slug'>>;
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  legacyOrderTracking?: Resolver<Maybe<ResolversTypes['LegacyOrderTrackingResult']>, ParentType, ContextType, RequireFields<QueryLegacyOrderTrackingArgs, 'orderNumber' | 'postalCode'>>;
  modelFile?: Resolver<Maybe<ResolversTypes['ModelFile']>, ParentType, ContextType, RequireFields<QueryModelFileArgs, 'id'>>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType, Partial<QueryNavigationArgs>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderPaymentMethods?: Resolver<ResolversTypes['PaymentMethodsResult'], ParentType, ContextType, RequireFields<QueryOrderPaymentMethodsArgs, 'orderId'>>;
  orderPreview?: Resolver<ResolversTypes['OrderPreviewResult'], ParentType, ContextType, RequireFields<QueryOrderPreviewArgs, 'input'>>;
  postalCodePlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryPostalCodePlaceArgs, 'countryId' | 'postalCode'>>;
  price?: Resolver<Maybe<ResolversTypes['ItemPrice']>, ParentType, ContextType, RequireFields<QueryPriceArgs, 'input'>>;
  printMode?: Resolver<Maybe<ResolversTypes['PrintMode']>, ParentType, ContextType, RequireFields<QueryPrintModeArgs, 'id'>>;
  printModes?: Resolver<Array<ResolversTypes['PrintMode']>, ParentType, ContextType, Partial<QueryPrintModesArgs>>;
  shippingCountries?: Resolver<Array<ResolversTypes['ShippingCountry']>, ParentType, ContextType>;
  shopSettings?: Resolver<ResolversTypes['ShopSettings'], ParentType, ContextType>;
  staffMe?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffMembers?: Resolver<ResolversTypes['StaffMembersResult'], ParentType, ContextType>;
  staffOrder?: Resolver<ResolversTypes['StaffOrderResult'], ParentType, ContextType, RequireFields<QueryStaffOrderArgs, 'id'>>;
  staffOrders?: Resolver<ResolversTypes['StaffOrdersResult'], ParentType, ContextType, Partial<QueryStaffOrdersArgs>>;
  staffVouchers?: Resolver<ResolversTypes['StaffVouchersResult'], ParentType, ContextType>;
  validateVoucher?: Resolver<ResolversTypes['ValidateVoucherResult'], ParentType, ContextType, RequireFields<QueryValidateVoucherArgs, 'cartId' | 'code' | 'isBusinessCustomer'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
};

export type RankingEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RankingEntry'] = ResolversParentTypes['RankingEntry']> = {
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RawHtmlElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RawHtmlElement'] = ResolversParentTypes['RawHtmlElement']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RefreshSessionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionResult'] = ResolversParentTypes['RefreshSessionResult']> = {
  __resolveType: TypeResolveFn<'NotSignedIn' | 'SessionRefreshed', ParentType, ContextType>;
};

export type RegisterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  __resolveType: TypeResolveFn<'RegistrationInvalid' | 'RegistrationPending' | 'TooManyAttempts', ParentType, ContextType>;
};

export type RegistrationConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationConfirmed'] = ResolversParentTypes['RegistrationConfirmed']> = {
  alreadyConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationInvalid'] = ResolversParentTypes['RegistrationInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationPendingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationPending'] = ResolversParentTypes['RegistrationPending']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReorderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderResult'] = ResolversParentTypes['ReorderResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderPlaced', ParentType, ContextType>;
};

export type RepairInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepairInfo'] = ResolversParentTypes['RepairInfo']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedOpenLoops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flippedPolygons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<RepairInfoImageArgs, 'axis' | 'direction' | 'rotation'>>;
  mergedVertexPairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedFlatOpenShells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RequestEmailChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestEmailChangeResult'] = ResolversParentTypes['RequestEmailChangeResult']> = {
  __resolveType: TypeResolveFn<'EmailChangeRequested' | 'EmailInvalid' | 'EmailTaken' | 'NotSignedIn' | 'TooManyAttempts', ParentType, ContextType>;
};

export type RequestPasswordResetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = {
  __resolveType: TypeResolveFn<'EmailInvalid' | 'PasswordResetAlreadyRequested' | 'PasswordResetRequested' | 'TooManyAttempts', ParentType, ContextType>;
};

export type ResetPasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = {
  __resolveType: TypeResolveFn<'CodeUsedOrExpired' | 'PasswordInvalid' | 'PasswordResetDone', ParentType, ContextType>;
};

export type RetryAnalysisResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetryAnalysisResult'] = ResolversParentTypes['RetryAnalysisResult']> = {
  __resolveType: TypeResolveFn<'AnalysisTask' | 'RetryRefused', ParentType, ContextType>;
};

export type RetryRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetryRefused'] = ResolversParentTypes['RetryRefused']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionRefreshedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionRefreshed'] = ResolversParentTypes['SessionRefreshed']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingCountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingCountry'] = ResolversParentTypes['ShippingCountry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEU?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCodePattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShippingMethodKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingOption'] = ResolversParentTypes['ShippingOption']> = {
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ShopSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopSettings'] = ResolversParentTypes['ShopSettings']> = {
  environment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shutdownNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcomeDiscountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SplitSectionElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SplitSectionElement'] = ResolversParentTypes['SplitSectionElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  imageSide?: Resolver<ResolversTypes['ImageSide'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['SplitSectionTheme'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffLoginRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLoginRefused'] = ResolversParentTypes['StaffLoginRefused']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLoginResult'] = ResolversParentTypes['StaffLoginResult']> = {
  __resolveType: TypeResolveFn<'StaffLoginRefused' | 'StaffLoginSucceeded' | 'TooManyAttempts', ParentType, ContextType>;
};

export type StaffLoginSucceededResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLoginSucceeded'] = ResolversParentTypes['StaffLoginSucceeded']> = {
  member?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMemberInvalid'] = ResolversParentTypes['StaffMemberInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMemberList'] = ResolversParentTypes['StaffMemberList']> = {
  members?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMembersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMembersResult'] = ResolversParentTypes['StaffMembersResult']> = {
  __resolveType: TypeResolveFn<'AdminOnly' | 'StaffMemberList' | 'StaffOnly', ParentType, ContextType>;
};

export type StaffOnlyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOnly'] = ResolversParentTypes['StaffOnly']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  auditTrail?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StaffOrderItem']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrderItem'] = ResolversParentTypes['StaffOrderItem']> = {
  line?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
  modelFile?: Resolver<Maybe<ResolversTypes['ModelFile']>, ParentType, ContextType>;
  printMode?: Resolver<Maybe<ResolversTypes['PrintMode']>, ParentType, ContextType>;
  thinnestWall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wallThicknessImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<StaffOrderItemWallThicknessImageUrlArgs, 'size'>>;
};

export type StaffOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrderResult'] = ResolversParentTypes['StaffOrderResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'StaffOnly' | 'StaffOrder', ParentType, ContextType>;
};

export type StaffOrdersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrdersResult'] = ResolversParentTypes['StaffOrdersResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderConnection' | 'StaffOnly', ParentType, ContextType>;
};

export type StaffVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffVoucher'] = ResolversParentTypes['StaffVoucher']> = {
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minValueCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VoucherType'], ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voucherCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffVoucherListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffVoucherList'] = ResolversParentTypes['StaffVoucherList']> = {
  vouchers?: Resolver<Array<ResolversTypes['StaffVoucher']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffVoucherResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffVoucherResult'] = ResolversParentTypes['StaffVoucherResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'StaffOnly' | 'StaffVoucher', ParentType, ContextType>;
};

export type StaffVouchersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffVouchersResult'] = ResolversParentTypes['StaffVouchersResult']> = {
  __resolveType: TypeResolveFn<'StaffOnly' | 'StaffVoucherList', ParentType, ContextType>;
};

export type StoryNavigationElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoryNavigationElement'] = ResolversParentTypes['StoryNavigationElement']> = {
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  analysisProgress?: SubscriptionResolver<ResolversTypes['AnalysisTask'], "analysisProgress", ParentType, ContextType, RequireFields<SubscriptionAnalysisProgressArgs, 'taskId'>>;
};

export type SurfaceFinishResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SurfaceFinish'] = ResolversParentTypes['SurfaceFinish']> = {
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextElement'] = ResolversParentTypes['TextElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextWithImagesElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextWithImagesElement'] = ResolversParentTypes['TextWithImagesElement']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gallery?: Resolver<ResolversTypes['Gallery'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['ElementHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ThicknessBinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThicknessBin'] = ResolversParentTypes['ThicknessBin']> = {
  fraction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ThicknessSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThicknessSummary'] = ResolversParentTypes['ThicknessSummary']> = {
  histogram?: Resolver<Array<ResolversTypes['ThicknessBin']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TooManyAttemptsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TooManyAttempts'] = ResolversParentTypes['TooManyAttempts']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnsupportedElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsupportedElement'] = ResolversParentTypes['UnsupportedElement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateAccountDetailsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateAccountDetailsResult'] = ResolversParentTypes['UpdateAccountDetailsResult']> = {
  __resolveType: TypeResolveFn<'Account' | 'AccountDetailsInvalid' | 'NotSignedIn', ParentType, ContextType>;
};

export type UpdateModelFileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateModelFileResult'] = ResolversParentTypes['UpdateModelFileResult']> = {
  __resolveType: TypeResolveFn<'ModelFile' | 'ModelFileNotFound' | 'ModelFileUpdateInvalid', ParentType, ContextType>;
};

export type UpdateOrderPaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateOrderPaymentResult'] = ResolversParentTypes['UpdateOrderPaymentResult']> = {
  __resolveType: TypeResolveFn<'CheckoutError' | 'OrderPayment', ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadModelResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadModelResult'] = ResolversParentTypes['UploadModelResult']> = {
  __resolveType: TypeResolveFn<'FileRejected' | 'UploadModelSuccess', ParentType, ContextType>;
};

export type UploadModelSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadModelSuccess'] = ResolversParentTypes['UploadModelSuccess']> = {
  modelFile?: Resolver<ResolversTypes['ModelFile'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['AnalysisTask'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ValidateVoucherResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ValidateVoucherResult'] = ResolversParentTypes['ValidateVoucherResult']> = {
  __resolveType: TypeResolveFn<'Voucher' | 'VoucherInvalid' | 'VoucherMinimumNotReached', ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minValueCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VoucherType'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voucherCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherInvalid'] = ResolversParentTypes['VoucherInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherMinimumNotReachedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherMinimumNotReached'] = ResolversParentTypes['VoucherMinimumNotReached']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WrongPasswordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WrongPassword'] = ResolversParentTypes['WrongPassword']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptQuoteResult?: AcceptQuoteResultResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AccountDetailsInvalid?: AccountDetailsInvalidResolvers<ContextType>;
  AddStaffMemberResult?: AddStaffMemberResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AdminOnly?: AdminOnlyResolvers<ContextType>;
  AnalysisError?: AnalysisErrorResolvers<ContextType>;
  AnalysisTask?: AnalysisTaskResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  BankTransfer?: BankTransferResolvers<ContextType>;
  CallToActionElement?: CallToActionElementResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemColor?: CartItemColorResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  CheckoutError?: CheckoutErrorResolvers<ContextType>;
  CodeUsedOrExpired?: CodeUsedOrExpiredResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  CompletePaymentResult?: CompletePaymentResultResolvers<ContextType>;
  ConfirmEmailChangeResult?: ConfirmEmailChangeResultResolvers<ContextType>;
  ConfirmRegistrationResult?: ConfirmRegistrationResultResolvers<ContextType>;
  ConfirmationFailed?: ConfirmationFailedResolvers<ContextType>;
  ContentElement?: ContentElementResolvers<ContextType>;
  ContentElementBase?: ContentElementBaseResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPreviewElement?: ContentPreviewElementResolvers<ContextType>;
  DeliveryEstimate?: DeliveryEstimateResolvers<ContextType>;
  Dimensions?: DimensionsResolvers<ContextType>;
  DividerElement?: DividerElementResolvers<ContextType>;
  ElementHeader?: ElementHeaderResolvers<ContextType>;
  EmailChangeRequested?: EmailChangeRequestedResolvers<ContextType>;
  EmailChanged?: EmailChangedResolvers<ContextType>;
  EmailInvalid?: EmailInvalidResolvers<ContextType>;
  EmailTaken?: EmailTakenResolvers<ContextType>;
  ErrorResult?: ErrorResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FileRejected?: FileRejectedResolvers<ContextType>;
  FormInvalid?: FormInvalidResolvers<ContextType>;
  FormRateLimited?: FormRateLimitedResolvers<ContextType>;
  FormResult?: FormResultResolvers<ContextType>;
  FormSubmitted?: FormSubmittedResolvers<ContextType>;
  Gallery?: GalleryResolvers<ContextType>;
  GalleryRow?: GalleryRowResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  HeaderElement?: HeaderElementResolvers<ContextType>;
  HeroBannerElement?: HeroBannerElementResolvers<ContextType>;
  ImageBannerElement?: ImageBannerElementResolvers<ContextType>;
  ItemPrice?: ItemPriceResolvers<ContextType>;
  LegacyAddress?: LegacyAddressResolvers<ContextType>;
  LegacyOrderTracking?: LegacyOrderTrackingResolvers<ContextType>;
  LegacyOrderTrackingResult?: LegacyOrderTrackingResultResolvers<ContextType>;
  LoginRefused?: LoginRefusedResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginSucceeded?: LoginSucceededResolvers<ContextType>;
  ModelAnalysis?: ModelAnalysisResolvers<ContextType>;
  ModelFile?: ModelFileResolvers<ContextType>;
  ModelFileNotFound?: ModelFileNotFoundResolvers<ContextType>;
  ModelFileUpdateInvalid?: ModelFileUpdateInvalidResolvers<ContextType>;
  ModelFileWarning?: ModelFileWarningResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NotSignedIn?: NotSignedInResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderPlaced?: OrderPlacedResolvers<ContextType>;
  OrderPreview?: OrderPreviewResolvers<ContextType>;
  OrderPreviewResult?: OrderPreviewResultResolvers<ContextType>;
  OrderShippingMethod?: OrderShippingMethodResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageLanguage?: PageLanguageResolvers<ContextType>;
  PageMeta?: PageMetaResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PasswordInvalid?: PasswordInvalidResolvers<ContextType>;
  PasswordResetAlreadyRequested?: PasswordResetAlreadyRequestedResolvers<ContextType>;
  PasswordResetDone?: PasswordResetDoneResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PaymentMethodAvailability?: PaymentMethodAvailabilityResolvers<ContextType>;
  PaymentMethodList?: PaymentMethodListResolvers<ContextType>;
  PaymentMethodsResult?: PaymentMethodsResultResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PriceComponent?: PriceComponentResolvers<ContextType>;
  PrintMode?: PrintModeResolvers<ContextType>;
  PrintModeFeatures?: PrintModeFeaturesResolvers<ContextType>;
  PrintModeMaterial?: PrintModeMaterialResolvers<ContextType>;
  PrintModeMethod?: PrintModeMethodResolvers<ContextType>;
  PrintModePicture?: PrintModePictureResolvers<ContextType>;
  ProcessingStep?: ProcessingStepResolvers<ContextType>;
  ProcessingStepChoice?: ProcessingStepChoiceResolvers<ContextType>;
  ProcessingStepOption?: ProcessingStepOptionResolvers<ContextType>;
  ProcessingStepSurcharge?: ProcessingStepSurchargeResolvers<ContextType>;
  ProductBoxElement?: ProductBoxElementResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RankingEntry?: RankingEntryResolvers<ContextType>;
  RawHtmlElement?: RawHtmlElementResolvers<ContextType>;
  RefreshSessionResult?: RefreshSessionResultResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegistrationConfirmed?: RegistrationConfirmedResolvers<ContextType>;
  RegistrationInvalid?: RegistrationInvalidResolvers<ContextType>;
  RegistrationPending?: RegistrationPendingResolvers<ContextType>;
  ReorderResult?: ReorderResultResolvers<ContextType>;
  RepairInfo?: RepairInfoResolvers<ContextType>;
  RequestEmailChangeResult?: RequestEmailChangeResultResolvers<ContextType>;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  RetryAnalysisResult?: RetryAnalysisResultResolvers<ContextType>;
  RetryRefused?: RetryRefusedResolvers<ContextType>;
  SessionRefreshed?: SessionRefreshedResolvers<ContextType>;
  ShippingCountry?: ShippingCountryResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingOption?: ShippingOptionResolvers<ContextType>;
  ShopSettings?: ShopSettingsResolvers<ContextType>;
  SplitSectionElement?: SplitSectionElementResolvers<ContextType>;
  StaffLoginRefused?: StaffLoginRefusedResolvers<ContextType>;
  StaffLoginResult?: StaffLoginResultResolvers<ContextType>;
  StaffLoginSucceeded?: StaffLoginSucceededResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberInvalid?: StaffMemberInvalidResolvers<ContextType>;
  StaffMemberList?: StaffMemberListResolvers<ContextType>;
  StaffMembersResult?: StaffMembersResultResolvers<ContextType>;
  StaffOnly?: StaffOnlyResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrderItem?: StaffOrderItemResolvers<ContextType>;
  StaffOrderResult?: StaffOrderResultResolvers<ContextType>;
  StaffOrdersResult?: StaffOrdersResultResolvers<ContextType>;
  StaffVoucher?: StaffVoucherResolvers<ContextType>;
  StaffVoucherList?: StaffVoucherListResolvers<ContextType>;
  StaffVoucherResult?: StaffVoucherResultResolvers<ContextType>;
  StaffVouchersResult?: StaffVouchersResultResolvers<ContextType>;
  StoryNavigationElement?: StoryNavigationElementResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SurfaceFinish?: SurfaceFinishResolvers<ContextType>;
  TextElement?: TextElementResolvers<ContextType>;
  TextWithImagesElement?: TextWithImagesElementResolvers<ContextType>;
  ThicknessBin?: ThicknessBinResolvers<ContextType>;
  ThicknessSummary?: ThicknessSummaryResolvers<ContextType>;
  TooManyAttempts?: TooManyAttemptsResolvers<ContextType>;
  UnsupportedElement?: UnsupportedElementResolvers<ContextType>;
  UpdateAccountDetailsResult?: UpdateAccountDetailsResultResolvers<ContextType>;
  UpdateModelFileResult?: UpdateModelFileResultResolvers<ContextType>;
  UpdateOrderPaymentResult?: UpdateOrderPaymentResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadModelResult?: UploadModelResultResolvers<ContextType>;
  UploadModelSuccess?: UploadModelSuccessResolvers<ContextType>;
  ValidateVoucherResult?: ValidateVoucherResultResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherInvalid?: VoucherInvalidResolvers<ContextType>;
  VoucherMinimumNotReached?: VoucherMinimumNotReachedResolvers<ContextType>;
  WrongPassword?: WrongPasswordResolvers<ContextType>;
};


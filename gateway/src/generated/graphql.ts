import type { UploadScalar } from '../datasources/multipart';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ColorModel } from '../datasources/pricing';
import type { FileEntity, Task } from '@druckwerk/analytx/contract';
import type { RepairInfoModel, UploadSuccessModel } from '../resolvers/models';
import type { CalculationResult } from '@druckwerk/pricing/contract';
import type { CartModel, CartItemModel, CartErrorModel } from '../datasources/checkout';
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
  /** Where the task is. */
  status: TaskStatus;
};

/** A file attached to a cart item. */
export type Attachment = {
  __typename?: 'Attachment';
  /** File name. */
  name: Scalars['String']['output'];
  /** Download URL. */
  url: Scalars['String']['output'];
};

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

/** A shopping cart. */
export type Cart = {
  __typename?: 'Cart';
  /** Cart id. */
  id: Scalars['ID']['output'];
  /** Distinct items (what the cart icon counts). */
  itemCount: Scalars['Int']['output'];
  /** The items, oldest first. */
  items: Array<CartItem>;
  /** Sum of the items' lines, in cents. */
  total: Money;
};

/** Why a cart change was refused. */
export type CartError = {
  __typename?: 'CartError';
  /**
   * Stable code: `CART_NOT_FOUND`, `ITEM_NOT_FOUND`, `OBJECT_NOT_FOUND`, `OBJECT_NOT_ANALYSED`,
   * `OBJECT_NOT_PRINTABLE`, `OBJECT_TOO_LARGE`, `INVALID_SELECTION`, `INVALID_QUANTITY`,
   * `FILE_TOO_LARGE`, `UNSUPPORTED_ATTACHMENT`, `NOT_A_PNG`.
   */
  code: Scalars['String']['output'];
  /** A sentence for the shopper. */
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
  /** The line before any discount. */
  priceBeforeDiscount: Money;
  /** The print mode, in the request's language. */
  printMode: Maybe<PrintMode>;
  printModeId: Scalars['ID']['output'];
  /** Chosen processing steps. */
  processingSteps: Array<ProcessingStepChoice>;
  /** Business days to produce. */
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
   * fetched in one batch request.
   */
  price: ItemPrice;
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

/** Why a file was refused before its analysis began. */
export type FileRejected = {
  __typename?: 'FileRejected';
  /** Stable code: `FILE_TOO_LARGE`, `UNSUPPORTED_FILE_TYPE`, `EMPTY_FILE`, `NO_FILE`. */
  code: Scalars['String']['output'];
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
};

/** About the gateway answering this request. */
export type GatewayInfo = {
  __typename?: 'GatewayInfo';
  /** The language resolved for this request from its `Accept-Language` header. */
  language: Language;
  /** The gateway's version. */
  version: Scalars['String']['output'];
};

/**
 * Price and printability of a model in one print mode, finish and colour. Money is in euro cents;
 * `net` is without and `gross` with VAT (19 % unless told otherwise).
 */
export type ItemPrice = {
  __typename?: 'ItemPrice';
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
  /** The thinnest wall or a side is under the mode's minimum feature size: it may break. */
  tooSmall: Scalars['Boolean']['output'];
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
  /** Wall thickness, if measurable. */
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
  /** The model for the 3D viewer (3MF). */
  modelUrl: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The uploaded file's name. */
  originalFilename: Scalars['String']['output'];
  /** What the repair changed; the shopper agrees to it before ordering when anything was changed. */
  repairInfo: Maybe<RepairInfo>;
  /** Download of the repaired model (STL). */
  repairedDownloadUrl: Maybe<Scalars['String']['output']>;
  /** Size of the upload in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** Where the analysis is. */
  status: ModelFileStatus;
  /** A likelier unit when the size makes the given one implausible. */
  suggestedUnitOfLength: Maybe<UnitOfLength>;
  /** The latest analysis task. */
  task: Maybe<AnalysisTask>;
  /** The unit the shopper gave (or the file declared). */
  unitOfLength: UnitOfLength;
  /**
   * Wall thickness per triangle, for colouring the 3D view: little-endian 32-bit floats, one per
   * triangle of the model at `modelUrl` in its order, in mm for the given unit at scale 1 (multiply
   * by the scale).
   */
  wallThicknessDataUrl: Maybe<Scalars['String']['output']>;
  /**
   * The wall-thickness picture: the model coloured by thickness against the print mode's minimum
   * feature size (or `threshold` mm) at the given unit and scale, seen from an axis, with a legend.
   */
  wallThicknessImageUrl: Maybe<Scalars['String']['output']>;
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

/** No model file has the given id. */
export type ModelFileNotFound = {
  __typename?: 'ModelFileNotFound';
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

/** An amount in euro cents, without (`net`) and with (`gross`) VAT. */
export type Money = {
  __typename?: 'Money';
  gross: Scalars['Int']['output'];
  net: Scalars['Int']['output'];
};

/** The root of every write. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attaches a drawing or document to an item (PDF, PNG, JPG, DXF, DWG, STEP, TXT; at most 20 MB). */
  addCartItemAttachment: CartResult;
  /** Adds configured models to a cart; every item is priced by the pricing service. */
  addCartItems: CartResult;
  /** Starts an empty cart; keep its id on the client. */
  createCart: Cart;
  /** Removes an item. */
  removeCartItem: CartResult;
  /** Queues a failed analysis again. */
  retryAnalysis: AnalysisTask;
  /** Stores the item's thumbnail (a PNG of the model's front, at most 2 MB). */
  setCartItemThumbnail: CartResult;
  /** Changes an item; a change of unit, scale, quantity, mode, finish or colour re-prices it. */
  updateCartItem: CartResult;
  /** Renames a file or changes its unit, which re-measures it. */
  updateModelFile: UpdateModelFileResult;
  /**
   * Uploads a 3D model (STL, PLY, 3MF, 3DS, STEP/STP; at most 100 MB) and starts its analysis.
   * Follow the task with the `analysisProgress` subscription or by polling `analysisTask`.
   */
  uploadModel: UploadModelResult;
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
export type MutationRemoveCartItemArgs = {
  cartId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
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
export type MutationUploadModelArgs = {
  file: Scalars['Upload']['input'];
  name: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<UnitOfLength>;
};

/** A selection to price. */
export type PriceInput = {
  colorId: Scalars['ID']['input'];
  modelFileId: Scalars['ID']['input'];
  printModeId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
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
  /** The material that is printed. */
  printModeMaterial: PrintModeMaterial;
  /** The printing method. */
  printModeMethod: PrintModeMethod;
  /** Optional post-processing steps a shopper can add to an item. */
  processingSteps: Array<ProcessingStep>;
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

/** The root of every read. */
export type Query = {
  __typename?: 'Query';
  /** An analysis task, or null when there is none with that id. */
  analysisTask: Maybe<AnalysisTask>;
  /** A cart by id, or null when there is none (start a new one then). */
  cart: Maybe<Cart>;
  /** The gateway's version and the language this request is answered in; handy to check a connection. */
  gatewayInfo: GatewayInfo;
  /** An uploaded 3D file with its analysis, or null when there is none with that id. */
  modelFile: Maybe<ModelFile>;
  /** Prices one selection directly (for clients that do not walk the catalogue). */
  price: ItemPrice;
  /** One print mode by id, or null when there is none with that id. */
  printMode: Maybe<PrintMode>;
  /** Every print mode the shop offers, in display order, with texts in the requested language. */
  printModes: Array<PrintMode>;
};


/** The root of every read. */
export type QueryAnalysisTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryCartArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryModelFileArgs = {
  id: Scalars['ID']['input'];
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

/** One criterion of a print mode's ranking. */
export type RankingEntry = {
  __typename?: 'RankingEntry';
  /** Stable key, e.g. `strength` or `detail`. */
  criterion: Scalars['String']['output'];
  /** The top of the scale: 8. */
  max: Scalars['Int']['output'];
  /** Display name of the criterion. */
  name: Scalars['String']['output'];
  /** Score from 0 (poor) to `max` (excellent). */
  value: Scalars['Int']['output'];
};

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

/** Length units a model can be given in. */
export type UnitOfLength =
  /** Centimetres. */
  | 'CM'
  /** Inches. */
  | 'INCH'
  /** Millimetres. */
  | 'MM';

/** The result of a file update. */
export type UpdateModelFileResult = ModelFile | ModelFileNotFound;

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
  CartResult:
    | ( CartModel )
    | ( CartErrorModel )
  ;
  UpdateModelFileResult:
    | ( FileEntity )
    | ( ModelFileNotFound )
  ;
  UploadModelResult:
    | ( FileRejected )
    | ( UploadSuccessModel )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnalysisError: ResolverTypeWrapper<AnalysisError>;
  AnalysisPhase: AnalysisPhase;
  AnalysisTask: ResolverTypeWrapper<Task>;
  Attachment: ResolverTypeWrapper<Attachment>;
  Axis: Axis;
  AxisDirection: AxisDirection;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartError: ResolverTypeWrapper<CartErrorModel>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemColor: ResolverTypeWrapper<CartItemColor>;
  CartItemInput: CartItemInput;
  CartItemUpdateInput: CartItemUpdateInput;
  CartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CartResult']>;
  Color: ResolverTypeWrapper<ColorModel>;
  Dimensions: ResolverTypeWrapper<Dimensions>;
  FileRejected: ResolverTypeWrapper<FileRejected>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemPrice: ResolverTypeWrapper<CalculationResult>;
  Language: Language;
  ModelAnalysis: ResolverTypeWrapper<ModelAnalysis>;
  ModelFile: ResolverTypeWrapper<FileEntity>;
  ModelFileNotFound: ResolverTypeWrapper<ModelFileNotFound>;
  ModelFileStatus: ModelFileStatus;
  ModelFileUpdateInput: ModelFileUpdateInput;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PriceInput: PriceInput;
  PrintMode: ResolverTypeWrapper<Omit<PrintMode, 'colors' | 'surfaceFinishes'> & { colors: Array<ResolversTypes['Color']>, surfaceFinishes: Array<ResolversTypes['SurfaceFinish']> }>;
  PrintModeFeatures: ResolverTypeWrapper<PrintModeFeatures>;
  PrintModeMaterial: ResolverTypeWrapper<PrintModeMaterial>;
  PrintModeMethod: ResolverTypeWrapper<PrintModeMethod>;
  ProcessingStep: ResolverTypeWrapper<ProcessingStep>;
  ProcessingStepChoice: ResolverTypeWrapper<ProcessingStepChoice>;
  ProcessingStepChoiceInput: ProcessingStepChoiceInput;
  ProcessingStepOption: ResolverTypeWrapper<ProcessingStepOption>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RankingEntry: ResolverTypeWrapper<RankingEntry>;
  RepairInfo: ResolverTypeWrapper<RepairInfoModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SurfaceFinish: ResolverTypeWrapper<Omit<SurfaceFinish, 'colors'> & { colors: Array<ResolversTypes['Color']> }>;
  TaskStatus: TaskStatus;
  ThicknessBin: ResolverTypeWrapper<ThicknessBin>;
  ThicknessSummary: ResolverTypeWrapper<ThicknessSummary>;
  UnitOfLength: UnitOfLength;
  UpdateModelFileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateModelFileResult']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadModelResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UploadModelResult']>;
  UploadModelSuccess: ResolverTypeWrapper<UploadSuccessModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnalysisError: AnalysisError;
  AnalysisTask: Task;
  Attachment: Attachment;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartModel;
  CartError: CartErrorModel;
  CartItem: CartItemModel;
  CartItemColor: CartItemColor;
  CartItemInput: CartItemInput;
  CartItemUpdateInput: CartItemUpdateInput;
  CartResult: ResolversUnionTypes<ResolversParentTypes>['CartResult'];
  Color: ColorModel;
  Dimensions: Dimensions;
  FileRejected: FileRejected;
  Float: Scalars['Float']['output'];
  GatewayInfo: GatewayInfo;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ItemPrice: CalculationResult;
  ModelAnalysis: ModelAnalysis;
  ModelFile: FileEntity;
  ModelFileNotFound: ModelFileNotFound;
  ModelFileUpdateInput: ModelFileUpdateInput;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  PriceInput: PriceInput;
  PrintMode: Omit<PrintMode, 'colors' | 'surfaceFinishes'> & { colors: Array<ResolversParentTypes['Color']>, surfaceFinishes: Array<ResolversParentTypes['SurfaceFinish']> };
  PrintModeFeatures: PrintModeFeatures;
  PrintModeMaterial: PrintModeMaterial;
  PrintModeMethod: PrintModeMethod;
  ProcessingStep: ProcessingStep;
  ProcessingStepChoice: ProcessingStepChoice;
  ProcessingStepChoiceInput: ProcessingStepChoiceInput;
  ProcessingStepOption: ProcessingStepOption;
  Query: Record<PropertyKey, never>;
  RankingEntry: RankingEntry;
  RepairInfo: RepairInfoModel;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SurfaceFinish: Omit<SurfaceFinish, 'colors'> & { colors: Array<ResolversParentTypes['Color']> };
  ThicknessBin: ThicknessBin;
  ThicknessSummary: ThicknessSummary;
  UpdateModelFileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateModelFileResult'];
  Upload: Scalars['Upload']['output'];
  UploadModelResult: ResolversUnionTypes<ResolversParentTypes>['UploadModelResult'];
  UploadModelSuccess: UploadSuccessModel;
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
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  acknowledgedRepairInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['CartItemColor'], ParentType, ContextType>;
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelFile?: Resolver<Maybe<ResolversTypes['ModelFile']>, ParentType, ContextType>;
  modelFileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  piecePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceBeforeDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  printMode?: Resolver<Maybe<ResolversTypes['PrintMode']>, ParentType, ContextType>;
  printModeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type ColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ItemPrice'], ParentType, ContextType, RequireFields<ColorPriceArgs, 'modelFileId' | 'quantity' | 'scale'>>;
  surfaceFinishIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DimensionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dimensions'] = ResolversParentTypes['Dimensions']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FileRejectedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileRejected'] = ResolversParentTypes['FileRejected']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItemPrice'] = ResolversParentTypes['ItemPrice']> = {
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
  detectedUnitOfLength?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['Dimensions']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['AnalysisError']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontPictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalFilename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repairInfo?: Resolver<Maybe<ResolversTypes['RepairInfo']>, ParentType, ContextType>;
  repairedDownloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ModelFileStatus'], ParentType, ContextType>;
  suggestedUnitOfLength?: Resolver<Maybe<ResolversTypes['UnitOfLength']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['AnalysisTask']>, ParentType, ContextType>;
  unitOfLength?: Resolver<ResolversTypes['UnitOfLength'], ParentType, ContextType>;
  wallThicknessDataUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallThicknessImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ModelFileWallThicknessImageUrlArgs, 'axis' | 'direction' | 'rotation' | 'scale' | 'size'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelFileNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFileNotFound'] = ResolversParentTypes['ModelFileNotFound']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCartItemAttachment?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddCartItemAttachmentArgs, 'cartId' | 'file' | 'itemId'>>;
  addCartItems?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddCartItemsArgs, 'cartId' | 'items'>>;
  createCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  removeCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'cartId' | 'itemId'>>;
  retryAnalysis?: Resolver<ResolversTypes['AnalysisTask'], ParentType, ContextType, RequireFields<MutationRetryAnalysisArgs, 'taskId'>>;
  setCartItemThumbnail?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSetCartItemThumbnailArgs, 'cartId' | 'file' | 'itemId'>>;
  updateCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'cartId' | 'input' | 'itemId'>>;
  updateModelFile?: Resolver<ResolversTypes['UpdateModelFileResult'], ParentType, ContextType, RequireFields<MutationUpdateModelFileArgs, 'id' | 'input'>>;
  uploadModel?: Resolver<ResolversTypes['UploadModelResult'], ParentType, ContextType, RequireFields<MutationUploadModelArgs, 'file' | 'unit'>>;
};

export type PrintModeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintMode'] = ResolversParentTypes['PrintMode']> = {
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['PrintModeFeatures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printModeMaterial?: Resolver<ResolversTypes['PrintModeMaterial'], ParentType, ContextType>;
  printModeMethod?: Resolver<ResolversTypes['PrintModeMethod'], ParentType, ContextType>;
  processingSteps?: Resolver<Array<ResolversTypes['ProcessingStep']>, ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  analysisTask?: Resolver<Maybe<ResolversTypes['AnalysisTask']>, ParentType, ContextType, RequireFields<QueryAnalysisTaskArgs, 'id'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'id'>>;
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  modelFile?: Resolver<Maybe<ResolversTypes['ModelFile']>, ParentType, ContextType, RequireFields<QueryModelFileArgs, 'id'>>;
  price?: Resolver<ResolversTypes['ItemPrice'], ParentType, ContextType, RequireFields<QueryPriceArgs, 'input'>>;
  printMode?: Resolver<Maybe<ResolversTypes['PrintMode']>, ParentType, ContextType, RequireFields<QueryPrintModeArgs, 'id'>>;
  printModes?: Resolver<Array<ResolversTypes['PrintMode']>, ParentType, ContextType, Partial<QueryPrintModesArgs>>;
};

export type RankingEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RankingEntry'] = ResolversParentTypes['RankingEntry']> = {
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RepairInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepairInfo'] = ResolversParentTypes['RepairInfo']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedOpenLoops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flippedPolygons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<RepairInfoImageArgs, 'axis' | 'direction' | 'rotation'>>;
  mergedVertexPairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedFlatOpenShells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  analysisProgress?: SubscriptionResolver<ResolversTypes['AnalysisTask'], "analysisProgress", ParentType, ContextType, RequireFields<SubscriptionAnalysisProgressArgs, 'taskId'>>;
};

export type SurfaceFinishResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SurfaceFinish'] = ResolversParentTypes['SurfaceFinish']> = {
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type UpdateModelFileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateModelFileResult'] = ResolversParentTypes['UpdateModelFileResult']> = {
  __resolveType: TypeResolveFn<'ModelFile' | 'ModelFileNotFound', ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  AnalysisError?: AnalysisErrorResolvers<ContextType>;
  AnalysisTask?: AnalysisTaskResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemColor?: CartItemColorResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Dimensions?: DimensionsResolvers<ContextType>;
  FileRejected?: FileRejectedResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  ItemPrice?: ItemPriceResolvers<ContextType>;
  ModelAnalysis?: ModelAnalysisResolvers<ContextType>;
  ModelFile?: ModelFileResolvers<ContextType>;
  ModelFileNotFound?: ModelFileNotFoundResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PrintMode?: PrintModeResolvers<ContextType>;
  PrintModeFeatures?: PrintModeFeaturesResolvers<ContextType>;
  PrintModeMaterial?: PrintModeMaterialResolvers<ContextType>;
  PrintModeMethod?: PrintModeMethodResolvers<ContextType>;
  ProcessingStep?: ProcessingStepResolvers<ContextType>;
  ProcessingStepChoice?: ProcessingStepChoiceResolvers<ContextType>;
  ProcessingStepOption?: ProcessingStepOptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RankingEntry?: RankingEntryResolvers<ContextType>;
  RepairInfo?: RepairInfoResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SurfaceFinish?: SurfaceFinishResolvers<ContextType>;
  ThicknessBin?: ThicknessBinResolvers<ContextType>;
  ThicknessSummary?: ThicknessSummaryResolvers<ContextType>;
  UpdateModelFileResult?: UpdateModelFileResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadModelResult?: UploadModelResultResolvers<ContextType>;
  UploadModelSuccess?: UploadModelSuccessResolvers<ContextType>;
};


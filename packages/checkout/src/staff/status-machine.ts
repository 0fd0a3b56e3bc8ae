import type { OrderStatus } from "../contract";

/**
 * The order statuses staff move an order along (docs/back-office.md, "Statuses"). A small shop may
 * skip steps: production can start from any state before it once the files are fine. Cancelling is
 * possible until the order is completed; completed and cancelled orders are final. A quote is not
 * moved along: it is ordered by the customer's acceptance, or cancelled (expired).
 */
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  QUOTE_GENERATED: ["ORDER_CANCELLED"],
  ORDER_RECEIVED: [
    "READY_FOR_PROCESSING",
    "CUSTOMER_CONTACTED",
    "FILES_PRINTABLE",
    "FILES_NOT_PRINTABLE",
    "IN_PRODUCTION",
    "ORDER_CANCELLED",
  ],
  READY_FOR_PROCESSING: [
    "CUSTOMER_CONTACTED",
    "FILES_PRINTABLE",
    "FILES_NOT_PRINTABLE",
    "IN_PRODUCTION",
    "ORDER_CANCELLED",
  ],
  CUSTOMER_CONTACTED: [
    "READY_FOR_PROCESSING",
    "FILES_PRINTABLE",
    "FILES_NOT_PRINTABLE",
    "IN_PRODUCTION",
    "ORDER_CANCELLED",
  ],
  FILES_PRINTABLE: ["SUPPLIER_REQUEST_SENT", "IN_PRODUCTION", "ORDER_CANCELLED"],
  FILES_NOT_PRINTABLE: ["CUSTOMER_CONTACTED", "FILES_PRINTABLE", "ORDER_CANCELLED"],
  SUPPLIER_REQUEST_SENT: ["IN_PRODUCTION", "ORDER_CANCELLED"],
  IN_PRODUCTION: ["PARTS_DEFECTIVE", "ORDER_COMPLETED", "ORDER_CANCELLED"],
  PARTS_DEFECTIVE: ["PARTS_REVIEWED", "IN_PRODUCTION", "ORDER_CANCELLED"],
  PARTS_REVIEWED: ["IN_PRODUCTION", "ORDER_COMPLETED", "ORDER_CANCELLED"],
  ORDER_COMPLETED: [],
  ORDER_CANCELLED: [],
  UNKNOWN: [],
};

/** The statuses an order in `status` may be moved to. */
export const nextStatuses = (status: OrderStatus): readonly OrderStatus[] => transitions[status];

export const canMove = (from: OrderStatus, to: OrderStatus) => transitions[from].includes(to);

/** Changes the customer is told of by mail: production started, shipped (with tracking), cancelled. */
export const customerVisibleStatuses = ["IN_PRODUCTION", "ORDER_COMPLETED", "ORDER_CANCELLED"] as const;
export type CustomerVisibleStatus = (typeof customerVisibleStatuses)[number];
export const isCustomerVisible = (status: OrderStatus): status is CustomerVisibleStatus =>
  (customerVisibleStatuses as readonly OrderStatus[]).includes(status);

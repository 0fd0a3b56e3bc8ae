import { z } from "zod";
import { parseCutoff } from "./delivery/delivery-date";

/** The time zone the shop works in: its cut-off and its business days are Berlin's. */
export const SHOP_TIME_ZONE = "Europe/Berlin";
export const DEFAULT_DELIVERY_CUTOFF = "14:00";

/** The shipping service's variables, for running it alone and in the embedded shop. */
export const shippingConfigSchema = z.object({
  SHIPPING_COUNTRIES_FILE: z.string().min(1).optional(),
  /** Orders placed on a business day before this Berlin time start production that day. */
  DELIVERY_CUTOFF: z
    .string()
    .refine((value) => parseCutoff(value) !== null, "a time HH:MM from 00:00 to 23:59")
    .default(DEFAULT_DELIVERY_CUTOFF),
});

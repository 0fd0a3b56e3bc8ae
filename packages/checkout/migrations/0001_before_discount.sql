-- Items stored before this migration kept the discounted line as their line before the discount.
-- The quantity discount starts at 5 pieces (docs/pricing.md); below that the line is right as it is.
UPDATE "checkout"."cart_items"
SET "before_discount" = jsonb_build_object(
  'netPrice', ("piece_price"->>'netPrice')::integer * "quantity",
  'totalPrice', ("piece_price"->>'totalPrice')::integer * "quantity"
)
WHERE "quantity" >= 5;

import { type Db, HttpError, isUuid, notFound, type UnitOfLength } from "@druckwerk/platform";
import { and, asc, eq, sql } from "drizzle-orm";
import type { ItemUpdate, NewItem } from "../contract";
import { cartItems, carts } from "../db/schema";
import type { CartItemRow } from "./present";
import type { CartUpstreams } from "./upstreams";

/** What the pricing service says about one configured item, as stored on it. */
async function priced(
  upstreams: CartUpstreams,
  item: Pick<
    CartItemRow,
    "referencedId" | "givenUnitOfLength" | "scale" | "quantity" | "printModeId" | "finishId" | "colorId"
  >,
  requestId: string,
) {
  const result = await upstreams.price(
    {
      printModeId: item.printModeId,
      objectId: item.referencedId,
      objectScale: item.scale,
      objectUnitLength: item.givenUnitOfLength as UnitOfLength,
      surfaceFinishId: item.finishId,
      printModeColorId: item.colorId,
      objectQuantity: item.quantity,
    },
    requestId,
  );
  if (!result.printable || !result.price || !result.piecePrice) {
    throw new HttpError(
      422,
      result.tooLarge ? "OBJECT_TOO_LARGE" : "OBJECT_NOT_PRINTABLE",
      result.tooLarge
        ? "The model is too large for this print mode at this scale"
        : "The model cannot be printed in this configuration",
    );
  }
  return {
    pricing: result.price,
    beforeDiscount: result.price,
    piecePrice: result.piecePrice,
    productionTimeDays: result.productionTime.days,
  };
}

export interface RequestContext {
  requestId: string;
  languageKey: string;
}

/** Carts and their items: every write is one statement or one transaction. */
export class CartStore {
  constructor(
    private readonly db: Db,
    private readonly upstreams: CartUpstreams,
  ) {}

  async create(): Promise<string> {
    const [cart] = await this.db.insert(carts).values({}).returning({ id: carts.id });
    if (!cart) throw new Error("insert returned nothing");
    return cart.id;
  }

  async items(cartId: string): Promise<CartItemRow[]> {
    await this.requireCart(cartId);
    return this.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  async requireCart(cartId: string) {
    const [cart] = isUuid(cartId) ? await this.db.select().from(carts).where(eq(carts.id, cartId)) : [];
    if (!cart) throw notFound(`Cart ${cartId}`);
    return cart;
  }

  async requireItem(cartId: string, itemId: string): Promise<CartItemRow> {
    await this.requireCart(cartId);
    const [item] = isUuid(itemId)
      ? await this.db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      : [];
    if (!item) throw notFound(`Cart item ${itemId}`);
    return item;
  }

  /** Prices every new item first, then stores them all or none. */
  async add(cartId: string, items: NewItem[], context: RequestContext): Promise<CartItemRow[]> {
    await this.requireCart(cartId);
    const rows = await Promise.all(
      items.map(async (item) => {
        const [name, colorInfo] = await Promise.all([
          this.upstreams.modelName(item.referencedId, context.requestId),
          this.upstreams.colorInfo(item.colorId, context.languageKey, context.requestId),
        ]);
        const printModeId = item.printModeId ?? colorInfo.printModeId;
        if (printModeId !== colorInfo.printModeId) {
          throw new HttpError(
            400,
            "COLOR_NOT_IN_PRINT_MODE",
            `Colour ${item.colorId} is not offered in ${printModeId}`,
          );
        }
        const base = {
          cartId,
          referencedId: item.referencedId,
          name,
          givenUnitOfLength: item.givenUnitOfLength,
          scale: item.scale,
          quantity: item.quantity,
          printModeId,
          finishId: item.finishId,
          colorId: item.colorId,
          color: colorInfo.color,
          acknowledgedRepairInfo: item.acknowledgedRepairInfo ?? false,
          processingSteps: item.processingSteps ?? [],
        };
        return { ...base, ...(await priced(this.upstreams, base, context.requestId)) };
      }),
    );
    return this.db.transaction(async (tx) => {
      const created = await tx.insert(cartItems).values(rows).returning();
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
      return created;
    });
  }

  /**
   * Applies an update to the item as it was read, re-pricing when the configuration changed.
   * A concurrent update in between makes the write miss its version; it is then redone on
   * the fresh row, so no change is lost and price and configuration always match.
   */
  async update(
    cartId: string,
    itemId: string,
    update: ItemUpdate,
    context: RequestContext,
  ): Promise<CartItemRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.requireItem(cartId, itemId);
      const next = { ...current, ...definedOnly(update) };
      if (update.colorId !== undefined) {
        const info = await this.upstreams.colorInfo(next.colorId, context.languageKey, context.requestId);
        next.color = info.color;
        next.printModeId = update.printModeId ?? info.printModeId;
      }
      const configChanged = (
        ["givenUnitOfLength", "scale", "quantity", "printModeId", "finishId", "colorId"] as const
      ).some((key) => next[key] !== current[key]);
      const prices = configChanged ? await priced(this.upstreams, next, context.requestId) : {};
      const [row] = await this.db
        .update(cartItems)
        .set({
          givenUnitOfLength: next.givenUnitOfLength,
          scale: next.scale,
          quantity: next.quantity,
          printModeId: next.printModeId,
          finishId: next.finishId,
          colorId: next.colorId,
          color: next.color,
          acknowledgedRepairInfo: next.acknowledgedRepairInfo,
          processingSteps: next.processingSteps,
          ...prices,
          version: sql`${cartItems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.version, current.version)))
        .returning();
      if (row) return row;
    }
    throw new HttpError(409, "CONCURRENT_UPDATE", "The item changed too often at once; please try again");
  }

  async remove(cartId: string, itemId: string): Promise<void> {
    await this.requireItem(cartId, itemId);
    await this.db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  }

  async setThumbnail(itemId: string, path: string): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ thumbnail: path, updatedAt: new Date() })
      .where(eq(cartItems.id, itemId));
  }

  /** Appends in SQL, so attachments uploaded at the same time are all kept. */
  async addAttachment(itemId: string, path: string): Promise<void> {
    await this.db
      .update(cartItems)
      .set({
        attachments: sql`${cartItems.attachments} || ${JSON.stringify([path])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(cartItems.id, itemId));
  }
}

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

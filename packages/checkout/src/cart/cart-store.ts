import { type Db, isUuid } from "@druckwerk/platform";
import type { PrintModeDto } from "@druckwerk/pricing/contract";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { ItemUpdate, NewItem } from "../contract";
import { cartItems, carts } from "../db/schema";
import { priceItems } from "./item-prices";
import type { CartItemRow } from "./present";
import { refuse } from "./refusals";
import { resolveSelection } from "./selection";
import type { CartUpstreams } from "./upstreams";

export interface RequestContext {
  requestId: string;
  languageKey: string;
}

/** Carts and their items: every write is one statement or one transaction. */
export class CartStore {
  constructor(
    private readonly db: Db,
    private readonly upstreams: CartUpstreams,
    /** The shop's VAT rate in percent: every line is priced at it. */
    readonly taxRate: number,
    /** The most items one cart holds. */
    private readonly maxItems: number,
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
      .orderBy(asc(cartItems.createdAt), asc(cartItems.position));
  }

  async requireCart(cartId: string) {
    const [cart] = isUuid(cartId) ? await this.db.select().from(carts).where(eq(carts.id, cartId)) : [];
    if (!cart) throw refuse("CART_NOT_FOUND", `Cart ${cartId} not found`);
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
    if (!item) throw refuse("ITEM_NOT_FOUND", `Item ${itemId} is not in this cart`);
    return item;
  }

  /**
   * Prices every new item first, then stores them all or none. The catalogue, the models' names
   * and the prices are one request each, however many items of however many models are added.
   */
  async add(cartId: string, items: NewItem[], context: RequestContext): Promise<CartItemRow[]> {
    await this.requireCart(cartId);
    const [names, catalog] = await Promise.all([
      this.upstreams.modelNames(
        items.map((item) => item.referencedId),
        context.requestId,
      ),
      this.upstreams.printModes(context.languageKey, context.requestId),
    ]);
    const configured = items.map((item) => ({
      cartId,
      referencedId: item.referencedId,
      name: names.get(item.referencedId) ?? item.referencedId,
      givenUnitOfLength: item.givenUnitOfLength,
      scale: item.scale,
      quantity: item.quantity,
      finishId: item.finishId,
      colorId: item.colorId,
      ...resolveSelection(catalog, item),
      acknowledgedRepairInfo: item.acknowledgedRepairInfo ?? false,
      processingSteps: item.processingSteps ?? [],
    }));
    const rows = await priceItems(this.upstreams, configured, this.taxRate, context.requestId);
    return this.db.transaction(async (tx) => {
      // The cart's row is locked, so two adds at once cannot both squeeze under the limit.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
      const [held] = await tx.select({ count: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
      if ((held?.count ?? 0) + rows.length > this.maxItems)
        throw refuse("CART_FULL", `A cart holds at most ${this.maxItems} items`);
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
    const changesSelection = [update.colorId, update.finishId, update.printModeId].some(
      (v) => v !== undefined,
    );
    let catalog: PrintModeDto[] | undefined;
    for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
      const current = await this.requireItem(cartId, itemId);
      const next = { ...current, ...definedOnly(update) };
      if (changesSelection) {
        catalog ??= await this.upstreams.printModes(context.languageKey, context.requestId);
        Object.assign(
          next,
          resolveSelection(catalog, {
            colorId: next.colorId,
            finishId: next.finishId,
            // A new colour without a mode takes the colour's mode.
            printModeId:
              update.printModeId ?? (update.colorId === undefined ? current.printModeId : undefined),
          }),
        );
      }
      const configChanged =
        (["givenUnitOfLength", "scale", "quantity", "printModeId", "finishId", "colorId"] as const).some(
          (key) => next[key] !== current[key],
        ) || JSON.stringify(next.processingSteps) !== JSON.stringify(current.processingSteps);
      const [priced = next] = configChanged
        ? await priceItems(this.upstreams, [next], this.taxRate, context.requestId)
        : [];
      const [row] = await this.db
        .update(cartItems)
        .set({
          givenUnitOfLength: priced.givenUnitOfLength,
          scale: priced.scale,
          quantity: priced.quantity,
          printModeId: priced.printModeId,
          finishId: priced.finishId,
          colorId: priced.colorId,
          color: priced.color,
          acknowledgedRepairInfo: priced.acknowledgedRepairInfo,
          processingSteps: priced.processingSteps,
          pricing: priced.pricing,
          beforeDiscount: priced.beforeDiscount,
          piecePrice: priced.piecePrice,
          productionTimeDays: priced.productionTimeDays,
          priceBreakdown: priced.priceBreakdown,
          stepSurcharges: priced.stepSurcharges,
          version: sql`${cartItems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.version, current.version)))
        .returning();
      if (row) return row;
    }
    throw refuse(
      "CONCURRENT_UPDATE",
      "The item was changed by another request at the same time; please try again",
    );
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

  /**
   * Appends in SQL, so attachments uploaded at the same time are all kept. A new version: a
   * checkout that priced the item without it starts again, so the order holds every drawing and
   * its payment method is checked against them.
   */
  async addAttachment(itemId: string, path: string): Promise<void> {
    await this.db
      .update(cartItems)
      .set({
        attachments: sql`${cartItems.attachments} || ${JSON.stringify([path])}::jsonb`,
        version: sql`${cartItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(cartItems.id, itemId));
  }
}

const MAX_UPDATE_ATTEMPTS = 5;

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

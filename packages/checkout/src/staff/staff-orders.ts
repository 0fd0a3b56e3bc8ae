import { isUuid } from "@druckwerk/platform";
import { and, asc, count, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { OrderStatus, StaffOrder, StaffOrdersQuery } from "../contract";
import { auditEvents, orders } from "../db/schema";
import { type Actor, recordOrderEvent, type Tx } from "../order/audit-trail";
import type { OrderDeps } from "../order/deps";
import type { OrderMails } from "../order/order-mails";
import { refundRefusal } from "../order/order-refunds";
import { type OrderRow, presentOrder } from "../order/present";
import { refuseOrder } from "../order/refusals";
import { staffOrderSort } from "./order-sort";
import { canMove, isCustomerVisible, nextStatuses } from "./status-machine";

export type { Actor };

/** `%`, `_` and `\` typed into the search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.email, pattern),
    ilike(
      sql`(${orders.billingAddress}->>'firstname') || ' ' || (${orders.billingAddress}->>'lastname')`,
      pattern,
    ),
    ilike(sql`(${orders.billingAddress}->>'company')`, pattern),
  );
}

/**
 * The back office's orders (docs/back-office.md): the list staff work from, an order with its
 * audit trail, and the changes staff make. Every change is stored with its author in
 * `audit_events`, in the same transaction as the change itself.
 */
export class StaffOrders {
  constructor(
    private readonly deps: Pick<OrderDeps, "db" | "seller">,
    private readonly mails: OrderMails,
  ) {}

  /**
   * Sorted (newest first unless told) and keyset-paged in that sort; legacy orders of the partner
   * shop are left out.
   */
  async list(query: StaffOrdersQuery) {
    const { db } = this.deps;
    const sort = staffOrderSort(query.sort, query.direction);
    const filter = and(
      eq(orders.legacy, false),
      query.status ? eq(orders.status, query.status) : undefined,
      query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
      query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to
        ? lt(orders.createdAt, sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
        : undefined,
      query.search ? searchCondition(query.search) : undefined,
    );
    const page = query.after ? sort.after(query.after) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: orders, key: sort.key })
        .from(orders)
        .where(and(filter, page))
        .orderBy(...sort.orderBy)
        .limit(query.limit + 1),
      db.select({ n: count() }).from(orders).where(filter),
    ]);
    const shown = rows.slice(0, query.limit);
    const cursors = shown.map(({ row, key }) => sort.cursor(key, row.id));
    return {
      orders: shown.map(({ row }) => presentOrder(row, this.deps.seller)),
      cursors,
      next: rows.length > query.limit ? (cursors.at(-1) ?? null) : null,
      totalCount: total?.n ?? 0,
    };
  }

  async order(id: string): Promise<StaffOrder> {
    return this.present(await this.row(this.deps.db, id));
  }

  /**
   * Moves the order from `from` (the status the staff member saw) to `to`, if the status machine
   * allows it; a completed order needs its tracking number. The customer is mailed when the change
   * is one they are told of.
   */
  async changeStatus(
    id: string,
    change: { actor: Actor; from: OrderStatus; to: OrderStatus; trackingNumber?: string | undefined },
  ): Promise<StaffOrder> {
    const { to } = change;
    if (to === "ORDER_COMPLETED" && !change.trackingNumber)
      throw refuseOrder("TRACKING_NUMBER_REQUIRED", "A shipped order needs the parcel's tracking number");
    const changed = await this.deps.db.transaction(async (tx) => {
      const order = await this.row(tx, id, true);
      if (order.status !== change.from)
        throw refuseOrder("ORDER_CHANGED", `The order is ${order.status} now, not ${change.from}`, {
          status: order.status,
        });
      if (!canMove(order.status, to))
        throw refuseOrder("TRANSITION_NOT_ALLOWED", `An order ${order.status} cannot become ${to}`, {
          allowed: nextStatuses(order.status),
        });
      const trackingNumber =
        to === "ORDER_COMPLETED" ? (change.trackingNumber ?? null) : order.trackingNumber;
      const [updated] = await tx
        .update(orders)
        .set({ status: to, trackingNumber })
        .where(eq(orders.id, id))
        .returning();
      await recordOrderEvent(tx, id, {
        actor: change.actor,
        kind: "status",
        before: { status: order.status },
        after: {
          status: to,
          ...(to === "ORDER_COMPLETED" ? { trackingNumber } : {}),
        },
      });
      return updated ?? order;
    });
    if (isCustomerVisible(to)) this.mails.statusChanged(changed, to);
    return this.order(id);
  }

  /** Books the payment of an unpaid invoice or prepaid order (a transfer arrived); mails the customer. */
  async markPaid(id: string, actor: Actor): Promise<StaffOrder> {
    const paid = await this.deps.db.transaction(async (tx) => {
      const order = await this.row(tx, id, true);
      const payable =
        (order.paymentMethod === "invoice" || order.paymentMethod === "prepaid") &&
        order.paymentStatus === "PAYMENT_PENDING" &&
        order.status !== "ORDER_CANCELLED";
      if (!payable)
        throw refuseOrder(
          "ORDER_NOT_PAYABLE",
          "Only an unpaid invoice or prepaid order that is not cancelled can be marked paid",
        );
      const [updated] = await tx
        .update(orders)
        .set({ paymentStatus: "PAYMENT_RECEIVED" })
        .where(eq(orders.id, id))
        .returning();
      await recordOrderEvent(tx, id, {
        actor: actor,
        kind: "payment",
        before: { paymentStatus: order.paymentStatus },
        after: {
          paymentStatus: "PAYMENT_RECEIVED",
        },
      });
      return updated ?? order;
    });
    this.mails.paymentReceived(paid);
    return this.order(id);
  }

  /** An internal note on the order, for the team only. */
  async addNote(id: string, actor: Actor, text: string): Promise<StaffOrder> {
    await this.deps.db.transaction(async (tx) => {
      await this.row(tx, id);
      await recordOrderEvent(tx, id, { actor: actor, kind: "note", before: null, after: { text } });
    });
    return this.order(id);
  }

  private async row(db: Tx | OrderDeps["db"], id: string, forUpdate = false): Promise<OrderRow> {
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.legacy, false)));
    const [row] = !isUuid(id) ? [] : forUpdate ? await query.for("update") : await query;
    if (!row) throw refuseOrder("ORDER_NOT_FOUND", `Order ${id} not found`);
    return row;
  }

  private async present(row: OrderRow): Promise<StaffOrder> {
    const events = await this.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "order"), eq(auditEvents.subjectId, row.id)))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
    return {
      ...presentOrder(row, this.deps.seller),
      userId: row.userId,
      language: row.language,
      nextStatuses: [...nextStatuses(row.status)],
      refundable: refundRefusal(row) === null,
      events: events.map((event) => ({
        kind: event.kind,
        actor: { id: event.actorId, name: event.actorName },
        before: event.before,
        after: event.after,
        at: event.at.toISOString(),
      })),
    };
  }
}

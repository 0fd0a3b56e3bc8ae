import type { Db } from "@druckwerk/platform";
import { auditEvents } from "../db/schema";
import type { OrderDeps } from "./deps";

/**
 * Who made a change: a staff member, the customer (accepting a quote), the payment provider (what
 * it reports) or the shop itself (`system`).
 */
export interface Actor {
  id: string;
  name: string;
}

/** The transaction a change and its audit row share. */
export type Tx = Parameters<Parameters<OrderDeps["db"]["transaction"]>[0]>[0];

/** The shop's own changes (a quote expiring), in the audit trail. */
export const systemActor: Actor = { id: "system", name: "system" };

/** A row of an order's audit trail (docs/back-office.md), in the caller's transaction. */
export async function recordOrderEvent(
  tx: Tx | Db,
  orderId: string,
  event: {
    actor: Actor;
    kind: "status" | "payment" | "note";
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(auditEvents).values({
    subjectType: "order",
    subjectId: orderId,
    kind: event.kind,
    actorId: event.actor.id,
    actorName: event.actor.name,
    before: event.before,
    after: event.after,
    ...(event.at ? { at: event.at } : {}),
  });
}

import type { Db } from "@druckwerk/platform";
import { auditEvents } from "../db/schema";

/** Who made a change: a staff member, the customer (accepting a quote) or the shop itself (`system`). */
export interface Actor {
  id: string;
  name: string;
}

/** The shop's own changes (a quote expiring), in the audit trail. */
export const systemActor: Actor = { id: "system", name: "system" };

/** A row of an order's audit trail (docs/back-office.md), in the caller's transaction. */
export async function recordOrderEvent(
  tx: Db,
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

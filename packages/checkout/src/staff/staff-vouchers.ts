import { isUniqueViolation, isUuid } from "@druckwerk/platform";
import { asc, eq } from "drizzle-orm";
import type { StaffVoucher, VoucherFields } from "../contract";
import { auditEvents, discounts } from "../db/schema";
import type { OrderDeps } from "../order/deps";
import { refuseOrder } from "../order/refusals";
import { berlinDay } from "../order/rules";
import type { Actor } from "./staff-orders";

type DiscountRow = typeof discounts.$inferSelect;
type Tx = Parameters<Parameters<OrderDeps["db"]["transaction"]>[0]>[0];

function present(row: DiscountRow): StaffVoucher {
  const { id, code, type, value, fromDate, toDate, minValue, maxUsage, freeShipping, usedCount } = row;
  return { id, code, type, value, fromDate, toDate, minValue, maxUsage, freeShipping, usedCount };
}

/** The fields as the table stores them: unset optional fields are null. */
const stored = (fields: VoucherFields) => ({
  code: fields.code,
  type: fields.type,
  value: fields.value,
  fromDate: fields.fromDate ?? null,
  toDate: fields.toDate ?? null,
  minValue: fields.minValue ?? null,
  maxUsage: fields.maxUsage ?? null,
  freeShipping: fields.freeShipping,
});

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Vouchers as staff create, change and end them (docs/back-office.md, "Vouchers"); every change
 * is in the audit trail with its before and after. How often one was redeemed is counted by the
 * checkout (`used_count`) and is never set here.
 */
export class StaffVouchers {
  constructor(private readonly deps: Pick<OrderDeps, "db">) {}

  async list(): Promise<StaffVoucher[]> {
    const rows = await this.deps.db.select().from(discounts).orderBy(asc(discounts.code));
    return rows.map(present);
  }

  async create(actor: Actor, fields: VoucherFields): Promise<StaffVoucher> {
    return this.write(async (tx) => {
      const [row] = await tx.insert(discounts).values(stored(fields)).returning();
      if (!row) throw new Error("insert returned nothing");
      await this.audit(tx, row.id, actor, null, present(row));
      return present(row);
    }, fields.code);
  }

  async change(actor: Actor, id: string, fields: VoucherFields): Promise<StaffVoucher> {
    return this.write(async (tx) => {
      const before = await this.row(tx, id);
      const [row] = await tx.update(discounts).set(stored(fields)).where(eq(discounts.id, id)).returning();
      if (!row) throw new Error("update returned nothing");
      await this.audit(tx, id, actor, present(before), present(row));
      return present(row);
    }, fields.code);
  }

  /** Ends the voucher: its last day becomes yesterday (Berlin), unless it ended already. */
  async end(actor: Actor, id: string): Promise<StaffVoucher> {
    return this.write(async (tx) => {
      const before = await this.row(tx, id);
      const yesterday = dayBefore(berlinDay(new Date()));
      if (before.toDate !== null && before.toDate <= yesterday) return present(before);
      const [row] = await tx
        .update(discounts)
        .set({ toDate: yesterday })
        .where(eq(discounts.id, id))
        .returning();
      if (!row) throw new Error("update returned nothing");
      await this.audit(tx, id, actor, present(before), present(row));
      return present(row);
    });
  }

  private async write<T>(work: (tx: Tx) => Promise<T>, code?: string): Promise<T> {
    try {
      return await this.deps.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error))
        throw refuseOrder("VOUCHER_CODE_TAKEN", `Another voucher has the code ${code ?? ""}`);
      throw error;
    }
  }

  private async row(tx: Tx, id: string): Promise<DiscountRow> {
    const [row] = isUuid(id)
      ? await tx.select().from(discounts).where(eq(discounts.id, id)).for("update")
      : [];
    if (!row) throw refuseOrder("VOUCHER_NOT_FOUND", `Voucher ${id} not found`);
    return row;
  }

  private async audit(tx: Tx, id: string, actor: Actor, before: StaffVoucher | null, after: StaffVoucher) {
    await tx.insert(auditEvents).values({
      subjectType: "voucher",
      subjectId: id,
      kind: "voucher",
      actorId: actor.id,
      actorName: actor.name,
      before,
      after,
    });
  }
}

import type { CustomerVisibleStatus } from "../staff/status-machine";
import { acceptQuoteUrl, orderDetailsUrl } from "./access";
import type { OrderDeps } from "./deps";
import { orderDocumentOf } from "./document-model";
import { orderDocumentMail, paymentReceivedMail, paymentRefundedMail, statusChangedMail } from "./documents";
import type { OrderRow } from "./present";

/**
 * Sends an order's mails in the background: a mail that fails is logged and never fails the order
 * (the order is stored; staff can resend). `settled()` waits for those under way, e.g. at shutdown.
 */
export class OrderMails {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: Pick<OrderDeps, "mailer" | "seller" | "storage" | "logger" | "shopUrl">,
  ) {}

  /** The confirmation, or the quote, with its PDF and the links to the order's page and to accept the quote. */
  confirmation(order: OrderRow): void {
    const shopUrl = this.deps.shopUrl();
    this.#send(order, "confirmation", async () =>
      orderDocumentMail(await orderDocumentOf(order, this.deps.storage), this.deps.seller, {
        details: orderDetailsUrl(shopUrl, order),
        acceptQuote: acceptQuoteUrl(shopUrl, order),
      }),
    );
  }

  paymentReceived(order: OrderRow): void {
    this.#send(order, "payment received", async () =>
      paymentReceivedMail(await orderDocumentOf(order, this.deps.storage), this.deps.seller),
    );
  }

  /** The payment of a cancelled order was paid back (the back office, or the provider's webhook). */
  paymentRefunded(order: OrderRow): void {
    this.#send(order, "payment refunded", async () =>
      paymentRefundedMail(await orderDocumentOf(order, this.deps.storage), this.deps.seller),
    );
  }

  /** A status change the customer is told of (the back office). */
  statusChanged(order: OrderRow, status: CustomerVisibleStatus): void {
    this.#send(order, `status ${status}`, async () =>
      statusChangedMail(await orderDocumentOf(order, this.deps.storage), this.deps.seller, {
        status,
        trackingNumber: order.trackingNumber,
      }),
    );
  }

  async settled(): Promise<void> {
    await Promise.all(this.#pending);
  }

  #send(order: OrderRow, what: string, compose: () => Promise<Parameters<OrderDeps["mailer"]["send"]>[0]>) {
    const sending = compose()
      .then((message) => this.deps.mailer.send(message))
      .then(
        ({ messageId }) =>
          this.deps.logger.info({ orderNumber: order.orderNumber, messageId }, `${what} mail sent`),
        (err: unknown) =>
          this.deps.logger.error({ err, orderNumber: order.orderNumber }, `${what} mail not sent`),
      )
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }
}

import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { statusKey } from "../checkout/labels";
import type {
  OrderAddressFieldsFragment,
  OrderStatus,
  StaffOrderFieldsFragment as StaffOrderView,
} from "../gql/graphql";
import styles from "./Backoffice.module.css";
import { useStaffFormat } from "./format";
import {
  AddOrderNoteDocument,
  ChangeOrderStatusDocument,
  MarkOrderPaidDocument,
  RefundOrderDocument,
  StaffOrderDocument,
} from "./queries";
import { paymentLabel, useBackofficeTexts } from "./texts";

/** `/backoffice/orders/:orderId`: the order, its models, what may happen next, and who did what. */
export function OrderPage() {
  const text = useBackofficeTexts();
  const { orderId = "" } = useParams();
  const { data, loading, refetch } = useQuery(StaffOrderDocument, { variables: { id: orderId } });
  const answer = data?.staffOrder;
  if (loading && !answer) return <div aria-busy="true" />;
  if (answer?.__typename !== "StaffOrder")
    return (
      <p role="alert" className={styles.error}>
        {text.notFound} <Link to="/backoffice">{text.back}</Link>
      </p>
    );
  return <OrderView staffOrder={answer} refetch={() => void refetch()} />;
}

function OrderView(props: { staffOrder: StaffOrderView; refetch(): void }) {
  const { staffOrder } = props;
  const { order } = staffOrder;
  const text = useBackofficeTexts();
  const { t } = useTranslation();
  const format = useStaffFormat();
  const id = useId();
  const name = [order.billingAddress.firstname, order.billingAddress.lastname].join(" ");
  return (
    <article aria-labelledby={`${id}-title`}>
      <Link to="/backoffice" className={styles.backLink}>
        ← {text.back}
      </Link>
      <header className={styles.orderHeader}>
        <h1 id={`${id}-title`} className={styles.pageTitle}>
          {order.number}
        </h1>
        <span className={styles.badge} data-status={order.status} data-testid="order-status">
          {t(statusKey(order.status))}
        </span>
        <span className={styles.badge} data-testid="payment-status">
          {paymentLabel(text, order.paymentStatus)}
        </span>
        <span className={styles.muted}>
          {format.dateTime(order.createdAt)} · {format.money(order.totals.gross)} ·{" "}
          {staffOrder.customerId ? name : `${name} (${text.guest})`}
        </span>
      </header>
      <div className={styles.orderGrid}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`}>{text.items}</h2>
            {staffOrder.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed; the same model may be ordered twice
              <ItemView key={index} item={item} />
            ))}
          </section>
          <section className={styles.panel}>
            <div className={styles.columns}>
              <AddressBlock title={text.billing} address={order.billingAddress} />
              <AddressBlock title={text.shipping} address={order.shippingAddress} />
            </div>
            <dl className={styles.facts}>
              <dt>{text.email}</dt>
              <dd>{order.email}</dd>
              {order.phone && (
                <>
                  <dt>Tel.</dt>
                  <dd>{order.phone}</dd>
                </>
              )}
              {order.referenceNumber && (
                <>
                  <dt>{text.reference}</dt>
                  <dd>{order.referenceNumber}</dd>
                </>
              )}
              {order.trackingNumber && (
                <>
                  <dt>{text.tracking}</dt>
                  <dd data-testid="tracking-number">{order.trackingNumber}</dd>
                </>
              )}
            </dl>
            <a href={order.documentUrl} target="_blank" rel="noreferrer">
              {text.document}
            </a>
          </section>
        </div>
        <div className={styles.column}>
          <OrderActions staffOrder={staffOrder} refetch={props.refetch} />
          <section className={styles.panel} aria-labelledby={`${id}-trail`}>
            <h2 id={`${id}-trail`}>{text.trail}</h2>
            {staffOrder.auditTrail.length === 0 ? (
              <p className={styles.muted}>{text.noTrail}</p>
            ) : (
              <ol className={styles.trail} data-testid="audit-trail">
                {staffOrder.auditTrail.map((entry) => (
                  <li key={`${entry.at}-${entry.kind}-${entry.note ?? ""}`}>
                    <span className={styles.muted}>
                      {format.dateTime(entry.at)} · {entry.actorName}
                    </span>
                    <span>
                      {entry.kind === "STATUS" &&
                        `${t(statusKey(entry.fromStatus ?? ""))} → ${t(statusKey(entry.toStatus ?? ""))}${
                          entry.trackingNumber ? ` (${entry.trackingNumber})` : ""
                        }`}
                      {entry.kind === "PAYMENT" &&
                        `${paymentLabel(text, entry.fromPaymentStatus)} → ${paymentLabel(text, entry.toPaymentStatus)}${
                          entry.refundedCents != null
                            ? ` (${text.refundedAmount(format.money(entry.refundedCents))})`
                            : ""
                        }`}
                      {entry.kind === "NOTE" && entry.note}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

function ItemView({ item }: { item: StaffOrderView["items"][number] }) {
  const { decimal } = useStaffFormat();
  const text = useBackofficeTexts();
  const { line, modelFile } = item;
  const dims = modelFile?.dimensions;
  const repairs = modelFile?.repairInfo;
  const repairCount = repairs
    ? repairs.flippedPolygons +
      repairs.closedOpenLoops +
      repairs.mergedVertexPairs +
      repairs.removedFlatOpenShells
    : 0;
  return (
    <div className={styles.item} data-testid="order-item">
      {modelFile?.frontPictureUrl && <img src={modelFile.frontPictureUrl} alt="" width={96} height={96} />}
      <div>
        <h3>
          {line.quantity} × {line.name}
        </h3>
        <p className={styles.muted}>
          {line.printMode} · {line.surfaceFinish} · {line.color.name}
        </p>
        <dl className={styles.facts}>
          {dims && (
            <>
              <dt>{text.size}</dt>
              <dd>{[dims.x, dims.y, dims.z].map(decimal).join(" × ")} mm</dd>
            </>
          )}
          {modelFile?.analysis && (
            <>
              <dt>{text.volume}</dt>
              <dd>{decimal(modelFile.analysis.volume / 1000)} cm³</dd>
            </>
          )}
          {item.thinnestWall != null && (
            <>
              <dt>{text.thinnest}</dt>
              <ThinnestWall thinnest={item.thinnestWall} mode={item.printMode} />
            </>
          )}
          <dt>{text.repairs}</dt>
          <dd>{repairCount === 0 ? text.noRepairs : repairCount}</dd>
        </dl>
        <p className={styles.downloads}>
          {modelFile && (
            <a href={modelFile.originalUrl} download data-testid="original-download">
              {text.original(modelFile.originalFilename)}
            </a>
          )}
          {modelFile?.modelUrl && (
            <a href={modelFile.modelUrl} download>
              {text.repaired3mf}
            </a>
          )}
          {modelFile?.repairedDownloadUrl && (
            <a href={modelFile.repairedDownloadUrl} download>
              {text.repairedStl}
            </a>
          )}
          {line.attachments.map((attachment) => (
            <a key={attachment.url} href={attachment.url} download>
              {attachment.name}
            </a>
          ))}
        </p>
      </div>
      {item.wallThicknessImageUrl && (
        <figure className={styles.thicknessPicture}>
          <img src={item.wallThicknessImageUrl} alt={text.thinnest} width={120} height={120} />
          <figcaption className={styles.muted}>
            {item.printMode
              ? text.pictureAgainst(decimal(item.printMode.features.minWallThickness))
              : text.pictureDefault}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

/** The ordered part's thinnest wall against its print mode's minimum, in the error colour when below. */
function ThinnestWall(props: { thinnest: number; mode: StaffOrderView["items"][number]["printMode"] }) {
  const text = useBackofficeTexts();
  const { decimal } = useStaffFormat();
  const { thinnest, mode } = props;
  const minimum = mode?.features.minWallThickness;
  const below = minimum != null && thinnest < minimum;
  return (
    <dd className={below ? styles.belowMinimum : undefined} data-testid="thinnest-wall">
      {decimal(thinnest)} mm{mode && minimum != null && ` — ${text.minimum(decimal(minimum), mode.name)}`}
      {below && ` (${text.belowMinimum})`}
    </dd>
  );
}

function AddressBlock(props: { title: string; address: OrderAddressFieldsFragment }) {
  const a = props.address;
  return (
    <div>
      <h3>{props.title}</h3>
      <p className={styles.address}>
        {a.company && <span>{a.company}</span>}
        <span>
          {a.firstname} {a.lastname}
        </span>
        <span>{a.street}</span>
        <span>
          {a.postalCode} {a.city}
        </span>
        <span>{a.country}</span>
      </p>
    </div>
  );
}

function OrderActions({ staffOrder, refetch }: { staffOrder: StaffOrderView; refetch(): void }) {
  const text = useBackofficeTexts();
  const format = useStaffFormat();
  const { t } = useTranslation();
  const id = useId();
  const { order } = staffOrder;
  const [next, setNext] = useState<OrderStatus | "">("");
  const [tracking, setTracking] = useState("");
  const [note, setNote] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [changeStatus, status] = useMutation(ChangeOrderStatusDocument);
  const [markPaid, paid] = useMutation(MarkOrderPaidDocument);
  const [addNote, noted] = useMutation(AddOrderNoteDocument);
  const [refund, refunding] = useMutation(RefundOrderDocument);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const busy = status.loading || paid.loading || noted.loading || refunding.loading;

  /** After a change: the order as it is now; a refusal explained. */
  const settle = (result: { __typename?: string; code?: string } | undefined) => {
    const code = result && "code" in result ? result.code : undefined;
    setMessage(
      result?.__typename === "StaffOrder"
        ? null
        : code === "ORDER_CHANGED"
          ? text.changed
          : code === "PAYMENT_PROVIDER_UNAVAILABLE"
            ? text.providerDown
            : text.refusedChange,
    );
    refetch();
  };
  const onRefund = async () => {
    setConfirmingRefund(false);
    settle((await refund({ variables: { orderId: order.id } })).data?.refundOrder);
  };
  const onStatus = async (event: FormEvent) => {
    event.preventDefault();
    if (!next || busy) return;
    const result = await changeStatus({
      variables: { orderId: order.id, from: order.status, to: next, trackingNumber: tracking.trim() || null },
    });
    settle(result.data?.changeOrderStatus);
    setNext("");
    setTracking("");
  };
  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim() || busy) return;
    settle((await addNote({ variables: { orderId: order.id, text: note.trim() } })).data?.addOrderNote);
    setNote("");
  };
  const canBookPayment =
    order.paymentStatus === "PAYMENT_PENDING" &&
    (order.paymentMethod === "INVOICE" || order.paymentMethod === "PREPAID") &&
    order.status !== "ORDER_CANCELLED";
  const needsTracking = next === "ORDER_COMPLETED";

  return (
    <section className={styles.panel} aria-labelledby={`${id}-actions`}>
      <h2 id={`${id}-actions`}>{text.moveTo}</h2>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {staffOrder.nextStatuses.length === 0 ? (
        <p className={styles.muted}>{text.final}</p>
      ) : (
        <form className={styles.actionForm} onSubmit={onStatus}>
          <label>
            <span>{text.status}</span>
            <select
              aria-label={text.status}
              value={next}
              onChange={(e) => setNext(e.target.value as OrderStatus | "")}
            >
              <option value="">–</option>
              {staffOrder.nextStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(statusKey(s))}
                </option>
              ))}
            </select>
          </label>
          {needsTracking && (
            <label>
              <span>{text.tracking}</span>
              <input
                aria-label={text.tracking}
                value={tracking}
                maxLength={100}
                onChange={(e) => setTracking(e.target.value)}
                required
              />
              <small className={styles.muted}>{text.trackingNeeded}</small>
            </label>
          )}
          <button
            type="submit"
            className={styles.primaryButton}
            disabled={!next || busy || (needsTracking && !tracking.trim())}
          >
            {text.apply}
          </button>
        </form>
      )}
      {canBookPayment && (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={busy}
          onClick={async () =>
            settle((await markPaid({ variables: { orderId: order.id } })).data?.markOrderPaid)
          }
        >
          {text.markPaid}
        </button>
      )}
      {staffOrder.refundable &&
        (confirmingRefund ? (
          <fieldset className={styles.confirm}>
            <legend>{text.refundQuestion(format.money(order.totals.gross))}</legend>
            <button type="button" className={styles.dangerButton} disabled={busy} onClick={onRefund}>
              {text.refundConfirm}
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setConfirmingRefund(false)}
            >
              {text.refundKeep}
            </button>
          </fieldset>
        ) : (
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.panelAction}`}
            disabled={busy}
            onClick={() => setConfirmingRefund(true)}
          >
            {text.refund}
          </button>
        ))}
      <form className={styles.actionForm} onSubmit={onNote}>
        <label>
          <span>{text.note}</span>
          <textarea
            aria-label={text.note}
            value={note}
            maxLength={2000}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button type="submit" className={styles.secondaryButton} disabled={!note.trim() || busy}>
          {text.addNote}
        </button>
      </form>
    </section>
  );
}

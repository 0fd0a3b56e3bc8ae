import { useMutation } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CartItemFieldsFragment, ErrorCode } from "../gql/graphql";
import { shownAmount, useFormatCents } from "../preferences/money";
import styles from "./Cart.module.css";
import { useCartErrorText } from "./cartErrors";
import { UpdateCartItemDocument } from "./queries";

/** Choose post-processing steps for an item; Add is enabled with an option and a quantity above 0. */
export function ProcessingStepsDialog({
  cartId,
  item,
  business,
}: {
  cartId: string;
  item: CartItemFieldsFragment;
  business: boolean;
}) {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  /** What an option adds to one piece of this model, and the days it adds, as the server priced it. */
  const surchargeText = (optionId: string) => {
    const surcharge = item.processingStepSurcharges.find((s) => s.optionId === optionId);
    if (!surcharge) return "";
    const price = t("pricing.stepSurcharge", {
      price: formatCents(shownAmount(surcharge.piecePrice, business)),
    });
    return surcharge.extraDays > 0
      ? `${price}, ${t("pricing.stepDays", { count: surcharge.extraDays })}`
      : price;
  };
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [update] = useMutation(UpdateCartItemDocument);
  const errorText = useCartErrorText();
  const [error, setError] = useState<ErrorCode | null>(null);
  const steps = item.printMode?.processingSteps ?? [];
  const [stepId, setStepId] = useState(steps[0]?.id ?? "");
  const [option, setOption] = useState("");
  const [quantity, setQuantity] = useState(1);
  const step = steps.find((s) => s.id === stepId);
  const save = async (choices: { stepId: string; option: string; quantity: number }[]) => {
    const result = await update({
      variables: { cartId, itemId: item.id, input: { processingSteps: choices } },
    });
    const answer = result.data?.updateCartItem;
    setError(answer?.__typename === "CartError" ? answer.code : null);
  };
  const current = item.processingSteps.map(({ stepId: s, option: o, quantity: q }) => ({
    stepId: s,
    option: o,
    quantity: q,
  }));
  const optionName = (s: string, o: string) =>
    steps.find((x) => x.id === s)?.options.find((x) => x.id === o)?.name ?? o;

  if (steps.length === 0) return null;
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => dialog.current?.showModal()}>
        {t("cart.processingSteps", { count: item.processingSteps.length })}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("cart.processingTitle")}</h2>
        {current.length > 0 && (
          <ul className={styles.stepList}>
            {current.map((choice, index) => (
              <li key={`${choice.stepId}-${choice.option}`} data-testid="chosen-step">
                <span>
                  {optionName(choice.stepId, choice.option)} × {choice.quantity}
                  <small className={styles.stepSurcharge}>{surchargeText(choice.option)}</small>
                </span>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => void save(current.filter((_, i) => i !== index))}
                >
                  {t("cart.delete")}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.stepForm}>
          <label>
            <span>{t("cart.step")}</span>
            <select
              value={stepId}
              onChange={(e) => {
                setStepId(e.target.value);
                setOption("");
              }}
            >
              {steps.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t("cart.option")}</span>
            <select value={option} onChange={(e) => setOption(e.target.value)}>
              <option value="">{t("cart.chooseOption")}</option>
              {step?.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({surchargeText(o.id)})
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t("pricing.perPiece")}</span>
            <input
              type="number"
              min={0}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {errorText(error)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            {t("detail.close")}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={!option || !(quantity > 0)}
            onClick={() => {
              void save([...current, { stepId, option, quantity: Math.round(quantity) }]);
              setOption("");
            }}
          >
            {t("cart.addStep")}
          </button>
        </div>
      </dialog>
    </>
  );
}

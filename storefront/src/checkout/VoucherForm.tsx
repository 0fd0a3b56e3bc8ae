import { useApolloClient } from "@apollo/client/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { TextField } from "../forms/fields";
import type { ValidateVoucherQuery } from "../gql/graphql";
import { shownAmount, useFormatCents } from "../preferences/money";
import { Dialog } from "../shared/Dialog";
import styles from "./Checkout.module.css";
import { voucherStore } from "./checkoutState";
import { ValidateVoucherDocument } from "./queries";

/** Spec, section 5: a code of at most 30 characters, submitted from 2 on. */
const CODE_MAX = 30;
const CODE_MIN = 2;

type Verdict = ValidateVoucherQuery["validateVoucher"] | "failed";

/**
 * The review page's voucher form: the code is checked first, then the shopper redeems or discards
 * it in a dialog (spec: vouchers); redeemed, it is kept for the order until discarded.
 */
export function VoucherForm({ cartId, business }: { cartId: string; business: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const client = useApolloClient();
  const formatCents = useFormatCents();
  const redeemed = voucherStore.use();
  const [code, setCode] = useState(redeemed?.code ?? "");
  const [checking, setChecking] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const input = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < CODE_MIN || checking) return;
    setChecking(true);
    try {
      const { data } = await client.query({
        query: ValidateVoucherDocument,
        variables: { code: code.trim(), cartId, isBusinessCustomer: business },
        fetchPolicy: "network-only",
      });
      setVerdict(data?.validateVoucher ?? "failed");
    } catch {
      setVerdict("failed");
    } finally {
      setChecking(false);
    }
  };
  const close = () => setVerdict(null);
  const discard = () => {
    voucherStore.set(undefined);
    setCode("");
    close();
  };
  const tryAgain = () => {
    close();
    input.current?.querySelector("input")?.focus();
  };

  return (
    <>
      <form
        className={styles.voucherForm}
        onSubmit={onSubmit}
        noValidate
        aria-label={t("checkout.voucher.title")}
      >
        <div ref={input}>
          <TextField
            id={`${id}-code`}
            label={t("checkout.voucher.code")}
            value={code}
            onChange={setCode}
            max={CODE_MAX}
            autoComplete="off"
          />
        </div>
        <button
          type="submit"
          className={styles.secondary}
          disabled={code.trim().length < CODE_MIN || checking}
          aria-busy={checking}
        >
          {t("checkout.voucher.check")}
        </button>
      </form>
      {redeemed && (
        <p className={styles.success} data-testid="voucher-redeemed">
          {t("checkout.voucher.redeemed", { code: redeemed.code })}{" "}
          <button type="button" className={styles.linkButton} onClick={discard}>
            {t("checkout.voucher.remove")}
          </button>
        </p>
      )}
      {(verdict === "failed" || verdict?.__typename === "VoucherInvalid") && (
        <Dialog
          title={t(verdict === "failed" ? "checkout.errors.title" : "checkout.voucher.invalidTitle")}
          closeLabel={t("dialog.close")}
          onClose={close}
        >
          <p>{t(verdict === "failed" ? "checkout.errors.generic" : "checkout.voucher.invalid")}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={tryAgain}>
              {t("checkout.voucher.tryAgain")}
            </button>
          </div>
        </Dialog>
      )}
      {verdict && verdict !== "failed" && verdict.__typename === "VoucherMinimumNotReached" && (
        <Dialog title={t("checkout.voucher.minimumTitle")} closeLabel={t("dialog.close")} onClose={close}>
          <p>{t("checkout.voucher.minimum", { minimum: formatCents(verdict.minimumCents) })}</p>
          <p>
            <strong>
              {t("checkout.voucher.remaining", { remaining: formatCents(verdict.remainingCents) })}
            </strong>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => navigate(homePath(lang))}>
              {t("checkout.voucher.continueShopping")}
            </button>
          </div>
        </Dialog>
      )}
      {verdict && verdict !== "failed" && verdict.__typename === "Voucher" && (
        <Dialog title={t("checkout.voucher.validTitle")} closeLabel={t("dialog.close")} onClose={close}>
          <p>
            {t("checkout.voucher.valid", {
              code: verdict.voucherCode,
              discount: formatCents(shownAmount(verdict.discount, business)),
            })}
          </p>
          {verdict.freeShipping && <p>{t("checkout.voucher.freeShipping")}</p>}
          {verdict.maxUsage !== null && (
            <p className={styles.muted}>
              {t("checkout.voucher.usage", { count: verdict.usageCount, max: verdict.maxUsage })}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={discard}>
              {t("checkout.voucher.discard")}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                voucherStore.set({
                  id: verdict.id,
                  code: verdict.voucherCode,
                  freeShipping: verdict.freeShipping,
                });
                setCode(verdict.voucherCode);
                close();
              }}
            >
              {t("checkout.voucher.redeem")}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

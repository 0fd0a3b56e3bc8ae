import { useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { SubmitVatIdDocument } from "../forms/queries";
import { useFormSubmission } from "../forms/useFormSubmission";
import { Dialog } from "../shared/Dialog";

/** How long the success notice stays before the dialog closes (spec section 7). */
const SUCCESS_SHOWN_MS = 15_000;

/** Business customers hand in their VAT identification number for the staff to enter. */
export function VatIdDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [vatId, setVatId] = useState("");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [done, setDone] = useState(false);
  const { fieldErrors, failure, sending, send } = useFormSubmission(t("vatId.failed"));
  const [submitVatId] = useMutation(SubmitVatIdDocument);
  // The caller's close handler may change with every render; the 15 s count from the success.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => close.current(), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vatId.trim() || sending) return;
    const input = { vatId: vatId.trim(), name: name.trim() || null, phone: phone.trim() || null };
    setDone(await send(async () => (await submitVatId({ variables: { input } })).data?.submitVatId));
  };

  return (
    <Dialog title={t("vatId.title")} closeLabel={t("dialog.close")} onClose={onClose}>
      {done ? (
        <div role="status" className={styles.success}>
          <strong>{t("vatId.success.title")}</strong>
          <p>{t("vatId.success.body")}</p>
        </div>
      ) : (
        <form className={styles.plainForm} onSubmit={onSubmit} noValidate>
          <p className={styles.hint}>{t("vatId.lead")}</p>
          <TextField
            id={`${id}-vat`}
            label={t("vatId.vatId")}
            value={vatId}
            onChange={setVatId}
            max={20}
            required
            hint={t("vatId.hint")}
            placeholder="DE123456789"
            error={fieldErrors.vatId}
          />
          <TextField
            id={`${id}-name`}
            label={t("vatId.name")}
            value={name}
            onChange={setName}
            max={50}
            error={fieldErrors.name}
          />
          <TextField
            id={`${id}-phone`}
            label={t("contact.phone")}
            value={phone}
            onChange={setPhone}
            max={20}
            type="tel"
            error={fieldErrors.phone}
          />
          {failure && <FormFailure title={t("forms.failedTitle")} message={failure} />}
          <button type="submit" className={styles.submit} disabled={!vatId.trim() || sending}>
            {t("vatId.submit")}
          </button>
        </form>
      )}
    </Dialog>
  );
}

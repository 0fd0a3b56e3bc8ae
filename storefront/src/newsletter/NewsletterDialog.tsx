import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import styles from "../forms/Form.module.css";
import { CheckField, FormFailure, SubmitRow, TextField } from "../forms/fields";
import { SubscribeNewsletterDocument } from "../forms/queries";
import { useFormSubmission } from "../forms/useFormSubmission";
import { Dialog } from "../shared/Dialog";

const salutations = ["female", "male", "diverse"] as const;

/** The newsletter signup of the footer. */
export function NewsletterDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation();
  const id = useId();
  const [salutation, setSalutation] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [mail, setMail] = useState("");
  const [firm, setFirm] = useState("");
  const [street, setStreet] = useState("");
  const [plz, setPlz] = useState("");
  const [location, setLocation] = useState("");
  const [confirmation, setConfirmation] = useState(false);
  const { fieldErrors, failure, sending, send } = useFormSubmission(t("forms.failed"));
  const [subscribe] = useMutation(SubscribeNewsletterDocument);
  const complete = salutation && lastName.trim() && mail.trim() && confirmation;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || sending) return;
    const input = {
      salutation,
      firstName: firstName.trim() || null,
      lastName: lastName.trim(),
      firm: firm.trim() || null,
      street: street.trim() || null,
      plz: plz.trim() || null,
      location: location.trim() || null,
      mail: mail.trim(),
      confirmation,
    };
    const sent = await send(
      async () => (await subscribe({ variables: { input } })).data?.subscribeNewsletter,
    );
    if (!sent) return;
    // Spec: success closes the dialog and says so in the page's notice, where the shopper is.
    navigate(here, {
      replace: true,
      state: { notice: { title: t("newsletter.success.title"), body: t("newsletter.success.body") } },
    });
    onClose();
  };

  return (
    <Dialog title={t("newsletter.title")} closeLabel={t("dialog.close")} onClose={onClose}>
      <form className={styles.plainForm} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{t("newsletter.lead")}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-salutation`}>
            {t("newsletter.salutation")}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-salutation`}
            value={salutation}
            onChange={(event) => setSalutation(event.target.value)}
            required
          >
            <option value="">{t("contact.bugReport.choose")}</option>
            {salutations.map((s) => (
              <option key={s} value={t(`newsletter.salutations.${s}`)}>
                {t(`newsletter.salutations.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.grid}>
          <TextField
            id={`${id}-first`}
            label={t("contact.firstName")}
            value={firstName}
            onChange={setFirstName}
            max={20}
            error={fieldErrors.firstName}
          />
          <TextField
            id={`${id}-last`}
            label={t("contact.lastName")}
            value={lastName}
            onChange={setLastName}
            max={20}
            required
            error={fieldErrors.lastName}
          />
        </div>
        <TextField
          id={`${id}-mail`}
          label={t("contact.mail")}
          value={mail}
          onChange={setMail}
          max={100}
          required
          type="email"
          error={fieldErrors.mail}
        />
        <TextField
          id={`${id}-firm`}
          label={t("newsletter.firm")}
          value={firm}
          onChange={setFirm}
          max={50}
          error={fieldErrors.firm}
        />
        <TextField
          id={`${id}-street`}
          label={t("newsletter.street")}
          value={street}
          onChange={setStreet}
          max={50}
          error={fieldErrors.street}
        />
        <div className={styles.grid}>
          <TextField
            id={`${id}-plz`}
            label={t("newsletter.plz")}
            value={plz}
            onChange={(value) => setPlz(value.replace(/\D/g, ""))}
            max={10}
            inputMode="numeric"
            pattern="[0-9]*"
            error={fieldErrors.plz}
          />
          <TextField
            id={`${id}-location`}
            label={t("newsletter.location")}
            value={location}
            onChange={setLocation}
            max={50}
            error={fieldErrors.location}
          />
        </div>
        <CheckField label={t("newsletter.confirmation")} checked={confirmation} onChange={setConfirmation} />
        {failure && <FormFailure title={t("forms.failedTitle")} message={failure} />}
        <SubmitRow
          label={t("newsletter.submit")}
          complete={Boolean(complete)}
          sending={sending}
          missingHint={t("forms.missingFields")}
        />
      </form>
    </Dialog>
  );
}

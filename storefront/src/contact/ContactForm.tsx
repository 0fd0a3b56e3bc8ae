import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "../forms/Form.module.css";
import { CheckField, FormFailure, SubmitRow, TextField } from "../forms/fields";
import { SubmitContactFormDocument } from "../forms/queries";
import { useFormSubmission } from "../forms/useFormSubmission";
import type { Browser, ContactFormInput, OperatingSystem } from "../gql/graphql";

const browsers: Browser[] = ["FIREFOX", "CHROME", "SAFARI", "EDGE", "OTHER"];
const systems: OperatingSystem[] = ["WINDOWS", "MACOS", "IOS", "ANDROID", "OTHER"];

interface Fields {
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
  subject: string;
  message: string;
  confirmation: boolean;
  userIntention: string;
  userExpectation: string;
  systemResponse: string;
  userCheckedInternetConnection: boolean;
  errorMessageOccurred: boolean;
  errorMessage: string;
  browserUsed: Browser | "";
  osUsed: OperatingSystem | "";
  differentBrowsers: boolean;
}

const empty: Fields = {
  firstName: "",
  lastName: "",
  phone: "",
  mail: "",
  subject: "",
  message: "",
  confirmation: false,
  userIntention: "",
  userExpectation: "",
  systemResponse: "",
  userCheckedInternetConnection: false,
  errorMessageOccurred: false,
  errorMessage: "",
  browserUsed: "",
  osUsed: "",
  differentBrowsers: false,
};

const optional = (value: string) => value.trim() || null;

function toInput(fields: Fields, bugReport: boolean): ContactFormInput {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    phone: optional(fields.phone),
    mail: fields.mail.trim(),
    subject: optional(fields.subject),
    message: fields.message.trim(),
    confirmation: fields.confirmation,
    bugReport: bugReport
      ? {
          userIntention: optional(fields.userIntention),
          userExpectation: optional(fields.userExpectation),
          systemResponse: optional(fields.systemResponse),
          userCheckedInternetConnection: fields.userCheckedInternetConnection,
          errorMessageOccurred: fields.errorMessageOccurred,
          errorMessage: fields.errorMessageOccurred ? optional(fields.errorMessage) : null,
          browserUsed: fields.browserUsed || null,
          osUsed: fields.osUsed || null,
          differentBrowsers: fields.differentBrowsers,
        }
      : null,
  };
}

/** The contact form with its optional bug-report section (`#contact-form`). */
export function ContactForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [bugReport, setBugReport] = useState(false);
  const { fieldErrors, failure, sending, send } = useFormSubmission(t("forms.failed"));
  const [submit] = useMutation(SubmitContactFormDocument);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const complete =
    fields.firstName.trim() &&
    fields.lastName.trim() &&
    fields.mail.trim() &&
    fields.message.trim() &&
    fields.confirmation;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || sending) return;
    const sent = await send(
      async () =>
        (await submit({ variables: { input: toInput(fields, bugReport) } })).data?.submitContactForm,
    );
    if (sent) {
      navigate(homePath(lang), {
        state: { notice: { title: t("contact.success.title"), body: t("contact.success.body") } },
      });
    }
  };

  const text = (
    name: keyof Fields,
    label: string,
    options: { max: number; required?: boolean; type?: string },
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={fields[name] as string}
      onChange={(value) => set(name, value as never)}
      max={options.max}
      required={options.required}
      type={options.type}
      error={fieldErrors[name]}
    />
  );
  const area = (name: keyof Fields, label: string, required = false) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={`${id}-${name}`}
        name={name}
        maxLength={400}
        rows={4}
        required={required}
        value={fields[name] as string}
        onChange={(event) => set(name, event.target.value as never)}
        aria-describedby={`${id}-${name}-count`}
      />
      <p id={`${id}-${name}-count`} className={styles.hint}>
        {t("contact.remaining", { count: 400 - (fields[name] as string).length })}
      </p>
    </div>
  );
  const check = (name: keyof Fields, label: string) => (
    <CheckField
      label={label}
      checked={fields[name] as boolean}
      onChange={(value) => set(name, value as never)}
    />
  );

  return (
    <form
      id="contact-form"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t("contact.title")}</h2>
      <p className={styles.hint}>{t("contact.required")}</p>
      <div className={styles.grid}>
        {text("firstName", t("contact.firstName"), { max: 20, required: true })}
        {text("lastName", t("contact.lastName"), { max: 20, required: true })}
        {text("mail", t("contact.mail"), { max: 100, required: true, type: "email" })}
        {text("phone", t("contact.phone"), { max: 20, type: "tel" })}
      </div>
      {text("subject", t("contact.subject"), { max: 50 })}
      {area("message", t("contact.message"), true)}
      <CheckField label={t("contact.bugReport.toggle")} checked={bugReport} onChange={setBugReport} />
      {bugReport && (
        <fieldset className={styles.bugReport}>
          <legend>{t("contact.bugReport.title")}</legend>
          {area("userIntention", t("contact.bugReport.userIntention"))}
          {area("userExpectation", t("contact.bugReport.userExpectation"))}
          {area("systemResponse", t("contact.bugReport.systemResponse"))}
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor={`${id}-browser`}>{t("contact.bugReport.browser")}</label>
              <select
                id={`${id}-browser`}
                value={fields.browserUsed}
                onChange={(event) => set("browserUsed", event.target.value as Browser | "")}
              >
                <option value="">{t("contact.bugReport.choose")}</option>
                {browsers.map((b) => (
                  <option key={b} value={b}>
                    {t(`contact.browsers.${b}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-os`}>{t("contact.bugReport.os")}</label>
              <select
                id={`${id}-os`}
                value={fields.osUsed}
                onChange={(event) => set("osUsed", event.target.value as OperatingSystem | "")}
              >
                <option value="">{t("contact.bugReport.choose")}</option>
                {systems.map((s) => (
                  <option key={s} value={s}>
                    {t(`contact.systems.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {check("differentBrowsers", t("contact.bugReport.differentBrowsers"))}
          {check("userCheckedInternetConnection", t("contact.bugReport.checkedConnection"))}
          {check("errorMessageOccurred", t("contact.bugReport.errorMessageOccurred"))}
          {fields.errorMessageOccurred && area("errorMessage", t("contact.bugReport.errorMessage"))}
        </fieldset>
      )}
      {check("confirmation", t("contact.confirmation"))}
      {failure && <FormFailure title={t("forms.failedTitle")} message={failure} />}
      <SubmitRow
        label={t("contact.submit")}
        complete={Boolean(complete)}
        sending={sending}
        missingHint={t("forms.missingFields")}
      />
    </form>
  );
}

import { useApolloClient } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../gql";
import { usePreferences } from "../preferences/Preferences";
import { sendWithFile } from "../shared/graphqlUpload";
import styles from "./Cart.module.css";
import { useCartErrorText } from "./cartErrors";

const AddAttachmentDocument = graphql(`
  mutation AddCartItemAttachment($cartId: ID!, $itemId: ID!, $file: Upload!) {
    addCartItemAttachment(cartId: $cartId, itemId: $itemId, file: $file) {
      __typename
      ... on CartError {
        code
        message
      }
    }
  }
`);

/** Attachments behind the disclaimer, which is asked once and remembered (spec). */
export function AttachmentUpload(props: {
  cartId: string;
  itemId: string;
  attachments: { name: string; url: string }[];
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { acceptAttachmentDisclaimer, acceptAttachments } = usePreferences();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const errorText = useCartErrorText();
  const [error, setError] = useState<string | null>(null);

  const pick = () =>
    acceptAttachmentDisclaimer.value ? input.current?.click() : dialog.current?.showModal();
  const upload = async (file: File) => {
    setError(null);
    try {
      const data = await sendWithFile(
        AddAttachmentDocument,
        { cartId: props.cartId, itemId: props.itemId },
        file,
        file.name,
      );
      if (data.addCartItemAttachment.__typename === "CartError")
        setError(errorText(data.addCartItemAttachment.code));
      await client.refetchQueries({ include: ["Cart"] });
    } catch {
      setError(t("errors.requestFailed"));
    }
  };

  return (
    <div className={styles.attachments}>
      {props.attachments.length > 0 && (
        <ul>
          {props.attachments.map((a) => (
            <li key={a.url}>
              <a href={a.url}>{a.name}</a>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.linkButton} onClick={pick}>
        {t("cart.attach")}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = "";
        }}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("cart.disclaimerTitle")}</h2>
        <p>{t("cart.disclaimer")}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            {t("cart.disclaimerCancel")}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              acceptAttachments();
              dialog.current?.close();
              input.current?.click();
            }}
          >
            {t("cart.disclaimerAccept")}
          </button>
        </div>
      </dialog>
    </div>
  );
}

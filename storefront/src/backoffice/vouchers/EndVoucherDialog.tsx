import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { StaffVoucherFieldsFragment } from "../../gql/graphql";
import { Dialog } from "../../shared/Dialog";
import styles from "../Backoffice.module.css";
import { useBackofficeTexts } from "../texts";
import { EndVoucherDocument } from "./queries";

/** The confirmation before a voucher is ended (its last day becomes yesterday). */
export function EndVoucherDialog(props: {
  voucher: StaffVoucherFieldsFragment;
  onClose(ended: boolean): void;
}) {
  const text = useBackofficeTexts();
  const [end, { loading }] = useMutation(EndVoucherDocument);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setFailed(false);
    try {
      const result = (await end({ variables: { id: props.voucher.id } })).data?.endVoucher;
      if (result?.__typename === "StaffVoucher") return props.onClose(true);
    } catch {
      // shown below
    }
    setFailed(true);
  };
  return (
    <Dialog
      title={text.endTitle(props.voucher.voucherCode)}
      closeLabel={text.close}
      onClose={() => props.onClose(false)}
    >
      <p>{text.endExplained}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {text.failed}
        </p>
      )}
      <div className={styles.formButtons}>
        <button
          type="button"
          className={styles.dangerButton}
          disabled={loading}
          onClick={() => void confirm()}
        >
          {text.confirmEnd}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => props.onClose(false)}>
          {text.cancel}
        </button>
      </div>
    </Dialog>
  );
}

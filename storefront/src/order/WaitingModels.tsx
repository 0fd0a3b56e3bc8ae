import { useTranslation } from "react-i18next";
import { useBackgroundUploads } from "../upload/BackgroundUploads";
import { useUploadTexts } from "../upload/uploadTexts";
import { useOrderProcess } from "./OrderProcess";
import styles from "./WaitingModels.module.css";

/**
 * The other files of a drop: those still uploading or being analysed, then those analysed and
 * waiting for the configurator, each of which can be taken now. Nothing when there are none.
 */
export function WaitingModels() {
  const { t } = useTranslation();
  const order = useOrderProcess();
  const { uploads, dismiss } = useBackgroundUploads();
  const texts = useUploadTexts();
  if (uploads.length === 0 && order.waiting.length === 0) return null;
  const title = t(order.step === "configure-model" ? "waiting.titleMore" : "waiting.title");
  return (
    <section className={styles.strip} aria-label={title} data-testid="waiting-models">
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {order.waiting.map((model) => (
          <li key={model.modelFileId} className={styles.ready}>
            <span className={styles.name}>{model.name || t("waiting.unnamed")}</span>
            <span className={styles.state}>{t("waiting.ready")}</span>
            <button
              type="button"
              className={styles.take}
              aria-label={`${t("waiting.configure")}: ${model.name || t("waiting.unnamed")}`}
              onClick={() => order.configureWaiting(model.modelFileId)}
            >
              {t("waiting.configure")}
            </button>
          </li>
        ))}
        {uploads.map(({ key, fileName, state }) => (
          <li key={key} className={state.stage === "idle" ? styles.failed : undefined}>
            <span className={styles.name}>{fileName}</span>
            {state.stage === "idle" ? (
              <>
                <span className={styles.state} role="alert">
                  {texts.failure(state.error?.code)}
                </span>
                <button
                  type="button"
                  className={styles.take}
                  aria-label={`${t("waiting.dismiss")}: ${fileName}`}
                  onClick={() => dismiss(key)}
                >
                  {t("waiting.dismiss")}
                </button>
              </>
            ) : (
              <span className={styles.state}>{texts.progress(state)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

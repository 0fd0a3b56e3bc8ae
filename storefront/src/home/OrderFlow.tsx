import { useTranslation } from "react-i18next";
import { ConfigureView } from "../configure/ConfigureView";
import { useOrderProcess } from "../order/OrderProcess";
import { StepDisplay } from "../order/StepDisplay";
import { WaitingModels } from "../order/WaitingModels";
import { UploadPanel } from "../upload/UploadPanel";
import styles from "./HomePage.module.css";

/** Upload, then configure: the journey's first two steps on the home page. */
export function OrderFlow() {
  const { t } = useTranslation();
  const order = useOrderProcess();
  const configuring = order.step === "configure-model" && order.modelFileId;
  return (
    <section className={styles.flow} aria-label={t("order.flowLabel")} id="upload">
      <StepDisplay />
      <WaitingModels />
      {configuring ? (
        <ConfigureView key={order.modelFileId} modelFileId={order.modelFileId as string} />
      ) : (
        <UploadPanel
          onDone={order.uploaded}
          onClose={order.step === "upload" ? order.cancelUpload : undefined}
        />
      )}
    </section>
  );
}

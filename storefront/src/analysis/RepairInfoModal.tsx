import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./Analysis.module.css";
import type { RepairCounts } from "./AnalysisTabs";
import { RepairImageDocument } from "./queries";
import { ViewControls } from "./ViewControls";
import { initialView, viewLabel } from "./views";

/** The four repair counts and the repair pictures, turned in 90-degree steps on every axis. */
export function RepairInfoModal(props: { modelFileId: string; counts: RepairCounts; onClose(): void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState(initialView);
  const { data } = useQuery(RepairImageDocument, { variables: { id: props.modelFileId, ...view } });
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const url = data?.modelFile?.repairInfo?.image;
  const counts = [
    ["flippedPolygons", props.counts.flippedPolygons],
    ["removedFlatOpenShells", props.counts.removedFlatOpenShells],
    ["closedOpenLoops", props.counts.closedOpenLoops],
    ["mergedVertexPairs", props.counts.mergedVertexPairs],
  ] as const;
  return (
    <dialog ref={dialog} className={styles.modal} onClose={props.onClose} aria-labelledby="repair-title">
      <header className={styles.modalHead}>
        <h2 id="repair-title">{t("analysis.repairTitle")}</h2>
        <button type="button" className={styles.close} onClick={props.onClose} aria-label={t("detail.close")}>
          ×
        </button>
      </header>
      <dl className={styles.counts} data-testid="repair-counts">
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`analysis.counts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.figure}>
        {url ? (
          <img
            src={url}
            width={400}
            height={400}
            alt={t("analysis.repairAlt", { view: viewLabel(view) })}
            data-testid="repair-image"
          />
        ) : (
          <div className={styles.viewerPlaceholder} />
        )}
        <figcaption>
          <ViewControls view={view} onChange={setView} />
        </figcaption>
      </figure>
    </dialog>
  );
}

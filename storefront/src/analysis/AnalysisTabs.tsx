import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UnitOfLength } from "../gql/graphql";
import styles from "./Analysis.module.css";
import { ModelViewer } from "./ModelViewer";
import { RepairInfoModal } from "./RepairInfoModal";
import { ThicknessLegend } from "./ThicknessLegend";
import { useThicknessData } from "./useThicknessData";
import { WallThicknessPicture } from "./WallThicknessPicture";

export interface RepairCounts {
  flippedPolygons: number;
  removedFlatOpenShells: number;
  closedOpenLoops: number;
  mergedVertexPairs: number;
  changed: boolean;
}

interface Props {
  modelFileId: string;
  viewerModelUrl: string | null;
  /** The model's front picture, shown where the 3D view will be until it is drawn. */
  frontPictureUrl: string | null;
  /** Measured and priced, the rest of the analysis still running: the view and pictures follow. */
  preparing: boolean;
  thicknessDataUrl: string | null;
  /** The chosen print mode's minimum feature size in mm. */
  minFeatureSize: number | null;
  scale: number;
  unit: UnitOfLength;
  printModeId: string | null;
  repairInfo: RepairCounts | null;
}

/** The analysis tabs: the 3D render and the wall-thickness picture, plus the repair information. */
export function AnalysisTabs(props: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"model" | "thickness">("model");
  const [repairOpen, setRepairOpen] = useState(false);
  const [byThickness, setByThickness] = useState(false);
  const thickness = useThicknessData(props.thicknessDataUrl, byThickness);
  const minimum = props.minFeatureSize ?? 1;
  const coloring = useMemo(
    () =>
      byThickness && thickness && props.scale > 0 ? { values: thickness, scale: props.scale, minimum } : null,
    [byThickness, thickness, props.scale, minimum],
  );
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tabList}>
        {(["model", "thickness"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? styles.activeTab : undefined}
            onClick={() => setTab(name)}
          >
            {t(`analysis.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.panel}>
        {tab === "model" && props.viewerModelUrl && (
          <div className={styles.viewerBlock}>
            <ModelViewer
              url={props.viewerModelUrl}
              posterUrl={props.frontPictureUrl}
              label={t("analysis.viewerLabel")}
              coloring={coloring}
            />
            {props.thicknessDataUrl && (
              <label className={styles.colorToggle}>
                <input
                  type="checkbox"
                  checked={byThickness}
                  onChange={(event) => setByThickness(event.target.checked)}
                />
                {t("analysis.colorByThickness")}
              </label>
            )}
            {coloring && <ThicknessLegend minimum={minimum} />}
          </div>
        )}
        {props.preparing && (
          <div className={styles.viewer} data-testid="analysis-preparing">
            <div className={styles.viewerLoading} role="status">
              <span>{t("analysis.preparing")}</span>
              <progress aria-label={t("analysis.preparing")} />
            </div>
          </div>
        )}
        {tab === "thickness" && !props.preparing && (
          <WallThicknessPicture
            modelFileId={props.modelFileId}
            scale={props.scale}
            unit={props.unit}
            printModeId={props.printModeId}
          />
        )}
      </div>
      {props.repairInfo?.changed && (
        <button type="button" className={styles.repairButton} onClick={() => setRepairOpen(true)}>
          {t("analysis.repairInfo")}
        </button>
      )}
      {repairOpen && props.repairInfo && (
        <RepairInfoModal
          modelFileId={props.modelFileId}
          counts={props.repairInfo}
          onClose={() => setRepairOpen(false)}
        />
      )}
    </div>
  );
}

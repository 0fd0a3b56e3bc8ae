import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UnitOfLength } from "../gql/graphql";
import styles from "./Analysis.module.css";
import { WallThicknessImageDocument } from "./queries";
import { ViewControls } from "./ViewControls";
import { initialView, viewLabel } from "./views";

/** The wall-thickness picture at the current scale against the print mode's minimum, with rotation. */
export function WallThicknessPicture(props: {
  modelFileId: string;
  scale: number;
  unit: UnitOfLength;
  printModeId: string | null;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState(initialView);
  const { data } = useQuery(WallThicknessImageDocument, {
    variables: {
      id: props.modelFileId,
      ...view,
      scale: props.scale > 0 ? props.scale : 1,
      unit: props.unit,
      printModeId: props.printModeId,
    },
  });
  const url = data?.modelFile?.wallThicknessImageUrl;
  return (
    <figure className={styles.figure}>
      {url ? (
        <img src={url} width={400} height={400} alt={t("analysis.thicknessAlt", { view: viewLabel(view) })} />
      ) : (
        <div className={styles.viewerPlaceholder} />
      )}
      <figcaption>
        <ViewControls view={view} onChange={setView} />
      </figcaption>
    </figure>
  );
}

import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../app/loadChunk";
import { useInBrowser } from "../shared/ClientOnly";
import styles from "./Analysis.module.css";
import type { default as ModelSceneImpl, SceneState, ThicknessColoring } from "./ModelScene";

/** Stands in for the scene when its code did not arrive: the view reports that it failed. */
type SceneProps = ComponentProps<typeof ModelSceneImpl>;

function SceneUnavailable({ onState }: SceneProps) {
  useEffect(() => onState({ state: "failed", missingCode: true }), [onState]);
  return null;
}

const ModelScene = lazy<ComponentType<SceneProps>>(() =>
  loadChunk(() => import("./ModelScene")).catch(() => ({ default: SceneUnavailable })),
);

/**
 * Phones and tablets: the scene starts when asked for. Its orbit controls take every swipe over it
 * (a full-width view would stop the page from scrolling), and three.js and the model's GLB cost a
 * phone's start a second of work and a few hundred kB it may not need.
 */
const startsOnRequest = () => window.matchMedia("(hover: none) and (pointer: coarse)").matches;

/**
 * The 3D view: 400 x 400 (spec). The server and the first paint show the model's front picture in
 * its place, so the shopper sees the model at once and nothing moves when the WebGL scene, with
 * three.js loaded on its own, takes over (at once with a mouse, on request on a touch screen; see
 * startsOnRequest). Memoised: a render of the configurator around it (a price
 * arriving) would otherwise draw the model again, seconds for a large one without a GPU.
 */
export const ModelViewer = memo(function ModelViewer({
  url,
  posterUrl,
  label,
  coloring,
}: {
  url: string;
  /** The model's front picture, shown until the scene is drawn. */
  posterUrl: string | null;
  label: string;
  coloring: ThicknessColoring | null;
}) {
  const { t } = useTranslation();
  const [scene, setScene] = useState<SceneState>({ state: "loading", share: null });
  // WebGL is the browser's: the server renders the frame the view appears in.
  const inBrowser = useInBrowser();
  const [requested, setRequested] = useState(false);
  const started = inBrowser && (requested || !posterUrl || !startsOnRequest());
  if (scene.state === "failed" && scene.missingCode)
    // The rest of the configurator works: the spec's message for a missing part, in the view's place.
    return (
      <div className={styles.viewerFailed} role="alert">
        <p>{t("pageError.chunk")}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t("pageError.reload")}
        </button>
      </div>
    );
  if (scene.state === "failed")
    return (
      <p className={styles.viewerFailed} role="alert">
        {t("analysis.viewerFailed")}
      </p>
    );
  const ready = scene.state === "ready";
  return (
    <div
      className={styles.viewer}
      role="img"
      aria-label={label}
      aria-busy={started && !ready}
      data-testid="model-viewer"
      data-ready={ready ? "true" : "false"}
      data-coloring={ready && coloring ? "thickness" : "plain"}
    >
      {posterUrl && !ready && (
        <img className={styles.poster} src={posterUrl} alt="" width={400} height={400} fetchPriority="high" />
      )}
      {started && (
        <Suspense fallback={null}>
          <ModelScene url={url} coloring={coloring} onState={setScene} />
        </Suspense>
      )}
      {inBrowser && !started && (
        <button type="button" className={styles.startViewer} onClick={() => setRequested(true)}>
          {t("analysis.startViewer")}
        </button>
      )}
      {started && scene.state === "loading" && (
        <LoadingOverlay share={scene.share} overPoster={Boolean(posterUrl)} />
      )}
    </div>
  );
});

function LoadingOverlay({ share, overPoster }: { share: number | null; overPoster: boolean }) {
  const { t } = useTranslation();
  const percent = share === null ? null : Math.round(share * 100);
  return (
    <div className={overPoster ? styles.viewerLoadingBar : styles.viewerLoading} role="status">
      <span>
        {percent === null ? t("analysis.viewerLoading") : t("analysis.viewerLoadingShare", { percent })}
      </span>
      <progress max={100} value={percent ?? undefined} aria-label={t("analysis.viewerLoading")} />
    </div>
  );
}

import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { units } from "../configure/units";
import type { UnitOfLength } from "../gql/graphql";
import { Delayed } from "../shared/Delayed";
import { MAX_FILES_AT_ONCE, useBackgroundUploads } from "./BackgroundUploads";
import styles from "./UploadPanel.module.css";
import { acceptedFileTypes, uploadLimitMegabytes } from "./uploadRequest";
import { uploadPercent, useUploadTexts } from "./uploadTexts";
import { useFilesChosenEarly } from "./useFilesChosenEarly";
import { useModelUpload } from "./useModelUpload";

/** The drop area with file picker, upload progress and the analysis phases. */
export function UploadPanel({
  onDone,
  onClose,
}: {
  onDone: (modelFileId: string, fileName: string) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [unit, setUnit] = useState<UnitOfLength>("MM");
  const { state, start, cancel } = useModelUpload(onDone);
  const background = useBackgroundUploads();
  const texts = useUploadTexts();

  /**
   * One file goes through this panel. Several are uploaded and analysed side by side, apart from
   * it: the panel gives way to the configurator as soon as the first is analysed.
   */
  const take = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MAX_FILES_AT_ONCE);
    if (chosen.length > 1) background.add(chosen, unit);
    else if (chosen[0]) void start(chosen[0], unit);
  };

  useFilesChosenEarly(input, take);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const busy = state.stage !== "idle";
  const percent = uploadPercent(state);

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`} data-testid="upload-panel">
      <div className={styles.head}>
        <h2 id={`${inputId}-title`}>{t("upload.title")}</h2>
        {onClose && (
          <button
            type="button"
            className={styles.close}
            onClick={() => {
              cancel();
              onClose();
            }}
            aria-label={t("upload.close")}
          >
            ×
          </button>
        )}
      </div>
      {state.stage === "idle" && state.error && (
        <div role="alert" className={styles.error}>
          <strong>{t("upload.failedTitle")}</strong>
          <p>{texts.failure(state.error.code)}</p>
        </div>
      )}
      {!busy ? (
        <section
          aria-label={t("upload.dropHere")}
          className={`${styles.drop} ${dragging ? styles.dragging : ""}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="drop-area"
        >
          <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
            <path d="M24 6 8 14v20l16 8 16-8V14z" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M8 14l16 8 16-8M24 22v20" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <p className={styles.dropText}>{t("upload.dropHere")}</p>
          <button type="button" className={styles.pick} onClick={() => input.current?.click()}>
            {t("upload.choose")}
          </button>
          <input
            ref={input}
            id={inputId}
            type="file"
            tabIndex={-1}
            aria-label={t("upload.choose")}
            className={styles.fileInput}
            accept={acceptedFileTypes}
            multiple
            onChange={(event) => {
              take(event.target.files);
              event.target.value = "";
            }}
          />
          <div className={styles.unit}>
            <label htmlFor={`${inputId}-unit`}>{t("upload.unit")}</label>
            <select
              id={`${inputId}-unit`}
              value={unit}
              onChange={(e) => setUnit(e.target.value as UnitOfLength)}
            >
              {units.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.hint}>
            {t("upload.hint", { megabytes: uploadLimitMegabytes })}
            <br />
            {t("upload.several", { count: MAX_FILES_AT_ONCE })}
          </p>
        </section>
      ) : (
        <div className={styles.progress} aria-live="polite">
          <p className={styles.fileName}>{state.fileName}</p>
          <p className={styles.phase} data-testid="upload-phase">
            {texts.progress(state)}
          </p>
          {/* Spec: the upload's progress shows after 500 ms, so a quick upload does not flash a bar. */}
          <Delayed>
            <progress
              className={styles.bar}
              max={100}
              value={percent}
              aria-label={t("upload.progressLabel")}
            />
          </Delayed>
          <button type="button" className={styles.cancel} onClick={cancel}>
            {t("upload.cancel")}
          </button>
        </div>
      )}
    </section>
  );
}

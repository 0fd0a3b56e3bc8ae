import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { UnitOfLength } from "../gql/graphql";
import { useOrderProcess } from "../order/OrderProcess";
import { type UploadState, useModelUpload } from "./useModelUpload";

/** At most this many files are taken from one drop or choice. */
export const MAX_FILES_AT_ONCE = 10;

/** One of several files dropped at once, uploaded and analysed apart from the panel: its name and how far it is. */
export interface BackgroundUpload {
  key: string;
  fileName: string;
  state: UploadState;
}

interface BackgroundUploads {
  uploads: BackgroundUpload[];
  /** Uploads and analyses the files side by side; each analysed one waits its turn in the order process. */
  add(files: File[], unit: UnitOfLength): void;
  /** Forgets a failed upload once the shopper has read why. */
  dismiss(key: string): void;
}

const Context = createContext<BackgroundUploads | null>(null);

/**
 * The files of a drop of several: each uploaded and followed by its own subscription, above the
 * pages, so they go on while the shopper configures the first analysed or looks at the cart.
 */
export function BackgroundUploadsProvider({ children }: { children: ReactNode }) {
  const [files, setFiles] = useState<{ key: string; file: File; unit: UnitOfLength }[]>([]);
  const [states, setStates] = useState<Record<string, UploadState>>({});
  const remove = useCallback((key: string) => {
    setFiles((before) => before.filter((entry) => entry.key !== key));
    setStates(({ [key]: _, ...rest }) => rest);
  }, []);
  const report = useCallback((key: string, state: UploadState) => {
    setStates((before) => ({ ...before, [key]: state }));
  }, []);
  const value = useMemo<BackgroundUploads>(
    () => ({
      uploads: files.map(({ key, file }) => ({
        key,
        fileName: file.name,
        state: states[key] ?? { stage: "uploading", fraction: 0, fileName: file.name },
      })),
      add: (added, unit) =>
        setFiles((before) => [...before, ...added.map((file) => ({ key: crypto.randomUUID(), file, unit }))]),
      dismiss: remove,
    }),
    [files, states, remove],
  );
  return (
    <Context.Provider value={value}>
      {children}
      {files.map(({ key, file, unit }) => (
        <UploadInBackground key={key} id={key} file={file} unit={unit} onState={report} onAnalysed={remove} />
      ))}
    </Context.Provider>
  );
}

/** One file's upload and analysis; renders nothing, reports its state. */
function UploadInBackground({
  id,
  file,
  unit,
  onState,
  onAnalysed,
}: {
  id: string;
  file: File;
  unit: UnitOfLength;
  onState(key: string, state: UploadState): void;
  onAnalysed(key: string): void;
}) {
  const order = useOrderProcess();
  const { state, start } = useModelUpload((modelFileId, fileName) => {
    order.uploaded(modelFileId, fileName);
    onAnalysed(id);
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(file, unit);
  }, [file, unit, start]);
  useEffect(() => onState(id, state), [id, state, onState]);
  return null;
}

export function useBackgroundUploads(): BackgroundUploads {
  const value = useContext(Context);
  if (!value) throw new Error("useBackgroundUploads needs a BackgroundUploadsProvider");
  return value;
}

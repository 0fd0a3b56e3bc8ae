import { useEffect, useState } from "react";

/** Fetches the per-triangle wall thickness once it is wanted; null until it arrives or when it fails. */
export function useThicknessData(url: string | null, wanted: boolean): Float32Array | null {
  const [data, setData] = useState<{ url: string; values: Float32Array } | null>(null);
  useEffect(() => {
    if (!wanted || !url || data?.url === url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then((buffer) => setData({ url, values: new Float32Array(buffer) }))
      .catch(() => {});
    return () => controller.abort();
  }, [url, wanted, data?.url]);
  return data?.url === url ? data.values : null;
}

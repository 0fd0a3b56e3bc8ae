import type { ReadModel } from "@druckwerk/mesh";

export interface ReadAheadLimits {
  /** Models held at once; the oldest goes first. */
  maxModels: number;
  /** Bytes of vertices and triangles held at once; the oldest goes first. */
  maxBytes: number;
  /** A model not taken this long after its upload is dropped (its analysis reads the file). */
  ttlMs: number;
}

/** A few models at a time, for a minute: enough for the uploads this process is analysing next. */
export const READ_AHEAD_LIMITS: ReadAheadLimits = {
  maxModels: 8,
  maxBytes: 256 * 1024 * 1024,
  ttlMs: 60_000,
};

/** The memory a read model holds: its vertices and triangles. */
export const sizeOf = ({ result: { mesh } }: ReadModel) =>
  mesh.positions.byteLength + mesh.indices.byteLength;

/**
 * The models read while they were uploaded (`ModelStream`), by file id, until the analysis of the
 * file takes its model (once: a retry reads the file again). Bounded in number, bytes and time;
 * a model not here (dropped, another replica's upload, a restart) is read from the stored file.
 */
export class ReadAheadModels {
  private readonly entries = new Map<string, { model: ReadModel; bytes: number; timer: NodeJS.Timeout }>();
  private bytes = 0;

  constructor(private readonly limits: ReadAheadLimits = READ_AHEAD_LIMITS) {}

  put(fileId: string, model: ReadModel): void {
    const bytes = sizeOf(model);
    this.take(fileId);
    if (bytes > this.limits.maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.limits.maxModels && this.bytes + bytes <= this.limits.maxBytes) break;
      this.take(oldest);
    }
    const timer = setTimeout(() => this.take(fileId), this.limits.ttlMs).unref();
    this.entries.set(fileId, { model, bytes, timer });
    this.bytes += bytes;
  }

  /** The file's model, which is no longer held; undefined when there is none. */
  take(fileId: string): ReadModel | undefined {
    const entry = this.entries.get(fileId);
    if (!entry) return undefined;
    this.entries.delete(fileId);
    clearTimeout(entry.timer);
    this.bytes -= entry.bytes;
    return entry.model;
  }

  /** Models and bytes held now. */
  get held(): { models: number; bytes: number } {
    return { models: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    for (const fileId of [...this.entries.keys()]) this.take(fileId);
  }
}

import { unzipSync } from "fflate";
import { MeshError } from "../errors";

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export interface Unzipped {
  /** The wanted entries' contents by name. */
  files: Record<string, Uint8Array>;
  /** The names of all entries, wanted or not. */
  names: Set<string>;
}

/**
 * Unzips only the entries `wanted` accepts, refusing before inflating anything when their
 * declared sizes add up beyond `maxBytes`. fflate inflates each entry into a buffer of its
 * declared size, so an entry that lies about its size cannot grow past it either.
 */
export function unzipCapped(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  maxBytes: number,
): Unzipped {
  let total = 0;
  const names = new Set<string>();
  try {
    const files = unzipSync(bytes, {
      filter(file) {
        names.add(file.name);
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (total > maxBytes) {
          throw new MeshError(
            "ZIP_TOO_LARGE",
            `The archive would decompress to more than ${Math.round(maxBytes / 1048576)} MB; refused as a possible ZIP bomb.`,
          );
        }
        return true;
      },
    });
    return { files, names };
  } catch (error) {
    if (error instanceof MeshError) throw error;
    throw new MeshError("THREEMF_NOT_ZIP", "The file is not a readable ZIP archive, as a 3MF must be.", {
      cause: error,
    });
  }
}

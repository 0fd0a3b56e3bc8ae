import { MeshError } from "../errors";
import type { ThreeMfFindings } from "./threemf-findings";
import { scanXml } from "./xml";
import type { Unzipped } from "./zip";

const MODEL_REL = "http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel";
const PRINT_TICKET_REL = "http://schemas.microsoft.com/3dmanufacturing/2013/01/printticket";

interface Relationship {
  id: string | undefined;
  type: string | undefined;
  target: string;
  external: boolean;
}

/** The entries a 3MF reader inflates: model parts and relationship parts. */
export function isThreeMfPart(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith(".model") || lower.endsWith(".rels");
}

export function decodePart(data: Uint8Array): string {
  try {
    return new TextDecoder("utf-8").decode(data);
  } catch (error) {
    throw new MeshError("ZIP_TOO_LARGE", "A 3MF model part is too large to read.", { cause: error });
  }
}

/**
 * The path of the root model part: the one part the package's relationships (`_rels/.rels`) name
 * as its 3D model. None, or more than one, leaves the shape to guess, so the file is refused. The
 * other relationships are checked too: a link out of the package, to a missing part, a second
 * print ticket or a relationship id used twice is noted, since the shape does not depend on them.
 */
export function findRootModel({ files, names }: Unzipped, findings: ThreeMfFindings): string {
  const present = new Set([...names].map((name) => name.toLowerCase()));
  let root: Relationship[] = [];
  for (const [relsPath, data] of Object.entries(files)) {
    const source = sourceOf(relsPath);
    if (source === undefined) continue;
    const relationships = readRelationships(decodePart(data), relsPath);
    if (source === "") root = relationships.filter((r) => r.type === MODEL_REL);
    const ids = new Set<string>();
    let printTickets = 0;
    for (const r of relationships) {
      if (r.id !== undefined && ids.has(r.id))
        findings.add("THREEMF_PACKAGE_ISSUE", `/${relsPath} uses the id "${r.id}" twice`);
      if (r.id !== undefined) ids.add(r.id);
      if (r.type === PRINT_TICKET_REL && ++printTickets === 2) {
        findings.add("THREEMF_PACKAGE_ISSUE", `/${source} has more than one print ticket`);
      }
      if (source === "" && r.type === MODEL_REL) continue;
      if (r.external)
        findings.add("THREEMF_PACKAGE_ISSUE", `/${relsPath} links outside the package to "${r.target}"`);
      else if (!present.has(resolve(source, r.target).toLowerCase())) {
        findings.add(
          "THREEMF_PACKAGE_ISSUE",
          `/${relsPath} links to the missing part /${resolve(source, r.target)}`,
        );
      }
    }
  }
  if (root.length > 1) {
    throw new MeshError(
      "THREEMF_MULTIPLE_MODELS",
      `The 3MF names ${root.length} 3D model parts (${root.map((r) => r.target).join(", ")}); a 3MF has one.`,
    );
  }
  const [model] = root;
  if (!model) {
    throw new MeshError("THREEMF_NO_MODEL", "The 3MF's relationships (/_rels/.rels) name no 3D model part.");
  }
  const path = model.external ? undefined : resolve("", model.target);
  const entry = path && Object.keys(files).find((name) => name.toLowerCase() === path.toLowerCase());
  if (!entry?.toLowerCase().endsWith(".model")) {
    throw new MeshError(
      "THREEMF_NO_MODEL",
      `The 3MF's 3D model part "${model.target}" is not in the archive.`,
    );
  }
  return entry;
}

/** The part a relationships part describes ("" for the package), or undefined for no such part. */
function sourceOf(relsPath: string): string | undefined {
  const m = /^((?:.*\/)?)_rels\/([^/]*)\.rels$/i.exec(relsPath);
  return m ? `${m[1]}${m[2]}` : undefined;
}

/** A relationship's target as a path in the archive, relative to its source part's folder. */
function resolve(source: string, target: string): string {
  const segments = target.startsWith("/") ? [] : source.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return segments.join("/");
}

function readRelationships(text: string, relsPath: string): Relationship[] {
  const relationships: Relationship[] = [];
  scanXml(
    text,
    {
      open(name, a) {
        if (name !== "Relationship") return;
        const target = a.get("Target") ?? "";
        relationships.push({
          id: a.get("Id"),
          type: a.get("Type"),
          target,
          // A URI with a scheme (or a drive letter) names something outside the package.
          external: a.get("TargetMode") === "External" || /^[a-z][a-z0-9+.-]*:/i.test(target),
        });
      },
      close() {},
    },
    `The 3MF relationships part /${relsPath}`,
  );
  return relationships;
}

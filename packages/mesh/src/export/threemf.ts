import { zipSync } from "fflate";
import type { Mesh } from "../mesh";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;

/** The shortest decimal that reads back as the same 32-bit float. */
function float32Text(v: number): string {
  const short = Number(v.toPrecision(7));
  return String(Math.fround(short) === v ? short : Number(v.toPrecision(9)));
}

/**
 * A 3MF (core specification) holding the mesh as one object in millimetres; reading it back
 * gives the same vertices and triangles.
 */
export function export3mf(mesh: Mesh, name = "model"): Uint8Array {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n',
    `<resources>\n<object id="1" type="model" name="${escapeXml(name)}">\n<mesh>\n<vertices>\n`,
  ];
  const p = mesh.positions;
  for (let v = 0; v < p.length; v += 3) {
    parts.push(
      `<vertex x="${float32Text(p[v] as number)}" y="${float32Text(p[v + 1] as number)}" z="${float32Text(p[v + 2] as number)}"/>\n`,
    );
  }
  parts.push("</vertices>\n<triangles>\n");
  const i = mesh.indices;
  for (let t = 0; t < i.length; t += 3) {
    parts.push(`<triangle v1="${i[t]}" v2="${i[t + 1]}" v3="${i[t + 2]}"/>\n`);
  }
  parts.push(
    '</triangles>\n</mesh>\n</object>\n</resources>\n<build>\n<item objectid="1"/>\n</build>\n</model>\n',
  );
  const encoder = new TextEncoder();
  return zipSync(
    {
      "[Content_Types].xml": encoder.encode(CONTENT_TYPES),
      "_rels/.rels": encoder.encode(RELS),
      "3D/3dmodel.model": encoder.encode(parts.join("")),
    },
    { level: 6 },
  );
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import type { ThreeMfFindings } from "./threemf-findings";
import type { Attributes } from "./xml";

/** The resources of the materials and properties extension (and the core's base materials). */
const PROPERTY_RESOURCES = new Set([
  "basematerials",
  "colorgroup",
  "texture2d",
  "texture2dgroup",
  "compositematerials",
  "multiproperties",
]);
const COLOR = /^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/i;
const TEXTURE_TYPES = new Set(["image/png", "image/jpeg"]);

/**
 * Checks a model part's colour and material resources, which the shop does not read: their ids,
 * required attributes and references to each other. What is wrong is noted, never refused, since
 * the shape does not depend on it.
 */
export class MaterialChecks {
  /** Every resource's id, objects' too (they share one id space), with its element name. */
  private readonly kinds = new Map<string, string>();
  /** References to check once all resources are known: who refers, the ids, what they must name. */
  private readonly references: {
    from: string;
    ids: string[];
    check: (kinds: string[]) => string | undefined;
  }[] = [];

  constructor(
    private readonly findings: ThreeMfFindings,
    private readonly where: string,
  ) {}

  /** A resource element: an object (`name` "object") or a property resource; anything else is let be. */
  resource(name: string, a: Attributes): void {
    if (name !== "object" && !PROPERTY_RESOURCES.has(name)) return;
    const id = a.get("id");
    if (id !== undefined) {
      const earlier = this.kinds.get(id);
      if (earlier !== undefined) this.note(`uses the resource id ${id} twice (${earlier} and ${name})`);
      else this.kinds.set(id, name);
    }
    const what = `${name} ${id ?? "without id"}`;
    switch (name) {
      case "object":
        if (a.get("pindex") !== undefined && a.get("pid") === undefined)
          this.note(`gives object ${id} a pindex without pid`);
        break;
      case "texture2d": {
        if (!a.get("path")) this.note(`has ${what} without a path`);
        const type = a.get("contenttype");
        if (!type || !TEXTURE_TYPES.has(type)) this.note(`has ${what} of content type "${type ?? ""}"`);
        break;
      }
      case "texture2dgroup":
        this.refer(what, a.get("texid"), "texid", (kinds) =>
          kinds[0] === "texture2d" ? undefined : "a texid that names no texture2d",
        );
        break;
      case "compositematerials":
        if (a.get("matindices") === undefined) this.note(`has ${what} without matindices`);
        this.refer(what, a.get("matid"), "matid", (kinds) =>
          kinds[0] === "basematerials" ? undefined : "a matid that names no basematerials",
        );
        break;
      case "multiproperties":
        this.refer(what, a.get("pids"), "pids", multipropertiesRule);
        break;
      default:
        break;
    }
  }

  /** An element inside a property resource. */
  entry(name: string, a: Attributes): void {
    if (name === "color" && !COLOR.test(a.get("color") ?? ""))
      this.note(`has a color without a valid color value`);
    if (name === "base" && !COLOR.test(a.get("displaycolor") ?? ""))
      this.note(`has a base material without a valid displaycolor`);
  }

  /** Checks the references once the part is read. */
  finish(): void {
    for (const { from, ids, check } of this.references) {
      const kinds = ids.map((id) => this.kinds.get(id));
      const missing = ids.filter((_, i) => kinds[i] === undefined);
      const problem =
        missing.length > 0
          ? `references the missing resource ${missing.join(", ")}`
          : check(kinds as string[]);
      if (problem) this.note(`has ${from} with ${problem}`);
    }
  }

  private refer(
    from: string,
    value: string | undefined,
    attribute: string,
    check: (kinds: string[]) => string | undefined,
  ): void {
    if (value === undefined || value.trim() === "") this.note(`has ${from} without ${attribute}`);
    else this.references.push({ from, ids: value.trim().split(/\s+/), check });
  }

  private note(problem: string): void {
    this.findings.add("THREEMF_MATERIALS_IGNORED", `${this.where} ${problem}`);
  }
}

/** A multiproperties layers at most one material (base or composite) and one colour group, and no other multiproperties. */
function multipropertiesRule(kinds: string[]): string | undefined {
  const count = (...names: string[]) => kinds.filter((kind) => names.includes(kind)).length;
  if (count("multiproperties") > 0) return "pids that name another multiproperties";
  if (count("object") > 0) return "pids that name an object";
  if (count("basematerials", "compositematerials") > 1) return "pids that name more than one material group";
  if (count("colorgroup") > 1) return "pids that name more than one colorgroup";
  return undefined;
}

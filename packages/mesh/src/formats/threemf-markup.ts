import type { ThreeMfFindings } from "./threemf-findings";
import type { Attributes } from "./xml";

/** The 3MF specifications (core and extensions) whose markup the reader reads or may ignore. */
const KNOWN_SPECIFICATIONS = new Set([
  "core",
  "material",
  "production",
  "slice",
  "beamlattice",
  "securecontent",
  "volumetric",
  "implicit",
  "displacement",
  "booleanoperations",
  "trianglesets",
]);
/** The metadata names 3MF defines; any other name needs a namespace prefix (core, chapter 4.1.1). */
const WELL_KNOWN_METADATA = new Set([
  "Title",
  "Designer",
  "Description",
  "Copyright",
  "LicenseTerms",
  "Rating",
  "CreationDate",
  "ModificationDate",
  "Application",
]);
const THREEMF_NAMESPACE = /^https?:\/\/schemas\.(?:microsoft\.com|3mf\.io)\/3dmanufacturing\/([^/]+)/;
const MARKUP_COMPATIBILITY = "http://schemas.openxmlformats.org/markup-compatibility/2006";

interface Declaration {
  depth: number;
  prefix: string;
  uri: string;
}

/**
 * Checks a model part's markup where its shape does not depend on it: namespace prefixes must be
 * declared, markup of 3MF specifications the reader does not know must be declared ignorable, no
 * DOCTYPE and no xml:space, model metadata names present, defined or prefixed, and once each. A
 * name 3MF does not define is ignored, as the core asks, and noted. Vertices and triangles are
 * not looked at, so millions of them cost nothing here.
 */
export class MarkupChecks {
  private depth = 0;
  private readonly declarations: Declaration[] = [];
  private readonly ignorable = new Set<string>();
  private readonly metadataNames = new Set<string>();

  constructor(
    private readonly findings: ThreeMfFindings,
    private readonly where: string,
  ) {}

  open(name: string, a: Attributes, prefix: string): void {
    this.depth++;
    if (name === "vertex" || name === "triangle") return;
    const entries = a.entries();
    for (const [qualified, value] of entries) {
      if (qualified === "xmlns") this.declarations.push({ depth: this.depth, prefix: "", uri: value });
      else if (qualified.startsWith("xmlns:")) {
        this.declarations.push({ depth: this.depth, prefix: qualified.slice(6), uri: value });
      }
    }
    this.checkPrefix(prefix, `<${prefix}:${name}>`);
    for (const [qualified, value] of entries) {
      const colon = qualified.indexOf(":");
      if (colon < 0 || qualified.startsWith("xmlns")) continue;
      const attributePrefix = qualified.slice(0, colon);
      if (qualified === "xml:space") this.note("uses xml:space, which 3MF does not allow");
      else if (attributePrefix !== "xml") this.checkPrefix(attributePrefix, `the attribute ${qualified}`);
      if (qualified.endsWith(":Ignorable") && this.uriOf(attributePrefix) === MARKUP_COMPATIBILITY) {
        for (const ignored of value.trim().split(/\s+/)) {
          const uri = this.uriOf(ignored);
          if (uri !== undefined) this.ignorable.add(uri);
        }
      }
    }
    if (name === "metadata" && this.depth === 2) this.metadata(a.get("name"));
  }

  close(): void {
    this.depth--;
    while ((this.declarations.at(-1)?.depth ?? 0) > this.depth) this.declarations.pop();
  }

  doctype(): void {
    this.note("declares a DOCTYPE, which 3MF does not allow");
  }

  private metadata(name: string | undefined): void {
    if (!name) this.note("has metadata without a name");
    else if (this.metadataNames.has(name)) this.note(`has the metadata "${name}" twice`);
    else {
      this.metadataNames.add(name);
      if (!name.includes(":") && !WELL_KNOWN_METADATA.has(name))
        this.note(`has the metadata name "${name}", which 3MF does not define and which was ignored`);
    }
  }

  private checkPrefix(prefix: string, what: string): void {
    if (prefix === "") return;
    const uri = this.uriOf(prefix);
    if (uri === undefined) {
      this.note(`uses the namespace prefix "${prefix}" (in ${what}) without declaring it`);
      return;
    }
    const specification = THREEMF_NAMESPACE.exec(uri)?.[1];
    if (specification && !KNOWN_SPECIFICATIONS.has(specification) && !this.ignorable.has(uri)) {
      this.note(`uses ${what} of the unknown 3MF namespace ${uri} without marking it ignorable`);
    }
  }

  private uriOf(prefix: string): string | undefined {
    for (let i = this.declarations.length - 1; i >= 0; i--) {
      const declaration = this.declarations[i] as Declaration;
      if (declaration.prefix === prefix) return declaration.uri;
    }
    return undefined;
  }

  private note(problem: string): void {
    this.findings.add("THREEMF_MARKUP_ISSUE", `${this.where} ${problem}`);
  }
}

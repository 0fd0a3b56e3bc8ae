import { MeshError } from "../errors";

/** A tag's attributes, read on demand. Valid only during the `open` call that receives them. */
export interface Attributes {
  /** The value of the attribute with this local name (any prefix ignored), entities decoded. */
  get(name: string): string | undefined;
  /** Every attribute as its qualified name (prefix kept) and decoded value; for the rarer elements. */
  entries(): [string, string][];
}

export interface XmlHandlers {
  /** Called for every start (or empty) element with its local name, attributes and namespace prefix ("" for none). */
  open(name: string, attributes: Attributes, selfClosing: boolean, prefix: string): void;
  close(name: string): void;
  /** Called when the document has a DOCTYPE declaration (which is skipped). */
  doctype?(): void;
}

/**
 * A small well-formedness-checking XML scanner, enough for 3MF: elements and attributes (in
 * double or single quotes, with the predefined and numeric entities), comments, processing
 * instructions and CDATA skipped, text ignored. It streams through the document without
 * building a tree, and attribute values are only cut out when asked for, so million-triangle
 * models stay cheap.
 *
 * Limitations: a DOCTYPE is skipped (reported to `doctype`), so entities it declares are not
 * expanded (left as written); namespaces are reduced to local names and prefixes without checking
 * which namespace a prefix names; duplicate attributes are not refused (the first wins).
 */
export function scanXml(text: string, handlers: XmlHandlers, where: string): void {
  const stack: string[] = [];
  const attributes = new TagAttributes(text);
  let pos = 0;
  let sawRoot = false;
  for (;;) {
    const lt = text.indexOf("<", pos);
    if (lt < 0) break;
    if (text.startsWith("<?", lt)) {
      pos = skipPast(text, "?>", lt, where);
      continue;
    }
    if (text.startsWith("<!--", lt)) {
      pos = skipPast(text, "-->", lt, where);
      continue;
    }
    if (text.startsWith("<![CDATA[", lt)) {
      pos = skipPast(text, "]]>", lt, where);
      continue;
    }
    if (text.startsWith("<!", lt)) {
      if (text.startsWith("<!DOCTYPE", lt)) handlers.doctype?.();
      pos = skipPast(text, ">", lt, where);
      continue;
    }
    if (text.startsWith("</", lt)) {
      const gt = text.indexOf(">", lt);
      if (gt < 0) throw bad(where, "a tag is never closed");
      const name = localName(text.slice(lt + 2, gt).trim());
      const open = stack.pop();
      if (open !== name) throw bad(where, `</${name}> does not match <${open ?? "nothing"}>`);
      handlers.close(name);
      pos = gt + 1;
      continue;
    }
    const nameEnd = endOfName(text, lt + 1);
    const rawName = text.slice(lt + 1, nameEnd);
    if (nameEnd === lt + 1 || !isNameStart(text.charCodeAt(lt + 1))) {
      throw bad(where, `"${text.slice(lt, lt + 30)}" is not a valid tag`);
    }
    if (stack.length === 0 && sawRoot) throw bad(where, "there is more than one root element");
    sawRoot = true;
    attributes.clear();
    let selfClosing = false;
    pos = nameEnd;
    for (;;) {
      const at = skipSpace(text, pos);
      const c = text.charCodeAt(at);
      if (c === GT) {
        pos = at + 1;
        break;
      }
      if (c === SLASH && text.charCodeAt(at + 1) === GT) {
        selfClosing = true;
        pos = at + 2;
        break;
      }
      if (at >= text.length) throw bad(where, `<${rawName}> is never closed`);
      // Attributes are separated from the name and from each other by white space.
      if (at === pos || !isNameStart(c)) throw bad(where, `<${rawName}> has a malformed attribute`);
      const end = endOfName(text, at);
      const eq = skipSpace(text, end);
      if (text.charCodeAt(eq) !== EQUALS) throw bad(where, `<${rawName}> has an attribute without a value`);
      const open = skipSpace(text, eq + 1);
      const quote = text.charCodeAt(open);
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) {
        throw bad(where, `<${rawName}> has an attribute value without quotes`);
      }
      const close = text.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", open + 1);
      if (close < 0) throw bad(where, `<${rawName}> has an unterminated attribute`);
      attributes.add(at, end, open + 1, close);
      pos = close + 1;
    }
    const name = localName(rawName);
    handlers.open(
      name,
      attributes,
      selfClosing,
      rawName.length > name.length ? rawName.slice(0, -name.length - 1) : "",
    );
    if (selfClosing) handlers.close(name);
    else stack.push(name);
  }
  if (stack.length > 0) throw bad(where, `<${stack.at(-1)}> is never closed`);
  if (!sawRoot) throw bad(where, "there is no root element");
}

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const COLON = 0x3a;

const SPAN = 5;

/** The attributes of the tag being scanned, as offsets into the document. */
class TagAttributes implements Attributes {
  /** Per attribute: name start, local name start, name end, value start, value end. */
  private readonly spans: number[] = [];
  private count = 0;

  constructor(private readonly text: string) {}

  clear(): void {
    this.count = 0;
  }

  add(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    let local = nameStart;
    for (let i = nameStart; i < nameEnd; i++) if (this.text.charCodeAt(i) === COLON) local = i + 1;
    const s = this.spans;
    const at = SPAN * this.count++;
    s[at] = nameStart;
    s[at + 1] = local;
    s[at + 2] = nameEnd;
    s[at + 3] = valueStart;
    s[at + 4] = valueEnd;
  }

  entries(): [string, string][] {
    const s = this.spans;
    const out: [string, string][] = [];
    for (let at = 0; at < SPAN * this.count; at += SPAN) {
      out.push([this.text.slice(s[at], s[at + 2]), decodeEntities(this.text.slice(s[at + 3], s[at + 4]))]);
    }
    return out;
  }

  get(name: string): string | undefined {
    const s = this.spans;
    for (let at = 0; at < SPAN * this.count; at += SPAN) {
      const local = s[at + 1] as number;
      if ((s[at + 2] as number) - local === name.length && this.text.startsWith(name, local)) {
        return decodeEntities(this.text.slice(s[at + 3], s[at + 4]));
      }
    }
    return undefined;
  }
}

function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === COLON || c >= 0x80;
}

/** Where the XML name starting at `from` ends (letters, digits, _ . : - and non-ASCII). */
function endOfName(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d)) break;
  }
  return i;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x09 && c !== 0x0d) break;
  }
  return i;
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function skipPast(text: string, end: string, from: number, where: string): number {
  const i = text.indexOf(end, from);
  if (i < 0) throw bad(where, `"${end}" is missing`);
  return i + end.length;
}

function bad(where: string, what: string): MeshError {
  return new MeshError("THREEMF_BAD_XML", `${where} is not well-formed XML: ${what}.`);
}

const ENTITY = /&(?:(lt|gt|quot|apos|amp)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };

/** The predefined entities and character references, in one pass so "&amp;lt;" stays "&lt;". */
function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(ENTITY, (whole, named?: string, decimal?: string, hex?: string) => {
    if (named) return NAMED[named] as string;
    const code = decimal ? Number(decimal) : Number.parseInt(hex as string, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

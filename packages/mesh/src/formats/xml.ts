import { MeshError } from "../errors";

export interface XmlHandlers {
  /** Called for every start (or empty) element with its local name and raw attribute text. */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
}

/**
 * A small well-formedness-checking XML scanner, enough for 3MF: elements and attributes,
 * comments, processing instructions and CDATA skipped, text ignored. It streams through
 * the document without building a tree, so million-triangle models stay cheap.
 */
export function scanXml(text: string, handlers: XmlHandlers, where: string): void {
  const stack: string[] = [];
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
      pos = skipPast(text, ">", lt, where);
      continue;
    }
    const gt = text.indexOf(">", lt);
    if (gt < 0) throw bad(where, "a tag is never closed");
    const inner = text.slice(lt + 1, gt);
    pos = gt + 1;
    if (inner.startsWith("/")) {
      const name = localName(inner.slice(1).trim());
      const open = stack.pop();
      if (open !== name) throw bad(where, `</${name}> does not match <${open ?? "nothing"}>`);
      handlers.close(name);
      continue;
    }
    const selfClosing = inner.endsWith("/");
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const space = body.search(/\s/);
    const rawName = space < 0 ? body : body.slice(0, space);
    if (!/^[A-Za-z_][\w.:-]*$/.test(rawName)) throw bad(where, `"<${inner.slice(0, 30)}" is not a valid tag`);
    if (stack.length === 0 && sawRoot) throw bad(where, "there is more than one root element");
    sawRoot = true;
    const name = localName(rawName);
    const attributes = space < 0 ? "" : body.slice(space);
    if (countQuotes(attributes) % 2 !== 0) throw bad(where, `<${rawName}> has an unterminated attribute`);
    handlers.open(name, attributes, selfClosing);
    if (selfClosing) handlers.close(name);
    else stack.push(name);
  }
  if (stack.length > 0) throw bad(where, `<${stack.at(-1)}> is never closed`);
  if (!sawRoot) throw bad(where, "there is no root element");
}

function countQuotes(s: string): number {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n;
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

const ATTRIBUTE = /([\w.:-]+)\s*=\s*"([^"]*)"/g;

/** Parses attribute text into a map keyed by local name. */
export function readAttributes(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(raw); m; m = ATTRIBUTE.exec(raw)) {
    const name = m[1] as string;
    const colon = name.indexOf(":");
    out.set(colon < 0 ? name : name.slice(colon + 1), decodeEntities(m[2] as string));
  }
  return out;
}

/** Reads one attribute without building a map: the hot path for vertices and triangles. */
export function attribute(raw: string, name: string): string | undefined {
  const key = ` ${name}="`;
  let i = raw.indexOf(key);
  if (i < 0) {
    // Attributes may be separated by tabs or newlines rather than a space.
    const m = new RegExp(`\\s${name}\\s*=\\s*"`).exec(raw);
    if (!m) return undefined;
    i = m.index + m[0].length;
  } else {
    i += key.length;
  }
  const end = raw.indexOf('"', i);
  return raw.slice(i, end);
}

function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

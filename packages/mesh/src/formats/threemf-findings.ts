import type { MeshWarning } from "../errors";

export type ThreeMfWarningCode =
  | "THREEMF_PACKAGE_ISSUE"
  | "THREEMF_MARKUP_ISSUE"
  | "THREEMF_MATERIALS_IGNORED";

const LEADS: Record<ThreeMfWarningCode, string> = {
  THREEMF_PACKAGE_ISSUE: "The 3MF package breaks the specification where the shape does not depend on it",
  THREEMF_MARKUP_ISSUE: "The 3MF markup breaks the specification where the shape does not depend on it",
  THREEMF_MATERIALS_IGNORED:
    "The 3MF's colour and material data is invalid and was ignored; the shape was read",
};

/** How many problems of one kind a warning names; the rest are counted. */
const NAMED = 3;

/** What a 3MF breaks without making its shape ambiguous: read anyway, and told as one warning per kind. */
export class ThreeMfFindings {
  private readonly notes = new Map<ThreeMfWarningCode, string[]>();

  add(code: ThreeMfWarningCode, note: string): void {
    const notes = this.notes.get(code) ?? [];
    if (!notes.includes(note)) notes.push(note);
    this.notes.set(code, notes);
  }

  warnings(): MeshWarning[] {
    return [...this.notes].map(([code, notes]) => {
      const more = notes.length > NAMED ? ` (and ${notes.length - NAMED} more)` : "";
      return { code, message: `${LEADS[code]}: ${notes.slice(0, NAMED).join("; ")}${more}.` };
    });
  }
}

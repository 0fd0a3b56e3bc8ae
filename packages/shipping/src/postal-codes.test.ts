import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PostalCodeIndex } from "./postal-codes";

const dataFile = () => path.join(mkdtempSync(path.join(tmpdir(), "postal-codes-")), "codes.json");

describe("the postal-code index", () => {
  it("knows German codes from the bundled data set", async () => {
    const index = new PostalCodeIndex();
    expect(await index.placesOf("DE", "10115")).toEqual(["Berlin"]);
    expect(await index.placesOf("DE", "80331")).toEqual(["München"]);
    expect(await index.placesOf("DE", "00000")).toBeUndefined();
    expect(await index.placesOf("DE", "toString")).toBeUndefined();
  });

  it("reads a data set on its first use, once", async () => {
    const file = dataFile();
    const index = new PostalCodeIndex({ XY: file }); // the file does not exist yet: nothing is read
    writeFileSync(file, JSON.stringify({ "1234": ["Testdorf", "Nebenort"] }));
    const [first, second] = await Promise.all([index.placesOf("XY", "1234"), index.placesOf("xy", "1234")]);
    expect(first).toEqual(["Testdorf", "Nebenort"]);
    expect(second).toEqual(first);
    rmSync(file);
    expect(await index.placesOf("XY", "1234")).toEqual(["Testdorf", "Nebenort"]);
  });

  it("refuses a data set of the wrong shape, naming it, and reads it again next time", async () => {
    const file = dataFile();
    writeFileSync(file, JSON.stringify({ "1234": [] }));
    const index = new PostalCodeIndex({ XY: file });
    await expect(index.placesOf("XY", "1234")).rejects.toThrow(file);
    writeFileSync(file, JSON.stringify({ "1234": ["Testdorf"] }));
    expect(await index.placesOf("XY", "1234")).toEqual(["Testdorf"]);
  });
});

import { MAX_FILE_BYTES } from "@druckwerk/mesh";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "./contract";

describe("the upload limit", () => {
  it("is the engine's file limit: every upload the shop accepts, the engine reads", () => {
    expect(MAX_UPLOAD_BYTES).toBe(MAX_FILE_BYTES);
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { baseConfigSchema, ConfigError, parseConfig, port } from "./config";

const schema = baseConfigSchema.extend({ PORT: port(4000) });

describe("parseConfig", () => {
  it("fills the embedded defaults when nothing is set", () => {
    expect(parseConfig(schema, {})).toMatchObject({
      PORT: 4000,
      DATA_DIR: "./data",
      NODE_ENV: "development",
    });
  });

  it("treats an empty variable as unset", () => {
    const config = parseConfig(schema, { DATABASE_URL: "", PORT: "" });
    expect(config.PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every wrong variable with the value it got", () => {
    const parse = () => parseConfig(schema, { PORT: "70000", DATABASE_URL: "mysql://x" });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT: .*65535.* \(got "70000"\)/);
    expect(parse).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL \(got "mysql:\/\/x"\)/,
    );
  });

  it("reports a missing required variable by name", () => {
    expect(() => parseConfig(z.object({ SECRET: z.string() }), {})).toThrow(/SECRET: /);
  });
});

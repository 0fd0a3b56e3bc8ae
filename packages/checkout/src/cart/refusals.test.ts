import { HttpError } from "@druckwerk/platform";
import type { FastifyError, FastifySchemaValidationError } from "fastify";
import { describe, expect, it } from "vitest";
import { cartRefusal, validationRefusal } from "./refusals";

const broken = (
  instancePath: string,
  params: Record<string, unknown> = {},
): FastifySchemaValidationError => ({
  keyword: "too_small",
  instancePath,
  schemaPath: "",
  params,
  message: "Too small: expected number to be >0",
});

describe("refusals of invalid cart requests", () => {
  it("name the field that broke its rule, never the validator's words", () => {
    expect(validationRefusal([broken("/scale")])).toMatchObject({
      code: "INVALID_SCALE",
      message: "The scale must be above 0 and at most 1000",
      statusCode: 400,
    });
    expect(validationRefusal([broken("/items/3/quantity")]).code).toBe("INVALID_QUANTITY");
    expect(validationRefusal([broken("/items/0/processingSteps/1/quantity")]).code).toBe(
      "INVALID_PROCESSING_STEPS",
    );
    expect(validationRefusal([broken("/items/0/colorId")]).code).toBe("INVALID_SELECTION");
    expect(validationRefusal([broken("/items")]).code).toBe("INVALID_ITEMS");
    expect(validationRefusal([broken("/itemId")]).code).toBe("ITEM_NOT_FOUND");
    expect(validationRefusal([broken("/", { params: { refusal: "NOTHING_TO_UPDATE" } })]).code).toBe(
      "NOTHING_TO_UPDATE",
    );
    expect(validationRefusal([broken("/")]).code).toBe("INVALID_REQUEST");
  });

  it("pass cart codes on, rename the framework's client errors and treat other codes as faults", () => {
    const listed = new HttpError(404, "CART_NOT_FOUND", "Cart x not found");
    expect(cartRefusal(listed as unknown as FastifyError)).toBe(listed);
    const malformed = Object.assign(new Error("Body is not valid JSON"), {
      statusCode: 400,
      code: "FST_ERR_CTP_INVALID_JSON_BODY",
    }) as FastifyError;
    expect(cartRefusal(malformed)).toMatchObject({ code: "INVALID_REQUEST", statusCode: 400 });
    const unlisted = cartRefusal(new HttpError(409, "SOMETHING_ELSE", "?") as unknown as FastifyError);
    expect(unlisted).not.toBeInstanceOf(HttpError);
  });
});

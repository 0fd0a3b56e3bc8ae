import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function logged(object: Record<string, unknown>) {
  const lines: string[] = [];
  createLogger("test", "info", { write: (line: string) => void lines.push(line) }).info(object, "line");
  return lines.join("");
}

describe("the logger", () => {
  it("redacts credentials, cookies and bodies wherever a line carries them", () => {
    const line = logged({
      password: "Sesam-1",
      body: '{"password":"Sesam-2"}',
      req: {
        headers: {
          authorization: "Bearer Sesam-3",
          cookie: "druckwerk_session=Sesam-4",
          "x-druckwerk-uploader": "Sesam-5",
        },
      },
      res: { headers: { "set-cookie": "druckwerk_session=Sesam-6" } },
      input: { oldPassword: "Sesam-7", newPassword: "Sesam-8", uploaderKey: "Sesam-9" },
      err: { message: "refused", body: "Sesam-10", extensions: { response: { body: "Sesam-11" } } },
      token: "Sesam-12",
    });
    expect(line).not.toContain("Sesam");
    expect(line).toContain('"message":"refused"');
  });

  it("keeps a request's path and harmless query but not an order link's token", () => {
    const line = logged({
      req: { method: "GET", url: "/checkout/order/1/document.pdf?token=Sesam-13&page=2" },
    });
    expect(JSON.parse(line).req).toEqual({
      method: "GET",
      url: "/checkout/order/1/document.pdf?token=[Redacted]&page=2",
    });
  });
});

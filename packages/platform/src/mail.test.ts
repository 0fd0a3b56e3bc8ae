import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mail";

const message = {
  to: "inbox@example.com",
  subject: "Anfrage zu Größen",
  text: "How large may a part be?",
  replyTo: "erika@example.com",
};

describe("the mailer", () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "druckwerk-outbox-"));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

  it("writes an .eml file into the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ from: "Shop <shop@example.com>", outboxDir });
    const { messageId } = await mailer.send(message);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0] as string), "utf8");
    expect(eml).toContain(`Message-ID: ${messageId}`);
    expect(eml).toContain("From: Shop <shop@example.com>");
    expect(eml).toContain("To: inbox@example.com");
    expect(eml).toContain("Reply-To: erika@example.com");
    expect(eml).toContain("Subject: =?UTF-8?Q?Anfrage_zu_Gr=C3=B6=C3=9Fen?=");
  });

  it("keeps the HTML part and the attachments in the outbox's .eml file", async () => {
    const dir = path.join(outboxDir, "with-attachment");
    const mailer = createMailer({ from: "shop@example.com", outboxDir: dir });
    const pdf = Buffer.from("%PDF-1.7 an order confirmation\n%%EOF\n");
    await mailer.send({
      to: "buyer@example.com",
      subject: "Order DW-2026-000042",
      text: "Your order",
      html: "<p>Your <b>order</b></p>",
      attachments: [{ filename: "Order-DW-2026-000042.pdf", content: pdf, contentType: "application/pdf" }],
    });
    const [file] = readdirSync(dir);
    const eml = readFileSync(path.join(dir, file as string), "utf8");
    expect(eml).toContain("Content-Type: text/html");
    expect(eml).toContain("<p>Your <b>order</b></p>");
    const part = /Content-Type: application\/pdf; name=(\S+)\r?\n([\s\S]*?)\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(
      eml,
    );
    expect(part?.[1]).toBe("Order-DW-2026-000042.pdf");
    expect(part?.[2]).toContain("Content-Disposition: attachment; filename=Order-DW-2026-000042.pdf");
    expect(Buffer.from(part?.[3] ?? "", "base64")).toEqual(pdf);
  });

  it("sends over SMTP when an SMTP URL is configured", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        from: "shop@example.com",
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: path.join(outboxDir, "unused"),
      });
      const { messageId } = await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`Message-ID: ${messageId}`);
      expect(received[0]).toContain("How large may a part be?");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type PaymentLanguage, paymentLanguages } from "../provider";
import { approvalPage, unknownPaymentPage } from "./page";
import { SIMULATOR_PATH, type SimulatedPaymentProvider } from "./provider";

const params = z.object({ token: z.string().max(100) });

/** Inline styles only; the buttons post to this page's own origin and then leave for the shop. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", CONTENT_SECURITY_POLICY)
    .send(html);
}

/** A visitor without a known payment gets the page in the browser's first language we have. */
function browserLanguage(request: FastifyRequest): PaymentLanguage {
  const first = request.headers["accept-language"]?.slice(0, 2).toLowerCase();
  return paymentLanguages.find((language) => language === first) ?? "de";
}

/**
 * The simulated provider's pages (embedded mode): the approval page at
 * `GET /payment-simulator/checkout/:token`, whose buttons post to `…/approve` and `…/cancel` and
 * are answered with a redirect to the shop's return or cancel URL, as PayPal redirects.
 */
export const paymentSimulatorPages: FastifyPluginAsyncZod<{ simulator: SimulatedPaymentProvider }> = async (
  app,
  { simulator },
) => {
  // The buttons post empty forms; their content type only has to be accepted.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, {}),
    );
  }

  app.get(`${SIMULATOR_PATH}/:token`, { schema: { params } }, async (request, reply) => {
    const order = simulator.find(request.params.token);
    if (!order) return sendPage(reply, 404, unknownPaymentPage(browserLanguage(request)));
    return sendPage(reply, 200, approvalPage(order, simulator.merchantName));
  });

  for (const action of ["approve", "cancel"] as const) {
    app.post(`${SIMULATOR_PATH}/:token/${action}`, { schema: { params } }, async (request, reply) => {
      const { token } = request.params;
      if (!simulator.find(token)) return sendPage(reply, 404, unknownPaymentPage(browserLanguage(request)));
      return reply.redirect(action === "approve" ? simulator.approve(token) : simulator.cancel(token), 303);
    });
  }
};

import { pino } from "pino";

export type Logger = pino.Logger;

/** Keys whose values are credentials or whole bodies: never written, at any of the first three levels. */
const secretKeys = [
  "password",
  "oldPassword",
  "newPassword",
  "token",
  "uploaderKey",
  "authorization",
  "cookie",
  "body",
  "rawBody",
];
/** Headers that carry credentials: the session, the uploader key, cookies set. */
const secretHeaders = [".authorization", ".cookie", '["set-cookie"]', '["x-druckwerk-uploader"]'];

const redactedPaths = [
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...secretHeaders.flatMap((header) => [`headers${header}`, `*.headers${header}`]),
  // An upstream's answer travels in a GraphQL error's extensions.
  "err.extensions.response.body",
  // Order links carry their access token in the query.
  "req.url",
];

/** Query parameters whose values are credentials (an order link's `token`). */
const SECRET_QUERY = /([?&](?:token|password|code|key)=)[^&#]*/gi;

const censor = (value: unknown, path: string[]) =>
  path.at(-1) === "url" && typeof value === "string"
    ? value.replace(SECRET_QUERY, "$1[Redacted]")
    : "[Redacted]";

/**
 * The JSON logger of every service and the gateway. Credentials, tokens, cookies and request
 * bodies are redacted from every line, whoever logs them.
 */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? "info",
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = { name, level, redact: { paths: redactedPaths, censor } };
  return destination ? pino(options, destination) : pino(options);
}

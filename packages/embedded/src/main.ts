import { createLogger, parseConfig } from "@druckwerk/platform";
import closeWithGrace from "close-with-grace";
import { embeddedConfigSchema } from "./config";
import { startShop } from "./shop";

const config = parseConfig(embeddedConfigSchema);
const logger = createLogger("druckwerk", config.LOG_LEVEL);
const shop = await startShop(config, logger);
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) logger.error({ err }, "shutting down after an error");
  await shop.stop();
});

console.log(`
  Druckwerk is running
    Shop:             ${shop.shopUrl}/
    GraphQL API:      ${shop.shopUrl}/graphql   (open it in a browser for Apollo Sandbox)
    REST services:    ${shop.servicesUrl}
    Data:             ${config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `${config.DATA_DIR}/pg (embedded PGlite)`}
    Content:          ${config.CMS_URL ?? `${shop.servicesUrl}/cms`}
    Mail:             ${config.SMTP_URL ? `SMTP to ${config.SHOP_INBOX}` : `${config.DATA_DIR}/outbox (.eml files)`}
`);

import { createLogger, exitOnOperatorError, parseConfig, stopOnSignal } from "@druckwerk/platform";
import { embeddedConfigSchema } from "./config";
import { startShop } from "./shop";

const config = parseConfig(embeddedConfigSchema);
const logger = createLogger("druckwerk", config.LOG_LEVEL);
const shop = await startShop(config, logger).catch(exitOnOperatorError);
stopOnSignal(logger, config.SHUTDOWN_GRACE_SECONDS, () => shop.stop());

console.log(`
  Druckwerk is running
    Shop:             ${shop.shopUrl}/
    GraphQL API:      ${shop.shopUrl}/graphql   (open it in a browser for Apollo Sandbox)
    REST services:    ${shop.servicesUrl}
    Data:             ${config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `${config.DATA_DIR}/pg (embedded PGlite)`}
    Content:          ${config.CMS_URL ?? `${shop.servicesUrl}/cms`}
    Mail:             ${config.SMTP_URL ? `SMTP to ${config.SHOP_INBOX}` : `${config.DATA_DIR}/outbox (.eml files)`}
`);

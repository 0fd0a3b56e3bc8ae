# One image for every process of the shop; the command chooses which one runs:
#   docker run druckwerk                                                  the embedded shop (default)
#   docker run druckwerk node --import tsx packages/pricing/src/main.ts   a service alone
#   docker run druckwerk node --import tsx gateway/src/main.ts            a gateway alone
# docs/runbook.md ("Containers") describes building it and the compose file.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

# The same tree with production dependencies only (tsx among them: the services run TypeScript);
# the runtime stage takes what the processes read from it, without tests.
FROM build AS production-files
RUN rm -rf node_modules gateway/node_modules storefront/node_modules tests/node_modules packages/*/node_modules \
  && npm ci --omit=dev --workspace=packages --workspace=gateway --include-workspace-root \
  && find packages gateway -name "*.test.ts" -delete

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-files /app/package.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=production-files /app/node_modules ./node_modules
COPY --from=production-files /app/packages ./packages
COPY --from=production-files /app/gateway ./gateway
COPY --from=production-files /app/schema ./schema
COPY --from=production-files /app/storefront/dist ./storefront/dist
# The files the shop writes (PGlite, uploads without a bucket, the mail outbox), owned by the user
# it runs as.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 4000
# PORT is the port the process listens on: the embedded shop's and a gateway's default is 4000; set
# it for a service alone (compose.yaml does).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 4000}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "packages/embedded/src/main.ts"]

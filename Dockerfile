# syntax=docker/dockerfile:1
# Khidma's server image: the built API and SPA, production dependencies only, run as the unprivileged `node` user.
# docs/deploy.md runs it behind Caddy with compose.yaml.

# ---- the workspaces' manifests, which both installs below start from
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---- build: every workspace's dependencies, then `npm run build` (the SPA and the bundled server)
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- dependencies: the server's production dependencies (the bundle keeps node_modules external)
FROM manifests AS dependencies
# Most packages are hoisted to /app/node_modules; a version clash leaves one under apps/server (made if absent).
RUN npm ci --omit=dev --workspace @khidma/server --no-audit --no-fund && mkdir -p apps/server/node_modules

# ---- runtime
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=dependencies --chown=root:root /app/node_modules ./node_modules
COPY --from=dependencies --chown=root:root /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/dist-ssr ./apps/web/dist-ssr
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations first (once: an advisory lock makes the other replicas find nothing to do), then the server, which
# gets SIGTERM directly (exec) and drains in-flight requests before it exits.
CMD ["sh", "-c", "node apps/server/dist/migrate.js && exec node apps/server/dist/main.js"]

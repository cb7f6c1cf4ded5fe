# syntax=docker/dockerfile:1.7
# The shell's own server (shell/server) with the built shell it serves: every page of the shop,
# rendered from the shell's and the remotes' server bundles, behind the gateway (PAGE_SERVER_URL).
#   docker build -f docker/shell.Dockerfile -t coffee-shop/shell .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts || npm install --ignore-scripts

FROM deps AS build
COPY . .
RUN node scripts/deploy-workspace.mjs shell/server --out /deploy \
 && node scripts/deploy-workspace.mjs shell \
 && mkdir -p /deploy/shell && cp -R shell/dist /deploy/shell/dist

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3100 \
    SHELL_DIST=/app/shell/dist \
    HEALTHCHECK_PATH=/healthz
WORKDIR /app
COPY --from=build /deploy/ /app/
COPY docker/healthcheck.cjs /app/healthcheck.cjs
WORKDIR /app/shell/server
USER node
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "/app/healthcheck.cjs"]
CMD ["node", "dist/main.js"]

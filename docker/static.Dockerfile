# syntax=docker/dockerfile:1.7
# A built remote (or the shell) behind coffee-serve: CORS, no-cache manifest and entry, immutable
# hashed chunks, gzip, /healthz. Build arg WORKSPACE=mfe-<name> or shell.
#   docker build -f docker/static.Dockerfile --build-arg WORKSPACE=mfe-catalog -t coffee-shop/mfe-catalog .
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
ARG WORKSPACE
COPY . .
RUN test -n "${WORKSPACE}" || (echo 'build with --build-arg WORKSPACE=mfe-<name>' && exit 1)
# GATEWAY_URL only matters to the dev server's proxy; the build bakes in no remote or API origin.
RUN node scripts/deploy-workspace.mjs packages/static-server --out /deploy \
 && node scripts/deploy-workspace.mjs "${WORKSPACE}" \
 && cp -R "${WORKSPACE}/dist" /deploy/site

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HEALTHCHECK_PATH=/healthz
WORKDIR /app
COPY --from=build /deploy/ /app/
COPY docker/healthcheck.cjs /app/healthcheck.cjs
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 CMD ["node", "/app/healthcheck.cjs"]
CMD ["node", "/app/packages/static-server/bin/coffee-serve.js", "/app/site", "--host", "0.0.0.0"]

# syntax=docker/dockerfile:1.7
# One of the five services (build arg WORKSPACE=services/<name>): Express + Mongoose on Node 20.
#   docker build -f docker/service.Dockerfile --build-arg WORKSPACE=services/account -t coffee-shop/account-service .
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so that the dependency layer is rebuilt when they change, not on every edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# `npm ci` refuses a lockfile that lacks other platforms' optional packages; `npm install` then
# keeps every locked version and only adds those.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts || npm install --ignore-scripts

# Build the workspace and what it needs; copy its run-time files (dist + production packages) to /deploy.
FROM deps AS build
ARG WORKSPACE
COPY . .
RUN test -n "${WORKSPACE}" || (echo 'build with --build-arg WORKSPACE=services/<name>' && exit 1)
RUN node scripts/deploy-workspace.mjs "${WORKSPACE}" --out /deploy

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    HEALTHCHECK_PATH=/readyz
WORKDIR /app
# Owned by root and read-only for the service user: the process cannot rewrite its own code.
COPY --from=build /deploy/ /app/
COPY docker/healthcheck.cjs /app/healthcheck.cjs
WORKDIR /app/${WORKSPACE}
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "/app/healthcheck.cjs"]
CMD ["node", "dist/main.js"]

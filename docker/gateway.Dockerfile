# syntax=docker/dockerfile:1.7
# The gateway: the one public URL (route table, sessions, limits); pages go to the shell's server.
#   docker build -f docker/gateway.Dockerfile -t coffee-shop/gateway .
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
RUN node scripts/deploy-workspace.mjs gateway --out /deploy

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    HEALTHCHECK_PATH=/healthz
WORKDIR /app
COPY --from=build /deploy/ /app/
COPY docker/healthcheck.cjs /app/healthcheck.cjs
WORKDIR /app/gateway
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "/app/healthcheck.cjs"]
CMD ["node", "dist/main.js"]

# syntax=docker/dockerfile:1.7
# One-shot: creates the session key pair and the internal token in the `keys-*` volumes on the
# first `docker compose up`, and leaves them alone after that. No secret is ever in an image.
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}
WORKDIR /opt/keys
COPY scripts/lib/keys.mjs ./lib/keys.mjs
COPY docker/keys/generate-keys.mjs ./generate-keys.mjs
# New named volumes take these folders' owner, so the non-root user can write into them.
RUN mkdir -p /keys/private /keys/shared && chown node:node /keys/private /keys/shared
USER node
CMD ["node", "/opt/keys/generate-keys.mjs", "/keys/private", "/keys/shared"]

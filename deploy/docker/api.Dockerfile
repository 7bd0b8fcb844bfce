# syntax=docker/dockerfile:1
# The shop's API: the compiled server with its production dependencies only, as the `node` user.
#
#   docker build -f deploy/docker/api.Dockerfile -t shop/shop-api .
#
# `node dist/seed-cli.js` migrates (and seeds an empty database) and exits: docker-compose.yml
# runs it once before the replicas start, so two servers never migrate at the same time.

ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG NODE_RUNTIME_IMAGE=node:20.19-alpine

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=10.34.9
ENV CI=true
RUN npm install --global "pnpm@${PNPM_VERSION}"
WORKDIR /workspace
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline --filter "./shop-api..." \
  && pnpm --filter ./shop-api run build \
  && pnpm --filter ./shop-api deploy --legacy --prod /srv/shop-api \
  && rm -rf /srv/shop-api/src /srv/shop-api/test /srv/shop-api/bench \
  && cp -r shop-api/dist /srv/shop-api/dist

FROM ${NODE_RUNTIME_IMAGE} AS serve
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/var/lib/shop-api/pglite
WORKDIR /srv/shop-api
COPY --from=build --chown=root:root /srv/shop-api/ ./
# The only place the server writes: PGlite's files and the seed pictures (a volume in compose).
RUN mkdir -p /var/lib/shop-api && chown node:node /var/lib/shop-api
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/health" || exit 1
CMD ["node", "--enable-source-maps", "dist/server.js"]

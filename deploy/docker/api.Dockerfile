# syntax=docker/dockerfile:1
# The shop's API: the compiled server with its production dependencies only, as the `node` user.
#
#   scripts/images/build.sh shop-api     (or: docker build -f deploy/docker/api.Dockerfile --target serve .)
#   scripts/images/build.sh shop-api-backup   (target `backup`: the API's build plus pg_dump)
#
# Name the target: the file's last stage is the backup image's.
#
# The last stage, `serve`, is the API (the default target); `object-store` is compose's S3 store.
# `node dist/migrate.js` applies the migrations under a PostgreSQL advisory lock and exits
# (demo data only with SEED_DEMO=1): docker-compose.yml runs it once before the replicas start.

ARG NODE_IMAGE=docker.io/library/node:20.19-bookworm-slim
ARG NODE_RUNTIME_IMAGE=docker.io/library/node:20.19-bookworm-slim

# -- shared build stage: the same text in every Dockerfile of deploy/docker (scripts/lint-deploy.mjs
# checks it), so the workspace is installed and built once and every image reuses that layer.
# WORKSPACE chooses where every image's files come from: `build` (the default, for a release)
# installs the workspace from the lockfile and builds it here; `prebuilt` copies the same layout,
# made by the same script from a workspace built outside (scripts/images/prepare-workspace.sh,
# passed as `--build-context prepared=<dir>`), as CI does with the build it has already made;
# scripts/images/build.sh makes that stage an image once and names the image here instead.
# Only the chosen stage runs.
ARG WORKSPACE=build
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=10.34.9
ENV CI=true
RUN npm install --global "pnpm@${PNPM_VERSION}"
WORKDIR /workspace
# The lockfile alone first: the download layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
# Every package but the journeys, built; then the servers laid out under /srv.
RUN pnpm install --frozen-lockfile --offline --filter "!./e2e" --filter "!shop" \
  && pnpm -r --workspace-concurrency=2 --filter "!./e2e" run build \
  && sh deploy/docker/workspace-layout.sh /srv

FROM scratch AS prebuilt
COPY --from=prepared srv/ /srv/
COPY --from=prepared workspace/ /workspace/

FROM ${WORKSPACE} AS workspace
# -- end of the shared build stage

# -- the object store of docker-compose.yml (`--target object-store`): s3rver, an S3-compatible
# server standing in for MinIO, bundled with its dependencies into one file by the workspace
# stage. Not for production: it checks no signature (docs/operations/uploads.md).
FROM ${NODE_RUNTIME_IMAGE} AS object-store
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="object-store" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
ENV NODE_ENV=production OBJECT_STORE_HOST=0.0.0.0 OBJECT_STORE_PORT=9000 \
  OBJECT_STORE_DIR=/var/lib/object-store
COPY --from=workspace --chown=root:root /srv/object-store/ /srv/object-store/
COPY deploy/docker/healthcheck.mjs /usr/local/lib/shop/healthcheck.mjs
# The only place it writes: the objects (a volume in compose).
RUN mkdir -p /var/lib/object-store && chown node:node /var/lib/object-store
USER node
WORKDIR /srv/object-store
EXPOSE 9000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["node", "/usr/local/lib/shop/healthcheck.mjs", "http://127.0.0.1:9000/"]
CMD ["node", "main.mjs"]

FROM ${NODE_RUNTIME_IMAGE} AS serve
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="shop-api" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/var/lib/shop-api/pglite
WORKDIR /srv/shop-api
COPY --from=workspace --chown=root:root /srv/shop-api/ ./
COPY deploy/docker/healthcheck.mjs /usr/local/lib/shop/healthcheck.mjs
# The only place the server writes: PGlite's files and the seed pictures (a volume in compose).
RUN mkdir -p /var/lib/shop-api && chown node:node /var/lib/shop-api
USER node
EXPOSE 4000
# Ready: the database answers and the migrations are current (/health before the API had it).
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["node", "/usr/local/lib/shop/healthcheck.mjs", "http://127.0.0.1:4000/health/ready", "http://127.0.0.1:4000/health"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

# -- the nightly backup (deploy/kubernetes/backup-cronjob.yaml, docs/operations/backups.md): the
# API's build with PostgreSQL 15's client tools (pg_dump, pg_restore; Debian bookworm's, the
# server's major version) for dist/backup-cli.js. The client is installed before the build is
# copied, so that layer is reused from release to release.
FROM ${NODE_RUNTIME_IMAGE} AS backup
ARG VERSION=unknown
ARG COMMIT=unknown
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install --yes --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
LABEL org.opencontainers.image.title="shop-api-backup" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
ENV NODE_ENV=production DATA_DIR=/var/lib/shop-api/pglite
WORKDIR /srv/shop-api
COPY --from=workspace --chown=root:root /srv/shop-api/ ./
USER node
# One backup into /backups/<time>; the CronJob passes its own --to.
CMD ["sh", "-c", "node dist/backup-cli.js backup --to \"/backups/$(date -u +%Y-%m-%dT%H%MZ)\""]

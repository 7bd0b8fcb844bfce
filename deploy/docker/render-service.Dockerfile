# syntax=docker/dockerfile:1
# The render service: renders the shop's documents with the host's server build (and the
# remotes' server builds it loads over HTTP), behind the host's nginx, as the `node` user.
#
#   scripts/images/build.sh render-service   (or: docker build -f deploy/docker/render-service.Dockerfile .)
#
# The host's build (index.html and dist/server) comes from the same commit as the host image, so
# the document and the scripts it names always match.

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

FROM ${NODE_RUNTIME_IMAGE} AS serve
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="render-service" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3020 RENDER_PUBLIC=false \
  HOST_DIST=/srv/host-shell/dist
COPY --from=workspace --chown=root:root /srv/render-service/ /srv/render-service/
COPY --from=workspace --chown=root:root /srv/host-shell/ /srv/host-shell/
COPY deploy/docker/healthcheck.mjs /usr/local/lib/shop/healthcheck.mjs
WORKDIR /srv/render-service
USER node
EXPOSE 3020
# Ready once a generation of render workers has loaded the server builds and rendered "/".
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "/usr/local/lib/shop/healthcheck.mjs", "http://127.0.0.1:3020/readyz"]
CMD ["node", "--enable-source-maps", "--import", "tsx", "src/main.ts"]

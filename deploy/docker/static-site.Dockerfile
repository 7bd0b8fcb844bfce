# syntax=docker/dockerfile:1
# One static site of the shop, the host or one remote, in an image of its own, and the proxy in
# front of the API replicas (--target api-proxy):
#
#   scripts/images/build.sh mfe-catalog      (or: docker build -f deploy/docker/static-site.Dockerfile \
#     --build-arg PACKAGE=mfe-catalog --build-arg SITE_KIND=remote -t shop/mfe-catalog .)
#
# Built from the workspace with the lockfile, served by Debian's nginx (with the brotli module, so
# the build's .br copies are served as they are) as the unprivileged `www-data` user with the
# configuration of deploy/nginx, rendered from the environment when the container starts.

ARG NODE_IMAGE=docker.io/library/node:20.19-bookworm-slim
ARG NGINX_BASE_IMAGE=docker.io/library/debian:bookworm-slim

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

# nginx with the shop's configuration, no site yet. Everything the container writes (the rendered
# configuration, runtime-config.json, pid and temp files) goes to /tmp: the image runs on a
# read-only root file system. A base that already has nginx (scripts/images/make-base-images.sh)
# skips the install.
FROM ${NGINX_BASE_IMAGE} AS nginx-base
RUN if ! command -v nginx >/dev/null; then \
    apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-static \
    && rm -rf /var/lib/apt/lists/*; \
  fi \
  && rm -rf /etc/nginx/sites-enabled/* \
  && mkdir -p /srv/site /etc/shop-nginx
COPY deploy/nginx/ /etc/shop-nginx/
ENV SHOP_LISTEN_PORT=8080 \
  SHOP_NGINX_STATE_DIR=/tmp/nginx \
  SHOP_NGINX_MIME_TYPES=/etc/nginx/mime.types \
  SHOP_NGINX_WORKERS=auto \
  SHOP_CLIENT_HEADER_TIMEOUT=60s \
  SHOP_NGINX_ACCESS_LOG=/dev/stdout
USER www-data
EXPOSE 8080
ENTRYPOINT ["/bin/sh", "/etc/shop-nginx/entrypoint.sh"]

# The proxy in front of the API replicas (--target api-proxy; needs no PACKAGE). The resolver is
# taken from /etc/resolv.conf when the container starts (Docker's and Podman's differ).
FROM nginx-base AS api-proxy
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="api-proxy" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
ENV SHOP_SITE_KIND=api SHOP_API_UPSTREAM=api:4000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["/bin/bash", "/etc/shop-nginx/healthcheck.sh", "/health"]

# The host or a remote (the default target).
FROM nginx-base AS site
ARG PACKAGE
ARG SITE_KIND=remote
ARG VERSION=unknown
ARG COMMIT=unknown
RUN test -n "${PACKAGE}" || (echo "--build-arg PACKAGE=<host-shell|mfe-...> is required" && false)
LABEL org.opencontainers.image.title="${PACKAGE}" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${COMMIT}"
COPY --from=workspace /workspace/${PACKAGE}/dist/ /srv/site/
ENV SHOP_SITE_KIND=${SITE_KIND} SHOP_SITE_ROOT=/srv/site SHOP_RUNTIME_DIR=/tmp/shop-runtime
# Every site (the host, and each remote's standalone page) has an index.html.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["/bin/bash", "/etc/shop-nginx/healthcheck.sh", "/index.html"]

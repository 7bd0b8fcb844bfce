# syntax=docker/dockerfile:1
# One static site of the shop, the host or one remote, in an image of its own:
#
#   docker build -f deploy/docker/static-site.Dockerfile \
#     --build-arg PACKAGE=mfe-catalog --build-arg SITE_KIND=remote -t shop/mfe-catalog .
#
# Built from the workspace with the lockfile (only the package and the workspace packages it
# depends on are installed), served by nginx as an unprivileged user with the configuration of
# deploy/nginx, rendered from the environment when the container starts.

ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG NGINX_BASE_IMAGE=alpine:3.22

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=10.34.9
ENV CI=true
RUN npm install --global "pnpm@${PNPM_VERSION}"
WORKDIR /workspace
# The lockfile alone first: the download layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
ARG PACKAGE
RUN test -n "${PACKAGE}" || (echo "--build-arg PACKAGE=<host-shell|mfe-...> is required" && false)
RUN pnpm install --frozen-lockfile --offline --filter "./${PACKAGE}..." \
  && pnpm --filter "./${PACKAGE}" run build

# nginx with the shop's configuration, no site yet. Alpine's nginx with the brotli module, so the
# build's .br copies are served as they are. Everything the container writes (the rendered
# configuration, runtime-config.json, pid and temp files) goes to /tmp: the image runs as the
# unprivileged `nginx` user on a read-only root file system.
FROM ${NGINX_BASE_IMAGE} AS nginx-base
RUN apk add --no-cache nginx nginx-mod-http-brotli \
  && mkdir -p /srv/site /etc/shop-nginx
COPY deploy/nginx/ /etc/shop-nginx/
ENV SHOP_LISTEN_PORT=8080 \
  SHOP_NGINX_STATE_DIR=/tmp/nginx \
  SHOP_NGINX_MIME_TYPES=/etc/nginx/mime.types \
  SHOP_NGINX_WORKERS=auto \
  SHOP_CLIENT_HEADER_TIMEOUT=60s \
  SHOP_NGINX_ACCESS_LOG=/dev/stdout
USER nginx
EXPOSE 8080
ENTRYPOINT ["/bin/sh", "/etc/shop-nginx/entrypoint.sh"]

# The proxy in front of the API replicas (docker build --target api-proxy; needs no PACKAGE).
FROM nginx-base AS api-proxy
ENV SHOP_SITE_KIND=api SHOP_API_UPSTREAM=api:4000 SHOP_DNS_RESOLVER=127.0.0.11
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${SHOP_LISTEN_PORT}/health" || exit 1

# The host or a remote (the default target).
FROM nginx-base AS site
ARG PACKAGE
ARG SITE_KIND=remote
COPY --from=build /workspace/${PACKAGE}/dist/ /srv/site/
ENV SHOP_SITE_KIND=${SITE_KIND} SHOP_SITE_ROOT=/srv/site SHOP_RUNTIME_DIR=/tmp/shop-runtime
# Every site (the host, and each remote's standalone page) has an index.html.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${SHOP_LISTEN_PORT}/index.html" || exit 1

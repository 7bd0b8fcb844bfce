# syntax=docker/dockerfile:1
# The render service: renders the shop's documents with the host's server build (and the
# remotes' server builds it loads over HTTP), behind the host's nginx, as the `node` user.
#
#   docker build -f deploy/docker/render-service.Dockerfile -t shop/render-service .
#
# The host's build (index.html and dist/server) comes from the same commit as the host image, so
# the document and the scripts it names always match.

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
# The service runs its TypeScript with tsx (a production dependency); the host's server build
# requires the host's production dependencies, deployed beside it.
RUN pnpm install --frozen-lockfile --offline --filter "./render-service..." --filter "./host-shell..." \
  && pnpm --filter ./host-shell run build \
  && pnpm --filter ./render-service deploy --legacy --prod /srv/render-service \
  && pnpm --filter ./host-shell deploy --legacy --prod /srv/host-shell \
  && rm -rf /srv/render-service/test /srv/host-shell/src /srv/host-shell/public \
  && cp -r host-shell/dist /srv/host-shell/dist

FROM ${NODE_RUNTIME_IMAGE} AS serve
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3020 RENDER_PUBLIC=false \
  HOST_DIST=/srv/host-shell/dist
COPY --from=build --chown=root:root /srv/ /srv/
WORKDIR /srv/render-service
USER node
EXPOSE 3020
# Ready once a generation of render workers has loaded the server builds and rendered "/".
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/readyz" || exit 1
CMD ["node", "--enable-source-maps", "--import", "tsx", "src/main.ts"]

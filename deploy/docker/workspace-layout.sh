#!/bin/sh
# Lays out, from an installed and built workspace (the current directory), what the images copy:
# the API, the render service and the host's server build deployed with production dependencies
# only, and the object store bundled into one file. One script for both ways of making the
# images' workspace stage, so that they cannot drift apart:
#
#   the Dockerfiles' shared `build` stage (the release default):  sh deploy/docker/workspace-layout.sh /srv
#   scripts/images/prepare-workspace.sh (CI, WORKSPACE=prebuilt): sh deploy/docker/workspace-layout.sh <dir>/srv
set -eu
out=$1
mkdir -p "$out"
pnpm --filter ./shop-api deploy --legacy --prod "$out/shop-api"
pnpm --filter ./render-service deploy --legacy --prod "$out/render-service"
pnpm --filter ./host-shell deploy --legacy --prod "$out/host-shell"
rm -rf "$out/shop-api/src" "$out/shop-api/test" "$out/shop-api/bench" "$out/render-service/test" \
  "$out/host-shell/src" "$out/host-shell/public"
cp -r shop-api/dist "$out/shop-api/dist"
cp -r host-shell/dist "$out/host-shell/dist"
# s3rver, an S3-compatible server standing in for MinIO in docker-compose.yml, with its
# dependencies in one file (they are the API's development dependencies, not deployed above).
mkdir -p "$out/object-store"
NODE_PATH=shop-api/node_modules shop-api/node_modules/.bin/esbuild \
  deploy/docker/object-store.mjs --bundle --platform=node --format=esm --target=node20 \
  --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" \
  --outfile="$out/object-store/main.mjs" --log-level=warning

#!/usr/bin/env bash
# Prepares, from this checkout's installed and built workspace (`pnpm install`, `pnpm build`, as
# CI has done before the images), the files the Dockerfiles' `prebuilt` workspace stage copies:
#
#   <dir>/srv/        deploy/docker/workspace-layout.sh's output, the same script the `build`
#                     stage runs (servers with production dependencies, the object store bundle)
#   <dir>/workspace/  every site's dist/ (host-shell and the remotes)
#
# scripts/images/build.sh does this when SHOP_WORKSPACE=prebuilt and passes <dir> to each build
# as `--build-context prepared=<dir>`.
#
#   scripts/images/prepare-workspace.sh <dir>    (emptied first)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:?usage: prepare-workspace.sh <dir>}

sites=(host-shell mfe-catalog mfe-product mfe-cart-checkout mfe-account mfe-auth mfe-seller)
for package in shop-api "${sites[@]}"; do
  [ -d "$package/dist" ] || {
    echo "$package/dist is missing: run pnpm build first (or build the images with SHOP_WORKSPACE=build)" >&2
    exit 1
  }
done

rm -rf "$dir" && mkdir -p "$dir/workspace"
# The deploys read the lockfile and link from pnpm's store, offline: seconds, no registry.
sh deploy/docker/workspace-layout.sh "$dir/srv" >"$dir.log" 2>&1 || {
  cat "$dir.log" >&2
  exit 1
}
for package in "${sites[@]}"; do
  mkdir -p "$dir/workspace/$package"
  cp -r "$package/dist" "$dir/workspace/$package/dist"
done

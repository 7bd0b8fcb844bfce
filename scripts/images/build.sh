#!/usr/bin/env bash
# Builds the shop's twelve images with Podman, each labelled with its package's version and the
# commit (org.opencontainers.image.*), tagged shop/<name>:${SHOP_TAG:-latest}. The three
# Dockerfiles share one build stage (the workspace installed and built once): the first image
# builds it, the others reuse its layers.
#
#   scripts/images/build.sh [NAME...]    NAME: shop-api shop-api-backup object-store api-proxy
#                                               render-service host-shell mfe-*
#
# With the local base images (scripts/images/make-base-images.sh) present, they replace the real
# ones (SHOP_BASE=registry keeps the Dockerfiles' defaults, node:20.19-bookworm-slim and
# debian:bookworm-slim, for a machine that reaches Docker Hub). SHOP_BUILD_CONTEXT names another
# build context than this checkout (e.g. `git archive HEAD` unpacked, so that editing the checkout
# while the images build does not invalidate the workspace layer halfway).
#
# SHOP_WORKSPACE chooses the Dockerfiles' workspace stage: `build` (the default, for a release)
# installs the workspace from the lockfile and builds it inside the image build; `prebuilt` (CI,
# after `pnpm build`) lays out this checkout's own build once with scripts/images/prepare-workspace.sh
# (into SHOP_PREPARED_DIR, default /var/tmp/shop-images-workspace), makes it an image
# (localhost/shop-workspace:<commit>) and every image copies from that.
set -euo pipefail
cd "$(dirname "$0")/../.."
context=${SHOP_BUILD_CONTEXT:-.}

tag=${SHOP_TAG:-latest}
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
base=${SHOP_BASE:-}
if [ -z "$base" ]; then
  podman image exists localhost/shop-base/node:20-bookworm && base=local || base=registry
fi
base_args=()
if [ "$base" = local ]; then
  base_args=(--build-arg NODE_IMAGE=localhost/shop-base/node:20-bookworm
    --build-arg NODE_RUNTIME_IMAGE=localhost/shop-base/node:20-bookworm
    --build-arg NGINX_BASE_IMAGE=localhost/shop-base/nginx:bookworm)
fi

workspace=${SHOP_WORKSPACE:-build}
workspace_args=(--build-arg "WORKSPACE=$workspace")
case "$workspace" in
build) ;;
prebuilt)
  prepared=${SHOP_PREPARED_DIR:-/var/tmp/shop-images-workspace}
  started=$SECONDS
  scripts/images/prepare-workspace.sh "$prepared"
  # The `prebuilt` stage made once into an image that every build names as its WORKSPACE: a
  # build given the folder itself would hash its half gigabyte again to find its cached layer.
  workspace_image=localhost/shop-workspace:${commit:0:12}
  podman build --format docker --runtime runc --layers -f "$context/deploy/docker/api.Dockerfile" \
    --target prebuilt --build-context "prepared=$prepared" -t "$workspace_image" "$context" \
    >"${SHOP_BUILD_LOG_DIR:-/tmp}/shop-image-workspace.log" 2>&1 || {
    tail -20 "${SHOP_BUILD_LOG_DIR:-/tmp}/shop-image-workspace.log" >&2
    exit 1
  }
  printf '  prepared the workspace (%s, image %s) in %ss\n' "$prepared" "$workspace_image" \
    $((SECONDS - started))
  workspace_args=(--build-arg "WORKSPACE=$workspace_image")
  ;;
*)
  echo "SHOP_WORKSPACE is build or prebuilt, not $workspace" >&2
  exit 1
  ;;
esac

version_of() { node -p "require('$(realpath "$context")/$1/package.json').version"; }

# name: Dockerfile, target, package whose version labels it, extra build args
build_one() {
  local name=$1 file target package extra=()
  case "$name" in
  shop-api) file=api target=serve package=shop-api ;;
  object-store) file=api target=object-store package=shop-api ;;
  # The backup CronJob's image: the API's build plus PostgreSQL 15's client.
  shop-api-backup) file=api target=backup package=shop-api ;;
  render-service) file=render-service target=serve package=render-service ;;
  api-proxy) file=static-site target=api-proxy package=shop-api ;;
  host-shell) file=static-site target=site package=host-shell extra=(--build-arg SITE_KIND=host) ;;
  mfe-catalog | mfe-product | mfe-cart-checkout | mfe-account | mfe-auth | mfe-seller)
    file=static-site target=site package=$name ;;
  *)
    echo "unknown image $name" >&2
    return 1
    ;;
  esac
  local started=$SECONDS
  podman build --format docker --runtime runc --network host --layers \
    -f "$context/deploy/docker/$file.Dockerfile" --target "$target" \
    "${base_args[@]}" "${workspace_args[@]}" "${extra[@]}" --build-arg "PACKAGE=$package" \
    --build-arg "VERSION=$(version_of "$package")" --build-arg "COMMIT=$commit" \
    -t "shop/$name:$tag" "$context" >"${SHOP_BUILD_LOG_DIR:-/tmp}/shop-image-$name.log" 2>&1 || {
    tail -40 "${SHOP_BUILD_LOG_DIR:-/tmp}/shop-image-$name.log" >&2
    echo "build of shop/$name failed (log: ${SHOP_BUILD_LOG_DIR:-/tmp}/shop-image-$name.log)" >&2
    return 1
  }
  printf '  built shop/%s:%s in %ss\n' "$name" "$tag" $((SECONDS - started))
}

names=("$@")
[ ${#names[@]} -gt 0 ] || names=(shop-api shop-api-backup object-store render-service api-proxy
  host-shell mfe-catalog mfe-product mfe-cart-checkout mfe-account mfe-auth mfe-seller)
echo "building ${names[*]} (base images: $base, workspace: $workspace, commit ${commit:0:12})"
for name in "${names[@]}"; do build_one "$name"; done

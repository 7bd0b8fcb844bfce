#!/usr/bin/env bash
# Makes, with Podman, the base images the Dockerfiles need where no image registry is reachable
# (only Debian's mirror and the npm registry). The Dockerfiles name the real images by default
# (node:20-bookworm-slim, postgres:15-alpine, ...); scripts/images/build.sh passes these instead:
#
#   localhost/shop-base/debian:bookworm    mmdebstrap (else debootstrap) --variant=minbase from
#                                            Debian's mirror
#   localhost/shop-base/node:20-bookworm   + this machine's Node.js 20 and npm (copied, see below)
#                                            and its extra certificate authorities
#   localhost/shop-base/nginx:bookworm     + Debian's nginx and its brotli module
#   localhost/shop-base/postgres:15        + Debian's PostgreSQL 15, with an entrypoint that reads
#                                            POSTGRES_USER/PASSWORD/DB like the official image's
#   localhost/shop-base/maildev:2.2.1      the Node base + maildev from npm
#
# Node.js is copied from the machine (/usr/bin/node, the npm beside it): Debian bookworm's own
# nodejs is 18, and nodejs.org's archives are out of reach here. It is the same binary the
# workspace is tested with. An image that exists is kept; --force makes all of them again.
#
#   scripts/images/make-base-images.sh [--force]
set -euo pipefail
cd "$(dirname "$0")"

force=${1:-}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
work=${SHOP_BASE_WORKDIR:-/var/tmp/shop-base-images}
prefix=localhost/shop-base
podman=(podman)
build=("${podman[@]}" build --format docker --runtime runc --network host)

missing() {
  [ "$force" = --force ] || ! "${podman[@]}" image exists "$1"
}
phase() { printf '\n== %s\n' "$*"; }

command -v podman >/dev/null || {
  echo "podman not found: apt-get install podman runc podman-compose mmdebstrap" >&2
  exit 1
}

if missing "$prefix/debian:bookworm"; then
  # ca-certificates for npm over TLS, libstdc++6 for Node.js, both absent from minbase.
  if command -v mmdebstrap >/dev/null; then
    # The same minbase set from the same mirror, in one apt run and one dpkg run, written as a
    # tar stream: 20 s of CPU where debootstrap takes minutes (docs/benchmarks/images/).
    phase "debian:bookworm (mmdebstrap)"
    mmdebstrap --quiet --variant=minbase --include=ca-certificates,libstdc++6 bookworm - "$mirror" |
      "${podman[@]}" import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' - "$prefix/debian:bookworm"
  else
    phase "debian:bookworm (debootstrap, a few minutes; apt-get install mmdebstrap is faster)"
    command -v debootstrap >/dev/null || {
      echo "neither mmdebstrap nor debootstrap found: apt-get install mmdebstrap" >&2
      exit 1
    }
    rm -rf "$work/rootfs" && mkdir -p "$work"
    debootstrap --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$work/rootfs" "$mirror" \
      >"$work/debootstrap.log"
    rm -rf "$work/rootfs"/var/lib/apt/lists/* "$work/rootfs"/var/cache/apt/*.bin
    tar -C "$work/rootfs" -c . |
      "${podman[@]}" import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' - "$prefix/debian:bookworm"
    rm -rf "$work/rootfs"
  fi
fi

if missing "$prefix/node:20-bookworm"; then
  phase "node:20-bookworm ($(node --version) from $(command -v node))"
  context=$(mktemp -d)
  node_bin=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  cp "$node_bin" "$context/node"
  cp -r "$npm_dir" "$context/npm"
  # The machine's own extra certificate authorities (a TLS-inspecting proxy in front of the npm
  # registry, as here): npm inside the builds must trust what npm on the machine trusts.
  mkdir -p "$context/ca"
  cp "${SHOP_BASE_EXTRA_CA_DIR:-/usr/local/share/ca-certificates}"/*.crt "$context/ca/" 2>/dev/null || true
  "${build[@]}" -f base/node.Containerfile --build-arg "BASE=$prefix/debian:bookworm" \
    -t "$prefix/node:20-bookworm" "$context"
  rm -rf "$context"
fi

if missing "$prefix/nginx:bookworm"; then
  phase "nginx:bookworm"
  "${build[@]}" -f base/nginx.Containerfile --build-arg "BASE=$prefix/debian:bookworm" \
    -t "$prefix/nginx:bookworm" base
fi

if missing "$prefix/postgres:15"; then
  phase "postgres:15"
  "${build[@]}" -f base/postgres.Containerfile --build-arg "BASE=$prefix/debian:bookworm" \
    -t "$prefix/postgres:15" base
fi

if missing "$prefix/maildev:2.2.1"; then
  phase "maildev:2.2.1"
  "${build[@]}" -f base/maildev.Containerfile --build-arg "BASE=$prefix/node:20-bookworm" \
    -t "$prefix/maildev:2.2.1" base
fi

"${podman[@]}" images --filter "reference=$prefix/*"

#!/usr/bin/env bash
# The images' smoke run (pnpm test:images): makes the base images if missing, builds every image,
# starts the compose stack with Podman on ports of its own, waits for every health check, runs
# the smoke journey (e2e/images/containers.smoke.ts: home and a product page in du and ar,
# rendered on the server, zero CSP violations; an order and its retry through the API proxy),
# then removes the stack and its volumes. Prints how long each phase took.
#
#   scripts/images/smoke.sh          SHOP_SMOKE_PORT_BASE (default 18080): host on it, the remotes
#                                    on +1..+5, the API on +10, the mail inbox on +20
#   SHOP_SMOKE_KEEP=1                leaves the stack running (podman-compose -p shopsmoke down -v)
#   SHOP_SMOKE_RECORD=1              writes the phases' times to docs/benchmarks/images/<time>.md
#   SHOP_WORKSPACE=prebuilt          builds the images from this checkout's own build (pnpm build first;
#                                    scripts/images/build.sh), as CI does
set -euo pipefail
cd "$(dirname "$0")/../.."

for tool in podman podman-compose; do
  command -v "$tool" >/dev/null || {
    echo "$tool not found: apt-get install podman runc podman-compose mmdebstrap" >&2
    exit 1
  }
done

project=shopsmoke
base=${SHOP_SMOKE_PORT_BASE:-18080}
timings=()
phase_started=$SECONDS
# CPU seconds of this script's finished children (the builds run in them; the containers do not):
# on shared cores the wall time follows the load, the CPU time follows the work.
cpu_ticks() { awk '{ print $16 + $17 }' "/proc/$$/stat"; }
ticks_per_second=$(getconf CLK_TCK)
phase() { printf '\n== %s\n' "$1"; phase_name=$1; phase_started=$SECONDS; phase_ticks=$(cpu_ticks); }
phase_done() {
  timings+=("$phase_name|$((SECONDS - phase_started))|$((($(cpu_ticks) - phase_ticks) / ticks_per_second))")
}
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
report() {
  printf '\nsmoke phases (wall, CPU of the builds):\n'
  for line in "${timings[@]}"; do
    IFS='|' read -r name wall cpu <<<"$line"
    printf '  %-22s %4ss %4ss\n' "$name" "$wall" "$cpu"
  done
  # SHOP_SMOKE_RECORD=1: the run's record under docs/benchmarks/images/ (one file per run).
  [ "${SHOP_SMOKE_RECORD:-}" = 1 ] || return 0
  local file
  file=docs/benchmarks/images/$(date -u +%Y-%m-%dT%H%M).md
  mkdir -p docs/benchmarks/images
  {
    printf '# Images smoke run %s UTC\n\n' "$(date -u '+%Y-%m-%d %H:%M')"
    printf '%s CPUs; load (1, 5, 15 min) %s at start, %s at end. Exit code %s.\n\n' \
      "$(nproc)" "$load_at_start" "$(cut -d' ' -f1-3 /proc/loadavg)" "$1"
    printf 'Workspace stage: %s.\n\n' "${SHOP_WORKSPACE:-build}"
    printf '| phase | seconds | CPU seconds (children) |\n| --- | --- | --- |\n'
    for line in "${timings[@]}"; do
      IFS='|' read -r name wall cpu <<<"$line"
      printf '| %s | %s | %s |\n' "$name" "$wall" "$cpu"
    done
  } >"$file"
  echo "recorded in $file"
}

phase "base images"
scripts/images/make-base-images.sh
phase_done

phase "build images"
scripts/images/build.sh
phase_done

# The stack's settings: its own ports and origins, a password made for this run, demo data.
export SHOP_HOST_PORT=$base SHOP_CATALOG_PORT=$((base + 1)) SHOP_PRODUCT_PORT=$((base + 2))
export SHOP_CART_CHECKOUT_PORT=$((base + 3)) SHOP_ACCOUNT_PORT=$((base + 4))
export SHOP_AUTH_PORT=$((base + 5)) SHOP_SELLER_PORT=$((base + 6)) SHOP_API_PORT=$((base + 10)) SHOP_MAIL_PORT=$((base + 20))
for pair in HOST:$SHOP_HOST_PORT CATALOG:$SHOP_CATALOG_PORT PRODUCT:$SHOP_PRODUCT_PORT \
  CART_CHECKOUT:$SHOP_CART_CHECKOUT_PORT ACCOUNT:$SHOP_ACCOUNT_PORT AUTH:$SHOP_AUTH_PORT \
  SELLER:$SHOP_SELLER_PORT API:$SHOP_API_PORT; do
  export "SHOP_${pair%%:*}_ORIGIN=http://localhost:${pair#*:}"
done
POSTGRES_PASSWORD=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
S3_SECRET_ACCESS_KEY=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
export POSTGRES_PASSWORD S3_SECRET_ACCESS_KEY SEED_DEMO=1
if podman image exists localhost/shop-base/postgres:15; then
  export SHOP_POSTGRES_IMAGE=localhost/shop-base/postgres:15
  export SHOP_MAIL_IMAGE=localhost/shop-base/maildev:2.2.1
fi
# podman-compose's exit code is its last podman command's (a "name already in use" for a
# container it then starts): the health checks below decide.
compose() { podman-compose -p "$project" "$@" >>/tmp/shop-smoke-compose.log 2>&1 || true; }
: >/tmp/shop-smoke-compose.log

teardown() {
  local code=$?
  if [ "${SHOP_SMOKE_KEEP:-}" != 1 ]; then
    if [ $code -ne 0 ]; then
      # What the containers said, for the failure's report.
      for name in $(podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}}'); do
        printf '\n--- %s (last lines)\n' "$name"
        podman logs --tail 15 "$name" 2>&1 || true
      done
    fi
    phase "tear down"
    compose down -v
    # podman-compose's `down -v` leaves the project's network behind.
    podman network rm -f "${project}_default" >/dev/null 2>&1 || true
    phase_done
  fi
  report "$code"
  exit $code
}
trap teardown EXIT

# Podman starts one aardvark-dns for its networks and records its pid. On a machine whose init
# does not reap orphans, an aardvark-dns that was killed (a run stopped during its images step)
# stays a zombie under that pid: Podman then believes it runs and signals it, and every lookup in
# the stack's network is refused (seen 2026-12-07). A pid file naming no live aardvark-dns goes.
forget_dead_aardvark() {
  local file=/run/containers/networks/aardvark-dns/aardvark.pid pid state
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  state=$(ps -o stat= -p "$pid" 2>/dev/null || true)
  if [ -z "$state" ] || [ "${state:0:1}" = Z ]; then
    echo "aardvark-dns pid $pid is gone (state '${state}'): removing its pid file"
    rm -f "$file"
  fi
}
forget_dead_aardvark

# Healthy when at least $2 containers run and each one's health check passes (one without a
# check: running).
wait_healthy() {
  local deadline=$((SECONDS + $1)) name pending running
  while :; do
    pending=()
    running=$(podman ps --filter "label=io.podman.compose.project=$project" --format '{{.Names}}')
    [ "$(printf '%s\n' "$running" | grep -c .)" -ge "$2" ] || pending+=("(fewer than $2 running)")
    for name in $running; do
      podman healthcheck run "$name" >/dev/null 2>&1 ||
        podman inspect --format '{{.Config.Healthcheck}}' "$name" | grep -q '^<nil>$' ||
        pending+=("$name")
    done
    [ ${#pending[@]} -eq 0 ] && return 0
    if [ $SECONDS -ge $deadline ]; then
      echo "not healthy after $1 s: ${pending[*]}" >&2
      return 1
    fi
    sleep 2
  done
}

# podman-compose (1.0) starts dependencies without waiting for their conditions: the database
# first, then the migration to its end, then the rest.
phase "start stack"
compose down -v
compose up -d --no-build postgres
wait_healthy 60 1
compose up -d --no-build api-migrate
migrate_exit=$(podman wait "${project}_api-migrate_1")
[ "$migrate_exit" = 0 ] || {
  podman logs "${project}_api-migrate_1" >&2
  echo "api-migrate exited with $migrate_exit" >&2
  exit 1
}
compose up -d --no-build
phase_done

phase "wait for health"
# PostgreSQL, mail, the host, six remotes, two render replicas, two API replicas, the API proxy.
wait_healthy 180 14
podman ps --filter "label=io.podman.compose.project=$project" --format '  {{.Names}}  {{.Status}}'
# Ready is not warm: on a loaded machine a replica's first renders of a page can miss the
# service's 2.5 s deadline and answer the static fallback. Ask each page until it comes rendered
# (at most a minute); the journey then checks it is rendered on its own request.
for path in '/?lang=de' '/?lang=ar' '/product/1?lang=de' '/product/1?lang=ar'; do
  for _ in $(seq 30); do
    curl -s -o /dev/null -D - "$SHOP_HOST_ORIGIN$path" | grep -qi '^x-shop-render: server' && break
    sleep 2
  done
done
phase_done

phase "smoke journey"
(
  cd e2e
  SHOP_SMOKE_HOST_URL=$SHOP_HOST_ORIGIN SHOP_SMOKE_API_URL=$SHOP_API_ORIGIN \
    pnpm exec playwright test -c playwright.images.config.ts
)
phase_done

#!/bin/sh
# Renders the nginx configuration of one static site of the shop from SHOP_* variables.
# The same script runs in each container at start (deploy/nginx/entrypoint.sh) and on a developer
# or CI machine (scripts/serve-with-nginx.mjs), so the configuration the e2e suite tests is the
# one the images serve.
#
#   render-site.sh main   OUT_FILE   the nginx.conf around the sites (pid and temp files, modules)
#   render-site.sh host   OUT_FILE   the host's server block; also writes runtime-config.json
#   render-site.sh remote OUT_FILE   a remote's server block
#   render-site.sh api    OUT_FILE   the proxy in front of the API replicas (docker compose)
#
# SHOP_NGINX_MODULES_DIR (default /usr/lib/nginx/modules) is where the brotli module is looked for.
#
# Every variable a template names must be set: a missing one stops the container instead of
# serving a configuration with a hole in it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
kind=${1:?usage: render-site.sh main|host|remote|api OUT_FILE}
out=${2:?usage: render-site.sh main|host|remote|api OUT_FILE}

fail() {
  echo "render-site: $*" >&2
  exit 1
}

# An origin goes into a response header and a regular expression: scheme, host and port only.
check_origin() {
  printf '%s\n' "$2" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' ||
    fail "$1 must be an origin such as https://shop.example (got \"$2\")"
}

# A URL goes into runtime-config.json and the CSP: no quotes, spaces, semicolons or commas.
check_url() {
  printf '%s\n' "$2" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/+-]*)?$' ||
    fail "$1 must be an http(s) URL (got \"$2\")"
}

# A contact text goes into runtime-config.json: letters, digits and simple punctuation only.
check_text() {
  printf '%s\n' "$2" | grep -Eq '^[A-Za-z0-9@._+ :/-]*$' ||
    fail "$1 may hold letters, digits, spaces and @._+:/- only (got \"$2\")"
}

origin_of() {
  printf '%s\n' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

# Adds an origin to a space-separated list once.
add_origin() {
  case " $1 " in
  *" $2 "*) printf '%s' "$1" ;;
  *) printf '%s' "${1:+$1 }$2" ;;
  esac
}

# Substitutes ${SHOP_NAME} placeholders (and only those: nginx's own $variables stay as they are).
render() {
  awk '
    {
      line = $0; rendered = ""
      while (match(line, /\$\{SHOP_[A-Z0-9_]+\}/)) {
        name = substr(line, RSTART + 2, RLENGTH - 3)
        if (!(name in ENVIRON)) { print "render-site: " name " is not set" > "/dev/stderr"; exit 1 }
        rendered = rendered substr(line, 1, RSTART - 1) ENVIRON[name]
        line = substr(line, RSTART + RLENGTH)
      }
      print rendered line
    }' "$1" >"$out.tmp"
  mv "$out.tmp" "$out"
}

# Brotli copies are served when Debian's (or Alpine's) brotli module is installed; gzip always.
brotli_module=${SHOP_NGINX_MODULES_DIR:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so
if [ -f "$brotli_module" ]; then
  export SHOP_LOAD_MODULES="load_module $brotli_module;"
  export SHOP_BROTLI_STATIC='brotli_static on;' SHOP_BROTLI_STATIC_OFF='brotli_static off;'
else
  export SHOP_LOAD_MODULES='' SHOP_BROTLI_STATIC='' SHOP_BROTLI_STATIC_OFF=''
fi
export SHOP_SNIPPETS_DIR="$here/snippets"

# Remotes (and the API) answer cross-origin requests of these origins only.
cors_pattern() {
  pattern=''
  for origin in ${SHOP_ALLOWED_ORIGINS:?SHOP_ALLOWED_ORIGINS lists the host origins, space-separated}; do
    check_origin SHOP_ALLOWED_ORIGINS "$origin"
    escaped=$(printf '%s' "$origin" | sed 's/[.]/\\./g')
    pattern="${pattern:+$pattern|}$escaped"
  done
  printf '^(%s)$' "$pattern"
}

# A host:port upstream (a service name or an address, and its port), or stop.
check_host_port() {
  printf '%s\n' "$2" | grep -Eq '^[A-Za-z0-9.-]+:[0-9]{1,5}$' ||
    fail "$1 must be host:port (got \"$2\")"
}

# nginx's resolver line for an upstream named in a variable (SHOP_DNS_RESOLVER), with how long an
# answer is kept ($1); nothing without a resolver.
resolver_directive() {
  if [ -n "${SHOP_DNS_RESOLVER:-}" ]; then
    printf 'resolver %s valid=%s ipv6=off;\n        ' "$SHOP_DNS_RESOLVER" "$1"
  fi
}

# Where the host's documents come from. With SHOP_RENDER_UPSTREAM (host:port of the render
# service, e.g. render:3020) they are rendered there; SHOP_RENDER_SITE names this site to it (a
# service may render several host sites), SHOP_RENDER_TIMEOUT bounds the wait (the service answers
# its own fallback after RENDER_DEADLINE_MS, 2.5 s), and SHOP_DNS_RESOLVER resolves a service name
# again as replicas come and go. Without it every route answers the static document.
document_source() {
  upstream=${SHOP_RENDER_UPSTREAM:-}
  if [ -z "$upstream" ]; then
    export SHOP_DOCUMENT_SOURCE='rewrite ^ /index.html last;'
    return
  fi
  check_host_port SHOP_RENDER_UPSTREAM "$upstream"
  site=${SHOP_RENDER_SITE:-host}
  printf '%s\n' "$site" | grep -Eq '^[a-z0-9-]+$' ||
    fail "SHOP_RENDER_SITE may hold a-z, 0-9 and - only (got \"$site\")"
  timeout=${SHOP_RENDER_TIMEOUT:-5s}
  printf '%s\n' "$timeout" | grep -Eq '^[0-9]+(ms|s)$' ||
    fail "SHOP_RENDER_TIMEOUT must be a time such as 5s (got \"$timeout\")"
  # The document cache time (SHOP_DOCUMENT_CACHE, default 10s; "off" keeps none): rendered
  # answers of 200 and 404 only, never for a request with credentials (a Bearer token, or the
  # session or visitor-cart cookie: $shop_personal). The service's "Cache-Control: no-cache" is
  # for browsers; its Vary is covered by the key.
  cache_time=${SHOP_DOCUMENT_CACHE:-10s}
  cache=''
  if [ "$cache_time" != off ]; then
    printf '%s\n' "$cache_time" | grep -Eq '^[0-9]+s$' ||
      fail "SHOP_DOCUMENT_CACHE must be a time in seconds such as 10s, or off (got \"$cache_time\")"
    cache="proxy_cache shop_documents;
        proxy_cache_key \"$site|\$shop_document_language|\$request_uri\";
        proxy_cache_valid 200 404 $cache_time;
        proxy_cache_lock on;
        proxy_ignore_headers Cache-Control Expires Vary;
        proxy_cache_bypass \$http_authorization \$shop_personal;
        proxy_no_cache \$http_authorization \$shop_personal \$shop_document_not_rendered;
        add_header X-Shop-Document-Cache \$upstream_cache_status always;
        "
  fi
  resolver=$(resolver_directive 10s)
  # The upstream in a variable: nginx starts (and serves the static document) before the
  # service's name resolves. The service gets no Accept-Encoding: sub_filter needs plain HTML.
  export SHOP_DOCUMENT_SOURCE="${resolver}${cache}set \$shop_render_upstream \"$upstream\";
        proxy_pass http://\$shop_render_upstream;
        proxy_http_version 1.1;
        proxy_set_header Connection \"\";
        proxy_set_header Host \$http_host;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        proxy_set_header X-Shop-Site \"$site\";
        proxy_set_header X-Request-Id \$shop_request_id;
        # Another replica only when this one could not be reached or answered 502/503 (documents
        # are GET requests: never a non-idempotent one).
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 2;
        proxy_set_header Accept-Encoding \"\";
        proxy_hide_header X-Shop-Style-Hashes;
        proxy_connect_timeout 1s;
        proxy_read_timeout $timeout;
        proxy_intercept_errors on;
        error_page 500 502 503 504 = @static_shell;"
}

# The API on the shop's own origin (decision 0017): with SHOP_API_UPSTREAM (host:port of the API,
# or of the proxy in front of its replicas) /api/v1/cart is passed on as /v1/cart, so the session
# cookie (HttpOnly, SameSite=Lax, no Domain) reaches the API from the page and the render service
# alike. Without it the host site has no /api/ (the API has a public origin of its own).
api_location() {
  upstream=${SHOP_API_UPSTREAM:-}
  if [ -z "$upstream" ]; then
    export SHOP_API_LOCATION=''
    return
  fi
  check_host_port SHOP_API_UPSTREAM "$upstream"
  resolver=$(resolver_directive 1s)
  # Only for failures before the API saw the request, and never for a POST: an order is not sent
  # twice (the API's own proxy retries a keyed order, sites/api.conf.template).
  export SHOP_API_LOCATION="location /api/ {
        ${resolver}set \$shop_api_upstream \"$upstream\";
        rewrite ^/api(/.*)\$ \$1 break;
        proxy_pass http://\$shop_api_upstream;
        proxy_http_version 1.1;
        proxy_set_header Connection \"\";
        proxy_set_header Host \$http_host;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        proxy_set_header X-Request-Id \$shop_request_id;
        proxy_connect_timeout 1s;
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 2;
        # Product pictures and vendor documents are uploaded through the API.
        client_max_body_size 10m;
    }"
}

case "$kind" in
main)
  if [ "${SHOP_NGINX_ACCESS_LOG:?a file, /dev/stdout or off}" = off ]; then
    export SHOP_ACCESS_LOG_DIRECTIVE='access_log off;'
  else
    export SHOP_ACCESS_LOG_DIRECTIVE="access_log $SHOP_NGINX_ACCESS_LOG shop_json;"
  fi
  render "$here/nginx.conf.template"
  ;;
host)
  runtime_dir=${SHOP_RUNTIME_DIR:?SHOP_RUNTIME_DIR is where runtime-config.json is written}
  check_url SHOP_API_BASE_URL "${SHOP_API_BASE_URL:?}"
  check_url SHOP_STORAGE_BASE_URL "${SHOP_STORAGE_BASE_URL:?}"
  api_origins=$(add_origin "$(origin_of "$SHOP_API_BASE_URL")" "$(origin_of "$SHOP_STORAGE_BASE_URL")")
  remote_origins=''
  manifest_origins=''
  remotes_json=''
  # Every SHOP_REMOTE_<NAME> variable is a remote, named in camel case (SHOP_REMOTE_CART_CHECKOUT
  # is cartCheckout): a new remote is one more variable, with no change here or in the host.
  remote_variables=$(env | sed -n 's/^\(SHOP_REMOTE_[A-Z0-9_]*\)=.*/\1/p' | sort)
  [ -n "$remote_variables" ] || fail "no SHOP_REMOTE_<NAME> variable names a remote's mf-manifest.json URL"
  for variable in $remote_variables; do
    name=$(printf '%s' "${variable#SHOP_REMOTE_}" | awk '{
      n = split(tolower($0), part, "_"); out = part[1]
      for (i = 2; i <= n; i++) out = out toupper(substr(part[i], 1, 1)) substr(part[i], 2)
      print out }')
    eval "url=\${$variable:-}"
    [ -n "$url" ] || fail "$variable (the $name remote's mf-manifest.json URL) is not set"
    check_url "$variable" "$url"
    remote_origins=$(add_origin "$remote_origins" "$(origin_of "$url")")
    manifest_origins=$(add_origin "$manifest_origins" "$(origin_of "$url")")
    remotes_json="${remotes_json:+$remotes_json,}
    \"$name\": \"$url\""
  done
  # Origins allowed beside the configured ones: while a remote moves to a new origin, the host is
  # first deployed allowing both, so a page whose document predates the switch can load either.
  for extra in ${SHOP_CSP_EXTRA_ORIGINS:-}; do
    check_origin SHOP_CSP_EXTRA_ORIGINS "$extra"
    remote_origins=$(add_origin "$remote_origins" "$extra")
  done
  # Optional contact details for the account's about tab (shown only when given).
  contact_json=''
  for pair in customerSupportEmail:SHOP_CONTACT_CUSTOMER_EMAIL \
    vendorSupportEmail:SHOP_CONTACT_VENDOR_EMAIL hours:SHOP_CONTACT_HOURS; do
    name=${pair%%:*}
    variable=${pair#*:}
    eval "value=\${$variable:-}"
    [ -n "$value" ] || continue
    check_text "$variable" "$value"
    contact_json="${contact_json:+$contact_json,}
    \"$name\": \"$value\""
  done
  contact_block=''
  [ -z "$contact_json" ] || contact_block=",
  \"contact\": {$contact_json
  }"
  mkdir -p "$runtime_dir"
  cat >"$runtime_dir/runtime-config.json.tmp" <<JSON
{
  "apiBaseUrl": "$SHOP_API_BASE_URL",
  "storageBaseUrl": "$SHOP_STORAGE_BASE_URL",
  "remotes": {$remotes_json
  }$contact_block
}
JSON
  mv "$runtime_dir/runtime-config.json.tmp" "$runtime_dir/runtime-config.json"
  # Every page asks a remote for its manifest and the API for data (CORS requests, which have
  # connections of their own: `crossorigin`), and the storage for pictures (plain image requests):
  # open those connections while the page's scripts load, once per origin.
  # An API at this site's own /api/ (SHOP_API_UPSTREAM) needs no connection of its own.
  cors_origins=$manifest_origins
  [ -n "${SHOP_API_UPSTREAM:-}" ] ||
    cors_origins=$(add_origin "$cors_origins" "$(origin_of "$SHOP_API_BASE_URL")")
  preconnect_links=''
  for origin in $cors_origins; do
    preconnect_links="${preconnect_links:+$preconnect_links, }<$origin>; rel=preconnect; crossorigin"
  done
  preconnect_links="$preconnect_links, <$(origin_of "$SHOP_STORAGE_BASE_URL")>; rel=preconnect"
  export SHOP_CSP_API_ORIGINS="$api_origins" SHOP_CSP_REMOTE_ORIGINS="$remote_origins" \
    SHOP_PRECONNECT_LINKS="$preconnect_links"
  document_source
  api_location
  render "$here/sites/host.conf.template"
  ;;
remote)
  SHOP_CORS_ORIGIN_PATTERN=$(cors_pattern)
  export SHOP_CORS_ORIGIN_PATTERN
  render "$here/sites/remote.conf.template"
  ;;
api)
  render "$here/sites/api.conf.template"
  ;;
*)
  fail "unknown site kind \"$kind\""
  ;;
esac

#!/bin/sh
# Starts one site's container: renders its nginx configuration from the environment (the host
# also gets its runtime-config.json and the matching Content-Security-Policy), checks it, then
# runs nginx in the foreground. The same image serves any deployment; only the variables change.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
state=${SHOP_NGINX_STATE_DIR:?}
export SHOP_NGINX_SITES_DIR="$state/sites"
mkdir -p "$SHOP_NGINX_SITES_DIR"

# The resolver nginx asks for the API's and the render service's replicas: the container's own
# (Docker's is 127.0.0.11, Podman's the network's gateway), unless SHOP_DNS_RESOLVER names one.
if [ -z "${SHOP_DNS_RESOLVER:-}" ] && [ -r /etc/resolv.conf ]; then
  SHOP_DNS_RESOLVER=$(awk '$1 == "nameserver" { a = $2; if (a ~ /:/) a = "[" a "]"; print a; exit }' /etc/resolv.conf)
  export SHOP_DNS_RESOLVER
fi

sh "$here/render-site.sh" main "$state/nginx.conf"
sh "$here/render-site.sh" "${SHOP_SITE_KIND:?host, remote or api}" "$SHOP_NGINX_SITES_DIR/site.conf"
nginx -q -t -e stderr -c "$state/nginx.conf"
exec nginx -e stderr -c "$state/nginx.conf" -g 'daemon off;'

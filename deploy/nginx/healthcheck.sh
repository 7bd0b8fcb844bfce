#!/bin/bash
# The nginx images' health check without wget or curl (absent from Debian's slim images): one
# HTTP/1.0 request over bash's /dev/tcp to this container's nginx, healthy on a 2xx status.
#
#   healthcheck.sh PATH
set -eu
exec 3<>"/dev/tcp/127.0.0.1/${SHOP_LISTEN_PORT:-8080}"
printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "${1:?usage: healthcheck.sh PATH}" >&3
read -r -t 3 _ status _ <&3
case "$status" in
2??) exit 0 ;;
*) exit 1 ;;
esac

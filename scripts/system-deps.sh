# Sourced by test.sh, start.sh, perf.sh, bundle-report.sh and screens.sh: installs from Debian's packages what the
# machine lacks. The site is served by nginx with its brotli module (decision 032); the browser tests also need
# Chromium and a font that covers Bengali (the type tests and the Bengali screenshots read Noto Sans Bengali).
# `source scripts/system-deps.sh serve` installs only what serving needs. Needs root or sudo; quick when
# everything is there.
missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ "${1:-}" != "serve" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -n "$(fc-list :lang=bn 2>/dev/null)" ] || missing+=(fonts-noto-core)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing Debian's ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  # the package's own nginx service is not started: each site runs its own nginx (scripts/lib/site-topology.ts)
  RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >&2
fi

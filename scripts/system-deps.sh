# Sourced by test.sh, start.sh, perf.sh, bundle-report.sh, screens.sh and lint.sh: installs from Debian's packages
# what the machine lacks. The site is served by nginx with its brotli module (decision 032) and its figures are
# Prometheus's (decision 046; its promtool checks the rules); the brands' config store is etcd (decision 048); the browser tests also need Chromium and a font that
# covers Bengali (the type tests and the Bengali screenshots read Noto Sans Bengali).
# `source scripts/system-deps.sh serve` installs only what serving needs. Needs root or sudo; quick when
# everything is there.
missing=()
lean=()
optional=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# without its recommended node exporter: nothing here reads the machine's own metrics
{ [ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ]; } || lean+=(prometheus)
# the brands' config store (decision 048): the store's tests start one, and so does a site with BRANDS_STORE=etcd
[ -x /usr/bin/etcd ] || lean+=(etcd-server)
if [ "${1:-}" != "serve" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # the Playwright suite's browser (e2e/lib/chromium.ts): the same Chromium without the full browser's layers; where
  # it cannot be installed the suite runs in the full browser, slower (decision 044)
  [ -x /usr/bin/chromium-headless-shell ] || optional+=(chromium-headless-shell)
  [ -n "$(fc-list :lang=bn 2>/dev/null)" ] || missing+=(fonts-noto-core)
fi
if [ "${#missing[@]}" -gt 0 ] || [ "${#lean[@]}" -gt 0 ] || [ "${#optional[@]}" -gt 0 ]; then
  echo "installing Debian's ${missing[*]} ${lean[*]} ${optional[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  # the packages' own nginx and prometheus services are not started: each site runs its own
  # (scripts/lib/site-topology.ts, scripts/lib/prometheus.ts)
  [ "${#missing[@]}" -eq 0 ] || RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >&2
  [ "${#optional[@]}" -eq 0 ] || RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${optional[@]}" >&2 ||
    echo "system-deps: ${optional[*]} not installed: the Playwright suite runs in the full Chromium" >&2
  if [ "${#lean[@]}" -gt 0 ]; then
    RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${lean[@]}" >&2
    # where systemd started it anyway, it would hold 9090, the start command's Prometheus port
    if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet prometheus 2>/dev/null; then
      $SUDO systemctl disable --now prometheus >&2 || true
    fi
    # the same for etcd's 2379: each site and each test starts its own store
    if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet etcd 2>/dev/null; then
      $SUDO systemctl disable --now etcd >&2 || true
    fi
  fi
fi

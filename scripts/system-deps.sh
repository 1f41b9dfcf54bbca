# Sourced by test.sh and screens.sh: installs from Debian's packages what the browser tests need and the
# machine lacks, Chromium and a font that covers Bengali (the type tests and the Bengali screenshots read
# Noto Sans Bengali). Needs root or sudo; quick when everything is there.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -n "$(fc-list :lang=bn 2>/dev/null)" ] || missing+=(fonts-noto-core)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing Debian's ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >&2
fi

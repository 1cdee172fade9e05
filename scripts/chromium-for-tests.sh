#!/usr/bin/env bash
# Debian's Chromium (or CHROMIUM_PATH) as the browser tests start it: every --disable-features=
# on the command line is merged into one, since Chromium reads only the last. Playwright passes
# its own list, and scripts/chromium.mjs adds the omnibox popups, which each new window (each
# browser context) otherwise loads as two hidden WebUI pages: about a third of a second of CPU per
# context, on both cores, with no page of ours in it.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#features[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "$chromium" "${args[@]}"

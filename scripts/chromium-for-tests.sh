#!/usr/bin/env bash
# The browser tests' Chromium as they start it: the binary named by --chromium-binary= (chosen by
# scripts/chromium.mjs: the old headless shell where installed), else CHROMIUM_PATH, else Debian's
# Chromium; every --disable-features= on the command line is merged into one, since Chromium reads
# only the last. Playwright passes its own list, and scripts/chromium.mjs adds the omnibox popups,
# which each new window of the whole browser (each browser context) otherwise loads as two hidden
# WebUI pages: about a third of a second of CPU per context, with no page of ours in it.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --chromium-binary=*) chromium="${arg#--chromium-binary=}" ;;
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#features[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "$chromium" "${args[@]}"

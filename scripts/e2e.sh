#!/usr/bin/env bash
# Browser tests (npm run test:e2e): Debian's Chromium headless shell, and Chromium itself for its installability
# verdict (test/e2e/support/browsers.ts), against the whole local stack, which the Playwright global setup starts on free
# ports and stops at the end. Extra arguments go to Playwright (a spec file, --grep…).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each browser of test/e2e/support/browsers.ts, with the Debian package that installs it.
declare -A PACKAGES=([/usr/bin/chromium-headless-shell]=chromium-headless-shell [/usr/bin/chromium]=chromium)
missing=()
for browser in "${!PACKAGES[@]}"; do
  [[ -x "$browser" ]] || missing+=("${PACKAGES[$browser]}")
done
if ((${#missing[@]})); then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "Installation avec apt-get de ce qui manque aux tests e2e : ${missing[*]}…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Il manque à cette machine ce qu’il faut aux tests e2e : ${missing[*]}." >&2
    echo "Installe ce qui manque puis relance : sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

exec npx playwright test --config test/e2e/playwright.config.ts "$@"

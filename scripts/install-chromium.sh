#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the Playwright specs and the benches: the journeys
# drive the headless shell (`chromium-headless-shell`, e2e/support/chromium.ts), the benches and
# Lighthouse the full browser (`chromium`). CHROMIUM_PATH is the journeys' browser, as in
# e2e/support/chromium.ts. A fast no-op when both are there. Never downloads Playwright's own
# browsers.
set -euo pipefail

BROWSER=/usr/bin/chromium
SHELL_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"

version() { "$1" --version 2>/dev/null || true; }

if [ -x "$BROWSER" ] && [ -x "$SHELL_PATH" ]; then
  echo "[install-chromium] present: $BROWSER ($(version "$BROWSER")), $SHELL_PATH"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "[install-chromium] ERROR: Chromium missing and not root; run: apt-get install -y chromium chromium-headless-shell" >&2
    exit 1
  fi
else
  SUDO=
fi

echo "[install-chromium] installing the Debian 'chromium' and 'chromium-headless-shell' packages"
export DEBIAN_FRONTEND=noninteractive
# Another apt/dpkg run (e.g. an install already in progress) holds the lock: wait for it.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends \
  chromium chromium-headless-shell fonts-liberation

for path in "$BROWSER" "$SHELL_PATH"; do
  if [ ! -x "$path" ]; then
    echo "[install-chromium] ERROR: installed the packages but $path is still missing" >&2
    exit 1
  fi
done
echo "[install-chromium] installed: $BROWSER ($(version "$BROWSER")), $SHELL_PATH"

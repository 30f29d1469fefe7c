#!/usr/bin/env bash
# Installs Debian chromium and fonts when missing (as root, without prompting).
# Tools cannot download their own browsers here, so every browser test uses this one.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ] && fc-list 2>/dev/null | grep -qi "noto"; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium or fonts missing at $browser. Install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-cjk fonts-liberation fonts-noto-color-emoji" >&2
  exit 1
fi
echo "Installing Debian chromium and fonts…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-noto-cjk fonts-liberation fonts-noto-color-emoji >/dev/null

#!/usr/bin/env bash
# Installs the Debian packages FieldKit's demo and tests need. Each area lists
# its packages in Scripts/apt/*.txt (one per line, '#' comments allowed).
# As root it installs them; otherwise it prints the exact command to run.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t wanted < <(cat Scripts/apt/*.txt | sed 's/#.*//' | tr -s ' \t' '\n' | sed '/^$/d' | sort -u)
missing=()
for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
    echo "FieldKit needs these Debian packages. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt (an unattended upgrade, a second checkout) rather than fail.
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"

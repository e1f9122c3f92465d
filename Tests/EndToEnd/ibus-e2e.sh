#!/usr/bin/env bash
# Runs Tests/EndToEnd/ibus_e2e.py, real input methods typing into the demo, in a
# session of its own: HOME and the XDG folders in a temporary folder (IBus's
# address file, fcitx5's profile and the engines' settings stay there), a
# private session bus (dbus-run-session), and an ibus-daemon, then an fcitx5,
# that the suite starts and stops. The X display is the caller's
# (Scripts/ci-services.sh).
#
#   bash Tests/EndToEnd/ibus-e2e.sh .build/debug/fieldkit-demo [TEST_NAME...]
#
# A missing package is a failure with its name, never a skip: the packages are
# in Scripts/apt/ibus.txt, which `make bootstrap` (and CI) installs.
set -euo pipefail
cd "$(dirname "$0")/../.."
demo=$(realpath "${1:?usage: ibus-e2e.sh DEMO [TEST...]}")
shift

mapfile -t wanted < <(sed 's/#.*//' Scripts/apt/ibus.txt | tr -s ' \t' '\n' | sed '/^$/d')
missing=()
for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "ibus-e2e: FAIL: missing Debian packages: ${missing[*]} (install them with 'make bootstrap' as root)" >&2
    exit 1
fi
if [ -z "${DISPLAY:-}" ]; then
    echo "ibus-e2e: FAIL: no X display (source Scripts/ci-services.sh first)" >&2
    exit 1
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/fieldkit-ibus.XXXXXX")
# An engine can still be writing its user data while it exits after the daemon.
trap 'rm -rf "$root" 2>/dev/null || { sleep 1; rm -rf "$root"; }' EXIT
mkdir -p "$root/home" "$root/config/glib-2.0/settings" "$root/cache" "$root/data" "$root/state" "$root/runtime"
chmod 700 "$root/runtime"
export HOME="$root/home" XDG_CONFIG_HOME="$root/config" XDG_CACHE_HOME="$root/cache" \
    XDG_DATA_HOME="$root/data" XDG_STATE_HOME="$root/state" XDG_RUNTIME_DIR="$root/runtime"
# ibus-anthy runs `python3` from PATH: a Python without the gi module (a
# toolchain's own, first on PATH) makes Anthy vanish from the engine list.
export PATH="/usr/bin:/bin:$PATH"
export GTK_IM_MODULE=ibus
unset QT_IM_MODULE XMODIFIERS
# Settings in a key file instead of dconf: no settings daemon, nothing written
# outside the temporary folder, and every process of the session reads it.
export GSETTINGS_BACKEND=keyfile
# The engines' modes for typing under test (RELIABILITY.md, "Real input
# methods"): Hangul and Anthy start in Latin input otherwise, and ibus-hangul's
# stock key forwarding keeps Return and the arrows from reaching GTK 4 widgets.
cat >"$root/config/glib-2.0/settings/keyfile" <<'EOF'
[org/freedesktop/ibus/engine/hangul]
initial-input-mode='hangul'
use-event-forwarding=false

[org/freedesktop/ibus/engine/anthy/common]
input-mode=0
EOF

# fcitx5: Hangul as the group's input method, active in every new input
# context (otherwise the keyboard layout is, until Ctrl+Space).
mkdir -p "$root/config/fcitx5"
cat >"$root/config/fcitx5/profile" <<'EOF'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=hangul

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=hangul
Layout=

[GroupOrder]
0=Default
EOF
cat >"$root/config/fcitx5/config" <<'EOF'
[Behavior]
ActiveByDefault=True
EOF

dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/ibus_e2e.py "$demo" "$@"

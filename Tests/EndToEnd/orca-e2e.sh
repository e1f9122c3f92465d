#!/usr/bin/env bash
# The screen-reader end-to-end suite: the real Orca reads the demo under its
# own Xvfb display, session bus and AT-SPI bus, speaking through
# speech-dispatcher and espeak-ng into ALSA's null device, and
# Tests/EndToEnd/orca_e2e.py asserts what it says per key.
#
# Usage: Tests/EndToEnd/orca-e2e.sh PATH-TO-fieldkit-demo [TEST ...]
#
# Isolation (RELIABILITY.md, "Screen reader"): a PID namespace (Orca refuses
# to start while another `orca` process is visible, and `orca --replace`
# would kill every other one of the user), HOME and XDG folders of its own
# set before the session bus starts (or the AT-SPI bus socket lands in the
# shared home), and a display of its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
demo=$(realpath "$1")
shift

missing=()
for package in orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng python3-pyatspi \
    at-spi2-core dbus-x11 xvfb xdotool; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "orca-e2e: missing Debian packages: ${missing[*]} (Scripts/apt/accessibility.txt; run Scripts/bootstrap.sh as root)" >&2
    exit 1
fi

if [ -z "${FIELDKIT_ORCA_NAMESPACE:-}" ]; then
    # Everything below runs in a PID namespace of its own; --kill-child ends
    # every process the suite started (Orca, speech-dispatcher, Xvfb, the
    # buses) when it exits, whatever happens.
    exec unshare --pid --fork --mount-proc --kill-child \
        env FIELDKIT_ORCA_NAMESPACE=1 bash "$0" "$demo" "$@"
fi

work=$(mktemp -d)
# FIELDKIT_ORCA_KEEP=1 keeps the logs (Orca's debug log, speech-dispatcher's).
trap '[ -n "${FIELDKIT_ORCA_KEEP:-}" ] && echo "orca-e2e: logs in $work" >&2 || rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work/run" XDG_CONFIG_HOME="$work/home/.config" \
    XDG_DATA_HOME="$work/home/.local/share" XDG_CACHE_HOME="$work/home/.cache"
mkdir -p "$XDG_RUNTIME_DIR" "$XDG_CONFIG_HOME/speech-dispatcher" "$work/speech"
chmod 700 "$XDG_RUNTIME_DIR"
# Without an audio output speech-dispatcher deadlocks after the first
# utterance, and Orca's main loop with it: espeak-ng speaks into nothing.
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' >"$HOME/.asoundrc"
cat >"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf" <<CONF
AudioOutputMethod "alsa"
LogLevel 5
LogDir "$work/speech"
DefaultModule espeak-ng
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
CONF

# A display of its own: Xvfb picks a free number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "orca-e2e: Xvfb did not start: $(cat "$work/xvfb.log")" >&2; exit 1; }
export DISPLAY=":$(cat "$work/display")" GDK_BACKEND=x11 GSK_RENDERER=cairo
# PATH starts with /usr/bin: Orca and the suite need Debian's Python (gi, pyatspi).
export PATH="/usr/bin:$PATH"
export FIELDKIT_ORCA_WORK="$work"
dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/orca_e2e.py "$demo" "$@"

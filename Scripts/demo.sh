#!/usr/bin/env bash
# Starts fieldkit-demo (built already by `make demo`). With a display it opens
# the checkout page; without one it says so, starts Xvfb, renders every page
# to a PNG with GTK's own renderer and prints where they are.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=.build/debug/fieldkit-demo

if [ -n "${DISPLAY:-}" ] && DISPLAY="$DISPLAY" xdotool getdisplaygeometry >/dev/null 2>&1; then
    echo "Starting fieldkit-demo on $DISPLAY (other pages: $demo --page fields|search|mirror|notes|toolbar)"
    exec "$demo" "$@"
fi

echo "No display (\$DISPLAY is ${DISPLAY:-unset}): rendering every page under Xvfb instead."
unset DISPLAY
# shellcheck source=/dev/null
source Scripts/ci-services.sh
# Rendering needs no screen reader; without this GTK may look for the
# accessibility bus of an earlier session on the same display.
export GTK_A11Y=none
out="$PWD/.build/demo-screenshots"
mkdir -p "$out"
for page in checkout fields search mirror notes toolbar; do
    "$demo" --page "$page" --screenshot "$out/$page.png" >/dev/null 2>&1
    echo "  $out/$page.png"
done
"$demo" --page checkout --submit --screenshot "$out/checkout-errors.png" >/dev/null 2>&1
echo "  $out/checkout-errors.png (after pressing Done on the empty form)"
echo "Run it on a desktop with: make demo   (or $demo --page checkout)"

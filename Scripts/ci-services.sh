# Services the GTK tests need: an X server (Xvfb) for real widgets.
#
# Sourced by .ci/run before `make test`, and by the GTK make steps, so it must
# be safe to source again: when $DISPLAY already reaches an X server it is
# kept; otherwise one Xvfb is started on FIELDKIT_XVFB_DISPLAY (default :99)
# and reused by later sources. It exports what GTK needs to draw there
# without a GPU: the X11 backend and the cairo renderer.

fieldkit_display_works() {
    DISPLAY="$1" xdotool getdisplaygeometry >/dev/null 2>&1
}

if [ -z "${DISPLAY:-}" ] || ! fieldkit_display_works "${DISPLAY}"; then
    fieldkit_xvfb_display="${FIELDKIT_XVFB_DISPLAY:-:99}"
    if ! fieldkit_display_works "$fieldkit_xvfb_display"; then
        if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1; then
            echo "ci-services: Xvfb and xdotool are needed (see Scripts/apt/gtk.txt)" >&2
            return 1 2>/dev/null || exit 1
        fi
        echo "ci-services: starting Xvfb on $fieldkit_xvfb_display" >&2
        nohup Xvfb "$fieldkit_xvfb_display" -screen 0 1280x1024x24 -nolisten tcp \
            >"${TMPDIR:-/tmp}/fieldkit-xvfb${fieldkit_xvfb_display#:}.log" 2>&1 &
        disown 2>/dev/null || true
        for _ in $(seq 1 50); do
            fieldkit_display_works "$fieldkit_xvfb_display" && break
            sleep 0.1
        done
        if ! fieldkit_display_works "$fieldkit_xvfb_display"; then
            echo "ci-services: Xvfb did not start on $fieldkit_xvfb_display" >&2
            return 1 2>/dev/null || exit 1
        fi
    fi
    export DISPLAY="$fieldkit_xvfb_display"
fi
export GDK_BACKEND=x11
export GSK_RENDERER=cairo
# The display is there for the tests; a failure to find it is a failure.
export FIELDKIT_REQUIRE_DISPLAY=1

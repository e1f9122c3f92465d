#!/usr/bin/python3
"""Memory soak of fieldkit-demo's checkout page under X: 20,000 keystrokes,
pastes and focus moves, then the form closed and reopened 200 times (F5 with
the test-only --reopen-key option). Resident memory (VmRSS) is sampled after a
warm-up and at the end; the growth must stay under a bound measured and
justified in RELIABILITY.md ("Memory over long use").

xdotool sends keys faster than the debug demo handles them, so after every
fifth round of typing (and before each memory reading) the soak syncs with
the demo (demo_driver's Demo.sync: F6, the test-only --sync-key option, and
the demo's {"synced": N} line): keys reach the window in order, so every key
sent before it was handled by then. Each reopen waits for its
{"reopened": N} line. Nothing waits for a fixed time. Without it a busy machine left thousands of keys queued at the end of
the typing (X's event queue grows with them and never shrinks, and the first
F5 waited behind them).

Run like e2e.py (Scripts/make/30-gtk.mk, `make test-gtk-soak`):
    dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/soak.py .build/debug/fieldkit-demo
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demo_driver  # noqa: E402
from demo_driver import ANSWER_SECONDS, FIELDS, Demo, expect, expect_equal, keys, type_text  # noqa: E402

demo_driver.DEMO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/fieldkit-demo")

KEYSTROKES = 20_000
REOPENS = 200
WARM_UP_REOPENS = 20
# Bounds on VmRSS growth after the warm-up, in KiB (see RELIABILITY.md).
TYPING_BOUND_KIB = int(os.environ.get("FIELDKIT_SOAK_TYPING_BOUND_KIB", 8 * 1024))
REOPEN_BOUND_KIB = int(os.environ.get("FIELDKIT_SOAK_REOPEN_BOUND_KIB", 4 * 1024))
# Rounds between waits for the demo (F6): at most this many rounds of keys
# (about 180) wait in X's queue, while the demo handles one round as the
# next is sent.
SYNC_EVERY = int(os.environ.get("FIELDKIT_SOAK_SYNC_EVERY", 5))
TEXTS = ["Jane Appleseed", "jane@example.com", "+14155552671", "1 Infinite Loop", "4242424242424242", "1239", "123",
         "DE89370400440532013000"]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def wait_for_line(demo, key, count, what):
    """Reads the demo's lines (skipping others, such as a submit's) until
    {key: count} arrives."""
    while True:
        line = demo.json_line(timeout=ANSWER_SECONDS, what=what)
        if line.get(key) == str(count):
            return


def typing_round(demo, i):
    """About 100 keystrokes: each field in turn, typing, a paste and a cut."""
    sent = 0
    keys("Tab")  # focus moves down the chain (and wraps to the top at the end)
    sent += 1
    text = TEXTS[i % len(TEXTS)]
    type_text(text)
    sent += len(text)
    keys("ctrl+a", "ctrl+c", "BackSpace", "ctrl+v", "ctrl+a", "ctrl+x", "ctrl+v", "Home", "End")
    sent += 9
    keys(*["BackSpace"] * len(text))
    sent += len(text)
    return sent


def main():
    extra = ["--reopen-leaks"] if os.environ.get("FIELDKIT_SOAK_LEAK") else []
    with Demo("checkout", "--reopen-key", *extra) as demo:
        pid = demo.process.pid
        sync = demo.sync
        started = time.time()
        sent = 0
        rounds = 0
        samples = []
        warm_rss = None
        while sent < KEYSTROKES:
            sent += typing_round(demo, rounds)
            rounds += 1
            if rounds % SYNC_EVERY == 0:
                sync()
            if warm_rss is None and sent >= KEYSTROKES // 10:
                sync()
                warm_rss = rss_kib(pid)
            if rounds % 20 == 0:
                samples.append(rss_kib(pid))
        sync()
        typed_rss = rss_kib(pid)
        typing_seconds = time.time() - started
        print(f"     typing: {sent} keystrokes in {rounds} rounds, {typing_seconds:.0f}s; VmRSS {warm_rss} KiB "
              f"after warm-up, {typed_rss} KiB at the end (every 20 rounds: {samples})", flush=True)
        # Every round deletes what it typed and pasted; a field holding more
        # than twice the longest round's text kept pastes that landed after
        # the keys that should have replaced them (the editor's paste did,
        # and the address grew to its 10,000-character bound).
        lengths = {name: len(demo.text(name)) for name in FIELDS}
        print(f"     field lengths after typing: {lengths}", flush=True)
        longest = 2 * max(len(text) for text in TEXTS)
        expect(all(length <= longest for length in lengths.values()),
               f"a field kept more than {longest} characters of the soak's typing: {lengths}")

        started = time.time()
        for count in range(1, REOPENS + 1):
            keys("F5")
            wait_for_line(demo, "reopened", count, f"reopen {count}")
            if count == WARM_UP_REOPENS:
                sync()
                reopen_warm_rss = rss_kib(pid)
        sync()
        reopened_rss = rss_kib(pid)
        print(f"     reopen: {REOPENS} times in {time.time() - started:.0f}s; VmRSS {reopen_warm_rss} KiB after "
              f"{WARM_UP_REOPENS}, {reopened_rss} KiB after {REOPENS}", flush=True)

        # The reopened form works: the first field has focus and takes text.
        type_text("Jane")
        sync()
        expect_equal(demo.text("Full name"), "Jane", "the reopened form takes typing")

        typing_growth = typed_rss - warm_rss
        reopen_growth = reopened_rss - reopen_warm_rss
        print(f"     growth: typing {typing_growth} KiB (bound {TYPING_BOUND_KIB}), "
              f"reopening {reopen_growth} KiB (bound {REOPEN_BOUND_KIB})", flush=True)
        expect(typing_growth <= TYPING_BOUND_KIB, f"VmRSS grew {typing_growth} KiB while typing")
        expect(reopen_growth <= REOPEN_BOUND_KIB, f"VmRSS grew {reopen_growth} KiB over {REOPENS - WARM_UP_REOPENS} reopens")
    print("soak: passed", flush=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AssertionError as error:
        print(f"FAIL soak: {error}", flush=True)
        sys.exit(1)

"""How GDK 4's clipboard reads treat the main loop, without FieldKit.

Reads the X clipboard (put something large on it first, e.g.
`python3 -c 'print("Street 1\\n" * 1111111, end="")' | xclip -selection clipboard -i`)
in a plain GTK 4 program while a 1 ms timeout ticks, and prints how long the
read took and the longest gap between ticks (the main loop held):

    DISPLAY=:N /usr/bin/python3 Tests/EndToEnd/clipboard_read_gaps.py whole    # gdk_clipboard_read_text_async
    DISPLAY=:N /usr/bin/python3 Tests/EndToEnd/clipboard_read_gaps.py stream   # gdk_clipboard_read_async, 64 KiB reads

`whole` is what GtkText's and GtkTextView's own paste do; `stream` is what
FieldKit's ClipboardPaste does. Figures are printed, never asserted (they
depend on the machine).
"""
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

CHUNK = 65536


def main(mode):
    Gtk.init()
    clipboard = Gdk.Display.get_default().get_clipboard()
    loop = GLib.MainLoop()
    ticks, state = [], {"bytes": 0}

    def tick():
        ticks.append(time.monotonic())
        return True

    def finish():
        state["done"] = time.monotonic()
        GLib.timeout_add(50, loop.quit)

    def text_read(source, result):
        state["bytes"] = len((source.read_text_finish(result) or "").encode())
        finish()

    def chunk_read(stream, result):
        size = stream.read_bytes_finish(result).get_size()
        state["bytes"] += size
        if size == 0:
            stream.close_async(GLib.PRIORITY_DEFAULT, None, None)
            finish()
        else:
            stream.read_bytes_async(CHUNK, GLib.PRIORITY_DEFAULT, None, chunk_read)

    def stream_opened(source, result):
        stream, _ = source.read_finish(result)
        stream.read_bytes_async(CHUNK, GLib.PRIORITY_DEFAULT, None, chunk_read)

    def start():
        state["start"] = time.monotonic()
        if mode == "whole":
            clipboard.read_text_async(None, text_read)
        else:
            clipboard.read_async(["text/plain;charset=utf-8"], GLib.PRIORITY_DEFAULT, None, stream_opened)
        return False

    GLib.timeout_add(1, tick)
    GLib.timeout_add(100, start)
    loop.run()
    begin, end = state["start"], state["done"]
    inside = [t for t in ticks if begin <= t <= end]
    gaps = [b - a for a, b in zip([begin] + inside, inside + [end])]
    print(f"{mode}: {state['bytes']} bytes in {round((end - begin) * 1000)} ms; "
          f"longest main-loop gap {round(max(gaps) * 1000)} ms")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "whole")

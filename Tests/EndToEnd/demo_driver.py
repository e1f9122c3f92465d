"""Drives fieldkit-demo from Python: starts a window, types with xdotool
(real X key events, the same path a keyboard takes), reads the fields back
through AT-SPI (what a screen reader sees) and the JSON lines the demo prints
on stdout.

Shared by the end-to-end suites in this folder (e2e.py, ibus_e2e.py, soak.py).
A suite sets DEMO to the demo's path, lists its tests and calls run_tests().

Nothing here waits for a fixed time. xdotool returns once X has the keys, not
once the demo handled them, so a test waits for state, with a deadline
(ANSWER_SECONDS) that only a stuck demo reaches:
- `Demo.sync()` presses F6 (the demo's test-only --sync-key, on by default)
  and waits for its `{"synced": N}` line: keys reach the window in order, and
  the demo prints the line once its main loop is idle after F6, so every key
  and click sent before was handled. Other lines that arrive meanwhile stay
  queued, in order, for `json_line()`.
- `Demo.wait_text()` and `wait_until()` poll an AT-SPI value until it is the
  expected one, for what the demo does after an asynchronous read (another
  application's clipboard) or what an input method commits later.
Short sleeps inside those polling loops only pace them.
"""
import collections
import json
import os
import queue
import subprocess
import tempfile
import threading
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# How long the demo may take to answer (a sync line, a JSON line, a value
# polled through AT-SPI) before a test calls it stuck. Not a measurement: an
# answer comes in milliseconds unless the machine is very busy.
ANSWER_SECONDS = float(os.environ.get("FIELDKIT_E2E_ANSWER_SECONDS", 60))

# libatspi gives up on a call after 800 ms by default and then reports the
# app as defunct: on a busy machine a demo reading a 3 MB paste answered
# later than that. A slow answer is still an answer.
Atspi.set_timeout(int(ANSWER_SECONDS * 1000), int(ANSWER_SECONDS * 1000))

# The demo executable the suites start; set by each suite from its arguments.
DEMO = os.path.abspath(".build/debug/fieldkit-demo")
SCREENSHOTS = os.environ.get("FIELDKIT_E2E_SCREENSHOTS")

# The checkout's text fields, by accessible name, in focus order.
FIELDS = ["Full name", "E-mail", "Phone", "Delivery address", "Card number", "Expiry", "Security code", "IBAN",
          "Amount"]


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True)


def type_text(text, delay=0):
    xdotool("type", "--delay", str(delay), "--", text)


def keys(*names):
    xdotool("key", "--delay", "0", *names)


class DisplayRefused(Exception):
    """The demo exited at start because X refused its connection."""


def wait_until(read, expected, what, timeout=None):
    """Polls `read()` until it returns `expected` (or, when `expected` is a
    function, a value for which it returns true); returns that value. Fails
    with the last value seen after `timeout` seconds (ANSWER_SECONDS)."""
    timeout = ANSWER_SECONDS if timeout is None else timeout
    matches = expected if callable(expected) else (lambda value: value == expected)
    deadline = time.time() + timeout
    while True:
        try:
            value = read()
        except Exception as error:  # noqa: BLE001 - an app too busy to answer is "not yet"
            value = error
        if not isinstance(value, Exception) and matches(value):
            return value
        if time.time() > deadline:
            wanted = "a value that matches" if callable(expected) else repr(expected)
            raise AssertionError(f"{what}: expected {wanted}, still {value!r} after {timeout:.0f}s")
        time.sleep(0.02)


class Demo:
    """One running fieldkit-demo window, started with --sync-key (F6) unless
    `sync_key=False`."""

    def __init__(self, page="checkout", *args, sync_key=True):
        if sync_key and "--sync-key" not in args:
            args = (*args, "--sync-key")
        self.sync_key = sync_key
        self.sync_count = 0
        self.last_sync = {}
        # Lines read while waiting for a sync line, in order, for json_line().
        self.pending = collections.deque()
        # FieldKit's texts follow LC_ALL / LC_MESSAGES / LANG unless --locale
        # says otherwise: English here, whatever the machine's locale (the
        # character set, which input methods need, stays the machine's).
        env = {k: v for k, v in os.environ.items() if k != "LC_ALL"}
        env["LC_MESSAGES"] = "C.UTF-8"
        for attempt in (1, 2):
            # stderr is kept (not shown) to explain a demo that exits early.
            self.errors = tempfile.TemporaryFile(mode="w+")
            self.process = subprocess.Popen(
                [DEMO, "--page", page, *args], stdout=subprocess.PIPE, stderr=self.errors, text=True, env=env)
            try:
                self._start()
                return
            except DisplayRefused as refused:
                # X refused the demo's connection: seen once on the loaded
                # shared machine (and twice more a session's first demo
                # exited or never showed, before its stderr was kept), with
                # the Xvfb alive and 10 descriptors open. The machine's, not
                # the demo's: started once more, and said.
                self.close()
                if attempt == 2:
                    raise AssertionError(str(refused)) from None
                print(f"     demo start: {refused}; starting it once more", flush=True)
            except BaseException:
                # A window that never got ready must not stay on the display,
                # where it would take the next test's keys.
                self.close()
                raise

    def _start(self):
        self.window = self._find_window()
        # A reader thread, so lines that arrive together are not hidden in a
        # buffer where select() cannot see them.
        self.lines = queue.Queue()
        threading.Thread(target=self._read_lines, daemon=True).start()
        # Without a window manager X gives the keyboard to the window under
        # the pointer; put the pointer on this window's title bar and give it
        # the input focus, so no keystroke goes to the root window.
        xdotool("mousemove", "--window", self.window, "200", "12")
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], timeout=5)
        self.app = self._find_app()
        self._wait_for_keyboard_focus()
        if self.sync_key:
            self.sync()

    def _find_window(self):
        """The demo's X window. `xdotool search` can come back empty (an X
        error while other windows are created or destroyed on a loaded
        machine), so it is asked again until the window is there."""
        deadline = time.time() + ANSWER_SECONDS
        while True:
            if self.process.poll() is not None:
                self.errors.seek(0)
                said = " | ".join(self.errors.read().strip().splitlines()[-5:])
                error = DisplayRefused if "cannot open display" in said else AssertionError
                raise error(f"the demo exited with {self.process.returncode} before its window showed: {said}")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid), "--name", "^FieldKit"],
                capture_output=True, text=True, timeout=10)
            if found.stdout.split():
                return found.stdout.split()[0]
            if time.time() > deadline:
                raise AssertionError(f"the demo's window did not show within {ANSWER_SECONDS:.0f}s")
            time.sleep(0.05)

    def _wait_for_keyboard_focus(self):
        """Waits until a text widget has keyboard focus, so the first keys
        typed are not sent before the window can take them."""
        deadline = time.time() + ANSWER_SECONDS
        while not (self._window_is_active() and self._focused_text(self.app)):
            if time.time() > deadline:
                raise AssertionError(f"the demo's window had no focused text widget after {ANSWER_SECONDS:.0f}s "
                                     f"(focused: {self.focused_any()})")
            time.sleep(0.05)

    def _window_is_active(self):
        """GTK marks its window active once X told it it has the keyboard."""
        try:
            for i in range(self.app.get_child_count()):
                frame = self.app.get_child_at_index(i)
                if frame.get_state_set().contains(Atspi.StateType.ACTIVE):
                    return True
        except Exception:
            return False
        return False

    def _focused_text(self, node):
        try:
            role = node.get_role_name()
            if role in ("text", "password text") and node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return True
            return any(self._focused_text(node.get_child_at_index(i)) for i in range(node.get_child_count()))
        except Exception:
            return False

    def _read_lines(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def _find_app(self):
        deadline = time.time() + ANSWER_SECONDS
        while time.time() < deadline:
            desktop = Atspi.get_desktop(0)
            for i in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(i)
                if app is not None and app.get_process_id() == self.process.pid:
                    return app
            time.sleep(0.1)
        raise AssertionError("the demo never appeared on the accessibility bus")

    def sync(self):
        """Presses F6 and returns once the demo printed the matching
        `{"synced": N}` line: every key and click sent before F6 was handled,
        and what they queued on the demo's main loop ran. Lines that arrive
        first are kept for json_line(). Returns the sync line, which also
        says what the demo knows of the clipboard and primary selection.

        Not for input methods: GTK 4's IBus module waits for the engine's
        answer to a key in a nested main loop that also handles the next X
        key event, so F6 can be handled before an earlier key's commit; the
        IME suite polls AT-SPI and the preedit lines instead."""
        if not self.sync_key:
            raise AssertionError("this demo was started without --sync-key")
        self.sync_count += 1
        keys("F6")
        deadline = time.time() + ANSWER_SECONDS
        while True:
            line = self._read_line(deadline - time.time(), f"the sync line {self.sync_count}")
            if line.get("synced") == str(self.sync_count):
                self.last_sync = line
                return line
            self.pending.append(line)

    def wait_for_selection(self, selection, changes_before, what):
        """Syncs until the demo saw `selection` ("clipboard" or "primary")
        change since a sync that reported `changes_before` changes, and GDK
        knows it holds text: another application's formats reach GDK
        asynchronously after it took the selection, and a paste before
        that reads nothing."""
        deadline = time.time() + ANSWER_SECONDS
        while True:
            state = self.sync()[selection]
            if int(state["changes"]) > changes_before and state["text"]:
                return
            if time.time() > deadline:
                raise AssertionError(f"{what}: the demo never learnt the new {selection} text "
                                     f"(changes {changes_before} before, now {state})")
            time.sleep(0.02)

    def wait_text(self, name, expected, what=None, timeout=None):
        """Polls the text of the field named `name` until it is `expected`
        (or satisfies it, when it is a function); fails with what it last
        saw."""
        return wait_until(lambda: self.text(name), expected, what or f"the text of {name!r}", timeout)

    def wait_focus(self, name, what=None, timeout=None):
        return wait_until(self.focused, name, what or f"the focus on {name!r}", timeout)

    def wait_caret(self, name, offset, what=None, timeout=None):
        return wait_until(lambda: self.caret(name), offset, what or f"the caret in {name!r}", timeout)

    def wait_accessible(self, name, roles, what=None, timeout=None):
        """Polls until an accessible of one of `roles` is named `name` (a
        label the demo updates from its model, for example)."""
        wait_until(lambda: self.accessible(name, roles) is not None, True, what or f"an accessible named {name!r}",
                   timeout)

    def wait_description(self, name, expected, what=None, timeout=None):
        return wait_until(lambda: self.description(name) or "", expected,
                          what or f"the description of {name!r}", timeout)

    def close(self):
        self.errors.close()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if exc[0] is not None and SCREENSHOTS:
            subprocess.run(["import", "-window", "root", os.path.join(SCREENSHOTS, "e2e-failure.png")])
        self.close()

    def _read_line(self, timeout, what):
        """The next line from the demo's stdout, decoded; fails after
        `timeout` seconds with what the demo showed."""
        try:
            line = self.lines.get(timeout=max(timeout, 0.01))
        except queue.Empty:
            if SCREENSHOTS:
                subprocess.run(["import", "-window", "root", os.path.join(SCREENSHOTS, "e2e-nothing.png")])
            xfocus = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip()
            raise AssertionError(
                f"the demo printed nothing when {what} was expected (focused: {self.focused_any()}; "
                f"X focus {xfocus}, window {self.window})") from None
        return json.loads(line)

    def json_line(self, timeout=None, what="a JSON line"):
        """The next JSON line the demo prints (sync lines aside), waiting at
        most `timeout` seconds (ANSWER_SECONDS)."""
        if self.pending:
            return self.pending.popleft()
        return self._read_line(ANSWER_SECONDS if timeout is None else timeout, what)

    def lines_so_far(self):
        """Every JSON line the demo printed for what was sent before now
        (after a sync, so none is still to come), and forgets them."""
        self.sync()
        lines = list(self.pending)
        self.pending.clear()
        return lines

    def accessible(self, name, roles=("text", "password text")):
        def walk(node):
            try:
                role = node.get_role_name()
            except Exception:
                return None
            # A label that a form rule extends ("Security code (CID)" once
            # the card brand is known) still finds the field by its own.
            if role in roles and (node.get_name() == name or node.get_name().startswith(name + " (")):
                return node
            for i in range(node.get_child_count()):
                found = walk(node.get_child_at_index(i))
                if found is not None:
                    return found
            return None

        node = walk(self.app)
        if node is None:
            raise AssertionError(f"no accessible {roles} named {name!r}")
        return node

    def text(self, name):
        node = self.accessible(name)
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))

    def caret(self, name):
        return Atspi.Text.get_caret_offset(self.accessible(name))

    def selections(self, name):
        """How many selected ranges the field has (0: only a caret)."""
        return Atspi.Text.get_n_selections(self.accessible(name))

    def focused_any(self):
        def walk(node):
            try:
                if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                    return f"{node.get_role_name()} {node.get_name()!r}"
                for i in range(node.get_child_count()):
                    found = walk(node.get_child_at_index(i))
                    if found:
                        return found
            except Exception:
                return None
            return None
        return walk(self.app)

    def focused(self):
        for name in FIELDS:
            node = self.accessible(name)
            if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return name
        return None

    def description(self, name):
        return self.accessible(name).get_description()

    def click(self, name):
        node = self.accessible(name, roles=("push button",))
        extents = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
        xdotool("mousemove", str(extents.x + extents.width // 2), str(extents.y + extents.height // 2))
        xdotool("click", "1")
        if self.sync_key:
            self.sync()

    def click_text(self, name, timeout=10):
        """A real click into the text widget named `name`, as a person clicks:
        once the widget has stopped moving (the form scrolls the focused row
        into view over a few frames after each focus change) and lies inside
        the visible part of the form, scrolling to it with the wheel when it
        does not; then waits until it has the focus. Fails with what it saw
        after `timeout` seconds instead of going on after a fixed pause."""
        node = self.accessible(name)
        deadline = time.time() + timeout
        first = self._extents(node)
        scrolls = 0
        while True:
            box, visible = self._stable_extents(node, deadline, name)
            left, top, right, bottom = visible
            if box[1] >= top and box[1] + box[3] <= bottom:
                break
            if time.time() > deadline:
                raise AssertionError(
                    f"{name!r} never came into view to be clicked: at {box}, visible part of the form {visible}")
            # Below the visible part: the wheel down over the form, above: up.
            xdotool("mousemove", str((left + right) // 2), str((top + bottom) // 2))
            xdotool("click", "5" if box[1] + box[3] > bottom else "4")
            scrolls += 1
        x, y, width, height = box
        if os.environ.get("FIELDKIT_E2E_TRACE"):
            print(f"     click into {name!r}: at {box}, first read {first}, visible {visible}, "
                  f"{scrolls} wheel steps", flush=True)
        xdotool("mousemove", str(x + width - 10), str(y + height // 2))
        xdotool("click", "1")
        while not node.get_state_set().contains(Atspi.StateType.FOCUSED):
            if time.time() > deadline:
                now = self._extents(node)
                raise AssertionError(
                    f"a click at ({x + width - 10}, {y + height // 2}) into {name!r} (at {box} when clicked, "
                    f"{now} now, visible part {visible}, after {scrolls} wheel steps) left the focus on "
                    f"{self.focused_any()} for {timeout}s")
            time.sleep(0.02)

    @staticmethod
    def _extents(node):
        extents = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
        return (extents.x, extents.y, extents.width, extents.height)

    def _visible_part(self, node):
        """The part of the screen where `node` can be seen: the intersection
        of its ancestors' extents (the scrolled window clips the form)."""
        left, top, right, bottom = -(1 << 30), -(1 << 30), 1 << 30, 1 << 30
        parent = node.get_parent()
        while parent is not None and parent.get_role_name() not in ("application", "desktop frame"):
            try:
                x, y, width, height = self._extents(parent)
            except Exception:  # noqa: BLE001 - an ancestor without a component clips nothing
                x, y, width, height = left, top, right - left, bottom - top
            if width > 0 and height > 0:
                left, top = max(left, x), max(top, y)
                right, bottom = min(right, x + width), min(bottom, y + height)
            parent = parent.get_parent()
        return (left, top, right, bottom)

    def _stable_extents(self, node, deadline, name):
        """The extents of `node` once they are the same on four reads 50 ms
        apart, and the visible part of the form then. A row's message line
        (17 px) showing or hiding above `node` moves it after the keys typed
        before are handled: a field 32 px tall, clicked at its middle from
        extents read before that, is missed by a pixel."""
        reads = [self._extents(node)]
        while len(reads) < 4 or len(set(reads[-4:])) != 1:
            if time.time() > deadline:
                raise AssertionError(f"{name!r} kept moving: {reads[-6:]}")
            time.sleep(0.05)
            reads.append(self._extents(node))
        return reads[-1], self._visible_part(node)

    def is_sensitive(self, name):
        node = self.accessible(name, roles=("push button",))
        return node.get_state_set().contains(Atspi.StateType.SENSITIVE)


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def expect_equal(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


def run_tests(tests, only=(), label="e2e"):
    """Runs each test in `tests` (or those named in `only`), reports each and
    goes on after a failure; returns the exit status."""
    failures = 0
    for test in tests:
        if only and test.__name__ not in only:
            continue
        started = time.time()
        try:
            test()
            print(f"ok   {test.__name__} ({time.time() - started:.1f}s)", flush=True)
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            failures += 1
            print(f"FAIL {test.__name__}: {error}", flush=True)
    print(f"{label}: {failures} failed" if failures else f"{label}: all passed", flush=True)
    return 1 if failures else 0

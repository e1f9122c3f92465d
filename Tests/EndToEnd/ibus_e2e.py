#!/usr/bin/python3
"""Real input methods typing into fieldkit-demo: Korean (ibus-hangul), Japanese
(ibus-anthy) and Chinese (ibus-libpinyin) through IBus and GTK 4's IBus module,
then Korean through fcitx5 (fcitx5-hangul) and GTK 4's fcitx module.

Each test picks an engine, starts the demo, types keys with xdotool (the
engine composes them as it would for a person), and reads back what the user
would see and what the app received: text and caret through AT-SPI, focus,
and the JSON lines the demo prints (`--log-changes` prints one per onChange).
Waits are on real conditions (the text AT-SPI reports, a JSON line), with a
generous deadline (demo_driver.ANSWER_SECONDS); a check that something did
not happen is made after a later key's effect is seen, since GTK handles keys
in order. The demo's sync key (F6, see demo_driver.py) is not used to wait for
an input method: GTK 4's IBus module (IBus 1.5.27) waits for the engine's
answer to each key in a nested main loop that also handles the next X key
event, so F6 can be handled before an earlier key's commit.

Run by Tests/EndToEnd/ibus-e2e.sh, which gives it a session of its own:
    bash Tests/EndToEnd/ibus-e2e.sh .build/debug/fieldkit-demo [TEST_NAME...]
"""
import os
import subprocess
import sys
import time

import demo_driver
from demo_driver import ANSWER_SECONDS, SCREENSHOTS, Demo, expect_equal, keys
from gi.repository import Gio, GLib

demo_driver.DEMO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/fieldkit-demo")
ONLY = sys.argv[2:]
ENGINES = ["hangul", "anthy", "libpinyin"]


def ibus(*args, check=True):
    return subprocess.run(["ibus", *args], capture_output=True, text=True, timeout=10, check=check)


class IBusDaemon:
    """The session's ibus-daemon, a child of this process, without a panel."""

    def __init__(self):
        self.log = open(os.path.join(os.environ.get("XDG_CACHE_HOME", "/tmp"), "ibus-daemon.log"), "w")
        started = time.time()
        self.process = subprocess.Popen(
            ["ibus-daemon", "--panel=disable", "--emoji-extension=disable", "--verbose"],
            stdout=self.log, stderr=subprocess.STDOUT)
        engines = ""
        while time.time() - started < ANSWER_SECONDS:
            if self.process.poll() is not None:
                raise AssertionError(f"ibus-daemon exited with {self.process.returncode}")
            listed = ibus("list-engine", check=False)
            if listed.returncode == 0:
                engines = listed.stdout
                if all(f" {name} - " in engines for name in ENGINES):
                    break
            time.sleep(0.1)
        missing = [name for name in ENGINES if f" {name} - " not in engines]
        if missing:
            raise AssertionError(
                f"IBus lists no engine named {', '.join(missing)} (is python3 on PATH the system's, with gi?)")
        self.startup = time.time() - started

    def use(self, engine):
        """Makes `engine` the global engine; new input contexts get it."""
        started = time.time()
        while time.time() - started < ANSWER_SECONDS:
            # Anthy's switch can report failure while the engine starts, and still happen.
            ibus("engine", engine, check=False)
            if ibus("engine", check=False).stdout.strip() == engine:
                return time.time() - started
            time.sleep(0.1)
        raise AssertionError(f"IBus did not switch to {engine}")

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def name_has_owner(name):
    """Whether a process owns `name` on the session bus."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                          GLib.Variant("(s)", (name,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, -1, None)
    return reply.unpack()[0]


class Fcitx5Daemon:
    """fcitx5, the other common input method framework, with its Hangul
    engine as the group's input method, active in every new input context
    (ActiveByDefault, set by ibus-e2e.sh). Only the addons the tests need are
    loaded: its IBus and Wayland frontends would reach for the session's IBus
    names and a Wayland display."""

    ADDONS = "dbus,dbusfrontend,xcb,keyboard,hangul"

    def __init__(self):
        self.log = open(os.path.join(os.environ.get("XDG_CACHE_HOME", "/tmp"), "fcitx5.log"), "w")
        started = time.time()
        self.process = subprocess.Popen(
            ["fcitx5", "--disable=all", f"--enable={self.ADDONS}", "--verbose", "*=3"],
            stdout=self.log, stderr=subprocess.STDOUT)
        # Asked without D-Bus activation, which would start a second fcitx5.
        while not name_has_owner("org.fcitx.Fcitx5"):
            if self.process.poll() is not None:
                raise AssertionError(f"fcitx5 exited with {self.process.returncode}")
            if time.time() - started > ANSWER_SECONDS:
                raise AssertionError(f"fcitx5 did not answer on the session bus within {ANSWER_SECONDS:.0f}s")
            time.sleep(0.1)
        self.startup = time.time() - started

    def use(self, engine):
        if engine != "fcitx5-hangul":
            raise AssertionError(f"fcitx5 runs only its Hangul engine here, not {engine}")
        return 0.0

    def stop(self):
        IBusDaemon.stop(self)


DAEMON = None
# The accessible names of the fields the demo's log names.
FIELD_LABELS = {"name": "Full name", "email": "E-mail", "phone": "Phone", "address": "Delivery address"}
TIMINGS = []
# A key each engine composes (a preedit shows) and the key that cancels that
# composition without committing anything.
PRIME = {
    "hangul": ("g", "BackSpace"),
    "anthy": ("a", "Escape"),
    "libpinyin": ("n", "Escape"),
    "fcitx5-hangul": ("g", "BackSpace"),
}


def typed(*names):
    """Sends keys one by one, as a person types. Keys the input method takes
    can follow each other at once. After a key it passes on to the widget
    (Left, Return in an editor), a case waits for that key's effect before
    the next composing key: IBus 1.5.27's GTK 4 module waits for the engine's
    answer to each key in a nested main loop that also handles the next X key
    event, so on a loaded machine that next key composed first and the
    widget's own handling of the earlier key (moving the caret, a newline)
    then reset the input method, which dropped the new syllable; a plain
    GtkEntry does the same (RELIABILITY.md, "Real input methods")."""
    for name in names:
        keys(name)


def screenshot(name):
    if SCREENSHOTS:
        subprocess.run(["import", "-window", "root", os.path.join(SCREENSHOTS, f"ibus-{name}.png")])


class Session(Demo):
    """The demo with `engine` as the input method (IBus's engine, or
    fcitx5's) and `--log-changes`: every onChange call and preedit change
    arrives as a JSON line."""

    def __init__(self, engine, page="checkout", *args):
        self.engine = engine
        self.changes = []
        # onChange lines priming caused (a key typed as a letter, taken back).
        self.priming_changes = []
        TIMINGS.append((engine, "switch", DAEMON.use(engine)))
        started = time.time()
        super().__init__(page, "--log-changes", *args)
        TIMINGS.append((engine, "window ready", time.time() - started))

    def event(self, what, timeout=None):
        """The next JSON line; onChange lines are also kept in `changes`."""
        line = self.json_line(timeout=ANSWER_SECONDS if timeout is None else timeout, what=what)
        if "change" in line:
            change = (line["change"], line["value"])
            if self.priming_changes and change == self.priming_changes[0]:
                self.priming_changes.pop(0)
            else:
                self.changes.append(change)
        return line

    def wait_preedit(self, field, text, what, timeout=None):
        """Waits until `field` shows `text` as its composition (any text when
        `text` is None; text for which it returns true when it is a function)."""
        deadline = time.time() + (ANSWER_SECONDS if timeout is None else timeout)
        seen = []
        while True:
            line = self.event(f"preedit {text!r} in {field} ({what}; saw {seen})", deadline - time.time())
            if "preedit" in line:
                seen.append(line["text"])
                shown = line["text"]
                if line["preedit"] == field and (
                        shown == text or (text is None and shown) or (callable(text) and text(shown))):
                    return

    def prime(self, field):
        """Waits until the engine composes in `field`'s input context, then
        cancels that composition. A new context gets its engine after GTK
        created it asynchronously; keys typed before that are lost (Anthy, a
        Python engine, lost a new window's first keys about one run in three).
        The priming key is typed again while no preedit shows (a lost key
        never shows one); the cancelling key is typed until the preedit is
        empty, so a priming key that was slow rather than lost, and composed
        with the next one, is cancelled too."""
        key, cancel = PRIME[self.engine]
        started = time.time()
        while True:
            if isinstance(DAEMON, Fcitx5Daemon):
                # Until GTK's fcitx module has the field's input context, it
                # hands keys to GTK's own input method, which inserts them
                # as typed, at once: a sync shows that, and BackSpace takes
                # the letter back before the key is typed again.
                label = FIELD_LABELS[field]
                before = self.text(label)
                typed(key)
                self.sync()
                if self.text(label) != before:
                    # The app heard the letter and its removal: not the test's.
                    self.priming_changes += [(field, before + key), (field, before)]
                    typed("BackSpace")
                    self.wait_text(label, before, "the priming key typed as a letter taken back")
                    continue
            else:
                typed(key)
            try:
                self.wait_preedit(field, None, "priming", timeout=5)
                break
            except AssertionError:
                if time.time() - started > ANSWER_SECONDS:
                    raise AssertionError(f"{self.engine} never composed in {field}") from None
        shown = None
        while shown != "":
            typed(cancel)
            line = self.event(f"the priming preedit in {field} cancelled")
            while line.get("preedit") != field:
                line = self.event(f"the priming preedit in {field} cancelled")
            shown = line["text"]
        TIMINGS.append((self.engine, "engine ready", time.time() - started))

    def changes_until_submit(self):
        """Presses Done and returns every onChange the app heard before the
        submit line, as (field, value)."""
        self.click("Done")
        while "submitted" not in self.event("the submit line after Done"):
            pass
        return self.changes


# Korean: ibus-hangul, 2-set layout -------------------------------------------


def end_hangul_composition(demo, field):
    """Commits the syllable being composed with keys the engine takes: ㄱ
    commits it and starts a new syllable, BackSpace empties that one. A key
    ibus-hangul passes on after committing (Right, Tab, Return) can overtake
    its commit in IBus 1.5.27: the syllable was lost about once in ten runs
    (Right in the name field, Tab in the editor)."""
    typed("r")
    demo.wait_preedit(field, "ㄱ", "the next syllable started")
    typed("BackSpace")
    demo.wait_preedit(field, "", "the empty syllable ended the composition")


def test_hangul_empty_field_and_onchange_count():
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "first syllable composed")
        typed("r", "n", "r")  # ㄱ starts the next syllable: 한 is committed
        demo.wait_preedit("name", "국", "second syllable composed")
        demo.wait_text("Full name", "한", "first syllable committed")
        typed("space")  # commits 국, then types the space
        demo.wait_text("Full name", "한국 ", "word and space")
        expect_equal(demo.caret("Full name"), 3, "caret after the space")
        screenshot("hangul-name")
        expect_equal(demo.changes_until_submit(), [("name", "한"), ("name", "한국"), ("name", "한국 ")],
                     "onChange once per applied change (GTK's empty delete-text reports nothing)")


def test_hangul_in_the_middle_of_text():
    with Session("hangul") as demo:
        demo.prime("name")
        typed("1")  # digits pass through Hangul mode
        demo.wait_text("Full name", "1", "first digit")
        typed("2")
        demo.wait_text("Full name", "12", "digits")
        typed("Left")
        demo.wait_caret("Full name", 1, "Left moved the caret between the digits")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed between the digits")
        end_hangul_composition(demo, "name")
        demo.wait_text("Full name", "1한2", "syllable committed between the digits")
        expect_equal(demo.caret("Full name"), 2, "caret after the syllable")
        expect_equal(demo.changes_until_submit(), [("name", "1"), ("name", "12"), ("name", "1한2")],
                     "onChange once per applied change")


def test_hangul_backspace_inside_the_composition():
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        typed("BackSpace")  # takes the last jamo, not the character
        demo.wait_preedit("name", "하", "Backspace inside the composition")
        typed("space")
        demo.wait_text("Full name", "하 ", "composition after Backspace, committed")
        typed("BackSpace")  # no composition: deletes the space
        demo.wait_text("Full name", "하", "Backspace outside a composition")
        expect_equal(demo.changes_until_submit(), [("name", "하"), ("name", "하 "), ("name", "하")],
                     "onChange once per applied change")


def test_hangul_formatted_field():
    with Session("hangul") as demo:
        demo.click("Next")
        demo.wait_focus("E-mail", "Next")
        demo.prime("email")
        typed("g", "k", "s", "space")  # the e-mail format drops the space
        demo.wait_text("E-mail", "한", "space filtered")
        typed("r", "n", "r")
        demo.wait_preedit("email", "국", "second syllable composed")
        end_hangul_composition(demo, "email")
        demo.wait_text("E-mail", "한국", "second syllable committed")
        typed("Tab")
        demo.wait_focus("Phone", "Tab after the commit")
        expect_equal(demo.changes_until_submit(), [("email", "한"), ("email", "한국")],
                     "the dropped space changed nothing and reported nothing")


def test_hangul_return_after_a_syllable():
    # ibus-hangul commits a syllable on Return and passes the key on (with
    # use-event-forwarding false), but with IBus 1.5.27 the key can overtake
    # the commit (see end_hangul_composition); the syllable is ended with
    # keys the engine takes, then Return acts at once.
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        end_hangul_composition(demo, "name")
        demo.wait_text("Full name", "한", "syllable committed")
        typed("Return")
        demo.wait_focus("E-mail", "Return moves on")
        expect_equal(demo.changes_until_submit(), [("name", "한")], "one onChange")


def test_hangul_return_during_a_syllable():
    # ibus-hangul commits the syllable on Return and passes the key on (with
    # use-event-forwarding false), as in a plain GtkEntry: the syllable is
    # committed first, then Return acts (the chain moves on). Not a Return
    # the input method keeps, as Anthy's and libpinyin's are.
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        typed("Return")
        demo.wait_focus("E-mail", "Return after committing moves on")
        demo.wait_text("Full name", "한", "syllable committed by Return")
        expect_equal(demo.changes_until_submit(), [("name", "한")], "one onChange")


def test_hangul_app_moves_focus_during_a_composition():
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        demo.click("Next")  # the app's toolbar moves focus; ibus-hangul commits on focus out
        demo.wait_focus("E-mail", "toolbar Next")
        demo.wait_text("Full name", "한", "syllable committed when focus left")
        demo.prime("email")
        typed("d", "k", "s", "space")
        demo.wait_text("E-mail", "안", "typing goes on in the new field")
        expect_equal(demo.changes_until_submit(), [("name", "한"), ("email", "안")],
                     "each field heard its change once")


def test_hangul_click_moves_focus_during_a_composition():
    # A click into another field during a composition: ibus-hangul commits
    # the syllable on focus out, as in a plain GtkEntry.
    with Session("hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        demo.click_text("E-mail")
        demo.wait_focus("E-mail", "the click")
        demo.wait_text("Full name", "한", "syllable committed when the click took focus")
        demo.prime("email")
        typed("d", "k", "s", "space")
        demo.wait_text("E-mail", "안", "typing goes on in the clicked field")
        expect_equal(demo.changes_until_submit(), [("name", "한"), ("email", "안")],
                     "each field heard its change once")


def test_hangul_multiline_editor():
    with Session("hangul") as demo:
        typed("Tab", "Tab", "Tab")
        demo.wait_focus("Delivery address", "Tab to the editor")
        demo.prime("address")
        typed("g", "k", "s", "r", "n", "r")
        demo.wait_preedit("address", "국", "second syllable composed")
        end_hangul_composition(demo, "address")
        typed("Return")
        demo.wait_text("Delivery address", "한국\n", "the line broke after the word")
        typed("d", "k", "s")
        demo.wait_preedit("address", "안", "a syllable on the second line")
        end_hangul_composition(demo, "address")
        demo.wait_text("Delivery address", "한국\n안", "second line committed")
        typed("Tab")
        demo.wait_focus("Card number", "Tab leaves the editor")


# Japanese: ibus-anthy, hiragana ----------------------------------------------


def compose_nihon(demo, field):
    """にほん converted to 日本, still composing."""
    typed("n", "i", "h", "o", "n", "n")
    demo.wait_preedit(field, "にほん", "kana composed")
    typed("space")
    demo.wait_preedit(field, "日本", "converted")


def test_anthy_return_commits_without_moving_on():
    with Session("anthy") as demo:
        demo.prime("name")
        compose_nihon(demo, "name")
        typed("Return")  # confirms the conversion: no return for the app
        demo.wait_text("Full name", "日本", "conversion committed")
        expect_equal(demo.caret("Full name"), 2, "caret after the committed text")
        expect_equal(demo.focused(), "Full name", "the confirming Return did not move focus")
        typed("Return")
        demo.wait_focus("E-mail", "the second Return moves on")
        expect_equal(demo.text("Full name"), "日本", "nothing doubled")
        screenshot("anthy-name")
        expect_equal(demo.changes_until_submit(), [("name", "日本")], "one onChange for the composition")


def test_anthy_return_does_not_submit():
    with Session("anthy", "search") as demo:
        demo.prime("search")
        compose_nihon(demo, "search")
        typed("Return")
        demo.wait_preedit("search", "", "the confirming Return ended the composition")
        typed("Return")
        line = demo.event("the search line")
        while "search" not in line:
            line = demo.event("the search line")
        expect_equal(line, {"search": "日本"}, "only the second Return searches, with the committed text")
        expect_equal(demo.changes, [("search", "日本")], "one onChange")


def test_anthy_tab_stays_with_the_input_method():
    # Anthy takes Tab while it composes (it converts): if the chain took Tab
    # first, focus would move and Anthy would discard the composition.
    with Session("anthy") as demo:
        demo.prime("name")
        typed("n", "i", "h", "o", "n", "n")
        demo.wait_preedit("name", "にほん", "kana composed")
        typed("Tab")
        demo.wait_preedit("name", "日本", "Tab converted")
        typed("Return")
        demo.wait_text("Full name", "日本", "Return committed the conversion")
        expect_equal(demo.focused(), "Full name", "Tab during the composition did not move focus")
        typed("Tab")
        demo.wait_focus("E-mail", "Tab after the commit moves on")
        expect_equal(demo.changes_until_submit(), [("name", "日本")], "one onChange for the composition")


def test_anthy_backspace_inside_the_composition():
    with Session("anthy") as demo:
        demo.prime("name")
        typed("n", "i", "h", "o")
        demo.wait_preedit("name", "にほ", "kana composed")
        typed("BackSpace")
        demo.wait_preedit("name", "に", "Backspace inside the composition")
        typed("Return")
        demo.wait_text("Full name", "に", "composition committed")
        typed("BackSpace")
        demo.wait_text("Full name", "", "Backspace outside a composition")
        expect_equal(demo.changes_until_submit(), [("name", "に"), ("name", "")], "onChange once per change")


def test_anthy_app_moves_focus_during_a_composition():
    # As in a plain GtkEntry, Anthy drops a composition when focus leaves;
    # FieldKit must keep the committed text and report nothing more.
    with Session("anthy") as demo:
        demo.prime("name")
        typed("a", "Return")
        demo.wait_text("Full name", "あ", "committed text before the composition")
        typed("n", "i", "h", "o", "n", "n")
        demo.wait_preedit("name", "にほん", "kana composed")
        demo.click("Next")  # the app's toolbar moves focus
        demo.wait_focus("E-mail", "toolbar Next")
        demo.prime("email")
        typed("k", "a", "Return")
        demo.wait_text("E-mail", "か", "typing goes on in the e-mail")
        expect_equal(demo.text("Full name"), "あ", "the dropped composition left the committed text alone")
        expect_equal(demo.changes_until_submit(), [("name", "あ"), ("email", "か")],
                     "nothing reported for the dropped composition")


def test_anthy_click_moves_focus_during_a_composition():
    # A click into another field: Anthy drops the unconverted composition,
    # as in a plain GtkEntry; the committed text stays, nothing is reported.
    with Session("anthy") as demo:
        demo.prime("name")
        typed("a", "Return")
        demo.wait_text("Full name", "あ", "committed text before the composition")
        typed("n", "i", "h", "o", "n", "n")
        demo.wait_preedit("name", "にほん", "kana composed")
        demo.click_text("E-mail")
        demo.wait_focus("E-mail", "the click")
        demo.wait_preedit("name", "", "the composition ended with the focus")
        demo.prime("email")
        typed("k", "a", "Return")
        demo.wait_text("E-mail", "か", "typing goes on in the clicked field")
        expect_equal(demo.text("Full name"), "あ", "the dropped composition left the committed text alone")
        expect_equal(demo.changes_until_submit(), [("name", "あ"), ("email", "か")],
                     "nothing reported for the dropped composition")


def test_anthy_full_width_digit_in_the_phone_field():
    # Japanese users type digits in hiragana mode, where Anthy composes the
    # full-width １, ２ and ０. The phone format reads digits of every script
    # as the ASCII digits: the user sees what typing 1, 2 and 0
    # shows, which is what libphonenumber's as-you-type formatter shows for a
    # US number ("1", "12", then "1 20": the national prefix is set apart
    # once a layout is chosen), and the model holds ASCII digits.
    with Session("anthy") as demo:
        demo.click("Next")
        demo.click("Next")
        demo.wait_focus("Phone", "Next twice")
        demo.prime("phone")
        typed("1")
        demo.wait_preedit("phone", "１", "full-width digit composed")
        typed("Return")
        demo.wait_text("Phone", "1", "the committed １ shows as 1")
        typed("2")
        demo.wait_preedit("phone", "２", "second digit composed")
        typed("Return")
        demo.wait_text("Phone", "12", "the committed ２ shows as 2")
        typed("0")
        demo.wait_preedit("phone", "０", "third digit composed")
        typed("Return")
        demo.wait_text("Phone", "1 20", "the committed ０ shows as 0, grouped as typed digits are")
        expect_equal(demo.caret("Phone"), 4, "caret after the converted digits")
        typed("Tab")
        demo.wait_focus("Delivery address", "Tab after the commits")
        screenshot("anthy-phone")
        phone = [value for field, value in demo.changes_until_submit() if field == "phone"]
        expect_equal(phone, ["1", "12", "120"], "the model holds the ASCII digits, one onChange per committed digit")


def test_anthy_multiline_editor():
    with Session("anthy") as demo:
        typed("Tab", "Tab", "Tab")
        demo.wait_focus("Delivery address", "Tab to the editor")
        demo.prime("address")
        compose_nihon(demo, "address")
        typed("Return")  # confirms: no newline
        demo.wait_text("Delivery address", "日本", "conversion committed in the editor")
        typed("Return")  # no composition: a newline
        demo.wait_text("Delivery address", "日本\n", "the second Return is a newline")
        typed("a")
        demo.wait_preedit("address", "あ", "composing on the second line")
        typed("Return")
        demo.wait_text("Delivery address", "日本\nあ", "Return committed the second line")


# Chinese: ibus-libpinyin -----------------------------------------------------


def compose_nihao(demo, field):
    typed("n", "i", "h", "a", "o")
    demo.wait_preedit(field, "你好", "first candidate shown")


def test_pinyin_empty_field_and_onchange_count():
    with Session("libpinyin") as demo:
        demo.prime("name")
        compose_nihao(demo, "name")
        typed("space")
        demo.wait_text("Full name", "你好", "first candidate committed")
        expect_equal(demo.caret("Full name"), 2, "caret after the committed text")
        screenshot("pinyin-name")
        expect_equal(demo.changes_until_submit(), [("name", "你好")], "one onChange for the composition")


def test_pinyin_in_the_middle_of_text():
    with Session("libpinyin") as demo:
        demo.prime("name")
        # One digit at a time: libpinyin commits two digits typed within a few
        # milliseconds in the wrong order, in a plain GtkEntry too.
        typed("1")
        demo.wait_text("Full name", "1", "first digit")
        typed("2")
        demo.wait_text("Full name", "12", "digits")
        typed("Left")
        demo.wait_caret("Full name", 1, "Left moved the caret between the digits")
        compose_nihao(demo, "name")
        typed("space")
        demo.wait_text("Full name", "1你好2", "composition between the digits")
        expect_equal(demo.caret("Full name"), 3, "caret after the committed text")


def test_pinyin_backspace_inside_the_composition():
    with Session("libpinyin") as demo:
        demo.prime("name")
        compose_nihao(demo, "name")
        typed("x")  # a stray letter: the candidate changes (你好像 here)
        demo.wait_preedit("name", lambda shown: shown not in ("", "你好"), "a stray letter in the composition")
        typed("BackSpace")
        demo.wait_preedit("name", "你好", "Backspace took it from the composition")
        typed("space")
        demo.wait_text("Full name", "你好", "committed without the stray letter")
        expect_equal(demo.changes_until_submit(), [("name", "你好")], "one onChange")


def test_pinyin_return_commits_letters_without_moving_on():
    with Session("libpinyin") as demo:
        demo.prime("name")
        compose_nihao(demo, "name")
        typed("Return")  # libpinyin commits the letters as typed
        demo.wait_text("Full name", "nihao", "Return commits the pinyin")
        expect_equal(demo.focused(), "Full name", "focus stays")
        typed("Return")
        demo.wait_focus("E-mail", "the second Return moves on")
        expect_equal(demo.changes_until_submit(), [("name", "nihao")], "one onChange")


def test_pinyin_formatted_field():
    with Session("libpinyin") as demo:
        demo.click("Next")
        demo.wait_focus("E-mail", "Next")
        demo.prime("email")
        compose_nihao(demo, "email")
        typed("space")
        demo.wait_text("E-mail", "你好", "committed through the e-mail format")
        expect_equal(demo.changes_until_submit(), [("email", "你好")], "one onChange")


# Korean through fcitx5 (fcitx5-hangul) ---------------------------------------


def test_fcitx5_hangul_empty_field_and_onchange_count():
    # fcitx5 commits a finished syllable while the next one is already in the
    # preedit, so the composition runs on until the word ends: one onChange
    # for the whole word, then one for the space.
    with Session("fcitx5-hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s", "r", "n", "r")
        demo.wait_preedit("name", "국", "second syllable composed")
        typed("space")
        demo.wait_text("Full name", "한국 ", "word and space")
        expect_equal(demo.caret("Full name"), 3, "caret after the space")
        screenshot("fcitx5-name")
        expect_equal(demo.changes_until_submit(), [("name", "한국"), ("name", "한국 ")],
                     "onChange once per applied change")


def test_fcitx5_hangul_in_the_middle_of_text():
    with Session("fcitx5-hangul") as demo:
        demo.prime("name")
        typed("1")
        demo.wait_text("Full name", "1", "first digit")
        typed("2")
        demo.wait_text("Full name", "12", "digits")
        typed("Left")
        demo.wait_caret("Full name", 1, "Left moved the caret between the digits")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed between the digits")
        end_hangul_composition(demo, "name")  # the same keys work in fcitx5-hangul
        demo.wait_text("Full name", "1한2", "syllable committed between the digits")
        expect_equal(demo.caret("Full name"), 2, "caret after the syllable")
        expect_equal(demo.changes_until_submit(), [("name", "1"), ("name", "12"), ("name", "1한2")],
                     "onChange once per applied change")


def test_fcitx5_hangul_backspace_tab_and_return():
    with Session("fcitx5-hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        typed("BackSpace")
        demo.wait_preedit("name", "하", "Backspace inside the composition")
        typed("Tab")  # commits 하, then moves on
        demo.wait_focus("E-mail", "Tab after the commit")
        demo.wait_text("Full name", "하", "syllable committed by Tab")
        demo.prime("email")
        typed("d", "k", "s")
        demo.wait_preedit("email", "안", "syllable composed")
        typed("Return")  # commits 안, then moves on
        demo.wait_focus("Phone", "Return after the commit")
        demo.wait_text("E-mail", "안", "syllable committed by Return")
        expect_equal(demo.changes_until_submit(), [("name", "하"), ("email", "안")], "one onChange each")


def test_fcitx5_hangul_app_moves_focus_during_a_composition():
    with Session("fcitx5-hangul") as demo:
        demo.prime("name")
        typed("g", "k", "s")
        demo.wait_preedit("name", "한", "syllable composed")
        demo.click("Next")
        demo.wait_focus("E-mail", "toolbar Next")
        demo.wait_text("Full name", "한", "syllable committed when focus left")
        expect_equal(demo.changes_until_submit(), [("name", "한")], "one onChange")


FCITX5_TESTS = [
    test_fcitx5_hangul_empty_field_and_onchange_count,
    test_fcitx5_hangul_in_the_middle_of_text,
    test_fcitx5_hangul_backspace_tab_and_return,
    test_fcitx5_hangul_app_moves_focus_during_a_composition,
]


TESTS = [
    test_hangul_empty_field_and_onchange_count,
    test_hangul_in_the_middle_of_text,
    test_hangul_backspace_inside_the_composition,
    test_hangul_formatted_field,
    test_hangul_return_after_a_syllable,
    test_hangul_return_during_a_syllable,
    test_hangul_app_moves_focus_during_a_composition,
    test_hangul_click_moves_focus_during_a_composition,
    test_hangul_multiline_editor,
    test_anthy_return_commits_without_moving_on,
    test_anthy_return_does_not_submit,
    test_anthy_tab_stays_with_the_input_method,
    test_anthy_backspace_inside_the_composition,
    test_anthy_app_moves_focus_during_a_composition,
    test_anthy_click_moves_focus_during_a_composition,
    test_anthy_full_width_digit_in_the_phone_field,
    test_anthy_multiline_editor,
    test_pinyin_empty_field_and_onchange_count,
    test_pinyin_in_the_middle_of_text,
    test_pinyin_backspace_inside_the_composition,
    test_pinyin_return_commits_letters_without_moving_on,
    test_pinyin_formatted_field,
]


def run_framework(name, daemon_type, im_module, tests):
    """Starts the framework's daemon, runs `tests` with GTK's module for it,
    stops the daemon; returns the exit status."""
    global DAEMON
    if ONLY and not any(test.__name__ in ONLY for test in tests):
        return 0
    os.environ["GTK_IM_MODULE"] = im_module
    try:
        DAEMON = daemon_type()
    except AssertionError as error:
        print(f"FAIL {name}: {error}", flush=True)
        return 1
    print(f"     {name} ready in {DAEMON.startup:.1f}s", flush=True)
    try:
        return demo_driver.run_tests(tests, ONLY, label=f"{name} e2e")
    finally:
        DAEMON.stop()


def main():
    started = time.time()
    status = run_framework("ibus", IBusDaemon, "ibus", TESTS)
    status |= run_framework("fcitx5", Fcitx5Daemon, "fcitx", FCITX5_TESTS)
    for engine in ENGINES + ["fcitx5-hangul"]:
        windows = [t for e, kind, t in TIMINGS if e == engine and kind == "window ready"]
        switches = [t for e, kind, t in TIMINGS if e == engine and kind == "switch"]
        ready = [t for e, kind, t in TIMINGS if e == engine and kind == "engine ready"]
        if switches and windows and ready:
            print(f"     {engine}: engine switch max {max(switches):.2f}s, window ready max {max(windows):.2f}s, "
                  f"engine composing after max {max(ready):.2f}s ({len(windows)} windows, {len(ready)} fields primed)",
                  flush=True)
    print(f"     input method e2e total {time.time() - started:.1f}s", flush=True)
    print("ibus-e2e: 1 or more failed" if status else "ibus-e2e: all passed", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())

"""What the real Orca says while a keyboard user fills the demo's forms.

Run by Tests/EndToEnd/orca-e2e.sh, which gives the suite its own display,
session bus, AT-SPI bus and speech-dispatcher. Each test drives the demo with
real keys (xdotool) and waits, with a deadline, until Orca has said what a
listener needs to hear: every wait is for speech or for the demo's state,
never for a fixed time.

What Orca says is read from speech-dispatcher's log (LogLevel 5), which is
written line by line as Orca queues each message; Orca's own debug log
(--debug-file) is block-buffered and kept for the report of a failure.
"""
import html
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demo_driver  # noqa: E402
from demo_driver import Demo, keys, run_tests, type_text  # noqa: E402

WORK = os.environ["FIELDKIT_ORCA_WORK"]
SPEECH_LOG = os.path.join(WORK, "speech", "speech-dispatcher.log")
# How long Orca may take to say something after a key, on a loaded machine.
DEADLINE = float(os.environ.get("FIELDKIT_ORCA_DEADLINE", "30"))


class Speech:
    """Everything Orca has said so far, one entry per queued message."""

    QUEUED = re.compile(r"Queueing message \|(.*)\| with priority")

    def __init__(self):
        self.said = []
        self._offset = 0
        self._partial = ""

    def _poll(self):
        try:
            with open(SPEECH_LOG, encoding="utf-8", errors="replace") as log:
                log.seek(self._offset)
                chunk = log.read()
                self._offset = log.tell()
        except FileNotFoundError:
            return
        lines = (self._partial + chunk).split("\n")
        self._partial = lines.pop()
        for line in lines:
            found = self.QUEUED.search(line)
            if found:
                text = html.unescape(re.sub(r"<[^>]*>", "", found.group(1)))
                self.said.append(" ".join(text.split()))

    def mark(self):
        """A place in the transcript: what is said after it is new."""
        self._poll()
        return len(self.said)

    def since(self, mark):
        self._poll()
        return self.said[mark:]

    def wait_for(self, mark, *phrases, timeout=DEADLINE):
        """Waits until every phrase has been said after `mark` (in any
        message, in any order); returns what was said after `mark`."""
        deadline = time.time() + timeout
        while True:
            said = self.since(mark)
            spoken = " | ".join(said)
            if said and all(phrase in spoken for phrase in phrases):
                return said
            if time.time() > deadline:
                missing = [phrase for phrase in phrases if phrase not in spoken]
                raise AssertionError(f"Orca never said {missing!r}; it said {said!r}")
            time.sleep(0.05)

    def wait_quiet(self, seconds=0.6, timeout=DEADLINE):
        """Waits until nothing new was said for `seconds`: Orca has finished
        with the last key. A wait for state (the transcript stops growing),
        bounded by a deadline."""
        deadline = time.time() + timeout
        count, since = self.mark(), time.time()
        while time.time() < deadline:
            time.sleep(0.05)
            now = self.mark()
            if now != count:
                count, since = now, time.time()
            elif time.time() - since >= seconds:
                return
        raise AssertionError("Orca kept talking")


SPEECH = Speech()
# The display's root window (x11-utils' xwininfo), to move X focus away and back.
ROOT_WINDOW = re.search(
    r"Window id: (0x[0-9a-f]+)", subprocess.run(["xwininfo", "-root"], capture_output=True, text=True).stdout).group(1)


class Reader:
    """Orca and the demo for one test. Each test gets an Orca of its own,
    started before the demo (as a user's screen reader runs before the
    app), so no test hears what Orca still had queued from the one before."""

    def __init__(self, *args):
        self.args = args
        self.orca = None
        self.demo = None

    def __enter__(self):
        mark = SPEECH.mark()
        self.orca = subprocess.Popen(
            # --replace: the previous test's Orca has exited, but Orca
            # still refuses a second start in the session without it (it
            # could only replace Orcas of this PID namespace).
            ["orca", "--replace", "--debug-file", os.path.join(WORK, f"orca-debug-{len(SPEECH.said)}.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        SPEECH.wait_for(mark, "Screen reader on.", timeout=60)
        # No sync key: F6 would be a key Orca hears and may echo.
        self.demo = Demo(*self.args, sync_key=False)
        self._follow()
        return self.demo

    def _follow(self):
        """Orca hears a GTK 4 app's keys only after the app's first focus
        event reached it, so the suite presses Shift (which changes nothing
        in the form) until Orca echoes it, focusing the window again between
        tries. Then X focus goes to the root window and back, and the suite
        waits until Orca has read the focused field, as a user switching to
        the window would hear it, and keeps what Orca said then."""
        deadline = time.time() + 60
        while True:
            mark = SPEECH.mark()
            keys("shift")
            try:
                SPEECH.wait_for(mark, "shift", timeout=2)
                break
            except AssertionError:
                if time.time() > deadline:
                    raise AssertionError("Orca never followed the demo's window") from None
                refocus(self.demo)
        SPEECH.wait_quiet()
        mark = SPEECH.mark()
        refocus(self.demo)
        SPEECH.wait_for(mark, "")
        SPEECH.wait_quiet()
        self.demo.said_on_opening = " | ".join(SPEECH.since(mark))
        # On a busy machine Orca may read only the window after the refocus
        # and keep the window as the object it follows; the first key after
        # that makes it follow the focused widget without reading it, so a
        # burst of Tabs would be heard from where it ended, unread. A key
        # that changes nothing (Shift), echoed, makes it follow the field
        # the burst starts from.
        mark = SPEECH.mark()
        keys("shift")
        SPEECH.wait_for(mark, "shift")
        SPEECH.wait_quiet()

    def __exit__(self, *exc):
        if self.demo is not None:
            self.demo.__exit__(*exc)
        self.orca.terminate()
        try:
            self.orca.wait(10)
        except subprocess.TimeoutExpired:
            self.orca.kill()
            self.orca.wait()


def open_demo(*args):
    """Orca, then the demo with `args`, for a `with` block."""
    return Reader(*args)


def refocus(demo):
    """X focus to the root window and back: a focus event the demo reports
    to Orca."""
    demo_driver.xdotool("windowfocus", ROOT_WINDOW)
    demo_driver.xdotool("windowfocus", "--sync", demo.window)


def press(*names):
    """Presses keys and returns the transcript mark from before them."""
    mark = SPEECH.mark()
    keys(*names)
    return mark


def said_after(mark, *phrases):
    return " | ".join(SPEECH.wait_for(mark, *phrases))


def expect_not_said(mark, phrase):
    SPEECH.wait_quiet()
    spoken = " | ".join(SPEECH.since(mark))
    if phrase in spoken:
        raise AssertionError(f"Orca said {phrase!r}: {spoken!r}")


# Tests ---------------------------------------------------------------------


def test_tab_through_the_checkout_form_and_its_toolbar():
    with open_demo() as demo:
        # Full name has focus at start; each Tab reads the next field's name,
        # its role and its hint (a placeholder written as a hint, not sample
        # data that sounds like a value), and says the error of the field
        # just left, naming it.
        said_after(press("Tab"), "E-mail text", "e.g. jane@example.com", "Full name: Required")
        said_after(press("Tab"), "Phone text", "e.g. +1 415 555 2671", "E-mail: Required")
        said_after(press("Tab"), "Delivery address text", "Street, city, postcode")
        said_after(press("Tab"), "Card number text", "e.g. 4242 4242 4242 4242")
        said_after(press("Tab"), "Expiry text", "MM/YY")
        # The security code's hint is said although a password field's
        # placeholder is not.
        said_after(press("Tab"), "Security code password text", "3 or 4 digits")
        said_after(press("Tab"), "IBAN text", "e.g. DE89 3704 0044 0532 0130 00")
        said_after(press("Tab"), "Amount text")
        # Past the last field: the toolbar, named, with its buttons on.
        said_after(press("Tab"), "Form navigation tool bar", "Previous push button")
        said_after(press("Tab"), "Done push button")
        # Done by keyboard: a failed submit says how many fields need
        # attention and moves to the first, whose error is read.
        spoken = said_after(press("Return"), "Fields to correct: 9", "Full name text")
        demo_driver.expect("Required" in spoken, f"the first field's error after a failed submit: {spoken!r}")
        demo_driver.expect_equal(demo.focused(), "Full name", "focus after the failed submit")


def test_a_failed_submit_and_its_correction():
    with open_demo() as demo:
        said_after(press("ctrl+Return"), "Fields to correct: 9")
        # Typing clears the error; the field then says it is required, not wrong.
        mark = SPEECH.mark()
        type_text("Ada Lovelace")
        said_after(mark, "Required field")
        # The next field is read with its own error; leaving a corrected
        # field announces nothing about it.
        mark = press("Tab")
        spoken = said_after(mark, "E-mail text", "Required")
        demo_driver.expect("Full name: " not in spoken, f"a corrected field's error announced: {spoken!r}")
        # Back on the corrected field: its value, and no error.
        spoken = said_after(press("shift+Tab"), "Full name text", "Ada Lovelace")
        expect_not_said(SPEECH.mark(), "Full name: Required")


# The checkout page's fields after the first, in focus order, with the role
# Orca says after each name.
CHECKOUT_FIELDS_AFTER_THE_FIRST = [
    ("E-mail", "text"),
    ("Phone", "text"),
    ("Delivery address", "text"),
    ("Card number", "text"),
    ("Expiry", "text"),
    ("Security code", "password text"),
    ("IBAN", "text"),
    ("Amount", "text"),
]


def test_every_field_speaks_its_error_after_a_failed_submit():
    with open_demo() as demo:
        # From the second field, so that the failed submit moves focus and
        # Orca reads the first field as it arrives there. An empty form:
        # every one of the nine fields shows "Required".
        said_after(press("Tab"), "E-mail text")
        # Orca has finished with the E-mail field before the submit, so what
        # is said after it is about the submit only.
        SPEECH.wait_quiet()
        spoken = said_after(press("ctrl+Return"), "Fields to correct: 9", "Full name text", "Required.")
        demo_driver.expect("Required field" not in spoken, f"Full name: the required note after submit: {spoken!r}")
        demo_driver.expect_equal(demo.focused(), "Full name", "focus after the failed submit")
        # Each field, focused in turn, is read with its name, its role and
        # its error, which has replaced the required note ("Required." then
        # the hint, not "Required field.").
        for label, role in CHECKOUT_FIELDS_AFTER_THE_FIRST:
            SPEECH.wait_quiet()
            spoken = said_after(press("Tab"), f"{label} {role}", "Required.")
            demo_driver.expect(
                "Required field" not in spoken, f"{label}: the required note instead of its error: {spoken!r}")
            demo_driver.expect_equal(demo.focused(), label, "focus after Tab")


def test_typing_a_card_number_names_the_brand_once():
    with open_demo():
        said_after(press(*["Tab"] * 4), "Card number text")
        mark = SPEECH.mark()
        type_text("4242424242424242")
        spoken = said_after(mark, "Card brand: Visa")
        SPEECH.wait_quiet()
        spoken = " | ".join(SPEECH.since(mark))
        demo_driver.expect(spoken.count("Card brand: Visa") == 1, f"the brand said once: {spoken!r}")
        # The number is read in its groups, as shown, when the field is
        # focused again.
        said_after(press("Tab"), "Expiry text")
        said_after(press("shift+Tab"), "Card number text", "4242 4242 4242 4242")


def test_an_iban_error_is_announced_when_leaving_the_field():
    with open_demo():
        said_after(press(*["Tab"] * 7), "IBAN text")
        # Part of an IBAN: no error while the user types, so the error
        # appears as the field is left, and is announced naming it. (A
        # complete IBAN with wrong check digits shows its error while the
        # field still has focus, once the demo has handled the last key, so
        # whether leaving it is news would depend on how fast the demo ran.)
        type_text("DE00370400440532")
        spoken = said_after(press("Tab"), "Amount text", "IBAN: IBAN is incomplete")
        demo_driver.expect("IBAN: Required" not in spoken, f"an IBAN error other than Required: {spoken!r}")
        # Back on the IBAN: its value in groups and its error.
        said_after(press("shift+Tab"), "IBAN text", "DE00 3704 0044 0532", "IBAN is incomplete")
        # Completed with wrong check digits while it has focus: Orca reads
        # the field's new error there.
        SPEECH.wait_quiet()
        keys("End")
        mark = SPEECH.mark()
        type_text("013000")
        said_after(mark, "Invalid IBAN check digits")


def test_fields_page():
    with open_demo("fields"):
        said_after(press("Tab"), "text")


def test_search_page():
    with open_demo("search") as demo:
        said = demo.said_on_opening
        demo_driver.expect("Search" in said, f"the search field named: {said!r}")


def test_notes_page():
    with open_demo("notes") as demo:
        said = demo.said_on_opening
        demo_driver.expect("Notes" in said, f"the page read on opening: {said!r}")
        mark = SPEECH.mark()
        type_text("Hi")
        said_after(mark, "H", "i")


def test_right_to_left_checkout():
    with open_demo("checkout", "--locale", "ar_EG"):
        # Arabic names, and the error of the field just left in Arabic (the
        # field's name isolated, so that it keeps its direction).
        said_after(press("Tab"), "البريد الإلكتروني", "الاسم الكامل\u2069: ")


TESTS = [
    test_tab_through_the_checkout_form_and_its_toolbar,
    test_a_failed_submit_and_its_correction,
    test_every_field_speaks_its_error_after_a_failed_submit,
    test_typing_a_card_number_names_the_brand_once,
    test_an_iban_error_is_announced_when_leaving_the_field,
    test_fields_page,
    test_search_page,
    test_notes_page,
    test_right_to_left_checkout,
]

if __name__ == "__main__":
    demo_driver.DEMO = os.path.abspath(sys.argv[1])
    sys.exit(run_tests(TESTS, only=sys.argv[2:], label="orca-e2e"))

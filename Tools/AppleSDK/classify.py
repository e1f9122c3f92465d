#!/usr/bin/env python3
"""Sorts the compiler's diagnostics from a real-SDK type-check into the SDK's
age and FieldKit's own.

Usage: classify.py SDK_AGE_FILE PLATFORM ROOT LOG...

SDK_AGE_FILE (sdk-age.txt) lists the diagnostics that the Xcode 15 SDKs cause
because they predate Swift 6, in entries separated by blank lines:

    name: a short name
    pattern: a Python regular expression, searched in "FILE:LINE:COL: KIND: MESSAGE"
      (FILE relative to the package root)
    source: a regular expression searched in the source line the diagnostic
      points at (optional)
    platforms: macos catalyst ios     (optional; default: every platform)
    reason: why this is the SDK's age and not FieldKit's error (may run
      over several lines, each indented)

A diagnostic that no entry matches is FieldKit's own: it is printed in full
and the exit status is 1. Set FIELDKIT_SDK_VERBOSE=1 to print the SDK-age
ones too. Notes and remarks are context, not diagnostics of their own.
"""

import os
import re
import sys

DIAGNOSTIC = re.compile(r"^(?P<where>.*?:\d+(?::\d+)?): (?P<kind>error|warning): (?P<message>.*)$")


def read_entries(path):
    entries, entry, key = [], {}, None
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines() + [""]
    for number, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            if entry:
                entries.append(entry)
            entry, key = {}, None
            continue
        if line[0].isspace() and key:
            entry[key] += " " + line.strip()
            continue
        key, _, value = line.partition(":")
        key = key.strip()
        if key not in ("name", "pattern", "source", "platforms", "reason"):
            sys.exit(f"{path}:{number}: unknown key {key!r}")
        entry[key] = value.strip()
    for entry in entries:
        for key in ("name", "pattern", "reason"):
            if key not in entry:
                sys.exit(f"{path}: an entry has no {key}: {entry}")
        entry["regex"] = re.compile(entry["pattern"])
        entry["source_regex"] = re.compile(entry.get("source", ""))
        entry["count"] = 0
    return entries


def main():
    age_file, platform, root, logs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    entries = [
        e for e in read_entries(age_file) if platform in e.get("platforms", platform).split()
    ]
    verbose = os.environ.get("FIELDKIT_SDK_VERBOSE") == "1"
    own, age, seen = [], 0, set()
    for log in logs:
        unit = os.path.splitext(os.path.basename(log))[0]
        with open(log, encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
        for index, line in enumerate(lines):
            match = DIAGNOSTIC.match(line)
            if not match:
                continue
            text = line.replace(root + "/", "")
            # The llvm diagnostic style echoes the source line next.
            source = lines[index + 1] if index + 1 < len(lines) else ""
            # A module's diagnostic repeats when a later unit imports it.
            if (unit, text) in seen:
                continue
            seen.add((unit, text))
            entry = next(
                (
                    e
                    for e in entries
                    if e["regex"].search(text) and e["source_regex"].search(source)
                ),
                None,
            )
            if entry:
                entry["count"] += 1
                age += 1
                if verbose:
                    print(f"   SDK age [{entry['name']}] {unit}: {text}")
            else:
                own.append(f"{unit}: {text}")
    print(f"   {platform}: {age} diagnostic(s) of the SDK's age, {len(own)} of FieldKit's own")
    for entry in entries:
        if entry["count"]:
            print(f"     {entry['count']:4} {entry['name']}")
    for text in own:
        print(f"   FieldKit: {text}")
    return 1 if own else 0


if __name__ == "__main__":
    sys.exit(main())

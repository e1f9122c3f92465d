#!/usr/bin/env python3
"""Replaces each macro declaration line of an SDK interface with the line that
declares the same macro in the toolchain's interface of that module.

Usage: replace-macros.py TOOLCHAIN_INTERFACE SDK_INTERFACE

The macros' implementations are the toolchain's plugins, so their
declarations (the names and roles they declare) must be the toolchain's too:
the Xcode 15 Observation interface declares `@ObservationTracked` as an
accessor macro only, while the plugin also adds an `init` accessor and a peer.
"""

import re
import sys

MACRO = re.compile(r"\bpublic macro (\w+)\(")


def declarations(lines):
    return {m.group(1): line for line in lines if (m := MACRO.search(line))}


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        ours = declarations(file.read().splitlines())
    with open(sys.argv[2], encoding="utf-8") as file:
        lines = file.read().splitlines()
    replaced = []
    for i, line in enumerate(lines):
        match = MACRO.search(line)
        if match and match.group(1) in ours:
            lines[i] = ours[match.group(1)]
            replaced.append(match.group(1))
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    if not replaced:
        sys.exit(f"replace-macros.py: no macro of {sys.argv[1]} declared in {sys.argv[2]}")


if __name__ == "__main__":
    main()

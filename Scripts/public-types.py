#!/usr/bin/env python3
"""Counts the public types of each FieldKit library.

A type counts when its declaration is `public` or `open`: classes, structs,
enums, protocols and actors, nested ones included, and type aliases (counted
apart). Declarations inside `#if` blocks count once per spelling. The GTK demo
is an executable, not a library, and is left out.

    python3 Scripts/public-types.py            # counts per library
    python3 Scripts/public-types.py --list     # and every type, by file
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
libraries = ["FieldKit", "FieldKitSwiftUI", "FieldKitTesting", "FieldKitGtk"]
declaration = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias)\s+(\w+)"
)


def public_types(library):
    found = []
    for path in sorted((root / "Sources" / library).rglob("*.swift")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = declaration.match(line)
            if match:
                found.append((match.group(1), match.group(2), path.relative_to(root), number))
    return found


def main():
    listing = "--list" in sys.argv[1:]
    total_types = total_aliases = 0
    print(f"{'library':<16} {'types':>5} {'aliases':>7}")
    for library in libraries:
        found = public_types(library)
        types = [f for f in found if f[0] != "typealias"]
        aliases = [f for f in found if f[0] == "typealias"]
        total_types += len(types)
        total_aliases += len(aliases)
        print(f"{library:<16} {len(types):>5} {len(aliases):>7}")
        if listing:
            for kind, name, path, number in found:
                print(f"    {kind:<9} {name:<32} {path}:{number}")
    print(f"{'all':<16} {total_types:>5} {total_aliases:>7}")


if __name__ == "__main__":
    main()

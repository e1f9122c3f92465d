#!/usr/bin/env python3
"""Writes a Swift file that names, unqualified, every public top-level type of
FieldKit's libraries next to Foundation, SwiftUI and the platform's toolkit,
so that a name one of Apple's SDKs also imports (as Carbon's C `struct
TextRange` once collided with FieldKit's) fails as "ambiguous for type lookup".

Usage: public-names.py TOOLKIT OUTPUT SYMBOL_GRAPH...

An empty extension names a type without its generic arguments and adds
nothing to it.
"""

import json
import sys

NOMINAL = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor"}


def main():
    toolkit, output, graphs = sys.argv[1], sys.argv[2], sys.argv[3:]
    names, modules = set(), []
    for path in graphs:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        modules.append(graph["module"]["name"])
        for symbol in graph["symbols"]:
            if len(symbol["pathComponents"]) != 1:
                continue
            kind = symbol["kind"]["identifier"]
            if kind in NOMINAL or (kind == "swift.typealias" and "swiftGenerics" not in symbol):
                names.add((kind, symbol["pathComponents"][0]))
    if not names:
        sys.exit("public-names.py: no public top-level type in " + " ".join(graphs))
    lines = ["import Foundation", "import SwiftUI", f"import {toolkit}"]
    lines += [f"import {module}" for module in sorted(modules)]
    lines.append("")
    for kind, name in sorted(names, key=lambda pair: pair[1]):
        if kind == "swift.typealias":
            lines.append(f"typealias PublicName{name} = {name}")
        else:
            lines.append(f"extension {name} {{}}")
    with open(output, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"   {len(names)} public type name(s) of {', '.join(sorted(modules))} named next to the SDK's")


if __name__ == "__main__":
    main()

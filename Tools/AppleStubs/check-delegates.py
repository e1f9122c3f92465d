#!/usr/bin/env python3
"""Fails when an adapter class implements a delegate method that its UIKit /
AppKit delegate protocol does not declare.

Objective-C delegate protocols make every method `optional`, so a misspelt
`textFieldShouldRetrun(_:)` compiles (as a plain method) and is never called.
This check reads the symbol graphs of the adapter module and of the toolkit
stubs (swift-symbolgraph-extract, see typecheck.sh) and, for every class that
conforms to one of the toolkit's `...Delegate` protocols, looks at each of its
methods that has the shape of a delegate method:

  - its first parameter has the type of a requirement's first parameter (the
    sender: UITextField, UITextView, NSControl, Notification, ...), or
  - it is marked @objc, or
  - its base name starts with a requirement's leading word (`textField`,
    `textView`, `control`, ...).

Such a method must be a requirement, name and argument labels alike, of one
of the delegate protocols the class conforms to (directly or through the
protocols they inherit from). Helper methods that take other types are left
alone.

Usage: check-delegates.py GRAPH_DIR ADAPTER_MODULE TOOLKIT_MODULE
"""
import difflib
import glob
import json
import os
import re
import sys


def load(directory, module):
    symbols, relationships = {}, []
    for path in glob.glob(os.path.join(directory, module + ".symbols.json")) + glob.glob(
        os.path.join(directory, module + "@*.symbols.json")
    ):
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        relationships += graph["relationships"]
    return symbols, relationships


def first_parameter_type(symbol):
    parameters = symbol.get("functionSignature", {}).get("parameters", [])
    if not parameters:
        return None
    types = [f["spelling"] for f in parameters[0].get("declarationFragments", []) if f["kind"] == "typeIdentifier"]
    return types[0] if types else None


def leading_word(name):
    match = re.match(r"[a-z]+(?:[A-Z][a-z]+)?", name)
    return match.group(0) if match else name


def main():
    directory, adapter, toolkit = sys.argv[1:4]
    kit_symbols, kit_relations = load(directory, toolkit)
    ours, our_relations = load(directory, adapter)

    protocols = {
        usr: s for usr, s in kit_symbols.items()
        if s["kind"]["identifier"] == "swift.protocol" and s["names"]["title"].endswith("Delegate")
    }
    if not protocols:
        print(f"check-delegates: no delegate protocol in the {toolkit} symbol graph", file=sys.stderr)
        return 1
    inherits = {}
    requirements = {usr: set() for usr in protocols}
    senders = {usr: set() for usr in protocols}
    for r in kit_relations:
        if r["kind"] in ("requirementOf", "optionalRequirementOf") and r["target"] in protocols:
            method = kit_symbols.get(r["source"])
            if method is None or method["kind"]["identifier"] != "swift.method":
                continue
            requirements[r["target"]].add(method["names"]["title"])
            sender = first_parameter_type(method)
            if sender:
                senders[r["target"]].add(sender)
        elif r["kind"] == "conformsTo" and r["source"] in protocols and r["target"] in protocols:
            inherits.setdefault(r["source"], set()).add(r["target"])

    def closure(usr):
        seen, todo = set(), [usr]
        while todo:
            current = todo.pop()
            if current not in seen:
                seen.add(current)
                todo += inherits.get(current, ())
        return seen

    conformances = {}
    for r in our_relations:
        if r["kind"] == "conformsTo" and r["target"] in protocols and r["source"] in ours:
            conformances.setdefault(r["source"], set()).update(closure(r["target"]))
    members = {}
    for r in our_relations:
        if r["kind"] == "memberOf" and r["target"] in conformances and r["source"] in ours:
            members.setdefault(r["target"], []).append(ours[r["source"]])

    errors, checked = 0, 0
    for cls, protocol_set in sorted(conformances.items(), key=lambda item: ours[item[0]]["names"]["title"]):
        allowed = set().union(*(requirements[p] for p in protocol_set))
        sender_types = set().union(*(senders[p] for p in protocol_set))
        words = {leading_word(name) for name in allowed}
        names = ", ".join(sorted(protocols[p]["names"]["title"] for p in protocol_set))
        for method in members.get(cls, []):
            # Members the class inherits from a protocol extension are not its own.
            if method["kind"]["identifier"] != "swift.method" or "::SYNTHESIZED::" in method["identifier"]["precise"]:
                continue
            title = method["names"]["title"]
            declaration = "".join(f["spelling"] for f in method.get("declarationFragments", []))
            shaped = (
                first_parameter_type(method) in sender_types
                or "@objc" in declaration
                or leading_word(title) in words
            )
            if not shaped:
                continue
            checked += 1
            if title not in allowed:
                errors += 1
                near = difflib.get_close_matches(title, sorted(allowed), n=1, cutoff=0.5)
                hint = f"; did you mean {near[0]}?" if near else ""
                location = method.get("location")
                where = (
                    f"{location['uri'].replace('file://', '')}:{location['position']['line'] + 1}: "
                    if location else ""
                )
                print(
                    f"{where}error: {ours[cls]['names']['title']}.{title} looks like a delegate "
                    f"method but is no requirement of {names}; UIKit / AppKit would never call it{hint}"
                )
    print(f"   delegate methods checked against {toolkit}'s protocols: {checked}, unknown: {errors}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Fails when a declaration in the Apple API stubs has no provenance line.

Every declaration (class, struct, enum, protocol, func, init, var, let,
subscript, typealias, associatedtype, enum case, and an extension that adds a
conformance) must have, directly above it (only attribute lines such as
`@available(...)` and other comment lines may sit between), a line of one of
the two shared forms:

    // SDK: <owner/repo>:<path in repo> (<SDK name>)
    // Doc: <https URL>

The first names the mirrored SDK header or .swiftinterface the declaration
was checked against; the second the documentation page, where no header or
interface exists. A declaration that is not Apple's at all (a helper type the
stubs need) says so with `// Stub-only: <why>`. A malformed line counts as
missing.

Usage: check-provenance.py [--summary] <file or folder>...
(folders: every *.swift; --summary also counts the declarations per source)
Exit status 1 and one `file:line: ...` line per finding when any is missing.
"""
import os
import re
import sys

SDK_LINE = re.compile(r"^\s*// SDK: [\w.-]+/[\w.-]+:\S+ \([^()]+\)\s*$")
DOC_LINE = re.compile(r"^\s*// Doc: https://\S+\s*$")
STUB_LINE = re.compile(r"^\s*// Stub-only: \S.*$")
ANY_PROVENANCE = re.compile(r"^\s*// (SDK|Doc|Stub-only):")
ATTRIBUTE = re.compile(r"^@[A-Za-z_][\w.]*(\((?:[^()]|\([^()]*\))*\))?\s*")
MODIFIERS = {
    "public", "open", "private", "fileprivate", "internal", "package", "static", "class",
    "final", "override", "required", "convenience", "nonisolated", "weak", "unowned",
    "mutating", "nonmutating", "dynamic", "lazy", "indirect", "optional", "prefix",
    "postfix", "infix",
}
KEYWORDS = {
    "class", "struct", "enum", "protocol", "func", "init", "deinit", "var", "let",
    "subscript", "typealias", "associatedtype", "case", "actor",
}


def declaration_kind(line):
    """The declaration keyword that `line` starts with, or None."""
    text = line.strip()
    if not text or text.startswith("//") or text.startswith("#"):
        return None
    while True:
        match = ATTRIBUTE.match(text)
        if not match:
            break
        text = text[match.end():]
    words = re.findall(r"[A-Za-z_]\w*[?!]?|\S", text)
    index = 0
    while index < len(words):
        word = words[index]
        # `class func` / `class var`: "class" is a modifier there.
        if word == "class" and index + 1 < len(words) and words[index + 1] in KEYWORDS:
            index += 1
            continue
        if word in MODIFIERS and word != "class":
            index += 1
            # private(set), nonisolated(unsafe)
            if index + 2 < len(words) and words[index] == "(" and words[index + 2] == ")":
                index += 3
            continue
        break
    if index >= len(words):
        return None
    word = words[index].rstrip("?!")
    if word == "extension":
        # An extension that adds a conformance states an Apple fact.
        return "extension" if re.search(r"\bextension\s+[\w.<>]+\s*:", text) else None
    if word in KEYWORDS:
        # `case` inside a switch or `case let` patterns are not declarations.
        if word == "case" and (text.rstrip().endswith(":") or " let " in f" {text} "):
            return None
        return word
    return None


def attribute_only(text):
    """Whether `text` holds attributes and nothing else (`@available(...)`)."""
    if not text.startswith("@"):
        return False
    while text:
        match = ATTRIBUTE.match(text)
        if not match:
            return False
        text = text[match.end():]
    return True


def check_file(path, sources=None):
    findings = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, start=1):
        kind = declaration_kind(line)
        if kind is None:
            continue
        found = None
        above = number - 2
        while above >= 0:
            text = lines[above].strip()
            if text.startswith("//") or attribute_only(text):
                if ANY_PROVENANCE.match(lines[above]):
                    found = lines[above]
                    break
                above -= 1
                continue
            break
        if sources is not None and found is not None:
            key = found.strip()
            if key.startswith("// Doc:"):
                key = "// Doc: (documentation pages)"
            elif key.startswith("// SDK:"):
                key = key.split(" (", 1)[0] + " (" + key.split(" (", 1)[1]
            sources[key] = sources.get(key, 0) + 1
        if found is None:
            findings.append(f"{path}:{number}: {kind} declaration has no provenance line "
                            "(// SDK: <owner/repo>:<path> (<SDK>) or // Doc: <https URL>)")
        elif not (SDK_LINE.match(found) or DOC_LINE.match(found) or STUB_LINE.match(found)):
            findings.append(f"{path}:{number}: {kind} declaration has a malformed provenance "
                            f"line (line {above + 1}): {found.strip()}")
    return findings


def swift_files(target):
    if os.path.isfile(target):
        return [target]
    found = []
    for folder, _, names in os.walk(target):
        found.extend(os.path.join(folder, name) for name in names if name.endswith(".swift"))
    return sorted(found)


def main(arguments):
    summary = "--summary" in arguments
    arguments = [argument for argument in arguments if argument != "--summary"]
    sources = {} if summary else None
    if not arguments:
        print(__doc__.strip().split("\n\n")[-1], file=sys.stderr)
        return 2
    findings = []
    declarations = 0
    for target in arguments:
        files = swift_files(target)
        if not files:
            print(f"check-provenance: no Swift files at {target}", file=sys.stderr)
            return 2
        for path in files:
            findings.extend(check_file(path, sources))
            with open(path, encoding="utf-8") as handle:
                declarations += sum(1 for line in handle if declaration_kind(line))
    for finding in findings:
        print(finding)
    if summary:
        for key, count in sorted(sources.items(), key=lambda item: -item[1]):
            print(f"{count:5d}  {key}")
    if findings:
        print(f"check-provenance: {len(findings)} of {declarations} declarations lack provenance")
        return 1
    print(f"check-provenance: all {declarations} declarations have provenance")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

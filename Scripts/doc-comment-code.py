#!/usr/bin/env python3
"""Prints the Swift examples in one module's doc comments as one source file,
so that the compiler checks them like the articles' blocks (Scripts/doc-code.sh).

An example is a ```swift fence inside `///` comments in Sources/MODULE. Each
one becomes the body of its own function, after the module's imports and the
context file Scripts/doc-comment-context/MODULE.swift, which declares the few
names the examples take as given (a `label`, an app's own view): an example
shows the call it documents, not the app around it. A `#sourceLocation`
directive points every diagnostic at the example's line in its source file.

Wrapping, by module:
  FieldKit, FieldKitTesting, FieldKitGtk: `@MainActor func ... throws { BLOCK }`;
  FieldKitSwiftUI: a block that declares a type at its first column gets the
    same function; a block that starts with a view (`PlatformTextField(`,
    `Form {`) is a `@ViewBuilder` method of the context's `DocCommentExamples`
    view (so `$card` and `if let` read as in a `body`); any other block is a
    method of the context's `DocCommentController` class (so `[weak self]`
    reads as in an app's controller). Blocks in UIKit/ files are checked where
    os(iOS) holds (iOS, Mac Catalyst), those in AppKit/ files on macOS.

A block that is deliberately not code that compiles (pseudo-code with `...`,
one `case` of a `switch`) says so on the doc-comment line just before its fence:

    /// <!-- typecheck: fragment -->
    /// ```swift

DocC drops the HTML comment from the rendered page.

Usage: Scripts/doc-comment-code.py MODULE [OUTPUT]
Prints (to stderr) how many blocks were written and how many are fragments;
exits 1 when the module has no block to check.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
module = sys.argv[1]
output = sys.argv[2] if len(sys.argv) > 2 else None

imports = {
    "FieldKit": ["FieldKit"],
    "FieldKitTesting": ["FieldKit", "FieldKitTesting", "Testing"],
    "FieldKitGtk": ["FieldKit", "FieldKitGtk", "CGtk4", "Glibc"],
    "FieldKitSwiftUI": ["FieldKit", "FieldKitSwiftUI", "SwiftUI"],
}[module]

doc_line = re.compile(r"^\s*///(?: ?)(.*)$")
declares_type = re.compile(r"^(?:@\w+ )*(?:struct|final class|class|enum|actor|protocol) ")

blocks = []  # (path, first line number, [lines])
fragments = 0
for path in sorted((root / "Sources" / module).rglob("*.swift")):
    relative = path.relative_to(root).as_posix()
    inside, previous, current = False, "", None
    for number, line in enumerate(path.read_text().split("\n"), start=1):
        match = doc_line.match(line)
        if not match:
            inside, previous = False, ""
            continue
        text = match.group(1)
        if not inside and text.strip() == "```swift":
            if previous.strip() == "<!-- typecheck: fragment -->":
                fragments += 1
                inside, current = True, None
            else:
                inside, current = True, (relative, number + 1, [])
                blocks.append(current)
        elif inside and text.strip() == "```":
            inside = False
        elif inside and current is not None:
            current[2].append(text)
        previous = text

out = [f"import {name}" for name in imports]
if module == "FieldKitSwiftUI":
    out += ["#if canImport(UIKit)", "    import UIKit", "#else", "    import AppKit", "#endif"]
out.append("")
context = root / "Scripts" / "doc-comment-context" / f"{module}.swift"
if context.exists():
    out.append(f'#sourceLocation(file: "{context.relative_to(root).as_posix()}", line: 1)')
    out.append(context.read_text())
    out.append("#sourceLocation()")
starts_with_view = re.compile(r"^[A-Z]\w*(?:\(| \{)")
for index, (relative, first, lines) in enumerate(blocks, start=1):
    kind = "function"
    if module == "FieldKitSwiftUI" and not any(declares_type.match(l) for l in lines):
        code = [l for l in lines if l.strip() and not l.lstrip().startswith("//")]
        kind = "view" if code and starts_with_view.match(code[0]) else "controller"
    condition = {"/UIKit/": "os(iOS)", "/AppKit/": "canImport(AppKit)"}
    condition = next((c for folder, c in condition.items() if folder in relative), None)
    if condition:
        out.append(f"#if {condition}")
    if kind == "view":
        out.append("extension DocCommentExamples {")
        out.append(f"    @ViewBuilder func example{index}() -> some View {{")
    elif kind == "controller":
        out.append("extension DocCommentController {")
        out.append(f"    func example{index}() throws {{")
    else:
        out.append(f"@MainActor func docCommentExample{index}() throws {{")
    out.append(f'#sourceLocation(file: "{relative}", line: {first})')
    out.extend(lines)
    out.append("#sourceLocation()")
    out.append("}" if kind == "function" else "    }\n}")
    if condition:
        out.append("#endif")
    out.append("")

text = "\n".join(out) + "\n"
if output:
    pathlib.Path(output).write_text(text)
else:
    sys.stdout.write(text)
print(f"{module}: {len(blocks)} doc-comment block(s), {fragments} marked as fragment(s)", file=sys.stderr)
sys.exit(0 if blocks else 1)

#!/usr/bin/env bash
# Prints the Swift code of one Markdown document (README.md, a DocC article)
# that is marked for one type-check flavour, so the documents themselves are
# the only copy of their examples. A block is marked by the line just before
# its fence:
#
#   <!-- typecheck: core -->          (one flavour)
#   <!-- typecheck: swiftui uikit --> (several: the block belongs to each)
#   <!-- typecheck: fragment -->      (deliberately not code that compiles alone:
#                                      a Package.swift excerpt; no check reads it)
#
# Usage: Scripts/doc-code.sh FLAVOUR WRAP FILE
#   WRAP=1: each block becomes the body of its own `@MainActor func`, after an
#           `import FieldKit` (statements shown on their own);
#   WRAP=0: the blocks are printed one after the other, as one source file.
# Each block is preceded by a `// FILE:LINE` comment pointing at its source.
# Exits 1 when the document has no block of that flavour.
#
# Users: Scripts/docs.sh (core, main, gtk, testing) and Tools/AppleStubs/typecheck.sh
# (swiftui, uikit, for every Apple platform Package.swift declares).
set -euo pipefail
flavour=$1 wrap=$2 file=$3
awk -v flavour="$flavour" -v wrap="$wrap" '
    BEGIN { if (wrap) print "import FieldKit\n" }
    /^<!-- typecheck: [a-z ]+ -->$/ {
        list = " " $0 " "
        sub(/^ <!-- typecheck: /, " ", list); sub(/ --> $/, " ", list)
        marked = index(list, " " flavour " ") > 0
        next
    }
    marked && /^```swift$/ {
        inside = 1; marked = 0; count++
        if (wrap) print "@MainActor func articleSnippet" count "() throws {"
        print "// " FILENAME ":" FNR + 1
        next
    }
    inside && /^```$/ { inside = 0; if (wrap) print "}"; print ""; next }
    inside { print; next }
    { marked = 0 }
    END { exit count == 0 }
' "$file"

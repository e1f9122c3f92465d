#!/usr/bin/env bash
# Type-checks FieldKitSwiftUI, Examples/ and the must-pass checks in
# MustPass/ against the Apple API stubs, once
# per flavour (ios: UIKit + SwiftUI, macos: AppKit + SwiftUI), each in its own
# scratch path, in Swift 6 mode with warnings as errors; then compiles every
# must-fail snippet in MustFail/ and checks that it fails with the diagnostic
# its `// expect:` lines name (every one must appear in the compiler output).
#
# Usage: Tools/AppleStubs/typecheck.sh [ios|macos]...   (default: both)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
flavors=("$@")
[ ${#flavors[@]} -eq 0 ] && flavors=(ios macos)

# Mirror the real sources as per-file symlinks (SwiftPM accepts symlinked
# files, not a symlinked target folder, and only inside the package).
rm -rf "$here/Checked"
trap 'rm -rf "$here/Checked"' EXIT
mkdir -p "$here/Checked"
cp -rs "$root/Sources/FieldKit" "$here/Checked/FieldKit"
cp -rs "$root/Sources/FieldKitSwiftUI" "$here/Checked/FieldKitSwiftUI"
cp -rs "$root/Examples" "$here/Checked/Examples"

failures=0
for flavor in "${flavors[@]}"; do
    scratch="$here/.build-$flavor"
    echo "== type-check FieldKitSwiftUI and Examples against the $flavor stubs"
    STUB_FLAVOR="$flavor" swift build --package-path "$here" --scratch-path "$scratch" \
        -Xswiftc -warnings-as-errors
    modules="$scratch/debug/Modules"
    [ -d "$modules" ] || modules="$scratch/debug"
    passed=0
    for snippet in "$here"/MustFail/*.swift; do
        applies=$(sed -n 's#^// flavor: *##p' "$snippet" | head -1)
        [ -z "$applies" ] && applies="ios macos"
        [[ " $applies " == *" $flavor "* ]] || continue
        mapfile -t expects < <(sed -n 's#^// expect: *##p' "$snippet")
        name=$(basename "$snippet")
        if [ ${#expects[@]} -eq 0 ]; then
            echo "FAIL $name: no '// expect:' line"
            failures=$((failures + 1))
            continue
        fi
        set +e
        raw=$(swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$modules" "$snippet" 2>&1)
        status=$?
        set -e
        # Only the diagnostics themselves count: the compiler also echoes
        # source lines, which contain the `// expect:` text.
        out=$(grep -E ': (error|note): ' <<<"$raw" || true)
        missing=""
        for expect in "${expects[@]}"; do
            grep -qF -- "$expect" <<<"$out" || missing="$expect"
        done
        if [ $status -eq 0 ]; then
            echo "FAIL $name ($flavor): compiled, but must fail with: ${expects[0]}"
            failures=$((failures + 1))
        elif [ -n "$missing" ]; then
            echo "FAIL $name ($flavor): failed for another reason; expected: $missing"
            echo "$out" | grep -E 'error:' | head -5
            failures=$((failures + 1))
        else
            passed=$((passed + 1))
        fi
    done
    echo "must-fail snippets ($flavor): $passed failed as intended"
done
if [ $failures -ne 0 ]; then
    echo "$failures must-fail snippet(s) did not fail as intended"
    exit 1
fi

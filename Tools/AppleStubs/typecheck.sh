#!/usr/bin/env bash
# Type-checks FieldKitSwiftUI for the real Apple target triple of every
# platform Package.swift declares, on Linux: `#if os(...)`, `@available`,
# `if #available` and the deployment targets are checked as Xcode checks them.
#
# How: the Linux toolchain ships the standard library, _Concurrency,
# Observation and friends as textual .swiftinterface files that carry Apple's
# availability annotations. Retargeted to an Apple triple (four textual
# patches, see retarget_stdlib), the compiler builds them on demand. On top
# come the API stubs in Stubs/ (Foundation, ObjectiveC, Accessibility, UIKit or AppKit,
# SwiftUI), then FieldKit, FieldKitTesting and FieldKitSwiftUI from their real
# sources, then Examples/, MustPass/ and the Swift blocks of README.md and the
# DocC articles (Scripts/doc-code.sh) and of the doc comments
# (Scripts/doc-comment-code.py), all in Swift 6 mode with warnings as
# errors.
# Then every must-fail snippet in MustFail/ must fail with the diagnostics its
# `// expect:` lines name, and check-delegates.py checks that every delegate
# method the adapter implements is a requirement of its protocol.
#
# Usage: Tools/AppleStubs/typecheck.sh [PLATFORM]...
#   PLATFORM: ios macos visionos catalyst (tvos, watchos had Package.swift
#   declared them); default: every platform that Package.swift declares, and
#   asking for one it does not declare is an error.
#
# The retargeted interfaces and the compiler's module cache live under
# $FIELDKIT_APPLE_CACHE (default .build/apple-typecheck), in a folder named
# after the toolchain version, so only the first run on a machine pays for
# building the standard library (20 to 60 s of CPU a platform). The built stub and
# FieldKit modules stay in <cache>/<toolchain>/modules/<platform>; `make docs`
# reads the iOS and macOS ones.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
started=$SECONDS

# The toolchain the interface patches are known to work with. Another
# version's interfaces may need other patches, and its diagnostics other
# `// expect:` wording, so a change must fail here rather than pass silently.
pinned="$(cat "$here/toolchain-version")"
actual="$(swiftc --version 2>&1 | sed -n 's/.*\(Swift version [^ ]* ([^)]*)\).*/\1/p' | head -1)"
if [ "$actual" != "$pinned" ]; then
    cat >&2 <<EOF
typecheck-apple: this check is pinned to "$pinned",
but swiftc is "${actual:-unknown}".
To move to the new toolchain: run
    echo "$actual" > Tools/AppleStubs/toolchain-version
then \`make typecheck-apple\` and fix what it reports: the patches in
retarget_stdlib (the interfaces' text may have changed) and the \`// expect:\`
lines of MustFail/ (diagnostic wording may have changed).
EOF
    exit 1
fi
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
linux_interfaces="$toolchain/lib/swift_static/linux"

# Bump when retarget_stdlib or the SDK folder changes, so caches are rebuilt.
recipe=2
cache_root="${FIELDKIT_APPLE_CACHE:-$root/.build/apple-typecheck}"
cache="$cache_root/$(tr -c 'A-Za-z0-9.\n' '-' <<<"$actual")-r$recipe"
stdlib="$cache/stdlib"
mkdir -p "$cache"
# `make docs` finds the builds through this link (Scripts/docs.sh).
ln -sfn "$(basename "$cache")" "$cache_root/current"

# --- Platforms: exactly those Package.swift declares --------------------------

# name in Package.swift -> our platform name, interface suffix, triple prefix, toolkit
declare -A platform_name=([iOS]=ios [macOS]=macos [tvOS]=tvos [visionOS]=visionos [macCatalyst]=catalyst [watchOS]=watchos)
declare -A interface_os=([ios]=ios [macos]=macos [tvos]=tvos [visionos]=xros [catalyst]=ios-macabi [watchos]=watchos)
declare -A toolkit=([ios]=UIKit [macos]=AppKit [tvos]=UIKit [visionos]=UIKit [catalyst]=UIKit [watchos]=)
declare -A triple=()
declare -a declared=()
# `.iOS(.v17)`, `.macCatalyst(.v17)`, `.visionOS(.v1)`: the major version is
# the deployment target (`.v14` is 14.0).
while read -r name major; do
    p="${platform_name[$name]:-}"
    if [ -z "$p" ]; then
        echo "typecheck-apple: Package.swift declares $name, which this check does not know" >&2
        exit 1
    fi
    case "$p" in
        catalyst) triple[$p]="arm64-apple-ios$major.0-macabi" ;;
        visionos) triple[$p]="arm64-apple-xros$major.0" ;;
        watchos) triple[$p]="arm64_32-apple-watchos$major.0" ;;
        *) triple[$p]="arm64-apple-${interface_os[$p]}$major.0" ;;
    esac
    declared+=("$p")
done < <(sed -n '/platforms:/{s/.*platforms: *\[\(.*\)\].*/\1/p}' "$root/Package.swift" |
    grep -o '\.[A-Za-z]*(\.v[0-9_]*)' | sed 's/^\.\([A-Za-z]*\)(\.v\([0-9]*\).*/\1 \2/')
if [ ${#declared[@]} -eq 0 ]; then
    echo "typecheck-apple: found no platforms: [...] line in Package.swift" >&2
    exit 1
fi
platforms=("$@")
[ ${#platforms[@]} -eq 0 ] && platforms=("${declared[@]}")
for p in "${platforms[@]}"; do
    if [ -z "${triple[$p]:-}" ]; then
        echo "typecheck-apple: $p is not a platform Package.swift declares (${declared[*]})" >&2
        exit 1
    fi
done

# --- The standard library, retargeted ------------------------------------------

stdlib_modules=(Swift _Concurrency _StringProcessing SwiftOnoneSupport Synchronization Observation _Volatile _Builtin_float)

# Copies each Linux interface as <arch>-apple-<os>.swiftinterface with four
# patches: the header's target becomes the Apple triple (availability checking
# off while the stdlib itself is built: its inlinable bodies use what their
# own module declares); `import Glibc` goes (no such module for Apple
# triples); `@backDeployed(before:)` goes (it needs a body the interface
# compiler cannot emit for another target); and Float80's two bodies that call
# C's long-double functions become fatalError() (they come from Glibc).
retarget_stdlib() {
    local os=$1 target=$2 module file
    for module in "${stdlib_modules[@]}"; do
        file="$stdlib/$module.swiftmodule/${target%%-*}-apple-$os.swiftinterface"
        [ -f "$file" ] && continue
        mkdir -p "$(dirname "$file")"
        sed -e "/^\/\/ swift-module-flags:/s/-target x86_64-unknown-linux-gnu/-target $target -disable-availability-checking/" \
            -e '/^import Glibc$/d' \
            -e 's/@backDeployed(before: [^)]*)//' \
            -e 's/self = _stdlib_remainderl(self, other)/fatalError()/' \
            -e 's/self = _stdlib_squareRootl(self)/fatalError()/' \
            "$linux_interfaces/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" >"$file.tmp"
        mv "$file.tmp" "$file"
    done
}

# visionOS availability is written as iOS availability in most interfaces
# (`iOS 17.0` implies visionOS 1.0); the compiler maps it through the SDK's
# SDKSettings.json VersionMap, so visionOS needs a (minimal) SDK folder. Its
# module map points the clang importer at the toolchain's SwiftShims. Clang
# ignores an SDKSettings.json without Version and MaximumDeploymentTarget.
make_xros_sdk() {
    local sdk="$cache/sdk-xros" shims="$toolchain/lib/swift/shims/module.modulemap" module
    [ -f "$sdk/SDKSettings.json" ] && return
    mkdir -p "$sdk/usr/include"
    for module in $(sed -n 's/^module \([A-Za-z_]*\) .*/\1/p' "$shims"); do
        echo "extern module $module \"$shims\""
    done >"$sdk/usr/include/module.modulemap"
    cat >"$sdk/SDKSettings.json" <<'EOF'
{
  "CanonicalName": "xros1.0",
  "DisplayName": "visionOS 1.0 (FieldKit type-check)",
  "Version": "1.0",
  "MaximumDeploymentTarget": "26.99",
  "VersionMap": {
    "iOS_xrOS": {"17.0": "1.0", "18.0": "2.0", "26.0": "26.0"},
    "xrOS_iOS": {"1.0": "17.0", "2.0": "18.0", "26.0": "26.0"}
  }
}
EOF
}

# --- Building -------------------------------------------------------------------

failures=0
fail() {
    echo "FAIL $*"
    failures=$((failures + 1))
}

# Prints only the compiler's diagnostics (it also echoes source lines, which
# for a must-fail snippet contain the `// expect:` text itself).
diagnostics() { grep -E ': (error|warning|note): ' || true; }

typecheck_platform() {
    local p=$1 target=${triple[$1]} kit=${toolkit[$1]}
    local out="$cache/modules/$p" mcache="$cache/module-cache/$p"
    local t0=$SECONDS
    rm -rf "$out"
    mkdir -p "$out" "$mcache"
    retarget_stdlib "${interface_os[$p]}" "$target"
    local flags=(-target "$target" -I "$stdlib" -I "$out" -module-cache-path "$mcache"
        -swift-version 6 -package-name FieldKit -warnings-as-errors
        -Xfrontend -disable-target-os-checking)
    local lookup=(-target "$target" -I "$stdlib" -I "$out" -module-cache-path "$mcache")
    if [ "$p" = visionos ]; then
        make_xros_sdk
        flags+=(-sdk "$cache/sdk-xros")
        lookup+=(-sdk "$cache/sdk-xros")
    fi
    # Code that uses the libraries (Examples/, MustPass/, MustFail/, the
    # documents' code) is an app's code: outside the package, so it sees
    # only the public API, never what FieldKit shares between its own
    # modules with `package` access.
    local app_flags=() skip=0 flag
    for flag in "${flags[@]}"; do
        if [ "$flag" = -package-name ]; then skip=1; continue; fi
        if [ $skip = 1 ]; then skip=0; continue; fi
        app_flags+=("$flag")
    done
    # What a tool needs to load these modules (swift-symbolgraph-extract, here
    # and in Scripts/docs.sh), one argument per line.
    printf '%s\n' "${lookup[@]}" >"$out/flags"
    echo "== $p ($target): stubs, FieldKit, FieldKitSwiftUI, examples, documented code"

    local module sources
    emit() {
        module=$1
        shift
        if ! swiftc -emit-module -parse-as-library -wmo "${flags[@]}" -module-name "$module" \
            -emit-module-path "$out/$module.swiftmodule" "$@" >"$out/$module.log" 2>&1; then
            cat "$out/$module.log"
            fail "$module does not compile for $target"
            return 1
        fi
    }
    stub_files() { find "$here/Stubs/$1" -name '*.swift' | sort; }
    mapfile -t sources < <(stub_files Foundation)
    emit Foundation "${sources[@]}" || return 0
    mapfile -t sources < <(stub_files ObjectiveC)
    emit ObjectiveC "${sources[@]}" || return 0
    # Swift 5, as Apple builds the Accessibility overlay: its types that are
    # not Sendable then weigh as they do there, behind a @preconcurrency import.
    mapfile -t sources < <(stub_files Accessibility)
    emit Accessibility -swift-version 5 "${sources[@]}" || return 0
    mapfile -t sources < <(stub_files "$kit")
    emit "$kit" "${sources[@]}" || return 0
    mapfile -t sources < <(stub_files SwiftUI)
    emit SwiftUI "${sources[@]}" || return 0
    mapfile -t sources < <(find "$root/Sources/FieldKit" -name '*.swift' | sort)
    emit FieldKit "${sources[@]}" || return 0
    # The testing library is platform-neutral too; Apple apps' tests use it.
    if [ -d "$root/Sources/FieldKitTesting" ]; then
        mapfile -t sources < <(find "$root/Sources/FieldKitTesting" -name '*.swift' | sort)
        emit FieldKitTesting "${sources[@]}" || return 0
    fi
    mapfile -t sources < <(find "$root/Sources/FieldKitSwiftUI" -name '*.swift' | sort)
    emit FieldKitSwiftUI "${sources[@]}" || return 0

    # Code that uses the library: each folder is its own module.
    check() {
        local name=$1 log="$out/$1.log"
        shift
        if ! swiftc -typecheck -parse-as-library "${app_flags[@]}" -module-name "$name" "$@" >"$log" 2>&1; then
            cat "$log"
            fail "$name does not type-check for $target"
        fi
    }
    mapfile -t sources < <(find "$root/Examples" -name '*.swift' | sort)
    check FieldKitExamples "${sources[@]}"
    mapfile -t sources < <(find "$here/MustPass" -name '*.swift' | sort)
    check FieldKitMustPass "${sources[@]}"
    check_documented_code "$p" "$out" "${app_flags[@]}"
    echo "   $p: modules and code type-checked in $((SECONDS - t0)) s"

    check_delegates "$p" "$out"
    check_must_fail "$p" "${app_flags[@]}"
}

# Swift blocks in README.md and the DocC articles, marked with the line
# `<!-- typecheck: swiftui -->` (FieldKitSwiftUI code: every platform; an
# article's blocks together, as one file) or `<!-- typecheck: uikit -->` (a
# hand-written UIKit wrapper of the kind an iOS app grows: checked for iOS). The
# extraction is Scripts/doc-code.sh's, shared with `make docs`.
check_documented_code() {
    local p=$1 out=$2
    shift 2
    local flavour doc file checked=0
    for flavour in swiftui uikit; do
        [ "$flavour" = uikit ] && [ "$p" != ios ] && continue
        for doc in "$root/README.md" "$root"/Sources/*/*.docc/*.md "$root"/Sources/*/*.docc/*/*.md; do
            [ -f "$doc" ] || continue
            file="$out/doc-code/$flavour/$(basename "$doc" .md).swift"
            mkdir -p "$(dirname "$file")"
            bash "$root/Scripts/doc-code.sh" "$flavour" 0 "$doc" >"$file" || continue
            if ! swiftc -typecheck -parse-as-library "$@" -module-name DocumentedCode "$file" >"$file.log" 2>&1; then
                cat "$file.log"
                fail "the $flavour code in ${doc#"$root"/} does not type-check for ${triple[$p]} (extracted to $file)"
            fi
            checked=$((checked + 1))
        done
    done
    # The examples in FieldKitSwiftUI's doc comments, each wrapped as
    # Scripts/doc-comment-code.py says (the other modules' are `make docs`'s).
    file="$out/doc-code/doc-comments/FieldKitSwiftUI.swift"
    mkdir -p "$(dirname "$file")"
    python3 "$root/Scripts/doc-comment-code.py" FieldKitSwiftUI "$file" 2>"$file.count"
    if ! swiftc -typecheck -parse-as-library "$@" -module-name DocCommentCode "$file" >"$file.log" 2>&1; then
        cat "$file.log"
        fail "the doc-comment examples of FieldKitSwiftUI do not type-check for ${triple[$p]} (extracted to $file)"
    fi
    echo "   $p: documented code type-checked: $checked document/flavour pair(s); $(cat "$file.count")"
}

# A delegate method with a typo compiles (Objective-C optional requirements
# need no implementation) and is never called. check-delegates.py compares
# each method of an adapter class that conforms to a UIKit / AppKit delegate
# protocol against that protocol's requirements, from the symbol graphs.
check_delegates() {
    local p=$1 out=$2 graphs="$2/symbol-graphs" module lookup
    rm -rf "$graphs"
    mkdir -p "$graphs"
    mapfile -t lookup <"$out/flags"
    for module in FieldKitSwiftUI "${toolkit[$p]}"; do
        if ! swift-symbolgraph-extract -module-name "$module" "${lookup[@]}" \
            -minimum-access-level private -output-dir "$graphs" >"$graphs/$module.log" 2>&1; then
            cat "$graphs/$module.log"
            fail "could not extract the symbol graph of $module for ${triple[$p]}"
            return 0
        fi
    done
    if ! python3 "$here/check-delegates.py" "$graphs" FieldKitSwiftUI "${toolkit[$p]}"; then
        fail "delegate methods of FieldKitSwiftUI ($p) that are no requirement of their protocol"
    fi
}

# Builds a must-fail snippet marked `// tool: check-delegates` as a module and
# runs check-delegates.py on it, against the toolkit graph check_delegates
# extracted; succeeds only if the snippet compiles and the check passes.
must_fail_delegates() {
    local p=$1 snippet=$2 out="$cache/modules/$1" lookup
    shift 2
    local dir="$out/must-fail-delegates"
    rm -rf "$dir"
    mkdir -p "$dir/graphs"
    cp "$out/symbol-graphs/${toolkit[$p]}"*.symbols.json "$dir/graphs/"
    swiftc -emit-module -parse-as-library "$@" -module-name MustFail -emit-module-path "$dir/MustFail.swiftmodule" \
        "$snippet" || return 0
    mapfile -t lookup <"$out/flags"
    swift-symbolgraph-extract -module-name MustFail "${lookup[@]}" -I "$dir" -minimum-access-level private \
        -output-dir "$dir/graphs" || return 0
    python3 "$here/check-delegates.py" "$dir/graphs" MustFail "${toolkit[$p]}"
}

# Each MustFail/ snippet names the diagnostics it must fail with (`// expect:`,
# every one must appear) and where it applies: `// platforms: ios tvos ...`,
# or the older `// flavor: ios` (UIKit, checked for iOS) / `// flavor: macos`
# (AppKit, checked for macOS); with neither, iOS and macOS. A snippet marked
# `// tool: check-delegates` compiles; check-delegates.py must reject it.
check_must_fail() {
    local p=$1
    shift
    local snippet applies name raw status out missing expect passed=0
    local -a expects
    for snippet in "$here"/MustFail/*.swift; do
        applies=$(sed -n 's#^// platforms: *##p' "$snippet" | head -1)
        [ -z "$applies" ] && applies=$(sed -n 's#^// flavor: *##p' "$snippet" | head -1)
        [ -z "$applies" ] && applies="ios macos"
        [[ " $applies " == *" $p "* ]] || continue
        mapfile -t expects < <(sed -n 's#^// expect: *##p' "$snippet")
        name=$(basename "$snippet")
        if [ ${#expects[@]} -eq 0 ]; then
            fail "$name: no '// expect:' line"
            continue
        fi
        set +e
        if grep -q '^// tool: check-delegates$' "$snippet"; then
            # Compiles (that is the problem); the delegate check must fail.
            raw=$(must_fail_delegates "$p" "$snippet" "$@" 2>&1)
            status=$?
            out=$(grep -E 'error: ' <<<"$raw")
        else
            raw=$(swiftc -typecheck -parse-as-library -diagnostic-style llvm "$@" -module-name MustFail "$snippet" 2>&1)
            status=$?
            out=$(diagnostics <<<"$raw")
        fi
        set -e
        missing=""
        for expect in "${expects[@]}"; do
            grep -qF -- "$expect" <<<"$out" || missing="$expect"
        done
        if [ $status -eq 0 ]; then
            fail "$name ($p): compiled, but must fail with: ${expects[0]}"
        elif [ -n "$missing" ]; then
            fail "$name ($p): failed for another reason; expected: $missing"
            grep -E 'error:' <<<"$out" | head -5
        else
            passed=$((passed + 1))
        fi
    done
    echo "   $p: $passed must-fail snippet(s) failed as intended"
}

# Platforms run side by side, FIELDKIT_APPLE_JOBS at a time (default 2, CI's
# two cores: a cold run is mostly the compiler building one platform's
# standard library on one core). Each platform's output is printed whole, in
# order, once all have finished.
logs="$cache/logs"
rm -rf "$logs"
mkdir -p "$logs"
echo "typecheck-apple: ${platforms[*]}, ${FIELDKIT_APPLE_JOBS:-2} at a time"
for p in "${platforms[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "${FIELDKIT_APPLE_JOBS:-2}" ]; do wait -n || true; done
    (
        typecheck_platform "$p"
        echo "$failures" >"$logs/$p.failures"
    ) >"$logs/$p.log" 2>&1 &
done
wait
for p in "${platforms[@]}"; do
    cat "$logs/$p.log"
    # A platform whose run stopped before the end counts as failed.
    failures=$((failures + $(cat "$logs/$p.failures" 2>/dev/null || echo 1)))
done
echo "typecheck-apple: ${platforms[*]} in $((SECONDS - started)) s"
if [ $failures -ne 0 ]; then
    echo "typecheck-apple: $failures failure(s)"
    exit 1
fi

#!/usr/bin/env bash
# Type-checks FieldKit, FieldKitTesting, FieldKitSwiftUI, Examples/ and
# Tools/AppleStubs/MustPass/ against Apple's real SDKs (Xcode 15: macOS 14.0,
# with System/iOSSupport for Mac Catalyst, and iOS 17.0), on Linux, with the
# swift.org toolchain: no stubs. Tools/AppleStubs/typecheck.sh checks the same
# code against stubs written from today's SDKs; this check finds what stubs
# cannot know, such as a FieldKit name that collides with a C declaration an
# Apple header imports. To find every such name, not only those FieldKit's
# own code happens to use, it also type-checks a file that names each public
# top-level type of the three libraries, unqualified, with Foundation,
# SwiftUI and the toolkit imported (public-names.py).
#
# Usage: Tools/AppleSDK/typecheck-sdk.sh [PLATFORM]...
#   PLATFORM: macos catalyst ios (default: all three)
#
# Where the SDKs come from: a git mirror of github.com/itsnebulalol/sdks,
# looked up at $FIELDKIT_SDK_MIRROR (default
# /work/.mirror/itsnebulalol+sdks/repo, where the `fetch` tool puts it; a bare
# git directory). Without it the check prints "skipped: no SDK mirror at ..."
# and succeeds. The SDKs are extracted at run time into
# $FIELDKIT_APPLE_SDK_CACHE (default .build/apple-sdk, ignored by git), with
# the module caches, and re-extracted only when the mirror's tree changes.
#
# What it takes on Linux (each step is below, where it is done):
# - the SDK's interfaces are patched, in the extracted copy, to skip function
#   bodies (their inlinable bodies call C functions by the Swift names that
#   only Xcode's API notes give) and to treat the target as the minimum
#   inlining version;
# - a resource directory of its own: the toolchain's clang headers and shims
#   only, because the toolchain's Linux Dispatch and CoreFoundation module
#   maps redefine the SDK's modules; plus apinotes/ with the API notes for
#   `os` and `Dispatch` that Xcode's toolchain carries (written from the SDK
#   headers, Tools/AppleSDK/apinotes);
# - the iOS mirror stores usr/include/libxml2/libxml as a copy of what is a
#   symbolic link in the SDK (two definitions of one module): the link is
#   restored;
# - the SDK's `@Observable` macro declarations name fewer members than the
#   toolchain's macro plugin adds: they are replaced by the toolchain's;
# - Mac Catalyst needs the iOSSupport frameworks as system frameworks.
#
# The SDKs predate Swift 6, so some errors are the SDK's age, not FieldKit's:
# every diagnostic is classified by Tools/AppleSDK/classify.py against
# Tools/AppleSDK/sdk-age.txt (each pattern with its reason) and only
# FieldKit's own fail the check.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
started=$SECONDS

mirror="${FIELDKIT_SDK_MIRROR:-/work/.mirror/itsnebulalol+sdks/repo}"
if ! git -C "$mirror" rev-parse -q --verify 'HEAD^{tree}' >/dev/null 2>&1; then
    echo "typecheck-apple-sdk: skipped: no SDK mirror at $mirror (a git mirror of github.com/itsnebulalol/sdks; set FIELDKIT_SDK_MIRROR)"
    exit 0
fi

# Each platform's SDK: the mirror's folder name, and the name it is extracted
# under, Xcode's (clang reads the platform from it and warns when it reads
# "macOS" rather than "MacOSX").
declare -A sdk_of=([macos]=MacOSX14.0.sdk [catalyst]=MacOSX14.0.sdk [ios]=iPhoneOS17.0.sdk)
declare -A mirror_folder=([MacOSX14.0.sdk]=macOS14.0.sdk [iPhoneOS17.0.sdk]=iPhoneOS17.0.sdk)
declare -A triple=([macos]=arm64-apple-macos14.0 [catalyst]=arm64-apple-ios17.0-macabi [ios]=arm64-apple-ios17.0)
platforms=("$@")
[ ${#platforms[@]} -eq 0 ] && platforms=(macos catalyst ios)
for p in "${platforms[@]}"; do
    if [ -z "${triple[$p]:-}" ]; then
        echo "typecheck-apple-sdk: unknown platform $p (macos catalyst ios)" >&2
        exit 1
    fi
done

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
version="$(swiftc --version 2>&1 | sed -n 's/.*Swift version \([^ ]*\).*/\1/p' | head -1)"
# Bump when the extraction, the patches, the resource folder or the API notes
# change (the module cache does not notice a changed API notes file).
recipe=2
cache="${FIELDKIT_APPLE_SDK_CACHE:-$root/.build/apple-sdk}/swift-$version-r$recipe"
mkdir -p "$cache"

# --- The SDKs, extracted from the mirror ------------------------------------------

# What a type-check reads: headers, module maps, API notes, .swiftinterface
# files, SDKSettings. Left out: link stubs (.tbd, of which the mirror lacks a
# few), libraries, private frameworks, Perl.
extract_sdk() {
    local name=$1 dest="$cache/sdk/$1" tree
    tree="$(git -C "$mirror" rev-parse "HEAD:${mirror_folder[$name]}")"
    [ "$(cat "$dest.stamp" 2>/dev/null)" = "$tree" ] && return 0
    echo "   extracting ${mirror_folder[$name]} from $mirror as $name"
    rm -rf "$dest" "$dest.stamp"
    mkdir -p "$cache/sdk"
    # git prints an error for a blob the partial mirror lacks outside these
    # paths; only the exit status tells.
    git -C "$mirror" archive --format=tar "$tree" -- . \
        ':(exclude)*.tbd' ':(exclude)*.dylib' ':(exclude)*/PrivateFrameworks/*' \
        ':(exclude)System/Library/Perl/*' ':(exclude)usr/share/*' ':(exclude)usr/bin/*' \
        ':(exclude)usr/libexec/*' 2>"$cache/sdk/$name.archive.log" >"$cache/sdk/$name.tar"
    mkdir -p "$dest"
    tar -xf "$cache/sdk/$name.tar" -C "$dest"
    rm -f "$cache/sdk/$name.tar"
    # A symbolic link in the SDK, stored as a copy of its target.
    if [ -d "$dest/usr/include/libxml2/libxml" ] && [ ! -L "$dest/usr/include/libxml2/libxml" ]; then
        rm -rf "$dest/usr/include/libxml2/libxml"
        ln -s ../libxml "$dest/usr/include/libxml2/libxml"
    fi
    # Skip the interfaces' function bodies, inlinable ones included.
    find "$dest" -name '*.swiftinterface' -print0 |
        xargs -0 sed -i '/^\/\/ swift-module-flags:/s/$/ -experimental-skip-all-function-bodies -target-min-inlining-version target/'
    replace_observable_macros "$dest"
    echo "$tree" >"$dest.stamp"
}

# The toolchain's Observation macro plugin adds members the Xcode 15
# declarations do not name; the declarations of the toolchain's own
# Observation interface (the same macros, matching the plugin) replace them.
replace_observable_macros() {
    local sdk=$1 ours="$toolchain/lib/swift_static/linux/Observation.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" file
    [ -f "$ours" ] || ours="$toolchain/lib/swift/linux/Observation.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    # Mac Catalyst's is under System/iOSSupport.
    find "$sdk" -path '*/Observation.swiftmodule/*.swiftinterface' -print0 |
        while IFS= read -r -d '' file; do python3 "$here/replace-macros.py" "$ours" "$file"; done
}

# --- The resource folder ----------------------------------------------------------

resource="$cache/resource"
if [ ! -f "$resource/ready" ]; then
    rm -rf "$resource"
    mkdir -p "$resource/apinotes"
    ln -s "$toolchain/lib/swift/clang" "$resource/clang"
    ln -s "$toolchain/lib/swift/shims" "$resource/shims"
    ln -s "$toolchain/lib/swift/apinotes/std.apinotes" "$resource/apinotes/std.apinotes"
    touch "$resource/ready"
fi
cp "$here"/apinotes/*.apinotes "$resource/apinotes/"

# --- Type-checking ----------------------------------------------------------------

failures=0
typecheck_platform() {
    local p=$1 target=${triple[$1]} sdk="$cache/sdk/${sdk_of[$1]}"
    local out="$cache/modules/$p" logs="$cache/logs/$p" t0=$SECONDS
    rm -rf "$out" "$logs"
    mkdir -p "$out" "$logs" "$cache/module-cache/$p"
    # Where modules are found, for the compiler and the symbol graph tool.
    local lookup=(-target "$target" -sdk "$sdk" -resource-dir "$resource" -I "$out"
        -module-cache-path "$cache/module-cache/$p")
    [ "$p" = catalyst ] && lookup+=(-Fsystem "$sdk/System/iOSSupport/System/Library/Frameworks")
    local flags=("${lookup[@]}" -swift-version 6 -diagnostic-style llvm
        -Xfrontend -experimental-allow-module-with-compiler-errors)
    echo "== $p ($target, ${sdk_of[$p]})"
    local module sources broken=0
    # Runs the compiler; errors are expected (the SDK's age), so its status
    # only counts when it failed without saying why (a crash, a missing SDK
    # file) or wrote no module.
    compile() {
        local unit=$1 status=0
        shift
        swiftc "$@" >"$logs/$unit.log" 2>&1 || status=$?
        if [ $status -ne 0 ] && ! grep -q ': error: ' "$logs/$unit.log"; then
            tail -20 "$logs/$unit.log"
            echo "   FAIL $unit: the compiler exited with $status and no error diagnostic"
            broken=1
        fi
    }
    # The package's modules, built in order; a module with errors is still
    # written, so the code after it is checked too.
    for module in FieldKit FieldKitTesting FieldKitSwiftUI; do
        mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
        compile "$module" -emit-module -parse-as-library -wmo "${flags[@]}" -package-name FieldKit \
            -module-name "$module" -emit-module-path "$out/$module.swiftmodule" "${sources[@]}"
        if [ ! -f "$out/$module.swiftmodule" ]; then
            echo "   FAIL $module: no module written"
            broken=1
        fi
    done
    # App code: outside the package, each folder its own module.
    mapfile -t sources < <(find "$root/Examples" -name '*.swift' | sort)
    compile Examples -typecheck -parse-as-library "${flags[@]}" -module-name FieldKitExamples "${sources[@]}"
    mapfile -t sources < <(find "$root/Tools/AppleStubs/MustPass" -name '*.swift' | sort)
    compile MustPass -typecheck -parse-as-library "${flags[@]}" -module-name FieldKitMustPass "${sources[@]}"
    # No public name of FieldKit's may collide with one the SDK imports: each
    # is named, unqualified, in app code that imports Foundation, SwiftUI and
    # the toolkit too.
    local kit=UIKit graphs="$out/symbol-graphs"
    [ "$p" = macos ] && kit=AppKit
    mkdir -p "$graphs"
    for module in FieldKit FieldKitTesting FieldKitSwiftUI; do
        if ! swift-symbolgraph-extract -module-name "$module" "${lookup[@]}" \
            -minimum-access-level public -output-dir "$graphs" >"$logs/$module.graph.txt" 2>&1; then
            cat "$logs/$module.graph.txt"
            echo "   FAIL $module: no symbol graph"
            broken=1
        fi
    done
    if [ $broken -eq 0 ] && python3 "$here/public-names.py" "$kit" "$out/PublicNames.swift" \
        "$graphs"/FieldKit.symbols.json "$graphs"/FieldKitTesting.symbols.json \
        "$graphs"/FieldKitSwiftUI.symbols.json; then
        compile PublicNames -typecheck -parse-as-library "${flags[@]}" -module-name FieldKitPublicNames \
            "$out/PublicNames.swift"
    else
        broken=1
    fi
    if ! python3 "$here/classify.py" "$here/sdk-age.txt" "$p" "$root" "$logs"/*.log || [ $broken -ne 0 ]; then
        failures=$((failures + 1))
    fi
    echo "   $p: $((SECONDS - t0)) s"
}

echo "typecheck-apple-sdk: ${platforms[*]} against $mirror"
for p in "${platforms[@]}"; do extract_sdk "${sdk_of[$p]}"; done
for p in "${platforms[@]}"; do typecheck_platform "$p"; done
echo "typecheck-apple-sdk: ${platforms[*]} in $((SECONDS - started)) s"
if [ $failures -ne 0 ]; then
    echo "typecheck-apple-sdk: FieldKit's own diagnostics on $failures platform(s)"
    exit 1
fi

#!/usr/bin/env bash
# Builds FieldKit's documentation: one DocC archive per library target, from
# the symbol graphs of the debug build and the catalog beside the sources,
# with every DocC warning (a broken symbol link, an undocumented parameter)
# treated as an error.
#
#   bash Scripts/docs.sh            # archives in .build/docs/archives
#   DOCS_OUTPUT=/tmp/site bash Scripts/docs.sh
#
# To read them: serve .build/docs/archives/FieldKitDocumentation.doccarchive
# with any static web server (python3 -m http.server) and open
# /documentation/fieldkit.
#
# The symbol graphs are extracted from the ordinary debug build, made with
# the same flags as `make test-core` (Scripts/make/10-core.mk) so that after
# the tests this build is a no-op. They are not emitted by the compiler
# (-emit-symbol-graph) because that copies every `@_exported` module into the
# adapter's graph: FieldKitSwiftUI and FieldKitGtk would each document the
# whole core a second time.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$PWD/.build/docs"
out="${DOCS_OUTPUT:-$scratch/archives}"
bundle_prefix=org.fieldkit
mkdir -p "$scratch" "$out"

modules=(FieldKit FieldKitSwiftUI)
# FieldKitGtk and its system library exist only in the Linux package graph.
if [ "$(uname -s)" = Linux ]; then modules+=(FieldKitGtk); fi

swift build -Xswiftc -warnings-as-errors
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
triple=$(basename "$(dirname "$bin")")

# FieldKitSwiftUI's sources are Apple-only, so its Linux build is empty. Its
# pages come instead from the module that Tools/AppleStubs/typecheck.sh
# compiles on Linux: the real sources, type-checked against the iOS flavour
# of the API stubs. That module is rebuilt here when a source is newer.
stub_modules="$PWD/Tools/AppleStubs/.build-ios/debug/Modules"
swiftui_from_stubs=false
if [ -f Tools/AppleStubs/typecheck.sh ]; then
    # A stamp, not the module's date: a doc-comment edit rewrites only the
    # .swiftdoc beside the module.
    stamp="$scratch/apple-stubs-ios.stamp"
    if [ ! -e "$stub_modules/FieldKitSwiftUI.swiftmodule" ] || [ ! -e "$stamp" ] ||
        [ -n "$(find Sources/FieldKit Sources/FieldKitSwiftUI Tools/AppleStubs/Stubs \
            -name '*.swift' -newer "$stamp" -print -quit)" ]; then
        bash Tools/AppleStubs/typecheck.sh ios
        touch "$stamp"
    fi
    swiftui_from_stubs=true
fi

extract() {
    local module=$1 dir=$2
    local search=(-I "$bin/Modules" -module-cache-path "$bin/ModuleCache")
    local extra=()
    if [ "$module" = FieldKitGtk ]; then
        # CGtk4 is a system library: its headers come from pkg-config.
        read -r -a extra <<<"$(pkg-config --cflags-only-I gtk4)"
        extra+=(-Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap")
    elif [ "$module" = FieldKitSwiftUI ] && $swiftui_from_stubs; then
        search=(-I "$stub_modules" -module-cache-path "$scratch/stub-module-cache")
        # Members every View gets from the (stub) SwiftUI module are not
        # FieldKit's to document.
        extra=(-skip-synthesized-members)
    fi
    swift-symbolgraph-extract -module-name "$module" -target "$triple" \
        "${search[@]}" "${extra[@]}" \
        -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$dir"
}

# Each catalog gets exactly its module's graphs: the module's own file plus
# one file per module it extends (Module@Other.symbols.json).
convert() {
    local module=$1
    shift
    local dir="$scratch/graphs/$module"
    rm -rf "$dir" "$out/$module.doccarchive"
    mkdir -p "$dir"
    extract "$module" "$dir"
    echo "docs: $module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$dir" \
        --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$bundle_prefix.$module" \
        --fallback-default-module-kind "Framework" \
        --enable-experimental-external-link-support \
        --warnings-as-errors \
        "$@"
    # DocC files a top-level symbol that no topic group names under a
    # generated group ("Structures", "Classes") without a warning; every
    # public type is meant to be curated in the catalog's module page.
    local page
    page="$out/$module.doccarchive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module").json"
    if grep -q '"generated":true' "$page"; then
        echo "docs: $module has public symbols outside its topic groups; add them to" \
            "Sources/$module/$module.docc/$module.md:" >&2
        grep -o '{[^{}]*"generated":true[^{}]*}' "$page" | grep -o 'documentation\\/[^"]*' |
            sed 's#\\/#/#g; s/^/  /' >&2
        return 1
    fi
}

# The articles' code: a Swift block marked `<!-- typecheck: FLAVOUR -->` on
# the line before its fence is type-checked, so an example that no longer
# matches the API fails here rather than in a reader's project.
#   core: each block alone, as a function body, against FieldKit;
#   gtk:  an article's blocks together as one main.swift, against FieldKitGtk;
#   ios:  an article's blocks together, against FieldKitSwiftUI as compiled
#         against the iOS API stubs.
article_code() {
    local flavour=$1 wrap=$2 article=$3 file=$4
    awk -v flavour="$flavour" -v wrap="$wrap" '
        BEGIN { if (wrap) print "import FieldKit\n" }
        /^<!-- typecheck: [a-z]+ -->$/ { marked = ($3 == flavour); next }
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
    ' "$article" >"$file"
}

typecheck_articles() {
    local flavour=$1 wrap=$2
    shift 2
    local article file checked=0
    for article in Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md; do
        [ -f "$article" ] || continue
        file="$scratch/article-code/$flavour/$(basename "$article" .md)/main.swift"
        mkdir -p "$(dirname "$file")"
        article_code "$flavour" "$wrap" "$article" "$file" || continue
        # Warnings fail too, except an unused result: `chain.next() // .email`
        # is how an example shows a value.
        if ! swiftc -typecheck -swift-version 6 "$@" "$file" >"$file.log" 2>&1 ||
            grep 'warning:' "$file.log" | grep -qv '\[#no-usage\]'; then
            cat "$file.log" >&2
            echo "docs: the code in $article does not compile cleanly ($flavour); see $file" >&2
            return 1
        fi
        checked=$((checked + 1))
    done
    echo "docs: article code type-checked ($flavour): $checked article(s)"
}

typecheck_articles core 1 -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
if [ "$(uname -s)" = Linux ]; then
    read -r -a gtk_includes <<<"$(pkg-config --cflags-only-I gtk4)"
    typecheck_articles gtk 0 -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" "${gtk_includes[@]}" \
        -Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap"
fi
if $swiftui_from_stubs; then
    typecheck_articles ios 0 -I "$stub_modules" -module-cache-path "$scratch/stub-module-cache"
fi

# The core first: the adapters' catalogs link into it (``/FieldKit/...``)
# through its archive's link metadata.
convert FieldKit
for module in "${modules[@]:1}"; do
    convert "$module" --dependency "$out/FieldKit.doccarchive"
done

# One archive with every module, for hosting: links between the modules'
# pages only work when they are served together.
archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
rm -rf "$out/FieldKitDocumentation.doccarchive"
docc merge "${archives[@]}" --output-path "$out/FieldKitDocumentation.doccarchive" \
    --synthesized-landing-page-name FieldKit --synthesized-landing-page-kind Package

echo "docs: archives in $out (${modules[*]}, and all of them in FieldKitDocumentation.doccarchive)"

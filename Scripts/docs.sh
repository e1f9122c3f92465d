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

modules=(FieldKit FieldKitSwiftUI FieldKitTesting)
# FieldKitGtk and its system library exist only in the Linux package graph.
if [ "$(uname -s)" = Linux ]; then modules+=(FieldKitGtk); fi

swift build -Xswiftc -warnings-as-errors
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
triple=$(basename "$(dirname "$bin")")

# FieldKitSwiftUI's sources are Apple-only, so its Linux build is empty. Its
# pages come instead from the modules that Tools/AppleStubs/typecheck.sh
# builds for the real Apple targets: the iOS and the macOS build, whose graphs
# DocC merges (what they share once, the UIKit- and AppKit-only declarations
# apart). typecheck.sh leaves, beside each build, the compiler flags it used
# (`flags`, one per line). A platform is rebuilt here only when a source is
# newer than its build (after `make typecheck-apple` none is).
apple_builds=.build/apple-typecheck/current/modules
stub_build_is_current() {
    local build="$apple_builds/$1"
    [ -f "$build/flags" ] && [ -f "$build/FieldKitSwiftUI.swiftmodule" ] &&
        [ -z "$(find Sources/FieldKit Sources/FieldKitSwiftUI Tools/AppleStubs/Stubs -name '*.swift' \
            -newer "$build/FieldKitSwiftUI.swiftmodule" -print -quit)" ]
}
apple_flavours=(ios macos)
swiftui_from_stubs=false
if [ -f Tools/AppleStubs/typecheck.sh ]; then
    stale=()
    for flavour in "${apple_flavours[@]}"; do stub_build_is_current "$flavour" || stale+=("$flavour"); done
    if [ ${#stale[@]} -gt 0 ]; then bash Tools/AppleStubs/typecheck.sh "${stale[@]}"; fi
    swiftui_from_stubs=true
fi

extract() {
    local module=$1 dir=$2
    local flags=(-minimum-access-level public -emit-extension-block-symbols)
    if [ "$module" = FieldKitSwiftUI ] && $swiftui_from_stubs; then
        # Members every View gets from the (stub) SwiftUI module are not
        # FieldKit's to document. One subfolder per flavour: the file names
        # are the same, and DocC reads the folder recursively.
        local apple_flags
        for flavour in "${apple_flavours[@]}"; do
            mkdir -p "$dir/$flavour"
            # The target, -I, module cache (and -sdk) the build used.
            mapfile -t apple_flags <"$apple_builds/$flavour/flags"
            swift-symbolgraph-extract -module-name "$module" "${apple_flags[@]}" \
                "${flags[@]}" -skip-synthesized-members -output-dir "$dir/$flavour"
        done
        return
    fi
    if [ "$module" = FieldKitGtk ]; then
        # CGtk4 is a system library: its headers come from pkg-config.
        read -r -a gtk_includes <<<"$(pkg-config --cflags-only-I gtk4)"
        flags+=("${gtk_includes[@]}" -Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap")
    fi
    swift-symbolgraph-extract -module-name "$module" -target "$triple" \
        -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" "${flags[@]}" -output-dir "$dir"
}

# Each catalog gets exactly its module's graphs: the module's own file plus
# one file per module it extends (Module@Other.symbols.json), for each
# Apple flavour in the case of FieldKitSwiftUI.
build_archive() {
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
    # A type with an extension file in the catalog has its members sorted
    # into topic groups by hand; a member added later must join one.
    local extension type missing
    for extension in "Sources/$module/$module.docc/Extensions/"*.md; do
        [ -f "$extension" ] || continue
        type=$(basename "$extension" .md)
        page="$out/$module.doccarchive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module/$type").json"
        # Generated groups also hold the See Also links to the type's
        # siblings and the protocol default implementations: keep only the
        # type's own members.
        missing=$(grep -o '{[^{}]*"generated":true[^{}]*}' "$page" | grep -o 'documentation\\/[^"]*' |
            sed 's#\\/#/#g' | grep "^documentation/$module/$type/" | grep -v -- '-Implementations$' |
            sed 's/^/  /' || true)
        if [ -n "$missing" ]; then
            echo "docs: $type has members outside its topic groups; add them to $extension:" >&2
            echo "$missing" >&2
            return 1
        fi
    done
}

# The documents' code: a Swift block marked `<!-- typecheck: FLAVOUR -->` on
# the line before its fence (Scripts/doc-code.sh) is type-checked, so an
# example that no longer matches the API fails here rather than in a reader's
# project.
#   core:    each block alone, as a function body, against FieldKit;
#   main:    a document's blocks together as one main.swift, against FieldKit;
#   gtk:     a document's blocks together as one main.swift, against FieldKitGtk;
#   testing: a document's blocks together as one file, against FieldKitTesting
#            and the toolchain's Swift Testing.
# The swiftui and uikit blocks are type-checked by `make typecheck-apple`, for
# every Apple platform Package.swift declares.
typecheck_articles() {
    local flavour=$1 wrap=$2 label=$3
    shift 3
    local article file checked=0
    for article in README.md Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md; do
        [ -f "$article" ] || continue
        file="$scratch/article-code/$label/$(basename "$article" .md)/main.swift"
        mkdir -p "$(dirname "$file")"
        bash Scripts/doc-code.sh "$flavour" "$wrap" "$article" >"$file" || continue
        # Warnings fail too, except an unused result: `chain.next() // .email`
        # is how an example shows a value.
        if ! swiftc -typecheck -swift-version 6 "$@" "$file" >"$file.log" 2>&1 ||
            grep 'warning:' "$file.log" | grep -qv '\[#no-usage\]'; then
            cat "$file.log" >&2
            echo "docs: the code in $article does not compile cleanly ($label); see $file" >&2
            return 1
        fi
        checked=$((checked + 1))
    done
    echo "docs: document code type-checked ($label): $checked document(s)"
}

# Every Swift block of the documents is marked, so none goes unchecked by
# accident: a Package.swift excerpt says `<!-- typecheck: fragment -->`.
unmarked=$(for article in README.md Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md; do
    awk -v file="$article" '/^```swift$/ && previous !~ /^<!-- typecheck: [a-z ]+ -->$/ { print file ":" NR }
        { previous = $0 }' "$article"
done)
if [ -n "$unmarked" ]; then
    echo "docs: Swift blocks without a <!-- typecheck: ... --> line (see Scripts/doc-code.sh):" >&2
    echo "$unmarked" >&2
    exit 1
fi

typecheck_articles core 1 core -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
typecheck_articles main 0 main -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
typecheck_articles testing 0 testing -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" -parse-as-library
if [ "$(uname -s)" = Linux ]; then
    read -r -a gtk_includes <<<"$(pkg-config --cflags-only-I gtk4)"
    typecheck_articles gtk 0 gtk -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" "${gtk_includes[@]}" \
        -Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap"
fi

# The examples in doc comments (a ```swift fence inside `///` lines), which
# Quick Help and the DocC pages show: Scripts/doc-comment-code.py writes each
# module's examples into one file, each example a function body after the
# module's imports and the names Scripts/doc-comment-context/MODULE.swift
# declares; a block marked `<!-- typecheck: fragment -->` is left out. Same
# rule as the articles: errors and warnings fail, except an unused value.
# `package` declarations are visible with the package name SwiftPM used.
# FieldKitSwiftUI's examples are type-checked by `make typecheck-apple`.
typecheck_doc_comments() {
    local module=$1
    shift
    local file="$scratch/doc-comment-code/$module.swift" package
    mkdir -p "$(dirname "$file")"
    package=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)
    python3 Scripts/doc-comment-code.py "$module" "$file"
    if ! swiftc -typecheck -parse-as-library -swift-version 6 -module-name DocCommentCode -package-name "$package" "$@" "$file" \
        >"$file.log" 2>&1 || grep 'warning:' "$file.log" | grep -qv '\[#no-usage\]'; then
        cat "$file.log" >&2
        echo "docs: the doc-comment examples of $module do not compile cleanly; see $file" >&2
        return 1
    fi
}
typecheck_doc_comments FieldKit -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
typecheck_doc_comments FieldKitTesting -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
if [ "$(uname -s)" = Linux ]; then
    typecheck_doc_comments FieldKitGtk -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" "${gtk_includes[@]}" \
        -Xcc "-fmodule-map-file=$PWD/Sources/CGtk4/module.modulemap"
fi

# The core first: the adapters' catalogs link into it (``/FieldKit/...``)
# through its archive's link metadata.
build_archive FieldKit
for module in "${modules[@]:1}"; do
    build_archive "$module" --dependency "$out/FieldKit.doccarchive"
done

# One archive with every module, for hosting: links between the modules'
# pages only work when they are served together.
archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
rm -rf "$out/FieldKitDocumentation.doccarchive"
docc merge "${archives[@]}" --output-path "$out/FieldKitDocumentation.doccarchive" \
    --synthesized-landing-page-name FieldKit --synthesized-landing-page-kind Package

echo "docs: archives in $out (${modules[*]}, and all of them in FieldKitDocumentation.doccarchive)"

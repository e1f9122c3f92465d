// swift-tools-version: 6.0
import PackageDescription

// Linux-only type-check of the Apple adapter. `typecheck.sh` mirrors the real
// sources into Checked/ (symlinks, one per file) and builds this package once
// per flavour, each in its own scratch path, so that `canImport(UIKit)` holds
// only in the iOS build and `canImport(AppKit)` only in the macOS build.
//
// The stub modules are named like Apple's (`SwiftUI`, `UIKit`, `AppKit`,
// `ObjectiveC`) and hold only what FieldKitSwiftUI and Examples use. The core
// is compiled from its own sources here rather than as a dependency on the
// root package, because SwiftPM rejects two packages that both declare a
// target named `FieldKitSwiftUI`.
let flavor = Context.environment["STUB_FLAVOR"] ?? "ios"
let toolkit = flavor == "macos" ? "AppKit" : "UIKit"

let package = Package(
    name: "AppleStubs",
    targets: [
        .target(name: "ObjectiveC", path: "Stubs/ObjectiveC"),
        .target(name: toolkit, dependencies: ["ObjectiveC"], path: "Stubs/\(toolkit)"),
        .target(name: "SwiftUI", dependencies: [.target(name: toolkit)], path: "Stubs/SwiftUI"),
        .target(name: "FieldKit", path: "Checked/FieldKit"),
        .target(
            name: "FieldKitSwiftUI",
            dependencies: ["FieldKit", "SwiftUI", .target(name: toolkit)],
            path: "Checked/FieldKitSwiftUI"
        ),
        .target(
            name: "FieldKitExamples",
            dependencies: ["FieldKitSwiftUI", "SwiftUI", .target(name: toolkit)],
            path: "Checked/Examples"
        ),
        .target(
            name: "FieldKitMustPass",
            dependencies: ["FieldKitSwiftUI", "SwiftUI", .target(name: toolkit)],
            path: "MustPass"
        ),
    ],
    swiftLanguageModes: [.v6]
)

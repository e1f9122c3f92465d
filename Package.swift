// swift-tools-version: 6.2
import PackageDescription

// The core (`FieldKit`) and the SwiftUI adapter build everywhere; the SwiftUI
// adapter's sources are empty outside Apple platforms. The GTK targets exist
// only on Linux, where `CGtk4` finds GTK 4 through pkg-config.
var products: [Product] = [
    .library(name: "FieldKit", targets: ["FieldKit"]),
    .library(name: "FieldKitSwiftUI", targets: ["FieldKitSwiftUI"]),
    .library(name: "FieldKitTesting", targets: ["FieldKitTesting"]),
]

var targets: [Target] = [
    .target(name: "FieldKit"),
    .target(name: "FieldKitSwiftUI", dependencies: ["FieldKit"]),
    // Simulated native fields for testing forms without a device; no test framework in its API.
    .target(name: "FieldKitTesting", dependencies: ["FieldKit"]),
    .testTarget(
        name: "FieldKitTests",
        dependencies: ["FieldKit", "FieldKitTesting"],
        resources: [.copy("Golden")]
    ),
]

#if os(Linux)
    // CGtk4 reads a project-local pkg-config file (see the comment in it) so
    // the build stays free of SwiftPM's "prohibited flag(s)" warning. SwiftPM
    // accepts an absolute path as the pkg-config name; the path is this
    // manifest's own directory, so a fresh clone builds with plain `swift build`.
    let packageDirectory = String(#filePath.dropLast("/Package.swift".count))
    products += [
        .library(name: "FieldKitGtk", targets: ["FieldKitGtk"]),
        .executable(name: "fieldkit-demo", targets: ["fieldkit-demo"]),
    ]
    targets += [
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: packageDirectory + "/Sources/CGtk4/fieldkit-gtk4.pc",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "FieldKitGtk", dependencies: ["FieldKit", "CGtk4"]),
        .executableTarget(name: "fieldkit-demo", dependencies: ["FieldKit", "FieldKitGtk", "CGtk4"]),
        .testTarget(name: "FieldKitGtkTests", dependencies: ["FieldKit", "FieldKitGtk", "CGtk4"]),
    ]
#endif

let package = Package(
    name: "FieldKit",
    // Observation (@Observable) needs these on Apple platforms. Each one is
    // type-checked for its own target triple by `make typecheck-apple`. Not
    // tvOS or watchOS: README.md ("Platforms") says why.
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1), .macCatalyst(.v17)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)

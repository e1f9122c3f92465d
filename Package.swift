// swift-tools-version: 6.0
import PackageDescription

// The core (`FieldKit`) and the SwiftUI adapter build everywhere; the SwiftUI
// adapter's sources are empty outside Apple platforms. The GTK targets exist
// only on Linux, where `CGtk4` finds GTK 4 through pkg-config.
var products: [Product] = [
    .library(name: "FieldKit", targets: ["FieldKit"]),
    .library(name: "FieldKitSwiftUI", targets: ["FieldKitSwiftUI"]),
]

var targets: [Target] = [
    .target(name: "FieldKit"),
    .target(name: "FieldKitSwiftUI", dependencies: ["FieldKit"]),
    .testTarget(
        name: "FieldKitTests",
        dependencies: ["FieldKit"],
        resources: [.copy("Golden")]
    ),
]

#if os(Linux)
    products += [
        .library(name: "FieldKitGtk", targets: ["FieldKitGtk"]),
        .executable(name: "fieldkit-demo", targets: ["fieldkit-demo"]),
    ]
    targets += [
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "FieldKitGtk", dependencies: ["FieldKit", "CGtk4"]),
        .executableTarget(name: "fieldkit-demo", dependencies: ["FieldKit", "FieldKitGtk", "CGtk4"]),
        .testTarget(name: "FieldKitGtkTests", dependencies: ["FieldKit", "FieldKitGtk", "CGtk4"]),
    ]
#endif

let package = Package(
    name: "FieldKit",
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)

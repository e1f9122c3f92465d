// swift-tools-version: 6.0
import PackageDescription

// A nested package so that the library itself has no benchmark dependency.
let package = Package(
    name: "FieldKitBenchmarks",
    dependencies: [.package(name: "FieldKit", path: "..")],
    targets: [
        .executableTarget(
            name: "fieldkit-benchmarks",
            dependencies: [
                .product(name: "FieldKit", package: "FieldKit"),
                .product(name: "FieldKitTesting", package: "FieldKit"),
            ],
            path: "Sources/FieldKitBenchmarks"
        ),
        .target(name: "CHeapUsage", path: "Sources/CHeapUsage"),
        .executableTarget(
            name: "fieldkit-soak",
            dependencies: [
                "CHeapUsage", .product(name: "FieldKit", package: "FieldKit"),
                .product(name: "FieldKitTesting", package: "FieldKit"),
            ],
            path: "Sources/FieldKitSoak"
        ),
    ],
    swiftLanguageModes: [.v6]
)

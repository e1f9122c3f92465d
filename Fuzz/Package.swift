// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for the core, in a nested package so the library has no
// fuzzing dependency and the sanitizer build gets its own scratch path.
// Build with `-Xswiftc -sanitize=fuzzer,address` (see Scripts/make/50-reliability.mk).
let package = Package(
    name: "FieldKitFuzz",
    dependencies: [.package(name: "FieldKit", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "FieldKit", package: "FieldKit")]),
        .executableTarget(
            name: "fuzz-editing",
            dependencies: ["FuzzSupport", .product(name: "FieldKit", package: "FieldKit")]
        ),
        .executableTarget(
            name: "fuzz-coordinator",
            dependencies: [
                "FuzzSupport", .product(name: "FieldKit", package: "FieldKit"),
                .product(name: "FieldKitTesting", package: "FieldKit"),
            ]
        ),
        .executableTarget(
            name: "fuzz-formats",
            dependencies: ["FuzzSupport", .product(name: "FieldKit", package: "FieldKit")]
        ),
        .executableTarget(
            name: "fuzz-live",
            dependencies: [
                "FuzzSupport", .product(name: "FieldKit", package: "FieldKit"),
                .product(name: "FieldKitTesting", package: "FieldKit"),
            ]
        ),
        .executableTarget(
            name: "fuzz-focus",
            dependencies: [
                "FuzzSupport", .product(name: "FieldKit", package: "FieldKit"),
                .product(name: "FieldKitTesting", package: "FieldKit"),
            ]
        ),
        .executableTarget(
            name: "fuzz-phone",
            dependencies: ["FuzzSupport", .product(name: "FieldKit", package: "FieldKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

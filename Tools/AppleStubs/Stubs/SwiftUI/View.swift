// Stubs of the SwiftUI declarations FieldKit and its examples use, checked
// against the SDK interface (or, where none was read, the documentation page)
// cited beside each one, with the isolation Apple declares (`@MainActor
// @preconcurrency` on the view protocols and their requirements,
// `nonisolated` on view modifiers and control initializers). Bodies
// are never run. Apple's own SwiftUI re-exports Foundation through its
// toolkit; the stub does the same.
#if canImport(UIKit)
    @_exported import UIKit
#elseif canImport(AppKit)
    @_exported import AppKit
#endif

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@MainActor @preconcurrency public protocol View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    associatedtype Body: View
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    // (documented with its result builder, which is ViewBuilder for views)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
extension Never: View {
    // Doc: https://developer.apple.com/documentation/swiftui/never/body-swift.property
    public typealias Body = Never
    // Doc: https://developer.apple.com/documentation/swiftui/never/body-swift.property
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@resultBuilder public struct ViewBuilder {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildBlock() -> EmptyView { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (`@frozen` and not actor-isolated there, with `Body == Never` and its
// Sendable conformance unavailable; its initializer is `@inlinable`)
nonisolated public struct TupleView<T>: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init(_ value: T) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct EmptyView: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init() { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (unconstrained; it is a View only when both branches are)
public struct _ConditionalContent<TrueContent, FalseContent> {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (Optional: View)
extension Optional: View where Wrapped: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@MainActor @preconcurrency public protocol ViewModifier {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    associatedtype Body: View
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    typealias Content = _ViewModifier_Content<Self>
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct ModifiedContent<Content, Modifier> {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init(content: Content, modifier: Modifier) { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

extension View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct AnyView: View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init<V: View>(_ view: V) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var body: Never { fatalError() }
}

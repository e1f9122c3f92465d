// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public protocol PreferenceKey {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    associatedtype Value
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    static var defaultValue: Self.Value { get }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public enum Edge: Int8, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    case top, leading, bottom, trailing
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public struct Set: OptionSet, Sendable {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
        public let rawValue: Int8
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
        public static let all = Set(rawValue: 15)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
        public static let horizontal = Set(rawValue: 10)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
        public static let vertical = Set(rawValue: 5)
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
public struct SubmitTriggers: OptionSet, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    // (a `let`, as in the interface)
    public let rawValue: Int
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public init(rawValue: Int) { self.rawValue = rawValue }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    // (A plain escaping closure, not `@Sendable`, in the 26.1 SDK; Xcode
    // 16.2's SDK had made it `@Sendable`, and swift-tools-version 6.2 needs
    // Xcode 26. A non-Sendable closure keeps its caller's main-actor isolation.
    // See PROVENANCE.md.)
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func font(_ font: Font?) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func disabled(_ disabled: Bool) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_StubModifier())
    }

    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (iOS 14, macOS 11; returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> some View
    { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(_StubModifier())
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { modifier(_StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StubModifier())
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
@MainActor @preconcurrency public protocol ToolbarContent {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    associatedtype Body: ToolbarContent
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
@resultBuilder public struct ToolbarContentBuilder {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    // (an opaque result there, so a builder closure's type is not the item's)
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
        content
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
public struct ToolbarItemPlacement {
    // Stub-only: builds the static placements; Apple's own initializers are not used
    private init() {}
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    // (a `static let` of a non-Sendable type in SwiftUI's Swift 5 module;
    // `nonisolated(unsafe)` gives Swift 6 clients the same access here)
    nonisolated(unsafe) public static let keyboard = ToolbarItemPlacement()
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated(unsafe) public static let automatic = ToolbarItemPlacement()
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
// (not actor-isolated in the 26.1 SDK, where its Sendable conformance is
// unavailable; the iOS 18.0 interface declared it `@MainActor
// @preconcurrency`)
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        fatalError()
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    // (Body == Never there. The explicit `return` keeps the requirement's
    // @ToolbarContentBuilder off this body, whose block is opaque.)
    public var body: Never { return fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
extension Never: ToolbarContent {}

extension View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    { modifier(_StubModifier()) }
}

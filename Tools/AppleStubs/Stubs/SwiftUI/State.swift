// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public protocol DynamicProperty {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var projectedValue: Binding<Value> { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init(projectedValue: Binding<Value>) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (Sendable conformance)
extension Binding: @unchecked Sendable where Value: Sendable {}
// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
extension Binding: DynamicProperty {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@propertyWrapper public struct State<Value>: DynamicProperty {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init(wrappedValue value: Value) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init() where Value: ExpressibleByNilLiteral { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var projectedValue: Binding<Value> { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (a checked conditional conformance, as the interface declares; Binding's
// is `@unchecked`)
extension State: Sendable where Value: Sendable {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
// (iOS 15; `@frozen`, and its Sendable conformance is explicitly unavailable)
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    @propertyWrapper public struct Binding {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
        // (no `init(projectedValue:)` in that interface, so the stub has none:
        // a `$focus` argument to an `@FocusState.Binding` parameter is not
        // modelled)
        // Stub-only: stands in for Apple's internal storage, so that, as there, no public or implicit `init()` exists
        private let storage: Void
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public init() where Value == Bool { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public init<T: Hashable>() where Value == T? { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public protocol EnvironmentKey {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    associatedtype Value
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    static var defaultValue: Self.Value { get }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct EnvironmentValues {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
}

extension EnvironmentValues {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    case leftToRight
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    case rightToLeft
}

extension EnvironmentValues {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    public var wrappedValue: Value { fatalError() }
}

extension View {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    { ModifiedContent(content: self, modifier: _EnvironmentKeyWritingModifier<V>()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    )
        -> some View
    { ModifiedContent(content: self, modifier: _StubModifier()) }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
// (`@frozen` and not actor-isolated there, also a `_GraphInputsModifier`,
// with `Body == Never`, a `keyPath` / `value` pair the stub leaves out, and
// its Sendable conformance unavailable)
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
    // (Body == Never there)
    public func body(content: Content) -> Never { fatalError() }
}

/// Stands in for the private modifier types behind `some View` results; it
/// is not an Apple declaration.
// Stub-only: the opaque `some View` results need a concrete modifier type
public struct _StubModifier: ViewModifier {
    // Stub-only: the stand-in modifier's ViewModifier witness
    public func body(content: Content) -> Never { fatalError() }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (`@frozen`)
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case leading
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case center
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case trailing
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (iOS 15, macOS 12)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case xSmall
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case small
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case medium
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case large
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case xLarge
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case xxLarge
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case xxxLarge
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case accessibility1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case accessibility2
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case accessibility3
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case accessibility4
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    case accessibility5
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { fatalError() }
}

extension EnvironmentValues {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    public var multilineTextAlignment: TextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (iOS 15, macOS 12)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
}

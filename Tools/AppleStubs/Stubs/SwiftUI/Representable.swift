// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct Transaction {}

#if canImport(UIKit)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        associatedtype UIViewType: UIView
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        associatedtype Coordinator = Void
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        typealias Context = UIViewRepresentableContext<Self>
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency static func dismantleUIView(
            _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
        ) -> CGSize?
    }

    extension UIViewRepresentable {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        // (Body == Never: the protocol's own `where Self.Body == Never`)
        public var body: Never { fatalError() }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension UIViewRepresentable where Self.Coordinator == Void {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    // (the documentation page lists a Sendable conformance; the interface
    // states none, and a main-actor-isolated struct is Sendable anyway)
    @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable>:
        Sendable
    {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
    public struct TextInputAutocapitalization: Sendable {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public static var never: TextInputAutocapitalization { fatalError() }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        public static var words: TextInputAutocapitalization { fatalError() }
    }

    extension View {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
            modifier(_StubModifier())
        }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
            modifier(_StubModifier())
        }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUI)
        @available(macOS, unavailable)
        nonisolated public func textInputAutocapitalization(
            _ autocapitalization: TextInputAutocapitalization?
        )
            -> some View
        { modifier(_StubModifier()) }
    }
#endif

#if canImport(AppKit)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
    // (macOS only, so absent from the Mac Catalyst interface the UIKit twin
    // above was checked against)
    @MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        associatedtype NSViewType: NSView
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        associatedtype Coordinator = Void
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        typealias Context = NSViewRepresentableContext<Self>
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency static func dismantleNSView(
            _ nsView: Self.NSViewType, coordinator: Self.Coordinator)
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
        ) -> CGSize?
    }

    extension NSViewRepresentable {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        // (Body == Never: the protocol's own `where Self.Body == Never`)
        public var body: Never { fatalError() }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension NSViewRepresentable where Self.Coordinator == Void {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
    // (the documentation page lists a Sendable conformance; the interface
    // states none, and a main-actor-isolated struct is Sendable anyway. Apple
    // names the generic parameter `View`; `Representable` here, as in the
    // UIKit twin, avoids shadowing the View protocol)
    @MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable>:
        Sendable
    {
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 SwiftUI)
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }
#endif

#if canImport(UIKit)
    extension UIColor {
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
        // (iOS 14; unavailable on macOS)
        public convenience init(_ color: Color) { fatalError() }
    }
#endif

#if canImport(AppKit)
    extension NSColor {
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface (macOS14.0.sdk)
        // (macOS 11)
        public convenience init(_ color: Color) { fatalError() }
    }
#endif

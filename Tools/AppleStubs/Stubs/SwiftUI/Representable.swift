// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct Transaction {}

#if canImport(UIKit)
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
    @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        associatedtype UIViewType: UIView
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        associatedtype Coordinator = Void
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        typealias Context = UIViewRepresentableContext<Self>
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency static func dismantleUIView(
            _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
        ) -> CGSize?
    }

    extension UIViewRepresentable {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        // (Body == Never: the protocol's own `where Self.Body == Never`)
        public var body: Never { fatalError() }
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension UIViewRepresentable where Self.Coordinator == Void {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
    // (the documentation page lists a Sendable conformance; the interface
    // states none, and a main-actor-isolated struct is Sendable anyway)
    @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable>:
        Sendable
    {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
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
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS18.0.sdk, iOS 18.0 SwiftUI)
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
    // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable
    // (macOS only, so absent from the iOS interface the UIKit twin above was
    // checked against; the macOS 26.1 interface was sampled but this
    // declaration not reached: unverified, see PROVENANCE.md)
    @MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/nsviewtype
        associatedtype NSViewType: NSView
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/coordinator
        associatedtype Coordinator = Void
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context
        typealias Context = NSViewRepresentableContext<Self>
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:)
        @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:)
        @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
        @MainActor @preconcurrency static func dismantleNSView(
            _ nsView: Self.NSViewType, coordinator: Self.Coordinator)
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/sizethatfits(_:nsview:context:)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
        ) -> CGSize?
    }

    extension NSViewRepresentable {
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable
        // (Body == Never: the protocol's own `where Self.Body == Never`)
        public var body: Never { fatalError() }
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
        public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/sizethatfits(_:nsview:context:)
        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension NSViewRepresentable where Self.Coordinator == Void {
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
    // (the page lists a Sendable conformance)
    @MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable>:
        Sendable
    {
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/transaction
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // Doc: https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/environment
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }
#endif

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/SwiftUICore.framework/Versions/A/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 SwiftUICore)
public struct Transaction {}

#if canImport(UIKit)
    // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
    @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
        associatedtype UIViewType: UIView
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
        associatedtype Coordinator = Void
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
        typealias Context = UIViewRepresentableContext<Self>
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
        @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
        @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        @MainActor @preconcurrency static func dismantleUIView(
            _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
        ) -> CGSize?
    }

    extension UIViewRepresentable {
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
        // (Body == Never: the protocol's own `where Self.Body == Never`)
        public var body: Never { fatalError() }
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension UIViewRepresentable where Self.Coordinator == Void {
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
    // (the page lists a Sendable conformance)
    @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable>:
        Sendable
    {
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }

    // Doc: https://developer.apple.com/documentation/swiftui/textinputautocapitalization
    public struct TextInputAutocapitalization: Sendable {
        // Doc: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
        public static var never: TextInputAutocapitalization { fatalError() }
        // Doc: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
        public static var words: TextInputAutocapitalization { fatalError() }
    }

    extension View {
        // Doc: https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
            modifier(_StubModifier())
        }
        // Doc: https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
            modifier(_StubModifier())
        }
        // Doc: https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
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
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension NSViewRepresentable where Self.Coordinator == Void {
        // Doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
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

// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {}

#if canImport(UIKit)
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable
    @MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
        associatedtype UIViewType: UIView
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
        associatedtype Coordinator = Void
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
        typealias Context = UIViewRepresentableContext<Self>
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
        @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
        @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        @MainActor @preconcurrency static func dismantleUIView(
            _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
        ) -> CGSize?
    }

    extension UIViewRepresentable {
        public var body: Never { fatalError() }
        public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension UIViewRepresentable where Self.Coordinator == Void {
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
    @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/textinputautocapitalization
    public struct TextInputAutocapitalization: Sendable {
        // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
        public static var never: TextInputAutocapitalization { fatalError() }
        // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
        public static var words: TextInputAutocapitalization { fatalError() }
    }

    extension View {
        // https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
        nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
            modifier(_StubModifier())
        }
        // https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
        nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
            modifier(_StubModifier())
        }
        // https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
        nonisolated public func textInputAutocapitalization(
            _ autocapitalization: TextInputAutocapitalization?
        )
            -> some View
        { modifier(_StubModifier()) }
    }
#endif

#if canImport(AppKit)
    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable
    @MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/nsviewtype
        associatedtype NSViewType: NSView
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/coordinator
        associatedtype Coordinator = Void
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context
        typealias Context = NSViewRepresentableContext<Self>
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:)
        @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:)
        @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
        @MainActor @preconcurrency static func dismantleNSView(
            _ nsView: Self.NSViewType, coordinator: Self.Coordinator)
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/sizethatfits(_:nsview:context:)
        @MainActor @preconcurrency func sizeThatFits(
            _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
        ) -> CGSize?
    }

    extension NSViewRepresentable {
        public var body: Never { fatalError() }
        public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {
            fatalError()
        }
        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context)
            -> CGSize?
        { fatalError() }
    }

    extension NSViewRepresentable where Self.Coordinator == Void {
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
    @MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/transaction
        @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
        // https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/environment
        @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
    }
#endif

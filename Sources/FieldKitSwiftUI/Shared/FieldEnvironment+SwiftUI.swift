#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI

    private struct FieldTextStyleKey: EnvironmentKey {
        static let defaultValue = FieldTextStyle.body
    }

    private struct FieldTintKey: EnvironmentKey {
        static let defaultValue: Color? = nil
    }

    extension EnvironmentValues {
        /// The text style of the FieldKit fields below (``SwiftUI/View/fieldTextStyle(_:)``).
        var fieldTextStyle: FieldTextStyle {
            get { self[FieldTextStyleKey.self] }
            set { self[FieldTextStyleKey.self] = newValue }
        }

        /// The tint of the FieldKit fields below (``SwiftUI/View/fieldTint(_:)``).
        var fieldTint: Color? {
            get { self[FieldTintKey.self] }
            set { self[FieldTintKey.self] = newValue }
        }

        /// This environment in the core's words (`FieldEnvironment`): what
        /// the field's widget is given is decided there
        /// (`FieldEnvironmentSync`).
        var fieldEnvironment: FieldEnvironment<Color> {
            var environment = FieldEnvironment<Color>()
            environment.isEnabled = isEnabled
            environment.layoutDirection = FieldLayoutDirection(layoutDirection)
            environment.textAlignment = FieldTextAlignment(multilineTextAlignment)
            environment.typeSize = FieldTypeSize(dynamicTypeSize)
            environment.textStyle = fieldTextStyle
            environment.tint = fieldTint
            return environment
        }
    }

    extension FieldLayoutDirection {
        init(_ direction: LayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    extension FieldTextAlignment {
        init(_ alignment: TextAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }
    }

    extension FieldTypeSize {
        init(_ size: DynamicTypeSize) {
            switch size {
            case .xSmall: self = .xSmall
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            case .xLarge: self = .xLarge
            case .xxLarge: self = .xxLarge
            case .xxxLarge: self = .xxxLarge
            case .accessibility1: self = .accessibility1
            case .accessibility2: self = .accessibility2
            case .accessibility3: self = .accessibility3
            case .accessibility4: self = .accessibility4
            case .accessibility5: self = .accessibility5
            @unknown default: self = .large
            }
        }
    }

    extension View {
        /// The text style of the FieldKit fields below: the platform's
        /// preferred font for `style`, at the environment's Dynamic Type size
        /// on iOS and visionOS (so `.dynamicTypeSize(...)` limits apply).
        ///
        /// SwiftUI's `.font(_:)` does not reach a wrapped native field: a
        /// SwiftUI `Font` cannot be turned into a `UIFont` or `NSFont` in a
        /// supported way. Fields use `.body` unless told otherwise.
        ///
        /// ```swift
        /// PlatformTextField("Card number", text: $card)
        ///     .fieldTextStyle(.title2)
        /// ```
        public func fieldTextStyle(_ style: FieldTextStyle) -> some View {
            environment(\.fieldTextStyle, style)
        }

        /// The tint of the FieldKit fields below: the caret and selection
        /// colour (`UIView.tintColor` on iOS; the text editor's insertion
        /// point on macOS), `nil` for the colour the field inherits.
        ///
        /// SwiftUI's `.tint(_:)` is not readable by a wrapped widget: SwiftUI
        /// exposes no environment value for it.
        ///
        /// ```swift
        /// PlatformTextField("Card number", text: $card)
        ///     .fieldTint(.red)
        /// ```
        public func fieldTint(_ color: Color?) -> some View {
            environment(\.fieldTint, color)
        }
    }
#endif

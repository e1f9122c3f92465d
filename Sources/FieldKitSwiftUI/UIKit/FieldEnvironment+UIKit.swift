#if canImport(UIKit)
    import SwiftUI
    import UIKit

    extension FieldEnvironmentSync where Tint == Color {
        /// UIKit scales text with the user's Dynamic Type size.
        static var platform: Self { Self(scalesWithTypeSize: true) }
    }

    /// A UIKit text widget as the environment styles it: `UITextField` and
    /// `UITextView` share alignment, font and tint, and differ in how they
    /// are disabled. Which calls are made is the core's
    /// (`FieldEnvironmentUpdate.apply(to:)`); each only sets a property.
    @MainActor
    protocol EnvironmentStyledText: UIView, EnvironmentStyledWidget where Tint == Color {
        var textAlignment: NSTextAlignment { get set }
        var font: UIFont? { get set }
    }

    extension EnvironmentStyledText {
        func showAlignment(_ alignment: WidgetTextAlignment) { textAlignment = NSTextAlignment(alignment) }
        func showFont(_ font: FieldFont) { self.font = .preferred(font) }
        func showTint(_ tint: Color?) { tintColor = tint.map(UIColor.init) }
    }

    extension WindowAwareTextField: EnvironmentStyledText {
        func showEnabled(_ isEnabled: Bool) { self.isEnabled = isEnabled }
    }

    extension PlaceholderTextView: EnvironmentStyledText {
        /// A text view has no enabled state: a disabled one is neither
        /// editable nor selectable, and its placeholder follows its font.
        func showEnabled(_ isEnabled: Bool) {
            isEditable = isEnabled
            isSelectable = isEnabled
        }
    }

    extension RepresentableCoordinator {
        /// Gives `view` what changed in `environment` since the last update,
        /// as the core decides it (`FieldEnvironmentSync`): nothing is set to
        /// the value it has, since assigning a font or an alignment makes
        /// UIKit lay the text out again. Returns whether the font changed.
        @discardableResult
        func showEnvironment(_ environment: EnvironmentValues, on view: some EnvironmentStyledText) -> Bool {
            environmentSync.update(to: environment.fieldEnvironment).apply(to: view)
        }
    }

    extension NSTextAlignment {
        init(_ alignment: WidgetTextAlignment) {
            switch alignment {
            case .left: self = .left
            case .center: self = .center
            case .right: self = .right
            }
        }
    }

    extension UIFont {
        /// The preferred font of the core's text style, at its Dynamic Type
        /// size.
        static func preferred(_ font: FieldFont) -> UIFont {
            let traits = font.size.map { UITraitCollection(preferredContentSizeCategory: .init($0)) }
            return UIFont.preferredFont(forTextStyle: .init(font.style), compatibleWith: traits)
        }
    }

    extension UIFont.TextStyle {
        init(_ style: FieldTextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .subheadline: self = .subheadline
            case .body: self = .body
            case .callout: self = .callout
            case .footnote: self = .footnote
            case .caption: self = .caption1
            case .caption2: self = .caption2
            }
        }
    }

    extension UIContentSizeCategory {
        init(_ size: FieldTypeSize) {
            switch size {
            case .xSmall: self = .extraSmall
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            case .xLarge: self = .extraLarge
            case .xxLarge: self = .extraExtraLarge
            case .xxxLarge: self = .extraExtraExtraLarge
            case .accessibility1: self = .accessibilityMedium
            case .accessibility2: self = .accessibilityLarge
            case .accessibility3: self = .accessibilityExtraLarge
            case .accessibility4: self = .accessibilityExtraExtraLarge
            case .accessibility5: self = .accessibilityExtraExtraExtraLarge
            }
        }
    }
#endif

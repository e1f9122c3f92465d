#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import SwiftUI

    extension FieldEnvironmentSync where Tint == Color {
        /// macOS has no Dynamic Type: each text style has one size.
        static var platform: Self { Self(scalesWithTypeSize: false) }
    }

    /// An AppKit text widget as the environment styles it: `NSTextField`
    /// and `NSTextView` share alignment and font, and differ in how they are
    /// disabled and tinted. Which calls are made is the core's
    /// (`FieldEnvironmentUpdate.apply(to:)`); each only sets a property.
    @MainActor
    protocol EnvironmentStyledText: NSView, EnvironmentStyledWidget where Tint == Color {
        var alignment: NSTextAlignment { get set }
        var font: NSFont? { get set }
    }

    extension EnvironmentStyledText {
        package func showAlignment(_ alignment: WidgetTextAlignment) {
            self.alignment = NSTextAlignment(alignment)
        }
        package func showFont(_ font: FieldFont) {
            self.font = NSFont.preferredFont(forTextStyle: .init(font.style))
        }
    }

    extension NSTextField: EnvironmentStyledText {
        package func showEnabled(_ isEnabled: Bool) { self.isEnabled = isEnabled }

        /// A text field edits in its window's shared field editor, whose
        /// caret colour belongs to every field of the window: the tint is
        /// not applied (the documentation says so).
        package func showTint(_ tint: Color?) {}
    }

    extension NSTextView: EnvironmentStyledText {
        /// A disabled text view is neither editable nor selectable.
        package func showEnabled(_ isEnabled: Bool) {
            isEditable = isEnabled
            isSelectable = isEnabled
        }

        package func showTint(_ tint: Color?) { insertionPointColor = tint.map(NSColor.init) }
    }

    extension RepresentableCoordinator {
        /// Gives `view` what changed in `environment` since the last update,
        /// as the core decides it (`FieldEnvironmentSync`): nothing is set to
        /// the value it has.
        func showEnvironment(_ environment: EnvironmentValues, on view: some EnvironmentStyledText) {
            environmentSync.update(to: environment.fieldEnvironment).apply(to: view)
        }

        /// The widget was replaced (secure entry swaps the text field): the
        /// new one is told the whole environment on the next update.
        func forgetEnvironment() {
            environmentSync = .platform
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

    extension NSFont.TextStyle {
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
#endif

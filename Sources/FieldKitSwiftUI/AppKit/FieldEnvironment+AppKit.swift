#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import SwiftUI

    extension FieldEnvironmentSync where Tint == Color {
        /// macOS has no Dynamic Type: each text style has one size.
        static var platform: Self { Self(scalesWithTypeSize: false) }
    }

    /// An AppKit text widget as the environment styles it: `NSTextField`
    /// and `NSTextView` share alignment and font, and differ in how they are
    /// disabled and tinted.
    @MainActor
    protocol EnvironmentStyledText: NSView {
        var alignment: NSTextAlignment { get set }
        var font: NSFont? { get set }
        /// Accepts input or not.
        func showEnabled(_ isEnabled: Bool)
        /// Shows `tint` where the widget draws its caret, `nil` for the
        /// system's colour.
        func showTint(_ tint: NSColor?)
    }

    extension NSTextField: EnvironmentStyledText {
        func showEnabled(_ isEnabled: Bool) { self.isEnabled = isEnabled }

        /// A text field edits in its window's shared field editor, whose
        /// caret colour belongs to every field of the window: the tint is
        /// not applied (the documentation says so).
        func showTint(_ tint: NSColor?) {}
    }

    extension NSTextView: EnvironmentStyledText {
        /// A disabled text view is neither editable nor selectable.
        func showEnabled(_ isEnabled: Bool) {
            isEditable = isEnabled
            isSelectable = isEnabled
        }

        func showTint(_ tint: NSColor?) { insertionPointColor = tint }
    }

    extension RepresentableCoordinator {
        /// Gives `view` what changed in `environment` since the last update,
        /// as the core decides it (`FieldEnvironmentSync`): nothing is set to
        /// the value it has.
        func showEnvironment(_ environment: EnvironmentValues, on view: some EnvironmentStyledText) {
            let update = environmentSync.update(to: environment.fieldEnvironment)
            if let isEnabled = update.isEnabled { view.showEnabled(isEnabled) }
            if let alignment = update.alignment { view.alignment = NSTextAlignment(alignment) }
            if let font = update.font { view.font = NSFont.preferredFont(forTextStyle: .init(font.style)) }
            if let tint = update.tint { view.showTint(tint.map(NSColor.init)) }
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

/// A text style for a field's font: the platform's preferred font for the
/// style, at the size the user chose for text (Dynamic Type on iOS).
///
/// SwiftUI's `.font(_:)` does not reach a wrapped native field: iOS 17
/// offers no supported way to turn a SwiftUI `Font` into a `UIFont` or an
/// `NSFont`. FieldKit's fields take a text style instead
/// (`.fieldTextStyle(.headline)` in FieldKitSwiftUI), the styles SwiftUI's
/// `Font.TextStyle`, `UIFont.TextStyle` and `NSFont.TextStyle` share.
public enum FieldTextStyle: Sendable, Hashable, CaseIterable {
    /// The largest title.
    case largeTitle
    /// A first-level title (UIKit's `title1`).
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text: a field's default.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption (UIKit's `caption1`).
    case caption
    /// A second caption style.
    case caption2
}

/// The text size the user chose (Dynamic Type), smallest to largest, as
/// SwiftUI's `DynamicTypeSize` and UIKit's `UIContentSizeCategory` name them.
package enum FieldTypeSize: Int, Sendable, Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    package static func < (lhs: FieldTypeSize, rhs: FieldTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where lines of text sit in a field, relative to the reading direction
/// (SwiftUI's `TextAlignment`, set with `.multilineTextAlignment`).
package enum FieldTextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// The interface's direction (SwiftUI's `LayoutDirection`).
package enum FieldLayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The alignment a widget is given: absolute, already resolved against the
/// direction, because a wrapped widget's own idea of "natural" need not be
/// SwiftUI's (an `.environment(\.layoutDirection, .rightToLeft)` on part of
/// a screen does not reach UIKit's trait collection as a documented fact).
package enum WidgetTextAlignment: Sendable, Hashable, CaseIterable {
    case left, center, right
}

/// The font a widget is given: the preferred font of `style`, for `size`
/// when the platform scales text (`nil`: the platform's one size, as on
/// macOS, which has no Dynamic Type).
package struct FieldFont: Sendable, Hashable {
    package var style: FieldTextStyle
    package var size: FieldTypeSize?

    package init(style: FieldTextStyle, size: FieldTypeSize?) {
        self.style = style
        self.size = size
    }
}

/// What a declarative toolkit's environment says about a field's look and
/// state, in the core's words: whether it is enabled, the interface's
/// direction, the alignment of its lines, the text size and style, and the
/// app's tint (`Tint` is the toolkit's colour, compared, never looked into).
///
/// The adapter reads its toolkit's environment into this value on every
/// view update; ``FieldEnvironmentSync`` decides what the widget is told.
package struct FieldEnvironment<Tint: Hashable & Sendable>: Sendable, Hashable {
    package var isEnabled = true
    package var layoutDirection = FieldLayoutDirection.leftToRight
    package var textAlignment = FieldTextAlignment.leading
    package var typeSize = FieldTypeSize.large
    package var textStyle = FieldTextStyle.body
    /// The app's tint for the field (caret, selection), `nil` to keep the
    /// colour the widget inherits.
    package var tint: Tint?

    package init() {}

    /// The widget's alignment: leading and trailing resolved against the
    /// direction (leading is the right edge in a right-to-left interface),
    /// centre as it is. Left-to-right content (a card number in Arabic) is
    /// aligned as the interface is; only its characters read left to right.
    package var widgetAlignment: WidgetTextAlignment {
        switch (textAlignment, layoutDirection) {
        case (.center, _): .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        }
    }

    /// The widget's font: the text style at the environment's size where
    /// the platform scales text (`scalesWithTypeSize`), else the style alone.
    package func font(scalesWithTypeSize: Bool) -> FieldFont {
        FieldFont(style: textStyle, size: scalesWithTypeSize ? typeSize : nil)
    }
}

/// What one view update tells a widget about its environment: only what
/// changed since the last update (`nil`: leave it). Setting a property to
/// the value it has can still cost: UIKit re-lays out a text field's text
/// and can reset its caret or an input method's composition when its font
/// or alignment is assigned.
package struct FieldEnvironmentUpdate<Tint: Hashable & Sendable>: Sendable, Hashable {
    /// The widget's new enabled state.
    package var isEnabled: Bool?
    /// The widget's new alignment.
    package var alignment: WidgetTextAlignment?
    /// The widget's new font.
    package var font: FieldFont?
    /// The widget's new tint: `.some(nil)` gives back the inherited colour.
    package var tint: Tint??

    package init() {}

    /// Whether the update changes nothing.
    package var isEmpty: Bool { isEnabled == nil && alignment == nil && font == nil && tint == nil }
}

/// The environment a widget was last given, and what a new one changes:
/// the rule every FieldKit representable follows on make and update.
///
/// ```swift
/// var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
/// var environment = FieldEnvironment<String>()
/// sync.update(to: environment).font    // body at .large: set on make
/// sync.update(to: environment).isEmpty // true: nothing is set again
/// environment.layoutDirection = .rightToLeft
/// sync.update(to: environment).alignment  // .right
/// ```
package struct FieldEnvironmentSync<Tint: Hashable & Sendable>: Sendable {
    /// Whether the platform scales text with the user's size (iOS,
    /// visionOS); macOS keeps one size per style.
    package let scalesWithTypeSize: Bool
    /// What the widget was last told, `nil` before the first update.
    package private(set) var applied: FieldEnvironment<Tint>?

    package init(scalesWithTypeSize: Bool) {
        self.scalesWithTypeSize = scalesWithTypeSize
    }

    /// What to tell the widget for `environment`: everything on the first
    /// update (the widget's own defaults are not FieldKit's: the text style
    /// and the alignment are set once even when they are the defaults; a
    /// tint only when there is one, so an untinted field keeps the colour it
    /// inherits), then only what changed.
    package mutating func update(to environment: FieldEnvironment<Tint>) -> FieldEnvironmentUpdate<Tint> {
        var update = FieldEnvironmentUpdate<Tint>()
        let old = applied
        applied = environment
        if old?.isEnabled != environment.isEnabled { update.isEnabled = environment.isEnabled }
        if old?.widgetAlignment != environment.widgetAlignment {
            update.alignment = environment.widgetAlignment
        }
        let font = environment.font(scalesWithTypeSize: scalesWithTypeSize)
        if old?.font(scalesWithTypeSize: scalesWithTypeSize) != font { update.font = font }
        if let old {
            if old.tint != environment.tint { update.tint = .some(environment.tint) }
        } else if let tint = environment.tint {
            update.tint = .some(tint)
        }
        return update
    }
}

/// A widget the environment styles, in the core's words: an adapter
/// conforms its toolkit's text widgets, translating each call to the
/// toolkit's property, and ``FieldEnvironmentUpdate/apply(to:)`` decides
/// which calls are made.
@MainActor
package protocol EnvironmentStyledWidget {
    /// The toolkit's colour, as the environment holds it.
    associatedtype Tint: Hashable & Sendable
    /// Accepts input or not.
    func showEnabled(_ isEnabled: Bool)
    /// Aligns the lines of text.
    func showAlignment(_ alignment: WidgetTextAlignment)
    /// Shows the text in `font`.
    func showFont(_ font: FieldFont)
    /// Shows `tint` where the widget draws its caret and selection, `nil`
    /// for the colour it inherits.
    func showTint(_ tint: Tint?)
}

extension FieldEnvironmentUpdate {
    /// Tells `widget` what this update changes and nothing else: a property
    /// left `nil` is not touched, and a tint of `.some(nil)` gives the widget
    /// back its inherited colour.
    ///
    /// - Returns: whether the font changed (a UIKit text view's placeholder
    ///   follows its font).
    @MainActor
    @discardableResult
    package func apply<Widget: EnvironmentStyledWidget>(to widget: Widget) -> Bool where Widget.Tint == Tint {
        if let isEnabled { widget.showEnabled(isEnabled) }
        if let alignment { widget.showAlignment(alignment) }
        if let font { widget.showFont(font) }
        if let tint { widget.showTint(tint) }
        return font != nil
    }
}

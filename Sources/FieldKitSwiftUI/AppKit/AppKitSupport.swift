#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    extension TextEditingState {
        /// The selection as an `NSRange`.
        var selectedNSRange: NSRange {
            let range = offsets(of: selection, in: .utf16)
            return NSRange(location: range.lowerBound, length: range.length)
        }
    }

    extension WidgetKeyCommand {
        /// The command of an AppKit field editor's or text view's selector
        /// (`insertNewline:`, `insertTab:`, `insertBacktab:`); `nil` for
        /// any other.
        init?(_ selector: Selector) {
            switch selector {
            case Self.insertNewline: self = .returnKey([])
            case Self.insertTab: self = .tab
            case Self.insertBacktab: self = .backtab
            default: return nil
            }
        }

        // NSStandardKeyBindingResponding's commands, built from their names:
        // the Linux type-check's stub runtime cannot evaluate `#selector`,
        // and against the real SDK the compiler warns about a `Selector`
        // built from a string literal.
        private static let insertNewline = Selector(names.newline)
        private static let insertTab = Selector(names.tab)
        private static let insertBacktab = Selector(names.backtab)
        private static let names = (newline: "insertNewline:", tab: "insertTab:", backtab: "insertBacktab:")
    }

    extension NSTextView {
        /// The marked (composing) range, `nil` when the text view has none.
        var markedSpan: TextSpan? { hasMarkedText() ? markedRange().textRange : nil }
    }

    extension KeyModifiers {
        /// The core's modifiers of AppKit's flags (Caps Lock, the keypad and
        /// function-key flags are not modifiers to the core).
        init(_ flags: NSEvent.ModifierFlags) {
            self.init(flags, shift: .shift, control: .control, option: .option, command: .command)
        }
    }

    extension NSEvent {
        /// The key as the core's command (``/FieldKit/WidgetKeyCommand``):
        /// Return or the keypad's Enter with the event's modifiers, `nil`
        /// for any other key (the core maps the key code).
        var widgetKeyCommand: WidgetKeyCommand? {
            WidgetKeyCommand(macKeyCode: keyCode, modifiers: KeyModifiers(modifierFlags))
        }
    }
#endif

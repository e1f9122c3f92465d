#if canImport(SwiftUI)
    import SwiftUI

    // FieldKit's field modifiers. Each one hands the FieldKit fields below a
    // piece of configuration through the environment, so it works wherever it
    // is written in the modifier chain, on the field or on a container of
    // fields (then every FieldKit field below gets it).

    extension View {
        private func configuringFields(_ change: @escaping (inout FieldConfiguration) -> Void)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            modifier(FieldConfigurationModifier(change))
        }

        /// The keyboard the FieldKit fields below ask for (iOS).
        public func keyboard(_ keyboard: TextFieldKeyboard) -> ModifiedContent<
            Self, FieldConfigurationModifier
        > {
            configuringFields { $0.options.keyboard = keyboard }
        }

        /// What the FieldKit fields below hold, for AutoFill.
        public func contentType(_ content: TextFieldContent?) -> ModifiedContent<
            Self, FieldConfigurationModifier
        > {
            configuringFields { $0.options.content = content }
        }

        /// Automatic capitalisation in the FieldKit fields below (iOS).
        public func capitalization(_ capitalization: TextFieldCapitalization)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields { $0.options.capitalization = capitalization }
        }

        /// Turns autocorrection on or off in the FieldKit fields below; `nil`
        /// leaves the system default.
        public func autocorrection(_ enabled: Bool?) -> ModifiedContent<Self, FieldConfigurationModifier> {
            configuringFields { $0.options.autocorrection = enabled }
        }

        /// Secure entry (dots) in the ``PlatformTextField``s below. While
        /// `revealed` is true the text shows in the clear; switching keeps
        /// focus, text and caret.
        public func secure(_ isSecure: Bool = true, revealed: Binding<Bool>? = nil)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields {
                $0.options.isSecure = isSecure
                $0.revealed = revealed
            }
        }

        /// The return key's label on the FieldKit fields below (and, unless
        /// it is `.automatic`, SwiftUI's `submitLabel` for SwiftUI's text
        /// fields below); `.automatic`, the default, follows the focus chain:
        /// Next, or Done on the last field.
        ///
        /// FieldKit's fields cannot read SwiftUI's own `.submitLabel(_:)`,
        /// and a second modifier of that name would be ambiguous with it;
        /// so this is the one that reaches both kinds of field.
        public func fieldSubmitLabel(_ label: ReturnKeyLabel) -> ModifiedContent<
            Self, FieldConfigurationModifier
        > {
            var modifier = FieldConfigurationModifier { $0.options.returnKey = label }
            modifier.swiftUISubmitLabel = label.chosenByApp?.key(SubmitLabel.self)
            return self.modifier(modifier)
        }

        /// Called with the binding's new value after each change the user
        /// made in a FieldKit field below.
        public func onTextChange(_ action: @escaping (String) -> Void)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields { $0.changeActions.insert(action, at: 0) }
        }

        /// Called when the user submits a field below: return in a
        /// ``PlatformTextField``, the platform's submit shortcut in a
        /// ``PlatformTextEditor``, return in a SwiftUI `TextField`.
        ///
        /// This is FieldKit's `onSubmit`, chosen over SwiftUI's
        /// `onSubmit(of:_:)` when no trigger is named. It passes the action
        /// on to SwiftUI's, so SwiftUI's text fields below call it too, and
        /// hands it to FieldKit's fields through the environment, so it
        /// works wherever it is written (`.padding().onSubmit { }`). Actions
        /// written at several levels all run, the innermost first
        /// (`SubmitActions`), before the focus chain acts on the
        /// key. `onSubmit(of: .text) { }`, naming the trigger, is SwiftUI's
        /// own and does not reach FieldKit's fields.
        public func onSubmit(_ action: @escaping () -> Void) -> ModifiedContent<
            Self, FieldConfigurationModifier
        > {
            var modifier = FieldConfigurationModifier {
                $0.submitActions = $0.submitActions.addingInner(action)
            }
            modifier.swiftUISubmit = action
            return self.modifier(modifier)
        }

        /// Called once when an editing session in a FieldKit field below
        /// ends, with why it ended.
        public func onEndEditing(_ action: @escaping (EndEditingReason) -> Void)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields { $0.endEditingActions.insert(action, at: 0) }
        }

        /// Binds the FieldKit field's first-responder status both ways.
        /// Write it on the field, not on a container of several fields.
        public func isFirstResponder(_ isFocused: Binding<Bool>) -> ModifiedContent<
            Self, FieldConfigurationModifier
        > {
            configuringFields { $0.focus = FieldFocusBinding(isFocused) }
        }

        /// Binds a FieldKit field's focus to a Boolean `@FocusState`, moving
        /// the native widget's first responder both ways.
        ///
        /// SwiftUI's own `.focused(_:)` does not move a wrapped UIKit or
        /// AppKit widget's first responder, and a FieldKit modifier of the
        /// same name would be ambiguous with it: on a ``PlatformTextField``
        /// or a ``PlatformTextEditor`` write this one. Write it on the
        /// field, not on a container of several fields.
        public func fieldFocused(_ condition: FocusState<Bool>.Binding)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields { $0.focus = FieldFocusBinding(condition) }
        }

        /// Binds a FieldKit field's focus to an optional `@FocusState`: the
        /// field has focus when the state equals `value`
        /// (see ``SwiftUI/View/fieldFocused(_:)``).
        public func fieldFocused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            configuringFields { $0.focus = FieldFocusBinding(binding, equals: value) }
        }
    }
#endif

#if canImport(UIKit)
    import UIKit

    /// The submit shortcut of a hardware keyboard (Cmd+Return on an iPad) on
    /// FieldKit's own text field and text view: it submits the form from any
    /// field of the chain, so a form whose last field is a multi-line editor,
    /// where Return inserts a newline, can be submitted from the keyboard.
    ///
    /// Which keys submit is the core's rule (`ReturnKeyPress`, the Apple
    /// convention: the submit modifier submits in a one-line and a
    /// multi-line field alike); this type only offers it to UIKit as a key
    /// command. While an input method composes, the view declines the
    /// command (`canPerformAction(_:withSender:)`, answered by the core's
    /// `takesSubmitShortcut`), so UIKit passes the key on.
    @MainActor
    final class SubmitKeyCommand {
        /// The action the views implement
        /// (``SubmitShortcutResponding/fieldKitSubmitShortcut(_:)``). Built
        /// from its name: the Linux type-check's stub runtime cannot
        /// evaluate `#selector`.
        static let action = Selector(actionName)
        private static let actionName = "fieldKitSubmitShortcut:"

        private weak var coordinator: TextInputCoordinator?

        init(coordinator: TextInputCoordinator) {
            self.coordinator = coordinator
        }

        /// Return with the modifiers the core's rule submits with.
        var keyCommand: UIKeyCommand {
            UIKeyCommand(
                input: "\r", modifierFlags: UIKeyModifierFlags(KeyboardConvention.apple.submitModifier),
                action: Self.action)
        }

        /// Whether the command acts now: the core's answer
        /// (`takesSubmitShortcut`: no input method composes in the field).
        var canPerform: Bool { coordinator?.takesSubmitShortcut ?? false }

        /// Submits the form the field belongs to.
        func perform() {
            _ = coordinator?.didPressSubmitShortcut()
        }
    }

    /// A view that offers ``SubmitKeyCommand``'s key command: UIKit calls
    /// this action when the user presses it.
    @MainActor
    @objc protocol SubmitShortcutResponding {
        func fieldKitSubmitShortcut(_ sender: AnyObject?)
    }

    extension UIKeyModifierFlags {
        /// The UIKit flags of the core's modifiers.
        init(_ modifiers: KeyModifiers) {
            self = modifiers.flags(shift: .shift, control: .control, option: .alternate, command: .command)
        }
    }
#endif

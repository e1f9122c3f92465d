#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI

    /// A widget adapter that assigns what VoiceOver reads and posts
    /// announcements, as the core's ``/FieldKit/AccessibilityElementValues``
    /// and `RepresentedFieldSpeech` decide (UIKit: `Accessibility+UIKit.swift`;
    /// AppKit: `Accessibility+AppKit.swift`).
    @MainActor
    protocol SpeakingWidget: AnyObject {
        /// Assigns the widget's accessibility label, value and hint.
        func showAccessibility(_ values: AccessibilityElementValues)
        /// Has VoiceOver say `text` without cutting off what it is saying
        /// (AppKit: medium priority; UIKit: low priority, queued).
        func announce(_ text: String)
        /// Moves VoiceOver's cursor to the widget (a failed submit focused it).
        func moveScreenReaderFocus()
    }

    extension RepresentableCoordinator {
        /// Brings what the widget tells VoiceOver up to date with the view's
        /// label, hint and placeholder and the environment's messages; the
        /// core assigns only what changed.
        func speak(_ environment: EnvironmentValues) {
            let speech =
                speech
                ?? RepresentedFieldSpeech(
                    field: field,
                    apply: { [weak self] in self?.adapter?.showAccessibility($0) },
                    announce: { [weak self] in self?.adapter?.announce($0) },
                    moveScreenReaderFocus: { [weak self] in self?.adapter?.moveScreenReaderFocus() })
            self.speech = speech
            let configuration = environment.fieldConfiguration
            speech.label = configuration.accessibilityLabel
            speech.hint = configuration.accessibilityHint
            speech.placeholder = parent.placeholder
            speech.messages = environment.fieldMessages
            speech.refresh()
        }
    }

    extension View {
        /// The name and hint VoiceOver reads for the FieldKit fields below.
        ///
        /// The name is what a sighted user reads as the field's label; a
        /// field without one is named by its placeholder. The hint is read
        /// after the field's value, after its error (or, for a required
        /// field, "Required field"); without one, the placeholder is the
        /// hint, so write placeholders as hints ("e.g. …", `MM/YY`), never
        /// as sample values.
        ///
        /// ```swift
        /// PlatformTextField("e.g. 4242 4242 4242 4242", form: checkout, field: .card)
        ///     .fieldAccessibility(label: "Card number")
        /// ```
        public func fieldAccessibility(label: String?, hint: String? = nil)
            -> ModifiedContent<Self, FieldConfigurationModifier>
        {
            modifier(
                FieldConfigurationModifier {
                    $0.accessibilityLabel = label
                    $0.accessibilityHint = hint
                })
        }
    }
#endif

/// Where a coordinator's model writes go: the one place that decides who
/// hears the value a user edit produced.
///
/// Three writers can listen, each in its own slot, so that none replaces
/// another:
/// - the app's own setter (``TextInputCoordinator/writeModel``, a binding's
///   setter in the SwiftUI adapter);
/// - the form field the coordinator is bound to
///   (``FormModel/bind(_:to:)``), keyed by that field, so that only the field
///   that set the route can remove it;
/// - a recorder (`FieldKitTesting`'s `SimulatedField`), which sees every
///   write whoever else listens, also when a form binds the coordinator
///   after the recorder was attached.
///
/// A write reaches the recorder, then the form field, then the app.
@MainActor
package struct ModelWriteRoute {
    /// One of the three slots.
    package enum Writer {
        /// The app's own setter: ``TextInputCoordinator/writeModel``.
        case app
        /// The form field identified by `owner` (the field's model object).
        case form(owner: ObjectIdentifier)
        /// A test recorder.
        case recorder
    }

    private(set) var app: ((String) -> Void)?
    private var form: (owner: ObjectIdentifier, write: (String) -> Void)?
    private var recorder: ((String) -> Void)?

    package init() {}

    /// Whether a form field's route is set (for tests and descriptions).
    package var hasFormRoute: Bool { form != nil }

    /// Whether the form field identified by `owner` holds the form slot.
    package func routesToForm(_ owner: ObjectIdentifier) -> Bool { form?.owner == owner }

    /// Sets `writer`'s slot to `write`, or empties it (`nil`).
    ///
    /// A form field empties the form slot only while it holds it: a field
    /// unbound after another one (of this or another form) took the
    /// coordinator leaves the newer route in place.
    package mutating func route(_ writer: Writer, to write: ((String) -> Void)?) {
        switch writer {
        case .app:
            app = write
        case .form(let owner):
            if let write {
                form = (owner, write)
            } else if form?.owner == owner {
                form = nil
            }
        case .recorder:
            recorder = write
        }
    }

    /// Hands `value` to every writer that listens.
    package func write(_ value: String) {
        recorder?(value)
        form?.write(value)
        app?(value)
    }
}

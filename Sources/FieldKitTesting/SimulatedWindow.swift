import FieldKit

/// A window for simulated fields: it has one first responder and, like UIKit
/// and GTK, tells the old field it lost focus before telling the new one it
/// gained it, synchronously, from inside the focus call.
///
/// Give the fields of one form the same window so that focus moves between
/// them as on a device:
///
/// ```swift
/// let window = SimulatedWindow()
/// let name = try #require(SimulatedField(binding: "name", in: form, window: window))
/// let card = try #require(SimulatedField(binding: "card", in: form, window: window))
/// name.tap()
/// name.pressReturn()                 // the focus chain moves on
/// #expect(window.focused === card)
/// ```
@MainActor
public final class SimulatedWindow {
    /// The field that has keyboard focus, if any.
    public private(set) weak var focused: SimulatedField?
    /// Every focus transfer, as `"old>new"` with `"-"` for nobody.
    public private(set) var transfers: [String] = []

    /// An empty window.
    public init() {}

    /// Gives keyboard focus to `field` (or to nobody): the old field ends
    /// editing, then the new one begins. Nothing happens when `field` already has focus.
    public func makeFirstResponder(_ field: SimulatedField?) {
        guard field !== focused else { return }
        let old = focused
        focused = field
        transfers.append("\(old?.name ?? "-")>\(field?.name ?? "-")")
        old?.didLoseFocus()
        field?.didTakeFocus()
    }

    /// Moves focus to `field` (or to nobody) without telling either field:
    /// ``SimulatedField/setNativeFocus(_:)``.
    func setFocused(_ field: SimulatedField?) {
        guard field !== focused else { return }
        transfers.append("\(focused?.name ?? "-")>\(field?.name ?? "-")")
        focused = field
    }
}

extension SimulatedWindow {
    /// Binds a simulated field to every field of `form`
    /// (``SimulatedField/init(binding:in:toolkit:widget:window:)``), all in this
    /// window, so that focus moves between them as on a device.
    ///
    /// ```swift
    /// let window = SimulatedWindow()
    /// let fields = window.bindFields(of: form, toolkit: .gtk)
    /// fields["card"]?.tap()
    /// try fields["card"]?.type("4242424242424242")
    /// fields["card"]?.pressReturn()   // focus moves to the next field's widget
    /// ```
    ///
    /// Keep the returned fields: the window holds its focused field weakly.
    ///
    /// - Returns: each field of the form, by name.
    public func bindFields<Field>(of form: FormModel<Field>, toolkit: SimulatedToolkit = .uiKit)
        -> [Field: SimulatedField]
    {
        var bound: [Field: SimulatedField] = [:]
        for field in form.fields {
            bound[field.name] = SimulatedField(binding: field.name, in: form, toolkit: toolkit, window: self)
        }
        return bound
    }
}

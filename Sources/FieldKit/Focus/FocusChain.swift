import Observation

/// The ordered fields of a form and the one that has focus: return moves to
/// the next field, the last field's return submits, and a keyboard toolbar's
/// Previous / Next / Done follow the same order.
///
/// ```swift
/// let chain = FocusChain<Field>()
/// chain.register(.name)                 // declaration order...
/// chain.register(.card)
/// chain.register(.cvc, order: 5)        // ...or an explicit order
/// chain.focus(.name)
/// chain.next(cause: .toolbar)           // .card
/// chain.returnKeyRole(for: .cvc)        // .submit
/// ```
///
/// ## Order
///
/// Fields sort by their `order` (default 0), then by when they first
/// registered. Registering in layout order therefore gives declaration order;
/// an explicit order places a field among the others (negative before, higher
/// after), and ``reorder(_:)`` permutes fields among their own places.
///
/// ## Focus is state
///
/// (Rule 5 of <doc:DesignRules>.)
/// ``focused`` is the truth both ways. Attach each field's coordinator with
/// ``attach(_:to:order:availability:)``: a move the chain makes (``focus(_:cause:)``,
/// ``next(cause:)``, a return key, a toolbar button) calls the new field's
/// ``TextInputCoordinator/focus()`` (or the old field's
/// ``TextInputCoordinator/resignFocus()`` when focus goes nowhere), and the
/// user moving focus reaches the chain through the coordinator's
/// ``TextInputCoordinator/didBeginEditing()`` (cause ``FocusCause/userTap``) and
/// ``TextInputCoordinator/didEndEditing()`` (cause ``FocusCause/focusLost``).
/// There is no loop and no flag: the chain updates ``focused`` before it
/// commands a widget, so the widget's echo finds the chain already there and
/// changes nothing, and a field that ends editing while another is focused is
/// ignored. No timers, no retries: a widget that cannot take focus yet (not in
/// a window) gets it when its adapter calls ``widgetBecameFocusable(_:)``.
///
/// ## Unavailable fields
///
/// ``next(cause:)``, ``previous(cause:)`` and ``first(cause:)`` skip disabled,
/// hidden and read-only fields. When the focused field is removed, or becomes
/// disabled, hidden or read-only, ``focusLossRule`` applies: by default focus
/// moves to the next field that can take it, else the previous one, else
/// nowhere, with cause ``FocusCause/fieldUnavailable``.
///
/// ## Focus before registration
///
/// ``focus(_:cause:)`` on a field that is not registered yet (a lazily
/// created row) returns ``FocusRequestResult/pending`` and remembers the
/// request in ``pendingFocus``; the field gets focus, with the requested cause,
/// as soon as it registers and can take focus. Any other focus request, or the
/// user moving focus, cancels it.
///
/// ## Complexity
///
/// ``next(cause:)`` and ``previous(cause:)`` find the focused field's place in
/// an index map (O(1)) and walk over the skipped unavailable fields only.
/// Identifiers are looked up once, at the edge; inside, fields are indices
/// of entries, so the hot paths do no generic dictionary work (which,
/// unspecialised across modules, costs far more than the walk itself).
/// Registering in declaration order appends in O(1); a registration, removal
/// or reorder that changes the order marks it stale, and the next query sorts
/// once (O(n log n)), so a batch of changes costs one sort.
@MainActor
public final class FocusChain<ID: Hashable & Sendable>: Observable {
    /// The field that has focus, or `nil`.
    public var focused: ID? { stored.focus.entry.map { ids[$0]! } }

    /// The keyboard toolbar's Previous / Next / Done state; assigned only when
    /// it changes, so observers are told only about real changes.
    public var toolbar: FocusToolbarState { stored.toolbar }

    /// The most recent focus move, with its cause; it changes with ``focused``.
    public var lastMove: FocusMove<ID>? { currentLastMove() }

    /// A field asked for focus before it registered; it gets focus when it does.
    public var pendingFocus: ID? { stored.hasPending ? pending?.id : nil }

    /// Whether next and previous go round at the ends. Default: they stop.
    public var wrapPolicy: FocusWrapPolicy {
        get { stored.wrapPolicy }
        set {
            stored.wrapPolicy = newValue
            structureDidChange()
        }
    }

    /// The return-key role of a field with no field after it that can take
    /// focus (the last field). Default: ``ReturnKeyRole/submit``.
    public var lastFieldReturnKeyRole: ReturnKeyRole {
        get { stored.lastFieldReturnKeyRole }
        set {
            stored.lastFieldReturnKeyRole = newValue
            structureDidChange()
        }
    }

    /// Where focus goes when the focused field is removed or becomes unavailable.
    public var focusLossRule: FocusLossRule {
        get { stored.focusLossRule }
        set {
            stored.focusLossRule = newValue
        }
    }

    /// Called after every focus move, once the chain's state is updated and
    /// before widgets are told (scroll a field into view on toolbar moves here).
    public var onFocusChange: ((FocusMove<ID>) -> Void)?

    /// Called when the chain submits (``submit()``: return in a field whose
    /// return-key role is ``ReturnKeyRole/submit``, the submit shortcut, the
    /// toolbar's Done). Focus is resigned afterwards unless this moved it.
    ///
    /// In a form's chain (``FormModel/focus``) it is the form's to call: the
    /// form validates first and calls it only when every field is valid,
    /// from every route, ``FormModel/submit()`` included.
    public var onSubmit: (() -> Void)?

    /// A form's submit (``FormModel/submit()``), which calls ``onSubmit``
    /// itself when the form is valid; `false` when the form is gone, and
    /// the chain then calls ``onSubmit`` as a chain without a form does.
    var formSubmitAction: (() -> Bool)?

    /// A form's hook for return: `true` when the field shows its error, so
    /// return keeps focus there and its role (next, done, submit) does not
    /// run. Asked on every route return takes (an attached coordinator's
    /// ``TextInputCoordinator/returnKeyAction`` and ``returnKeyPressed(in:)``),
    /// after the pending focus request is cancelled as by any other return.
    var formReturnKeepsFocus: ((ID) -> Bool)?

    /// A form's hook for focus moves, run before ``onFocusChange``.
    var formFocusObserver: ((FocusMove<ID>) -> Void)?

    // MARK: Observation
    //
    // The observed state lives in a non-generic `@Observable` object: in a
    // generic class, every observation call needs the class's and the key
    // path's generic metadata, looked up at run time (microseconds per move).

    let stored: FocusChainState

    // The chain's own reads go around observation (`stored.untracked…`): a
    // tracked read costs a key path, an access record and an isolation
    // check, several hundred instructions, on every step.

    /// The structure's revision, untracked: lets a form cache what it
    /// derives from the order.
    var structureRevision: Int { stored.untrackedRevision }
    var focusedEntry: Int? { stored.untrackedFocus.entry }
    var hasPending: Bool { stored.untrackedHasPending }
    var wrap: FocusWrapPolicy { stored.untrackedWrapPolicy }
    var lastRole: ReturnKeyRole { stored.untrackedLastFieldReturnKeyRole }
    var lossRule: FocusLossRule { stored.untrackedFocusLossRule }
    /// The last move as a value, when it had to be kept as one.
    var lastMoveValue: FocusMove<ID>?
    /// The serial of the announcement an adapter last took to speak
    /// (``takeAnnouncement()``); not observed.
    var spokenAnnouncementSerial: Int?

    /// The last move; built from entries unless it had to be kept as a value
    /// (an observer got it, or one of its fields was removed since).
    func currentLastMove() -> FocusMove<ID>? {
        guard let record = stored.focus.lastMove else { return nil }
        if record.isKept { return lastMoveValue }
        return FocusMove(
            from: record.from.map { ids[$0]! }, to: record.to.map { ids[$0]! }, cause: record.cause)
    }

    /// The structure's revision, observed by every query about the structure.
    var revision: Int { stored.revision }

    // MARK: Storage

    var entries: [FocusEntry] = []
    /// The identifier in each entry; `nil` for a free entry.
    var ids: [ID?] = []
    var entryOfID: [ID: Int] = [:]
    var freeEntries: [Int] = []
    /// Live entries in chain order; valid when `isOrderCurrent`.
    var ordered: [Int] = []
    /// Each entry's index in `ordered`; valid when `isOrderCurrent`.
    var positionOfEntry: [Int] = []
    var isOrderCurrent = true
    var nextSequence = 0
    var pending: (id: ID, cause: FocusCause)?
    /// Counts moves, so that a submit can tell whether it moved focus.
    var moveCount = 0
    /// Counts granted focus requests, including one for the field that already
    /// has focus: a submit that re-focuses the field it came from has decided
    /// where focus goes, even though nothing moved.
    var focusRequestCount = 0
    #if DEBUG
        /// How deep the public mutations running now are nested.
        var mutationDepth = 0
    #endif

    /// An empty chain.
    ///
    /// - Parameters:
    ///   - wrapPolicy: whether next and previous go round at the ends.
    ///   - lastFieldReturnKeyRole: what return does in the last field.
    ///   - focusLossRule: where focus goes when the focused field disappears.
    public init(
        wrapPolicy: FocusWrapPolicy = .stopAtEnds,
        lastFieldReturnKeyRole: ReturnKeyRole = .submit,
        focusLossRule: FocusLossRule = .moveToNeighbour
    ) {
        stored = FocusChainState(
            wrapPolicy: wrapPolicy, lastFieldReturnKeyRole: lastFieldReturnKeyRole,
            focusLossRule: focusLossRule)
    }
}

import Observation

/// The chain's observed state, none of which depends on the identifier type.
/// A file-level, non-generic class: nested in the generic chain it would be
/// generic too, and every access would look up its metadata at run time.
@MainActor
@Observable
final class FocusChainState {
    /// The focused entry and the move that focused it, in one property so
    /// that a move notifies observers once.
    var focus = FocusPosition()
    var toolbar = FocusToolbarState()
    /// A number for the pending focus request, new for each request, so that
    /// replacing one request with another notifies observers; `nil` for none.
    var pendingRequest: Int?
    var hasPending: Bool { pendingRequest != nil }
    var wrapPolicy: FocusWrapPolicy
    var lastFieldReturnKeyRole: ReturnKeyRole
    var focusLossRule: FocusLossRule
    /// Bumped by every change of order, membership, availability or roles, so
    /// that queries like `returnKeyRole(for:)` are observable.
    var revision = 0
    /// The latest sentence for screen readers (``FocusChain/announcement``).
    var announcement: AccessibilityAnnouncement?

    init(wrapPolicy: FocusWrapPolicy, lastFieldReturnKeyRole: ReturnKeyRole, focusLossRule: FocusLossRule) {
        self.wrapPolicy = wrapPolicy
        self.lastFieldReturnKeyRole = lastFieldReturnKeyRole
        self.focusLossRule = focusLossRule
    }
}

/// One registered field of a chain: its entry in the chain's storage. The
/// chain's code addresses entries by index ("entry" is always such an index),
/// so that everything after the identifier lookup works on integers.
struct FocusEntry {
    var order: Int
    var sequence: Int
    var availability: FieldAvailability
    var returnKeyRole: ReturnKeyRole?
    var observer: FieldFocusObserver?

    /// Whether the chain may move focus into the field: the app's
    /// availability, and the widget's own enabled state (a SwiftUI field
    /// inside `.disabled(true)`).
    @MainActor var canTakeFocus: Bool {
        availability.canTakeFocus && observer?.coordinator?.isEnabled != false
    }

    func precedes(_ other: FocusEntry) -> Bool {
        order != other.order ? order < other.order : sequence < other.sequence
    }
}

/// A chain's focused entry and last move.
struct FocusPosition {
    var entry: Int?
    var lastMove: FocusMoveRecord?
}

/// The last move of a chain by entry, so that a move builds no generic value
/// unless someone receives it.
struct FocusMoveRecord {
    var from: Int?
    var to: Int?
    var cause: FocusCause
    /// Whether the chain kept the move as a value (its entries may be reused).
    var isKept: Bool
}

extension FocusChainState {
    // Reads that register no observation, for the chain's own bookkeeping:
    // the macro's backing storage, private to this file. A tracked read costs
    // a key path, an access record and an isolation check on every step.

    /// ``focus`` untracked.
    var untrackedFocus: FocusPosition { _focus }
    /// ``toolbar`` untracked.
    var untrackedToolbar: FocusToolbarState { _toolbar }
    /// Whether a focus request is pending, untracked.
    var untrackedHasPending: Bool { _pendingRequest != nil }
    /// ``wrapPolicy`` untracked.
    var untrackedWrapPolicy: FocusWrapPolicy { _wrapPolicy }
    /// ``lastFieldReturnKeyRole`` untracked.
    var untrackedLastFieldReturnKeyRole: ReturnKeyRole { _lastFieldReturnKeyRole }
    /// ``focusLossRule`` untracked.
    var untrackedFocusLossRule: FocusLossRule { _focusLossRule }
    /// ``revision`` untracked.
    var untrackedRevision: Int { _revision }
}

// The chain's structural invariants, checked after every public mutation in
// debug builds (the tests), and compiled out of release builds. A mutation
// can re-enter the chain (a widget's focus callback, the app's onFocusChange):
// only the outermost one checks, once the state is whole again.

extension FocusChain {
    /// Marks the start of a public mutation.
    @inline(__always)
    func beginMutation() {
        #if DEBUG
            mutationDepth += 1
        #endif
    }

    /// Marks its end; the outermost end checks the invariants.
    @inline(__always)
    func endMutation() {
        #if DEBUG
            mutationDepth -= 1
            if mutationDepth == 0 { checkInvariants() }
        #endif
    }

    /// Traps when the chain's storage contradicts itself. Debug builds only.
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            precondition(ids.count == slots.count, "a slot without an identifier entry")
            if let focused = focusedSlot { precondition(ids[focused] != nil, "focus on a free slot") }
            precondition(stored.untrackedToolbar.isDoneEnabled == (focusedSlot != nil), "a stale toolbar")
            precondition(freeSlots.count + slotOfID.count == ids.count, "a slot neither live nor free")
            // The walks below are linear: on every mutation of a chain of
            // thousands of fields (the sweeps) they would make the tests quadratic.
            guard ids.count <= 512 else { return }
            for (id, slot) in slotOfID {
                precondition(ids[slot] == id, "slotOfID and ids disagree")
            }
            precondition(
                ids.count(where: { $0 != nil }) == slotOfID.count, "a live slot missing from slotOfID")
            precondition(Set(freeSlots).count == freeSlots.count, "a slot freed twice")
            for slot in freeSlots { precondition(ids[slot] == nil, "a free slot still holds an identifier") }
            if isOrderCurrent {
                precondition(ordered.count == slotOfID.count, "the order lost or repeats a field")
                for (position, slot) in ordered.enumerated() {
                    precondition(positionOfSlot[slot] == position, "positionOfSlot is stale")
                    if position > 0 {
                        precondition(
                            !slots[slot].precedes(slots[ordered[position - 1]]), "the order is not sorted")
                    }
                }
            }
        #endif
    }
}

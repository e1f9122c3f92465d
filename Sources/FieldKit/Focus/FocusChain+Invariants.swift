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
            precondition(ids.count == entries.count, "an entry without an identifier entry")
            if let focused = focusedEntry { precondition(ids[focused] != nil, "focus on a free entry") }
            precondition(stored.untrackedToolbar.isDoneEnabled == (focusedEntry != nil), "a stale toolbar")
            precondition(freeEntries.count + entryOfID.count == ids.count, "an entry neither live nor free")
            // The walks below are linear: on every mutation of a chain of
            // thousands of fields (the sweeps) they would make the tests quadratic.
            guard ids.count <= 512 else { return }
            for (id, entry) in entryOfID {
                precondition(ids[entry] == id, "entryOfID and ids disagree")
            }
            precondition(
                ids.count(where: { $0 != nil }) == entryOfID.count, "a live entry missing from entryOfID")
            precondition(Set(freeEntries).count == freeEntries.count, "an entry freed twice")
            for entry in freeEntries {
                precondition(ids[entry] == nil, "a free entry still holds an identifier")
            }
            if isOrderCurrent {
                precondition(ordered.count == entryOfID.count, "the order lost or repeats a field")
                for (position, entry) in ordered.enumerated() {
                    precondition(positionOfEntry[entry] == position, "positionOfEntry is stale")
                    if position > 0 {
                        precondition(
                            !entries[entry].precedes(entries[ordered[position - 1]]),
                            "the order is not sorted")
                    }
                }
            }
        #endif
    }
}

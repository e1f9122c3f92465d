/// The focus-chain containers around a view, innermost last, and the rule
/// that decides which one a field joins.
///
/// A field names its chain (`.focusChainField(.card, in: chain)`) or, built
/// from a form, brings the form's (`form.focus`); it joins the innermost
/// enclosing container of that chain, so containers can nest and a field
/// never joins a chain of another key type by accident. Generic over the
/// toolkit's view of a container (`Context`), which it only keeps.
package struct FocusChainContainers<Context> {
    private var entries: [(chain: ObjectIdentifier, context: Context)] = []

    package init() {}

    /// These containers with `context`, the container of `chain`, inside them.
    package func entering(_ context: Context, of chain: AnyObject) -> FocusChainContainers {
        var copy = self
        copy.entries.append((ObjectIdentifier(chain), context))
        return copy
    }

    /// The innermost container of `chain`, or `nil` when none encloses the view.
    package func context(of chain: AnyObject) -> Context? {
        let id = ObjectIdentifier(chain)
        return entries.last { $0.chain == id }?.context
    }

    /// The container a field showing `source` joins, and its key there: the
    /// field's own (`explicit`, from `.focusChainField(_:in:)`) when it has
    /// one, otherwise, for a form's field, the container of the form's chain
    /// with the field's key. `nil`: the field is in no container (a form's
    /// field is still in its form's chain).
    @MainActor
    package func member(explicit: ChainMember<Context>?, source: FieldModelSource) -> ChainMember<Context>? {
        if let explicit { return explicit }
        guard case .form(let reference) = source, let context = context(of: reference.chainObject) else {
            return nil
        }
        return ChainMember(context: context, field: reference.chainKey)
    }
}

extension FocusChainContainers: Sendable where Context: Sendable {}

/// A field's place in a container: the container and the field's key.
package struct ChainMember<Context> {
    package let context: Context
    package let field: any Hashable & Sendable

    package init(context: Context, field: any Hashable & Sendable) {
        self.context = context
        self.field = field
    }
}

extension ChainMember: Sendable where Context: Sendable {}

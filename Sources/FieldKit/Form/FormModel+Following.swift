// One field following another: the security code's length follows the card
// brand, an amount's currency follows a currency picker, a phone number's
// region follows a country field.

extension FormModel {
    /// Makes the field `follower` take its format and validator from the
    /// value of the field `leader`: now, and whenever what `key` reads from
    /// the leader's raw value changes (the user typing, the app writing,
    /// ``reset()``).
    ///
    /// `key` picks what matters in the leader's value (a card number's
    /// brand, not its digits), so `rule` runs only when that changes and the
    /// follower keeps its format while the user types the rest. When the
    /// follower's format changes, its value is laid out again and validated
    /// again, and a widget bound to it shows the result.
    ///
    /// ```swift
    /// enum Pay: Hashable, Sendable { case card, cvc }
    /// let form = FormModel([
    ///     FieldModel(Pay.card, format: .cardNumber),
    ///     FieldModel(Pay.cvc, format: .cardSecurityCode(brand: nil)),
    /// ])
    /// form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:)) { brand in
    ///     let format = CardSecurityCodeFormat.cardSecurityCode(brand: brand)
    ///     return FieldRule(format: format, validator: .length(min: format.maximumLength))
    /// }
    /// form[.card]?.value = "3782"   // American Express: the code takes 4 digits
    /// ```
    ///
    /// A follower has one leader: following again replaces the earlier rule.
    /// Rules are kept by name, so a field added later under either name
    /// (``add(_:order:)``) takes part, and a follower added later gets the rule at once.
    ///
    /// - Parameters:
    ///   - follower: the field whose format and validator change.
    ///   - leader: the field it follows.
    ///   - key: what the rule depends on in the leader's raw value.
    ///   - rule: the follower's format and validator for a key.
    public func follow<Key: Equatable>(
        _ follower: Field, from leader: Field, by key: @escaping (String) -> Key,
        _ rule: @escaping (Key) -> FieldRule
    ) {
        stopFollowing(follower)
        var lastKey: Key?
        let following = Following(leader: leader, follower: follower) { [weak self] raw, force in
            let current = key(raw)
            if !force, let lastKey, lastKey == current { return }
            guard let field = self?[follower] else { return }
            lastKey = current
            field.take(rule(current))
        }
        followings.append(following)
        byName[leader]?.hasFollowers = true
        applyFollowing(following)
    }

    /// Makes the field `follower` take its format and validator from the raw
    /// value of the field `leader` (a currency code, a region code), now and
    /// whenever that value changes; see ``follow(_:from:by:_:)``.
    ///
    /// ```swift
    /// enum Transfer: Hashable, Sendable { case currency, amount }
    /// let form = FormModel([
    ///     FieldModel(Transfer.currency, value: "EUR"),
    ///     FieldModel(Transfer.amount),
    /// ])
    /// form.follow(.amount, from: .currency) { code in
    ///     FieldRule(format: .amount(currency: code, locale: "de_DE"), validator: .required())
    /// }
    /// form[.currency]?.value = "JPY"   // the amount is laid out in yen now
    /// ```
    public func follow(_ follower: Field, from leader: Field, _ rule: @escaping (String) -> FieldRule) {
        follow(follower, from: leader, by: { $0 }, rule)
    }

    /// Ends the rule that makes `follower` follow another field; its format
    /// and validator stay as the rule last set them.
    public func stopFollowing(_ follower: Field) {
        guard let index = followings.firstIndex(where: { $0.follower == follower }) else { return }
        let leader = followings.remove(at: index).leader
        if !followings.contains(where: { $0.leader == leader }) { byName[leader]?.hasFollowers = false }
    }

    /// The field named `leader` changed its value: its followers take their rules.
    func leaderDidChange(_ leader: FieldModel<Field>) {
        guard byName[leader.name] === leader else { return }
        for following in followings where following.leader == leader.name {
            following.apply(leader.value, false)
        }
    }

    /// A field was added: a leader starts telling its followers, a follower
    /// takes its rule.
    func fieldDidJoin(_ field: FieldModel<Field>) {
        guard !followings.isEmpty else { return }
        if followings.contains(where: { $0.leader == field.name }) { field.hasFollowers = true }
        for following in followings where following.leader == field.name || following.follower == field.name {
            applyFollowing(following)
        }
    }

    private func applyFollowing(_ following: Following<Field>) {
        guard let leader = byName[following.leader] else { return }
        following.apply(leader.value, true)
    }
}

/// One follower's rule, with the leader it reads.
@MainActor
final class Following<Field: Hashable & Sendable> {
    let leader: Field
    let follower: Field
    /// Applies the rule for the leader's raw value; unless forced, only when
    /// the rule's key changed.
    let apply: (String, Bool) -> Void

    init(leader: Field, follower: Field, apply: @escaping (String, Bool) -> Void) {
        self.leader = leader
        self.follower = follower
        self.apply = apply
    }
}

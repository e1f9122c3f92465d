/// A format whose refusals can have a reason of their own, more precise than
/// ``InputRejection/Reason/notAccepted``.
///
/// The coordinator reports that reason, and while the caret stays where the
/// refusal left it, refuses what is typed there next with the same reason:
/// a decimal separator refused in a yen amount also refuses the `5` of
/// `1.5`, which would otherwise join the whole number and make it 15.
protocol RefusalReasoning: InputFormat {
    /// Why `edit` of `before` leaves characters out, when it is a reason of
    /// this format's own; `nil` otherwise. Only
    /// ``InputRejection/Reason/noFractionDigits(currency:)`` holds for what is
    /// typed next.
    func refusalReason(of edit: TextEdit, on before: TextEditingState) -> InputRejection.Reason?
}

extension AmountFormat: RefusalReasoning {}
extension DecimalFormat: RefusalReasoning {}

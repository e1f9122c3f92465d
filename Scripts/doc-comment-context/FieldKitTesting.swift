// The test around FieldKitTesting's doc-comment examples: the names they take
// as given. Scripts/doc-comment-code.py puts this file before the examples;
// see it for how they are checked.

@MainActor let field = SimulatedField(format: .cardNumber)
@MainActor let form = FormModel([FieldModel("name"), FieldModel("card", format: .cardNumber)])

import FieldKit

// Focus chain and form model cases. `focus/next/10000` is one `next()` on a
// 10,000-field chain (wrapping, so every call moves); a sample walks the whole
// chain, so the median is the amortised cost. `form/validate/1000` validates
// every field of a 1,000-field form once (target: under 1 ms).

@MainActor
func focusBenchmarks() -> [Benchmark] {
    [
        Benchmark(
            name: "focus/next/10000",
            batch: 10_000,
            setUp: { makeChain(count: 10_000, disabledEvery: nil) },
            operation: { state, _ in
                unsafeDowncast(state, to: FocusChain<Int>.self).next(cause: .toolbar)
            }
        ),
        Benchmark(
            name: "focus/next/100",
            batch: 10_000,
            setUp: { makeChain(count: 100, disabledEvery: nil) },
            operation: { state, _ in
                unsafeDowncast(state, to: FocusChain<Int>.self).next(cause: .toolbar)
            }
        ),
        Benchmark(
            name: "focus/next/10000/skip-disabled",
            batch: 10_000,
            setUp: { makeChain(count: 10_000, disabledEvery: 3) },
            operation: { state, _ in
                unsafeDowncast(state, to: FocusChain<Int>.self).next(cause: .toolbar)
            }
        ),
        Benchmark(
            name: "focus/next/10000/string-ids",
            batch: 10_000,
            setUp: {
                let chain = FocusChain<String>(wrapPolicy: .wrapAround)
                for id in 0..<10_000 { chain.register("field-\(id)") }
                chain.first()
                return chain
            },
            operation: { state, _ in
                unsafeDowncast(state, to: FocusChain<String>.self).next(cause: .toolbar)
            }
        ),
        Benchmark(
            name: "focus/register/10000",
            setUp: { Box(0) },
            operation: { _, _ in
                let chain = FocusChain<Int>()
                for id in 0..<10_000 { chain.register(id) }
                blackHole(chain)
            }
        ),
        Benchmark(
            name: "form/validate/1000",
            setUp: { makeForm(count: 1_000) },
            operation: { state, _ in
                blackHole(unsafeDowncast(state, to: FormModel<String>.self).validate())
            }
        ),
        Benchmark(
            name: "form/submit/1000",
            setUp: { makeForm(count: 1_000) },
            operation: { state, _ in
                blackHole(unsafeDowncast(state, to: FormModel<String>.self).submit())
            }
        ),
    ]
}

@MainActor
private func makeChain(count: Int, disabledEvery: Int?) -> FocusChain<Int> {
    let chain = FocusChain<Int>(wrapPolicy: .wrapAround)
    for id in 0..<count {
        let disabled = disabledEvery.map { id % $0 == 1 } ?? false
        chain.register(id, availability: disabled ? .disabled : .available)
    }
    chain.first()
    return chain
}

/// A form of `count` fields cycling through the kinds a checkout has: plain
/// required text, a 16-digit number, a secure 3–4 digit code, optional text.
@MainActor
private func makeForm(count: Int) -> FormModel<String> {
    let form = FormModel<String>()
    for index in 0..<count {
        let field: FieldModel<String>
        switch index % 4 {
        case 0:
            field = FieldModel("name\(index)", value: "Ada Lovelace", validator: .required())
        case 1:
            field = FieldModel(
                "card\(index)", value: "4242424242424242", format: .digits(max: 16), privacy: .cardNumber,
                validator: .required().and(.length(min: 16)))
        case 2:
            field = FieldModel(
                "cvc\(index)", value: "123", format: .digits(max: 4), privacy: .secure,
                validator: .required().and(.length(min: 3)))
        default:
            field = FieldModel("note\(index)", value: index.isMultiple(of: 8) ? "" : "leave at the door")
        }
        form.add(field)
    }
    return form
}

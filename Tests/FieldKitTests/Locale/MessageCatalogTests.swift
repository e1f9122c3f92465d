import Testing

@testable import FieldKit

/// One of every reason, with arguments that show up in the message.
let everyReason: [ValidationReason] = [
    .required, .tooShort(minimum: 7), .tooLong(maximum: 93), .incomplete, .tooManyDigits,
    .cardNumberIncomplete, .unknownCardNumber, .cardNumberTooLong(brand: .americanExpress), .checksumFailed,
    .invalidMonth, .expired, .expiryDateIncomplete, .ibanCountryCodeExpected, .unknownCountry(code: "QQ"),
    .ibanCheckDigitsNotDigits, .ibanTooLong(country: "NO"), .ibanAccountInvalid(country: "MT"),
    .ibanChecksumFailed, .ibanNationalCheckFailed(country: "BE"), .ibanIncomplete, .unknownCallingCode,
    .notAPhoneNumber(region: "KR"),
    .phoneNumberIncomplete, .invalidEmail, .emailIncomplete, .amountIncomplete,
]

/// Keys that are labels rather than reasons.
let interfaceKeys: Set<MessageKey> = [
    .toolbarPrevious, .toolbarNext, .toolbarDone, .previousField, .nextField, .cardBrand, .cardBrandUnknown,
    .fieldsNeedAttention, .fieldMessage, .formToolbar, .requiredField,
]

/// Keys of the reasons a field leaves characters out (``InputRejection``),
/// checked in `IntegrityTests`.
let rejectionKeys: Set<MessageKey> = [.charactersNotAccepted, .charactersCut, .charactersRefusedByWidget]

@Suite("Messages in every shipped language")
struct MessageCatalogTests {
    @Test func theReasonListCoversEveryReasonKey() {
        let covered = Set(everyReason.compactMap(\.key))
        #expect(covered == Set(MessageKey.allCases).subtracting(interfaceKeys).subtracting(rejectionKeys))
    }

    @Test(arguments: MessageLanguage.allCases)
    func everyKeyHasATextWithExactlyItsPlaceholders(_ language: MessageLanguage) {
        for key in MessageKey.allCases {
            let template = MessageTable.template(key, in: language)
            #expect(template?.isEmpty == false, "\(language.rawValue) lacks \(key)")
            guard let template else { continue }
            let names = placeholderNames(in: template)
            #expect(
                names == Set(key.placeholders.map(\.rawValue)), "\(language.rawValue) \(key): \(template)")
        }
    }

    @Test(arguments: MessageLanguage.allCases)
    func everyReasonReadsWithItsArgumentsFilledIn(_ language: MessageLanguage) {
        let catalog = MessageCatalog(locale: LocaleIdentifier(language.rawValue))
        #expect(catalog.language == language)
        for reason in everyReason {
            let message = catalog.message(for: reason)
            #expect(!message.isEmpty)
            #expect(!message.contains("{") && !message.contains("}"), "\(language.rawValue): \(message)")
            for value in reason.arguments.values {
                #expect(message.contains(value), "\(language.rawValue) \(reason): \(message)")
            }
        }
    }

    /// English words (not codes or brand names that every language writes
    /// the same) must not appear in another language's text.
    @Test(arguments: MessageLanguage.allCases.filter { $0 != .english })
    func noEnglishLeaksIntoAnotherLanguage(_ language: MessageLanguage) {
        let shared: Set<String> = ["iban", "mm", "yy"]
        // Words that are also the other language's own (French "date", "code",
        // "long"; "E-Mail" in German, "e-mail" in French).
        let cognates: [MessageLanguage: Set<String>] = [
            .german: ["mail"], .french: ["date", "code", "long", "mail", "navigation"],
        ]
        // Templates of placeholders and punctuation only, which several
        // languages write as English does.
        let punctuationOnly: Set<MessageKey> = [.fieldMessage]
        var englishWords = Set<String>()
        for key in MessageKey.allCases {
            englishWords.formUnion(words(in: MessageTable.template(key, in: .english) ?? ""))
        }
        englishWords.subtract(shared)
        for key in MessageKey.allCases {
            let english = MessageTable.template(key, in: .english)
            let text = MessageTable.template(key, in: language) ?? ""
            #expect(
                text != english || punctuationOnly.contains(key),
                "\(language.rawValue) \(key) is the English text")
            let leaked = words(in: text).intersection(englishWords).subtracting(cognates[language] ?? [])
            #expect(leaked.isEmpty, "\(language.rawValue) \(key): \(text) has English \(leaked.sorted())")
        }
    }

    @Test func aMissingTextWouldBeCaught() {
        // The table lookup reports a gap as nil rather than hiding it, so the
        // test above can fail; English is the fallback users see meanwhile.
        #expect(MessageTable.template(.required, in: .english) != nil)
        let catalog = MessageCatalog(locale: "xx_XX")
        #expect(catalog.language == .english)
        #expect(catalog.message(for: .required) == "Required")
    }

    @Test(arguments: [
        ("de_DE.UTF-8", MessageLanguage.german), ("de-AT", .german), ("ko_KR", .korean), ("ar_EG", .arabic),
        ("zh_CN", .simplifiedChinese), ("zh-Hans-SG", .simplifiedChinese),
        ("ja_JP@calendar=japanese", .japanese),
        ("fr_CA", .french), ("es_419", .spanish), ("it_CH", .italian), ("ru", .russian), ("C", .english),
        ("POSIX", .english), ("", .english), ("zh_TW", .english), ("zh-Hant-CN", .english),
        ("pt_BR", .english),
    ])
    func localesPickTheirLanguage(_ identifier: String, _ expected: MessageLanguage) {
        #expect(MessageCatalog(locale: LocaleIdentifier(identifier)).language == expected)
    }

    @Test func localeIdentifiersAreParsed() {
        let locale = LocaleIdentifier("zh-hans-cn.UTF-8")
        #expect(locale.language == "zh" && locale.script == "Hans" && locale.region == "CN")
        #expect(locale.identifier == "zh_Hans_CN")
        #expect(LocaleIdentifier("es_419").region == "419")
        #expect(LocaleIdentifier("de_DE@euro").identifier == "de_DE")
    }

    @Test func theProcessLocaleFollowsPosixPrecedence() {
        let env = ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]
        #expect(LocaleIdentifier.posix { env[$0] } == "ko_KR")
        #expect(LocaleIdentifier.posix { ["LANG": "ar_EG", "LC_ALL": "ja_JP"][$0] } == "ja_JP")
        #expect(LocaleIdentifier.posix { ["LANG": "it_IT", "LC_ALL": ""][$0] } == "it_IT")
        #expect(LocaleIdentifier.posix { _ in nil } == .english)
    }

    @Test func toolbarLabelsAreTranslated() {
        #expect(MessageCatalog(locale: "de_DE").text(.toolbarNext) == "Weiter")
        #expect(MessageCatalog(locale: "ko_KR").text(.toolbarDone) == "완료")
        #expect(MessageCatalog(locale: "ar_EG").text(.toolbarPrevious) == "السابق")
        #expect(
            MessageCatalog(locale: "fr_FR").text(.cardBrand, [.brand: "Visa"])
                == "Réseau de la carte\u{A0}: Visa")
    }

    @Test func appOverridesReplaceTextsAndKeepPlaceholders() {
        let base = MessageCatalog(locale: "de_DE")
        let global = base.overriding(.tooShort, with: "Zu kurz (min. {minimum})")
        #expect(global.message(for: .tooShort(minimum: 4)) == "Zu kurz (min. 4)")
        #expect(global.message(for: .required) == "Pflichtfeld", "other keys keep FieldKit's text")
        let perLanguage = global.overriding { key, language in
            key == .required && language == .german ? "Bitte ausfüllen" : nil
        }
        #expect(perLanguage.message(for: .required) == "Bitte ausfüllen")
        #expect(
            perLanguage.message(for: .tooShort(minimum: 2)) == "Zu kurz (min. 2)", "earlier overrides stay")
        #expect(base.message(for: .custom("Eigener Text")) == "Eigener Text")
    }

    @Test func rightToLeftMessagesIsolateTheirArguments() {
        let arabic = MessageCatalog(locale: "ar_EG").message(for: .ibanTooLong(country: "DE"))
        #expect(arabic.contains("\u{2068}DE\u{2069}"))
        let german = MessageCatalog(locale: "de_DE").message(for: .ibanTooLong(country: "DE"))
        #expect(german == "Zu lang für eine IBAN aus DE")
    }

    @Test func bracesThatAreNoPlaceholderStay() {
        #expect(MessageCatalog.fill("{x} {minimum}", [.minimum: "3"], isolate: false) == "{x} 3")
        #expect(MessageCatalog.fill("{minimum", [.minimum: "3"], isolate: false) == "{minimum")
    }

    @MainActor
    @Test func aFieldShowsItsErrorInTheFormsLanguageWithItsOwnOverride() {
        let card = FieldModel("card", format: .cardNumber, validator: .required())
        let iban = FieldModel("iban", format: .iban, validator: .required())
        let form = FormModel([card, iban])
        form.messages = MessageCatalog(locale: "it_IT")
        card.messageOverride = { key, _ in key == .required ? "Inserisci il numero della carta" : nil }
        form.submit()
        #expect(card.error == .required)
        #expect(card.errorMessage == "Inserisci il numero della carta")
        #expect(iban.errorMessage == "Campo obbligatorio")
        form.messages = MessageCatalog(locale: "ja_JP")
        #expect(iban.errorMessage == "必須項目です")
    }
}

private func placeholderNames(in template: String) -> Set<String> {
    var names = Set<String>()
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "}") else { break }
        names.insert(String(after[..<close]))
        rest = after[after.index(after: close)...]
    }
    return names
}

private func words(in text: String) -> Set<String> {
    Set(
        text.split { !$0.isLetter }.map { $0.lowercased() }.filter { $0.count >= 2 }
            .filter { word in !placeholderNamesSet.contains(word) })
}

private let placeholderNamesSet = Set(MessageKey.Placeholder.allCases.map(\.rawValue))

/// CLDR's plural rules for the ten shipped languages, and messages with a
/// count in the count's form.
@Suite("Plural rules")
struct PluralRuleTests {
    /// babel's (CLDR's) category of 240 counts in every shipped language.
    @Test func categoriesMatchBabel() throws {
        let rows = try goldenRows("plural.tsv")
        #expect(rows.count >= 2000)
        var languages = Set<MessageLanguage>()
        for row in rows {
            let language = try #require(MessageLanguage.allCases.first { "\($0)" == row[0] }, "\(row[0])")
            languages.insert(language)
            let count = try #require(Int(row[1]))
            #expect(language.pluralCategory(of: count).rawValue == row[2], "\(row[0]) \(count)")
        }
        #expect(languages == Set(MessageLanguage.allCases))
        #expect(MessageLanguage.russian.pluralCategory(of: -21) == .one, "the sign is ignored")
    }

    @Test(arguments: MessageLanguage.allCases)
    func everyPluralFormHasExactlyItsKeysPlaceholders(_ language: MessageLanguage) {
        for (key, forms) in MessageTable.plurals[language] ?? [:] {
            #expect(key.pluralPlaceholder != nil, "\(key) has forms but no count")
            for (category, template) in forms {
                #expect(
                    placeholderNames(in: template) == Set(key.placeholders.map(\.rawValue)),
                    "\(language.rawValue) \(key) \(category): \(template)")
                // A form for a category the language never uses would never show.
                let used = (0...1_000_000).lazy.contains { language.pluralCategory(of: $0) == category }
                #expect(used, "\(language.rawValue) has no count in \(category)")
            }
        }
    }

    @Test(arguments: [
        // language, minimum, message
        (MessageLanguage.english, 1, "Enter at least 1 character"),
        (.english, 2, "Enter at least 2 characters"), (.english, 0, "Enter at least 0 characters"),
        (.french, 1, "Saisissez au moins 1 caractère"), (.french, 0, "Saisissez au moins 0 caractère"),
        (.french, 2, "Saisissez au moins 2 caractères"),
        (.italian, 1, "Inserisci almeno 1 carattere"), (.italian, 11, "Inserisci almeno 11 caratteri"),
        (.spanish, 1, "Introduce al menos 1 carácter"), (.spanish, 3, "Introduce al menos 3 caracteres"),
        (.russian, 1, "Введите не менее 1 символа"), (.russian, 21, "Введите не менее 21 символа"),
        (.russian, 3, "Введите не менее 3 символов"), (.russian, 11, "Введите не менее 11 символов"),
        (.russian, 25, "Введите не менее 25 символов"),
        (.german, 1, "Mindestens 1 Zeichen eingeben"), (.german, 8, "Mindestens 8 Zeichen eingeben"),
        (.korean, 1, "1자 이상 입력하세요"),
    ])
    func tooShortTakesTheCountsForm(_ language: MessageLanguage, _ minimum: Int, _ message: String) {
        let catalog = MessageCatalog(locale: LocaleIdentifier(language.rawValue))
        #expect(catalog.language == language)
        #expect(catalog.message(for: .tooShort(minimum: minimum)) == message)
    }

    @Test func arabicCountsInASentenceFromThreeToNinetyNine() {
        let arabic = MessageCatalog(locale: "ar_EG")
        let isolated = { (n: Int) in "\u{2068}\(n)\u{2069}" }
        #expect(arabic.message(for: .tooShort(minimum: 5)) == "أدخل \(isolated(5)) أحرف على الأقل")
        #expect(arabic.message(for: .tooShort(minimum: 12)) == "أدخل \(isolated(12)) حرفًا على الأقل")
        #expect(arabic.message(for: .tooLong(maximum: 40)) == "أدخل \(isolated(40)) حرفًا على الأكثر")
        // 1, 2 and 100 keep the noun form, right for every count.
        for n in [1, 2, 100] {
            #expect(arabic.message(for: .tooShort(minimum: n)) == "الحد الأدنى لعدد الأحرف: \(isolated(n))")
        }
    }

    @Test func anOverrideServesEveryCount() {
        let catalog = MessageCatalog(locale: "en_US").overriding(.tooShort, with: "Min {minimum}")
        #expect(catalog.message(for: .tooShort(minimum: 1)) == "Min 1")
        #expect(catalog.message(for: .tooShort(minimum: 4)) == "Min 4")
    }
}

/// Real UIKit and AppKit text-input behaviour, case by case, each modelled on
/// a public bug report or documentation page (cited in `source`): the calls
/// the toolkit makes (what it announced, what it then did) and what a careful
/// user expects to see and the app to receive.
///
/// Where a report describes the symptom in a wrapper rather than the calls,
/// the sequence is the one the report's own analysis gives; the notes beside
/// a case say what was inferred.
enum AppleEventCatalogue {
    static let cases: [AppleEventCase] =
        autoFill + quickType + autocorrect + korean + japanese + chinese + dictation
        + smartPunctuation + pastes + secureFields + undo + selection

    // MARK: Helpers

    /// The toolkit replaces the character before `offset` with `text` (the
    /// iOS Korean keyboard folding a jamo into the syllable before it, or a
    /// smart dash taking the place of the hyphen before it), announced.
    static func replacingPrevious(at offset: Int, with text: String) -> [AppleEvent] {
        [
            .announce((offset - 1)..<offset, text), .apply((offset - 1)..<offset, text, marked: nil),
            .selectionCallback, .changeCallback,
        ]
    }

    /// The widget's text becomes `text` (caret at the end) by a route that
    /// announced `announced` at `range` first, or nothing; then the
    /// selection and change callbacks run.
    static func replaced(
        with text: String, announcing announced: (Range<Int>, String)? = nil, caret: Int? = nil
    ) -> [AppleEvent] {
        (announced.map { [AppleEvent.announce($0.0, $0.1)] } ?? [])
            + [.set(text, caret: caret, marked: nil), .selectionCallback, .changeCallback]
    }

    /// Unannounced marked-text steps (`setMarkedText` on a `UITextField`,
    /// which asks no delegate), each followed by a view update that hands
    /// back the app's `model` value when `model` is given.
    static func marking(_ steps: [String], announced: Bool = false, rerendering model: String? = nil)
        -> [AppleEvent]
    {
        steps.flatMap { step -> [AppleEvent] in
            [.mark(step, announced: announced)] + (model.map { [AppleEvent.appSets($0)] } ?? [])
        }
    }

    // MARK: AutoFill: phone, e-mail, card, one-time codes, passwords

    static let autoFill: [AppleEventCase] = [
        AppleEventCase(
            title: "Phone AutoFill announces a space at 0 and inserts the contact's number",
            source: "https://github.com/marmelroy/PhoneNumberKit/issues/180",
            widget: .uiTextField, field: CatalogueField(format: .phone("US")),
            events: replaced(with: "+1 (415) 555-2671", announcing: (0..<0, " ")),
            // The contact's parentheses are separators the format replaces
            // with its own: reported as left out (`InputRejection`'s rule).
            expected: AppleOutcome(text: "+1 415-555-2671", model: "+14155552671", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "Phone AutoFill on iOS 14 announces an empty string and inserts the number",
            source: "https://github.com/marmelroy/PhoneNumberKit/issues/426",
            widget: .uiTextField, field: CatalogueField(format: .phone("US")),
            events: replaced(with: "(415) 555-2671", announcing: (0..<0, "")),
            expected: AppleOutcome(text: "(415) 555-2671", model: "4155552671", changes: 1)),
        AppleEventCase(
            title: "Phone suggestion in the mask's own format fills a masked field",
            source: "https://github.com/RedMadRobot/input-mask-ios/issues/70",
            widget: .uiTextField, field: CatalogueField(format: .pattern("(###) ###-####")),
            events: replaced(with: "(415) 555-2671", announcing: (0..<0, " ")),
            expected: AppleOutcome(text: "(415) 555-2671", model: "4155552671", changes: 1)),
        AppleEventCase(
            title: "Phone suggestion with the mask's country prefix fills a prefixed mask",
            source: "https://github.com/Serheo/SHSPhoneComponent/issues/18",
            widget: .uiTextField, field: CatalogueField(format: .pattern("+1 (###) ###-####")),
            events: replaced(with: "+1 (415) 555-2671", announcing: (0..<0, " ")),
            expected: AppleOutcome(text: "+1 (415) 555-2671", model: "4155552671", changes: 1),
            knownIssue: """
                The "1" of the pasted "+1" matches the mask's literal prefix but is counted as a digit \
                left out: `InputRejection.offered` subtracts the raw value's characters from the \
                layout as a set, so a literal digit is never layout.
                """),
        // The pull request's author: a space replaces the content first, the
        // value arrives in a second call.
        AppleEventCase(
            title: "Suggestion made of a space edit then the value edit",
            source: "https://github.com/RedMadRobot/input-mask-ios/pull/90",
            widget: .uiTextField, field: CatalogueField(format: .pattern("(###) ###-####")),
            events: [.paste(" "), .paste("(415) 555-2671")],
            // The lone space, in a field showing nothing yet, is left out and said so.
            expected: AppleOutcome(text: "(415) 555-2671", model: "4155552671", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "E-mail AutoFill announces a space and inserts the address with a trailing space",
            source: "https://github.com/lionheart/openradar-mirror/issues/18086",
            widget: .uiTextField,
            events: replaced(with: "the@email.address ", announcing: (0..<0, " ")),
            expected: AppleOutcome(text: "the@email.address ", model: "the@email.address ", changes: 1)),
        AppleEventCase(
            title: "Strong password AutoFill reaches only editingChanged",
            source: "https://github.com/tchapgouv/tchap-ios/pull/270",
            widget: .uiTextField, field: CatalogueField(isSecure: true),
            events: [.set("Xk7q-pQ2m-Rt9v", caret: nil, marked: nil), .changeCallback],
            expected: AppleOutcome(text: "Xk7q-pQ2m-Rt9v", model: "Xk7q-pQ2m-Rt9v", changes: 1)),
        AppleEventCase(
            title: "SMS code offered and taken in a card number field",
            source: "https://github.com/lionheart/openradar-mirror/issues/20431",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: [.paste("1234")],
            expected: AppleOutcome(text: "1234", model: "1234", changes: 1)),
        AppleEventCase(
            title: "Saved card AutoFill sets the grouped number without an announcement",
            source: "https://github.com/braintree/braintree-web/issues/216",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: replaced(with: "4242 4242 4242 4242"),
            expected: AppleOutcome(text: "4242 4242 4242 4242", model: "4242424242424242", changes: 1)),
        AppleEventCase(
            title: "One-time code AutoFill inserts the whole code through the field editor",
            source: "https://github.com/XcodesOrg/XcodesApp/pull/820",
            widget: .nsTextField, field: CatalogueField(format: .digits(max: 6)),
            events: [.paste("123456")],
            expected: AppleOutcome(text: "123456", model: "123456", changes: 1)),
        AppleEventCase(
            title: "One-time code AutoFill into a grouped code field",
            source: "https://github.com/XcodesOrg/XcodesApp/pull/789",
            widget: .nsTextField, field: CatalogueField(format: .pattern("### ###")),
            events: replaced(with: "123456"),
            expected: AppleOutcome(text: "123 456", model: "123456", changes: 1)),
        AppleEventCase(
            title: "One-time code from the QuickType bar fills one field with the whole code",
            source: "https://github.com/ttdung11t2/react-native-confirmation-code-input/issues/52",
            widget: .uiTextField, field: CatalogueField(format: .digits(max: 6)),
            events: [.paste("123456")],
            expected: AppleOutcome(text: "123456", model: "123456", changes: 1)),
        AppleEventCase(
            title: "Password manager fills a secure field and sends no change notification",
            source: "https://github.com/beeware/toga/issues/2737",
            widget: .nsTextField, field: CatalogueField(isSecure: true),
            events: [.set("s3cret-Pa55", caret: nil, marked: nil), .endEditing],
            expected: AppleOutcome(text: "s3cret-Pa55", model: "s3cret-Pa55", changes: 1)),
    ]

    // MARK: QuickType and inline predictions

    static let quickType: [AppleEventCase] = [
        AppleEventCase(
            title: "Word suggestion taken without should-change is still held to the maximum length",
            source: "https://github.com/react/react-native/issues/9082",
            widget: .uiTextField, field: CatalogueField(model: "Hello wor", maximumLength: 10),
            events: replaced(with: "Hello world "),
            expected: AppleOutcome(text: "Hello worl", model: "Hello worl", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "QuickType replays spaces the field refused before its suggestion",
            source: "https://github.com/lionheart/openradar-mirror/issues/11362",
            widget: .uiTextField, field: CatalogueField(format: .letters),
            events: [.type("  "), .paste("  Hello ")],
            // Each refused space, and the suggestion's three, are reported.
            expected: AppleOutcome(text: "Hello", model: "Hello", changes: 1, rejections: 3)),
        AppleEventCase(
            title: "Inline prediction shown as marked text after the caret is not the user's text yet",
            source: "https://github.com/Swiftgram/Telegram-iOS/pull/193",
            widget: .uiTextView,
            events: [.type("r u going"), .set("r u going to", caret: 9, marked: 9..<12), .changeCallback],
            expected: AppleOutcome(
                text: "r u going to", caret: 9, model: "r u going", changes: 9, marked: " to")),
        AppleEventCase(
            title: "Inline prediction accepted becomes the user's text once",
            source: "https://github.com/lo-cafe/winston/issues/108",
            widget: .uiTextView,
            events: [
                .type("r u going"), .set("r u going to", caret: 9, marked: 9..<12), .changeCallback,
                .appSets("r u going"), .set("r u going to", caret: nil, marked: nil), .selectionCallback,
                .changeCallback, .appSets("r u going to"),
            ],
            expected: AppleOutcome(text: "r u going to", model: "r u going to", changes: 10)),
        AppleEventCase(
            title: "Typing over an inline prediction replaces it without duplicating text",
            source: "https://github.com/kyle-n/HighlightedTextEditor/issues/75",
            widget: .uiTextView,
            events: [
                .type("Hel"), .set("Hello", caret: 3, marked: 3..<5), .changeCallback, .appSets("Hel"),
                .announce(3..<3, "p"), .set("Help", caret: nil, marked: nil), .selectionCallback,
                .changeCallback, .appSets("Help"),
            ],
            expected: AppleOutcome(
                text: "Help", model: "Help", changes: 4, neverInModel: ["Hello", "Helplo", "lo"])),
    ]

    // MARK: Autocorrect

    static let autocorrect: [AppleEventCase] = [
        AppleEventCase(
            title: "Return applies the pending autocorrection without editingChanged",
            source: "https://github.com/chrismiles/EZForm/issues/70",
            widget: .uiTextField,
            events: [.type("Helo"), .set("Hello", caret: nil, marked: nil), .selectionCallback, .returnKey],
            expected: AppleOutcome(text: "Hello", model: "Hello", changes: 5, modelsAtSubmit: ["Hello"])),
        AppleEventCase(
            title: "Return's autocorrection is in the model before the field ends editing",
            source: "https://github.com/tidev/titanium-sdk/pull/6562",
            widget: .uiTextField,
            events: [
                .type("Teh"), .set("The", caret: nil, marked: nil), .selectionCallback, .returnKey,
                .endEditing,
            ],
            expected: AppleOutcome(text: "The", model: "The", changes: 4, modelsAtSubmit: ["The"])),
        AppleEventCase(
            title: "Autocorrection made as the text view loses focus without textViewDidChange",
            source: "https://github.com/ReactiveX/RxSwift/issues/333",
            widget: .uiTextView,
            events: [.type("teh"), .set("the", caret: nil, marked: nil), .selectionCallback, .endEditing],
            expected: AppleOutcome(text: "the", model: "the", changes: 4)),
        AppleEventCase(
            title: "Correction picked from the menu is reported only by the next key",
            source: "https://github.com/react/react-native/pull/23666",
            widget: .uiTextView,
            events: [
                .type("I am hapy"), .set("I am happy", caret: nil, marked: nil), .selectionCallback,
                .type("!"),
            ],
            expected: AppleOutcome(text: "I am happy!", model: "I am happy!", changes: 10)),
        AppleEventCase(
            title: "Autocorrection with the space goes past the maximum length and is cut",
            source: "https://github.com/lionheart/openradar-mirror/issues/3978",
            widget: .uiTextView, field: CatalogueField(maximumLength: 5),
            events: [.type("Aple")] + replaced(with: "Apple ", announcing: (4..<4, " ")),
            expected: AppleOutcome(text: "Apple", model: "Apple", changes: 5, rejections: 1)),
    ]

    // MARK: Korean

    static let korean: [AppleEventCase] = [
        // The iOS Korean keyboard folds each jamo into the syllable before it
        // by replacing that character (simonbs/Runestone#11, #90).
        AppleEventCase(
            title: "Korean final consonant at the maximum length joins its syllable",
            source: "https://github.com/Team-Going/Going-iOS/pull/60",
            widget: .uiTextField, field: CatalogueField(maximumLength: 3),
            events: [.type("ㄱ")] + replacingPrevious(at: 1, with: "기") + replacingPrevious(at: 1, with: "김")
                + [.type("ㅁ")] + replacingPrevious(at: 2, with: "미") + replacingPrevious(at: 2, with: "민")
                + [.type("ㅈ")] + replacingPrevious(at: 3, with: "지") + replacingPrevious(at: 3, with: "진"),
            expected: AppleOutcome(text: "김민진", model: "김민진", changes: 9)),
        AppleEventCase(
            title: "Korean jamo past the maximum length is refused, the final consonant is not",
            source: "https://github.com/Team-Kiero/Kiero-iOS/pull/279",
            widget: .uiTextField, field: CatalogueField(model: "가나다라마바사아", maximumLength: 8),
            events: [.type("ㅇ")] + replacingPrevious(at: 8, with: "앙"),
            expected: AppleOutcome(text: "가나다라마바사앙", model: "가나다라마바사앙", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "Korean marked syllables survive view updates during composition",
            source: "https://github.com/uzairansaruzi/hermex/issues/312",
            widget: .uiTextView,
            events: marking(["ㅈ", "자"], announced: true, rerendering: "") + [.commit("자", announced: true)]
                + marking(["ㅁ", "모"], announced: true, rerendering: "자") + [.commit("모", announced: true)]
                + marking(["ㅇ", "으", "음"], announced: true, rerendering: "자모")
                + [.commit("음", announced: true), .appSets("자모음")],
            expected: AppleOutcome(text: "자모음", model: "자모음", changes: 3)),
        AppleEventCase(
            title: "Dead key's marked accent without textDidChange, then the composed letter",
            source: "https://github.com/Shpigford/clearly/pull/368",
            widget: .nsTextView,
            events: [.set("¨", caret: 1, marked: 0..<1), .appSets("")]
                + replaced(with: "ö", announcing: (0..<1, "ö")),
            expected: AppleOutcome(text: "ö", model: "ö", changes: 1)),
    ]

    // MARK: Japanese

    static let japanese: [AppleEventCase] = [
        AppleEventCase(
            title: "Japanese kana composition with the binding written back after each step",
            source: "https://github.com/ReactiveX/RxSwift/issues/649",
            widget: .uiTextField,
            events: marking(["に", "にほ", "にほん", "にほんご"], rerendering: "")
                + [.commit("日本語", announced: false), .appSets("日本語")],
            expected: AppleOutcome(text: "日本語", model: "日本語", changes: 1)),
        AppleEventCase(
            title: "Japanese romaji composition in a text view re-rendered by SwiftUI",
            source: "https://github.com/youssofal/MTPLX/pull/119",
            widget: .nsTextView,
            events: marking(["k", "か", "かn", "かん", "かんj", "かんじ"], announced: true, rerendering: "")
                + [.commit("漢字", announced: true)],
            expected: AppleOutcome(text: "漢字", model: "漢字", changes: 1)),
        AppleEventCase(
            title: "Japanese composition in a text field keeps its kana until conversion",
            source: "https://github.com/Blaizzy/nativ/issues/199",
            widget: .nsTextField,
            events: marking(["に", "にほ", "にほん"], rerendering: "") + [.commit("日本", announced: false)],
            expected: AppleOutcome(text: "日本", model: "日本", changes: 1)),
        AppleEventCase(
            title: "Japanese commit longer than the room left is cut when the composition ends",
            source: "https://github.com/flutter/website/pull/4883",
            widget: .uiTextField, field: CatalogueField(model: "東京", maximumLength: 5),
            events: marking(["お", "おお", "おおさ", "おおさか", "おおさかふ", "おおさかふり", "おおさかふりつ"])
                + [.commit("大阪府立", announced: false)],
            expected: AppleOutcome(text: "東京大阪府", model: "東京大阪府", changes: 1, rejections: 1)),
    ]

    // MARK: Chinese

    static let chinese: [AppleEventCase] = [
        AppleEventCase(
            title: "Pinyin candidate chosen without should-change",
            source: "https://github.com/lionheart/openradar-mirror/issues/7352",
            widget: .uiTextField,
            events: marking(["n", "ni", "nih", "niha", "nihao"]) + [.commit("你好", announced: false)],
            expected: AppleOutcome(text: "你好", model: "你好", changes: 1)),
        AppleEventCase(
            title: "Pinyin commit longer than the room left is cut to what fits",
            source: "https://github.com/react/react-native/issues/9082",
            widget: .uiTextField, field: CatalogueField(model: "ab", maximumLength: 3),
            events: marking(["n", "ni", "nih", "niha", "nihao"]) + [.commit("你好", announced: false)],
            expected: AppleOutcome(text: "ab你", model: "ab你", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "Pinyin longer than the maximum length composes, its commit fits",
            source: "https://github.com/react/react-native/pull/38305",
            widget: .uiTextField, field: CatalogueField(model: "ab", maximumLength: 4),
            events: marking(["z", "zh", "zho", "zhon", "zhong", "zhongw", "zhongwe", "zhongwen"])
                + [.commit("中文", announced: false)],
            expected: AppleOutcome(text: "ab中文", model: "ab中文", changes: 1)),
        AppleEventCase(
            title: "Pinyin is not cut at the maximum length while it is marked",
            source: "https://morganwang.xlog.page/iOSmd?locale=en",
            widget: .uiTextField, field: CatalogueField(maximumLength: 6),
            events: marking(["s", "sh", "sha", "shan", "shang", "shangh", "shangha", "shanghai"]),
            expected: AppleOutcome(text: "shanghai", model: "", changes: 0, marked: "shanghai")),
        AppleEventCase(
            title: "Pinyin backspace announces the whole marked range and removes one letter",
            source: "https://github.com/lionheart/openradar-mirror/issues/12930",
            widget: .uiTextField,
            events: marking(["b", "ba", "ban", "bana", "banan", "banana"])
                + [
                    .announce(0..<6, ""), .set("banan", caret: 5, marked: 0..<5), .selectionCallback,
                    .changeCallback,
                ],
            expected: AppleOutcome(text: "banan", model: "", changes: 0, marked: "banan")),
        AppleEventCase(
            title: "Zhuyin commit announced as a caret after the marked text (iOS 26)",
            source: "https://developer.apple.com/forums/thread/801013",
            widget: .uiTextField,
            events: marking(["ㄨ", "ㄨㄤ"], announced: true) + replaced(with: "王", announcing: (2..<2, "王")),
            expected: AppleOutcome(text: "王", model: "王", changes: 1)),
        AppleEventCase(
            title: "A second Chinese composition after a committed one",
            source: "https://github.com/xmartlabs/Eureka/pull/2150",
            widget: .uiTextField,
            events: marking(["n", "ni"]) + [.commit("你", announced: false)] + marking(["h", "ha", "hao"])
                + [.commit("好", announced: false)],
            expected: AppleOutcome(text: "你好", model: "你好", changes: 2)),
        AppleEventCase(
            title: "Chinese compositions in a row with the binding written back",
            source: "https://github.com/SwiftUIX/SwiftUIX/issues/160",
            widget: .uiTextField,
            events: marking(["n", "ni"], rerendering: "") + [.commit("你", announced: false), .appSets("你")]
                + marking(["h", "ha", "hao"], rerendering: "你") + [
                    .commit("好", announced: false), .appSets("你好"),
                ],
            expected: AppleOutcome(text: "你好", model: "你好", changes: 2)),
        AppleEventCase(
            title: "Nothing reaches the app while pinyin is still being chosen",
            source: "https://github.com/tristanhimmelman/THContactPicker/pull/24",
            widget: .uiTextField,
            events: marking(["z", "zh", "zho", "zhon", "zhong"]),
            expected: AppleOutcome(text: "zhong", model: "", changes: 0, marked: "zhong")),
    ]

    // MARK: Dictation

    static let dictation: [AppleEventCase] = [
        AppleEventCase(
            title: "Dictation's placeholder is replaced by the result",
            source: "https://github.com/react/react-native/pull/37188",
            widget: .uiTextField, field: CatalogueField(model: "Note: "),
            events: [.set("Note: \u{FFFC}", caret: nil, marked: nil), .changeCallback]
                + replaced(with: "Note: buy milk"),
            expected: AppleOutcome(
                text: "Note: buy milk", model: "Note: buy milk", changes: 1, neverInModel: ["\u{FFFC}"])),
        AppleEventCase(
            title: "Dictation that recognises nothing removes its placeholder",
            source: "https://github.com/vercel/aix/pull/66",
            widget: .uiTextView, field: CatalogueField(model: "Note: "),
            events: [.set("Note: \u{FFFC}", caret: nil, marked: nil), .changeCallback]
                + replaced(with: "Note: "),
            expected: AppleOutcome(text: "Note: ", model: "Note: ", changes: 0, neverInModel: ["\u{FFFC}"])),
        AppleEventCase(
            title: "Dictated card number lands where the placeholder was",
            source: "https://github.com/Cocoanetics/DTRichTextEditor/issues/3",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: [.set("\u{FFFC}", caret: nil, marked: nil), .changeCallback]
                + replaced(with: "4242424242424242"),
            expected: AppleOutcome(
                text: "4242 4242 4242 4242", model: "4242424242424242", changes: 1, neverInModel: ["\u{FFFC}"]
            )),
    ]

    // MARK: Smart punctuation

    static let smartPunctuation: [AppleEventCase] = [
        AppleEventCase(
            title: "Smart dashes replace the first hyphen with an em dash",
            source: "https://github.com/siteline/swiftui-introspect/issues/114",
            widget: .uiTextField,
            events: [.type("a-")] + replacingPrevious(at: 2, with: "—") + [.type("b")],
            expected: AppleOutcome(text: "a—b", model: "a—b", changes: 4)),
        AppleEventCase(
            title: "Smart dashes in a text view",
            source: "https://github.com/AdguardTeam/AdGuardVPNForiOS/issues/357",
            widget: .uiTextView,
            events: [.type("tls-")] + replacingPrevious(at: 4, with: "—") + [.type("x")],
            expected: AppleOutcome(text: "tls—x", model: "tls—x", changes: 6)),
        AppleEventCase(
            title: "macOS text substitution turns a double hyphen into an em dash",
            source: "https://github.com/overtake/TelegramSwift/issues/801",
            widget: .nsTextView,
            events: [.type("a-")] + replacingPrevious(at: 2, with: "—") + [.type("b")],
            expected: AppleOutcome(text: "a—b", model: "a—b", changes: 4)),
        AppleEventCase(
            title: "Smart dash at the start of a command option",
            source: "https://github.com/blinksh/blink/issues/2221",
            widget: .uiTextField,
            events: [.type("-")] + replacingPrevious(at: 1, with: "—") + [.type("create")],
            expected: AppleOutcome(text: "—create", model: "—create", changes: 8)),
        AppleEventCase(
            title: "Smart quotes announce the curly apostrophe",
            source: "https://github.com/itod/pegkit/pull/46",
            widget: .uiTextView,
            events: [
                .type("it"), .announce(2..<2, "’"), .apply(2..<2, "’", marked: nil), .selectionCallback,
                .changeCallback, .type("s"),
            ],
            expected: AppleOutcome(text: "it’s", model: "it’s", changes: 4)),
    ]

    // MARK: Pastes with no-break spaces and invisible characters

    static let pastes: [AppleEventCase] = [
        AppleEventCase(
            title: "Phone number pasted with no-break spaces",
            source: "https://github.com/fastlane/fastlane/pull/26868",
            widget: .uiTextField, field: CatalogueField(format: .phone("US")),
            events: [.paste("+1\u{00A0}415\u{00A0}555\u{00A0}2671")],
            expected: AppleOutcome(text: "+1 415-555-2671", model: "+14155552671", changes: 1)),
        AppleEventCase(
            title: "Phone number with a no-break space after the area code pasted into a mask",
            source: "https://github.com/signalapp/Signal-Android/pull/3099",
            widget: .uiTextField, field: CatalogueField(format: .pattern("(###) ###-####")),
            events: [.paste("(415)\u{00A0}555-2671")],
            expected: AppleOutcome(text: "(415) 555-2671", model: "4155552671", changes: 1)),
        AppleEventCase(
            title: "Phone number pasted between directional isolates",
            source: "https://github.com/signalapp/Signal-Android/issues/11630",
            widget: .uiTextField, field: CatalogueField(format: .phone("US")),
            events: [.paste("\u{2068}+1 415 555 2671\u{2069}")],
            // The isolates are dropped and said so, as any control character is.
            expected: AppleOutcome(text: "+1 415-555-2671", model: "+14155552671", changes: 1, rejections: 1)),
        AppleEventCase(
            title: "Card number pasted with no-break spaces",
            source: "https://github.com/kenkeiter/skeuocard/issues/36",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: [.paste("4242\u{00A0}4242\u{00A0}4242\u{00A0}4242")],
            expected: AppleOutcome(text: "4242 4242 4242 4242", model: "4242424242424242", changes: 1)),
        AppleEventCase(
            title: "Phone number pasted with a variation selector",
            source: "https://github.com/woocommerce/woocommerce/issues/58000",
            widget: .uiTextField, field: CatalogueField(format: .phone("US")),
            events: [.paste("+1\u{FE0D}-415-555-2671")],
            expected: AppleOutcome(text: "+1 415-555-2671", model: "+14155552671", changes: 1),
            knownIssue: """
                The variation selector joins the "1" before it into one grapheme, and the phone \
                format, unlike the character formats (which shed it and keep the digit), drops the \
                whole grapheme: the country code is lost ("+41 55 552 67 1").
                """),
        AppleEventCase(
            title: "Card number pasted with no-break spaces through the field editor",
            source: "https://github.com/stripe-archive/jquery.payment/issues/16",
            widget: .nsTextField, field: CatalogueField(format: .cardNumber),
            events: [.paste("4242\u{00A0}4242\u{00A0}4242\u{00A0}4242")],
            expected: AppleOutcome(text: "4242 4242 4242 4242", model: "4242424242424242", changes: 1)),
    ]

    // MARK: Secure fields

    static let secureFields: [AppleEventCase] = [
        // UIKit announces the key as an insertion at the caret, then clears
        // the field and keeps only the key.
        AppleEventCase(
            title: "Secure field re-focused is cleared by the next key",
            source: "https://github.com/lionheart/openradar-mirror/issues/15106",
            widget: .uiTextField, field: CatalogueField(model: "hunter2", isSecure: true),
            events: [.endEditing, .beginEditing] + replaced(with: "x", announcing: (7..<7, "x")),
            expected: AppleOutcome(text: "x", model: "x", changes: 1, neverInModel: ["hunter2x"])),
        AppleEventCase(
            title: "Backspace in a re-focused secure field clears it all",
            source: "https://github.com/ReactiveCocoa/ReactiveCocoa/issues/779",
            widget: .uiTextField, field: CatalogueField(model: "hunter2", isSecure: true),
            events: [.endEditing, .beginEditing] + replaced(with: "", announcing: (6..<7, "")),
            expected: AppleOutcome(text: "", model: "", changes: 1, neverInModel: ["hunter"])),
        AppleEventCase(
            title: "Password typed, focus left and back, then typed again",
            source: "https://github.com/stephsharp/MaterialTextField/issues/15",
            widget: .uiTextField, field: CatalogueField(isSecure: true),
            events: [.type("pass"), .endEditing, .beginEditing]
                + replaced(with: "a", announcing: (4..<4, "a"))
                + [.type("bc")],
            expected: AppleOutcome(text: "abc", model: "abc", changes: 7, neverInModel: ["passa"])),
    ]

    // MARK: Hardware-keyboard undo

    static let undo: [AppleEventCase] = [
        AppleEventCase(
            title: "Command-Z after deleting digits of a grouped card number",
            source: "https://github.com/nesterenkodm/CHRTextFieldFormatter/issues/5",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: [.type("12345678"), .backspace, .backspace, .backspace, .backspace, .undo],
            expected: AppleOutcome(text: "1234 5678", model: "12345678", changes: 13)),
        AppleEventCase(
            title: "Command-Z twice after typing",
            source: "https://github.com/mozilla-mobile/focus-ios/issues/2938",
            widget: .uiTextField,
            events: [.type("foobar"), .undo, .undo],
            expected: AppleOutcome(text: "", model: "", changes: 7)),
        AppleEventCase(
            title: "Undo after a paste the format kept nothing of",
            source: "https://github.com/lionheart/openradar-mirror/issues/17467",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber),
            events: [.type("4242"), .paste("abc"), .undo],
            expected: AppleOutcome(text: "", model: "", changes: 5, rejections: 1)),
        AppleEventCase(
            title: "Undo twice after typing a character the format drops",
            source: "https://github.com/lionheart/openradar-mirror/issues/3727",
            widget: .uiTextField, field: CatalogueField(format: .letters),
            events: [.type("ab\"cd"), .undo, .undo],
            expected: AppleOutcome(text: "", model: "", changes: 5, rejections: 1)),
        AppleEventCase(
            title: "Undo of a paste in a text view",
            source: "https://github.com/Automattic/simplenote-ios/issues/682",
            widget: .nsTextView,
            events: [.type("Note"), .paste(" - [ ] milk"), .undo],
            expected: AppleOutcome(text: "Note", model: "Note", changes: 6)),
        AppleEventCase(
            title: "Undo twice after two characters added to existing text",
            source: "https://github.com/twostraws/Sourceful/issues/29",
            widget: .nsTextView, field: CatalogueField(model: "hello world"),
            events: [.type("ab"), .undo, .undo],
            expected: AppleOutcome(text: "hello world", model: "hello world", changes: 3)),
    ]

    // MARK: Selection callbacks during updates

    static let selection: [AppleEventCase] = [
        AppleEventCase(
            title: "Digit typed mid-number: the caret set after the text stays after the digit",
            source: "https://github.com/fjcaetano/NSStringMask/pull/8",
            widget: .uiTextField, field: CatalogueField(format: .cardNumber, model: "42424242"),
            events: [.moveCaret(2), .type("1")],
            expected: AppleOutcome(text: "4214 2424 2", caret: 3, model: "421424242", changes: 1)),
        AppleEventCase(
            title: "App write reported back as selection events keeps the caret by its text",
            source: "https://github.com/react/react-native/pull/2668",
            widget: .uiTextView, field: CatalogueField(model: "Hello World"),
            events: [.moveCaret(5), .appSets("Well, Hello World")],
            expected: AppleOutcome(
                text: "Well, Hello World", caret: 11, model: "Well, Hello World", changes: 0)),
        AppleEventCase(
            title: "Text changed by the app is no user change",
            source: "https://github.com/mozilla-mobile/AutocompleteTextField/issues/5",
            widget: .uiTextField,
            events: [.appSets("abc")],
            expected: AppleOutcome(text: "abc", model: "abc", changes: 0)),
        AppleEventCase(
            title: "UIKit sets the same text again as the field resigns",
            source: "https://github.com/lionheart/openradar-mirror/issues/8394",
            widget: .uiTextField,
            events: [.type("12"), .set("12", caret: nil, marked: nil), .selectionCallback, .endEditing],
            expected: AppleOutcome(text: "12", model: "12", changes: 2)),
        AppleEventCase(
            title: "Moving the caret is no change",
            source: "https://github.com/sequelpro/sequelpro/issues/2688",
            widget: .nsTextView,
            events: [.type("abc"), .moveCaret(1)],
            expected: AppleOutcome(text: "abc", caret: 1, model: "abc", changes: 3)),
        AppleEventCase(
            title: "The app clears the text and the caret follows",
            source: "https://github.com/simonbs/Runestone/issues/141",
            widget: .uiTextView, field: CatalogueField(model: "hello"),
            events: [.moveCaret(5), .appSets("")],
            expected: AppleOutcome(text: "", model: "", changes: 0)),
    ]
}

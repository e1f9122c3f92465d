import FieldKit

/// The demo's command line.
///
/// ```
/// fieldkit-demo [--page NAME] [--screenshot PATH] [--region CC] [--locale ID] [--currency CODE]
///               [--submit] [--log-changes] [--reopen-key] [--reopen-leaks] [--sync-key]
/// ```
struct DemoOptions: Equatable {
    /// The page to open.
    var page = DemoPageKind.checkout
    /// Render the window to this PNG and exit instead of staying open.
    var screenshotPath: String?
    /// The phone region used when a number has no country code; by default
    /// the locale's region, or US.
    var phoneRegion: String?
    /// The locale of the texts and amounts; by default the process locale.
    var locale: LocaleIdentifier?
    /// The amount field's currency; by default the locale region's.
    var currency: String?
    /// A value for the amount field, as the model holds it (`1234.5`).
    var amount: String?
    /// Fill the page with example values (for screenshots of a filled form).
    var submitOnStart = false
    /// Print a JSON line for every `onChange` call of the checkout's and the
    /// search page's fields
    /// and every preedit change, so input method tests can count the calls
    /// (one per applied change) and wait for a composition as a person would.
    var logsChanges = false
    /// Test-only: F5 closes the page (its form, fields and widgets) and opens
    /// a new one in the same window, for the memory soak (Tests/EndToEnd/soak.py).
    var reopenKey = false
    /// Test-only: with ``reopenKey``, keep every closed page and its widgets
    /// alive (a deliberate leak that shows the soak's bound can fail).
    var reopenLeaks = false
    /// Test-only: F6 prints `{"synced": "N", "clipboard": ..., "primary": ...}`
    /// (N counts the F6 presses) once the main loop is idle after it. Keys
    /// reach the window in the order they were sent, so the line means every
    /// key sent before it was handled, with what it queued on the main loop:
    /// a test that types faster than the demo answers waits for it instead
    /// of sleeping. Each selection says how often it changed and whether GDK
    /// knows it holds text (another application's formats arrive
    /// asynchronously, so a test waits for them before it pastes).
    var syncKey = false

    /// Why a command line could not be read.
    enum ParseError: Error, CustomStringConvertible {
        case missingValue(String)
        case unknownPage(String)
        case unknownOption(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .unknownPage(let page):
                "unknown page '\(page)'; pages: \(DemoPageKind.allCases.map(\.rawValue).joined(separator: ", "))"
            case .unknownOption(let option): "unknown option '\(option)'"
            }
        }
    }

    static let usage = """
        usage: fieldkit-demo [--page NAME] [--screenshot PATH] [--region CC] [--locale ID] [--currency CODE]
                             [--amount VALUE] [--submit] [--log-changes] [--reopen-key] [--reopen-leaks]
                             [--sync-key]
          --page NAME        open one page: \(DemoPageKind.allCases.map(\.rawValue).joined(separator: ", "))
          --screenshot PATH  render the window to a PNG with GTK's renderer and exit
          --region CC        default phone region for numbers without +country (default: the locale's, or US)
          --locale ID        language and number format, such as de_DE, ko_KR, ar_EG (default: LC_ALL / LC_MESSAGES / LANG)
          --currency CODE    the amount's ISO 4217 currency (default: the locale region's)
          --amount VALUE     checkout: start with this amount, written as a program writes it (1234.5)
          --submit           press Done once the page is shown (shows the errors of an empty form)
          --log-changes      checkout, search: print {"change": FIELD, "value": VALUE} for every onChange call
                             and {"preedit": FIELD, "text": TEXT} for every input method preedit
                             (card and security code values are printed as "redacted")
          --reopen-key       (tests) F5 closes the page and opens a new one; prints {"reopened":"N"}
          --reopen-leaks     (tests) with --reopen-key, keep the closed pages alive (a deliberate leak)
          --sync-key         (tests) F6 prints {"synced":"N", ...} once every key sent before it was handled
        """

    /// Reads `arguments` (without the program name).
    init(arguments: [String]) throws(ParseError) {
        var rest = arguments[...]
        func value(for option: String) throws(ParseError) -> String {
            guard let next = rest.popFirst() else { throw .missingValue(option) }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--page":
                let name = try value(for: argument)
                guard let page = DemoPageKind(rawValue: name) else { throw .unknownPage(name) }
                self.page = page
            case "--screenshot": screenshotPath = try value(for: argument)
            case "--region": phoneRegion = try value(for: argument).uppercased()
            case "--locale": locale = LocaleIdentifier(try value(for: argument))
            case "--currency": currency = try value(for: argument).uppercased()
            case "--amount": amount = try value(for: argument)
            case "--submit": submitOnStart = true
            case "--log-changes": logsChanges = true
            case "--reopen-key": reopenKey = true
            case "--reopen-leaks": reopenLeaks = true
            case "--sync-key": syncKey = true
            default: throw .unknownOption(argument)
            }
        }
    }

    init() {}
}

/// The demo's pages.
enum DemoPageKind: String, CaseIterable, Sendable {
    case checkout, fields, search, mirror, notes, toolbar, payment
}

import FieldKitSwiftUI
import SwiftUI

/// Every kind of field once: placeholder, formats, secure entry with a
/// visibility toggle, a growing editor, an `isFirstResponder` binding.
struct FieldsPage: View {
    @State private var plain = ""
    @State private var digits = ""
    @State private var password = ""
    @State private var showsPassword = false
    @State private var isPlainFocused = false
    @State private var changes = 0

    var body: some View {
        Form {
            PlatformTextField("Plain text", text: $plain)
                .isFirstResponder($isPlainFocused)
                .onTextChange { _ in changes += 1 }
            Button(isPlainFocused ? "Resign" : "Focus") { isPlainFocused.toggle() }
            PlatformTextField("Digits only", text: $digits)
                .keyboard(.number)
                .inputFormat(CharacterFormat.digits)
            HStack {
                PlatformTextField("Password", text: $password)
                    .contentType(.password)
                    .secure(revealed: $showsPassword)
                Toggle("Show", isOn: $showsPassword)
            }
            Text("\(changes) changes")
        }
        .navigationTitle("Fields")
    }
}

/// A search field whose return key says Search and submits.
struct SearchPage: View {
    @State private var query = ""
    @State private var submittedQuery = ""

    var body: some View {
        VStack(alignment: .leading) {
            // FieldKit's modifiers work in any order, after SwiftUI's too.
            PlatformTextField("Search", text: $query)
                .padding(.vertical, 4)
                .onSubmit { submittedQuery = query }
                .fieldSubmitLabel(.search)
                .autocorrection(false)
            Text("Searched for: \(submittedQuery)")
            Spacer()
        }
        .padding()
        .navigationTitle("Search")
    }
}

/// Two fields bound to one value: typing in either updates the other without
/// moving the caret of the one being typed in.
struct MirrorPage: View {
    @State private var text = ""

    var body: some View {
        Form {
            PlatformTextField("Type here", text: $text)
            PlatformTextField("…or here", text: $text)
            Text(text)
        }
        .navigationTitle("Mirror")
    }
}

/// A notes editor that grows from three lines to ten, then scrolls.
struct NotesPage: View {
    @State private var notes = ""

    var body: some View {
        Form {
            PlatformTextEditor("Notes", text: $notes, lineLimit: 3...10)
            Text("\(notes.count) characters")
        }
        .navigationTitle("Notes")
    }
}

/// Native SwiftUI text fields and FieldKit fields in one chain with one
/// keyboard toolbar, including above a number pad.
struct ToolbarPage: View {
    enum Field: Hashable, Sendable {
        case first, amount, reference, last
    }

    @State private var chain = FocusChain<Field>()
    @FocusState private var focus: Field?
    @State private var first = ""
    @State private var amount = ""
    @State private var reference = ""
    @State private var last = ""

    var body: some View {
        Form {
            TextField("SwiftUI text field", text: $first)
                .focused($focus, equals: .first)
                .focusChainField(.first, in: chain)
            PlatformTextField("Amount (number pad)", text: $amount)
                .keyboard(.number)
                .inputFormat(.decimal())
                .focusChainField(.amount, in: chain)
            PlatformTextField("Reference", text: $reference)
                .focusChainField(.reference, in: chain)
            TextField("Another SwiftUI field", text: $last)
                .focused($focus, equals: .last)
                .focusChainField(.last, in: chain)
            Button("Focus the first field") { chain.focus(.first) }
        }
        .focusChain(chain, focus: $focus)
        .navigationTitle("Toolbar")
    }
}

/// The list of pages, like the GTK demo's sidebar.
struct ExamplesRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Checkout") { CheckoutForm() }
                NavigationLink("Fields") { FieldsPage() }
                NavigationLink("Search") { SearchPage() }
                NavigationLink("Mirror") { MirrorPage() }
                NavigationLink("Notes") { NotesPage() }
                NavigationLink("Toolbar") { ToolbarPage() }
                NavigationLink("Form model") { FormModelPage() }
            }
            .navigationTitle("FieldKit")
        }
    }
}

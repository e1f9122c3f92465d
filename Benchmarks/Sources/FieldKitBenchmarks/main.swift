// Runs every benchmark and prints a table; with --json, one JSON object per
// line (`name`, `ns` = median nanoseconds per operation). Pass name prefixes
// to run a subset: `fieldkit-benchmarks keystroke/ format/`.

let arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let filters = arguments.filter { !$0.hasPrefix("--") }

@MainActor
func runAll() {
    let all = editingBenchmarks() + formatBenchmarks() + focusBenchmarks()
    let selected = all.filter { b in filters.isEmpty || filters.contains { b.name.hasPrefix($0) } }
    if !json {
        print(pad("name") + "median ns/op")
    }
    var results: [String: Double] = [:]
    for benchmark in selected {
        let ns = measure(benchmark)
        results[benchmark.name] = ns
        if json {
            print("{\"name\": \"\(benchmark.name)\", \"ns\": \(Int(ns.rounded()))}")
        } else {
            print(pad(benchmark.name) + format(ns))
        }
    }
    let remeasure = { (name: String) in selected.first { $0.name == name }.map { measure($0) } }
    for line in ratioLines(results, remeasure: remeasure) { print(json ? "{\"ratio\": \"\(line)\"}" : line) }
}

func format(_ ns: Double) -> String {
    ns >= 1_000_000 ? "\(Int(ns / 1000)) µs" : ns >= 10_000 ? "\(Int(ns / 100) / 10) µs" : "\(Int(ns)) ns"
}

MainActor.assumeIsolated { runAll() }

func pad(_ s: String, to width: Int = 44) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
}

import CGtk4

// Stdout carries the demo's JSON lines; keep it line-buffered even in a pipe.
setvbuf(fieldkit_stdout(), nil, _IOLBF, 0)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(DemoOptions.usage)
    exit(0)
}
let options: DemoOptions
do {
    options = try DemoOptions(arguments: arguments)
} catch {
    fputs("fieldkit-demo: \(error)\n\(DemoOptions.usage)\n", fieldkit_stderr())
    exit(2)
}
let status = MainActor.assumeIsolated { DemoApplication(options: options).run() }
exit(status)

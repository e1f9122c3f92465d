#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's entry point for programs that own `main`.
///
/// SwiftPM links executables with `main` bound to the module's own entry
/// point, which hides libFuzzer's `main`; calling the driver from Swift's
/// `@main` keeps every libFuzzer flag working.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and `testOneInput` as the target, then exits.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// Traps with `message` when an invariant does not hold, so libFuzzer saves
/// the input as a crash.
///
/// The message names lengths and positions; the input itself is in the saved file.
public func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("invariant violated: \(message())", file: file, line: line)
    }
}

/// Whether `FUZZ_TRACE` is set: harnesses then print each step, for reading a saved crash.
public let isTracing = getenv("FUZZ_TRACE") != nil

/// Prints `message` when ``isTracing``.
public func trace(_ message: @autoclosure () -> String) {
    guard isTracing else { return }
    let line = message() + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One benchmark case: `setUp` builds fresh state, `operation` runs one
/// operation on it (the timed part), and the harness reports the median
/// nanoseconds per operation over many samples.
struct Benchmark {
    var name: String
    /// Operations per timed sample (more for fast operations).
    var batch: Int = 1
    /// Builds the state one sample works on; not timed.
    var setUp: @MainActor () -> AnyObject
    /// One operation on the state; timed.
    var operation: @MainActor (AnyObject, Int) -> Void
}

/// A class box so that value-typed state can be mutated by operations.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `benchmark` for about `budget` nanoseconds and returns the median ns per operation.
@MainActor
func measure(_ benchmark: Benchmark, budget: UInt64 = 300_000_000) -> Double {
    var samples: [Double] = []
    let start = nowNanoseconds()
    while samples.count < 15 || (nowNanoseconds() - start < budget && samples.count < 2_000) {
        let state = benchmark.setUp()
        let t0 = nowNanoseconds()
        for i in 0..<benchmark.batch { benchmark.operation(state, i) }
        let t1 = nowNanoseconds()
        samples.append(Double(t1 - t0) / Double(benchmark.batch))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Keeps a value alive and opaque to the optimiser.
///
/// `@_optimize(none)` keeps the parameter: without it, function signature
/// optimisation drops an unused argument and a pure computation feeding it
/// (such as `String ==`) is removed as dead code.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

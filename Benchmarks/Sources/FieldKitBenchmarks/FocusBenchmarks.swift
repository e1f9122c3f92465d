import FieldKit

@MainActor
func focusBenchmarks() -> [Benchmark] { [] }

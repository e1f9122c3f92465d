import FieldKit

@MainActor
func formatBenchmarks() -> [Benchmark] { [] }

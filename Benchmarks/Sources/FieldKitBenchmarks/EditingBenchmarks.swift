import FieldKit

@MainActor
func editingBenchmarks() -> [Benchmark] { [] }

func ratioLines(_ results: [String: Double]) -> [String] { [] }

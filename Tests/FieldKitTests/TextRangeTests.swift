import Testing

@testable import FieldKit

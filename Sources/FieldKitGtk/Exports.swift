@_exported import FieldKit

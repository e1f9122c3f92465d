// Users of the SwiftUI adapter get the core's types (formats, focus chains,
// form models) with one import.
@_exported import FieldKit

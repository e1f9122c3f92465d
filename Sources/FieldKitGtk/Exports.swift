@_exported import CGtk4
@_exported import FieldKit

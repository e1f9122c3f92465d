@_exported import FieldKit
import CGtk4

func gtkVersionProbe() -> UInt32 { gtk_get_major_version() }

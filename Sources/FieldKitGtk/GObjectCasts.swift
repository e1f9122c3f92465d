import CGtk4

// GTK's C API takes each class and interface as its own pointer type; these
// conversions stand in for the C cast macros Swift cannot import. They only
// reinterpret the pointer: every call site passes an instance of the type it
// names.

extension UnsafeMutablePointer {
    /// The same instance as an opaque pointer (GTK interfaces such as `GtkEditable`).
    package var opaque: OpaquePointer { OpaquePointer(self) }

    /// The same instance as another GTK struct type.
    package func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same instance as GLib's untyped pointer.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer {
    /// The same instance as a GTK struct type.
    package func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(self)
    }

    /// The same instance as GLib's untyped pointer.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

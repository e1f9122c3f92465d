/// Where a field sits on screen, as a layout pass reports it (for example a
/// SwiftUI `PreferenceKey` carrying each field's frame).
package struct FieldFrame<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The field's identifier in its focus chain.
    package var id: ID
    /// The left edge.
    package var minX: Double
    /// The top edge (y grows downwards).
    package var minY: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// A field `id` with the given frame.
    package init(id: ID, minX: Double, minY: Double, width: Double, height: Double) {
        self.id = id
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }
}

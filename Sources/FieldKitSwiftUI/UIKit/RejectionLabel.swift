#if canImport(UIKit)
    import UIKit

    /// The small red text in which a UIKit adapter shows its message about
    /// left-out characters.
    final class RejectionLabel: UILabel {
        init() {
            super.init(frame: .zero)
            font = UIFont.preferredFont(forTextStyle: .caption1)
            textColor = .systemRed
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }
#endif

// flavor: ios
// expect: cannot convert value of type 'Int' to specified type 'String'
import SwiftUI
import UIKit
struct Broken: UIViewRepresentable {
    func makeCoordinator() -> Int { 0 }
    func makeUIView(context: Context) -> UITextField {
        let name: String = context.coordinator
        _ = name
        return UITextField(frame: .zero)
    }
    func updateUIView(_ uiView: UITextField, context: Context) {}
}

// flavor: ios
// expect: does not conform to protocol 'UIViewRepresentable'
import SwiftUI
import UIKit
struct Broken: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextField { UITextField(frame: .zero) }
}

// flavor: ios
// expect: does not conform to protocol 'UIViewRepresentable'
import SwiftUI
import UIKit
struct Broken: UIViewRepresentable {
    func updateUIView(_ uiView: UITextField, context: Context) {}
}

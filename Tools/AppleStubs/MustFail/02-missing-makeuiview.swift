// flavor: ios
// expect: does not conform to protocol 'UIViewRepresentable'
// expect: protocol requires function 'makeUIView(context:)'
import SwiftUI
import UIKit
struct Broken: UIViewRepresentable {
    func updateUIView(_ uiView: UITextField, context: Context) {}
}

// flavor: ios
// expect: does not conform to protocol 'UIViewRepresentable'
// expect: protocol requires function 'updateUIView(_:context:)'
import SwiftUI
import UIKit
struct Broken: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextField { UITextField(frame: .zero) }
}

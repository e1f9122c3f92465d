// flavor: ios
// expect: does not conform to protocol 'UIViewRepresentable'
// expect: unable to infer associated type 'UIViewType'
import SwiftUI
import UIKit
final class NotAView {}
struct Broken: UIViewRepresentable {
    func makeUIView(context: Context) -> NotAView { NotAView() }
    func updateUIView(_ uiView: NotAView, context: Context) {}
}

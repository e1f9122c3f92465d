// platforms: visionos
// expect: cannot find 'FocusChainToolbar' in scope
// visionOS has no input accessory views, so FieldKit has no keyboard toolbar
// there: code that builds one needs `#if !os(visionOS)`, as
// Examples/UIKitCheckout.swift does.
import FieldKitSwiftUI
import UIKit

@MainActor func toolbar(for chain: FocusChain<Int>) -> UIView { FocusChainToolbar(chain: chain).view }

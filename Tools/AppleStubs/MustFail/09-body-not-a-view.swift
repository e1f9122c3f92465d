// expect: does not conform to protocol 'View'
import SwiftUI
struct Broken: View {
    var body: Int { 0 }
}

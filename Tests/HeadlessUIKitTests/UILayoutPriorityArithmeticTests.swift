import HeadlessUIKit
import Testing

/// UILayoutPriority's arithmetic with a `Float`, declared in HeadlessUIKit as UIKit's overlay
/// declares it (a file importing only HeadlessUIKit finds it: `UIKitProbeTests`).
@Suite struct UILayoutPriorityArithmeticTests {
  @Test func addingOrSubtractingAFloatMovesTheRawValueByIt() {
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.required - 1).rawValue == 999)
    #expect((UILayoutPriority(10) + 2.5).rawValue == 12.5)
    #expect((UILayoutPriority(10) - 2.5).rawValue == 7.5)
  }
}

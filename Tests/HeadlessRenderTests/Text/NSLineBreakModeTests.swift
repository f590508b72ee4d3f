import Testing

@testable import HeadlessRender

@Suite struct NSLineBreakModeTests {
  @Test func onlyTheTruncatingModesHaveAnEllipsisPosition() {
    #expect(NSLineBreakMode.byTruncatingHead.truncationPosition == .head)
    #expect(NSLineBreakMode.byTruncatingMiddle.truncationPosition == .middle)
    #expect(NSLineBreakMode.byTruncatingTail.truncationPosition == .tail)
    #expect(NSLineBreakMode.byWordWrapping.truncationPosition == nil)
    #expect(NSLineBreakMode.byCharWrapping.truncationPosition == nil)
    #expect(NSLineBreakMode.byClipping.truncationPosition == nil)
  }
}

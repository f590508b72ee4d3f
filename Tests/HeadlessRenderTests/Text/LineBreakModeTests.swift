import Testing

@testable import HeadlessRender

@Suite struct LineBreakModeTests {
  @Test func onlyTheTruncatingModesHaveAnEllipsisPosition() {
    #expect(LineBreakMode.byTruncatingHead.truncationPosition == .head)
    #expect(LineBreakMode.byTruncatingMiddle.truncationPosition == .middle)
    #expect(LineBreakMode.byTruncatingTail.truncationPosition == .tail)
    #expect(LineBreakMode.byWordWrapping.truncationPosition == nil)
    #expect(LineBreakMode.byCharWrapping.truncationPosition == nil)
    #expect(LineBreakMode.byClipping.truncationPosition == nil)
  }
}

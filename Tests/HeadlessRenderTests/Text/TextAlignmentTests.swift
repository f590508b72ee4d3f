import Testing

@testable import HeadlessRender

@Suite struct TextAlignmentTests {
  @Test func offsetsPlaceALineAgainstItsEdgeOrInTheMiddle() {
    #expect(TextAlignment.left.offset(ofLineWidth: 3, inWidth: 10) == 0)
    #expect(TextAlignment.center.offset(ofLineWidth: 3, inWidth: 10) == 3)
    #expect(TextAlignment.right.offset(ofLineWidth: 3, inWidth: 10) == 7)
  }

  @Test func aLineWiderThanItsBoxStartsAtTheLeftEdge() {
    for alignment in TextAlignment.allCases {
      #expect(alignment.offset(ofLineWidth: 12, inWidth: 10) == 0)
    }
  }
}

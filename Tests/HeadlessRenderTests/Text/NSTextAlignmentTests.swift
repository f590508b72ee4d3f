import Testing

@testable import HeadlessRender

@Suite struct NSTextAlignmentTests {
  @Test func offsetsPlaceALineAgainstItsEdgeOrInTheMiddle() {
    #expect(NSTextAlignment.left.offset(ofLineWidth: 3, inWidth: 10) == 0)
    #expect(NSTextAlignment.center.offset(ofLineWidth: 3, inWidth: 10) == 3)
    #expect(NSTextAlignment.right.offset(ofLineWidth: 3, inWidth: 10) == 7)
  }

  @Test func aLineWiderThanItsBoxStartsAtTheLeftEdge() {
    for alignment in NSTextAlignment.allCases {
      #expect(alignment.offset(ofLineWidth: 12, inWidth: 10) == 0)
    }
  }
}

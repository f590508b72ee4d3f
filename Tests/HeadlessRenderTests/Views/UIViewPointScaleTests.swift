import Foundation
import Testing

@testable import HeadlessRender

/// Views in points over the grid: a frame is the points of its grid rectangle (PointScale).
@Suite struct UIViewPointScaleTests {
  @MainActor @Test func aViewsFrameIsThePointsOfItsGridRectangle() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    #expect(view.gridFrame == GridRect(x: 1, y: 0, width: 10, height: 2))
    #expect(view.frame == CGRect(x: 9.75, y: 0, width: 97.5, height: 44))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 97.5, height: 44))
  }

  @MainActor @Test func aLabelsIntrinsicSizeIsItsColumnsAndLinesInPoints() {
    let label = UILabel()
    label.text = "Kingfisher"
    #expect(label.intrinsicContentSize == CGSize(width: 97.5, height: 22))
    #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }
}

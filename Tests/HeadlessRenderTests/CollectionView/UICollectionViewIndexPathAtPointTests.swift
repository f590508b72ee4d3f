import Foundation
import Testing

@testable import HeadlessRender

/// indexPathForItem(at:): the item whose frame holds a point.
@MainActor
@Suite struct UICollectionViewIndexPathAtPointTests {
  @Test func thePointFindsTheItemWhoseFrameHoldsItAndAGapFindsNone() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 97.5, height: 44)
    layout.minimumInteritemSpacing = 19.5
    layout.minimumLineSpacing = 22
    let source = GridDataSource(items: ["a", "b", "c", "d"])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 214.5, height: 440), collectionViewLayout: layout)
    source.attach(to: view)
    view.layoutIfNeeded()
    withExtendedLifetime(source) {
      // Two items a row, 10 columns each with 2 between; rows of 2 lines with 1 between.
      #expect(view.indexPathForItem(at: CGPoint(x: 0, y: 0)) == IndexPath(item: 0, section: 0))
      #expect(view.indexPathForItem(at: CGPoint(x: 97, y: 43)) == IndexPath(item: 0, section: 0))
      #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 10)) == nil)  // between the items
      #expect(
        view.indexPathForItem(at: CGPoint(x: 120, y: 10)) == IndexPath(item: 1, section: 0))
      #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 50)) == nil)  // between the rows
      #expect(
        view.indexPathForItem(at: CGPoint(x: 120, y: 70)) == IndexPath(item: 3, section: 0))
      #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 400)) == nil)
      #expect(view.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
  }
}

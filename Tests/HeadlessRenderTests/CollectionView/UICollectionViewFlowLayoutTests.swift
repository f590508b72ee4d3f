import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// The flow layout's arithmetic, in points, on the worked cases of the research notes
/// (`UIKIT-COLLECTION-VIEW.md` §3.1), and its defaults.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
  /// Sizes items from a table, as a flow layout's delegate does.
  final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizes[indexPath.item]
    }
  }

  /// A collection view `width` points wide holding `count` items, laid out; `body` reads it
  /// while its data source lives. Widths that are whole columns (9.75 points each) keep the
  /// arithmetic exact, as the collection view's own frame is on the grid.
  private func withLayout(
    _ layout: UICollectionViewFlowLayout, width: CGFloat, count: Int,
    delegate: (any UICollectionViewDelegate)? = nil, _ body: (UICollectionView) -> Void
  ) {
    let source = GridDataSource(items: (0..<count).map { "\($0)" })
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 440), collectionViewLayout: layout)
    source.attach(to: view)
    if let delegate { view.delegate = delegate }
    view.layoutIfNeeded()
    withExtendedLifetime(source) { body(view) }
  }

  private func frames(_ view: UICollectionView, _ count: Int) -> [CGRect] {
    (0..<count).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  /// The x and y of each item of one section placed by the flow layout's rules.
  private func place(
    _ sizes: [CGSize], width: CGFloat, inset: UIEdgeInsets = .zero, spacing: CGFloat = 10,
    lineSpacing: CGFloat = 0
  ) -> (x: [CGFloat], y: [CGFloat], bottom: CGFloat) {
    let placed = UICollectionViewFlowLayout.placeItems(
      sizes, width: width, inset: inset, spacing: spacing, lineSpacing: lineSpacing, top: 0)
    return (placed.items.map(\.frame.minX), placed.items.map(\.frame.minY), placed.bottom)
  }

  @Test func anEstimatedItemSizeMakesEachItemAsLargeAsItsCellAsks() throws {
    func grid(_ estimate: CGSize) -> (GridDataSource, UICollectionView) {
      let source = GridDataSource(items: ["a", "pear", "kiwi fruit", "a very long fig name"])
      let layout = gridLayout()
      layout.minimumInteritemSpacing = 9.75
      layout.estimatedItemSize = estimate
      return (source, makeCollectionView(source, layout: layout, width: 16, height: 4))
    }
    #expect(UICollectionViewFlowLayout().estimatedItemSize == .zero)
    #expect(UICollectionViewFlowLayout.automaticSize != .zero)
    let (source, view) = grid(UICollectionViewFlowLayout.automaticSize)
    defer { withExtendedLifetime(source) {} }
    // Each label's own size, one line: "a" and "pear" fill the first line (spread to its
    // ends); the kiwi's 10 columns do not fit after them and sit alone, centred, on the
    // next; the fig's 20 columns are cut to the line's 16, its label truncated.
    #expect(
      try DeviceFrame(size: GridSize(width: 16, height: 4)).render(view) == [
        " ┌────────────────┐",
        " │a           pear│",
        " │   kiwi fruit   │",
        " │a very long fig…│",
        " │                │",
        " └────────────────┘",
      ])
    let frames = (0..<4).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.width) == [9.75, 39, 97.5, 156])
    #expect(frames.map(\.height) == [22, 22, 22, 22])
    // A label of two lines: its item is two lines tall, as wide as its longer line.
    let twoLines = GridDataSource(items: ["kiwi\nfruit"])
    let layout = gridLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let tall = makeCollectionView(twoLines, layout: layout, width: 16, height: 4)
    defer { withExtendedLifetime(twoLines) {} }
    tall.layoutIfNeeded()
    #expect(
      tall.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
        == CGSize(width: 48.75, height: 44))
    // Without an estimate, every item keeps the item size.
    let (fixedSource, fixed) = grid(.zero)
    defer { withExtendedLifetime(fixedSource) {} }
    fixed.layoutIfNeeded()
    #expect(fixed.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.width == 97.5)
    #expect(fixed.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 97.5)
  }

  @Test func theDefaultsAreUIKits() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
  }

  /// The research notes' first worked case: W = 320, 50 by 50 items, 10 items (their x
  /// values need no spacing between items: six of 50 points fit in 320 only then).
  @Test func fullLinesAreJustifiedAndTheLastKeepsTheirPitch() {
    let placed = place(
      Array(repeating: CGSize(width: 50, height: 50), count: 10), width: 320, spacing: 0)
    #expect(placed.x == [0, 54, 108, 162, 216, 270, 0, 54, 108, 162])
    #expect(placed.y == [0, 0, 0, 0, 0, 0, 50, 50, 50, 50])
    #expect(placed.bottom == 100)
  }

  /// The research notes' second worked case: W = 300, widths 100/80/90/50, heights
  /// 40/60/50/50.
  @Test func delegateSizesFillGreedilyAndAreCentredVerticallyInTheirLine() {
    let placed = place(
      [
        CGSize(width: 100, height: 40), CGSize(width: 80, height: 60),
        CGSize(width: 90, height: 50), CGSize(width: 50, height: 50),
      ], width: 300)
    #expect(placed.x == [0, 115, 210, 0])
    #expect(placed.y == [10, 0, 5, 60])
    #expect(placed.bottom == 110)
  }

  @Test func anItemThatFitsExactlyStaysOnTheLineAndOneThatDoesNotStartsTheNext() {
    // 3 × 100 + 2 × 10 = 320: the third fits exactly; a fourth of width 1 does not.
    let sizes = Array(repeating: CGSize(width: 100, height: 10), count: 3)
    #expect(place(sizes, width: 320).y == [0, 0, 0])
    #expect(place(sizes + [CGSize(width: 1, height: 10)], width: 320).y == [0, 0, 0, 10])
    #expect(place(sizes, width: 319.5).y == [0, 0, 10])
  }

  @Test func theLastLineOfDifferentSizesIsLeftAlignedAtTheMinimumSpacing() {
    let placed = place(
      [
        CGSize(width: 100, height: 20), CGSize(width: 100, height: 20),
        CGSize(width: 150, height: 20), CGSize(width: 40, height: 20),
        CGSize(width: 60, height: 20),
      ], width: 300, lineSpacing: 10)
    // Line 0 holds 100 + 10 + 100 (150 more does not fit), justified; line 1 is the last.
    #expect(placed.x == [0, 200, 0, 160, 210])
    #expect(placed.y == [0, 0, 30, 30, 30])
  }

  @Test func whenEveryLineHoldsOneItemTheLastIsCentredToo() {
    let placed = place(
      Array(repeating: CGSize(width: 200, height: 50), count: 2), width: 320, lineSpacing: 10)
    #expect(placed.x == [60, 60])
    #expect(placed.y == [0, 60])
    // One line of two: the last line is not full, so it starts at the left.
    #expect(
      place([CGSize(width: 100, height: 50)] + [CGSize(width: 100, height: 50)], width: 320).x == [
        0, 110,
      ])
  }

  @Test func aLastLineOfSeveralItemsStartsAtTheLeftInsetAndTheInsetsWrapTheLines() {
    let placed = place(
      Array(repeating: CGSize(width: 50, height: 50), count: 2), width: 320,
      inset: UIEdgeInsets(top: 5, left: 20, bottom: 7, right: 20))
    #expect(placed.x == [20, 80])
    #expect(placed.y == [5, 5])
    #expect(placed.bottom == 62)
  }

  @Test func headersAndFootersSpanTheWidthOutsideTheInsetsAndTakeNoLineSpacing() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 1, height: 30)
    layout.footerReferenceSize = CGSize(width: 1, height: 20)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    withLayout(layout, width: 312, count: 1) { view in
      let header = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
      let footer = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
      #expect(header?.frame == CGRect(x: 0, y: 0, width: 312, height: 30))
      #expect(frames(view, 1) == [CGRect(x: 131, y: 35, width: 50, height: 50)])
      #expect(footer?.frame == CGRect(x: 0, y: 90, width: 312, height: 20))
      #expect(layout.collectionViewContentSize == CGSize(width: 312, height: 110))
    }
  }

  @Test func theDelegatesSizesReplaceTheLayoutsOwn() {
    let sizes = Sizes([CGSize(width: 100, height: 40), CGSize(width: 80, height: 60)])
    withLayout(UICollectionViewFlowLayout(), width: 312, count: 2, delegate: sizes) { view in
      #expect(frames(view, 2).map(\.size) == sizes.sizes)
    }
  }

  @Test func aHeaderOfHeightZeroIsNotAsked() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 320, height: 0)
    withLayout(layout, width: 312, count: 1) { _ in
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
          == nil)
    }
  }

  @Test func onlyElementsMeetingARectAreReturned() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    withLayout(layout, width: 312, count: 20) { _ in
      // Six items of 50 points to a line of 312; the second line is 50 to 100.
      let found = layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 50, width: 312, height: 50))
      #expect(found?.map(\.indexPath.item) == Array(6..<12))
      let edge = layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 99.5, width: 312, height: 1))
      #expect(edge?.map(\.indexPath.item) == Array(6..<18))
    }
  }
}

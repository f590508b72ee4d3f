import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// Sections that scroll sideways (`orthogonalScrollingBehavior`): their groups side by side
/// in one row, drawn clipped to the collection view, scrolled on their own.
@MainActor
@Suite struct UICollectionViewOrthogonalScrollingTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 3))

  /// A collection view 20 columns by 3 lines: the section titled "row" scrolls sideways
  /// (`behavior`), items 6 columns by 1 line a column apart (a row of 5 items is 34 columns
  /// wide) inside `rowInsets`, every other section one item to a line.
  private func collection(
    _ source: GridDataSource,
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
      .continuous,
    rowInsets: NSDirectionalEdgeInsets = .zero
  ) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout { [weak source] index, _ in
      let isRow = source?.sections[index].title == "row"
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: isRow ? .absolute(58.5) : .fractionalWidth(1),
          heightDimension: .absolute(22)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      if isRow {
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 9.75
        section.contentInsets = rowInsets
      }
      return section
    }
    return makeCollectionView(source, layout: layout, width: 20, height: 3)
  }

  private func rowAndList() -> GridDataSource {
    GridDataSource([
      (title: "row", items: ["a1", "b2", "c3", "d4", "e5"]), (title: "list", items: ["f", "g"]),
    ])
  }

  @Test func aSidewaysSectionPutsItsGroupsInOneRowAsTallAsAGroup() {
    let source = rowAndList()
    let view = collection(source)
    let row = (0..<5).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    #expect(row.map(\.frame.minX) == [0, 68.25, 136.5, 204.75, 273])
    #expect(row.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 22 })
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 22)
    #expect(view.contentSize.height == 66)
  }

  @Test func scrollingASectionSidewaysMovesOnlyItsCellsAndStopsAtItsEnds() throws {
    let source = rowAndList()
    let view = collection(source)
    #expect(
      try device.render(view)[1...3] == [
        " │a1     b2     c3    │", " │f                   │", " │g                   │",
      ])
    #expect(try view.scrollOrthogonalSection(0, byColumns: 8))
    #expect(view.orthogonalOffset(ofSection: 0) == 8)
    // b2 starts a column before the view's edge: its first character is cut off.
    #expect(
      try device.render(view)[1...3] == [
        " │2     c3     d4     │", " │f                   │", " │g                   │",
      ])
    // 34 columns in a 20-column view: the row stops with its trailing edge at the view's.
    #expect(try view.scrollOrthogonalSection(0, byColumns: 1_000))
    #expect(view.orthogonalOffset(ofSection: 0) == 14)
    #expect(try device.render(view)[1] == " │c3     d4     e5    │")
    #expect(try view.scrollOrthogonalSection(0, byColumns: Int.min))
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
    #expect(try view.scrollOrthogonalSection(0, byColumns: Int.max))
    #expect(view.orthogonalOffset(ofSection: 0) == 14)
    // The list scrolls with the collection view; a missing section does not scroll at all.
    #expect(try !view.scrollOrthogonalSection(1, byColumns: 3))
    #expect(try !view.scrollOrthogonalSection(2, byColumns: 3))
    #expect(view.orthogonalOffset(ofSection: 1) == nil)
    #expect(view.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 0, 1])
  }

  @Test func aSidewaysRowEndsPastItsTrailingInsetAndScrollsToShowIt() throws {
    let source = GridDataSource([
      (title: "row", items: ["a1", "b2", "c3", "d4", "e5"]), (title: "list", items: ["f"]),
      (title: "row", items: ["g1", "h2", "i3", "j4", "k5"]),
    ])
    // 2 columns before the row and 3 after it: 39 columns in a 20-column view.
    let view = collection(
      source, rowInsets: NSDirectionalEdgeInsets(top: 0, leading: 19.5, bottom: 0, trailing: 29.25))
    #expect(try device.render(view)[1] == " │  a1     b2     c3  │")
    #expect(try view.scrollOrthogonalSection(0, byColumns: 1_000))
    #expect(view.orthogonalOffset(ofSection: 0) == 19)
    #expect(
      try device.render(view)[1...3] == [
        " │    d4     e5       │", " │f                   │", " │  g1     h2     i3  │",
      ])
    // The other row keeps its own offset and reaches its own end.
    #expect(view.orthogonalOffset(ofSection: 2) == 0)
    #expect(try view.scrollOrthogonalSection(2, byColumns: 18))
    #expect(try view.scrollOrthogonalSection(2, byColumns: 18))
    #expect(view.orthogonalOffset(ofSection: 2) == 19)
  }

  @Test func aSectionThatStopsScrollingSidewaysForgetsItsOffset() throws {
    let source = rowAndList()
    let view = collection(source)
    _ = try device.render(view)
    #expect(try view.scrollOrthogonalSection(0, byColumns: 8))
    // The layout changes its mind: section 0 is a list now, drawn from its leading edge.
    source.sections[0].title = "list"
    view.collectionViewLayout.invalidateLayout()
    #expect(try device.render(view)[1] == " │a1                  │")
    #expect(view.orthogonalOffset(ofSection: 0) == nil)
    // And a row again: it starts over at its leading edge.
    source.sections[0].title = "row"
    view.collectionViewLayout.invalidateLayout()
    #expect(try device.render(view)[1] == " │a1     b2     c3    │")
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
  }

  @Test func theBehavioursHaveUIKitsRawValuesAndNoneIsTheDefault() {
    #expect(
      [
        UICollectionLayoutSectionOrthogonalScrollingBehavior.none, .continuous,
        .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
      ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
        subitems: []))
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(section.boundarySupplementaryItems.isEmpty)
  }

  @Test func thePagingBehavioursScrollAsContinuousDoes() throws {
    for behavior in [
      UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary,
      .paging, .groupPaging, .groupPagingCentered,
    ] {
      let source = rowAndList()
      let view = collection(source, behavior: behavior)
      #expect(try view.scrollOrthogonalSection(0, byColumns: 3), "\(behavior)")
      #expect(view.orthogonalOffset(ofSection: 0) == 3, "\(behavior)")
    }
    let source = rowAndList()
    #expect(try !collection(source, behavior: .none).scrollOrthogonalSection(0, byColumns: 3))
  }

  /// The offsets a section of `behavior` rests at after a finger scrolls it by each of
  /// `swipes` in turn, from its leading edge.
  private func restingOffsets(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, swipes: [Int],
    rowInsets: NSDirectionalEdgeInsets = .zero
  ) throws -> [Int?] {
    let source = rowAndList()
    defer { withExtendedLifetime(source) {} }
    let view = collection(source, behavior: behavior, rowInsets: rowInsets)
    view.layoutIfNeeded()
    var offsets: [Int?] = []
    for columns in swipes {
      #expect(try view.swipeOrthogonalSection(0, byColumns: columns))
      offsets.append(view.orthogonalOffset(ofSection: 0))
    }
    return offsets
  }

  // The row's groups start at columns 0, 7, 14, 21 and 28; the row ends at 34, so the offset
  // stops at 14 in a collection view 20 columns wide.

  @Test func aFingerLeavesAContinuousSectionWhereItScrolledIt() throws {
    #expect(try restingOffsets(.continuous, swipes: [3, 4, 20, -5]) == [3, 7, 14, 9])
  }

  @Test func aGroupLeadingBoundarySectionRestsAtTheGroupEdgeNearestToWhereItWasLeft() throws {
    // 3 is nearer 0 than 7, 4 nearer 7 than 0; the row's end (14) is a group's edge, and 11
    // is nearer to it than to 7.
    #expect(
      try restingOffsets(.continuousGroupLeadingBoundary, swipes: [3, 4, -1, 20, -3])
        == [0, 7, 7, 14, 14])
  }

  @Test func aPagingSectionMovesOnePageOfTheCollectionViewsWidthPerScroll() throws {
    // A page is 20 columns: the next page from 0 is 20, kept at the row's end (14); back from
    // 14 (page 1) is page 0; a scroll that cannot move leaves it on its page.
    #expect(try restingOffsets(.paging, swipes: [1, -1, -3, 30]) == [14, 0, 0, 14])
  }

  @Test func aGroupPagingSectionMovesOneGroupPerScrollHoweverFarItGoes() throws {
    #expect(try restingOffsets(.groupPaging, swipes: [1, 13, -10, -1]) == [7, 14, 7, 0])
    // The group's edge rests at the section's leading inset (one column).
    let inset = NSDirectionalEdgeInsets(top: 0, leading: 9.75, bottom: 0, trailing: 0)
    #expect(try restingOffsets(.groupPaging, swipes: [1, 1], rowInsets: inset) == [7, 14])
  }

  @Test func aGroupPagingCenteredSectionCentresTheNextGroupInTheCollectionView() throws {
    // A 6-column group is centred 7 columns in: the second group (7) at 0, the third (14)
    // at 7.
    #expect(try restingOffsets(.groupPagingCentered, swipes: [1, -1, -1, 2]) == [7, 0, 0, 7])
  }

  @Test func itemsALandingBringsIntoViewAreDisplayedAndThoseItTakesAwayEndDisplaying() throws {
    let source = rowAndList()
    let view = collection(source, behavior: .groupPaging)
    view.layoutIfNeeded()
    source.clearEvents()
    // A column's scroll shows no new item; the landing on the next group (7) does.
    #expect(try view.swipeOrthogonalSection(0, byColumns: 1))
    #expect(source.events == ["didEndDisplaying 0-0", "willDisplay 0-3"])
    #expect(try device.render(view)[1] == " │b2     c3     d4    │")
  }

  @Test func anItemScrolledToSidewaysLandsAtTheLeftTheMiddleOrTheRight() {
    let source = rowAndList()
    let view = collection(source)
    view.scrollToItem(at: IndexPath(item: 1, section: 0), at: .left, animated: false)
    #expect(view.orthogonalOffset(ofSection: 0) == 7)
    view.scrollToItem(
      at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
    #expect(view.orthogonalOffset(ofSection: 0) == 7)
    view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .right, animated: false)
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
    view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .right, animated: false)
    #expect(view.orthogonalOffset(ofSection: 0) == 14)
    // A vertical position leaves the sideways offset where it was.
    view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(view.orthogonalOffset(ofSection: 0) == 14)
  }

  @Test func theOffsetFollowsItsSectionThroughABatchAndStartsOverWhenReloaded() throws {
    let source = rowAndList()
    let view = collection(source)
    view.layoutIfNeeded()
    #expect(try view.scrollOrthogonalSection(0, byColumns: 5))
    source.sections.insert((title: "list", items: ["x"]), at: 0)
    view.insertSections([0])
    #expect(view.orthogonalOffset(ofSection: 1) == 5)
    #expect(try device.render(view)[2] == " │  b2     c3     d4  │")
    view.reloadSections([1])
    #expect(view.orthogonalOffset(ofSection: 1) == 0)
    #expect(try view.scrollOrthogonalSection(1, byColumns: 5))
    view.reloadData()
    #expect(view.orthogonalOffset(ofSection: 1) == 0)
    #expect(try view.scrollOrthogonalSection(1, byColumns: 5))
    source.sections.remove(at: 0)
    view.deleteSections([0])
    #expect(view.orthogonalOffset(ofSection: 0) == 5)
  }

  @Test func aWiderCollectionViewOrFewerItemsBringTheOffsetBackInsideTheRow() throws {
    let source = rowAndList()
    let view = collection(source)
    #expect(try view.scrollOrthogonalSection(0, byColumns: 14))
    view.frame = CGRect(x: 0, y: 0, width: 9.75 * 30, height: 66)
    view.layoutIfNeeded()
    #expect(view.orthogonalOffset(ofSection: 0) == 4)
    source.sections[0].items.removeLast(2)
    view.deleteItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
  }
}

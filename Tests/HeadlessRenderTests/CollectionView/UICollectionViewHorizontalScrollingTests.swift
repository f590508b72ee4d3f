import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// A collection view whose layout scrolls horizontally: a flow layout in columns, a
/// compositional layout's sections side by side, and the collection view scrolling sideways
/// over content wider than itself.
@MainActor
@Suite struct UICollectionViewHorizontalScrollingTests {
  private func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A horizontal flow layout of items 10 columns by 1 line, no spacing: two items to a
  /// column in a collection view 2 lines tall.
  private func columnsLayout() -> UICollectionViewFlowLayout {
    let layout = gridLayout()
    layout.scrollDirection = .horizontal
    return layout
  }

  private func frames(_ view: UICollectionView, section: Int = 0, _ count: Int) -> [CGRect] {
    (0..<count).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  @Test func aHorizontalFlowLayoutFillsColumnsTopToBottomWithTheSpacingsAndInsetsSwapped() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 4, left: 7, bottom: 6, right: 3)
    let source = GridDataSource(items: (0..<5).map { "\($0)" })
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 97.5, height: 132), collectionViewLayout: layout)
    source.attach(to: view)
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    // 122 points between the top and bottom insets: 50 + 10 + 50 fit, a third does not. A
    // full column is justified (22 points between its two items), the last starts at the top
    // inset; columns are 20 points apart from the left inset.
    #expect(frames(view, 5).map(\.minX) == [7, 7, 77, 77, 147])
    #expect(frames(view, 5).map(\.minY) == [4, 76, 4, 76, 4])
    #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 132))
    // Exactly 110 points between the insets: two items still fit, with the least spacing.
    layout.sectionInset.bottom = 18
    view.layoutIfNeeded()
    #expect(frames(view, 5).map(\.minX) == [7, 7, 77, 77, 147])
    #expect(frames(view, 2).map(\.minY) == [4, 64])
    // Half a point less and the second item starts the next column.
    layout.sectionInset.bottom = 18.5
    view.layoutIfNeeded()
    #expect(frames(view, 3).map(\.minX) == [7, 77, 147])
    // Every column holds one item: each is centred between the insets, as a line of one.
    #expect(frames(view, 3).map(\.minY) == [33.75, 33.75, 33.75])
  }

  @Test func sectionsStandSideBySideEachBetweenItsHeaderAndFooterByTheirWidths() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.headerReferenceSize = CGSize(width: 30, height: 999)
    layout.footerReferenceSize = CGSize(width: 20, height: 1)
    let source = GridDataSource([(title: "A", items: ["a", "b", "c"]), (title: "B", items: ["d"])])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 97.5, height: 132), collectionViewLayout: layout)
    source.attach(to: view)
    view.register(
      HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Header")
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    func supplementary(_ kind: String, _ section: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    #expect(supplementary(header, 0) == CGRect(x: 0, y: 0, width: 30, height: 132))
    #expect(
      frames(view, 3).map(\.origin) == [
        CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 82), CGPoint(x: 100, y: 0),
      ])
    #expect(supplementary(footer, 0) == CGRect(x: 150, y: 0, width: 20, height: 132))
    #expect(supplementary(header, 1) == CGRect(x: 170, y: 0, width: 30, height: 132))
    // A lone item in its column is centred, as a lone item in a line.
    #expect(frames(view, section: 1, 1) == [CGRect(x: 200, y: 41, width: 50, height: 50)])
    #expect(supplementary(footer, 1) == CGRect(x: 250, y: 0, width: 20, height: 132))
    #expect(layout.collectionViewContentSize == CGSize(width: 270, height: 132))
  }

  @Test func theViewportShowsWhatFitsItsWidthAndScrollingSidewaysDisplaysAndEndsItems() throws {
    let source = GridDataSource(items: (0..<10).map { "\($0)" })
    let view = makeCollectionView(source, layout: columnsLayout(), width: 20, height: 2)
    let frame = DeviceFrame(size: GridSize(width: 20, height: 2))
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │0         2         │",
        " │1         3         │",
        " └────────────────────┘",
      ])
    #expect(view.contentSize == CGSize(width: 487.5, height: 44))
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    source.clearEvents()
    view.contentOffset = CGPoint(x: 146.25, y: 0)
    #expect(view.contentOffset == CGPoint(x: 146.25, y: 0))
    #expect(
      source.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-4", "willDisplay 0-5",
        "willDisplay 0-6", "willDisplay 0-7",
      ])
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │     4         6    │",
        " │     5         7    │",
        " └────────────────────┘",
      ])
    // Never past the last screenful: 50 columns of content, 20 on screen.
    view.contentOffset = CGPoint(x: 292.5, y: 0)
    #expect(view.contentOffset.x == 292.5)
    view.contentOffset = CGPoint(x: 302.25, y: 0)
    #expect(view.contentOffset.x == 292.5)
    #expect(view.indexPathsForVisibleItems.map(\.item) == [6, 7, 8, 9])
    view.contentOffset = CGPoint(x: -9.75, y: 0)
    #expect(view.contentOffset.x == 0)
  }

  @Test func rightToLeftTheContentRunsFromTheRightAndScrollsOnToTheLeft() throws {
    let source = GridDataSource(items: (0..<10).map { "\($0)" })
    let view = makeCollectionView(source, layout: columnsLayout(), width: 20, height: 2)
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 2))
    window.addSubview(view)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    let frame = DeviceFrame(size: GridSize(width: 20, height: 2))
    // The first column of items against the right edge, each label against its cell's right.
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │         2         0│",
        " │         3         1│",
        " └────────────────────┘",
      ])
    source.clearEvents()
    // 15 columns on, read from the right: the left 5 columns of items 2 and 3 (their labels,
    // at their cells' right edges, off screen), items 4 and 5, and the right 5 columns of 6
    // and 7.
    view.contentOffset = CGPoint(x: 146.25, y: 0)
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │    6         4     │",
        " │    7         5     │",
        " └────────────────────┘",
      ])
    #expect(
      source.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-4", "willDisplay 0-5",
        "willDisplay 0-6", "willDisplay 0-7",
      ])
    // The last screenful: the last two columns of items, the last at the left edge.
    view.contentOffset = CGPoint(x: 292.5, y: 0)
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │         8         6│",
        " │         9         7│",
        " └────────────────────┘",
      ])
  }

  @Test func contentNoWiderThanTheViewDoesNotScrollSideways() {
    let source = GridDataSource(items: (0..<8).map { "\($0)" })
    let view = makeCollectionView(source, width: 20, height: 2)
    view.contentOffset = CGPoint(x: 97.5, y: 22)
    #expect(view.contentOffset == CGPoint(x: 0, y: 22))
    // Exactly as wide as the view: no room either.
    let layout = columnsLayout()
    let wide = GridDataSource(items: (0..<4).map { "\($0)" })
    let fits = makeCollectionView(wide, layout: layout, width: 20, height: 2)
    fits.contentOffset = CGPoint(x: 9.75, y: 0)
    #expect(fits.contentOffset == .zero)
  }

  @Test func scrollToItemMovesSidewaysToTheLeftRightOrCentreOfTheViewport() {
    let source = GridDataSource(items: (0..<10).map { "\($0)" })
    let view = makeCollectionView(source, layout: columnsLayout(), width: 20, height: 2)
    view.layoutIfNeeded()
    func column(scrolling item: Int, to position: UICollectionView.ScrollPosition) -> CGFloat {
      view.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
      return view.contentOffset.x / 9.75
    }
    // Item 6 is in columns 30 to 40.
    #expect(column(scrolling: 6, to: .left) == 30)
    #expect(column(scrolling: 6, to: .right) == 20)
    #expect(column(scrolling: 6, to: .centeredHorizontally) == 25)
    #expect(view.indexPathsForVisibleItems.map(\.item) == [4, 5, 6, 7, 8, 9])
    // Clamped to the content at both ends.
    #expect(column(scrolling: 0, to: .right) == 0)
    #expect(column(scrolling: 9, to: .left) == 30)
    // A vertical position leaves the sideways offset where it is.
    #expect(column(scrolling: 0, to: .top) == 30)
    #expect(view.contentOffset.y == 0)
  }

  @Test func scrollingAnItemToVisibleMovesSidewaysAsLittleAsShowsIt() throws {
    let source = GridDataSource(items: (0..<10).map { "\($0)" })
    let view = makeCollectionView(source, layout: columnsLayout(), width: 20, height: 2)
    view.layoutIfNeeded()
    try view.tryScrollItemToVisible(at: IndexPath(item: 2, section: 0))
    #expect(view.contentOffset.x == 0)
    try view.tryScrollItemToVisible(at: IndexPath(item: 6, section: 0))
    #expect(view.contentOffset.x == 20 * 9.75)
    try view.tryScrollItemToVisible(at: IndexPath(item: 4, section: 0))
    #expect(view.contentOffset.x == 20 * 9.75)
    try view.tryScrollItemToVisible(at: IndexPath(item: 1, section: 0))
    #expect(view.contentOffset.x == 0)
  }

  /// Two sections of `counts` items in a horizontal compositional layout: vertical groups of
  /// two items 10 columns by 1 line, 1 column apart inside 1-column leading and trailing
  /// insets, under a header as wide as the section; sections 2 columns apart.
  private func sidewaysLayout(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none,
    header: NSCollectionLayoutBoundarySupplementaryItem? = nil,
    layoutHeaders: [NSCollectionLayoutBoundarySupplementaryItem] = []
  )
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(97.5), .fractionalHeight(1)), subitem: item, count: 2)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 9.75
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
    section.orthogonalScrollingBehavior = behavior
    section.boundarySupplementaryItems = [
      header
        ?? NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(22)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 19.5
    configuration.boundarySupplementaryItems = layoutHeaders
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  @Test func aHorizontalCompositionalLayoutLaysItsSectionsSideBySide() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig"]), (title: "Veg", items: ["kale", "leek"]),
    ])
    let layout = sidewaysLayout()
    let view = makeCollectionView(source, layout: layout, width: 30, height: 3)
    view.layoutIfNeeded()
    #expect(
      frames(view, 3) == [
        CGRect(x: 9.75, y: 22, width: 97.5, height: 22),
        CGRect(x: 9.75, y: 44, width: 97.5, height: 22),
        CGRect(x: 117, y: 22, width: 97.5, height: 22),
      ])
    // The first section ends at 214.5 + 9.75; the second starts 19.5 after.
    #expect(frames(view, section: 1, 1) == [CGRect(x: 253.5, y: 22, width: 97.5, height: 22)])
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 9.75, y: 0, width: 204.75, height: 22))
    #expect(view.contentSize == CGSize(width: 360.75, height: 66))
    let text = try DeviceFrame(size: GridSize(width: 30, height: 3)).text(
      of: view, accessibility: true)
    #expect(
      text == """
        updates: none
         ┌──────────────────────────────┐
         │ Fruit                    Veg │
         │ apple      fig           kale│
         │ pear                     leek│
         └──────────────────────────────┘
         VoiceOver:
           Fruit
           apple
           pear
           fig
           Veg
           kale
           leek

        """)
    // Its sections do not scroll on their own: a finger's scroll of one is refused.
    #expect(try !view.swipeOrthogonalSection(0, byColumns: 3))
    #expect(view.orthogonalOffset(ofSection: 0) == nil)
  }

  /// Sections of one-line groups of one item, 10 columns wide inside a column of inset at
  /// each end, scrolling on their own as `behavior` says, under a one-line header; sections 2
  /// columns apart, in a layout that scrolls horizontally.
  private func columnsLayout(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
  ) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(97.5), .absolute(22)), subitem: item, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
    section.orthogonalScrollingBehavior = behavior
    section.visibleItemsInvalidationHandler = handler
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(22)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 19.5
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  @Test func aColumnsVisibleItemsHandlerIsGivenItsOwnOffsetDownAndTheViewsSideways() throws {
    final class Offsets {
      var seen: [CGPoint] = []
    }
    let offsets = Offsets()
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig", "plum", "kiwi"]),
      (title: "Veg", items: ["kale"]), (title: "Nuts", items: ["pecan"]),
    ])
    let layout = columnsLayout(behavior: .continuous) { items, offset, _ in
      if items.first?.indexPath.section == 0 { offsets.seen.append(offset) }
    }
    let view = makeCollectionView(source, layout: layout, width: 30, height: 3)
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 19.5, y: 0)
    _ = try view.swipeOrthogonalSection(0, byColumns: 2)
    #expect(offsets.seen.last == CGPoint(x: 19.5, y: 44))
    #expect(offsets.seen.contains(CGPoint(x: 19.5, y: 0)))
  }

  @Test func anOrthogonalSectionOfAHorizontalLayoutIsAColumnThatScrollsDownOnItsOwn() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig", "plum", "kiwi"]),
      (title: "Veg", items: ["kale", "leek"]),
    ])
    let view = makeCollectionView(
      source, layout: columnsLayout(behavior: .continuous), width: 30, height: 3)
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    // One group wide, the groups one under the other under the header.
    #expect(
      frames(view, 5)
        == (0..<5).map { CGRect(x: 9.75, y: 22 + 22 * Double($0), width: 97.5, height: 22) })
    #expect(
      frames(view, section: 1, 2) == [
        CGRect(x: 146.25, y: 22, width: 97.5, height: 22),
        CGRect(x: 146.25, y: 44, width: 97.5, height: 22),
      ])
    #expect(view.contentSize == CGSize(width: 253.5, height: 66))
    #expect(view.orthogonalScrollsVertically(0))
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
    // Its offset is in lines: 6 lines of column, 3 on screen.
    #expect(try view.swipeOrthogonalSection(0, byColumns: 2))
    #expect(view.orthogonalOffset(ofSection: 0) == 2)
    let frame = DeviceFrame(size: GridSize(width: 30, height: 3))
    // Two lines up: pear is under the header, which is drawn over it.
    #expect(
      try frame.render(view) == [
        " ┌──────────────────────────────┐",
        " │ Fruit         Veg            │",
        " │ fig           kale           │",
        " │ plum          leek           │",
        " └──────────────────────────────┘",
      ])
    #expect(try view.swipeOrthogonalSection(0, byColumns: 10))
    #expect(view.orthogonalOffset(ofSection: 0) == 3)
    #expect(try view.swipeOrthogonalSection(0, byColumns: -10))
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
    // A column as tall as the viewport does not move.
    #expect(try view.swipeOrthogonalSection(1, byColumns: 1))
    #expect(view.orthogonalOffset(ofSection: 1) == 0)
    // Vertical positions scroll the column, the item between the header and the bottom.
    func offset(scrolling item: Int, to position: UICollectionView.ScrollPosition) -> Int? {
      view.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
      return view.orthogonalOffset(ofSection: 0)
    }
    #expect(offset(scrolling: 4, to: .bottom) == 3)
    #expect(offset(scrolling: 2, to: .top) == 2)
    #expect(offset(scrolling: 1, to: .centeredVertically) == 1)
    #expect(view.contentOffset == .zero)
    try view.tryScrollItemToVisible(at: IndexPath(item: 4, section: 0))
    #expect(view.orthogonalOffset(ofSection: 0) == 3)
    try view.tryScrollItemToVisible(at: IndexPath(item: 0, section: 0))
    #expect(view.orthogonalOffset(ofSection: 0) == 0)
    // Paging behaviours come to rest along the column: the next group, or a page of the
    // viewport's height.
    view.collectionViewLayout = columnsLayout(behavior: .groupPaging)
    #expect(try view.swipeOrthogonalSection(0, byColumns: 1))
    #expect(view.orthogonalOffset(ofSection: 0) == 1)
    view.collectionViewLayout = columnsLayout(behavior: .paging)
    view.layoutIfNeeded()
    #expect(try view.swipeOrthogonalSection(0, byColumns: -5))
    #expect(try view.swipeOrthogonalSection(0, byColumns: 1))
    #expect(view.orthogonalOffset(ofSection: 0) == 3)
  }

  @Test func aListSectionInASidewaysLayoutLaysOutAsItsGroupOneItemTheViewsWidthAfterAnother()
    throws
  {
    let source = GridDataSource([(title: "Fruit", items: ["apple", "pear", "fig"])])
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.headerMode = .supplementary
    let listConfiguration = list
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { _, environment in
        .list(using: listConfiguration, layoutEnvironment: environment)
      }, configuration: configuration)
    let view = makeCollectionView(source, layout: layout, width: 20, height: 3)
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    // One item to a group, the view's width and a line tall (the list's estimate), groups side
    // by side; no header and no separators.
    #expect(
      frames(view, 3) == [
        CGRect(x: 0, y: 0, width: 195, height: 22), CGRect(x: 195, y: 0, width: 195, height: 22),
        CGRect(x: 390, y: 0, width: 195, height: 22),
      ])
    #expect(view.contentSize == CGSize(width: 585, height: 66))
    let frame = DeviceFrame(size: GridSize(width: 20, height: 3))
    #expect(
      try frame.render(view) == [
        " ┌────────────────────┐",
        " │apple               │",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
    view.contentOffset = CGPoint(x: 195, y: 0)
    #expect(view.indexPathsForVisibleItems.map(\.item) == [1])
  }

  /// A header 5 columns by 1 line at the leading end of its section's row, pinned or not.
  private func leadingHeader(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.absolute(48.75), .absolute(22)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
    header.pinToVisibleBounds = pinned
    return header
  }

  /// The left edge of the element of `kind` in `section` that the layout shows in a viewport
  /// 30 columns by 3 lines scrolled `column` columns sideways, or nil when it shows none.
  private func left(
    of kind: String = UICollectionView.elementKindSectionHeader, section: Int = 0,
    in layout: UICollectionViewLayout, scrolledTo column: CGFloat
  ) -> CGFloat? {
    let viewport = CGRect(x: column * 9.75, y: 0, width: 292.5, height: 66)
    return layout.layoutAttributesForElements(in: viewport)?.first {
      $0.representedElementKind == kind && $0.indexPath.section == section
    }?.frame.minX
  }

  @Test func aPinnedHeaderStaysAtTheViewportsLeftEdgeUntilItsSectionsEndPushesItOut() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig", "plum", "kiwi"]),
      (title: "Veg", items: ["kale", "leek", "okra", "corn", "beet", "chard"]),
    ])
    let layout = sidewaysLayout(header: leadingHeader(pinned: true))
    let view = makeCollectionView(source, layout: layout, width: 30, height: 3)
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    // Fruit's row: groups from 9.75 to 321.75, its trailing inset to 331.5; its header from
    // 9.75, 48.75 wide. Veg's row starts at 351, its header at 360.75.
    #expect(left(in: layout, scrolledTo: 0) == 9.75)
    #expect(left(in: layout, scrolledTo: 1) == 9.75)
    // Past its place, the header stays at the viewport's left edge…
    #expect(left(in: layout, scrolledTo: 2) == 19.5)
    #expect(left(in: layout, scrolledTo: 29) == 282.75)
    // …until the section's trailing edge pushes it out to the left.
    #expect(left(in: layout, scrolledTo: 30) == 282.75)
    #expect(left(in: layout, scrolledTo: 33) == 282.75)
    #expect(left(in: layout, scrolledTo: 34) == nil)
    // The next section's header stays in its place until the viewport reaches it.
    #expect(left(section: 1, in: layout, scrolledTo: 30) == 360.75)
    #expect(left(section: 1, in: layout, scrolledTo: 40) == 390)
    // Its layout attributes keep the header's own place.
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 9.75, y: 0, width: 48.75, height: 22))
    // Not pinned, the header scrolls away with its section.
    let unpinned = sidewaysLayout(header: leadingHeader(pinned: false))
    view.collectionViewLayout = unpinned
    view.layoutIfNeeded()
    #expect(left(in: unpinned, scrolledTo: 1) == 9.75)
    #expect(left(in: unpinned, scrolledTo: 2) == 9.75)
    #expect(left(in: unpinned, scrolledTo: 6) == nil)
    // Drawn 30 columns in: Fruit's header pushed a column out to the left, its kiwi out of
    // sight; Veg's header in its place, 7 columns in.
    view.collectionViewLayout = layout
    view.contentOffset = CGPoint(x: 30 * 9.75, y: 0)
    let frame = DeviceFrame(size: GridSize(width: 30, height: 3))
    #expect(
      try frame.render(view) == [
        " ┌──────────────────────────────┐",
        " │ruit   Veg                    │",
        " │       kale       okra       b│",
        " │       leek       corn       c│",
        " └──────────────────────────────┘",
      ])
  }

  @Test func aPinnedLayoutHeaderStaysAtTheViewportsLeftEdgeOverAllTheContent() {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig"]), (title: "Veg", items: ["kale", "leek"]),
    ])
    func layoutHeader(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(29.25), .fractionalHeight(1)), elementKind: "all",
        alignment: .top)
      header.pinToVisibleBounds = pinned
      return header
    }
    let layout = sidewaysLayout(layoutHeaders: [layoutHeader(pinned: true)])
    let view = makeCollectionView(source, layout: layout, width: 30, height: 3)
    view.register(HeaderView.self, forSupplementaryViewOfKind: "all", withReuseIdentifier: "Header")
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    // 3 columns of header, then the sections: 390 points of content, 100 past the viewport.
    #expect(view.contentSize.width == 390)
    #expect(left(of: "all", in: layout, scrolledTo: 0) == 0)
    #expect(left(of: "all", in: layout, scrolledTo: 4) == 39)
    #expect(left(of: "all", in: layout, scrolledTo: 10) == 97.5)
    let unpinned = sidewaysLayout(layoutHeaders: [layoutHeader(pinned: false)])
    view.collectionViewLayout = unpinned
    view.layoutIfNeeded()
    #expect(left(of: "all", in: unpinned, scrolledTo: 2) == 0)
    #expect(left(of: "all", in: unpinned, scrolledTo: 4) == nil)
  }

  @Test func aSidewaysSwipeOnAnItemOfAColumnScrollsTheCollectionViewNotTheColumn() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig", "plum", "kiwi"]),
      (title: "Veg", items: ["kale", "leek"]), (title: "Nuts", items: ["pecan"]),
    ])
    let controller = UICollectionViewController(
      collectionViewLayout: columnsLayout(behavior: .continuous))
    controller.loadViewIfNeeded()
    source.attach(to: controller.collectionView)
    defer { withExtendedLifetime(source) {} }
    let app = HeadlessApp(rootViewController: controller, device: GridSize(width: 30, height: 5))
    // Three columns side by side, 40 columns of content: a swipe moves the collection view
    // as far as it goes, the column stays at its top.
    try app.cells["apple"].swipeLeft()
    #expect(controller.collectionView.contentOffset == CGPoint(x: 97.5, y: 0))
    #expect(controller.collectionView.orthogonalOffset(ofSection: 0) == 0)
  }
}

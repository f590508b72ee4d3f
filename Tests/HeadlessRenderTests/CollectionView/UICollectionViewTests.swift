import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit
import TestSupport
import Testing

/// The collection view's data source, delegate, reuse and scrolling, as an app uses them.
@MainActor
@Suite struct UICollectionViewTests {
  private let description =
    " Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; sections = 1>"

  /// The collection view's failure that drawing `view` throws.
  private func failure(of view: UIView, size: GridSize = GridSize(width: 40, height: 3)) throws
    -> CollectionViewError
  {
    let error = try #require(throws: ScreenDrawingError.self) {
      try DeviceFrame(size: size).render(view)
    }
    guard case .collectionViewFailed(let failure) = error else {
      Issue.record("not a collection view's failure: \(error)")
      throw error
    }
    return failure
  }

  @Test func layoutAttributesStartAtUIKitsDefaults() {
    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    #expect(cell.zIndex == 0)
    #expect(!cell.isHidden)
    #expect(cell.frame == .zero)
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.representedElementKind == nil)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 1))
    #expect(header.zIndex == 0)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
  }

  @Test func itemsFillEachLineOfTheGridAndOnlyVisibleItemsGetCells() throws {
    let source = GridDataSource(items: (0..<14).map { "item \($0)" })
    let grid = makeCollectionView(source)
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    #expect(
      lines == [
        " ┌────────────────────────────────────────┐",
        " │item 0    item 1    item 2    item 3    │",
        " │item 4    item 5    item 6    item 7    │",
        " │item 8    item 9    item 10   item 11   │",
        " └────────────────────────────────────────┘",
      ])
    #expect(grid.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
    #expect(source.cellRequests == (0..<12).map { IndexPath(item: $0, section: 0) })
    #expect(grid.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
    #expect(grid.contentSize == CGSize(width: 390, height: 88))
  }

  @Test func aLayoutSetAgainIsPreparedAgainForTheDataOfNow() throws {
    // A layout used before keeps what it prepared; set again after the data changed under
    // another layout, it must be prepared again, as setting a layout lays out again.
    let source = GridDataSource(items: (0..<4).map { "item \($0)" })
    let grid = makeCollectionView(source)
    let first = grid.collectionViewLayout
    let device = DeviceFrame(size: GridSize(width: 40, height: 3))
    _ = try device.render(grid)
    grid.collectionViewLayout = gridLayout()
    source.sections = [(title: "", items: (0..<6).map { "item \($0)" })]
    grid.reloadData()
    _ = try device.render(grid)
    grid.collectionViewLayout = first
    let lines = try device.render(grid)
    #expect(lines[2] == " │item 4    item 5                        │")
    #expect(grid.indexPathsForVisibleItems.count == 6)
  }

  @Test func scrollingReturnsCellsThatLeaveToThePoolAndReusesThemLastInFirstOut() throws {
    let source = GridDataSource(items: (0..<20).map { "item \($0)" })
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    let firstLine = (0..<4).compactMap { grid.cellForItem(at: IndexPath(item: $0, section: 0)) }
    source.clearEvents()
    grid.contentOffset = CGPoint(x: 0, y: 22)
    #expect(
      source.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
        "didEndDisplaying 0-3", "willDisplay 0-12", "willDisplay 0-13", "willDisplay 0-14",
        "willDisplay 0-15",
      ])
    // The pool is last in, first out: item 12 gets the cell item 3 left.
    let newLine = (12..<16).compactMap { grid.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(newLine.map(ObjectIdentifier.init) == firstLine.reversed().map(ObjectIdentifier.init))
    #expect(newLine.allSatisfy { ($0 as? LabelCell)?.preparedForReuseCount == 1 })
    #expect((newLine[0] as? LabelCell)?.label.text == "item 12")
  }

  @Test func theOffsetIsClampedToTheContentAndMovesByWholeLines() {
    let source = GridDataSource(items: (0..<20).map { "item \($0)" })
    let grid = makeCollectionView(source)
    grid.contentOffset = CGPoint(x: 0, y: 30)  // nearest line: 1
    #expect(grid.contentOffset == CGPoint(x: 0, y: 22))
    grid.contentOffset = CGPoint(x: 0, y: 1000)  // 5 lines of content, 3 shown
    #expect(grid.contentOffset == CGPoint(x: 0, y: 44))
    grid.contentOffset = CGPoint(x: 0, y: -50)
    #expect(grid.contentOffset == .zero)
  }

  @Test func countsAreCachedUntilReloadDataWhichReusesTheSameCells() throws {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    let cells = grid.visibleCells.map(ObjectIdentifier.init)
    source.sections[0].items = ["a", "b", "c"]
    #expect(grid.numberOfItems(inSection: 0) == 2)
    grid.reloadData()
    #expect(grid.numberOfItems(inSection: 0) == 3)
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.count == 3)
    // a and b get their own cells back from the pool; c's is new.
    #expect(Array(grid.visibleCells.map(ObjectIdentifier.init).prefix(2)) == cells)
  }

  @Test func prefetchHintsNameTheItemsAfterTheLastVisibleOneAndAreCancelledWhenTheyStopStanding() {
    let source = GridDataSource(items: (0..<20).map { "item \($0)" })
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    #expect(source.prefetchEvents == ["prefetch 0-12 0-13 0-14"])
    source.clearEvents()
    grid.contentOffset = CGPoint(x: 0, y: 22)
    // 12 to 15 came on screen, so 16 to 18 are next; nothing is cancelled, as what was
    // hinted is on screen now.
    #expect(source.prefetchEvents == ["prefetch 0-16 0-17 0-18"])
    source.clearEvents()
    grid.contentOffset = .zero
    #expect(source.prefetchEvents == ["cancel 0-16 0-17 0-18", "prefetch 0-12 0-13 0-14"])
  }

  @Test func theBackgroundViewFillsTheViewBehindTheItemsAndDoesNotScroll() throws {
    let source = GridDataSource(items: (0..<12).map { "item \($0)" })
    let grid = makeCollectionView(source, width: 20)
    #expect(grid.backgroundView == nil)
    let background = UILabel()
    background.text = "~~"
    background.textAlignment = .right
    grid.backgroundView = background
    grid.contentOffset = CGPoint(x: 0, y: 44)
    let device = DeviceFrame(size: GridSize(width: 20, height: 3))
    #expect(
      try device.render(grid)[1...3] == [
        " │item 4    item 5    │", " │item 6    item 7  ~~│", " │item 8    item 9    │",
      ])
    #expect(background.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 3))
    #expect(grid.subviews.first === background)
    // A label centres its line in its height, as UIKit's does. It is read first, then the
    // items.
    #expect(
      AccessibilityReading(of: grid).text.hasPrefix(" VoiceOver:\n   ~~\n   item 4\n"))
    let other = UIView()
    grid.backgroundView = other
    #expect(background.superview == nil)
    #expect(grid.subviews.first === other)
    grid.backgroundView = nil
    #expect(other.superview == nil)
  }

  @Test func anUnregisteredIdentifierIsReportedByTheFrameWithUIKitsMessage() throws {
    let source = GridDataSource(items: ["a"])
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    grid.dataSource = source  // nothing registered
    let error = try failure(of: grid)
    #expect(
      error.description
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Label "
        + "- must register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard" + description)
    // Registered, the next frame draws.
    grid.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    }
  }

  @Test func aCollectionViewMadeWithoutALayoutIsReportedAndDrawsWithAFlowLayoutMeanwhile() throws {
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 66))
    let error = try failure(of: grid)
    #expect(
      error.description
        == "UICollectionView must be initialized with a non-nil layout parameter Collection view: "
        + "<UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; sections = not loaded>")
    #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
  }

  @Test func askingForTheItemsOfASectionItDoesNotHaveIsReported() throws {
    let source = GridDataSource(items: ["a"])
    let grid = makeCollectionView(source)
    #expect(grid.numberOfItems(inSection: 0) == 1)
    #expect(grid.numberOfItems(inSection: 1) == 0)
    let error = try failure(of: grid)
    #expect(
      error.description
        == "request for number of items in section 1 when there are only 1 sections in the "
        + "collection view" + description)
  }

  /// Returns a cell it made itself, or a header it made itself.
  final class SelfMadeViews: NSObject, UICollectionViewDataSource {
    var makesCells = true
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      makesCells
        ? UICollectionViewCell(frame: .zero)
        : collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
  }

  @Test func aCellTheDataSourceDidNotDequeueIsReported() throws {
    let source = SelfMadeViews()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    let error = try failure(of: grid)
    #expect(
      error.description
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:" + description)
    source.makesCells = false
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    }
  }

  @Test func aHeaderFromADataSourceThatGivesNoneIsReported() throws {
    let source = SelfMadeViews()
    source.makesCells = false
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    let error = try failure(of: grid)
    #expect(
      error.description
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(UICollectionElementKindSectionHeader,(0 - 0)) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
        + "((null))" + description)
  }

  /// Fruit's line holds two items, so its last line is left-aligned; every line of Veg holds
  /// one item, so its last line counts as full and kale is centred, as UIKit centres a lone
  /// item.
  @Test func headersAreDequeuedPerKindAndDrawnAboveTheirSections() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale"]),
    ])
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    let grid = makeCollectionView(source, layout: layout, height: 4)
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 4)).render(grid)
    #expect(
      lines == [
        " ┌────────────────────────────────────────┐",
        " │Fruit                                   │",
        " │apple     pear                          │",
        " │Veg                                     │",
        " │               kale                     │",
        " └────────────────────────────────────────┘",
      ])
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect((header as? HeaderView)?.label.text == "Veg")
  }

  /// Dequeues one cell more than it returns.
  final class TwoDequeues: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    }
  }

  private let dequeuedNotReturned =
    "Expected dequeued view to be returned to the collection view in preparation for display. "
    + "When the collection view's data source is asked to provide a view for a given index path, "
    + "ensure that a single view is dequeued and returned to the collection view. Avoid "
    + "dequeuing views without a request from the collection view. For retrieving an existing "
    + "view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or "
    + "-[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: "
    + "<LabelCell; reuseIdentifier = Label>;"

  @Test func aCellDequeuedAndNotReturnedIsReportedAsIOS18Does() throws {
    let source = TwoDequeues()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    grid.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    grid.dataSource = source
    #expect(try failure(of: grid).description == dequeuedNotReturned + description)
  }

  @Test func aCellDequeuedWithoutARequestIsReportedAndOneDequeuedInARequestIsNot() throws {
    let source = GridDataSource(items: ["a"])
    let grid = makeCollectionView(source)
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    }
    _ = grid.dequeueReusableCell(withReuseIdentifier: "Label", for: IndexPath(item: 0, section: 0))
    #expect(try failure(of: grid).description == dequeuedNotReturned + description)
  }

  /// A layout that places one cell, at `placed`, whatever the data source holds, and answers
  /// no item's attributes.
  final class OneCellLayout: UICollectionViewLayout {
    let placed: IndexPath

    init(placing placed: IndexPath) {
      self.placed = placed
      super.init()
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 66) }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let cell = UICollectionViewLayoutAttributes(forCellWith: placed)
      cell.frame = CGRect(x: 0, y: 0, width: 97.5, height: 22)
      return [cell]
    }
  }

  @Test func aLayoutThatPlacesACellTheCollectionViewDoesNotHaveIsReported() throws {
    let source = GridDataSource(items: ["a"])
    let grid = makeCollectionView(
      source, layout: OneCellLayout(placing: IndexPath(item: 1, section: 0)))
    #expect(
      try failure(of: grid).description
        == "UICollectionView received layout attributes for a cell with an index path that does "
        + "not exist: (0 - 1)" + description)
    let existing = makeCollectionView(
      source, layout: OneCellLayout(placing: IndexPath(item: 0, section: 0)))
    #expect(
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(existing)[1].hasPrefix(" │a "))
  }

  @Test func scrollingToAnItemTheLayoutGivesNoAttributesForIsReported() throws {
    let source = GridDataSource(items: ["a"])
    let grid = makeCollectionView(
      source, layout: OneCellLayout(placing: IndexPath(item: 0, section: 0)))
    grid.layoutIfNeeded()
    grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(
      try failure(of: grid).description
        == "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: "
        + "(0 - 0)" + description)
    // An item the collection view does not have is ignored, as before.
    grid.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    }
  }

  /// Makes a new registration for every cell it is asked for, as iOS 15 forbids.
  final class RegistrationPerCell: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in
        cell.label.text = text
      }
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: "a")
    }
  }

  @Test func aRegistrationMadeWhileACellIsAskedForIsReportedAsIOS15DoesAndOneMadeUpFrontIsNot()
    throws
  {
    let source = RegistrationPerCell()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    grid.dataSource = source
    #expect(
      try failure(of: grid).description
        == "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
        + "cell provider. Creating a new registration each time a cell is requested will prevent "
        + "reuse and cause created cells to remain inaccessible in memory for the lifetime of "
        + "the collection view. Registrations should be created up front and reused. "
        + "Registration: <UICollectionViewCellRegistration; cell = LabelCell>" + description)
    // Made outside any request, the same registration is fine.
    let fresh = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    let upFront = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in
      cell.label.text = text
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: fresh) {
      collectionView, indexPath, text in
      collectionView.dequeueConfiguredReusableCell(using: upFront, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["b"])
    dataSource.apply(snapshot)
    #expect(
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(fresh)[1]
        == "+│               b                        │")
  }

  /// Answers one item with a cell of the identifier it is told to use.
  final class SwitchingIdentifiers: NSObject, UICollectionViewDataSource {
    var identifier = "Label"
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
  }

  @Test func aReconfiguredItemsCellOfAnotherIdentifierIsShownInsteadWithNoFailure() throws {
    let source = SwitchingIdentifiers()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    for identifier in ["Label", "Other"] {
      grid.register(LabelCell.self, forCellWithReuseIdentifier: identifier)
    }
    grid.dataSource = source
    grid.layoutIfNeeded()
    let first = IndexPath(item: 0, section: 0)
    let old = try #require(grid.cellForItem(at: first))
    source.identifier = "Other"
    grid.reconfigureItems(at: [first])
    let shown = try #require(grid.cellForItem(at: first))
    #expect(shown !== old)
    #expect(shown.reuseIdentifier == "Other")
    #expect(old.superview == nil)
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 40, height: 3)).render(grid)
    }
  }
}

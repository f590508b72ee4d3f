import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// Reordering a list by its reorder accessory, as UIKit runs an interactive move: the data
/// source's `canMoveItemAt` and `moveItemAt`, the delegate's target, and a diffable data
/// source's `reorderingHandlers` with their transaction.
@MainActor
@Suite struct UICollectionViewReorderingTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 4))

  private func item(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func aDragMovesTheItemAndTellsTheDataSourceWhereTheDelegateSays() throws {
    let source = MovingSource([["apple", "pear", "fig"], ["kale"]])
    let list = source.makeList()
    list.isEditing = true
    _ = try device.render(list)
    list.selectItem(at: item(0), animated: false, scrollPosition: [])
    #expect(list.dragItem(at: item(0), to: item(2)))
    #expect(source.log == ["target [0, 0] [0, 0] [0, 2]", "move [0, 0] [0, 2]"])
    #expect(source.sections == [["pear", "fig", "apple"], ["kale"]])
    #expect(list.indexPathsForSelectedItems == [item(2)])
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  pear           ≡  │",
        " │  fig            ≡  │",
        " │  apple          ≡  │",
        " │  kale           ≡  │",
        " └────────────────────┘",
      ])
    // Into another section, one past its last item; the delegate may send it elsewhere.
    source.redirect = [item(1, 1): item(0, 1)]
    source.log = []
    #expect(list.dragItem(at: item(1), to: item(1, 1)))
    #expect(source.log == ["target [0, 1] [0, 1] [1, 1]", "move [0, 1] [1, 0]"])
    #expect(source.sections == [["pear", "apple"], ["fig", "kale"]])
    #expect(list.numberOfItems(inSection: 1) == 2)
  }

  @Test func aDragNeedsAShownReorderControlAMovableItemAndAPlaceToGo() throws {
    let source = MovingSource([["apple", "pear"], ["kale"]])
    let list = source.makeList()
    _ = try device.render(list)
    // Not editing: the reorder accessory does not show.
    #expect(!list.dragItem(at: item(0), to: item(1)))
    list.isEditing = true
    _ = try device.render(list)
    source.immovable = ["pear"]
    #expect(!list.dragItem(at: item(1), to: item(0)))
    // Past the end of its own section, two past the end of another, a missing section.
    #expect(!list.isDropTarget(item(2), forItemAt: item(0)))
    #expect(list.isDropTarget(item(1), forItemAt: item(0)))
    #expect(list.isDropTarget(item(1, 1), forItemAt: item(0)))
    #expect(!list.isDropTarget(item(2, 1), forItemAt: item(0)))
    #expect(!list.isDropTarget(item(0, 2), forItemAt: item(0)))
    #expect(!list.isDropTarget(item(-1), forItemAt: item(0)))
    #expect(!list.dragItem(at: item(0), to: item(2)))
    // A delegate answer where no item can go moves nothing.
    source.redirect = [item(1): item(5)]
    #expect(!list.dragItem(at: item(0), to: item(1)))
    // A drop on its own place tells the data source nothing.
    source.redirect = [:]
    #expect(list.dragItem(at: item(0), to: item(0)))
    #expect(!source.log.contains { $0.hasPrefix("move") })
    #expect(source.sections == [["apple", "pear"], ["kale"]])
  }

  @Test func aDiffableDataSourceReordersThroughItsHandlersWithTheTransaction() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 88),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit", "Greens"])
    snapshot.appendItems(["apple", "pear", "fig"], toSection: "Fruit")
    snapshot.appendItems(["kale"], toSection: "Greens")
    dataSource.apply(snapshot, animatingDifferences: false)
    _ = try device.render(list)
    // Without canReorderItem no item moves.
    #expect(!list.dragItem(at: item(0), to: item(1)))
    var heard: [String] = []
    var last: NSDiffableDataSourceTransaction<String, String>?
    dataSource.reorderingHandlers.canReorderItem = { $0 != "kale" }
    dataSource.reorderingHandlers.willReorder = { transaction in
      heard.append("will \(dataSource.snapshot() == transaction.initialSnapshot)")
    }
    dataSource.reorderingHandlers.didReorder = { transaction in
      heard.append("did \(dataSource.snapshot() == transaction.finalSnapshot)")
      last = transaction
    }
    #expect(!list.dragItem(at: item(0, 1), to: item(0)))
    #expect(list.dragItem(at: item(2), to: item(0, 1)))
    #expect(heard == ["will true", "did true"])
    let transaction = try #require(last)
    #expect(transaction.initialSnapshot == snapshot)
    #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "Fruit") == ["apple", "pear"])
    #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "Greens") == ["fig", "kale"])
    // Across all sections in order, fig stays third: no difference; per section, one each.
    #expect(transaction.difference.isEmpty)
    #expect(
      transaction.sectionTransactions.map { Array($0.difference) } == [
        [.remove(offset: 2, element: "fig", associatedWith: nil)],
        [.insert(offset: 0, element: "fig", associatedWith: nil)],
      ])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["Fruit", "Greens"])
    #expect(
      transaction.sectionTransactions.map(\.finalSnapshot.items) == [
        ["apple", "pear"], ["fig", "kale"],
      ])
    #expect(
      transaction.sectionTransactions.map(\.initialSnapshot.items) == [
        ["apple", "pear", "fig"], ["kale"],
      ])
    #expect(dataSource.itemIdentifier(for: item(0, 1)) == "fig")
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  apple          ≡  │",
        " │  pear           ≡  │",
        " │  fig            ≡  │",
        " │  kale           ≡  │",
        " └────────────────────┘",
      ])
    // The next apply is compared with the reordered snapshot: nothing changes.
    dataSource.apply(dataSource.snapshot())
    #expect(list.lastUpdateMarks.isEmpty)
  }
}

/// A plain data source and delegate over sections of strings, each item's list cell with a
/// reorder accessory, logging what the collection view asks about a move.
@MainActor
private final class MovingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[String]]
  var immovable: Set<String> = []
  var redirect: [IndexPath: IndexPath] = [:]
  var log: [String] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func makeList() -> UICollectionView {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 88),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
    list.dataSource = self
    list.delegate = self
    return list
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
    if let cell = cell as? UICollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = sections[indexPath.section][indexPath.item]
      cell.contentConfiguration = content
      cell.accessories = [.reorder()]
    }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { !immovable.contains(sections[indexPath.section][indexPath.item]) }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath) \(destinationIndexPath)")
    let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    log.append("target \(originalIndexPath) \(currentIndexPath) \(proposedIndexPath)")
    return redirect[proposedIndexPath] ?? proposedIndexPath
  }
}

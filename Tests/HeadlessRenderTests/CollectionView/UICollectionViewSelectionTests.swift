import Foundation
import HeadlessRender
import Testing

/// Selection as UIKit does it: taps tell the delegate, `selectItem` does not; cells show it.
@MainActor
@Suite struct UICollectionViewSelectionTests {
  private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func aTapSelectsTheItemDeselectsThePreviousOneAndTellsTheDelegateOfBoth() {
    let source = GridDataSource(items: ["a", "b", "c"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    grid.tapItem(at: item(0))
    grid.tapItem(at: item(2))
    #expect(source.events.suffix(3) == ["didSelect 0-0", "didDeselect 0-0", "didSelect 0-2"])
    #expect(grid.indexPathsForSelectedItems == [item(2)])
    #expect(grid.cellForItem(at: item(0))?.isSelected == false)
    #expect(grid.cellForItem(at: item(2))?.isSelected == true)
  }

  @Test func selectItemSelectsWithoutTellingTheDelegateAndNilDeselectsAll() {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.clearEvents()
    grid.allowsMultipleSelection = true
    grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == [item(0), item(1)])
    #expect(source.events.isEmpty)
    grid.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(grid.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func reloadDataClearsTheSelectionWhoseItemsMayBeGone() throws {
    let source = GridDataSource(items: ["a", "b", "c"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    grid.allowsMultipleSelection = true
    grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    grid.selectItem(at: item(2), animated: false, scrollPosition: [])
    let cell = try #require(grid.cellForItem(at: item(0)))
    #expect(cell.isSelected)
    source.sections[0].items = ["a"]
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(grid.visibleCells.count == 1)
    #expect(grid.visibleCells.allSatisfy { !$0.isSelected })
    // A batch, unlike a reload, keeps the selection on the items that stay.
    grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    source.sections[0].items = ["z", "a"]
    grid.insertItems(at: [item(0)])
    #expect(grid.indexPathsForSelectedItems == [item(1)])
  }

  @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.allowsMultipleSelection = true
    grid.tapItem(at: item(0))
    grid.tapItem(at: item(1))
    grid.tapItem(at: item(0))
    #expect(source.events == ["didSelect 0-0", "didSelect 0-1", "didDeselect 0-0"])
    #expect(grid.indexPathsForSelectedItems == [item(1)])
  }

  @Test func tapsOnItemsThatDoNotExistOrWithSelectionOffAreIgnored() {
    let source = GridDataSource(items: ["a"])
    let grid = makeCollectionView(source)
    grid.tapItem(at: item(1))
    grid.tapItem(at: IndexPath(item: 0, section: 1))
    grid.allowsSelection = false
    grid.tapItem(at: item(0))
    #expect(source.events.filter { $0.hasPrefix("did") }.isEmpty)
    #expect(grid.indexPathsForSelectedItems == nil)
  }

  @Test func aSelectedItemKeepsItsSelectionWhenABatchMovesIt() {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    source.sections[0].items.insert("new", at: 0)
    grid.insertItems(at: [item(0)])
    #expect(grid.indexPathsForSelectedItems == [item(2)])
    #expect(grid.cellForItem(at: item(2))?.isSelected == true)
  }

  @Test func scrollingToAnItemPutsItsLineAtTheTopOrBottom() {
    let source = GridDataSource(items: (0..<40).map { "\($0)" })  // 10 lines of 4
    let grid = makeCollectionView(source)
    grid.scrollToItem(at: item(21), at: .top, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 110))  // line 5 at the top
    grid.scrollToItem(at: item(21), at: .bottom, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 66))  // line 5 at the bottom
    grid.selectItem(at: item(39), animated: false, scrollPosition: .centeredVertically)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 154))  // clamped to the last screenful
  }
}

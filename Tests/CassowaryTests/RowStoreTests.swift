import Testing

@testable import Cassowary

@Suite struct RowStoreTests {
  /// A row from `(symbol, coefficient)` pairs, in any order.
  private func row(_ store: inout RowStore, _ constant: Double, _ cells: (Int, Double)...) -> Row {
    var row = store.makeRow(constant: constant)
    for (symbol, coefficient) in cells { store.add(symbol, coefficient, to: &row) }
    return row
  }

  private func pairs(_ store: RowStore, _ row: Row) -> [[Double]] {
    row.indices.map { [Double(store.cells[$0].symbol), store.cells[$0].coefficient] }
  }

  @Test func addingALongRowMergesNewSharedAndCancelledSymbolsInOrder() {
    // 2 * other: symbol 1 cancels (3 - 2 * 1.5), 4 and 9 are new, 5 adds up, 0 and 7 stay.
    var store = RowStore()
    defer { store.deallocate() }
    var target = row(&store, 1, (0, 1), (1, 3), (5, 1), (7, 2))
    let other = row(&store, 2, (1, -1.5), (4, 1), (5, 0.5), (9, -1), (11, 0.25))
    var inserted: [Int] = []
    store.add(other, times: 2, to: &target, inserted: { inserted.append($0) })
    #expect(target.constant == 5)
    #expect(pairs(store, target) == [[0, 1], [4, 2], [5, 2], [7, 2], [9, -2], [11, 0.5]])
    #expect(inserted.sorted() == [4, 9, 11])
  }

  @Test func addingAShortRowInsertsNewCellsAndDropsCancelledOnes() {
    // -1 * other: symbol 3 cancels (2 - 2), 6 is new between 5 and 8.
    var store = RowStore()
    defer { store.deallocate() }
    var target = row(&store, 4, (3, 2), (5, 1), (8, 1))
    let other = row(&store, 1, (6, 0.5), (3, 2))
    var inserted: [Int] = []
    store.add(other, times: -1, to: &target, inserted: { inserted.append($0) })
    #expect(target.constant == 3)
    #expect(pairs(store, target) == [[5, 1], [6, -0.5], [8, 1]])
    #expect(inserted == [6])
  }

  @Test func addingALongRowThatCancelsEveryCellLeavesAnEmptyRow() {
    var store = RowStore()
    defer { store.deallocate() }
    var target = row(&store, 0, (2, 1), (3, -1), (4, 2), (5, 1), (6, -3))
    let other = row(&store, 0, (2, 1), (3, -1), (4, 2), (5, 1), (6, -3))
    store.add(other, times: -1, to: &target)
    #expect(target.isEmpty)
  }

  @Test func addingALongRowToAnEmptyRowCopiesItScaled() {
    var store = RowStore()
    defer { store.deallocate() }
    var target = store.makeRow(constant: 0)
    let other = row(&store, 1, (3, 1), (1, 2), (8, -1), (5, 4), (2, 1))
    store.add(other, times: -1, to: &target)
    #expect(pairs(store, target) == [[1, -2], [2, -1], [3, -1], [5, -4], [8, 1]])
    #expect(target.constant == -1)
  }

  @Test func aRowThatOutgrowsItsBlockMovesAndLeavesTheOtherRowsAlone() {
    var store = RowStore()
    defer { store.deallocate() }
    var target = row(&store, 0, (0, 1), (2, 1), (4, 1), (6, 1), (8, 1), (10, 1))
    let neighbour = row(&store, 7, (1, 1), (3, 2))
    let other = row(&store, 1, (1, 1), (3, 1), (5, 1), (7, 1), (9, 1))
    var inserted: [Int] = []
    // 6 + 5 cells do not fit the 8 of the first block.
    store.add(other, times: 1, to: &target, inserted: { inserted.append($0) })
    #expect(target.capacity == 16)
    #expect(pairs(store, target).map { $0[0] } == (0...10).map(Double.init))
    #expect(inserted == [1, 3, 5, 7, 9])
    #expect(pairs(store, neighbour) == [[1, 1], [3, 2]])
    #expect(neighbour.constant == 7)
  }

  @Test func insertingPastABlocksCapacityKeepsTheCellsSorted() {
    var store = RowStore()
    defer { store.deallocate() }
    var target = store.makeRow(constant: 0)
    for symbol in (0..<20).reversed() { store.add(symbol, Double(symbol + 1), to: &target) }
    #expect(target.capacity == 32)
    #expect(pairs(store, target) == (0..<20).map { [Double($0), Double($0 + 1)] })
    #expect(store.remove(7, from: &target) == 8)
    #expect(store.coefficient(of: 7, in: target) == 0)
    #expect(store.coefficient(of: 8, in: target) == 9)
    #expect(target.count == 19)
  }

  @Test func aFreedBlockIsReusedByTheNextRowOfItsSize() {
    var store = RowStore()
    defer { store.deallocate() }
    let first = row(&store, 0, (1, 1))
    _ = row(&store, 0, (2, 1))
    let size = store.cellCount
    store.free(first)
    let reused = row(&store, 3, (5, 2))
    #expect(reused.start == first.start)
    #expect(store.cellCount == size)
    #expect(pairs(store, reused) == [[5, 2]])
  }

  @Test func solvingForASymbolDividesTheRestByItsNegatedCoefficient() {
    // 0 = 4 + 2 * x0 - 2 * x1  =>  x1 = 2 + x0.
    var store = RowStore()
    defer { store.deallocate() }
    var target = row(&store, 4, (0, 2), (1, -2))
    store.solve(&target, for: 1)
    #expect(target.constant == 2)
    #expect(pairs(store, target) == [[0, 1]])
  }
}

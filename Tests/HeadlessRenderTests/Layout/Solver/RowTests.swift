import Testing

@testable import HeadlessRender

@Suite struct RowTests {
  /// A row from `(symbol, coefficient)` pairs, in any order.
  private func row(_ constant: Double, _ cells: (Int, Double)...) -> Row {
    var row = Row(constant: constant)
    for (symbol, coefficient) in cells { row.add(symbol, coefficient) }
    return row
  }

  private func pairs(_ row: Row) -> [[Double]] {
    row.cells.map { [Double($0.symbol), $0.coefficient] }
  }

  @Test func addingALongRowMergesNewSharedAndCancelledSymbolsInOrder() {
    // 2 * other: symbol 1 cancels (3 - 2 * 1.5), 4 and 9 are new, 5 adds up, 0 and 7 stay.
    var target = row(1, (0, 1), (1, 3), (5, 1), (7, 2))
    let other = row(2, (1, -1.5), (4, 1), (5, 0.5), (9, -1), (11, 0.25))
    var inserted: [Int] = []
    target.add(other, times: 2, inserted: { inserted.append($0) })
    #expect(target.constant == 5)
    #expect(pairs(target) == [[0, 1], [4, 2], [5, 2], [7, 2], [9, -2], [11, 0.5]])
    #expect(inserted.sorted() == [4, 9, 11])
  }

  @Test func addingALongRowThatCancelsEveryCellLeavesAnEmptyRow() {
    var target = row(0, (2, 1), (3, -1), (4, 2), (5, 1), (6, -3))
    let other = row(0, (2, 1), (3, -1), (4, 2), (5, 1), (6, -3))
    target.add(other, times: -1)
    #expect(target.isEmpty)
  }

  @Test func addingALongRowToAnEmptyRowCopiesItScaled() {
    var target = Row(constant: 0)
    let other = row(1, (3, 1), (1, 2), (8, -1), (5, 4), (2, 1))
    target.add(other, times: -1)
    #expect(pairs(target) == [[1, -2], [2, -1], [3, -1], [5, -4], [8, 1]])
    #expect(target.constant == -1)
  }
}

import HeadlessRender
import Testing

@testable import ReferenceScreens

/// What holds for every cell of the reference screens.
@MainActor
@Suite struct ReferenceCellTests {
  @Test(arguments: ReferenceCell.allCases)
  func aTableDequeuesTheCellByItsClassName(_ cell: ReferenceCell) throws {
    let table = UITableView()
    table.register(cell.type)
    let dequeued = try #require(table.dequeueReusableCell(withIdentifier: cell.className))
    #expect(ObjectIdentifier(type(of: dequeued)) == ObjectIdentifier(cell.type))
    #expect(dequeued.reuseIdentifier == cell.className)
  }

  @Test(arguments: ReferenceCell.allCases)
  func theLayoutIsUnambiguousAtFortyAndTwentyEightColumnsAndNeverFailsDownToOne(
    _ kind: ReferenceCell
  ) {
    let cell = kind.configuredCell()
    for width in [40, 28] {
      _ = CellRendering.lines(of: cell, width: width)
      #expect(!cell.cellLayout.constraints.isAmbiguous, "at \(width) columns")
    }
    // Below the content's width the optional priorities give way, never a required line.
    for width in 1...40 { _ = CellRendering.lines(of: cell, width: width) }
    #expect(cell.layoutError == nil)
  }
}

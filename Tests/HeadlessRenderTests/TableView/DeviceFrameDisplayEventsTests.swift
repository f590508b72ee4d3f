import Foundation
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing

@testable import HeadlessRender

/// Which display events drawing a frame sends: a device's frame displays the rows that come
/// into it, as UIKit's screen does; a whole-content frame (a height of 0) displays none.
@MainActor
@Suite struct DeviceFrameDisplayEventsTests {
  private func spiedTable(rows: Int) -> (TableSpy, UITableView) {
    let spy = TableSpy(rows: rows)
    let table = makeTable(spy, width: 8, height: 1)
    table.prefetchDataSource = spy
    return (spy, table)
  }

  private func events(_ spy: TableSpy) -> [String] {
    spy.log.filter {
      $0.hasPrefix("willDisplay") || $0.hasPrefix("didEndDisplaying") || $0.hasPrefix("prefetch")
        || $0.hasPrefix("cancel")
    }
  }

  @Test func aWholeContentFrameDrawsEveryRowAndDisplaysNone() throws {
    let (spy, table) = spiedTable(rows: 5)
    let lines = try DeviceFrame(size: GridSize(width: 8, height: 0)).render(table)
    #expect(lines.count == 5 + 2, "every row is drawn")
    #expect(events(spy) == [], "no willDisplay, no prefetch")
    spy.clearLog()
    _ = try DeviceFrame(size: GridSize(width: 8, height: 0)).text(of: table)
    #expect(events(spy) == [])
  }

  @Test func aDevicesFrameDisplaysTheRowsThatComeIntoItOnce() throws {
    let (spy, table) = spiedTable(rows: 5)
    let device = DeviceFrame(size: GridSize(width: 8, height: 2))
    _ = try device.text(of: table)
    #expect(
      events(spy) == [
        "willDisplay [0, 0]", "willDisplay [0, 1]", "prefetch [[0, 2], [0, 3], [0, 4]]",
      ])
    spy.clearLog()
    _ = try device.text(of: table)
    #expect(events(spy) == [], "the same frame again sends nothing")
  }

  @Test func rowsAWholeContentFrameDrewAreDisplayedWhenADeviceShowsThemAndOnlyThenEnd() throws {
    let (spy, table) = spiedTable(rows: 5)
    _ = try DeviceFrame(size: GridSize(width: 8, height: 0)).text(of: table)
    spy.clearLog()
    _ = try DeviceFrame(size: GridSize(width: 8, height: 2)).text(of: table)
    // Rows 2 to 4 leave without ever having been displayed: the delegate hears of rows 0 and 1.
    #expect(
      events(spy) == [
        "willDisplay [0, 0]", "willDisplay [0, 1]", "prefetch [[0, 2], [0, 3], [0, 4]]",
      ])
    spy.clearLog()
    table.contentOffset.y = 22
    #expect(events(spy) == ["didEndDisplaying [0, 0]", "willDisplay [0, 2]"])
  }

  @Test func anUpdateBetweenWholeContentFramesDisplaysNothingEither() throws {
    let (spy, table) = spiedTable(rows: 2)
    let whole = DeviceFrame(size: GridSize(width: 8, height: 0))
    _ = try whole.text(of: table)
    spy.sections = [["row 0", "row 1", "row 2"]]
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    #expect(try whole.text(of: table).contains("+│row 2   │"))
    #expect(events(spy) == [])
  }

  @Test func aPagingScreenDrawnWholeAsksForNoPage() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(12))]
    let text = try DeviceFrame(size: GridSize(width: 10, height: 0)).text(of: screen)
    #expect(text.contains("name 11"))
    #expect(screen.displayed == [])
    _ = try DeviceFrame(size: GridSize(width: 10, height: 6)).text(of: screen)
    #expect(screen.displayed == (0..<2).map { IndexPath(row: $0, section: 0) })
  }
}

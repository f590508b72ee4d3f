import Foundation
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The refresh control: begun and ended by the app, pulled by the user, drawn and read.
@MainActor
@Suite final class UIRefreshControlTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [ListSpy] = []

  private func list(rows: Int = 3) throws -> (UITableView, UIRefreshControl) {
    let spy = ListSpy([["apple", "pear", "kale", "fig", "plum"].prefix(rows).map { $0 }])
    spies.append(spy)
    let table = makeList(spy)
    let refresh = UIRefreshControl()
    table.refreshControl = refresh
    _ = try frame(of: table)
    return (table, refresh)
  }

  @Test func aNewRefreshControlIsNotRefreshingAndATableHasNone() {
    #expect(!UIRefreshControl().isRefreshing)
    #expect(UIRefreshControl().attributedTitle == nil)
    #expect(UITableView(frame: .zero).refreshControl == nil)
  }

  @Test func whileRefreshingTheSpinnerTakesALineAboveTheFirstRow() throws {
    let (table, refresh) = try list()
    #expect(try frame(of: table)[1] == " │  apple             │")
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │         ⠋          │",
        " │  apple             │",
        " │  pear              │",
        " └────────────────────┘",
      ])
    #expect(table.contentHeight == 4)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    #expect(try frame(of: table)[1] == " │  apple             │")
    #expect(table.contentHeight == 3)
  }

  @Test func theTitleFollowsTheSpinnerAndIsWhatVoiceOverReads() throws {
    let (table, refresh) = try list()
    refresh.beginRefreshing()
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "In progress", "apple", "pear",
      ])
    refresh.attributedTitle = NSAttributedString(string: "Updating")
    #expect(try frame(of: table)[1] == " │     ⠋ Updating     │")
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Updating", "apple", "pear",
      ])
    refresh.endRefreshing()
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "apple", "pear", "kale",
      ])
  }

  @Test func aPullScrollsToTheTopBeginsRefreshingAndSendsValueChanged() throws {
    let (table, refresh) = try list(rows: 5)
    var pulls = 0
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    table.contentOffset.y = 44
    #expect(table.pullToRefresh())
    #expect(pulls == 1)
    #expect(refresh.isRefreshing)
    #expect(table.contentOffsetLine == 0)
    #expect(try frame(of: table)[1] == " │         ⠋          │")
    #expect(!table.pullToRefresh())  // already refreshing
    #expect(pulls == 1)
  }

  @Test func beginningRefreshingInCodeSendsNoAction() throws {
    let (_, refresh) = try list()
    var pulls = 0
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    refresh.beginRefreshing()
    #expect(pulls == 0)
  }

  @Test func aTableWithoutAnEnabledRefreshControlCannotBePulled() throws {
    let (table, refresh) = try list()
    refresh.isEnabled = false
    #expect(!table.pullToRefresh())
    #expect(!refresh.isRefreshing)
    table.refreshControl = nil
    #expect(!table.pullToRefresh())
    #expect(refresh.superview == nil)
  }

  @Test func theSpinnerLineSitsAboveTheTableHeaderView() throws {
    let (table, refresh) = try list()
    let header = UILabel()
    header.text = "Header"
    header.gridFrame = GridRect(x: 0, y: 0, width: 0, height: 1)
    table.tableHeaderView = header
    refresh.beginRefreshing()
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │         ⠋          │",
        " │Header              │",
        " │  apple             │",
        " └────────────────────┘",
      ])
  }
}

import HeadlessRender
import Testing

/// The summary's words: what a caption prints beside a frame, and what reads back.
@Suite struct ListUpdateSummaryTests {
  @Test func anEmptySummaryPrintsNothing() {
    #expect(ListUpdateSummary().isEmpty)
    #expect(ListUpdateSummary().description == "")
  }

  @Test func theDocumentedSummaryPrintsExactlyAsShown() {
    var summary = ListUpdateSummary()
    summary.sections.inserted = 1
    summary.rows.moved = 1
    summary.rows.deleted = 2
    #expect(summary.description == "1 section inserted · 2 rows deleted · 1 row moved")
  }

  @Test func everyKindIsCountedInOneFixedOrderWithItsNoun() {
    var summary = ListUpdateSummary()
    summary.reloadedData = true
    summary.sections = counts(inserted: 2, deleted: 1, moved: 1, reloaded: 3, reconfigured: 2)
    summary.rows = counts(inserted: 1, deleted: 4, moved: 2, reloaded: 1, reconfigured: 5)
    #expect(
      summary.description
        == "data reloaded · 2 sections inserted · 1 section deleted · 1 section moved · "
        + "3 sections reloaded · 2 headers reconfigured · 1 row inserted · 4 rows deleted · "
        + "2 rows moved · 1 row reloaded · 5 rows reconfigured")
  }

  @Test func oneReconfiguredHeaderIsSingular() {
    var summary = ListUpdateSummary()
    summary.sections.reconfigured = 1
    #expect(summary.description == "1 header reconfigured")
    #expect(!summary.isEmpty)
  }

  @Test func aCollectionViewsSummaryCountsItemsWhereATablesCountsRows() {
    var summary = ListUpdateSummary(wording: .collectionView)
    #expect(summary.isEmpty)
    #expect(ListUpdateSummary().wording == .tableView)
    summary.sections.inserted = 1
    summary.rows = counts(inserted: 1, deleted: 2, moved: 1, reloaded: 3, reconfigured: 1)
    #expect(
      summary.description
        == "1 section inserted · 1 item inserted · 2 items deleted · 1 item moved · "
        + "3 items reloaded · 1 item reconfigured")
    summary.rows.reconfigured = 2
    summary.wording = .tableView
    #expect(summary.description.hasSuffix("3 rows reloaded · 2 rows reconfigured"))
  }

  @Test func everyDescriptionReadsBackAsItsSummary() {
    var every = ListUpdateSummary()
    every.reloadedData = true
    every.sections = counts(inserted: 2, deleted: 1, moved: 1, reloaded: 3, reconfigured: 2)
    every.rows = counts(inserted: 1, deleted: 4, moved: 2, reloaded: 1, reconfigured: 5)
    var one = ListUpdateSummary()
    one.rows.deleted = 1
    for summary in [ListUpdateSummary(), every, one] {
      #expect(ListUpdateSummary(summary.description) == summary, "\(summary)")
    }
    #expect(ListUpdateSummary("1 section inserted · 2 rows deleted")?.rows.deleted == 2)
    var items = ListUpdateSummary(wording: .collectionView)
    items.rows = counts(inserted: 2, deleted: 0, moved: 1, reloaded: 0, reconfigured: 1)
    #expect(ListUpdateSummary(items.description) == items, "\(items)")
    #expect(ListUpdateSummary("2 rows deleted")?.wording == .tableView)
  }

  @Test func textThatNoSummaryWritesReadsAsNil() {
    for text in [
      "none", "2 row deleted", "1 rows deleted", "0 rows deleted", "-1 rows deleted",
      "2 rows deleted · 1 section inserted", "2 rows deleted · 2 rows deleted",
      "1 section reconfigured", "1 header inserted", "1 row", "1 row  deleted",
      "1 row deleted ·", "data reloaded twice", "2 rows vanished", "one row deleted",
      "1 item inserted · 2 rows deleted", "1 items moved",
    ] {
      #expect(ListUpdateSummary(text) == nil, "\(text)")
    }
  }

  private func counts(
    inserted: Int, deleted: Int, moved: Int, reloaded: Int, reconfigured: Int
  ) -> ListUpdateSummary.Counts {
    var counts = ListUpdateSummary.Counts()
    counts.inserted = inserted
    counts.deleted = deleted
    counts.moved = moved
    counts.reloaded = reloaded
    counts.reconfigured = reconfigured
    return counts
  }
}

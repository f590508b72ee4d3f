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

  @Test func deletedNamesFollowTheirCountWithTheUnnamedAsMore() {
    var summary = ListUpdateSummary()
    summary.rows.deleted = 2
    summary.rows.deletedNames = ["Ada Lovelace", "Grace Hopper"]
    #expect(summary.description == "2 rows deleted (Ada Lovelace, Grace Hopper)")
    summary.rows.deleted = 3
    #expect(summary.description == "3 rows deleted (Ada Lovelace, Grace Hopper, 1 more)")
    summary.rows.deletedNames = []
    #expect(summary.description == "3 rows deleted")
    summary.sections.deleted = 1
    summary.sections.deletedNames = ["Today"]
    summary.rows.moved = 1
    summary.wording = .collectionView
    #expect(summary.description == "1 section deleted (Today) · 3 items deleted · 1 item moved")
  }

  @Test func namesAddUpAcrossBatchesInOrder() {
    var first = ListUpdateSummary()
    first.rows.deleted = 2
    first.rows.deletedNames = ["a"]
    var second = ListUpdateSummary()
    second.rows.deleted = 1
    second.rows.deletedNames = ["b"]
    first.add(second)
    #expect(first.description == "3 rows deleted (a, b, 1 more)")
  }

  @Test func namedDescriptionsReadBackAndBadNamesReadAsNil() {
    var named = ListUpdateSummary()
    named.sections.deleted = 2
    named.sections.deletedNames = ["Today"]
    named.rows.deleted = 3
    named.rows.deletedNames = ["Ada Lovelace", "Gra…"]
    named.rows.inserted = 1
    #expect(
      named.description
        == "2 sections deleted (Today, 1 more) · 1 row inserted · "
        + "3 rows deleted (Ada Lovelace, Gra…, 1 more)")
    #expect(ListUpdateSummary(named.description) == named, "\(named.description)")
    var items = ListUpdateSummary(wording: .collectionView)
    items.rows.deleted = 1
    items.rows.deletedNames = ["owl"]
    #expect(ListUpdateSummary(items.description) == items)
    for text in [
      "1 row deleted (a, b)", "2 rows deleted (a, b, 1 more)", "2 rows deleted ()",
      "2 rows deleted (a, 0 more)", "1 row inserted (a)", "1 header reconfigured (a)",
      "2 rows deleted (a, 1 more", "2 rows deleted(a, 1 more)",
    ] {
      #expect(ListUpdateSummary(text) == nil, "\(text)")
    }
  }

  @Test func fittingKeepsWholeNamesCutsTheOneAtTheEdgeAndCountsTheRestAsMore() {
    var summary = ListUpdateSummary()
    summary.rows.deleted = 3
    summary.rows.deletedNames = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
    let full = "3 rows deleted (Ada Lovelace, Grace Hopper, Alan Turing)"
    #expect(summary.description == full)
    // As wide as the text: unchanged. One column less: the last name is cut to fit.
    #expect(summary.fitted(toWidth: 56).description == full)
    #expect(
      summary.fitted(toWidth: 55).description
        == "3 rows deleted (Ada Lovelace, Grace Hopper, Alan Turi…)")
    // Too narrow for the cut name with its ellipsis: it counts as more, and the one before is
    // cut.
    #expect(
      summary.fitted(toWidth: 44).description == "3 rows deleted (Ada Lovelace, Grac…, 1 more)")
    #expect(
      summary.fitted(toWidth: 41).description == "3 rows deleted (Ada Lovelace, G…, 1 more)")
    #expect(summary.fitted(toWidth: 40).description == "3 rows deleted (Ada Lovelace, 2 more)")
    #expect(summary.fitted(toWidth: 27).description == "3 rows deleted (A…, 2 more)")
    // No room for one character and the ellipsis: no names; the counts are never cut.
    #expect(summary.fitted(toWidth: 26).description == "3 rows deleted")
    #expect(summary.fitted(toWidth: 5).description == "3 rows deleted")
    #expect(summary.fitted(toWidth: .max) == summary)
  }

  @Test func fittingCutsTheRowsNamesBeforeTheSections() {
    var summary = ListUpdateSummary()
    summary.sections.deleted = 1
    summary.sections.deletedNames = ["Today"]
    summary.rows.deleted = 1
    summary.rows.deletedNames = ["owl"]
    let full = "1 section deleted (Today) · 1 row deleted (owl)"
    #expect(summary.description == full)
    #expect(summary.fitted(toWidth: 47).description == full)
    #expect(
      summary.fitted(toWidth: 46).description == "1 section deleted (Today) · 1 row deleted (o…)")
    #expect(
      summary.fitted(toWidth: 45).description == "1 section deleted (Today) · 1 row deleted")
    #expect(summary.fitted(toWidth: 40).description == "1 section deleted (Tod…) · 1 row deleted")
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

import Foundation
import TestSupport
import Testing

@testable import ListKit

@MainActor
@Suite struct SectionStoreTests {
  private let old = [section("todo", 1, 2, 3), section("done", 4)]
  private let new = [section("todo", 1, 3), section("done", 2, 4)]

  private func makeStore(
    _ sections: [TestSection]
  ) -> (SectionStore<String, TestItem>, FakeTableView) {
    let store = SectionStore(sections: sections)
    let view = FakeTableView()
    view.dataSource = { [unowned store] in store.sections }
    view.reloadData()
    store.view = view
    return (store, view)
  }

  @Test func anUpdateAnimatesTheDifferenceAsOneBatch() throws {
    let (store, view) = makeStore(old)
    try store.update(new)
    #expect(store.sections == new)
    #expect(view.shown == new)
    #expect(
      view.calls == [
        .reloadData,
        .batch(
          BatchUpdate(
            movedRows: [
              RowMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
            ])),
      ])
  }

  @Test func aStagedChangesetRunsEveryStageAndTheViewEndsOnTheNewData() throws {
    let (store, view) = makeStore([section("A", 1, 2), section("B", 3)])
    let target = [section("C", 2, 9), section("B", 3, 1)]
    let changeset = try Changeset(from: store.sections, to: target)
    try store.update(target)
    // Row 2 must enter C after C is inserted and leave A before A is deleted: three stages.
    #expect(changeset.stages.count == 3)
    #expect(view.calls == [.reloadData] + changeset.stages.map { .batch($0.batch) })
    #expect(view.shown == target)
  }

  @Test func changedContentIsReconfiguredInPlaceWithoutABatch() throws {
    let (store, view) = makeStore(old)
    var changed = old
    changed[1].items[0].content = 5
    try store.update(changed)
    #expect(view.calls == [.reloadData, .reconfigureRows([IndexPath(row: 0, section: 1)])])
    #expect(view.shown == changed)
  }

  @Test func aChangedTitleReconfiguresOnlyThatHeader() throws {
    let (store, view) = makeStore(old)
    var renamed = old
    renamed[1].title = "Completed"
    try store.update(renamed)
    #expect(view.calls == [.reloadData, .reconfigureHeaders([1])])
    #expect(view.shown == renamed)
  }

  @Test func aSectionMovedAndRenamedHasItsHeaderReconfiguredWhereItLands() throws {
    let (store, view) = makeStore([section("a", 1), section("b", 2), section("c", 3)])
    let target = [section("c", 3, title: "cats"), section("a", 1), section("b", 2)]
    try store.update(target)
    #expect(view.calls.last == .reconfigureHeaders([0]))
    #expect(view.shown == target)
  }

  @Test func duplicateIdentifiersLeaveTheStoreAndTheViewAsTheyWere() {
    let (store, view) = makeStore(old)
    #expect {
      try store.update([section("todo", 1, 1)])
    } throws: { error in
      "\(error)"
        == "supplied item identifiers are not unique. Duplicate identifiers: 1 in the new sections at [0, 0] and [0, 1]"
    }
    #expect(store.sections == old)
    #expect(view.shown == old)
    #expect(view.calls == [.reloadData])
  }

  @Test func updatesArrivingDuringABatchAreCoalescedAndTheLatestWins() throws {
    let (store, view) = makeStore(old)
    let ignored = [section("todo", 3), section("done", 1, 2, 4)]
    let latest = [section("done", 4, 2), section("todo", 1, 3)]
    view.duringNextBatch = {
      try? store.update(ignored)
      try? store.update(latest)
    }
    try store.update(new)
    #expect(store.sections == latest)
    #expect(view.shown == latest)
    let second = try Changeset(from: new, to: latest)
    let batches = view.calls.compactMap { call -> BatchUpdate? in
      if case .batch(let batch) = call { batch } else { nil }
    }
    #expect(batches.dropFirst().elementsEqual(second.stages.map(\.batch)))
  }

  @Test func aDuplicateArrivingDuringABatchIsThrownToItsCallerAndDropped() throws {
    let (store, view) = makeStore(old)
    var caught: DuplicateIdentifierError?
    view.duringNextBatch = {
      do throws(DuplicateIdentifierError) {
        try store.update([section("x"), section("x")])
      } catch { caught = error }
    }
    try store.update(new)
    #expect(caught?.kind == .section)
    #expect(store.sections == new)
    #expect(view.shown == new)
  }

  @Test func aViewThatRejectsTheBatchIsReloadedWithTheNewData() throws {
    let (store, view) = makeStore(old)
    view.rejectsBatches = true
    try store.update(new)
    #expect(store.sections == new)
    #expect(view.shown == new)
    #expect(view.calls.last == .reloadData)
  }

  @Test func aViewThatRejectsTheFirstOfSeveralStagesIsReloadedWithTheNewData() throws {
    // The first stage already gave the store its first sections: the reload must not show them.
    let (store, view) = makeStore([section("A", 1, 2), section("B", 3)])
    let target = [section("C", 2, 9), section("B", 3, 1)]
    view.rejectsBatches = true
    try store.update(target)
    #expect(store.sections == target)
    #expect(view.shown == target)
    #expect(view.calls.last == .reloadData)
  }

  @Test func withoutAViewAnUpdateOnlyChangesTheSections() throws {
    let store = SectionStore(sections: old)
    try store.update(new)
    #expect(store.sections == new)
  }

  @Test func theStoreDoesNotKeepItsViewAlive() {
    let store = SectionStore(sections: old)
    do {
      let view = FakeTableView()
      store.view = view
    }
    #expect(store.view == nil)
  }
}

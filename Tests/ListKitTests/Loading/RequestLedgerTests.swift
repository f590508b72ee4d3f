import Testing

@testable import ListKit

@Suite struct RequestLedgerTests {
  @Test func acceptsOnlyTheAwaitedRequestAndOnlyOnce() {
    var ledger = RequestLedger<Int>()
    let first = ledger.start(1)
    let second = ledger.start(1)

    let acceptsFirst = ledger.accept(first)
    let acceptsSecond = ledger.accept(second)
    let acceptsSecondAgain = ledger.accept(second)

    #expect(first != second, "the same page asked again is a new generation")
    #expect(!acceptsFirst)
    #expect(acceptsSecond)
    #expect(!acceptsSecondAgain)
    #expect(ledger.awaited == nil)
  }

  @Test func anAbandonedRequestIsNotAccepted() {
    var ledger = RequestLedger<Int>()
    let request = ledger.start(3)
    ledger.abandon()
    let accepted = ledger.accept(request)
    #expect(!accepted)
  }

  @Test func generationsGrow() {
    var ledger = RequestLedger<Int>()
    var generations: [Int] = []
    for page in 1...3 {
      generations.append(ledger.start(page).generation)
    }
    #expect(generations == [1, 2, 3])
  }
}

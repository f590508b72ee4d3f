import Foundation
import TestSupport
import Testing

@testable import ListKit

/// The validator must reject what UIKit rejects, or the property test proves nothing.
@Suite struct UIKitBatchValidatorTests {
  @Test func aDeleteAndAMoveFromTheSameIndexPathIsRejected() {
    let batch = BatchUpdate(
      deletedRows: [path(0, 0)], movedRows: [RowMove(from: path(0, 0), to: path(0, 0))])
    #expect(
      UIKitBatchValidator.validate(batch, before: [2], after: [1])
        == "attempt to perform a delete and a move from the same index path (0 - 0)")
  }

  @Test func anInsertAndAMoveToTheSameSectionIsRejected() {
    let batch = BatchUpdate(insertedSections: [1], movedSections: [SectionMove(from: 0, to: 1)])
    #expect(
      UIKitBatchValidator.validate(batch, before: [1, 1], after: [1, 1, 1])
        == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test func aRowMovingOutOfADeletedSectionIsRejected() {
    let batch = BatchUpdate(
      deletedSections: [0], movedRows: [RowMove(from: path(0, 0), to: path(0, 1))])
    #expect(
      UIKitBatchValidator.validate(batch, before: [1, 1], after: [2])
        == "full reload: row (0 - 0) leaves a deleted section")
  }

  @Test func aRowMovingIntoAnInsertedSectionIsRejected() {
    let batch = BatchUpdate(
      insertedSections: [1], movedRows: [RowMove(from: path(0, 0), to: path(1, 0))])
    #expect(
      UIKitBatchValidator.validate(batch, before: [1], after: [0, 1])
        == "full reload: row (1 - 0) enters an inserted section")
  }

  @Test func aMovedSectionWhoseRowsAlsoChangeIsRejected() {
    let batch = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)],
      movedRows: [RowMove(from: path(1, 1), to: path(1, 0))])
    #expect(
      UIKitBatchValidator.validate(batch, before: [1, 2], after: [2, 1])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func aWrongRowCountIsRejectedWithUIKitsMessage() {
    let batch = BatchUpdate(insertedRows: [path(0, 0)])
    #expect(
      UIKitBatchValidator.validate(batch, before: [1], after: [3])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an"
        + " existing section after the update (3) must be equal to the number of rows contained in"
        + " that section before the update (1), plus or minus the number of rows inserted or"
        + " deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows"
        + " moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func aLegalCrossSectionMoveIsAccepted() {
    let batch = BatchUpdate(movedRows: [RowMove(from: path(0, 1), to: path(1, 0))])
    #expect(UIKitBatchValidator.validate(batch, before: [3, 1], after: [2, 2]) == nil)
  }
}

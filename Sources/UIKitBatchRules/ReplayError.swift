import Foundation
import ListKit

/// Why a batch cannot be replayed on the sections it was given.
package enum ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// UIKit rejects the batch, with UIKit's reason.
  case rejected(BatchUpdateViolation)
  /// UIKit accepts the batch but cannot animate it and reloads the whole table instead: a row
  /// moves out of a deleted or reloaded section, or into an inserted or reloaded one.
  case requiresFullReload(move: RowMove)
  /// The sections after the batch do not have a row the batch inserts or reloads.
  case missingRow(IndexPath)

  /// What is wrong and where, e.g. `full reload: row [0, 0] moves to [1, 0] across a
  /// section that is inserted, deleted or reloaded`.
  package var description: String {
    switch self {
    case .rejected(let violation):
      "\(violation)"
    case .requiresFullReload(let move):
      "full reload: row \(move.from) moves to \(move.to) across a section that is inserted, "
        + "deleted or reloaded"
    case .missingRow(let path):
      "the sections after the batch have no row \(path)"
    }
  }
}

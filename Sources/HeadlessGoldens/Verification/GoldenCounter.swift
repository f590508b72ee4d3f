import Foundation
import HeadlessRender
import ListKit

/// Numbers the unnamed golden assertions of each test: 1, 2, 3 in the order they run.
///
/// Shared by the test adapters for the whole test process; tests run in parallel, so it
/// locks.
package final class GoldenCounter: @unchecked Sendable {
  /// The counter every golden assertion uses.
  package static let shared = GoldenCounter()

  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// A counter that has counted nothing.
  package init() {}

  /// The next number for `key` (a test's golden folder and name), from 1.
  package func next(for key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counts[key, default: 0] += 1
    return counts[key, default: 0]
  }
}

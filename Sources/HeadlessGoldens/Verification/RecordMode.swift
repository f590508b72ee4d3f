import Foundation
import HeadlessRender
import ListKit

/// When a golden file is written instead of only compared.
///
/// Chosen by the `SNAPSHOT_TESTING_RECORD` environment variable, the same switch
/// swift-snapshot-testing reads, so a team has one. What each mode does with each state of the
/// golden on disk:
///
/// | mode      | golden missing        | golden matches  | golden differs                  |
/// |-----------|-----------------------|-----------------|---------------------------------|
/// | `never`   | fail, `.actual` saved | pass            | fail with diff, `.actual` saved |
/// | `missing` | record, fail          | pass            | fail with diff, `.actual` saved |
/// | `failed`  | record, fail          | pass            | re-record, fail with diff       |
/// | `all`     | record, fail          | re-record, fail | re-record, fail with diff       |
///
/// A run that writes a golden always fails, as in swift-snapshot-testing: a freshly written
/// golden has not been reviewed, so the next run is the one that can pass. The `.actual` file
/// (`<name>.actual.txt` beside the golden) is removed whenever a run leaves the golden equal to
/// the actual output.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Every golden is rewritten, and every verification fails.
  case all
  /// Only goldens that do not exist yet are written; the default off CI.
  case missing
  /// Missing goldens are written, and differing ones are overwritten.
  case failed
  /// Nothing is written; the default on CI, where a missing golden is a failure.
  case never

  /// The environment variable that selects the mode.
  public static let environmentKey = "SNAPSHOT_TESTING_RECORD"

  /// Reads the mode from an environment (pass `ProcessInfo.processInfo.environment`).
  ///
  /// An explicit `SNAPSHOT_TESTING_RECORD` wins (an empty value counts as unset). Otherwise the
  /// mode is `never` when `CI` is set to anything but an empty string, `0` or `false`, and
  /// `missing` elsewhere.
  ///
  /// ```swift
  /// try RecordMode(environment: ["CI": "true"])  // .never
  /// try RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "everything"])
  /// // throws: SNAPSHOT_TESTING_RECORD: unknown record mode "everything"
  /// //         (expected one of: all, missing, failed, never)
  /// ```
  public init(environment: [String: String]) throws(GoldenError) {
    if let value = environment[Self.environmentKey], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value) else {
        throw .unknownRecordMode(value)
      }
      self = mode
      return
    }
    let ci = environment["CI"] ?? ""
    let isCI = !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    self = isCI ? .never : .missing
  }
}

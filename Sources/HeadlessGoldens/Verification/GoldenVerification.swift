import Foundation
import HeadlessRender
import ListKit

/// What verifying one golden file found and did.
///
/// ```swift
/// let verification = try verifier.verify(frame, at: goldenURL)
/// if let message = verification.failureMessage { print(message) }
/// // Golden mismatch: Fixtures/Golden/todos.txt (actual output in
/// // Fixtures/Golden/todos.actual.txt). Record it with SNAPSHOT_TESTING_RECORD=failed.
/// //
/// // --- a/Fixtures/Golden/todos.txt
/// // +++ b/Fixtures/Golden/todos.txt
/// // @@ -4 +4 @@
/// // ...
/// ```
public struct GoldenVerification: Hashable, Sendable {
  /// What happened to the golden file. Paths are relative to the verifier's root.
  public enum Outcome: Hashable, Sendable {
    /// The golden holds exactly the actual text; nothing was written.
    case matched
    /// There was no golden, and the actual text was written as the new golden.
    case recorded
    /// The golden existed and was rewritten (`all` always, `failed` when it differed); the
    /// diff from the old golden, `nil` when the content did not change.
    case rerecorded(diff: String?)
    /// There was no golden, the mode (`never`) forbids writing one, and the actual text was
    /// saved beside where it belongs.
    case missing(actualPath: String)
    /// The golden differs from the actual text and was kept; the actual text was saved
    /// beside it.
    case mismatched(actualPath: String, diff: String)
  }

  /// What happened to the golden file.
  public var outcome: Outcome
  /// The record mode the verification ran in.
  public var mode: RecordMode
  /// The golden's path relative to the root, as messages and diff headers show it.
  public var goldenPath: String
  /// Why the actual text is not saved beside the golden (a read-only folder), for a mismatch
  /// or a missing golden that would have saved it; `nil` when it was saved or not needed.
  public var unsavedActual: GoldenError?

  /// Creates a verification result.
  public init(
    outcome: Outcome, mode: RecordMode, goldenPath: String, unsavedActual: GoldenError? = nil
  ) {
    self.outcome = outcome
    self.mode = mode
    self.goldenPath = goldenPath
    self.unsavedActual = unsavedActual
  }

  /// Whether the run passes: only when the golden already held the actual text and the mode
  /// did not ask to rewrite it.
  public var passed: Bool { outcome == .matched }

  /// The unified diff from the old golden to the actual text, when both existed and differed.
  public var diff: String? {
    switch outcome {
    case .matched, .recorded, .missing: nil
    case .rerecorded(let diff): diff
    case .mismatched(_, let diff): diff
    }
  }

  /// The text a failing test or the CLI shows; `nil` when the verification passed.
  public var failureMessage: String? {
    guard let headline = failureHeadline else { return nil }
    guard let diff else { return headline }
    return headline + "\n\n" + diff
  }

  /// The first paragraph of ``failureMessage``, without the diff that follows it: for a
  /// caller that prints the two apart rather than copy a large diff into one text.
  package var failureHeadline: String? {
    let mode = "record mode \"\(mode.rawValue)\""
    let key = RecordMode.environmentKey
    let message: String
    switch outcome {
    case .matched:
      return nil
    case .recorded:
      message = "Recorded a new golden: \(goldenPath) (\(mode)). Review it and run again."
    case .rerecorded:
      message =
        "Re-recorded the golden: \(goldenPath) (\(mode)). "
        + "Review it, unset \(key) and run again."
    case .missing(let actualPath):
      message =
        "No golden at \(goldenPath) (\(mode)); \(actualOutput(in: actualPath)). "
        + "Record it with \(key)=missing."
    case .mismatched(let actualPath, _):
      message =
        "Golden mismatch: \(goldenPath) (\(actualOutput(in: actualPath))). "
        + "Record it with \(key)=failed."
    }
    return message
  }

  /// Where the actual output is, or why it is not there.
  private func actualOutput(in actualPath: String) -> String {
    guard let unsavedActual else { return "actual output in \(actualPath)" }
    return "actual output not saved: \(unsavedActual)"
  }
}

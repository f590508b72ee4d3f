import Foundation
import HeadlessRender
import ListKit

/// Compares text with a golden file, and records it according to a ``RecordMode``.
///
/// ```swift
/// let verifier = try GoldenVerifier(environment: ProcessInfo.processInfo.environment)
/// let verification = try verifier.verify(frame, at: goldenURL)
/// verification.passed  // true when the golden holds exactly `frame`
/// ```
///
/// Writes are atomic: a temporary file in the golden's folder, then a rename. On a failure
/// that keeps the golden, the actual text is saved as `<name>.actual.txt` beside it; any run
/// that leaves the golden equal to the actual text removes that file again. When the folder
/// is read-only the failure is still reported, with its diff, and
/// ``GoldenVerification/unsavedActual`` says why the actual text is not beside it. The
/// comparison is byte for byte (UTF-8), so canonically equivalent but differently encoded text
/// differs.
///
/// Goldens may arrive from anyone, so the verifier keeps to its folder:
///
/// - A golden is read only when it is a regular file of at most ``maximumSize`` bytes inside
///   the folder above its own (`Fixtures` for `Fixtures/Golden/x.txt`) once symbolic links are
///   resolved: a link that leads out, a pipe, a device or a larger file is an error, not read.
/// - Goldens and `.actual` files are written only into the golden's folder itself, never
///   through a symbolic link: a folder that is a link is an error. A temporary file's name is
///   `.golden-<pid>-<16 hex digits>.tmp` whatever the golden is called; the first verification
///   in a folder removes the ones a run that was killed left there, and `verify` (of
///   `headless-table` or any tool built on `CommandLineTool`) removes its own on SIGINT and
///   SIGTERM.
/// - `<name>.actual.txt` belongs to the verifier: a golden may not be called that, and only a
///   regular file of that name is ever removed.
public struct GoldenVerifier: Hashable, Sendable {
  /// When goldens are written; see ``RecordMode`` for the table of outcomes.
  public var mode: RecordMode
  /// The folder paths are shown relative to, in messages and diff headers; `nil` means the
  /// nearest folder above the golden that holds a `Package.swift`, else the golden's folder.
  public var root: URL?
  /// The largest golden read, and the longest text verified, in bytes:
  /// ``maximumSize`` unless a test sets a smaller one.
  package var sizeLimit = Self.maximumSize

  /// The most bytes a golden may hold, and a text to verify may have: 32 MiB. A larger golden
  /// is not read, and a larger text is neither compared nor written.
  public static let maximumSize = 32 << 20

  /// Creates a verifier with an explicit mode.
  public init(mode: RecordMode, root: URL? = nil) {
    self.mode = mode
    self.root = root
  }

  /// Creates a verifier whose mode comes from `SNAPSHOT_TESTING_RECORD` and `CI`.
  ///
  /// - Throws: ``GoldenError/unknownRecordMode(_:)`` for a value that is not a mode.
  public init(environment: [String: String], root: URL? = nil) throws(GoldenError) {
    self.init(mode: try RecordMode(environment: environment), root: root)
  }

  /// Compares `actual` with the golden at `golden`, writing files as the mode says.
  ///
  /// - Throws: ``GoldenError`` when the golden cannot be read (missing aside), is too large or
  ///   has a reserved name, the text is too large, or the mode asks to write the golden and it
  ///   cannot be written; a mismatch is not an error but an outcome, even when the actual text
  ///   cannot be saved beside the golden.
  /// - Complexity: O(n) for a match; a mismatch adds a line diff, O((N + M) · D) in lines with a
  ///   work budget linear in N + M (see `UnifiedDiff`).
  public func verify(_ actual: String, at golden: URL) throws(GoldenError)
    -> GoldenVerification
  {
    let goldenPath = relativePath(of: golden)
    if Self.isReserved(golden) { throw .reservedName(path: goldenPath) }
    guard actual.utf8.count <= sizeLimit else {
      throw .actualTooLarge(path: goldenPath, limit: sizeLimit)
    }
    TemporaryFiles.removeStale(in: golden.deletingLastPathComponent())
    let actualURL = Self.actualURL(for: golden)
    func result(_ outcome: GoldenVerification.Outcome, unsavedActual: GoldenError? = nil)
      -> GoldenVerification
    {
      GoldenVerification(
        outcome: outcome, mode: mode, goldenPath: goldenPath, unsavedActual: unsavedActual)
    }
    // Saving the actual text is a courtesy: a failure to save it must not hide the outcome.
    func saveActual() -> GoldenError? {
      do {
        try write(actual, to: actualURL)
        return nil
      } catch {
        return error
      }
    }

    guard let expectedData = try read(golden, shownAs: goldenPath) else {
      if mode == .never {
        return result(
          .missing(actualPath: relativePath(of: actualURL)), unsavedActual: saveActual())
      }
      try write(actual, to: golden)
      try removeIfPresent(actualURL)
      return result(.recorded)
    }
    if Self.bytes(of: expectedData, equal: actual) {
      // A stale actual file that cannot be removed does not make a matching golden fail.
      try? removeIfPresent(actualURL)
      guard mode == .all else { return result(.matched) }
      try write(actual, to: golden)
      return result(.rerecorded(diff: nil))
    }
    let expected = String(decoding: expectedData, as: UTF8.self)
    // Only bytes that are not valid UTF-8 can differ without a line differing.
    let diff =
      UnifiedDiff.between(expected, actual, path: goldenPath)
      ?? "\(goldenPath): the golden holds bytes that are not valid UTF-8\n"
    switch mode {
    case .all, .failed:
      try write(actual, to: golden)
      try removeIfPresent(actualURL)
      return result(.rerecorded(diff: diff))
    case .missing, .never:
      return result(
        .mismatched(actualPath: relativePath(of: actualURL), diff: diff),
        unsavedActual: saveActual())
    }
  }

  /// Whether `data` holds exactly the UTF-8 bytes of `text`, compared in place.
  private static func bytes(of data: Data, equal text: String) -> Bool {
    guard data.count == text.utf8.count else { return false }
    let compared: Bool?? = text.utf8.withContiguousStorageIfAvailable { textBytes in
      data.withUnsafeBytes { dataBytes in
        guard let textStart = textBytes.baseAddress, let dataStart = dataBytes.baseAddress
        else { return true }
        return memcmp(textStart, dataStart, textBytes.count) == 0
      }
    }
    if let compared = compared ?? nil { return compared }
    return data.elementsEqual(text.utf8)
  }

  /// Whether `golden` has the name of another golden's actual file, `<name>.actual.txt`.
  public static func isReserved(_ golden: URL) -> Bool {
    golden.deletingPathExtension().pathExtension == "actual"
  }

  /// Where the actual text is saved when it does not match: `x.txt` becomes `x.actual.txt`.
  public static func actualURL(for golden: URL) -> URL {
    let name = golden.deletingPathExtension().lastPathComponent
    let pathExtension = golden.pathExtension.isEmpty ? "txt" : golden.pathExtension
    return golden.deletingLastPathComponent()
      .appendingPathComponent("\(name).actual.\(pathExtension)")
  }
}

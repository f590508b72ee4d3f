import Foundation
import HeadlessRender
import ListKit

/// A problem that keeps a golden file from being verified at all, as opposed to a mismatch.
public enum GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
  case unknownRecordMode(String)
  /// The golden file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// A golden or `.actual` file could not be written, moved into place or removed.
  case unwritable(path: String, reason: String)
  /// Nothing can be written into the golden's folder: it is read-only, it is a symbolic link,
  /// or something else is where it belongs.
  case unwritableFolder(path: String, folder: String, reason: String)
  /// The golden file holds more than `limit` bytes (``GoldenVerifier/maximumSize``), so it is
  /// not read.
  case tooLarge(path: String, limit: Int)
  /// The text to verify is longer than `limit` bytes, so it could never be read back as a
  /// golden; nothing is compared or written.
  case actualTooLarge(path: String, limit: Int)
  /// The golden's name ends in `.actual.txt`, the name of another golden's mismatch file.
  case reservedName(path: String)
  /// A strategy of variants was given none, so it would draw nothing
  /// (see `GoldenStrategy.screen(device:variants:accessibility:)`).
  case noVariants

  /// The message a test failure or the CLI shows.
  public var description: String {
    switch self {
    case .unknownRecordMode(let value):
      let allowed = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      return "\(RecordMode.environmentKey): unknown record mode \"\(value)\" "
        + "(expected one of: \(allowed))"
    case .unreadable(let path, let reason):
      return "\(path): cannot read the golden file: \(reason)"
    case .unwritable(let path, let reason):
      return "\(path): cannot write: \(reason)"
    case .unwritableFolder(let path, let folder, let reason):
      return "\(path): cannot write into the folder \(folder): \(reason)"
    case .tooLarge(let path, let limit):
      return "\(path): the golden file is larger than \(FileReader.size(limit)), "
        + "the most a golden may hold"
    case .actualTooLarge(let path, let limit):
      return "\(path): the text to verify is larger than \(FileReader.size(limit)), "
        + "the most a golden may hold"
    case .reservedName(let path):
      return "\(path): a golden may not be named *.actual.txt: "
        + "that is where the output of a mismatch goes"
    case .noVariants:
      return "a golden of variants needs at least one variant; the list is empty"
    }
  }
}

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
    }
  }
}

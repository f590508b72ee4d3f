import Foundation

/// Where a ``CommandLineTool`` prints: the process's standard output and standard error, or
/// what a test collects.
struct CommandOutput: Sendable {
  /// Writes text meant for standard output, as given (no newline added).
  var print: @MainActor @Sendable (String) -> Void
  /// Writes text meant for standard error, as given (no newline added).
  var error: @MainActor @Sendable (String) -> Void

  /// The process's standard output and standard error.
  static let standard = CommandOutput(
    print: { Swift.print($0, terminator: "") },
    error: { FileHandle.standardError.write(Data($0.utf8)) })
}

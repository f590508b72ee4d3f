/// A failure the CLI reports on standard error before exiting non-zero.
struct CLIError: Error, Equatable {
  /// What went wrong and where, as printed after `error: `.
  var message: String
  /// The process exit code: 2 for bad input or usage.
  var exitCode: Int32

  /// Bad arguments or bad input: exit code 2.
  static func usage(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: ExitCode.badInput)
  }
}

/// The exit codes every subcommand shares.
enum ExitCode {
  /// Everything worked.
  static let success: Int32 = 0
  /// A golden file did not match.
  static let goldenMismatch: Int32 = 1
  /// Bad input or usage.
  static let badInput: Int32 = 2
}

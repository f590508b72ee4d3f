/// What a list shows under its rows.
public enum ListFooter: Hashable, Sendable {
  /// Nothing.
  case none
  /// An activity indicator: a page is on its way or will be asked for.
  case spinner
  /// A message in place of the rows, e.g. `No recordings match “owl”.`
  case message(String)
  /// A note under rows that did load, e.g. `2 articles could not be read.`
  case note(String)
  /// What went wrong, and how to try again.
  case error(String, retryHint: String)

  /// The hint shown under every error message.
  public static let retryHint = "Tap to retry."
}

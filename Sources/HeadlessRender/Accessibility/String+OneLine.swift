import Foundation

extension String {
  /// The text on one line: its lines joined with a space, without white space at either end,
  /// so that an element is one line of a reading however its label wraps on screen.
  var oneLine: String {
    split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}

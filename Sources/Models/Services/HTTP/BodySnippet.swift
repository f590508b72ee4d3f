import Foundation

/// The start of an error answer's body, short enough for a message.
package enum BodySnippet {
  /// How many characters a snippet keeps.
  static let limit = 200

  /// The first ``limit`` characters of `data` as text, tags of an HTML page removed and runs
  /// of whitespace collapsed to one space, with `…` when there was more.
  package static func make(from data: Data) -> String {
    var text = String(decoding: data.prefix(16 * 1024), as: UTF8.self)
    if text.drop(while: \.isWhitespace).first == "<" {
      text = withoutTags(text)
    }
    let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard collapsed.count > limit else { return collapsed }
    return collapsed.prefix(limit).trimmingCharacters(in: .whitespaces) + "…"
  }

  /// `text` with everything between `<` and `>` replaced by a space.
  private static func withoutTags(_ text: String) -> String {
    var result = ""
    var isInsideTag = false
    for character in text {
      switch character {
      case "<": isInsideTag = true
      case ">" where isInsideTag:
        isInsideTag = false
        result.append(" ")
      default:
        if !isInsideTag { result.append(character) }
      }
    }
    return result
  }
}

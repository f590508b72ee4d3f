import Foundation
import HeadlessRender
import ListKit

/// Checks a scenario's `locale` before Foundation sees it.
///
/// Foundation takes any string as a locale identifier and falls back silently, except on
/// Linux, where an identifier that starts with a non-ASCII letter (`"é"`, `"日本"`) traps the
/// first time a formatter uses it. So an identifier is read here first, in plain Swift: ASCII
/// subtags `language[_Script][_REGION][_VARIANT...]` (`_` or `-` between them), then optional
/// keywords `@key=value;key=value`. Its language must be one this machine has locale data for,
/// and its region, if any, an ISO 3166 region, so that a typo such as `en_UK` is reported
/// instead of formatting with the root locale.
enum LocaleIdentifier {
  /// The locale `identifier` names, or nil when it is not one this machine knows.
  static func locale(_ identifier: String) -> Locale? {
    guard identifier.utf8.count <= 100, identifier.utf8.allSatisfy({ $0 < 0x80 }) else {
      return nil
    }
    let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2, !keywordsAreWellFormed(parts[1]) { return nil }
    let subtags = parts[0].split(
      separator: "_", omittingEmptySubsequences: false
    ).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    guard let language = subtags.first, isLetters(language, count: 2...3),
      knownLanguages.contains(language.lowercased())
    else { return nil }
    var rest = subtags.dropFirst()
    if let script = rest.first, isLetters(script, count: 4...4) { rest = rest.dropFirst() }
    if let region = rest.first, isLetters(region, count: 2...2) || isDigits(region, count: 3) {
      guard knownRegions.contains(region.uppercased()) else { return nil }
      rest = rest.dropFirst()
    }
    guard rest.allSatisfy({ isAlphanumeric($0, count: 4...8) }) else { return nil }
    return Locale(identifier: identifier)
  }

  /// The languages of the locales this machine has data for, lowercased.
  private static let knownLanguages: Set<String> = Set(
    Locale.availableIdentifiers.compactMap { identifier in
      identifier.split(separator: "_").first.map { $0.lowercased() }
    })

  /// The ISO 3166 regions, and the UN M.49 areas such as `001`.
  private static let knownRegions: Set<String> = Set(
    Locale.Region.isoRegions.map { $0.identifier.uppercased() })

  /// `key=value;key=value`, each key letters and digits, each value also `-` and `_`.
  private static func keywordsAreWellFormed(_ keywords: Substring) -> Bool {
    let pairs = keywords.split(separator: ";", omittingEmptySubsequences: false)
    return pairs.allSatisfy { pair in
      let sides = pair.split(separator: "=", omittingEmptySubsequences: false)
      guard sides.count == 2 else { return false }
      return isAlphanumeric(sides[0], count: 1...40)
        && sides[1].utf8.count <= 40 && !sides[1].isEmpty
        && sides[1].utf8.allSatisfy {
          isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
    }
  }

  private static func isLetters(_ text: Substring, count: ClosedRange<Int>) -> Bool {
    count.contains(text.utf8.count) && text.utf8.allSatisfy(isLetter)
  }

  private static func isDigits(_ text: Substring, count: Int) -> Bool {
    text.utf8.count == count && text.utf8.allSatisfy(isDigit)
  }

  private static func isAlphanumeric(_ text: Substring, count: ClosedRange<Int>) -> Bool {
    count.contains(text.utf8.count) && text.utf8.allSatisfy(isAlphanumeric)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte)
  }
}

import ListKit

/// Roman numerals, as film episodes are numbered (`Episode IV`).
package enum RomanNumeral {
  private static let symbols: [(value: Int, symbol: String)] = [
    (1_000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
  ]

  /// `number` in Roman numerals, or nil outside 1...3999, which they cannot write.
  ///
  /// ```swift
  /// RomanNumeral.string(for: 1977)  // MCMLXXVII
  /// ```
  ///
  /// - Complexity: O(1): at most 15 symbols.
  package static func string(for number: Int) -> String? {
    guard (1...3_999).contains(number) else { return nil }
    var remainder = number
    var text = ""
    for (value, symbol) in symbols {
      while remainder >= value {
        text += symbol
        remainder -= value
      }
    }
    return text
  }
}

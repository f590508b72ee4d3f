extension String {
  /// The number of terminal columns the string occupies: the sum of its characters'
  /// ``Character/displayWidth``.
  ///
  /// ```swift
  /// print("Tōkyō 東京 🇯🇵".displayWidth)
  /// // Prints "13"
  /// ```
  ///
  /// - Complexity: O(n) in the length of the string; printable ASCII is counted byte by byte
  ///   without grapheme segmentation.
  public var displayWidth: Int {
    if let asciiWidth = printableASCIIWidth { return asciiWidth }
    var width = 0
    for character in self { width += character.displayWidth }
    return width
  }

  /// The string with every control character replaced by its ``Character/visibleForm``.
  ///
  /// ```swift
  /// print("one\ttwo".visibleForm)
  /// // Prints "one␉two"
  /// ```
  public var visibleForm: String {
    guard contains(where: { $0.visibleForm != $0 }) else { return self }
    return String(map(\.visibleForm))
  }

  /// The byte count when every byte is printable ASCII, which is then also the width.
  private var printableASCIIWidth: Int? {
    var count = 0
    for byte in utf8 {
      guard byte >= 0x20, byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }
}

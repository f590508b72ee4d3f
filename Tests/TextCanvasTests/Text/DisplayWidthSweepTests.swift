import Foundation
import Testing

@testable import TextCanvas

/// Compares ``Character/displayWidth`` with python's `wcwidth` on every code point and every
/// emoji sequence, as ``WcwidthReference`` holds them for the versions pinned in
/// `Scripts/requirements.txt`: the wcwidth whose Unicode version is `WidthTable.unicodeVersion`,
/// and the emoji package's sequences of the same Emoji version.
///
/// A difference is either listed below with its reason, and pinned by a test of its own, or a
/// failure that names the code points or sequences.
@Suite struct DisplayWidthSweepTests {
  /// Code points whose width alone differs from `wcwidth.wcwidth` on purpose.
  static let deliberateDifferences = [
    WidthDifference(
      scalars: 0x00...0x00, ours: 1, wcwidth: 0,
      reason: "NUL is drawn as its Control Picture U+2400; wcwidth counts it 0"),
    WidthDifference(
      scalars: 0x01...0x1F, ours: 1, wcwidth: -1,
      reason: "C0 controls are drawn as their Control Pictures U+2401 to U+241F; wcwidth"
        + " answers -1, not printable"),
    WidthDifference(
      scalars: 0x7F...0x7F, ours: 1, wcwidth: -1,
      reason: "DEL is drawn as its Control Picture U+2421; wcwidth answers -1"),
    WidthDifference(
      scalars: 0x80...0x9F, ours: 1, wcwidth: -1,
      reason: "C1 controls have no Control Pictures and are drawn as U+FFFD; wcwidth answers -1"),
  ]

  /// Emoji sequences whose width differs from `wcwidth.wcswidth` on purpose.
  static let deliberateSequenceDifferences = [
    SequenceDifference(
      ours: 2, wcwidth: 1,
      reason: "a skin tone on an emoji modifier base that is text by default (\"✌🏽\"):"
        + " UTS #51 shows a modifier sequence as emoji; wcwidth keeps the base's column",
      matches: { sequence in
        SequenceDifference.hasPair(
          in: sequence,
          where: {
            WidthTable.contains($0, in: WidthTable.emojiModifierBase)
              && !WidthTable.contains($0, in: WidthTable.wide)
          },
          followedBy: { (0x1F3FB...0x1F3FF).contains($0) })
      }),
    SequenceDifference(
      ours: 2, wcwidth: 1,
      reason: "U+FE0E after an emoji that is wide by default (\"⌚︎\"): it stays East Asian"
        + " Wide, as terminals that measure code points draw it; wcwidth narrows it",
      matches: { sequence in
        SequenceDifference.hasPair(
          in: sequence, where: { WidthTable.contains($0, in: WidthTable.wide) },
          followedBy: { $0 == 0xFE0E })
      }),
  ]

  @Test func everyCodePointAndEmojiSequenceMeasuresAsWcwidthOrDiffersDeliberately() async throws {
    let reference = try WcwidthReference.committed.get()
    #expect(
      reference.unicode == WidthTable.unicodeVersion,
      """
      wcwidth \(reference.wcwidth) has Unicode \(reference.unicode), the tables \
      \(WidthTable.unicodeVersion)
      """)
    Self.compareCodePoints(await Self.ourWidths(), with: reference)
    Self.compareSequences(with: reference)
  }

  @Test func nulTakesOneColumnDrawnAsItsControlPicture() {
    #expect(Character("\u{0}").displayWidth == 1)
    #expect(Character("\u{0}").visibleForm == "\u{2400}")
  }

  @Test func c0ControlsAndDeleteTakeOneColumnDrawnAsTheirControlPictures() {
    for value: UInt32 in Array(0x01...0x1F) + [0x7F] {
      let character = Unicode.Scalar(value).map(Character.init)
      #expect(character?.displayWidth == 1, "\(value)")
      let picture = Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + value).map(Character.init)
      #expect(character?.visibleForm == picture, "\(value)")
    }
  }

  @Test func c1ControlsTakeOneColumnDrawnAsTheReplacementCharacter() {
    for value: UInt32 in 0x80...0x9F {
      let character = Unicode.Scalar(value).map(Character.init)
      #expect(character?.displayWidth == 1, "\(value)")
      #expect(character?.visibleForm == "\u{FFFD}", "\(value)")
    }
  }

  @Test func everyCodePointOutsideTheControlsIsDrawnAsItself() {
    // Only general category Cc has stand-ins: U+00A0 NO-BREAK SPACE, the first code point
    // after the C1 controls, and U+001F, U+0020, U+007E are each on one side of a boundary.
    let misdrawn = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
      let character = Character(scalar)
      return (character.visibleForm != character) != (scalar.properties.generalCategory == .control)
    }
    #expect(misdrawn.map { "U+\(String($0.value, radix: 16, uppercase: true))" } == [])
    #expect("a\u{A0}b\u{9F}".visibleForm == "a\u{A0}b\u{FFFD}")
  }

  @Test func aSkinToneOnATextDefaultModifierBaseMakesATwoColumnEmoji() {
    // ✌🏽, 🕵🏿, and 🏋🏻‍♀ as a ZWJ sequence.
    let sequences: [Character] = [
      "\u{270C}\u{1F3FD}", "\u{1F575}\u{1F3FF}", "\u{1F3CB}\u{1F3FB}\u{200D}\u{2640}",
    ]
    for sequence in sequences {
      #expect(sequence.displayWidth == 2, "\(sequence.unicodeScalars.map(\.value))")
    }
  }

  @Test func aTextPresentationSelectorKeepsAWideEmojiTwoColumns() {
    for sequence: Character in ["\u{231A}\u{FE0E}", "\u{1F610}\u{FE0E}"] {
      #expect(sequence.displayWidth == 2, "\(sequence.unicodeScalars.map(\.value))")
    }
  }

  /// Fails naming every run of code points that differs without a listed reason, and every
  /// listed difference that no longer holds for all its code points.
  private static func compareCodePoints(_ ours: [Int8], with reference: WcwidthReference) {
    let theirs = reference.codePointWidths
    var unexplained: [WidthDifference] = []
    var explained = [Int](repeating: 0, count: deliberateDifferences.count)
    for value in 0..<WcwidthReference.codePointCount where ours[value] != theirs[value] {
      let scalar = UInt32(value)
      guard !(0xD800...0xDFFF).contains(scalar) else { continue }
      let difference = WidthDifference(
        scalars: scalar...scalar, ours: Int(ours[value]), wcwidth: Int(theirs[value]))
      if let index = deliberateDifferences.firstIndex(where: { $0.contains(difference) }) {
        explained[index] += 1
      } else if let extended = unexplained.last?.extended(by: difference) {
        unexplained[unexplained.count - 1] = extended
      } else {
        unexplained.append(difference)
      }
    }
    let count = unexplained.reduce(0) { $0 + $1.scalars.count }
    #expect(
      unexplained.isEmpty,
      """
      \(count) code points differ from wcwidth \(reference.wcwidth) (Unicode \(reference.unicode)) \
      without a listed reason, in \(unexplained.count) runs: \
      \(unexplained.prefix(60).map(\.description).joined(separator: "; "))
      """)
    for (difference, count) in zip(deliberateDifferences, explained) {
      #expect(
        count == difference.scalars.count,
        "only \(count) code points of the deliberate difference \(difference) still differ")
    }
  }

  /// Fails naming every emoji sequence that differs without a listed reason, and every listed
  /// kind of sequence that no longer differs.
  private static func compareSequences(with reference: WcwidthReference) {
    var unexplained: [String] = []
    var explained = [Int](repeating: 0, count: deliberateSequenceDifferences.count)
    for (sequence, expected) in reference.sequences.map({ ($0.text, $0.width) }) {
      let width = sequence.displayWidth
      guard width != expected else { continue }
      if let index = deliberateSequenceDifferences.firstIndex(where: {
        $0.explains(sequence, ours: width, wcwidth: expected)
      }) {
        explained[index] += 1
      } else {
        let scalars = sequence.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        unexplained.append("\(scalars.joined(separator: " ")): ours \(width), wcwidth \(expected)")
      }
    }
    #expect(
      unexplained.isEmpty,
      """
      \(unexplained.count) of \(reference.sequences.count) emoji sequences \
      (emoji \(reference.emoji)) differ from wcwidth \(reference.wcwidth) without a listed \
      reason: \
      \(unexplained.prefix(60).joined(separator: "; "))
      """)
    for (difference, count) in zip(deliberateSequenceDifferences, explained) {
      #expect(count > 0, "no emoji sequence differs any more as listed: \(difference)")
    }
  }

  /// The width of every code point alone, indexed by code point; surrogates, which are no
  /// scalars, get `Int8.min`. Measured in blocks on all cores.
  private static func ourWidths() async -> [Int8] {
    let blockSize = 0x1_0000
    let blocks = await withTaskGroup(of: (Int, [Int8]).self) { group in
      for start in stride(from: 0, to: WcwidthReference.codePointCount, by: blockSize) {
        group.addTask {
          let widths = (start..<start + blockSize).map { value in
            Unicode.Scalar(UInt32(value)).map { Int8(Character($0).displayWidth) } ?? .min
          }
          return (start, widths)
        }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    return blocks.keys.sorted().flatMap { blocks[$0] ?? [] }
  }
}

import TestSupport
import Testing

@testable import TextCanvas

/// Compares ``Character/displayWidth`` with python's `wcwidth.wcswidth` on the thousands of
/// seeded strings that ``WcwidthReference`` measured.
@Suite struct DisplayWidthReferenceTests {
  @Test func widthsOfThousandsOfSeededStringsEqualPythonsWcswidth() throws {
    let reference = try WcwidthReference.committed.get()
    #expect(reference.strings.count == 4_000)
    var samples = TextSamples(seed: 0x5EED)
    var mismatches: [String] = []
    for (index, measured) in reference.strings.enumerated() {
      let string = samples.string()
      // The reference was measured on what the generator's copy of TextSamples draws.
      guard string.unicodeScalars.elementsEqual(measured.text.unicodeScalars) else {
        Issue.record(
          """
          string \(index): TextSamples draws \(Self.scalars(of: string)), the reference holds \
          \(Self.scalars(of: measured.text)): draw the same in Scripts/generate-wcwidth-reference.py \
          and run `make wcwidth-reference`
          """)
        return
      }
      if string.displayWidth != measured.width {
        mismatches.append(
          "\(Self.scalars(of: string)): ours \(string.displayWidth), wcwidth \(measured.width)")
      }
    }
    #expect(
      mismatches.isEmpty,
      """
      \(mismatches.count) mismatches with wcwidth \(reference.wcwidth), first: \
      \(mismatches.prefix(10))
      """)
  }

  private static func scalars(of string: String) -> String {
    string.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }
}

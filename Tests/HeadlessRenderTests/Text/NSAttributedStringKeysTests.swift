import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// UIKit's attribute keys: attributed text keeps fonts and colours and draws its characters.
@MainActor
@Suite struct NSAttributedStringKeysTests {
  @Test func attributesAreKeptAndTheLabelDrawsTheString() throws {
    let text = NSMutableAttributedString(
      string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    text.append(
      NSAttributedString(
        string: "-20%",
        attributes: [.foregroundColor: UIColor.systemRed, .kern: 1, .underlineStyle: 1]))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    label.attributedText = text
    #expect(label.text == "Sale -20%")
    #expect(
      try DeviceFrame(size: GridSize(width: 10, height: 1)).render(label)[1] == " │Sale -20% │")
    let kept = try #require(label.attributedText)
    #expect(
      kept.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
    #expect(kept.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemRed)
    #expect(kept.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
    let keys: [NSAttributedString.Key] = [
      .font, .foregroundColor, .backgroundColor, .kern, .underlineStyle, .strikethroughStyle,
      .paragraphStyle, .link, .baselineOffset,
    ]
    #expect(Set(keys).count == keys.count)
  }
}

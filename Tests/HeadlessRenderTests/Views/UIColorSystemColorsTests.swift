import Foundation
import Testing

@testable import HeadlessRender

/// The system colours UIKit has, each with its own name, and Display P3 components.
@Suite struct UIColorSystemColorsTests {
  @Test func everySystemColourIsNamedAndDistinct() {
    let colours: [(UIColor, String)] = [
      (.systemGray2, "systemGray2"), (.systemGray3, "systemGray3"), (.systemGray4, "systemGray4"),
      (.systemMint, "systemMint"), (.systemCyan, "systemCyan"), (.systemBrown, "systemBrown"),
      (.quaternaryLabel, "quaternaryLabel"),
      (.tertiarySystemBackground, "tertiarySystemBackground"),
      (.secondarySystemGroupedBackground, "secondarySystemGroupedBackground"),
      (.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground"),
      (.opaqueSeparator, "opaqueSeparator"), (.systemFill, "systemFill"),
      (.secondarySystemFill, "secondarySystemFill"), (.tertiarySystemFill, "tertiarySystemFill"),
      (.quaternarySystemFill, "quaternarySystemFill"), (.lightText, "lightText"),
      (.darkText, "darkText"),
    ]
    for (colour, name) in colours {
      #expect(colour.description == "UIColor(\(name))")
    }
    #expect(Set(colours.map(\.0)).count == colours.count)
    #expect(UIColor.systemGray2 != .systemGray)
  }

  @Test func displayP3ComponentsAreKeptAsGiven() {
    let brand = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    #expect(brand == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    #expect(brand.description == "UIColor(r: 0.2, g: 0.4, b: 0.6, a: 0.8)")
  }
}

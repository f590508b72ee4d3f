import Foundation
import TestSupport
import Testing

@testable import HeadlessRender

/// Fonts at the content size categories: Apple's table per text style, `UIFontMetrics`'
/// ratios, fixed fonts that never grow.
@Suite struct UIFontDynamicTypeTests {
  private let largest = UITraitCollection(
    preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

  private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  @Test func theBodyFollowsAppleTableAtEveryCategory() {
    let sizes = UIContentSizeCategory.ordered.map {
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits($0)).pointSize
    }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func eachStyleHasItsOwnSizesAtTheSmallestDefaultAndLargest() {
    let styles: [(UIFont.TextStyle, CGFloat, CGFloat, CGFloat)] = [
      (.largeTitle, 31, 34, 60), (.title1, 25, 28, 58), (.title2, 19, 22, 56),
      (.title3, 17, 20, 55), (.headline, 14, 17, 53), (.subheadline, 12, 15, 49),
      (.callout, 13, 16, 51), (.footnote, 12, 13, 44), (.caption1, 11, 12, 43),
      (.caption2, 11, 11, 41),
    ]
    for (style, smallest, standard, largestSize) in styles {
      let at = { (category: UIContentSizeCategory) in
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category)).pointSize
      }
      #expect(at(.extraSmall) == smallest, "\(style.rawValue)")
      #expect(at(.large) == standard, "\(style.rawValue)")
      #expect(at(.accessibilityExtraExtraExtraLarge) == largestSize, "\(style.rawValue)")
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == standard)
    }
  }

  @Test func withoutACategoryTheFontIsAtTheCurrentOne() {
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize
        == 17)
    UITraitCollection.$currentContentSizeCategory.withValue(.extraLarge) {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 19)
      #expect(UIFontMetrics.default.scaledValue(for: 17) == 19)
      #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize == 19)
    }
  }

  @Test func aFontsGrowthIsItsSizeOverItsDefaultSizeAtLeastOne() {
    let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest)
    #expect(abs(body.gridGrowth - 53.0 / 17.0) < 1e-9)
    let small = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraSmall))
    #expect(small.gridGrowth == 1)
    #expect(UIFont.preferredFont(forTextStyle: .title1).gridGrowth == 1)
    // A fixed font never grows, whatever its size.
    #expect(UIFont.systemFont(ofSize: 60).gridGrowth == 1)
    #expect(body.withSize(53).gridGrowth == 1)
    #expect(UIFont(name: "Avenir", size: 40)?.gridGrowth == 1)
  }

  @Test func aFollowingFontResolvesAtAnyCategoryAndAFixedOneStays() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.resolved(for: .accessibilityMedium).pointSize == 28)
    #expect(body.resolved(for: .accessibilityMedium).resolved(for: .large).pointSize == 17)
    let fixed = UIFont.systemFont(ofSize: 17)
    #expect(fixed.resolved(for: .accessibilityExtraExtraExtraLarge) === fixed)
  }

  @Test func metricsScaleAFontByTheirStylesRatio() {
    let custom = UIFont.systemFont(ofSize: 20)
    let body = UIFontMetrics(forTextStyle: .body)
    #expect(
      body.scaledFont(for: custom, compatibleWith: largest).pointSize == CGFloat(20 * 53) / 17)
    let caption = UIFontMetrics(forTextStyle: .caption2)
    #expect(
      caption.scaledFont(for: custom, compatibleWith: largest).pointSize == CGFloat(20 * 41) / 11)
    #expect(caption.scaledFont(for: custom, compatibleWith: traits(.small)).pointSize == 20)
    // At the default size the font keeps its size, and grows when resolved later.
    let scaled = body.scaledFont(for: custom)
    #expect(scaled.pointSize == 20)
    let grown = scaled.resolved(for: .accessibilityExtraExtraExtraLarge)
    #expect(grown.pointSize == CGFloat(20 * 53) / 17)
    #expect(abs(grown.gridGrowth - 53.0 / 17.0) < 1e-9)
  }

  @Test func aMaximumPointSizeCapsTheScaledFontAtEveryCategory() {
    let body = UIFontMetrics(forTextStyle: .body)
    let custom = UIFont.systemFont(ofSize: 17)
    #expect(
      body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: largest).pointSize == 30)
    #expect(
      body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: traits(.extraLarge))
        .pointSize == 19)
    // 0 is no maximum.
    #expect(
      body.scaledFont(for: custom, maximumPointSize: 0, compatibleWith: largest).pointSize == 53)
    let capped = body.scaledFont(for: custom, maximumPointSize: 30)
    #expect(capped.pointSize == 17)
    #expect(capped.resolved(for: .accessibilityExtraExtraExtraLarge).pointSize == 30)
  }

  @Test func metricsScaleValuesByTheSameRatios() {
    let title = UIFontMetrics(forTextStyle: .title1)
    #expect(title.scaledValue(for: 28, compatibleWith: largest) == 58)
    #expect(title.scaledValue(for: 14, compatibleWith: largest) == 29)
    #expect(title.scaledValue(for: 14) == 14)
    #expect(title.scaledValue(for: 28, compatibleWith: traits(.extraSmall)) == 25)
  }
}

@Suite struct UIContentSizeCategoryOrderTests {
  @Test func eachCategoryIsLargerThanTheOneBefore() {
    let ordered = UIContentSizeCategory.ordered
    #expect(ordered.count == 12)
    for (smaller, larger) in zip(ordered, ordered.dropFirst()) {
      #expect(smaller < larger)
      #expect(smaller <= larger)
      #expect(larger > smaller)
      #expect(larger >= smaller)
      #expect(!(larger < smaller))
      #expect(!(smaller > larger))
      #expect(!(larger <= smaller))
      #expect(!(smaller >= larger))
    }
    #expect(UIContentSizeCategory.large <= .large)
    #expect(UIContentSizeCategory.large >= .large)
    #expect(!(UIContentSizeCategory.large < .large))
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
  }

  @Test func theFiveAccessibilitySizesAreTheLargest() {
    #expect(
      UIContentSizeCategory.ordered.filter(\.isAccessibilityCategory) == [
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ])
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  @Test func theNotificationAndItsKeyHaveUIKitsNames() {
    #expect(
      UIContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
    #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
  }
}

@Suite struct GrownTextTests {
  @Test func aLineOfTextTakesTheGrowthToTheNearestLine() {
    #expect(GrownText(growth: 1).linesPerLine == 1)
    #expect(GrownText(growth: 1.49).linesPerLine == 1)
    #expect(GrownText(growth: 1.5).linesPerLine == 2)
    #expect(GrownText(growth: 2.49).linesPerLine == 2)
    #expect(GrownText(growth: 2.5).linesPerLine == 3)
    #expect(GrownText(growth: 53.0 / 17.0).linesPerLine == 3)
    #expect(GrownText(growth: 0.8).linesPerLine == 1)
  }

  @Test func aLineHoldsTheColumnsOverTheGrowthAtLeastOneCharacter() {
    let largest = GrownText(growth: 53.0 / 17.0)
    #expect(largest.characters(inColumns: 40) == 12)  // 12.8
    #expect(largest.characters(inColumns: 38) == 12)  // 12.19
    #expect(largest.characters(inColumns: 37) == 11)  // 11.87
    #expect(largest.characters(inColumns: 1) == 1)
    #expect(largest.characters(inColumns: Int.max) == Int.max)
    #expect(GrownText(growth: 2).characters(inColumns: 8) == 4)
    #expect(GrownText(growth: 2).characters(inColumns: 7) == 3)
    #expect(GrownText(growth: 1).characters(inColumns: 7) == 7)
  }

  @Test func textTakesItsCharactersTimesTheGrowthRoundedUp() {
    let largest = GrownText(growth: 53.0 / 17.0)
    #expect(largest.columns(of: 12) == 38)  // 37.4
    #expect(largest.columns(of: 0) == 0)
    #expect(GrownText(growth: 2).columns(of: 4) == 8)
    #expect(GrownText(growth: 1).columns(of: 5) == 5)
    // The columns n characters take hold n again.
    for characters in 1...60 {
      #expect(largest.characters(inColumns: largest.columns(of: characters)) == characters)
    }
  }
}

import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import Testing

@MainActor
@Suite struct ScreenVariantTests {
  @Test func theNamedVariantsSpecifyOnePartEachAndAreNamedAfterIt() {
    #expect(ScreenVariant.default == ScreenVariant())
    #expect(ScreenVariant.default.name == "default")
    #expect(
      ScreenVariant.largestText
        == ScreenVariant(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(ScreenVariant.largestText.name == "accessibilityExtraExtraExtraLarge")
    #expect(ScreenVariant.rightToLeft == ScreenVariant(layoutDirection: .rightToLeft))
    #expect(ScreenVariant.rightToLeft.name == "rightToLeft")
    #expect(ScreenVariant.device(.iPadPortrait).name == "iPadPortrait")
    #expect(ScreenVariant.contentSize(.extraSmall).name == "extraSmall")
  }

  @Test func aCombinationIsNamedDeviceThenSizeThenDirection() {
    let variant = ScreenVariant.rightToLeft.combined(with: .largestText).combined(
      with: .device(.smallPhone))
    #expect(variant.name == "smallPhone-accessibilityExtraExtraExtraLarge-rightToLeft")
    #expect("\(variant)" == variant.name)
  }

  @Test func combiningLaysWhatTheSecondSpecifiesOverTheFirst() {
    let first = ScreenVariant(
      device: .smallPhone, contentSizeCategory: .small, layoutDirection: .rightToLeft)
    #expect(
      first.combined(with: .contentSize(.extraLarge))
        == ScreenVariant(
          device: .smallPhone, contentSizeCategory: .extraLarge, layoutDirection: .rightToLeft))
    #expect(first.combined(with: .default) == first)
    #expect(ScreenVariant.default.combined(with: first) == first)
  }

  @Test func everyNameReadsBackAsItsVariant() throws {
    let devices: [DevicePreset?] = [nil] + DevicePreset.allCases
    let sizes: [UIContentSizeCategory?] =
      [nil] + ScreenVariant.contentSizeCategories.map(\.category)
    let directions: [UITraitEnvironmentLayoutDirection?] = [nil, .leftToRight, .rightToLeft]
    var names: Set<String> = []
    for device in devices {
      for size in sizes {
        for direction in directions {
          let variant = ScreenVariant(
            device: device, contentSizeCategory: size, layoutDirection: direction)
          #expect(try ScreenVariant(name: variant.name) == variant)
          names.insert(variant.name)
        }
      }
    }
    // No two variants share a name.
    #expect(names.count == 5 * 13 * 3)
  }

  @Test func theTwelveContentSizesAreUIKitsSmallestFirst() {
    #expect(
      ScreenVariant.contentSizeCategories.map(\.category) == [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ])
  }

  @Test func aBadNameSaysWhichPartIsWrong() {
    #expect(throws: ScreenVariantError.empty) { try ScreenVariant(name: "") }
    #expect(throws: ScreenVariantError.unknownPart("big", name: "iPadPortrait-big")) {
      try ScreenVariant(name: "iPadPortrait-big")
    }
    #expect(throws: ScreenVariantError.unknownPart("", name: "rightToLeft-")) {
      try ScreenVariant(name: "rightToLeft-")
    }
    #expect(throws: ScreenVariantError.unknownPart("Default", name: "Default")) {
      try ScreenVariant(name: "Default")
    }
    #expect(throws: ScreenVariantError.repeated(.device, name: "smallPhone-largePhone")) {
      try ScreenVariant(name: "smallPhone-largePhone")
    }
    #expect(throws: ScreenVariantError.repeated(.contentSize, name: "large-small")) {
      try ScreenVariant(name: "large-small")
    }
    #expect(
      throws: ScreenVariantError.repeated(.layoutDirection, name: "rightToLeft-leftToRight")
    ) {
      try ScreenVariant(name: "rightToLeft-leftToRight")
    }
  }

  @Test func theErrorsMessagesQuoteTheNameAndListTheParts() {
    #expect(
      ScreenVariantError.empty.description
        == #"a variant's name is empty (expected "default" or parts joined by "-")"#)
    #expect(
      ScreenVariantError.unknownPart("big\u{0}", name: "iPadPortrait-big\u{0}").description
        == #"variant "iPadPortrait-big\0": unknown part "big\0" (expected "default" or parts "#
        + #"joined by "-" among: smallPhone, largePhone, iPadPortrait, iPadLandscape, "#
        + "extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, "
        + "accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
        + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge, leftToRight, "
        + "rightToLeft)")
    #expect(
      ScreenVariantError.repeated(.layoutDirection, name: "rightToLeft-leftToRight").description
        == #"variant "rightToLeft-leftToRight" names more than one layout direction"#)
    #expect(
      ScreenVariantError.repeated(.contentSize, name: "large-small").description
        == #"variant "large-small" names more than one content size"#)
  }

  @Test func theTraitsAreTheContentSizeAndDirectionSpecifiedOnly() {
    #expect(ScreenVariant.default.traits.isEqual(UITraitCollection()))
    #expect(ScreenVariant.device(.iPadLandscape).traits.isEqual(UITraitCollection()))
    let traits = ScreenVariant(
      device: .iPadPortrait, contentSizeCategory: .small, layoutDirection: .rightToLeft
    ).traits
    #expect(
      traits.isEqual(
        UITraitCollection(traitsFrom: [
          UITraitCollection(preferredContentSizeCategory: .small),
          UITraitCollection(layoutDirection: .rightToLeft),
        ])))
  }
}

@Suite struct DevicePresetTests {
  @Test func eachPresetIsItsDevicesPointsToTheNearestColumnAndLine() {
    #expect(DevicePreset.smallPhone.size == GridSize(width: 38, height: 30))
    #expect(DevicePreset.largePhone.size == GridSize(width: 44, height: 42))
    #expect(DevicePreset.iPadPortrait.size == GridSize(width: 84, height: 54))
    #expect(DevicePreset.iPadLandscape.size == GridSize(width: 121, height: 37))
    #expect(DevicePreset.smallPhone.points == CGSize(width: 375, height: 667))
    #expect(DevicePreset.iPadLandscape.points == CGSize(width: 1180, height: 820))
  }

  @Test func phonesAreCompactWideAndIPadsRegular() {
    #expect(DevicePreset.smallPhone.horizontalSizeClass == .compact)
    #expect(DevicePreset.largePhone.horizontalSizeClass == .compact)
    #expect(DevicePreset.iPadPortrait.horizontalSizeClass == .regular)
    #expect(DevicePreset.iPadLandscape.horizontalSizeClass == .regular)
    for preset in DevicePreset.allCases { #expect(preset.verticalSizeClass == .regular) }
  }
}

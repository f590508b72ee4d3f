import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// The strategies that draw a screen in several variants into one golden.
@MainActor
@Suite struct GoldenStrategyVariantsTests {
  private let device = GridSize(width: 36, height: 1)

  @Test func eachVariantIsDrawnUnderItsNameSeparatedByABlankLine() throws {
    let strategy = GoldenStrategy<TraitsViewController>.viewController(
      device: device, variants: [.default, .largestText, .contentSize(.extraSmall)])
    expectText(
      try strategy.render(TraitsViewController()),
      equals: """
        variant: default
         ┌────────────────────────────────────┐
         │compact · large · leftToRight       │
         └────────────────────────────────────┘

        variant: accessibilityExtraExtraExtraLarge
         ┌────────────────────────────────────┐
         │compact · accessibilityExtraExtraExt│
         └────────────────────────────────────┘

        variant: extraSmall
         ┌────────────────────────────────────┐
         │compact · extraSmall · leftToRight  │
         └────────────────────────────────────┘

        """)
  }

  @Test func aVariantNamingADeviceIsDrawnOnIt() throws {
    let strategy = GoldenStrategy<TraitsViewController>.viewController(
      device: device, variants: [.default, .device(.iPadLandscape)])
    let lines = try strategy.render(TraitsViewController()).split(
      separator: "\n", omittingEmptySubsequences: false)
    // The default's name and three lines, a blank line, then the iPad's name, its 37 lines
    // between the borders, and the final newline.
    #expect(lines.count == 4 + 1 + 1 + 37 + 2 + 1)
    #expect(lines[5] == "variant: iPadLandscape")
    #expect(lines[6].count == 121 + 3)
    #expect(lines[7].hasPrefix(" │regular · large · leftToRight   "))
  }

  @Test func aScreenInVariantsShowsItsUpdatesInTheFirstDrawingOnly() throws {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    let strategy = GoldenStrategy<NamesScreen>.screen(
      device: GridSize(width: 12, height: 3), variants: [.default, .contentSize(.extraSmall)])
    expectText(
      try strategy.render(screen),
      equals: """
        variant: default
        updates: 1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
         └────────────┘

        variant: extraSmall
        updates: none
         ┌────────────┐
         │   Names    │
         │────────────│
         │owl         │
         └────────────┘

        """)
  }

  @Test func anEmptyListOfVariantsFailsWithItsMessage() throws {
    let strategy = GoldenStrategy<TraitsViewController>.viewController(variants: [])
    #expect(throws: GoldenError.noVariants) { try strategy.render(TraitsViewController()) }
    #expect(
      GoldenError.noVariants.description
        == "a golden of variants needs at least one variant; the list is empty")
  }
}

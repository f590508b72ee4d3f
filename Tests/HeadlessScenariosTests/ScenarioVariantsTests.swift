import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// A scenario naming variants runs once per variant, from a new screen each time.
@MainActor
@Suite struct ScenarioVariantsTests {
  private let registry = ScenarioRegistry()
    .registering("traits") { _ in TraitsViewController() }
    .registering("names") { context in NamesScreen(server: context.server) }

  private func scenario(_ json: String) throws(ScenarioError) -> Scenario {
    try Scenario(
      parsing: json, file: "x.json", directory: URL(fileURLWithPath: "/"), registry: registry)
  }

  private func failure(_ json: String) -> String? {
    do {
      _ = try scenario(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func variantsAreReadByName() throws {
    let parsed = try scenario(
      #"""
      {"screen": "traits", "variants": ["default", "iPadPortrait-rightToLeft"],
       "steps": [{"resize": {"width": 30, "height": 4}}]}
      """#)
    #expect(
      parsed.variants == [
        .default, ScreenVariant(device: .iPadPortrait, layoutDirection: .rightToLeft),
      ])
    #expect(try scenario(#"{"screen": "traits", "steps": []}"#).variants == [])
  }

  @Test func eachVariantRunsTheStepsFromANewScreenUnderItsName() async throws {
    let text = try await ScenarioRunner(registry: registry).run(
      scenario(
        #"""
        {"screen": "names", "device": {"width": 12, "height": 3},
         "variants": ["default", "extraSmall"], "steps": [{"add": "owl"}]}
        """#))
    expectText(
      text,
      equals: """
        variant: default
        ── 1 · add "owl" ──  1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
         └────────────┘

        variant: extraSmall
        ── 1 · add "owl" ──  1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
         └────────────┘

        """)
  }

  @Test func theTraitsOfEachVariantReachTheScreenAndADeviceGivesItsSize() async throws {
    let text = try await ScenarioRunner(registry: registry).run(
      scenario(
        #"""
        {"screen": "traits", "device": {"width": 45, "height": 3},
         "variants": ["accessibilityMedium", "smallPhone"],
         "steps": [{"resize": {"width": 46, "height": 3}}]}
        """#))
    // The small phone's width is 38 until the step resizes it.
    expectText(
      text,
      equals: """
        variant: accessibilityMedium
        ── 1 · resize 46x3 ──
         ┌──────────────────────────────────────────────┐
         │                                              │
         │──────────────────────────────────────────────│
         │compact · accessibilityMedium · leftToRight   │
         └──────────────────────────────────────────────┘

        variant: smallPhone
        ── 1 · resize 46x3 ──
         ┌──────────────────────────────────────────────┐
         │                                              │
         │──────────────────────────────────────────────│
         │compact · large · leftToRight                 │
         └──────────────────────────────────────────────┘

        """)
  }

  @Test func aVariantsDeviceIsTheSessionsDeviceUntilAResize() throws {
    let parsed = try scenario(
      #"{"screen": "traits", "steps": [{"resize": {"width": 9, "height": 3}}]}"#)
    let session = try ScenarioSession(parsed, variant: .device(.iPadPortrait), registry: registry)
    #expect(session.device == GridSize(width: 84, height: 54))
    #expect(session.variant == .device(.iPadPortrait))
    #expect(try ScenarioSession(parsed, registry: registry).device == DeviceFrame.defaultSize)
  }

  @Test func withoutVariantsTheRunHasNoVariantLine() async throws {
    let text = try await ScenarioRunner(registry: registry).run(
      scenario(
        #"{"screen": "traits", "device": {"width": 30, "height": 1}, "steps": [{"resize": {"width": 30, "height": 1}}]}"#
      ))
    #expect(text.hasPrefix("── 1 · resize 30x1 ──"))
  }

  @Test func badVariantsAreErrorsSayingWhichAndWhy() {
    #expect(
      failure(#"{"screen": "traits", "variants": "rightToLeft", "steps": []}"#)
        == #"x.json: "variants" must be a non-empty array of variant names like ["default"], "#
        + #"found "rightToLeft""#)
    #expect(
      failure(#"{"screen": "traits", "variants": [], "steps": []}"#)
        == #"x.json: "variants" must be a non-empty array of variant names like ["default"], "#
        + "found []")
    #expect(
      failure(#"{"screen": "traits", "variants": ["default", 3], "steps": []}"#)
        == #"x.json: "variants[1]" must be a string, found 3"#)
    #expect(
      failure(#"{"screen": "traits", "variants": ["default", "iPad"], "steps": []}"#)
        == #"x.json: "variants[1]": variant "iPad": unknown part "iPad" (expected "default" "#
        + #"or parts joined by "-" among: smallPhone, largePhone, iPadPortrait, iPadLandscape, "#
        + "extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, "
        + "accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
        + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge, leftToRight, "
        + "rightToLeft)")
    #expect(
      failure(#"{"screen": "traits", "variants": ["smallPhone-largePhone"], "steps": []}"#)
        == #"x.json: "variants[0]": variant "smallPhone-largePhone" names more than one device"#)
    #expect(
      failure(#"{"screen": "traits", "variants": ["rightToLeft", "rightToLeft"], "steps": []}"#)
        == #"x.json: "variants[1]": the variant rightToLeft is named twice"#)
  }

  @Test func aFontMadeAsTheScreenIsMadeIsAtTheVariantsTextSize() throws {
    var sizes: [CGFloat] = []
    let registry = ScenarioRegistry().registering("fonts") { _ in
      sizes.append(UIFont.preferredFont(forTextStyle: .body).pointSize)
      return TraitsViewController()
    }
    let parsed = try Scenario(
      parsing: #"{"screen": "fonts", "steps": []}"#, file: "x.json",
      directory: URL(fileURLWithPath: "/"), registry: registry)
    _ = try ScenarioSession(parsed, variant: .largestText, registry: registry)
    _ = try ScenarioSession(parsed, registry: registry)
    #expect(sizes == [53, 17])
  }
}

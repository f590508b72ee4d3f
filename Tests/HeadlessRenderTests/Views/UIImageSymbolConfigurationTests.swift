import Foundation
import Testing

@testable import HeadlessRender

/// Symbol configurations: kept on images, image views and buttons, merged as UIKit merges them.
@MainActor
@Suite struct UIImageSymbolConfigurationTests {
  @Test func eachInitializerKeepsWhatItSets() {
    let sized = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
    #expect(sized.pointSize == 24)
    #expect(sized.weight == .bold)
    #expect(sized.scale == .large)
    #expect(sized.textStyle == nil)
    let styled = UIImage.SymbolConfiguration(textStyle: .headline)
    #expect(styled.textStyle == .headline)
    #expect(styled.pointSize == 0)
    #expect(styled.weight == .unspecified)
    #expect(UIImage.SymbolConfiguration(weight: .thin).weight == .thin)
    #expect(UIImage.SymbolConfiguration(pointSize: 12).pointSize == 12)
    #expect(UIImage.SymbolConfiguration(pointSize: 12, weight: .heavy).weight == .heavy)
    #expect(UIImage.SymbolConfiguration(textStyle: .body, scale: .small).scale == .small)
  }

  @Test func applyingPutsTheSetValuesOfTheOtherOverThisOnes() {
    let base = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
    let merged = base.applying(UIImage.SymbolConfiguration(scale: .small))
    #expect(merged == UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .small))
    let over = base.applying(UIImage.SymbolConfiguration(weight: .light))
    #expect(over.weight == .light)
    #expect(over.pointSize == 24)
    #expect(base.applying(nil) === base)
    #expect(base != UIImage.SymbolConfiguration(pointSize: 24))
  }

  @Test func anImageKeepsItsConfigurationAndCopiesTakeNewOnes() throws {
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    let star = try #require(UIImage(systemName: "star", withConfiguration: bold))
    #expect(star.symbolConfiguration == bold)
    #expect(star.configuration === bold)
    let large = star.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(large.name == "star")
    #expect(large.symbolConfiguration?.scale == .large)
    #expect(large.symbolConfiguration?.weight == .unspecified)
    #expect(star.symbolConfiguration == bold)
    let both = try #require(star.applyingSymbolConfiguration(.init(scale: .small)))
    #expect(
      both.symbolConfiguration
        == UIImage.SymbolConfiguration(pointSize: 0, weight: .bold, scale: .small))
    #expect(UIImage(named: "logo")?.symbolConfiguration == nil)
  }

  @Test func anImageViewKeepsItsPreferredConfigurationAndDrawsTheImageAsBefore() {
    let view = UIImageView(image: UIImage(systemName: "star"))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
    #expect(view.preferredSymbolConfiguration?.textStyle == .title1)
  }
}

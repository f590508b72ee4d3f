import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import Testing

/// The containers corpus (`Corpus/Containers*.swift`), written as UIKit apps write it and
/// compiled against HeadlessUIKit, driven as a finger would and drawn in reviewed goldens.
@MainActor
@Suite struct ContainersCorpusTests {
  private static let device = GridSize(width: 36, height: 12)

  @Test func theTabsShowTheFeedThenTheInboxThenTheTourPageByPage() throws {
    let tabs = ContainersTabBarController()
    let app = HeadlessApp(rootViewController: tabs, device: Self.device)
    assertGolden(of: try app.text(accessibility: true), as: .text)
    try app.tabBars.buttons["Contacts"].tap()
    assertGolden(of: try app.text(accessibility: true), as: .text)
    try app.tabBars.buttons["Tour"].tap()
    try app.swipeLeft()
    assertGolden(of: try app.text(accessibility: true), as: .text)
    #expect(tabs.selectedTitles == ["1", "Tour"])
  }
}

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
    // Every tab has a label; the dots have none, as UIKit's page control has none, which the
    // audit names (an app cannot label a page view controller's own dots).
    let findings = AccessibilityReading(of: tabs.view).audit().map(\.description)
    #expect(findings == ["`page 2 of 3. Adjustable.`: an interactive element without a label"])
  }
}

/// The gestures corpus (`Corpus/Gestures*.swift`), driven as a finger would.
@MainActor
@Suite struct GesturesCorpusTests {
  @Test func thePhotoTakesTapsDoubleTapsAPressAndASwipe() throws {
    let photo = GesturesPhotoViewController()
    let app = HeadlessApp(rootViewController: photo, device: GridSize(width: 30, height: 12))
    try app.otherElements["photo"].tap()
    assertGolden(of: try app.text(accessibility: true), as: .text)
    try app.otherElements["photo"].doubleTap()
    #expect(photo.likes == 1)
    try app.otherElements["photo"].tap()
    #expect(try !app.text().contains("Boats at dawn"))
    try app.otherElements["photo"].press(forDuration: 0.2)
    #expect(!photo.savedPhoto)
    try app.otherElements["photo"].press(forDuration: 0.6)
    #expect(photo.savedPhoto)
    try app.otherElements["photo"].swipeUp()
    #expect(!photo.closed)
    try app.otherElements["photo"].swipeDown()
    #expect(photo.closed)
    #expect(photo.likes == 1)
  }
}

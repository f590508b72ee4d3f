import Foundation
import HeadlessGoldens
import HeadlessRender
import Testing

/// The files of `Corpus/`, written as UIKit apps write them and compiled against HeadlessUIKit
/// with nothing but the import, drawn as a device draws them.
@MainActor
@Suite struct CorpusTests {
  @Test func aListMadeFromTheViewsBoundsFillsTheScreenAndFollowsItsResizes() throws {
    let birds = BirdListViewController(birds: ["Kingfisher", "Heron", "Wren"])
    let screen = UINavigationController(rootViewController: birds)
    assertGolden(of: screen, as: .viewController(device: GridSize(width: 30, height: 8)))
    // viewDidLoad saw the device's size; the frame of a wider device is a transition.
    #expect(birds.sizesSeen == [CGSize(width: 292.5, height: 176)])
    assertGolden(of: screen, as: .viewController(device: GridSize(width: 40, height: 6)))
    #expect(birds.sizesSeen.last == CGSize(width: 390, height: 132))
  }

  @Test func aFormLaidOutByStackViewsShowsItsHintOnceTheButtonIsTapped() throws {
    let form = SignUpFormViewController()
    let screen = UINavigationController(rootViewController: form)
    assertGolden(of: screen, as: .viewController(device: GridSize(width: 30, height: 12)))
    form.submitButton.sendActions(for: .touchUpInside)
    assertGolden(
      of: screen, as: .viewController(device: GridSize(width: 30, height: 12), accessibility: true))
  }

  @Test func aScreenLaidOutWithTheVisualFormatLanguageDrawsEachViewInItsPlace() throws {
    let screen = UINavigationController(rootViewController: ProfileViewController())
    assertGolden(
      of: screen, as: .viewController(device: GridSize(width: 30, height: 10), accessibility: true))
  }

  @Test func theArticlesStarterExpandsARowAndOpensItsLink() throws {
    let articles = [
      Article(
        headline: "Swifts", summary: "They sleep on the wing.",
        link: URL(string: "https://example.com/swifts")!),
      Article(
        headline: "Owls", summary: "They turn their heads.",
        link: URL(string: "https://example.com/owls")!),
    ]
    let starter = ArticlesStarterViewController(articles: articles)
    let screen = UINavigationController(rootViewController: starter)
    let device = GridSize(width: 30, height: 8)
    assertGolden(of: screen, as: .viewController(device: device))
    starter.toggleRow(at: CGPoint(x: 10, y: 1))
    assertGolden(of: screen, as: .viewController(device: device))
    starter.tableView(starter.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(UIApplication.shared.openedURLs.contains(articles[1].link))
  }
}

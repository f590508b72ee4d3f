import Foundation
import Testing

@testable import HeadlessRender

/// Pushing and popping, the bar's items and back button, and the appearance calls of a
/// navigation controller on screen.
@MainActor
@Suite struct UINavigationControllerTests {
  private let device = DeviceFrame(size: GridSize(width: 24, height: 4))

  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test func aPushedViewControllerGetsABackButtonToTheOneBelow() throws {
    let birds = titled("Birds")
    let navigation = UINavigationController(rootViewController: birds)
    #expect(try device.render(navigation)[1] == " │         Birds          │")
    let owl = titled("Owl")
    navigation.pushViewController(owl, animated: true)
    #expect(navigation.topViewController === owl)
    #expect(navigation.viewControllers.count == 2)
    #expect(owl.navigationController === navigation)
    // The title is centered in the 8 columns between two 7-column ends, from column 8.
    #expect(try device.render(navigation)[1] == " │‹ Birds   Owl           │")
    #expect(navigation.popViewController(animated: true) === owl)
    #expect(navigation.popViewController(animated: true) == nil)  // the root stays
    #expect(try device.render(navigation)[1] == " │         Birds          │")
  }

  @Test func onScreenAPushMakesTheOldTopDisappearAndTheNewOneAppear() throws {
    var log: [String] = []
    let first = LoggingViewController("a") { log.append($0) }
    let second = LoggingViewController("b") { log.append($0) }
    let navigation = UINavigationController(rootViewController: first)
    _ = try device.render(navigation)
    #expect(log.contains("a viewDidAppear"))
    log = []
    navigation.pushViewController(second, animated: true)
    #expect(log.first == "a viewWillDisappear")
    #expect(log.contains("b viewWillAppear"))
    #expect(log.suffix(2) == ["a viewDidDisappear", "b viewDidAppear"])
    log = []
    navigation.popToRootViewController(animated: true)
    #expect(log.first == "b viewWillDisappear")
    #expect(log.suffix(2) == ["b viewDidDisappear", "a viewDidAppear"])
    #expect(second.parent == nil)
  }

  @Test func offScreenAPushCallsNoAppearance() {
    var log: [String] = []
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(LoggingViewController("b") { log.append($0) }, animated: false)
    #expect(!log.contains { $0.hasSuffix("Appear") })
  }

  @Test func theTopViewFillsTheSpaceUnderTheBar() throws {
    let top = titled("Top")
    let navigation = UINavigationController(rootViewController: top)
    try device.layout(navigation)
    #expect(top.view.gridFrame == GridRect(x: 0, y: 2, width: 24, height: 2))
    #expect(navigation.navigationBar.topItem === top.navigationItem)
    navigation.setViewControllers([titled("One"), titled("Two")], animated: false)
    #expect(top.parent == nil)
    #expect(navigation.navigationBar.items?.map(\.title) == ["One", "Two"])
  }

  @Test func aBarButtonItemPerformsItsActionWhenEnabled() {
    var taps = 0
    let item = UIBarButtonItem(title: "Compose", primaryAction: UIAction { _ in taps += 1 })
    #expect(item.tap())
    item.isEnabled = false
    #expect(!item.tap())
    #expect(taps == 1)
    // A target-action item cannot call its selector headless: nothing runs.
    let old = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: Selector("old"))
    #expect(!old.tap())
  }
}

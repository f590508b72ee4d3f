import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// A page that shows its title and writes down its appearance calls.
@MainActor
final class TitledPage: UIViewController {
  var log: [String] = []

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 195, height: 22))
    label.text = title
    view.addSubview(label)
  }

  override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// Pages in a list: each page's neighbours, and the dots when `countsPages`.
@MainActor
final class PageList: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [TitledPage]
  let countsPages: Bool
  var log: [String] = []

  init(_ titles: [String], countsPages: Bool = true) {
    pages = titles.map(TitledPage.init(title:))
    self.countsPages = countsPages
  }

  private func index(of controller: UIViewController) -> Int? {
    pages.firstIndex { $0 === controller }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    countsPages ? pages.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("will \(pendingViewControllers.map { $0.title ?? "" })")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append(
      "did \(finished) \(previousViewControllers.map { $0.title ?? "" }) \(completed)")
  }
}

@MainActor
@Suite struct UIPageViewControllerTests {
  private func pages(
    _ list: PageList, orientation: UIPageViewController.NavigationOrientation = .horizontal
  )
    -> UIPageViewController
  {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
    pages.dataSource = list
    pages.delegate = list
    pages.setViewControllers([list.pages[0]], direction: .forward, animated: false)
    return pages
  }

  @Test func thePageFillsTheViewAboveTheDotsTheDataSourceCounts() throws {
    let list = PageList(["Welcome", "Sync", "Done"])
    let controller = pages(list)
    let text = try DeviceFrame(size: GridSize(width: 12, height: 3)).text(
      of: controller, accessibility: true)
    expectText(
      text,
      equals: """
         ┌────────────┐
         │Welcome     │
         │            │
         │   ● ○ ○    │
         └────────────┘
         VoiceOver:
           Welcome
           page 1 of 3. Adjustable.
             Swipe up or down with one finger to adjust the value.

        """)
    #expect(list.pages[0].view.gridFrame == GridRect(x: 0, y: 0, width: 12, height: 2))
  }

  @Test func withoutACountThePageTakesTheWholeViewAndNoDotsShow() throws {
    let list = PageList(["Welcome", "Sync"], countsPages: false)
    let controller = pages(list)
    let text = try DeviceFrame(size: GridSize(width: 12, height: 2)).text(of: controller)
    expectText(
      text,
      equals: """
         ┌────────────┐
         │Welcome     │
         │            │
         └────────────┘

        """)
    #expect(list.pages[0].view.gridFrame == GridRect(x: 0, y: 0, width: 12, height: 2))
  }

  @Test func aPageCurlShowsNoDots() throws {
    let list = PageList(["Welcome", "Sync"])
    let controller = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 1])
    controller.dataSource = list
    controller.setViewControllers([list.pages[0]], direction: .forward, animated: false)
    try DeviceFrame(size: GridSize(width: 12, height: 3)).layout(controller)
    #expect(list.pages[0].view.gridFrame.height == 3)
    #expect(controller.spineLocation == .min)
    #expect(controller.transitionStyle == .pageCurl)
  }

  @Test func aTurnAsksTheDataSourceTellsTheDelegateAndSwapsTheAppearances() throws {
    let list = PageList(["Welcome", "Sync", "Done"])
    let controller = pages(list)
    let frame = DeviceFrame(size: GridSize(width: 12, height: 3))
    try frame.layout(controller)
    #expect(list.pages[0].log == ["willAppear", "didAppear"])
    #expect(controller.turnPage(.forward))
    #expect(controller.viewControllers?.first === list.pages[1])
    #expect(list.log == ["will [\"Sync\"]", "did true [\"Welcome\"] true"])
    #expect(list.pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(list.pages[1].log == ["willAppear", "didAppear"])
    #expect(list.pages[0].parent == nil)
    #expect(list.pages[1].parent === controller)
    let text = try frame.text(of: controller)
    #expect(text.contains("│Sync        │\n"))
    #expect(text.contains("│   ○ ● ○    │\n"))
    // Back to the first page, and no page before it.
    #expect(controller.turnPage(.reverse))
    #expect(!controller.turnPage(.reverse))
    #expect(controller.viewControllers?.first === list.pages[0])
    #expect(list.log.count == 4)
  }

  @Test func codeSetsAPageAtOnceWithoutTellingTheDelegate() throws {
    let list = PageList(["Welcome", "Sync", "Done"])
    let controller = pages(list)
    try DeviceFrame(size: GridSize(width: 12, height: 3)).layout(controller)
    var completed: Bool?
    controller.setViewControllers([list.pages[2]], direction: .reverse, animated: true) {
      completed = $0
    }
    #expect(completed == true)
    #expect(controller.viewControllers?.first === list.pages[2])
    #expect(list.pages[2].log == ["willAppear", "didAppear"])
    #expect(list.log.isEmpty)
    controller.setViewControllers(nil, direction: .forward, animated: false)
    #expect(controller.viewControllers == nil)
    #expect(!controller.turnPage(.forward))
  }
}

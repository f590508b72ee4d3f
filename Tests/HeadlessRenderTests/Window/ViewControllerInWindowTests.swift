import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A view controller that records its view's bounds when it loads, and its transitions.
@MainActor
private final class SizedViewController: UIViewController {
  var boundsAtLoad: CGRect?
  var log: [String] = []
  var makesOwnView: UIView?

  override func loadView() {
    if let makesOwnView { view = makesOwnView } else { super.loadView() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    boundsAtLoad = view.bounds
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("will transition to \(size.width)×\(size.height), view \(view.bounds.width)")
    log.append("coordinator set: \(transitionCoordinator === coordinator)")
    coordinator.animate(
      alongsideTransition: { [self] _ in log.append("alongside, view \(view.bounds.width)") },
      completion: { [self] context in
        log.append("completion, cancelled \(context.isCancelled)")
      })
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Only during a transition: the frames' own layouts are not what these tests follow.
    if transitionCoordinator != nil { log.append("laid out at \(view.bounds.width)") }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.append(
      "traits \(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)"
        + " → \(traitCollection.horizontalSizeClass.rawValue)")
  }
}

/// A view that records trait changes.
@MainActor
private final class TraitView: UIView {
  var changes: [UIUserInterfaceSizeClass] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    changes.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
  }
}

/// The view controller in its window: its view's size by viewDidLoad, resizes as transitions,
/// the screen and the traits.
@MainActor
@Suite struct ViewControllerInWindowTests {
  @Test func aViewControllerShownNowhereLoadsItsViewWithNoSizeAndTheFirstFrameSizesIt() throws {
    let controller = SizedViewController()
    controller.loadViewIfNeeded()
    #expect(controller.boundsAtLoad == .zero)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(controller)
    #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 195, height: 132))
    #expect(controller.log == [])  // the first frame is no transition
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 528))
    #expect(UIScreen.main.scale == 3)
    #expect(controller.transitionCoordinator == nil)
  }

  @Test func aDeviceFrameLoadsTheViewAtTheDevicesSize() throws {
    let controller = SizedViewController()
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(controller)
    #expect(controller.boundsAtLoad == CGRect(x: 0, y: 0, width: 195, height: 132))
    #expect(controller.log == [])  // the first frame is no transition
  }

  @Test func aWholeContentFrameLoadsTheViewAtTheDefaultDevicesHeight() throws {
    let controller = SizedViewController()
    _ = try DeviceFrame(size: GridSize(width: 20, height: 0)).render(controller)
    #expect(controller.boundsAtLoad == CGRect(x: 0, y: 0, width: 195, height: 528))
  }

  @Test func aWindowsRootViewControllerLoadsAtTheWindowsSizeBeforeItIsVisible() {
    let controller = SizedViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 292.5, height: 88))
    window.rootViewController = controller
    #expect(controller.boundsAtLoad == CGRect(x: 0, y: 0, width: 292.5, height: 88))
  }

  @Test func aViewALoadViewMakesWithoutASizeGetsTheWindowsAndOneWithASizeKeepsIt() {
    let bare = SizedViewController()
    bare.makesOwnView = UIView()
    let sized = SizedViewController()
    sized.makesOwnView = UIView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 44))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 195, height: 66))
    window.rootViewController = bare
    #expect(bare.boundsAtLoad == CGRect(x: 0, y: 0, width: 195, height: 66))
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 195, height: 66))
    other.rootViewController = sized
    #expect(sized.boundsAtLoad == CGRect(x: 0, y: 0, width: 97.5, height: 44))
  }

  @Test func childrenPushedAndPresentedViewControllersLoadAtTheirWindowsSize() throws {
    let root = SizedViewController()
    let navigation = UINavigationController(rootViewController: root)
    let device = DeviceFrame(size: GridSize(width: 30, height: 8))
    _ = try device.render(navigation)
    let full = CGRect(x: 0, y: 0, width: 292.5, height: 176)
    #expect(root.boundsAtLoad == full)
    #expect(root.view.bounds == CGRect(x: 0, y: 0, width: 292.5, height: 132))  // under the bar
    let pushed = SizedViewController()
    navigation.pushViewController(pushed, animated: false)
    _ = try device.render(navigation)
    #expect(pushed.boundsAtLoad == full)
    let presented = SizedViewController()
    pushed.present(presented, animated: false)
    #expect(presented.boundsAtLoad == full)
    let child = SizedViewController()
    pushed.addChild(child)
    child.loadViewIfNeeded()
    #expect(child.boundsAtLoad == full)
  }

  @Test func aFrameOfAnotherDeviceTransitionsTheWindowRunningTheCoordinatorsBlocksInOrder()
    throws
  {
    let controller = SizedViewController()
    let child = SizedViewController()
    controller.addChild(child)
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(child.view)
    child.didMove(toParent: controller)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(controller)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(controller)
    #expect(controller.log == [])  // the same size: no transition
    _ = try DeviceFrame(size: GridSize(width: 30, height: 8)).render(controller)
    let expected = [
      "will transition to 292.5×176.0, view 195.0", "coordinator set: true", "laid out at 292.5",
      "alongside, view 292.5", "laid out at 292.5", "completion, cancelled false",
    ]
    #expect(controller.log == expected)
    #expect(child.log == expected)
    #expect(controller.transitionCoordinator == nil)
    #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 292.5, height: 176))
  }

  @Test func aWholeContentFrameAfterADeviceIsNoTransition() throws {
    let controller = SizedViewController()
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(controller)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 0)).render(controller)
    #expect(controller.log == [])
  }

  @Test func crossingSeventyTwoColumnsChangesTheSizeClassAndTellsControllersAndViews() throws {
    let controller = SizedViewController()
    let view = TraitView()
    controller.view.addSubview(view)
    _ = try DeviceFrame(size: GridSize(width: 72, height: 4)).render(controller)
    #expect(controller.traitCollection.horizontalSizeClass == .compact)  // 702 points
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    _ = try DeviceFrame(size: GridSize(width: 73, height: 4)).render(controller)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)  // 711.75 points
    #expect(view.changes == [.compact])
    #expect(controller.log.filter { $0.hasPrefix("traits") } == ["traits 1 → 2"])
    _ = try DeviceFrame(size: GridSize(width: 80, height: 4)).render(controller)
    #expect(view.changes == [.compact])  // still regular: no change
    _ = try DeviceFrame(size: GridSize(width: 40, height: 4)).render(controller)
    #expect(view.changes == [.compact, .regular])
  }

  @Test func theTraitsAreThoseOfAnIPhoneLeftToRightAtTheLargeTextSize() {
    let traits = UIView().traitCollection
    #expect(traits.displayScale == 3)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(traits.userInterfaceStyle == .light)
    #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(traits.isEqual(UIScreen.main.traitCollection))
    #expect(!traits.isEqual(UITraitCollection(gridSize: GridSize(width: 73, height: 1))))
    #expect(traits.hash == UIScreen.main.traitCollection.hash)
  }

  @Test func theApplicationRecordsTheURLsItIsAskedToOpenWithoutOpeningThem() {
    let url = URL(string: "https://example.com/birds/\(UUID().uuidString)")!
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened == false)
    #expect(UIApplication.shared.openedURLs.contains(url))
    #expect(!UIApplication.shared.canOpenURL(url))
    UIApplication.shared.isNetworkActivityIndicatorVisible = true
    #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
    UIApplication.shared.isNetworkActivityIndicatorVisible = false
  }
}

/// A view controller that uses the transition coordinator in viewWillAppear, as apps do to
/// animate alongside a push.
@MainActor
private final class AlongsideViewController: UIViewController {
  var log: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else {
      log.append("will appear, no coordinator")
      return
    }
    log.append("will appear, coordinator")
    coordinator.animate(
      alongsideTransition: { [self] _ in log.append("alongside") },
      completion: { [self] _ in log.append("completion") })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("did appear, coordinator \(transitionCoordinator != nil)")
  }
}

/// Pushes and presentations on screen are transitions with a coordinator.
@MainActor
@Suite struct TransitionCoordinatorTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 6))

  @Test func theFirstAppearanceHasNoCoordinatorAndAPushHasOneThatRunsBeforeDidAppear() throws {
    let root = AlongsideViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = try device.render(navigation)
    #expect(root.log == ["will appear, no coordinator", "did appear, coordinator false"])
    let pushed = AlongsideViewController()
    navigation.pushViewController(pushed, animated: true)
    #expect(
      pushed.log == [
        "will appear, coordinator", "alongside", "completion", "did appear, coordinator false",
      ])
    #expect(pushed.transitionCoordinator == nil)
    root.log = []
    navigation.popViewController(animated: true)
    #expect(
      root.log == [
        "will appear, coordinator", "alongside", "completion", "did appear, coordinator false",
      ])
  }

  @Test func aPresentationOnScreenHasACoordinator() throws {
    let root = AlongsideViewController()
    _ = try device.render(root)
    let presented = AlongsideViewController()
    root.present(presented, animated: true)
    #expect(
      presented.log == [
        "will appear, coordinator", "alongside", "completion", "did appear, coordinator false",
      ])
    #expect(presented.transitionCoordinator == nil)
  }
}

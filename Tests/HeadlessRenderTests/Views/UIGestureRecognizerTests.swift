import Foundation
import HeadlessRender
import Testing

/// A tap recognizer that runs a closure, as the article shows an app writing one.
@MainActor
private final class TapHandler: UITapGestureRecognizer {
  private let handler: (TapHandler) -> Void

  init(handler: @escaping (TapHandler) -> Void) {
    self.handler = handler
    super.init(target: nil, action: nil)
  }

  override var state: UIGestureRecognizer.State {
    didSet { if state == .ended { handler(self) } }
  }
}

/// A recognizer that writes down the touches it is handed.
@MainActor
private final class TouchLoggingRecognizer: UITapGestureRecognizer {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    log.append("began \(touches.first?.tapCount ?? 0)")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    log.append("ended \(state)")
  }
}

/// A view that writes down the touches it, as a responder, is handed.
@MainActor
private final class TouchLoggingView: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
}

/// A view controller that writes down the touches that reach it up the responder chain.
@MainActor
private final class TouchLoggingViewController: UIViewController {
  var log: [String] = []

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let point = touches.first.map { $0.location(in: view) } ?? .zero
    log.append("ended at \(point.x), \(point.y)")
  }
}

/// A delegate with a say on beginning, receiving and recognizing together.
@MainActor
private final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
  var begins = true
  var receives = true
  var simultaneous = false

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { receives }
}

@MainActor
@Suite struct UIGestureRecognizerTests {
  /// A 200 by 88 point view (20 columns, 4 lines) inside a window-sized root.
  private func views() -> (root: UIView, view: TouchLoggingView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 528))
    let view = TouchLoggingView(frame: CGRect(x: 39, y: 44, width: 195, height: 88))
    root.addSubview(view)
    return (root, view)
  }

  @Test func aTapRecognizesAndASubclassWatchingItsStateRunsItsClosureOnce() {
    let (_, view) = views()
    var tapped: [CGPoint] = []
    let tap = TapHandler { tapped.append($0.location(in: $0.view)) }
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(tap.view === view)
    let outcome = GestureDriver.tap(on: view)
    #expect(outcome.recognized.count == 1)
    #expect(tapped == [CGPoint(x: 97.5, y: 44)])
    #expect(tap.sentActions == [.ended])
    #expect(tap.state == .possible)
    // A recognized tap cancels the view's touches, as cancelsTouchesInView says by default.
    #expect(outcome.cancelledTouches)
    #expect(view.log == ["began", "cancelled"])
  }

  @Test func withoutCancellingTheViewGetsItsTouchesAndTheRestGoUpTheResponderChain() {
    let controller = TouchLoggingViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 528)
    let label = UILabel(frame: CGRect(x: 39, y: 44, width: 195, height: 22))
    controller.view.addSubview(label)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.cancelsTouchesInView = false
    controller.view.addGestureRecognizer(tap)
    let outcome = GestureDriver.tap(on: label)
    #expect(!outcome.cancelledTouches)
    #expect(outcome.recognized.first === tap)
    #expect(controller.log == ["ended at 136.5, 55.0"])
  }

  @Test func twoTapsRequiredFailASingleTapAndRecognizeADoubleOne() {
    let (_, view) = views()
    let double = TouchLoggingRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
    #expect(double.log == ["began 1", "ended possible"])
    #expect(double.sentActions.isEmpty)
    double.log = []
    #expect(GestureDriver.tap(on: view, count: 2).recognized.first === double)
    #expect(double.log == ["began 1", "ended possible", "began 2", "ended ended"])
  }

  @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForIt() {
    let (_, view) = views()
    let single = UITapGestureRecognizer(target: nil, action: nil)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    #expect(GestureDriver.tap(on: view).recognized.map(ObjectIdentifier.init) == [.init(single)])
    #expect(single.sentActions == [.ended])
    #expect(double.sentActions.isEmpty)
    #expect(
      GestureDriver.tap(on: view, count: 2).recognized.map(ObjectIdentifier.init) == [
        .init(double)
      ])
    #expect(single.sentActions == [.ended])
    #expect(double.sentActions == [.ended])
  }

  @Test func aRecognizerWaitingForAnotherToFailLosesToOneThatRecognizesMeanwhile() {
    let (root, view) = views()
    let single = UITapGestureRecognizer(target: nil, action: nil)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    let outer = UITapGestureRecognizer(target: nil, action: nil)
    root.addGestureRecognizer(outer)
    #expect(GestureDriver.tap(on: view).recognized.map(ObjectIdentifier.init) == [.init(outer)])
    #expect(single.sentActions.isEmpty)
    #expect(double.sentActions.isEmpty)
  }

  @Test func disablingARecognizerDuringItsGestureCancelsIt() {
    let (_, view) = views()
    final class OnePan: UIPanGestureRecognizer {
      override var state: UIGestureRecognizer.State {
        didSet { if state == .began { isEnabled = false } }
      }
    }
    let pan = OnePan(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    let outcome = GestureDriver.swipe(on: view, by: CGPoint(x: 100, y: 0))
    #expect(outcome.recognized.first === pan)
    #expect(pan.sentActions == [.began])
    #expect(pan.state == .possible)
    #expect(!pan.isEnabled)
  }

  @Test func theDelegateMayRefuseToBeginOrToHandTheTouch() {
    let (_, view) = views()
    let delegate = GestureDelegate()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.delegate = delegate
    view.addGestureRecognizer(tap)
    delegate.begins = false
    let refused = GestureDriver.tap(on: view)
    #expect(refused.recognized.isEmpty)
    #expect(!refused.cancelledTouches)
    #expect(tap.sentActions.isEmpty)
    delegate.begins = true
    delegate.receives = false
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
    #expect(view.log == ["began", "ended", "began", "ended"])
    delegate.receives = true
    #expect(GestureDriver.tap(on: view).recognized.count == 1)
  }

  @Test func theDeepestRecognizerWinsUnlessTheyRecognizeSimultaneously() {
    let (root, view) = views()
    let inner = UITapGestureRecognizer(target: nil, action: nil)
    let outer = UITapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(inner)
    root.addGestureRecognizer(outer)
    #expect(GestureDriver.tap(on: view).recognized.map(ObjectIdentifier.init) == [.init(inner)])
    #expect(outer.sentActions.isEmpty)
    let delegate = GestureDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    #expect(GestureDriver.tap(on: view).recognized.count == 2)
    #expect(outer.sentActions == [.ended])
  }

  @Test func aControlsOwnTapWinsOverItsSuperviewsTapRecognizer() {
    let (root, _) = views()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 97.5, height: 44)
    root.addSubview(button)
    let outer = UITapGestureRecognizer(target: nil, action: nil)
    root.addGestureRecognizer(outer)
    #expect(GestureDriver.recognizers(reaching: button, isControl: true).isEmpty)
    #expect(GestureDriver.tap(on: button, isControl: true).recognized.isEmpty)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    root.addGestureRecognizer(pan)
    #expect(GestureDriver.recognizers(reaching: button, isControl: true).first === pan)
  }

  @Test func aLongPressBeginsOnlyOnceTheFingerRestedLongEnough() {
    let (_, view) = views()
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(press)
    #expect(GestureDriver.press(on: view, duration: 0.49).recognized.isEmpty)
    #expect(press.sentActions.isEmpty)
    #expect(GestureDriver.press(on: view, duration: 0.5).recognized.count == 1)
    #expect(press.sentActions == [.began, .ended])
    // A tap is no press.
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
  }

  @Test func aSwipeRecognizesOnlyInItsDirectionsAndFarEnough() {
    let (_, view) = views()
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    swipe.direction = [.left, .up]
    view.addGestureRecognizer(swipe)
    #expect(GestureDriver.swipe(on: view, by: CGPoint(x: 60, y: 0)).recognized.isEmpty)
    #expect(GestureDriver.swipe(on: view, by: CGPoint(x: -49, y: 0)).recognized.isEmpty)
    #expect(GestureDriver.swipe(on: view, by: CGPoint(x: -50, y: 10)).recognized.count == 1)
    #expect(GestureDriver.swipe(on: view, by: CGPoint(x: 10, y: -60)).recognized.count == 1)
    #expect(swipe.sentActions == [.ended, .ended])
    // A tap does not move: no swipe.
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
    #expect(UISwipeGestureRecognizer().direction == .right)
  }

  @Test func aPanBeginsChangesAndEndsWithItsTranslationAndVelocity() {
    let (_, view) = views()
    final class PanLog: UIPanGestureRecognizer {
      var translations: [CGPoint] = []
      override var state: UIGestureRecognizer.State {
        didSet {
          if state == .began || state == .changed || state == .ended {
            translations.append(translation(in: view))
          }
        }
      }
    }
    let pan = PanLog(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    #expect(GestureDriver.swipe(on: view, by: CGPoint(x: 100, y: -20)).recognized.count == 1)
    #expect(pan.sentActions == [.began, .changed, .changed, .changed, .ended])
    #expect(
      pan.translations == [
        CGPoint(x: 25, y: -5), CGPoint(x: 50, y: -10), CGPoint(x: 75, y: -15),
        CGPoint(x: 100, y: -20), CGPoint(x: 100, y: -20),
      ])
    // Reset for the next pan.
    #expect(pan.translation(in: view) == .zero)
    #expect(pan.velocity(in: view) == .zero)
    // A tap never begins a pan.
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
  }

  @Test func aPansVelocityIsItsMovementOverAQuarterSecond() {
    let (_, view) = views()
    final class VelocityLog: UIPanGestureRecognizer {
      var velocities: [CGPoint] = []
      override var state: UIGestureRecognizer.State {
        didSet { if state == .ended { velocities.append(velocity(in: view)) } }
      }
    }
    let pan = VelocityLog(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    _ = GestureDriver.swipe(on: view, by: CGPoint(x: 0, y: 50))
    #expect(pan.velocities == [CGPoint(x: 0, y: 200)])
  }

  @Test func disabledDetachedAndMovedRecognizersAreHandedNothingThere() {
    let (root, view) = views()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    tap.isEnabled = false
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
    tap.isEnabled = true
    root.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers == nil)
    #expect(root.gestureRecognizers?.first === tap)
    #expect(tap.view === root)
    root.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(GestureDriver.tap(on: view).recognized.isEmpty)
    view.gestureRecognizers = [tap]
    #expect(tap.view === view)
    #expect(GestureDriver.tap(on: view).recognized.first === tap)
  }

  @Test func targetsAreKeptAndOnlyTheStateTellsOfRecognition() {
    let tap = UITapGestureRecognizer(target: nil, action: Selector("handleTap:"))
    tap.addTarget(NSObject(), action: Selector("other:"))
    tap.removeTarget(nil, action: nil)
    #expect(tap.state == .possible)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(tap.numberOfTouches == 0)
    #expect(tap.location(in: nil) == .zero)
  }
}

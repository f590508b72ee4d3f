import Foundation
import Testing

@testable import HeadlessRender

/// Animations apply at once; completions run with true or `.end`; transforms are kept.
@MainActor
@Suite struct UIViewAnimationTests {
  @Test func everyAnimateVariantAppliesTheChangesAndCompletesAtOnceFinished() {
    let view = UIView()
    var log: [String] = []
    UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
    #expect(view.alpha == 0.5)
    UIView.animate(
      withDuration: 0.3, animations: { view.alpha = 0.4 }, completion: { log.append("a \($0)") })
    UIView.animate(
      withDuration: 1, delay: 5, options: [.curveEaseOut, .allowUserInteraction],
      animations: { view.alpha = 0.3 }, completion: { log.append("b \($0)") })
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
      animations: { view.alpha = 0.2 }, completion: { log.append("c \($0)") })
    UIView.transition(
      with: view, duration: 1, options: .transitionCrossDissolve,
      animations: { view.alpha = 0.1 }, completion: { log.append("d \($0)") })
    UIView.performWithoutAnimation { view.alpha = 0 }
    #expect(view.alpha == 0)
    #expect(log == ["a true", "b true", "c true", "d true"])
  }

  @Test func aPropertyAnimatorAppliesWhenStartedAndFinishesAtTheEnd() {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.5 }
    animator.addAnimations { view.tag = 7 }
    animator.addCompletion { positions.append($0) }
    #expect(view.alpha == 1)  // not started: nothing applied
    #expect(animator.state == .inactive)
    animator.startAnimation()
    #expect(view.alpha == 0.5)
    #expect(view.tag == 7)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
  }

  @Test func aPausedAnimatorAppliesAtOnceAndStoppingItChoosesTheCompletion() {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(view.alpha == 0)
    #expect(animator.state == .active)
    animator.addAnimations { view.tag = 3 }  // active: runs at once
    #expect(view.tag == 3)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.startAnimation()  // a stopped animator waits for finishAnimation
    #expect(positions == [])
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)

    let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
    var ran = false
    dropped.addCompletion { _ in ran = true }
    dropped.pauseAnimation()
    dropped.stopAnimation(true)
    dropped.finishAnimation(at: .end)
    #expect(dropped.state == .inactive)
    #expect(!ran)
  }

  @Test func aRunningPropertyAnimatorHasRunItsAnimationsAndCompletion() {
    let view = UIView()
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, animations: { view.alpha = 0.25 }, completion: { position = $0 })
    #expect(view.alpha == 0.25)
    #expect(position == .end)
    #expect(animator.state == .inactive)
  }

  @Test func aTransformIsKeptAndComposesAsCoreGraphicsDoes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    #expect(view.transform.isIdentity)
    view.transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(view.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 97.5, height: 22))  // not drawn
    let point = CGPoint(x: 1, y: 1).applying(view.transform)
    #expect(point == CGPoint(x: 4, y: 6))
    #expect(CGPoint(x: 4, y: 6).applying(view.transform.inverted()) == CGPoint(x: 1, y: 1))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    #expect(
      CGSize(width: 2, height: 1).applying(CGAffineTransform(translationX: 5, y: 5))
        == CGSize(width: 2, height: 1))
    #expect(CGAffineTransform.identity.concatenating(.identity).isIdentity)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }
}

import Foundation
import Testing

@testable import HeadlessRender

/// A progress bar: its pinned value, how it is drawn and read.
@MainActor
@Suite struct UIProgressViewTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDoneColumnsAreTheProgressOfTheWidthRoundedDown() {
    let upload = UIProgressView(progressViewStyle: .default)
    upload.gridFrame = GridRect(x: 0, y: 0, width: 10, height: 3)
    #expect(draw(upload) == ["", "──────────", ""])
    upload.progress = 0.4
    #expect(draw(upload) == ["", "━━━━──────", ""])
    upload.setProgress(0.7, animated: true)
    #expect(draw(upload) == ["", "━━━━━━━───", ""])
    upload.progress = 0.99
    #expect(draw(upload) == ["", "━━━━━━━━━─", ""])
    upload.progress = 1
    #expect(draw(upload) == ["", "━━━━━━━━━━", ""])
  }

  @Test func progressOutsideZeroToOneIsPinned() {
    let upload = UIProgressView(frame: .zero)
    upload.progress = 1.5
    #expect(upload.progress == 1)
    upload.progress = -0.5
    #expect(upload.progress == 0)
  }

  @Test func anObservedProgressDrivesTheBar() {
    let upload = UIProgressView(progressViewStyle: .bar)
    upload.gridFrame = GridRect(x: 0, y: 0, width: 4, height: 1)
    let task = Progress(totalUnitCount: 4)
    task.completedUnitCount = 1
    upload.observedProgress = task
    #expect(upload.progress == 0.25)
    task.completedUnitCount = 3
    #expect(draw(upload) == ["━━━─"])
    #expect(upload.accessibilityValue == "75%")
    #expect(upload.progressViewStyle == .bar)
  }

  @Test func voiceOverReadsTheRoundedPercentage() {
    let upload = UIProgressView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    upload.progress = 0.426
    upload.accessibilityLabel = "Upload"
    #expect(upload.accessibilityElementsInReadingOrder().map(\.description) == ["Upload: 43%"])
    upload.progress = 0.424
    #expect(upload.accessibilityValue == "42%")
    #expect(upload.layoutIntrinsicSize == (nil, 1))
  }

  @Test func tintsAreKept() {
    let upload = UIProgressView(frame: .zero)
    upload.progressTintColor = .systemGreen
    upload.trackTintColor = .systemGray5
    #expect(upload.progressTintColor == .systemGreen)
    #expect(upload.trackTintColor == .systemGray5)
  }
}

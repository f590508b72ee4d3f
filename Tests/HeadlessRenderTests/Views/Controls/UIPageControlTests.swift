import Foundation
import Testing

@testable import HeadlessRender

/// A page control: its dots, pinned pages, events, and reading.
@MainActor
@Suite struct UIPageControlTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  private func pages(_ count: Int) -> UIPageControl {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 87.75, height: 22))  // 9 columns
    control.numberOfPages = count
    return control
  }

  @Test func theDocumentedControlPrintsExactlyAsShown() {
    let control = pages(3)
    control.currentPage = 1
    #expect(draw(control) == ["  ○ ● ○"])
    #expect(control.layoutIntrinsicSize == (5, 1))
    #expect(control.size(forNumberOfPages: 4) == CGSize(width: 7 * 9.75, height: 22))
  }

  @Test func theCurrentPageIsPinnedToThePages() {
    let control = pages(3)
    control.currentPage = 7
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.numberOfPages = -3
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
  }

  @Test func aSinglePageIsHiddenOnlyWhenAsked() {
    let control = pages(1)
    #expect(draw(control) == ["    ●"])
    control.hidesForSinglePage = true
    #expect(draw(control) == [""])
    #expect(control.accessibilityElementsInReadingOrder().isEmpty)
    control.numberOfPages = 2
    #expect(draw(control) == ["   ● ○"])
  }

  @Test func aFingerChoosingAPageSendsValueChangedOnlyWhenItChanges() {
    var sent: [Int] = []
    let control = pages(3)
    control.addAction(UIAction { _ in sent.append(control.currentPage) }, for: .valueChanged)
    control.currentPage = 1
    #expect(sent.isEmpty)
    #expect(control.choosePage(2))
    #expect(!control.choosePage(2))
    #expect(control.choosePage(-4))
    #expect(sent == [2, 0])
    control.isEnabled = false
    #expect(!control.choosePage(1))
    #expect(sent == [2, 0])
  }

  @Test func voiceOverReadsThePageAsAnAdjustableValue() {
    let control = pages(3)
    control.currentPage = 1
    #expect(
      control.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["page 2 of 3. Adjustable.", "  Swipe up or down with one finger to adjust the value."]
      ])
  }
}

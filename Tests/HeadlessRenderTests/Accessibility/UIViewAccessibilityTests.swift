import Testing

@testable import HeadlessRender

/// UIKit's defaults for each view, and how a tree of views is read.
@MainActor
@Suite struct UIViewAccessibilityTests {
  private func read(_ view: UIView, width: Int = 30, height: Int = 1) -> [String] {
    view.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    return view.accessibilityElementsInReadingOrder().map(\.description)
  }

  @Test func theDocumentedRowReadsExactlyAsShown() {
    let row = UIView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 1))
    row.addSubview(
      UILabel(text: "Kingfisher", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 1)))
    row.addSubview(UIButton(title: "Play", gridFrame: GridRect(x: 12, y: 0, width: 8, height: 1)))
    #expect(
      row.accessibilityElementsInReadingOrder().map(\.description) == [
        "Kingfisher", "Play. Button.",
      ])
  }

  @Test func aPlainViewIsNotAnElement() {
    let view = UIView()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityTraits == .none)
    #expect(read(view).isEmpty)
  }

  @Test func aLabelIsAnElementThatSaysItsText() {
    let label = UILabel(text: "Hello")
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityTraits == .staticText)
    #expect(read(label) == ["Hello"])
    label.accessibilityLabel = "Greeting"
    #expect(read(label) == ["Greeting"])
  }

  @Test func anEmptyLabelSaysNothingAndIsLeftOut() {
    #expect(UILabel().accessibilityLabel == nil)
    #expect(read(UILabel()).isEmpty)
  }

  @Test func aButtonIsAnElementWithTheButtonTraitAndItsTitle() {
    let button = UIButton(title: "Save")
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Save")
    #expect(button.accessibilityTraits == .button)
    #expect(read(button) == ["Save. Button."])
  }

  @Test func aDisabledButtonIsDimmed() {
    let button = UIButton(title: "Save")
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
    #expect(read(button) == ["Save. Dimmed. Button."])
  }

  @Test func anImageViewIsNotAnElementUntilMadeOne() {
    let image = UIImageView(imageName: "logo")
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
    #expect(read(image).isEmpty)
    image.isAccessibilityElement = true
    #expect(read(image) == ["Image."])
    image.accessibilityLabel = "Logo"
    #expect(read(image) == ["Logo. Image."])
  }

  @Test func aSpinningIndicatorSaysInProgressOrItsCaptionAndAStoppedOneNothing() {
    let spinner = UIActivityIndicatorView()
    #expect(spinner.accessibilityTraits == .updatesFrequently)
    #expect(read(spinner).isEmpty)
    spinner.startAnimating()
    #expect(read(spinner) == ["In progress"])
    spinner.text = "Loading…"
    #expect(read(spinner) == ["Loading…"])
    spinner.alpha = 0  // transparent: VoiceOver skips it
    #expect(read(spinner).isEmpty)
  }

  @Test func aSearchBarSaysItsPlaceholderAndItsText() {
    let search = UISearchBar(placeholder: "Search birds")
    #expect(read(search, height: 3) == ["Search birds. Search Field."])
    search.text = "owl"
    #expect(read(search, height: 3) == ["Search birds: owl. Search Field."])
  }

  @Test func aNavigationBarReadsItsItemsAsButtonsAndItsTitleAsAHeading() {
    let bar = UINavigationBar(title: "Second")
    #expect(read(bar, height: 2) == ["Second. Heading."])
    let second = UINavigationItem(title: "Second")
    second.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .edit, target: nil, action: nil)
    bar.setItems([UINavigationItem(title: "First"), second], animated: false)
    // The back button says the title of the item below, without its chevron.
    #expect(read(bar, height: 2) == ["First. Button.", "Second. Heading.", "Edit. Button."])
    second.rightBarButtonItem?.isEnabled = false
    #expect(
      read(bar, height: 2) == ["First. Button.", "Second. Heading.", "Edit. Dimmed. Button."])
  }

  @Test func subviewsAreReadTopToBottomThenLeadingToTrailing() {
    let view = UIView()
    view.addSubview(UILabel(text: "third", gridFrame: GridRect(x: 0, y: 2, width: 5, height: 1)))
    view.addSubview(UILabel(text: "second", gridFrame: GridRect(x: 10, y: 0, width: 6, height: 1)))
    view.addSubview(UILabel(text: "first", gridFrame: GridRect(x: 0, y: 0, width: 5, height: 1)))
    #expect(read(view, height: 3) == ["first", "second", "third"])
  }

  @Test func aGroupIsPlacedByWhatIsOnScreenOfItsFirstElement() {
    // A table-like group whose first row starts above the screen is still read after the
    // bar at the top, because what shows of it starts below the bar.
    let view = UIView()
    view.addSubview(UILabel(text: "bar", gridFrame: GridRect(x: 0, y: 0, width: 3, height: 1)))
    let list = UIView(gridFrame: GridRect(x: 0, y: 1, width: 10, height: 2))
    list.addSubview(UILabel(text: "row", gridFrame: GridRect(x: 0, y: -2, width: 3, height: 3)))
    view.addSubview(list)
    #expect(read(view, height: 3) == ["bar", "row"])
  }

  @Test func anElementHidesItsSubviews() {
    let view = UIView()
    view.addSubview(UILabel(text: "inside", gridFrame: GridRect(x: 0, y: 0, width: 6, height: 1)))
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Row"
    #expect(read(view) == ["Row"])
  }

  @Test func accessibilityElementsAreReadInTheirOrderWhateverTheFrames() {
    let view = UIView()
    let top = UILabel(text: "top", gridFrame: GridRect(x: 0, y: 0, width: 3, height: 1))
    let bottom = UILabel(text: "bottom", gridFrame: GridRect(x: 0, y: 1, width: 6, height: 1))
    let left = UILabel(text: "left out", gridFrame: GridRect(x: 0, y: 2, width: 8, height: 1))
    for label in [top, bottom, left] { view.addSubview(label) }
    view.accessibilityElements = [bottom, top]
    #expect(read(view, height: 3) == ["bottom", "top"])
  }

  @Test func hiddenViewsAndHiddenElementsAreLeftOut() {
    let view = UIView()
    let hidden = UILabel(text: "hidden", gridFrame: GridRect(x: 0, y: 0, width: 6, height: 1))
    let skipped = UILabel(text: "skipped", gridFrame: GridRect(x: 0, y: 1, width: 7, height: 1))
    let shown = UILabel(text: "shown", gridFrame: GridRect(x: 0, y: 2, width: 5, height: 1))
    hidden.isHidden = true
    skipped.accessibilityElementsHidden = true
    for label in [hidden, skipped, shown] { view.addSubview(label) }
    #expect(read(view, height: 3) == ["shown"])
  }

  @Test func onlyWhatIsInsideTheBoundsIsRead() {
    let view = UIView()
    view.addSubview(UILabel(text: "in", gridFrame: GridRect(x: 0, y: 0, width: 2, height: 1)))
    view.addSubview(UILabel(text: "below", gridFrame: GridRect(x: 0, y: 1, width: 5, height: 1)))
    view.addSubview(UILabel(text: "beside", gridFrame: GridRect(x: 30, y: 0, width: 6, height: 1)))
    #expect(read(view) == ["in"])
  }

  @Test func framesAreInTheCoordinatesOfTheViewRead() {
    let view = UIView()
    let box = UIView(gridFrame: GridRect(x: 2, y: 1, width: 10, height: 2))
    box.addSubview(UILabel(text: "owl", gridFrame: GridRect(x: 3, y: 1, width: 3, height: 1)))
    view.addSubview(box)
    view.gridFrame = GridRect(x: 5, y: 5, width: 20, height: 4)
    #expect(
      view.accessibilityElementsInReadingOrder().map(\.frame) == [
        GridRect(x: 5, y: 2, width: 3, height: 1)
      ])
  }
}

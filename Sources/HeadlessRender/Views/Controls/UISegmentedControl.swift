import Foundation
import TextCanvas

/// A row of segments of which one is chosen, as `UISegmentedControl`: the segments side by
/// side, split by `│`, the chosen one in square brackets and a disabled one in round brackets.
///
/// Segments are as wide as each other (UIKit's default; ``apportionsSegmentWidthsByContent``
/// is kept, not drawn), the columns left over going to the first ones; a title too wide for
/// its segment is cut with `…`. A segment made from an image shows the image's name. The
/// intrinsic size is one line, each segment four columns wider than the widest title.
///
/// VoiceOver reads each segment as a button with its place in the row, the chosen one
/// selected: `Day. Button. 1 of 3.`, `Selected: Week. Button. 2 of 3.`, as UIKit's.
///
/// Setting ``selectedSegmentIndex`` in code sends no event, as in UIKit; a finger choosing a
/// segment (the interaction layer) performs the segment's action, if it was made from one,
/// and sends `.valueChanged`.
///
/// ```swift
/// let range = UISegmentedControl(items: ["Day", "Week", "Month"])
/// range.selectedSegmentIndex = 1
/// print(try DeviceFrame(size: GridSize(width: 23, height: 1)).text(of: range), terminator: "")
/// // Prints:
/// //  ┌───────────────────────┐
/// //  │  Day  │[Week] │ Month │
/// //  └───────────────────────┘
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0

    /// What the segment shows: its title, else its image's name.
    var shown: String { title ?? image?.name ?? "" }
  }

  private var segments: [Segment] = []

  /// The index that means no segment is chosen: -1.
  open class var noSegment: Int { -1 }

  /// The chosen segment's index, or ``noSegment``. An index outside the segments is ignored.
  open var selectedSegmentIndex: Int = -1 {
    didSet {
      if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = oldValue
      }
    }
  }
  /// Whether a chosen segment only flashes, leaving none chosen; false by default.
  open var isMomentary = false
  /// Whether segments are as wide as their content; kept, not drawn.
  open var apportionsSegmentWidthsByContent = false
  /// The colour of the chosen segment; kept, not drawn.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// How many segments there are.
  open var numberOfSegments: Int { segments.count }

  /// Creates a control with a segment per item: a `String` is a title, a ``UIImage`` an
  /// image; any other item makes an empty segment. None is chosen.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? UIImage)
    }
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control with a segment per action, titled with its title, which performs the
  /// action when chosen.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// `index` pinned to the positions a segment can be inserted at.
  private func insertionIndex(_ index: Int) -> Int {
    Swift.min(Swift.max(index, 0), segments.count)
  }

  private func insert(_ segment: Segment, at index: Int) {
    let position = insertionIndex(index)
    segments.insert(segment, at: position)
    if selectedSegmentIndex != Self.noSegment, position <= selectedSegmentIndex {
      selectedSegmentIndex += 1
    }
  }

  /// Inserts a segment titled `title` before the segment at `segment`, pinned to
  /// `0...numberOfSegments`; the chosen segment stays chosen.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` before the segment at `segment`, pinned to
  /// `0...numberOfSegments`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment that performs `action` when chosen, titled with its title.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  /// Removes the segment at `segment`; an index outside the segments is ignored. Removing the
  /// chosen segment leaves none chosen; the one after it keeps being chosen otherwise.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if segment == selectedSegmentIndex {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex != Self.noSegment, segment < selectedSegmentIndex {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment; none is chosen.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment` (and drops its image); ignored outside the
  /// segments.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The title of the segment at `segment`; nil outside the segments.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (and drops its title); ignored outside the
  /// segments.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// The image of the segment at `segment`; nil outside the segments.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment`: a disabled one cannot be chosen by a
  /// finger and is drawn in round brackets. Ignored outside the segments.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled; false outside the segments.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets a segment's width in points; kept, not drawn (0, the default, means automatic).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = width
  }

  /// A segment's width as set; 0 outside the segments or when automatic.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// The action of the segment at `segment`, if it was made from one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has `identifier`, or ``noSegment``.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
  }

  /// Sets the title attributes for `state`; kept, not drawn.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title attributes set for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// A finger chooses the segment at `segment`: when the control and the segment are
  /// enabled, it becomes the chosen one (unless the control is momentary), the segment's
  /// action runs, then the `.valueChanged` actions. Choosing the segment already chosen does
  /// nothing, as in UIKit. Returns whether the segment could be chosen.
  @discardableResult
  package func chooseSegment(at segment: Int) -> Bool {
    guard isEnabled, segments.indices.contains(segment), segments[segment].isEnabled else {
      return false
    }
    guard isMomentary || segment != selectedSegmentIndex else { return true }
    if !isMomentary { selectedSegmentIndex = segment }
    segments[segment].action?.perform(from: self)
    sendActions(for: .valueChanged)
    return true
  }

  /// A finger chooses the segment titled `title`: ``chooseSegment(at:)`` of the first one so
  /// titled; false when none is.
  @discardableResult
  package func chooseSegment(titled title: String) -> Bool {
    guard let index = segments.firstIndex(where: { $0.shown == title }) else { return false }
    return chooseSegment(at: index)
  }

  /// One line; each segment four columns wider than the widest title, with a column between
  /// segments.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    let widest = segments.map(\.shown.displayWidth).max() ?? 0
    return (segments.isEmpty ? 0 : segments.count * (widest + 4) + segments.count - 1, 1)
  }

  /// Its intrinsic size, whatever it is offered.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    let intrinsic = gridIntrinsicSize
    return GridSize(width: intrinsic.width ?? 0, height: 1)
  }

  /// The segments' rectangles on the middle line of `rect`: equal widths, the columns left
  /// over going to the first segments, a column between each two for the divider; the first
  /// segment at the left, or at the right when the control lays out right to left.
  private func segmentRects(in rect: GridRect) -> [GridRect] {
    guard !segments.isEmpty else { return [] }
    let count = segments.count
    let room = Swift.max(rect.width - (count - 1), 0)
    let (width, extra) = (room / count, room % count)
    let y = rect.minY + (rect.height - 1) / 2
    let rightToLeft = isRightToLeft
    var x = rect.minX
    return (0..<count).map { index in
      let segmentWidth = width + (index < extra ? 1 : 0)
      defer { x += segmentWidth + 1 }
      let left = rightToLeft ? rect.minX + rect.maxX - x - segmentWidth : x
      return GridRect(x: left, y: y, width: segmentWidth, height: 1)
    }
  }

  /// Draws the segments and the dividers between them.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for (index, segmentRect) in segmentRects(in: rect).enumerated() {
      let segment = segments[index]
      if index > 0 {
        // The divider on the side of the segment before.
        let x = isRightToLeft ? segmentRect.maxX : segmentRect.minX - 1
        canvas.draw("│", at: GridPoint(x: x, y: segmentRect.minY), clippedTo: clip)
      }
      let enabled = isEnabled && segment.isEnabled
      let (open, close) =
        !enabled ? ("(", ")") : index == selectedSegmentIndex ? ("[", "]") : ("", "")
      let title = segment.shown.truncated(toWidth: Swift.max(segmentRect.width - 2, 1))
      canvas.draw(
        open + title + close, onLine: segmentRect.minY, of: segmentRect, alignment: .center,
        clippedTo: clip)
    }
  }

  /// Each segment as a button with its place in the row, selected while chosen, dimmed while
  /// it or the control is disabled.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement else { return super.accessibilityGroups(at: rect, clip: clip) }
    let elements = segmentRects(in: rect).enumerated().map { index, segmentRect in
      let segment = segments[index]
      var traits = UIAccessibilityTraits.button
      if index == selectedSegmentIndex { traits.insert(.selected) }
      if !isEnabled || !segment.isEnabled { traits.insert(.notEnabled) }
      var element = AccessibilityElement(
        label: segment.title ?? segment.image?.name,
        traits: traits, frame: segmentRect)
      element.positionInSeries = .init(index: index + 1, count: segments.count)
      return element
    }
    return elements.isEmpty ? [] : [elements]
  }
}

import TextCanvas

extension UIView {
  /// What VoiceOver reads in the view as it is laid out, in VoiceOver's order: only what is
  /// inside the view's bounds, frames in the view's coordinates.
  ///
  /// An element is a leaf: its subviews are not read. A container with
  /// ``accessibilityElements`` is read in that order; any other view's subviews are read top
  /// to bottom, then leading to trailing. Hidden views, views with
  /// ``accessibilityElementsHidden`` and elements with nothing to say are left out.
  ///
  /// ```swift
  /// let row = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 22))  // 20 columns, 1 line
  /// let label = UILabel(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
  /// label.text = "Kingfisher"
  /// row.addSubview(label)
  /// let play = UIButton(frame: CGRect(x: 117, y: 0, width: 78, height: 22))
  /// play.setTitle("Play", for: .normal)
  /// row.addSubview(play)
  /// print(row.accessibilityElementsInReadingOrder().map(\.description))
  /// // Prints "["Kingfisher", "Play. Button."]"
  /// ```
  package func accessibilityElementsInReadingOrder() -> [AccessibilityElement] {
    guard !isHidden, alpha > 0, !accessibilityElementsHidden else { return [] }
    return accessibilityGroups(at: gridBounds, clip: gridBounds).flatMap { $0 }
  }

  /// The view as one element at `gridFrame`, from its accessibility properties.
  func accessibilityElement(gridFrame: GridRect) -> AccessibilityElement {
    AccessibilityElement(
      label: accessibilityLabel, value: accessibilityValue, hint: accessibilityHint,
      traits: accessibilityTraits, customActions: accessibilityCustomActions ?? [], frame: gridFrame
    )
  }

  /// What VoiceOver reads in the view, whose superview is drawn at `origin`, inside `clip`:
  /// nothing when it is hidden or outside the clip.
  func readAccessibilityGroups(origin: GridPoint, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isHidden, alpha > 0, !accessibilityElementsHidden else { return [] }
    let rect = gridFrame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return [] }
    return accessibilityGroups(at: rect, clip: visible)
  }

  /// The subviews' groups, top to bottom, then leading to trailing (right to left when the
  /// view lays out right to left), each placed by the part on screen of its first element, as AccessibilitySnapshot sorts a container's children;
  /// only the last modal one (``UIView/accessibilityViewIsModal``) when there is one.
  /// (A row scrolled partly above the table is placed where the table shows it, not above the
  /// navigation bar.)
  func subviewAccessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    // A modal view hides its siblings from VoiceOver (UIKit's accessibilityViewIsModal).
    let modal = subviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0 }
    let read = modal.map { [$0] } ?? subviews
    let groups = read.flatMap { $0.readAccessibilityGroups(origin: rect.origin, clip: clip) }
    func place(_ group: [AccessibilityElement]) -> GridRect {
      let shown = group[0].frame.intersection(clip)
      return shown.isEmpty ? group[0].frame : shown
    }
    // Leading to trailing: right to left when this view lays out right to left.
    let rightToLeft = isRightToLeft
    return groups.enumerated().sorted { left, right in
      let (a, b) = (place(left.element), place(right.element))
      if a.minY != b.minY { return a.minY < b.minY }
      if rightToLeft, a.maxX != b.maxX { return a.maxX > b.maxX }
      if !rightToLeft, a.minX != b.minX { return a.minX < b.minX }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// The elements of `views`, in that order, for a view drawn at `rect`: each view where it
  /// is drawn inside this one (where its frame says when it is not inside this one).
  func explicitAccessibilityElements(_ views: [UIView], at rect: GridRect, clip: GridRect)
    -> [AccessibilityElement]
  {
    views.flatMap { view -> [AccessibilityElement] in
      let origin = view.superview?.origin(in: self) ?? .zero
      let shifted = GridPoint(x: rect.minX + origin.x, y: rect.minY + origin.y)
      return view.readAccessibilityGroups(origin: shifted, clip: clip).flatMap { $0 }
    }
  }

  /// Where this view's origin is in `ancestor`'s coordinates: `.zero` for the ancestor itself,
  /// nil when it is not inside `ancestor`.
  func origin(in ancestor: UIView) -> GridPoint? {
    var point = GridPoint.zero
    var view = self
    while view !== ancestor {
      guard let parent = view.superview else { return nil }
      point = GridPoint(x: point.x + view.gridFrame.minX, y: point.y + view.gridFrame.minY)
      view = parent
    }
    return point
  }
}

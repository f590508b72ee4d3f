import Foundation

/// A view that lines up its arranged subviews in a row or a column, as `UIStackView`, with
/// the constraints UIKit's makes.
///
/// ```swift
/// let name = UILabel()
/// name.text = "Kingfisher"
/// let place = UILabel()
/// place.text = "River"
/// let stack = UIStackView(arrangedSubviews: [name, place])
/// stack.axis = .vertical
/// stack.spacing = 0
/// ```
///
/// The arranged subviews are placed by constraints the stack view activates on them (their
/// `translatesAutoresizingMaskIntoConstraints` becomes false), so a stack view sizes itself
/// from its content inside a self-sizing cell or under other constraints, and takes the size
/// its frame gives it otherwise. Along the axis (`spacing` and `setCustomSpacing(_:after:)`
/// between neighbours, in points on the grid's scale):
///
/// - `.fill`: the views touch the ends; hugging and compression resistance say which grows
///   or shrinks.
/// - `.fillEqually`: every view has the first one's size.
/// - `.fillProportionally`: sizes in proportion to the views' intrinsic sizes (as `.fill` for a
///   view that has none).
/// - `.equalSpacing`: the views keep their intrinsic sizes and the gaps are equal, each at
///   least the spacing.
/// - `.equalCentering`: the distances between the views' centres are equal, each gap at least
///   the spacing.
///
/// Across it, `alignment` places each view: `.fill` (the stack view's whole breadth),
/// `.leading`/`.top`, `.center`, `.trailing`/`.bottom`, and in a row `.firstBaseline` and
/// `.lastBaseline` (the views' first or last baselines on one line); the stack view is then as
/// broad as its broadest view. A hidden arranged view takes no room and no spacing, as in UIKit.
/// With `isLayoutMarginsRelativeArrangement`, the views are laid out inside the layout
/// margins.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the views share the length along the axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the length; their priorities say which grows or shrinks.
    case fill = 0
    /// The views all have the same length.
    case fillEqually = 1
    /// The views have lengths in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their sizes; the gaps are equal.
    case equalSpacing = 3
    /// The views' centres are equally far apart.
    case equalCentering = 4
  }

  /// Where the views sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Hashable, Sendable {
    /// Each view takes the stack view's whole breadth.
    case fill = 0
    /// Each view sits at the leading edge (the top, in a row).
    case leading = 1
    /// In a row, the views' first baselines are on one line.
    case firstBaseline = 2
    /// Each view is centred.
    case center = 3
    /// Each view sits at the trailing edge (the bottom, in a row).
    case trailing = 4
    /// In a row, the views' last baselines are on one line.
    case lastBaseline = 5

    /// The top edge, in a row: ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom edge, in a row: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The spacing that asks for the default: UIKit's `spacingUseDefault`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The spacing that asks for the system's: UIKit's `spacingUseSystem`, 8 points here.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views the stack view lines up, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// Horizontal (a row) or vertical (a column): horizontal by default.
  public var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { rearrange() }
  }
  /// How the views share the length: `.fill` by default.
  public var distribution = Distribution.fill {
    didSet { rearrange() }
  }
  /// Where the views sit across the axis: `.fill` by default.
  public var alignment = Alignment.fill {
    didSet { rearrange() }
  }
  /// The gap between neighbours, in points: 0 by default.
  public var spacing: CGFloat = 0 {
    didSet { rearrange() }
  }
  /// Whether the views are laid out inside the layout margins: false by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { rearrange() }
  }
  /// Whether spacing is measured between baselines; kept (a line is a line on the grid).
  public var isBaselineRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangement: [NSLayoutConstraint] = []
  private var gapGuides: [UILayoutGuide] = []

  /// A stack view with `frame` and no arranged views.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack view lining up `views`, in a row.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view, as ``UIView/init(coder:)``: nothing is decoded.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Adds `view` at the end of the arranged views, and as a subview if it is not one.
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex` (clamped to them), and as a
  /// subview if it is not one.
  public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rearrange()
  }

  /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange()
  }

  /// Sets the gap after `arrangedSubview` to `spacing` points, in place of ``spacing``.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    rearrange()
  }

  /// The gap after `arrangedSubview` set by ``setCustomSpacing(_:after:)``, or
  /// ``spacingUseDefault`` when none was.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// An arranged view was hidden or shown, or left: arrange again.
  package func arrangedSubviewChanged(_ view: UIView, leaving: Bool) {
    if leaving {
      arrangedSubviews.removeAll { $0 === view }
      customSpacings[ObjectIdentifier(view)] = nil
    }
    rearrange()
  }

  private func gap(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    if value == Self.spacingUseSystem { return 8 }
    if value == Self.spacingUseDefault { return spacing }
    return value
  }

  /// Replaces the constraints that arrange the views with those of the current settings.
  private func rearrange() {
    NSLayoutConstraint.deactivate(arrangement)
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides = []
    arrangement = StackArrangement(stack: self).constraints()
    NSLayoutConstraint.activate(arrangement)
  }

  /// The views shown, in order, with the gap after each.
  fileprivate var shownViews: [(view: UIView, gapAfter: CGFloat)] {
    arrangedSubviews.filter { !$0.isHidden }.map { ($0, gap(after: $0)) }
  }

  /// A guide for a gap of the arrangement, kept to be removed with it.
  fileprivate func makeGapGuide() -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UISV-distributing"
    addLayoutGuide(guide)
    gapGuides.append(guide)
    return guide
  }
}

/// The constraints of one arrangement of a stack view, in UIKit's manner: the views chained
/// along the axis, each placed across it, the gaps shared as the distribution says.
@MainActor
private struct StackArrangement {
  let stack: UIStackView

  /// The edges of the area the views are laid out in, along and across the axis.
  private struct Edges {
    var start: AxisAnchor, end: AxisAnchor, crossStart: AxisAnchor, crossEnd: AxisAnchor
    var crossCenter: AxisAnchor, crossLength: NSLayoutDimension
  }

  /// An anchor on one of the two axes.
  @MainActor
  private enum AxisAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)

    func equal(_ other: AxisAnchor, _ constant: CGFloat = 0) -> NSLayoutConstraint {
      switch (self, other) {
      case (.x(let a), .x(let b)): a.constraint(equalTo: b, constant: constant)
      case (.y(let a), .y(let b)): a.constraint(equalTo: b, constant: constant)
      default: preconditionFailure("anchors of different axes")
      }
    }

    func atLeast(_ other: AxisAnchor, _ constant: CGFloat = 0) -> NSLayoutConstraint {
      switch (self, other) {
      case (.x(let a), .x(let b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
      case (.y(let a), .y(let b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
      default: preconditionFailure("anchors of different axes")
      }
    }
  }

  private var isRow: Bool { stack.axis == .horizontal }

  private func start(_ view: UIView) -> AxisAnchor {
    isRow ? .x(view.leadingAnchor) : .y(view.topAnchor)
  }
  private func end(_ view: UIView) -> AxisAnchor {
    isRow ? .x(view.trailingAnchor) : .y(view.bottomAnchor)
  }
  private func center(_ view: UIView) -> AxisAnchor {
    isRow ? .x(view.centerXAnchor) : .y(view.centerYAnchor)
  }
  private func length(_ view: UIView) -> NSLayoutDimension {
    isRow ? view.widthAnchor : view.heightAnchor
  }
  private func crossStart(_ view: UIView) -> AxisAnchor {
    isRow ? .y(view.topAnchor) : .x(view.leadingAnchor)
  }
  private func crossEnd(_ view: UIView) -> AxisAnchor {
    isRow ? .y(view.bottomAnchor) : .x(view.trailingAnchor)
  }
  private func crossCenter(_ view: UIView) -> AxisAnchor {
    isRow ? .y(view.centerYAnchor) : .x(view.centerXAnchor)
  }

  private var edges: Edges {
    if stack.isLayoutMarginsRelativeArrangement {
      let guide = stack.layoutMarginsGuide
      return isRow
        ? Edges(
          start: .x(guide.leadingAnchor), end: .x(guide.trailingAnchor),
          crossStart: .y(guide.topAnchor), crossEnd: .y(guide.bottomAnchor),
          crossCenter: .y(guide.centerYAnchor), crossLength: guide.heightAnchor)
        : Edges(
          start: .y(guide.topAnchor), end: .y(guide.bottomAnchor),
          crossStart: .x(guide.leadingAnchor), crossEnd: .x(guide.trailingAnchor),
          crossCenter: .x(guide.centerXAnchor), crossLength: guide.widthAnchor)
    }
    return Edges(
      start: start(stack), end: end(stack), crossStart: crossStart(stack),
      crossEnd: crossEnd(stack), crossCenter: crossCenter(stack),
      crossLength: isRow ? stack.heightAnchor : stack.widthAnchor)
  }

  func constraints() -> [NSLayoutConstraint] {
    let shown = stack.shownViews
    guard let first = shown.first, let last = shown.last else { return [] }
    let edges = edges
    var result = [
      start(first.view).equal(edges.start), end(last.view).equal(edges.end),
    ]
    result += along(shown)
    result += across(shown.map(\.view), edges: edges)
    return result
  }

  /// The chain along the axis and the distribution's sizes.
  private func along(_ shown: [(view: UIView, gapAfter: CGFloat)]) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    let first = shown[0].view
    var equalGap: NSLayoutDimension?
    for (previous, next) in zip(shown, shown.dropFirst()) {
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        result.append(start(next.view).equal(end(previous.view), previous.gapAfter))
      case .equalSpacing, .equalCentering:
        result.append(start(next.view).atLeast(end(previous.view), previous.gapAfter))
        let guide = stack.makeGapGuide()
        let centering = stack.distribution == .equalCentering
        let guideStart: AxisAnchor = isRow ? .x(guide.leadingAnchor) : .y(guide.topAnchor)
        let guideEnd: AxisAnchor = isRow ? .x(guide.trailingAnchor) : .y(guide.bottomAnchor)
        result.append(
          guideStart.equal(centering ? center(previous.view) : end(previous.view)))
        result.append(guideEnd.equal(centering ? center(next.view) : start(next.view)))
        let guideLength = isRow ? guide.widthAnchor : guide.heightAnchor
        if let equalGap { result.append(guideLength.constraint(equalTo: equalGap)) }
        equalGap = equalGap ?? guideLength
      }
    }
    switch stack.distribution {
    case .fillEqually:
      for item in shown.dropFirst() {
        result.append(length(item.view).constraint(equalTo: length(first)))
      }
    case .fillProportionally:
      let sizes = shown.map { intrinsicLength(of: $0.view) }
      if let base = sizes.first ?? nil, base > 0 {
        for (item, size) in zip(shown, sizes).dropFirst() {
          guard let size, size > 0 else { continue }
          result.append(
            length(item.view).constraint(equalTo: length(first), multiplier: size / base))
        }
      }
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    return result
  }

  private func intrinsicLength(of view: UIView) -> CGFloat? {
    let size = view.intrinsicContentSize
    let value = isRow ? size.width : size.height
    return value == UIView.noIntrinsicMetric ? nil : value
  }

  /// Each view placed across the axis by the alignment; the stack view as broad as the
  /// broadest when the views do not fill it.
  private func across(_ views: [UIView], edges: Edges) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    let baseline: ((UIView) -> NSLayoutYAxisAnchor)? =
      switch (isRow, stack.alignment) {
      case (true, .firstBaseline): { $0.firstBaselineAnchor }
      case (true, .lastBaseline): { $0.lastBaselineAnchor }
      default: nil
      }
    for view in views {
      switch stack.alignment {
      case .fill:
        result += [crossStart(view).equal(edges.crossStart), crossEnd(view).equal(edges.crossEnd)]
      case .leading:
        result += [
          crossStart(view).equal(edges.crossStart), edges.crossEnd.atLeast(crossEnd(view)),
        ]
      case .trailing:
        result += [
          crossEnd(view).equal(edges.crossEnd), crossStart(view).atLeast(edges.crossStart),
        ]
      case .center:
        result += [
          crossCenter(view).equal(edges.crossCenter), crossStart(view).atLeast(edges.crossStart),
        ]
      case .firstBaseline, .lastBaseline:
        if let baseline, let first = views.first {
          if view !== first {
            result.append(baseline(view).constraint(equalTo: baseline(first)))
          }
          result += [
            crossStart(view).atLeast(edges.crossStart), edges.crossEnd.atLeast(crossEnd(view)),
          ]
        } else {
          result += [
            crossStart(view).equal(edges.crossStart), crossEnd(view).equal(edges.crossEnd),
          ]
        }
      }
    }
    let fillsAcross =
      stack.alignment == .fill
      || (baseline == nil && [.firstBaseline, .lastBaseline].contains(stack.alignment))
    if !fillsAcross {
      // As broad as the broadest view: pulled down, weaker than anything a team sets.
      let hug = edges.crossLength.constraint(equalToConstant: 0)
      hug.priority = UILayoutPriority(49)
      hug.identifier = "UISV-canvas-fitting"
      result.append(hug)
    }
    return result
  }
}

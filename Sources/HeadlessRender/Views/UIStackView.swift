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
    arrangement =
      switch axis {
      case .horizontal:
        StackArrangement(stack: self, along: .horizontal, across: .vertical).constraints()
      case .vertical:
        StackArrangement(stack: self, along: .vertical, across: .horizontal).constraints()
      }
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

/// What has the anchors a stack view arranges by: a view or a layout guide.
@MainActor
private protocol StackAnchors: AnyObject {
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var centerXAnchor: NSLayoutXAxisAnchor { get }
  var widthAnchor: NSLayoutDimension { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var centerYAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UIView: StackAnchors {}
extension UILayoutGuide: StackAnchors {}

/// The anchors of one axis, whose positions are `Position` anchors: the x axis's (leading,
/// trailing, centre X, width) or the y axis's (top, bottom, centre Y, height). Anchors of two
/// axes never meet in one constraint: the types keep them apart.
@MainActor
private struct StackAxis<Position: AnyObject> {
  let start: (any StackAnchors) -> NSLayoutAnchor<Position>
  let end: (any StackAnchors) -> NSLayoutAnchor<Position>
  let center: (any StackAnchors) -> NSLayoutAnchor<Position>
  let length: (any StackAnchors) -> NSLayoutDimension
}

extension StackAxis where Position == NSLayoutXAxisAnchor {
  static var horizontal: Self {
    Self(
      start: { $0.leadingAnchor }, end: { $0.trailingAnchor }, center: { $0.centerXAnchor },
      length: { $0.widthAnchor })
  }
}

extension StackAxis where Position == NSLayoutYAxisAnchor {
  static var vertical: Self {
    Self(
      start: { $0.topAnchor }, end: { $0.bottomAnchor }, center: { $0.centerYAnchor },
      length: { $0.heightAnchor })
  }
}

/// The constraints of one arrangement of a stack view, in UIKit's manner: the views chained
/// along the axis, each placed across it, the gaps shared as the distribution says.
@MainActor
private struct StackArrangement<Along: AnyObject, Across: AnyObject> {
  let stack: UIStackView
  /// The stack view's axis.
  let along: StackAxis<Along>
  /// The other axis.
  let across: StackAxis<Across>

  private var isRow: Bool { stack.axis == .horizontal }

  /// What the views are laid out in: the stack view, or its margins.
  private var area: any StackAnchors {
    stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
  }

  func constraints() -> [NSLayoutConstraint] {
    let shown = stack.shownViews
    guard let first = shown.first, let last = shown.last else { return [] }
    let area = area
    var result = [
      along.start(first.view).constraint(equalTo: along.start(area)),
      along.end(last.view).constraint(equalTo: along.end(area)),
    ]
    result += chain(shown)
    result += placeAcross(shown.map(\.view), in: area)
    return result
  }

  /// The chain along the axis and the distribution's sizes.
  private func chain(_ shown: [(view: UIView, gapAfter: CGFloat)]) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    let first = shown[0].view
    var equalGap: NSLayoutDimension?
    for (previous, next) in zip(shown, shown.dropFirst()) {
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        result.append(
          along.start(next.view).constraint(
            equalTo: along.end(previous.view), constant: previous.gapAfter))
      case .equalSpacing, .equalCentering:
        result.append(
          along.start(next.view).constraint(
            greaterThanOrEqualTo: along.end(previous.view), constant: previous.gapAfter))
        let guide = stack.makeGapGuide()
        let centering = stack.distribution == .equalCentering
        result.append(
          along.start(guide).constraint(
            equalTo: centering ? along.center(previous.view) : along.end(previous.view)))
        result.append(
          along.end(guide).constraint(
            equalTo: centering ? along.center(next.view) : along.start(next.view)))
        let guideLength = along.length(guide)
        if let equalGap { result.append(guideLength.constraint(equalTo: equalGap)) }
        equalGap = equalGap ?? guideLength
      }
    }
    switch stack.distribution {
    case .fillEqually:
      for item in shown.dropFirst() {
        result.append(along.length(item.view).constraint(equalTo: along.length(first)))
      }
    case .fillProportionally:
      let sizes = shown.map { intrinsicLength(of: $0.view) }
      if let base = sizes.first ?? nil, base > 0 {
        for (item, size) in zip(shown, sizes).dropFirst() {
          guard let size, size > 0 else { continue }
          result.append(
            along.length(item.view).constraint(
              equalTo: along.length(first), multiplier: size / base))
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
  private func placeAcross(_ views: [UIView], in area: any StackAnchors) -> [NSLayoutConstraint] {
    let (start, end, center) = (across.start, across.end, across.center)
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
        result += [
          start(view).constraint(equalTo: start(area)), end(view).constraint(equalTo: end(area)),
        ]
      case .leading:
        result += [
          start(view).constraint(equalTo: start(area)),
          end(area).constraint(greaterThanOrEqualTo: end(view)),
        ]
      case .trailing:
        result += [
          end(view).constraint(equalTo: end(area)),
          start(view).constraint(greaterThanOrEqualTo: start(area)),
        ]
      case .center:
        result += [
          center(view).constraint(equalTo: center(area)),
          start(view).constraint(greaterThanOrEqualTo: start(area)),
        ]
      case .firstBaseline, .lastBaseline:
        if let baseline, let first = views.first {
          if view !== first {
            result.append(baseline(view).constraint(equalTo: baseline(first)))
          }
          result += [
            start(view).constraint(greaterThanOrEqualTo: start(area)),
            end(area).constraint(greaterThanOrEqualTo: end(view)),
          ]
        } else {
          result += [
            start(view).constraint(equalTo: start(area)),
            end(view).constraint(equalTo: end(area)),
          ]
        }
      }
    }
    let fillsAcross =
      stack.alignment == .fill
      || (baseline == nil && [.firstBaseline, .lastBaseline].contains(stack.alignment))
    if !fillsAcross {
      // As broad as the broadest view: pulled down, weaker than anything a team sets.
      let hug = across.length(area).constraint(equalToConstant: 0)
      hug.priority = UILayoutPriority(49)
      hug.identifier = "UISV-canvas-fitting"
      result.append(hug)
    }
    return result
  }
}

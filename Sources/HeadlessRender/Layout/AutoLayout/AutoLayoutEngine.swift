import Cassowary
import Foundation
import TextCanvas

/// The solved constraints of one view and the views it places, kept on that view between
/// layouts and built again when something they depend on changes.
///
/// A view decides the frames of its subviews whose ``UIView/translatesAutoresizingMaskIntoConstraints``
/// is false, and of theirs in turn, unless its own frame is decided by constraints above it:
/// the layout root is a view whose frame is set by code (a view controller's view, a cell's
/// content view) or that has no superview. Constraints naming the root's ancestors, or views
/// inside it that code places, see those at their current frames. Constraints naming other
/// views are left to the root that places them.
@MainActor
package final class AutoLayoutEngine {
  /// The last generation handed out: every change that affects constraints takes the next.
  package static var nextGeneration = 0

  private let layout: ConstraintLayout
  private let signature: Signature
  private let customGuides: [(guide: UILayoutGuide, proxy: LayoutProxy)]
  /// The constraints left out because they conflicted with required ones, as UIKit breaks
  /// them.
  package private(set) var brokenConstraints: [NSLayoutConstraint] = []

  /// What the solved constraints depend on: the views placed and their generations, the
  /// frames of the views seen as fixed.
  struct Signature: Equatable {
    var views: [ObjectIdentifier] = []
    var generations: [Int] = []
    var fixedFrames: [GridRect] = []
    /// Whether each view, then each constraint, lays out right to left.
    var rightToLeft: [Bool] = []
  }

  /// Places the subviews that constraints place in `view`, if `view` is a layout root.
  package static func layOut(_ view: UIView) {
    guard view.translatesAutoresizingMaskIntoConstraints || view.superview == nil else { return }
    engine(for: view)?.layout(in: view.gridBounds.size)
  }

  /// The engine of `root`, built again when what it depends on changed; nil when no
  /// constraint or constraint-placed view concerns it.
  package static func engine(for root: UIView) -> AutoLayoutEngine? {
    let gathered = Gathering(root: root)
    guard !gathered.participants.isEmpty || !gathered.constraints.isEmpty else {
      root.autoLayoutEngine = nil
      return nil
    }
    if let engine = root.autoLayoutEngine, engine.signature == gathered.signature {
      return engine
    }
    let engine = AutoLayoutEngine(root: root, gathered: gathered)
    root.autoLayoutEngine = engine
    return engine
  }

  private init(root: UIView, gathered: Gathering) {
    layout = ConstraintLayout(root: root, named: Self.name(of: root))
    signature = gathered.signature
    var fixedFrames: [ObjectIdentifier: GridRect] = [:]
    for (view, frame) in gathered.fixed { fixedFrames[ObjectIdentifier(view)] = frame }
    var guides: [(guide: UILayoutGuide, proxy: LayoutProxy)] = []
    var builder = ProxyBuilder(
      layout: layout, root: root, fixedFrames: fixedFrames, guides: guides)
    for view in gathered.participants { _ = builder.proxy(forView: view) }
    for constraint in gathered.constraints {
      guard let solverConstraint = builder.solverConstraint(for: constraint) else { continue }
      do {
        _ = try layout.solver.add(solverConstraint)
      } catch {
        brokenConstraints.append(constraint)
        Self.reportBroken(constraint, because: error)
      }
    }
    guides = builder.guides
    customGuides = guides
  }

  /// Solves with the root at `size` and writes the frames of the views it places and of its
  /// custom guides.
  package func layout(in size: GridSize) {
    do {
      try layout.layout(in: size)
    } catch {
      // Edits and suggestions on the root's own variables: the solver refuses none of them.
    }
    writeGuideFrames()
  }

  /// The size the root takes pulled towards `size` at the given priorities.
  package func fittingSize(
    _ size: GridSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> GridSize {
    let fitted =
      (try? layout.systemLayoutSize(fitting: size, horizontal: horizontal, vertical: vertical))
      ?? size
    writeGuideFrames()
    return fitted
  }

  private func writeGuideFrames() {
    for (guide, proxy) in customGuides {
      guard let owner = guide.owningView else { continue }
      var frame = layout.solvedFrame(of: proxy)
      // Solved in the root's coordinates; a guide's frame is in its owner's, which may be
      // inside the root or around it (a cell's guide constrained to its content).
      if let root = layout.root, owner !== root {
        if owner.isAncestor(of: root) {
          let rootOrigin = Self.origin(of: root, in: owner)
          frame.origin = GridPoint(x: frame.minX + rootOrigin.x, y: frame.minY + rootOrigin.y)
        } else {
          let ownerOrigin = Self.origin(of: owner, in: root)
          frame.origin = GridPoint(x: frame.minX - ownerOrigin.x, y: frame.minY - ownerOrigin.y)
        }
      }
      guide.solvedFrame = frame
    }
  }

  /// The origin of `view` in `root`'s coordinates, `root` being an ancestor of it.
  package static func origin(of view: UIView, in root: UIView) -> GridPoint {
    var origin = GridPoint.zero
    var current: UIView? = view
    while let candidate = current, candidate !== root {
      origin = GridPoint(
        x: origin.x + candidate.gridFrame.minX, y: origin.y + candidate.gridFrame.minY)
      current = candidate.superview
    }
    return origin
  }

  /// What a constraint names a view by: its class.
  static func name(of view: UIView) -> String {
    String(describing: type(of: view))
  }

  private static func reportBroken(_ constraint: NSLayoutConstraint, because error: any Error) {
    let message =
      "HeadlessTable: Unable to simultaneously satisfy constraints.\n\t\(error)\n"
      + "Will attempt to recover by breaking constraint \n\(constraint)\n"
    FileHandle.standardError.write(Data(message.utf8))
  }
}

/// The views, constraints and fixed frames one layout root solves.
@MainActor
private struct Gathering {
  var participants: [UIView] = []
  var constraints: [NSLayoutConstraint] = []
  var fixed: [(UIView, GridRect)] = []
  var signature = AutoLayoutEngine.Signature()

  init(root: UIView) {
    collect(under: root)
    var placed: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    for view in participants { placed.insert(ObjectIdentifier(view)) }
    signature.views.append(ObjectIdentifier(root))
    signature.generations.append(root.constraintGeneration)
    signature.rightToLeft.append(root.isRightToLeft)
    for view in participants {
      signature.views.append(ObjectIdentifier(view))
      signature.generations.append(view.constraintGeneration)
      signature.rightToLeft.append(view.isRightToLeft)
    }
    var seen: Set<ObjectIdentifier> = []
    var fixedSeen: Set<ObjectIdentifier> = []
    for view in [root] + participants {
      for constraint in view.involvedConstraints
      where seen.insert(ObjectIdentifier(constraint)).inserted {
        var keep = true
        var newlyFixed: [(UIView, GridRect)] = []
        for itemView in constraint.itemViews where !placed.contains(ObjectIdentifier(itemView)) {
          guard let frame = Self.fixedFrame(of: itemView, root: root) else {
            keep = false
            break
          }
          newlyFixed.append((itemView, frame))
        }
        guard keep else { continue }
        constraints.append(constraint)
        signature.rightToLeft.append(constraint.flipsInRightToLeft)
        for (view, frame) in newlyFixed where fixedSeen.insert(ObjectIdentifier(view)).inserted {
          fixed.append((view, frame))
          signature.views.append(ObjectIdentifier(view))
          signature.generations.append(view.constraintGeneration)
          signature.fixedFrames.append(frame)
        }
      }
    }
  }

  /// The subviews that constraints place, depth first: those that do not translate their
  /// frames into constraints, and theirs.
  private mutating func collect(under view: UIView) {
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      participants.append(subview)
      collect(under: subview)
    }
  }

  /// The frame in `root`'s coordinates of a view the root does not place: one of its
  /// ancestors, or a view inside it that code places; nil for any other view.
  private static func fixedFrame(of view: UIView, root: UIView) -> GridRect? {
    if view.isAncestor(of: root) {
      let offset = AutoLayoutEngine.origin(of: root, in: view)
      return GridRect(origin: GridPoint(x: -offset.x, y: -offset.y), size: view.gridFrame.size)
    }
    if root.isAncestor(of: view) {
      return GridRect(
        origin: AutoLayoutEngine.origin(of: view, in: root), size: view.gridFrame.size)
    }
    return nil
  }
}

/// Makes the solver's proxies and constraints for a root's views, guides and constraints.
@MainActor
private struct ProxyBuilder {
  let layout: ConstraintLayout
  let root: UIView
  let fixedFrames: [ObjectIdentifier: GridRect]
  var guides: [(guide: UILayoutGuide, proxy: LayoutProxy)]

  /// The proxy of a view: the root's, a placed view's, or a fixed one's.
  mutating func proxy(forView view: UIView) -> LayoutProxy {
    if view === root { return layout.rootProxy }
    let name = AutoLayoutEngine.name(of: view)
    if let frame = fixedFrames[ObjectIdentifier(view)] {
      return layout.fixedProxy(for: view, named: name, at: frame)
    }
    return layout.proxy(for: view.named(name))
  }

  /// The proxy of a guide, tied to its owning view's: a custom guide is free, the owner's
  /// own guides follow its bounds and margins.
  mutating func proxy(forGuide guide: UILayoutGuide) -> LayoutProxy? {
    if guide.kind == .followsView {
      // The followed view is a fixed participant: the guide is its frame.
      guard let followed = guide.followedView else { return nil }
      return proxy(forView: followed)
    }
    guard let owner = guide.owningView else { return nil }
    let key = ObjectIdentifier(guide)
    if let proxy = layout.freeProxies[key] { return proxy }
    let ownerProxy = proxy(forView: owner)
    let name = "\(AutoLayoutEngine.name(of: owner)).\(guide.identifier)"
    let proxy = layout.freeProxy(for: key, named: name)
    if guide.kind == .custom {
      guides.append((guide, proxy))
      return proxy
    }
    let insets =
      guide.kind == .safeArea ? GridInsets(.zero) : owner.gridLayoutMargins
    let ties = [
      proxy.left == ownerProxy.left + Double(insets.left),
      proxy.top == ownerProxy.top + Double(insets.top),
      proxy.width == ownerProxy.width - Double(insets.left + insets.right),
      proxy.height == ownerProxy.height - Double(insets.top + insets.bottom),
    ]
    // A guide's sides on fresh variables, tied to its owner: they cannot conflict.
    for tie in ties { _ = try? layout.solver.add(tie) }
    return proxy
  }

  /// The solver's form of `constraint`; nil when an item is gone or the attributes mix axes.
  mutating func solverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
    let flipped = constraint.flipsInRightToLeft
    guard let first = expression(constraint.firstItem, constraint.firstAttribute, flipped)
    else { return nil }
    let horizontal = constraint.firstAttribute.isHorizontal
    let constant =
      horizontal
      ? Double(PointScale.columns(constraint.constant))
      : Double(PointScale.lines(constraint.constant))
    // Leading and trailing measure towards the left in right to left: the constant too.
    var right = LinearExpression(constant: flipped ? -constant : constant)
    if constraint.secondAttribute != .notAnAttribute {
      guard constraint.secondAttribute.isHorizontal == horizontal,
        let second = expression(constraint.secondItem, constraint.secondAttribute, flipped)
      else { return nil }
      right = right + second * Double(constraint.multiplier)
    } else if ![.width, .height].contains(constraint.firstAttribute) {
      return nil
    }
    // Flipped, a position measures towards the left, so an inequality between positions
    // turns round: `a.trailing <= b.leading - 8` keeps a before b either way, as UIKit's does.
    let turns = flipped && constraint.firstAttribute != .width
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: turns ? .greaterThanOrEqual : .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: turns ? .lessThanOrEqual : .greaterThanOrEqual
      }
    return Constraint(
      first - right, relation, priority: constraint.priority.solverPriority,
      text: constraint.text)
  }

  /// The expression of `attribute` of a view or guide.
  /// Leading and trailing are the left and right edges, or the right and left ones when
  /// `flipped`; left and right never flip.
  private mutating func expression(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ flipped: Bool
  ) -> LinearExpression? {
    let itemProxy: LayoutProxy
    var margins = GridInsets(.zero)
    var textBaseline = false
    if let view = item as? UIView {
      itemProxy = proxy(forView: view)
      margins = view.gridLayoutMargins
      textBaseline = view.hasTextBaseline
    } else if let guide = item as? UILayoutGuide, let guideProxy = proxy(forGuide: guide) {
      itemProxy = guideProxy
    } else {
      return nil
    }
    let left = LinearExpression(itemProxy.leftVariable)
    let top = LinearExpression(itemProxy.topVariable)
    let width = LinearExpression(itemProxy.widthVariable)
    let height = LinearExpression(itemProxy.heightVariable)
    func offset(_ value: Int) -> LinearExpression { LinearExpression(constant: Double(value)) }
    switch attribute {
    case .left: return left
    case .right: return left + width
    case .leading: return flipped ? left + width : left
    case .trailing: return flipped ? left : left + width
    case .top: return top
    case .bottom, .lastBaseline: return top + height
    case .width: return width
    case .height: return height
    case .centerX: return left + width * 0.5
    case .centerY: return top + height * 0.5
    case .firstBaseline: return textBaseline ? top + offset(1) : top + height
    case .leftMargin: return left + offset(margins.left)
    case .rightMargin: return left + width - offset(margins.right)
    case .leadingMargin:
      return flipped ? left + width - offset(margins.right) : left + offset(margins.left)
    case .trailingMargin:
      return flipped ? left + offset(margins.left) : left + width - offset(margins.right)
    case .topMargin: return top + offset(margins.top)
    case .bottomMargin: return top + height - offset(margins.bottom)
    case .centerXWithinMargins:
      return left + offset(margins.left) + (width - offset(margins.left + margins.right)) * 0.5
    case .centerYWithinMargins:
      return top + offset(margins.top) + (height - offset(margins.top + margins.bottom)) * 0.5
    case .notAnAttribute: return nil
    }
  }
}

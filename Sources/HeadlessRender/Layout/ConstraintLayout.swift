import Cassowary
import TextCanvas

/// The constraint layout of one view tree: its solver, its groups, and the frames it writes.
///
/// A cell owns one and describes its subviews once:
///
/// ```swift
/// let layout = ConstraintLayout(root: contentView)
/// try layout.constrain(episodeLabel.named("episode"), titleLabel.named("title")) {
///   episode, title, parent in
///   episode.leading == parent.leading + 1
///   title.leading == episode.trailing + 1
///   title.trailing <= parent.trailing - 1
/// }
/// try layout.layout(in: GridSize(width: 80, height: 3))
/// ```
///
/// Intrinsic content sizes become Auto Layout's pairs of optional inequalities: `width <= w`
/// at the hugging priority and `width >= w` at the compression resistance. A view with an
/// intrinsic height is then asked `sizeThatFits` at its solved width (a multi-line label's
/// height) and the layout is solved again. Frames are snapped to the grid by rounding edges,
/// never sizes, so neighbours never gap or overlap. Every view's width and height are at least
/// 0 (required). The root's size is held at ``sizePriority`` (999), so the defaults (750, 250)
/// always give way to it.
@MainActor
package final class ConstraintLayout {
  struct Item {
    // Weak, as `root` is: a view keeps its Auto Layout engine, whose layout this is.
    weak var view: UIView?
    var proxy: LayoutProxy
    var intrinsic: [Axis: IntrinsicPair] = [:]
  }

  struct IntrinsicPair: Equatable {
    var value: Int
    var hugging: LayoutPriority
    var compression: LayoutPriority
    var ids: [ConstraintSolver.ConstraintID] = []

    static func == (lhs: IntrinsicPair, rhs: IntrinsicPair) -> Bool {
      (lhs.value, lhs.hugging, lhs.compression) == (rhs.value, rhs.hugging, rhs.compression)
    }
  }

  /// The view whose subviews are laid out; its edges are `parent` unless named otherwise.
  ///
  /// Held weakly, as every view of the layout is: a view keeps its Auto Layout engine (see
  /// `UIView.autoLayoutEngine`), whose layout this is, so a strong reference would keep the
  /// view, its subviews and the solver alive forever, a cell's worth of memory for every cell
  /// a scenario ever measured. Once the root is gone the layout writes no frame.
  package private(set) weak var root: UIView?
  /// The root's key among ``items``, kept when the root is gone.
  let rootKey: ObjectIdentifier
  /// The solver, for inspection in tests.
  package internal(set) var solver = ConstraintSolver()
  /// Whether the last layout had to break a tie between equal priorities.
  package internal(set) var isAmbiguous = false
  var items: [ObjectIdentifier: Item] = [:]
  var order: [ObjectIdentifier] = []
  /// Views whose frames are given, not solved: no intrinsic size, no frame written.
  var fixedKeys: Set<ObjectIdentifier> = []
  /// Proxies of layout guides: solved like views, with no view to size or place.
  var freeProxies: [ObjectIdentifier: LayoutProxy] = [:]
  var groups: [Int: [ConstraintSolver.ConstraintID]] = [:]
  var nextGroup = 0
  var heightEditPriority: LayoutPriority?
  var widthEditPriority = ConstraintLayout.sizePriority
  let rootProxy: LayoutProxy

  /// The priority of the width and height a layout is given: above every default, below
  /// required, so that a required constraint wins and no compression does.
  package static let sizePriority = LayoutPriority(999)

  /// Creates the layout of `root`'s tree; constraints name `root` as `name`.
  package init(root: UIView, named name: String = "parent") {
    self.root = root
    rootKey = ObjectIdentifier(root)
    rootProxy = Self.makeProxy(&solver, name: name)
    items[rootKey] = Item(view: root, proxy: rootProxy)
    order.append(rootKey)
    // A fresh solver cannot refuse these: two pins on new variables and one optional edit.
    for pin in [rootProxy.left == 0, rootProxy.top == 0] { _ = try? solver.add(pin) }
    try? solver.addEditVariable(rootProxy.widthVariable, priority: Self.sizePriority)
  }

  private static func makeProxy(_ solver: inout ConstraintSolver, name: String) -> LayoutProxy {
    LayoutProxy(
      name: name,
      leftVariable: solver.makeVariable(named: "\(name).left"),
      topVariable: solver.makeVariable(named: "\(name).top"),
      widthVariable: solver.makeVariable(named: "\(name).width"),
      heightVariable: solver.makeVariable(named: "\(name).height"))
  }

  /// The proxy of a view, registering it (and its name) the first time.
  func proxy(for target: some LayoutTarget) -> LayoutProxy {
    let key = ObjectIdentifier(target.layoutView)
    if let item = items[key] { return item.proxy }
    let name = target.layoutName ?? "view\(order.count)"
    let proxy = Self.makeProxy(&solver, name: name)
    items[key] = Item(view: target.layoutView, proxy: proxy)
    order.append(key)
    // A frame on the grid is never negative; without this, compressed views could trade
    // columns below zero with their neighbours.
    for floor in [proxy.width >= 0, proxy.height >= 0] { _ = try? solver.add(floor) }
    return proxy
  }

  /// The proxy of `view`, whose frame is given in the root's coordinates rather than solved:
  /// required constraints hold it at `frame`, and no intrinsic size or frame is written for it.
  func fixedProxy(for view: UIView, named name: String, at frame: GridRect) -> LayoutProxy {
    let key = ObjectIdentifier(view)
    if let item = items[key] { return item.proxy }
    let proxy = Self.makeProxy(&solver, name: name)
    items[key] = Item(view: view, proxy: proxy)
    order.append(key)
    fixedKeys.insert(key)
    let pins = [
      proxy.left == Double(frame.minX), proxy.top == Double(frame.minY),
      proxy.width == Double(frame.width), proxy.height == Double(frame.height),
    ]
    // Four pins on fresh variables cannot conflict.
    for pin in pins { _ = try? solver.add(pin) }
    return proxy
  }

  /// The proxy of something laid out without being a view (a layout guide), keyed by
  /// `key`, its size at least 0.
  func freeProxy(for key: ObjectIdentifier, named name: String) -> LayoutProxy {
    if let proxy = freeProxies[key] { return proxy }
    let proxy = Self.makeProxy(&solver, name: name)
    freeProxies[key] = proxy
    for floor in [proxy.width >= 0, proxy.height >= 0] { _ = try? solver.add(floor) }
    return proxy
  }

  /// The solved rectangle of a proxy, snapped to the grid, in the root's coordinates.
  func solvedFrame(of proxy: LayoutProxy) -> GridRect {
    let edges = snappedEdges(proxy)
    return GridRect(
      x: edges.left, y: edges.top, width: Swift.max(0, edges.right - edges.left),
      height: Swift.max(0, edges.bottom - edges.top))
  }

  /// Adds the constraints of `body`, replacing the group `replacing` if given.
  ///
  /// - Throws: `ConstraintSolverError.unsatisfiable(constraint:conflicting:)`; the layout
  ///   then keeps its old constraints (and `replacing`'s).
  @discardableResult
  package func constrain(
    _ a: some LayoutTarget, replacing: ConstraintGroup? = nil,
    @LayoutBuilder _ body: (LayoutProxy) -> [Constraint]
  ) throws -> ConstraintGroup {
    let proxyA = proxy(for: a)
    return try add(body(proxyA), replacing: replacing)
  }

  /// Adds the constraints of `body` on two views.
  @discardableResult
  package func constrain(
    _ a: some LayoutTarget, _ b: some LayoutTarget, replacing: ConstraintGroup? = nil,
    @LayoutBuilder _ body: (LayoutProxy, LayoutProxy) -> [Constraint]
  ) throws -> ConstraintGroup {
    let proxies = (proxy(for: a), proxy(for: b))
    return try add(body(proxies.0, proxies.1), replacing: replacing)
  }

  /// Adds the constraints of `body` on three views.
  @discardableResult
  package func constrain(
    _ a: some LayoutTarget, _ b: some LayoutTarget, _ c: some LayoutTarget,
    replacing: ConstraintGroup? = nil,
    @LayoutBuilder _ body: (LayoutProxy, LayoutProxy, LayoutProxy) -> [Constraint]
  ) throws -> ConstraintGroup {
    let proxies = (proxy(for: a), proxy(for: b), proxy(for: c))
    return try add(body(proxies.0, proxies.1, proxies.2), replacing: replacing)
  }

  /// Adds the constraints of `body` on four views.
  @discardableResult
  package func constrain(
    _ a: some LayoutTarget, _ b: some LayoutTarget, _ c: some LayoutTarget,
    _ d: some LayoutTarget, replacing: ConstraintGroup? = nil,
    @LayoutBuilder _ body: (LayoutProxy, LayoutProxy, LayoutProxy, LayoutProxy) -> [Constraint]
  ) throws -> ConstraintGroup {
    let proxies = (proxy(for: a), proxy(for: b), proxy(for: c), proxy(for: d))
    return try add(body(proxies.0, proxies.1, proxies.2, proxies.3), replacing: replacing)
  }

  /// Adds the constraints of `body` on any number of views, in the order given.
  @discardableResult
  package func constrain(
    _ targets: [any LayoutTarget], replacing: ConstraintGroup? = nil,
    @LayoutBuilder _ body: ([LayoutProxy]) -> [Constraint]
  ) throws -> ConstraintGroup {
    let proxies = targets.map { proxy(for: $0) }
    return try add(body(proxies), replacing: replacing)
  }

  /// Removes the constraints of a group.
  package func remove(_ group: ConstraintGroup) throws {
    for id in groups.removeValue(forKey: group.id) ?? [] { try solver.remove(id) }
  }

  /// The constraints of a group, strongest first, then by text.
  package func constraints(in group: ConstraintGroup) -> [Constraint] {
    let ids = Set(groups[group.id] ?? [])
    return ids.compactMap { solver.constraint(withID: $0) }
      .sorted { ($0.priority, $1.text) > ($1.priority, $0.text) }
  }

  private func add(_ constraints: [Constraint], replacing: ConstraintGroup?) throws
    -> ConstraintGroup
  {
    let oldIDs = replacing.flatMap { groups[$0.id] } ?? []
    let oldConstraints = oldIDs.compactMap { solver.constraint(withID: $0) }
    for id in oldIDs { try solver.remove(id) }
    var added: [ConstraintSolver.ConstraintID] = []
    do {
      for constraint in constraints { added.append(try solver.add(constraint)) }
    } catch {
      // All or nothing: the group's earlier lines go, and a replaced group comes back.
      for id in added.reversed() { try solver.remove(id) }
      if let replacing {
        groups[replacing.id] = try oldConstraints.map { try solver.add($0) }
      }
      throw error
    }
    let group = replacing ?? ConstraintGroup(id: nextGroup)
    if replacing == nil { nextGroup += 1 }
    groups[group.id] = added
    return group
  }
}

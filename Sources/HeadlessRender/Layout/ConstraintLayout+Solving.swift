import Cassowary
import TextCanvas

// Solving: intrinsic sizes, the height-for-width pass, the root's size, snapping to the grid.
extension ConstraintLayout {
  /// Solves with the root at `size` and writes every registered view's frame.
  ///
  /// - Complexity: Two solves (a third if a height-for-width answer changed a width), each
  ///   incremental from the last layout.
  package func layout(in size: GridSize) throws {
    try setWidthEdit(priority: Self.sizePriority)
    try setHeightEdit(priority: Self.sizePriority)
    try solver.suggestValue(rootProxy.widthVariable, Double(size.width))
    try solver.suggestValue(rootProxy.heightVariable, Double(size.height))
    try solve()
    root?.gridFrame.size = size
  }

  /// The size the root needs at `width`: the height its constraints give when it is pulled as
  /// short as they allow (Auto Layout's fitting-size level, 50). Frames are written as a side
  /// effect, laid out at that size.
  package func systemLayoutSize(fittingWidth width: Int) throws -> GridSize {
    try systemLayoutSize(
      fitting: GridSize(width: width, height: 0), horizontal: Self.sizePriority,
      vertical: .fittingSizeLevel)
  }

  /// The size the root takes when pulled towards `size`, its width at `horizontal` priority
  /// and its height at `vertical` (a required priority pulls at 999, so that the root's own
  /// required constraints still win): Auto Layout's `systemLayoutSizeFitting`. Frames are
  /// written as a side effect.
  func systemLayoutSize(
    fitting size: GridSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) throws -> GridSize {
    try setWidthEdit(priority: Swift.min(horizontal, Self.sizePriority))
    try setHeightEdit(priority: Swift.min(vertical, Self.sizePriority))
    try solver.suggestValue(rootProxy.widthVariable, Double(size.width))
    try solver.suggestValue(rootProxy.heightVariable, Double(size.height))
    try solve()
    let width = Int(solver.value(of: rootProxy.widthVariable).rounded())
    let height = Int(solver.value(of: rootProxy.heightVariable).rounded())
    return GridSize(width: Swift.max(0, width), height: Swift.max(0, height))
  }

  private func setHeightEdit(priority: LayoutPriority) throws {
    guard heightEditPriority != priority else { return }
    if heightEditPriority != nil { try solver.removeEditVariable(rootProxy.heightVariable) }
    try solver.addEditVariable(rootProxy.heightVariable, priority: priority)
    heightEditPriority = priority
  }

  private func setWidthEdit(priority: LayoutPriority) throws {
    guard widthEditPriority != priority else { return }
    try solver.removeEditVariable(rootProxy.widthVariable)
    try solver.addEditVariable(rootProxy.widthVariable, priority: priority)
    widthEditPriority = priority
  }

  private func solve() throws {
    for key in order where key != rootKey && !fixedKeys.contains(key) {
      guard let view = items[key]?.view else { continue }
      let size = view.layoutIntrinsicSize
      try setIntrinsic(key, .horizontal, size.width, view)
      try setIntrinsic(key, .vertical, size.height, view)
    }
    isAmbiguous = try solver.resolveAmbiguity()
    writeFrames()
    // Height for width: a view with an intrinsic height answers for its solved width.
    for _ in 0..<2 {
      var changed = false
      for key in order where key != rootKey && !fixedKeys.contains(key) {
        guard let view = items[key]?.view, view.layoutIntrinsicSize.height != nil else {
          continue
        }
        let fitted = view.layoutSize(
          fitting: GridSize(width: view.gridFrame.width, height: Int.max))
        if fitted.height != items[key]?.intrinsic[.vertical]?.value {
          try setIntrinsic(key, .vertical, fitted.height, view)
          changed = true
        }
      }
      guard changed else { return }
      isAmbiguous = try solver.resolveAmbiguity()
      writeFrames()
    }
  }

  private func setIntrinsic(_ key: ObjectIdentifier, _ axis: Axis, _ value: Int?, _ view: UIView)
    throws
  {
    guard let item = items[key] else { return }
    let wanted = value.map {
      IntrinsicPair(
        value: $0, hugging: view.huggingPriority(on: axis),
        compression: view.compressionResistancePriority(on: axis))
    }
    let current = item.intrinsic[axis]
    guard current != wanted else { return }
    for id in current?.ids ?? [] { try solver.remove(id) }
    items[key]?.intrinsic[axis] = nil
    guard var pair = wanted else { return }
    let anchor = axis == .horizontal ? item.proxy.width.linear : item.proxy.height.linear
    let text = "\(item.proxy.name).\(axis == .horizontal ? "width" : "height")"
    let size = LinearExpression(constant: Double(pair.value))
    let number = String(pair.value)
    pair.ids = [
      try solver.add(
        Constraint(
          anchor - size, .lessThanOrEqual, priority: pair.hugging, text: "\(text) <= \(number)")),
      try solver.add(
        Constraint(
          anchor - size, .greaterThanOrEqual, priority: pair.compression,
          text: "\(text) >= \(number)")),
    ]
    items[key]?.intrinsic[axis] = pair
  }

  /// Rounds each edge to the nearest column or line; sizes are the differences of rounded
  /// edges, and frames are relative to the superview when it is in the layout.
  private func writeFrames() {
    for key in order where key != rootKey && !fixedKeys.contains(key) {
      guard let item = items[key], let view = item.view else { continue }
      let edges = snappedEdges(item.proxy)
      var origin = GridPoint(x: edges.left, y: edges.top)
      if let superview = view.superview, superview !== root,
        let parent = items[ObjectIdentifier(superview)]
      {
        let parentEdges = snappedEdges(parent.proxy)
        origin = GridPoint(x: origin.x - parentEdges.left, y: origin.y - parentEdges.top)
      }
      view.gridFrame = GridRect(
        origin: origin,
        size: GridSize(
          width: Swift.max(0, edges.right - edges.left),
          height: Swift.max(0, edges.bottom - edges.top)))
    }
  }

  func snappedEdges(_ proxy: LayoutProxy) -> (left: Int, top: Int, right: Int, bottom: Int) {
    let left = solver.value(of: proxy.leftVariable)
    let top = solver.value(of: proxy.topVariable)
    return (
      Self.snap(left), Self.snap(top),
      Self.snap(left + solver.value(of: proxy.widthVariable)),
      Self.snap(top + solver.value(of: proxy.heightVariable))
    )
  }

  /// The nearest whole column or line, half-way up; the epsilon absorbs floating-point noise
  /// such as 4.4999999 for 4.5.
  static func snap(_ value: Double) -> Int {
    Int((value + 0.5 + 1e-7).rounded(.down))
  }
}

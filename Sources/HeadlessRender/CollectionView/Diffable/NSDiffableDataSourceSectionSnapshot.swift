/// The items of one section as an outline, as UIKit's
/// `NSDiffableDataSourceSectionSnapshot`: items with children, expanded or collapsed; a
/// collection view shows its ``visibleItems``.
///
/// ```swift
/// var birds = NSDiffableDataSourceSectionSnapshot<String>()
/// birds.append(["Water", "Garden"])
/// birds.append(["heron", "coot"], to: "Water")
/// birds.expand(["Water"])
/// print(birds.visualDescription())
/// // + Water *
/// //   - heron *
/// //   - coot *
/// // - Garden *
/// dataSource.apply(birds, to: "Birds")
/// ```
///
/// Where UIKit raises an exception (an identifier twice, deleting or inserting next to an
/// item the snapshot does not have), the snapshot keeps UIKit's message and ignores every
/// later change, as the app would have stopped there; the data source it is given keeps the
/// message as its collection view's failure and applies nothing. Questions about an item the
/// snapshot does not have (``isExpanded(_:)``, ``level(of:)``, …), which UIKit raises for
/// too, answer false, 0 or nil.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable, Equatable
{
  private var roots: [ItemIdentifierType] = []
  private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var expanded: Set<ItemIdentifierType> = []
  /// UIKit's message for the first change it would have raised an exception for, if any.
  package private(set) var failure: String?

  /// An empty section snapshot.
  public init() {}

  // MARK: Reading

  /// Every item, depth first: each item followed by its children.
  public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

  /// The items without a parent, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items whose ancestors are all expanded, depth first: what a collection view shows.
  public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

  /// Whether the snapshot has `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    parents[item] != nil || roots.contains(item)
  }

  /// Whether `item` is expanded; false for an item the snapshot does not have.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether every ancestor of `item` is expanded; false for an item it does not have.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard contains(item) else { return false }
    var current = parents[item]
    while let parent = current {
      guard expanded.contains(parent) else { return false }
      current = parents[parent]
    }
    return true
  }

  /// How deep `item` is: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = parents[item]
    while let parent = current {
      level += 1
      current = parents[parent]
    }
    return level
  }

  /// The parent of `item`, or nil for a root item.
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }

  /// The position of `item` in ``items``, or nil when the snapshot does not have it.
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

  /// `parent`'s descendants as a snapshot of their own, with `parent` as its root when
  /// `includingParent`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var copy = Self()
    guard contains(parent) else { return copy }
    func copyChildren(of item: ItemIdentifierType) {
      let kids = children[item] ?? []
      if !kids.isEmpty {
        copy.children[item] = kids
        for kid in kids {
          copy.parents[kid] = item
          copyChildren(of: kid)
        }
      }
      if expanded.contains(item) { copy.expanded.insert(item) }
    }
    copyChildren(of: parent)
    if includingParent {
      copy.roots = [parent]
    } else {
      copy.roots = children[parent] ?? []
      for root in copy.roots { copy.parents[root] = nil }
      copy.children[parent] = nil
      copy.expanded.remove(parent)
    }
    return copy
  }

  /// The outline as text: two spaces per level, `+` for an expanded item and `-` for a
  /// collapsed one, then `*` when the item is visible.
  public func visualDescription() -> String {
    items.map { item in
      String(repeating: "  ", count: level(of: item)) + (expanded.contains(item) ? "+ " : "- ")
        + "\(item)" + (isVisible(item) ? " *" : "")
    }.joined(separator: "\n")
  }

  // MARK: Changing

  /// Appends `items` after the children of `parent`, or after the root items.
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    guard checkNew(items) else { return }
    if let parent {
      guard contains(parent) else { return fail(missing: parent) }
      children[parent, default: []] += items
      for item in items { parents[item] = parent }
    } else {
      roots += items
    }
  }

  /// Inserts `items` just before `item`, among its siblings.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, beside: item, offset: 0)
  }

  /// Inserts `items` just after `item` and its descendants, among its siblings.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, beside: item, offset: 1)
  }

  /// Deletes `items` with all their descendants.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    guard failure == nil else { return }
    if let missing = items.first(where: { !contains($0) }) { return fail(missing: missing) }
    for item in items where contains(item) { remove(item) }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    guard failure == nil else { return }
    roots = []
    children = [:]
    parents = [:]
    expanded = []
  }

  /// Expands `items`, so their children show when they do; unknown items are ignored.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    guard failure == nil else { return }
    for item in items where contains(item) { expanded.insert(item) }
  }

  /// Collapses `items`, hiding their descendants; unknown items are ignored.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    guard failure == nil else { return }
    for item in items { expanded.remove(item) }
  }

  // MARK: Private

  private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    func visit(_ item: ItemIdentifierType) {
      result.append(item)
      guard !onlyVisible || expanded.contains(item) else { return }
      for child in children[item] ?? [] { visit(child) }
    }
    for item in items { visit(item) }
    return result
  }

  /// Whether `items` may be added: none twice, none already here; else the failure is kept.
  private mutating func checkNew(_ items: [ItemIdentifierType]) -> Bool {
    guard failure == nil else { return false }
    var seen: Set<ItemIdentifierType> = []
    var duplicates: [ItemIdentifierType] = []
    for item in items where !seen.insert(item).inserted || contains(item) {
      if !duplicates.contains(item) { duplicates.append(item) }
    }
    guard duplicates.isEmpty else {
      let listed = duplicates.map { "    \($0)" }.joined(separator: ",\n")
      failure =
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
        + listed + "\n)}"
      return false
    }
    return true
  }

  private mutating func insert(
    _ items: [ItemIdentifierType], beside item: ItemIdentifierType, offset: Int
  ) {
    guard checkNew(items) else { return }
    guard contains(item) else { return fail(missing: item) }
    if let parent = parents[item] {
      var siblings = children[parent] ?? []
      if let index = siblings.firstIndex(of: item) {
        siblings.insert(contentsOf: items, at: index + offset)
      }
      children[parent] = siblings
      for new in items { parents[new] = parent }
    } else if let index = roots.firstIndex(of: item) {
      roots.insert(contentsOf: items, at: index + offset)
    }
  }

  private mutating func remove(_ item: ItemIdentifierType) {
    for child in children[item] ?? [] { remove(child) }
    children[item] = nil
    expanded.remove(item)
    if let parent = parents.removeValue(forKey: item) {
      children[parent]?.removeAll { $0 == item }
      if children[parent]?.isEmpty == true { children[parent] = nil }
    } else {
      roots.removeAll { $0 == item }
    }
  }

  private mutating func fail(missing item: ItemIdentifierType) {
    failure = "Failed to find index of item \(item)"
  }
}

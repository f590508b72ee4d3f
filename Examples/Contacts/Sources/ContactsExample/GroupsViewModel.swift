/// The contact groups screen's view model, written without ListKit: the groups, the search
/// text, and what the user's gestures change; the view controller redraws on `onChange`.
@MainActor
public final class GroupsViewModel {
  /// The groups, in the user's order.
  public private(set) var groups: [String]
  /// What the search field holds; the groups shown contain it.
  public var query = "" {
    didSet { onChange?() }
  }
  /// Told after every change the screen shows.
  public var onChange: (() -> Void)?

  private let fetch: @Sendable () async -> [String]

  /// A model showing `groups` until a refresh answers with what `fetch` returns.
  public init(groups: [String], fetch: @escaping @Sendable () async -> [String]) {
    self.groups = groups
    self.fetch = fetch
  }

  /// The groups shown: those whose name contains the search text, or all.
  public var shown: [String] {
    query.isEmpty ? groups : groups.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  /// Fetches the groups again and shows them.
  public func refresh() async {
    groups = await fetch()
    onChange?()
  }

  /// Deletes the group shown at `index`.
  public func deleteShown(at index: Int) {
    let name = shown[index]
    groups.removeAll { $0 == name }
    onChange?()
  }

  /// Moves the group shown at `source` to the place of the one shown at `destination`.
  public func moveShown(from source: Int, to destination: Int) {
    let moving = shown[source]
    let target = shown[destination]
    groups.removeAll { $0 == moving }
    let place = groups.firstIndex(of: target) ?? groups.endIndex
    groups.insert(moving, at: source < destination ? place + 1 : place)
  }
}

import Foundation

extension UICollectionView {
  /// A cell class with the code that configures it for an item, as
  /// `UICollectionView.CellRegistration`: made once, up front, and handed to
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, name in
  ///   cell.label.text = name
  /// }
  /// ```
  ///
  /// The registration registers its class on the collection view the first time it is used,
  /// under a reuse identifier of its own, so cells of one registration are reused among
  /// themselves only.
  ///
  /// A registration made while a collection view asks for a cell (in `cellForItemAt`, or in a
  /// diffable data source's cell provider) defeats reuse: dequeuing with it is what iOS 15
  /// stops on ("Attempted to dequeue a cell using a registration that was created inside
  /// -collectionView:cellForItemAtIndexPath: …"), kept as the collection view's failure.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler
    let reuseIdentifier: String
    /// Whether the registration was made while a collection view asked for a cell.
    let isMadeInProvider: Bool

    /// Creates a registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
      isMadeInProvider = UICollectionView.cellRequestsInProgress > 0
    }
  }

  /// A supplementary view class of one kind with the code that configures it, as
  /// `UICollectionView.SupplementaryRegistration`.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a dequeued view of a kind for an index path.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// The kind of view the registration makes.
    public let elementKind: String
    let handler: Handler
    let reuseIdentifier: String

    /// Creates a registration of views of `elementKind` that `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
    }
  }

  /// A cell of `registration`'s class for the item at `indexPath`, dequeued (reused when one
  /// of the same registration is in the pool) and configured by the registration's handler
  /// with `item`.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registration.isMadeInProvider {
      recordFailure(
        error(
          .registrationMadeInProvider("<UICollectionViewCellRegistration; cell = \(Cell.self)>")))
    }
    if cellRegistrations[registration.reuseIdentifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The pool of the registration's own identifier holds only its class.
    guard let cell = dequeued as? Cell else { return Cell(dequeuedWith: "") }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of `registration`'s class and kind for `indexPath`, dequeued and
  /// configured by the registration's handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = SupplementaryKey(
      kind: registration.elementKind, identifier: registration.reuseIdentifier)
    if supplementaryRegistrations[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
      for: indexPath)
    guard let view = dequeued as? Supplementary else { return Supplementary(dequeuedWith: "") }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// Reuse identifiers for registrations: one per registration, never shown.
@MainActor
enum RegistrationIdentifiers {
  private static var count = 0

  static func next(for type: Any.Type) -> String {
    count += 1
    return "\(type)-registration-\(count)"
  }
}

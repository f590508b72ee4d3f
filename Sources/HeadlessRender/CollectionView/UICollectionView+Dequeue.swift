import Foundation

extension UICollectionView {
  /// A cell for `identifier` to show at `indexPath`: the last one returned to the pool (after
  /// `prepareForReuse()`), else a new one of the registered class; while the collection view
  /// reconfigures that item, its existing cell, untouched, as UIKit's `reconfigureItems`.
  ///
  /// An identifier nobody registered is what UIKit raises an exception for ("could not
  /// dequeue a view of kind: UICollectionElementKindCell with identifier …"): it is kept as a
  /// failure, which the frame that draws the collection view reports, and the call returns a
  /// plain cell so that the app's code runs on. A cast of that cell to the app's class stops
  /// the test, as the app would have stopped; the message is printed first. A cell dequeued
  /// outside the data source's answer to the collection view, or one more than it returns, is
  /// kept as iOS 18's failure ("Expected dequeued view to be returned …").
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = makeCell(withReuseIdentifier: identifier, for: indexPath)
    noteDequeued(cell)
    // As UIKit applies the item's layout attributes before the cell is configured, a list cell
    // knows whether it is its section's header item (which its default configuration follows).
    (cell as? UICollectionViewListCell)?.dequeuedHeaderAppearance = listHeaderAppearance(
      at: indexPath)
    // A dequeued cell gets a configuration update before it is measured and drawn.
    cell.setNeedsUpdateConfiguration()
    return cell
  }

  private func makeCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let reconfiguring, reconfiguring.indexPath == indexPath,
      reconfiguring.cell.reuseIdentifier == identifier
    {
      return reconfiguring.cell
    }
    if let cell = cellPool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    if let made = cellRegistrations[identifier]?.init(dequeuedWith: identifier)
      as? UICollectionViewCell
    {
      return made
    }
    let failure = error(
      .unregisteredIdentifier(kind: Self.elementKindCell, identifier: identifier))
    recordFailure(failure)
    FileHandle.standardError.write(Data("HeadlessTable: \(failure)\n".utf8))
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view of `elementKind` for `identifier` to show at `indexPath`: the last
  /// one of that kind and identifier returned to the pool (after `prepareForReuse()`), else a
  /// new one of the registered class; an unregistered kind and identifier is kept as a
  /// failure, as for cells.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = makeSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    noteDequeued(view)
    return view
  }

  private func makeSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    if let view = supplementaryPool[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    if let made = supplementaryRegistrations[key]?.init(dequeuedWith: identifier) {
      return made
    }
    recordFailure(error(.unregisteredIdentifier(kind: elementKind, identifier: identifier)))
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// Keeps `view` as dequeued for the request in progress; a view dequeued while the
  /// collection view asks for none is what iOS 18 raises an exception for, kept as a failure.
  private func noteDequeued(_ view: UICollectionReusableView) {
    if dequeuedInRequest != nil {
      dequeuedInRequest?.append(view)
    } else {
      recordFailure(error(.dequeuedViewNotReturned(Self.describe(view))))
    }
  }

  /// `<LabelCell; reuseIdentifier = Label>`: a view in a message, with no address.
  static func describe(_ view: UICollectionReusableView) -> String {
    "<\(type(of: view)); reuseIdentifier = \(view.reuseIdentifier ?? "nil")>"
  }

  /// Runs `ask` as one request of the data source: a view dequeued during it and not the one
  /// returned is thrown as UIKit's iOS 18 failure.
  private func request<View: UICollectionReusableView>(
    _ ask: () -> View
  ) throws(CollectionViewError) -> View {
    let outer = dequeuedInRequest
    dequeuedInRequest = []
    defer { dequeuedInRequest = outer }
    let view = ask()
    if let stray = dequeuedInRequest?.first(where: { $0 !== view }) {
      throw error(.dequeuedViewNotReturned(Self.describe(stray)))
    }
    return view
  }

  /// How many cell requests of any collection view are under way: a registration made while
  /// one is was made in a cell provider.
  static var cellRequestsInProgress = 0

  /// Asks the data source for the cell of the item at `indexPath`: the failures recorded
  /// while it answers, or a cell it did not dequeue, are thrown.
  func requestCell(at indexPath: IndexPath) throws(CollectionViewError) -> UICollectionViewCell {
    guard let dataSource else { throw error(.cellWithoutReuseIdentifier) }
    let kept = failures.count
    Self.cellRequestsInProgress += 1
    defer { Self.cellRequestsInProgress -= 1 }
    let cell = try request { dataSource.collectionView(self, cellForItemAt: indexPath) }
    try rethrowFailures(since: kept)
    guard cell.reuseIdentifier != nil else { throw error(.cellWithoutReuseIdentifier) }
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    return cell
  }

  /// Asks the data source for the supplementary view of `kind` at `indexPath`.
  func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    throws(CollectionViewError) -> UICollectionReusableView
  {
    let kept = failures.count
    guard let dataSource else { throw error(.supplementaryViewNotDequeued(kind: kind, indexPath)) }
    let view = try request {
      dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    try rethrowFailures(since: kept)
    guard view.reuseIdentifier != nil else {
      throw error(.supplementaryViewNotDequeued(kind: kind, indexPath))
    }
    return view
  }

  private func rethrowFailures(since kept: Int) throws(CollectionViewError) {
    guard failures.count > kept else { return }
    let failure = failures[kept]
    failures.removeSubrange(kept...)
    throw failure
  }
}

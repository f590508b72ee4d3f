import Foundation
import HeadlessRender

/// A collection view data source over titled sections of strings, with `LabelCell`s
/// ("Label") and `HeaderView` headers ("Header"), recording what the collection view asks and
/// tells.
@MainActor
final class GridDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  var sections: [(title: String, items: [String])]
  private(set) var cellRequests: [IndexPath] = []
  private(set) var events: [String] = []
  private(set) var prefetchEvents: [String] = []

  init(_ sections: [(title: String, items: [String])]) {
    self.sections = sections
  }

  /// One untitled section of `items`.
  convenience init(items: [String]) {
    self.init([(title: "", items: items)])
  }

  /// Registers the cell and header classes on `collectionView` and becomes its data source,
  /// delegate and prefetch data source.
  func attach(to collectionView: UICollectionView) {
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    collectionView.register(
      HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
  }

  func clearEvents() {
    events = []
    cellRequests = []
    prefetchEvents = []
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    (cell as? LabelCell)?.label.text = sections[indexPath.section].items[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    // A section's header and footer show its title; a view of another kind its kind.
    let isTitled = [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ]
    .contains(kind)
    (view as? HeaderView)?.label.text = isTitled ? sections[indexPath.section].title : kind
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("willDisplay \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("didEndDisplaying \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    prefetchEvents.append(
      "prefetch " + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: " "))
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    prefetchEvents.append(
      "cancel " + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: " "))
  }
}

/// A flow layout of items 10 columns by 1 line (97.5 by 22 points), no spacing between lines,
/// and with `columns` items on each line of a 40-column collection view.
@MainActor
func gridLayout() -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 97.5, height: 22)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

/// A collection view `width` columns by `height` lines with `layout`, driven by `dataSource`.
@MainActor
func makeCollectionView(
  _ dataSource: GridDataSource, layout: UICollectionViewLayout = gridLayout(), width: Int = 40,
  height: Int = 3
) -> UICollectionView {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 9.75 * Double(width), height: 22 * Double(height)),
    collectionViewLayout: layout)
  dataSource.attach(to: collectionView)
  return collectionView
}

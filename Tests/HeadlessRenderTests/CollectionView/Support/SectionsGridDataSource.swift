import Foundation
import HeadlessRender
import ListKit
import TestSupport

/// A collection view data source that answers from sections read through a closure (a
/// store's, or a variable a test switches), with `LabelCell`s showing each item's
/// description.
@MainActor
final class SectionsGridDataSource: NSObject, UICollectionViewDataSource {
  var sections: () -> [TestSection]

  init(_ sections: @escaping () -> [TestSection]) {
    self.sections = sections
  }

  /// Registers the cell class on `collectionView` and becomes its data source.
  func attach(to collectionView: UICollectionView) {
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    collectionView.dataSource = self
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections().count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections()[section].items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    (cell as? LabelCell)?.label.text = sections().item(at: indexPath)?.description ?? "?"
    return cell
  }
}

import Foundation
import HeadlessRender

/// A collection view data source over sections of strings shown in `UICollectionViewListCell`s
/// ("List") with a list content configuration and `accessories`, headers and footers as
/// `HeaderView`s ("Head 0", "Foot 0"), and swipe actions for a list configuration's providers:
/// each performed action is logged as `Delete (0 - 1)`.
@MainActor
final class ListCellSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[String]]
  var accessories: [UICellAccessory] = []
  /// The accessories of the item at an index path, when set: instead of ``accessories`` (a
  /// custom view can be in one cell only).
  var accessoriesProvider: ((IndexPath) -> [UICellAccessory])?
  var trailingActions = ["Delete", "Flag"]
  var leadingActions = ["Pin"]
  var performsFirstActionWithFullSwipe = true
  var completesActions = true
  private(set) var log: [String] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// A list layout of `configuration` whose swipe providers answer this source's actions.
  func layout(_ configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    var configuration = configuration
    configuration.trailingSwipeActionsConfigurationProvider = { [self] indexPath in
      swipeConfiguration(trailingActions, at: indexPath)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [self] indexPath in
      swipeConfiguration(leadingActions, at: indexPath)
    }
    return .list(using: configuration)
  }

  /// A collection view `width` by `height` with a list layout of `configuration`.
  func makeList(
    _ configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
    width: Int = 20, height: Int = 6
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 9.75 * Double(width), height: 22 * Double(height)),
      collectionViewLayout: layout(configuration))
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    return collectionView
  }

  func clearLog() { log = [] }

  private func swipeConfiguration(_ titles: [String], at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard !titles.isEmpty else { return nil }
    let configuration = UISwipeActionsConfiguration(
      actions: titles.map { title in
        UIContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
          self?.log.append("\(title) (\(indexPath.section) - \(indexPath.item))")
          if self?.completesActions ?? false { completion(true) }
        }
      })
    configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    return configuration
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
    if let cell = cell as? UICollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = sections[indexPath.section][indexPath.item]
      cell.contentConfiguration = content
      cell.accessories = accessoriesProvider?(indexPath) ?? accessories
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    let word = kind == UICollectionView.elementKindSectionHeader ? "Head" : "Foot"
    (view as? HeaderView)?.label.text = "\(word) \(indexPath.section)"
    return view
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.section) - \(indexPath.item)")
  }
}

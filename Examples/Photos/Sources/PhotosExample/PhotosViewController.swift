import ListKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Photos screen: the favourites in a row that scrolls sideways, then each album's
/// photos in a grid of three, as the app's view controller. It shows the controller's
/// sections through a diffable data source and hears about every change as the controller's
/// observer; tapping a photo makes it a favourite, or not.
public final class PhotosViewController: UICollectionViewController, ListObserver {
  /// The screen's logic and loading machine.
  public let controller: PhotosController

  private let stateView = PhotosStateView()
  private var dataSource: UICollectionViewDiffableDataSource<PhotosSectionID, Photo.ID>?
  /// The photos of the last snapshot, by identifier: what the cells show.
  private var shownPhotos: [Photo.ID: Photo] = [:]

  /// Creates the screen over `controller`.
  public init(controller: PhotosController) {
    self.controller = controller
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
    title = "Photos"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout {
      [weak self] index, _ in
      self?.dataSource?.sectionIdentifier(for: index).map(Self.section)
    }
    let photoCell = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
      cell.configure(with: photo)
    }
    let header = UICollectionView.SupplementaryRegistration<AlbumHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      view.titleLabel.text = self?.dataSource?.sectionIdentifier(for: indexPath.section)?.title
    }
    let dataSource = UICollectionViewDiffableDataSource<PhotosSectionID, Photo.ID>(
      collectionView: collectionView
    ) { [weak self] collectionView, indexPath, id in
      guard let photo = self?.shownPhotos[id] else { return nil }
      return collectionView.dequeueConfiguredReusableCell(
        using: photoCell, for: indexPath, item: photo)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    stateView.retryButton.addAction(
      UIAction { [weak self] _ in self?.controller.retryTapped() }, for: .touchUpInside)
    collectionView.backgroundView = stateView
    controller.observer = self
    listDidChange()
  }

  /// A section's layout: a header line, then the favourites side by side, 12 columns (117
  /// points) each, scrolling sideways, or an album's photos three to a line, each 2 lines (44
  /// points) tall; a blank line under every section.
  private static func section(_ id: PhotosSectionID) -> NSCollectionLayoutSection {
    let isFavorites = id == .favorites
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(isFavorites ? 1 : 1.0 / 3),
        heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 9.75)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: isFavorites ? .absolute(117) : .fractionalWidth(1),
        heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 9.75, bottom: 22, trailing: 0)
    if isFavorites { section.orthogonalScrollingBehavior = .continuous }
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }

  /// Shows the controller's sections, and its state behind them while there are none: a
  /// photo whose place stays but whose content changed is reconfigured in place.
  public func listDidChange() {
    guard isViewLoaded else { return }
    var snapshot = NSDiffableDataSourceSnapshot<PhotosSectionID, Photo.ID>()
    var photos: [Photo.ID: Photo] = [:]
    var changed: [Photo.ID] = []
    for section in controller.sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.items.map(\.id), toSection: section.id)
      for photo in section.items {
        if let shown = shownPhotos[photo.id], shown != photo { changed.append(photo.id) }
        photos[photo.id] = photo
      }
    }
    snapshot.reconfigureItems(changed)
    shownPhotos = photos
    dataSource?.apply(snapshot)
    stateView.show(photos.isEmpty ? controller.footer : .none)
  }

  /// The user tapped a photo: it becomes a favourite, or stops being one.
  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
    _ = controller.favoriteTapped(id: id)
  }
}

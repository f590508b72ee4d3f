#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The albums: each album's photos two to a line on a rounded card under the album's name,
/// a star badge on the favourites' corner.
public final class PhotoAlbumsViewController: UICollectionViewController {
  /// The photos, in the order the library lists them.
  private let photos: [Photo]
  /// The albums, in the order their first photo comes in the library.
  private let albums: [String]
  private var dataSource: UICollectionViewDiffableDataSource<String, Photo.ID>?

  /// Creates the screen over the photos of `library`.
  public init(library: PhotoLibrary) {
    photos = library.photos
    var albums: [String] = []
    for photo in library.photos where !albums.contains(photo.album) {
      albums.append(photo.album)
    }
    self.albums = albums
    super.init(collectionViewLayout: Self.makeLayout())
    title = "Albums"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let photoCell = UICollectionView.CellRegistration<UICollectionViewCell, Photo> {
      cell, _, photo in
      var content = UIListContentConfiguration.cell()
      content.text = photo.title
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<AlbumHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      view.titleLabel.text = self?.albums[indexPath.section]
    }
    let badge = UICollectionView.SupplementaryRegistration<FavoriteBadgeView>(
      elementKind: FavoriteBadgeView.elementKind
    ) { [weak self] view, _, indexPath in
      // Every photo has a badge in the layout; only a favourite's shows.
      view.isHidden = self?.photo(at: indexPath)?.isFavorite != true
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Photo.ID>(
      collectionView: collectionView
    ) { [weak self] collectionView, indexPath, id in
      guard let photo = self?.photos.first(where: { $0.id == id }) else { return nil }
      return collectionView.dequeueConfiguredReusableCell(
        using: photoCell, for: indexPath, item: photo)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      kind == FavoriteBadgeView.elementKind
        ? collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<String, Photo.ID>()
    snapshot.appendSections(albums)
    for album in albums {
      snapshot.appendItems(photos.filter { $0.album == album }.map(\.id), toSection: album)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The photo at `indexPath`, as the data source shows it.
  private func photo(at indexPath: IndexPath) -> Photo? {
    guard let id = dataSource?.itemIdentifier(for: indexPath) else { return nil }
    return photos.first { $0.id == id }
  }

  /// Every album alike: its name over a card (a background decoration under the header,
  /// with a line of room at its top and bottom), the photos two to a line, three lines tall
  /// (the title over the picture's place), each with a star badge on its top-trailing
  /// corner.
  private static func makeLayout() -> UICollectionViewCompositionalLayout {
    let star = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(19.5), heightDimension: .absolute(22)),
      elementKind: FavoriteBadgeView.elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [star])
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(66)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 22, leading: 9.75, bottom: 22, trailing: 9.75)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let card = NSCollectionLayoutDecorationItem.background(
      elementKind: AlbumBackgroundView.elementKind)
    card.contentInsets = NSDirectionalEdgeInsets(top: 22, leading: 0, bottom: 0, trailing: 0)
    section.decorationItems = [card]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      AlbumBackgroundView.self, forDecorationViewOfKind: AlbumBackgroundView.elementKind)
    return layout
  }
}

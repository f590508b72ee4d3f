#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The album order: the albums in an inset grouped list, in the order the library shows
/// them. Edit shows each album's delete control and reorder handle, and a row to add an
/// album; dragging an album by its handle moves it, the delete control removes it, the add
/// row's insert control appends a new one. Tapping an album outside editing chooses it as the
/// one the library opens on, and the row stays selected.
public final class AlbumOrderViewController: UICollectionViewController {
  /// The list's one section.
  enum Section: Hashable {
    case albums
  }

  /// A row: an album, by its name, or the row that adds one (shown while editing).
  enum Item: Hashable {
    case album(String)
    case newAlbum
  }

  /// The albums, in the order the library shows them.
  public private(set) var albums: [String]
  /// The album the library opens on, nil until one is chosen.
  public private(set) var chosenAlbum: String?
  private var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

  /// Creates the screen over the names of `albums`, in order.
  public init(albums: [String]) {
    self.albums = albums
    let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    title = "Album Order"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
    let albumCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [weak self] cell, _, album in
      var content = cell.defaultContentConfiguration()
      content.text = album
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listGroupedCell()
      cell.accessories = [
        .delete(actionHandler: { self?.deleteAlbum(album) }),
        .disclosureIndicator(displayed: .whenNotEditing),
        .reorder(),
      ]
    }
    let newAlbumCell = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] cell, _, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "New Album"
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listGroupedCell()
      cell.accessories = [.insert(actionHandler: { self?.addAlbum() })]
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      switch item {
      case .album(let album):
        collectionView.dequeueConfiguredReusableCell(
          using: albumCell, for: indexPath, item: album)
      case .newAlbum:
        collectionView.dequeueConfiguredReusableCell(
          using: newAlbumCell, for: indexPath, item: item)
      }
    }
    dataSource.reorderingHandlers.canReorderItem = { item in
      if case .album = item { true } else { false }
    }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      self?.albums = transaction.finalSnapshot.itemIdentifiers.compactMap { item in
        if case .album(let album) = item { album } else { nil }
      }
    }
    self.dataSource = dataSource
    applySnapshot(animatingDifferences: false)
  }

  /// Enters or leaves editing mode: the add row comes or goes with it.
  public override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    applySnapshot(animatingDifferences: animated)
  }

  /// The user tapped a row: outside editing, its album becomes the one the library opens on.
  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard case .album(let album) = dataSource?.itemIdentifier(for: indexPath) else { return }
    chosenAlbum = album
  }

  /// Shows the albums, and the add row while editing.
  private func applySnapshot(animatingDifferences: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.albums])
    snapshot.appendItems(albums.map { .album($0) })
    if isEditing { snapshot.appendItems([.newAlbum]) }
    dataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// The user tapped an album's delete control.
  private func deleteAlbum(_ album: String) {
    albums.removeAll { $0 == album }
    if chosenAlbum == album { chosenAlbum = nil }
    applySnapshot(animatingDifferences: true)
  }

  /// The user tapped the add row's insert control: a new album, named after how many there
  /// are, goes last.
  private func addAlbum() {
    var number = albums.count + 1
    while albums.contains("Album \(number)") { number += 1 }
    albums.append("Album \(number)")
    applySnapshot(animatingDifferences: true)
  }
}

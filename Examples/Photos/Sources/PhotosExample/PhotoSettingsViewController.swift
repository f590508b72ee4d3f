#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Photos settings: the library's settings in an inset grouped list, the albums in a grid
/// of two, and the app's version in a plain list, in one compositional layout. Tapping a
/// setting turns it on or off.
public final class PhotoSettingsViewController: UICollectionViewController {
  /// The screen's sections, in order.
  enum Section: Int, CaseIterable {
    case library
    case albums
    case about

    var title: String {
      switch self {
      case .library: "Library"
      case .albums: "Albums"
      case .about: "About"
      }
    }
  }

  /// What an item shows: a setting (by identifier), an album, or a line of information.
  enum Item: Hashable {
    case setting(PhotoSetting.ID)
    case album(String)
    case info(title: String, value: String)
  }

  /// The settings, in order.
  public private(set) var settings: [PhotoSetting]
  private let albums: [String]
  private var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

  /// Creates the screen over `settings` and the names of `albums`.
  public init(settings: [PhotoSetting], albums: [String]) {
    self.settings = settings
    self.albums = albums
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
    title = "Settings"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout {
      index, environment in
      Section(rawValue: index).map { Self.layout(of: $0, in: environment) }
    }
    let settingCell = UICollectionView.CellRegistration<SettingCell, PhotoSetting> {
      cell, _, setting in
      cell.title = setting.title
      cell.isOn = setting.isOn
    }
    let albumCell = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, _, album in
      var content = UIListContentConfiguration.cell()
      content.text = album
      cell.contentConfiguration = content
    }
    let infoCell = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      cell, _, item in
      guard case .info(let title, let value) = item else { return }
      var content = UIListContentConfiguration.valueCell()
      content.text = title
      content.secondaryText = value
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<AlbumHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      view.titleLabel.text = Section(rawValue: indexPath.section)?.title
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { [weak self] collectionView, indexPath, item in
      switch item {
      case .setting(let id):
        guard let setting = self?.settings.first(where: { $0.id == id }) else { return nil }
        return collectionView.dequeueConfiguredReusableCell(
          using: settingCell, for: indexPath, item: setting)
      case .album(let album):
        return collectionView.dequeueConfiguredReusableCell(
          using: albumCell, for: indexPath, item: album)
      case .info:
        return collectionView.dequeueConfiguredReusableCell(
          using: infoCell, for: indexPath, item: item)
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(settings.map { .setting($0.id) }, toSection: .library)
    snapshot.appendItems(albums.map { .album($0) }, toSection: .albums)
    snapshot.appendItems([.info(title: "Version", value: "1.0")], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// A section's layout: the library as an inset grouped list with a header, the albums two
  /// to a line under a header, the version as a plain list.
  private static func layout(of section: Section, in environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    switch section {
    case .library:
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      return .list(using: configuration, layoutEnvironment: environment)
    case .albums:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
        subitems: [item])
      let grid = NSCollectionLayoutSection(group: group)
      grid.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 22, trailing: 0)
      grid.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return grid
    case .about:
      return .list(
        using: UICollectionLayoutListConfiguration(appearance: .plain),
        layoutEnvironment: environment)
    }
  }

  /// The user tapped an item: a setting is turned on or off, and its row configured again.
  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let dataSource, case .setting(let id) = dataSource.itemIdentifier(for: indexPath),
      let index = settings.firstIndex(where: { $0.id == id })
    else { return }
    settings[index].isOn.toggle()
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([.setting(id)])
    dataSource.apply(snapshot)
  }
}

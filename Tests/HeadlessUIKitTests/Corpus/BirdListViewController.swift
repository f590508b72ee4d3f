// The idiom of most collection-view screens: the list is made in viewDidLoad from the view's
// bounds and follows the view with its autoresizing mask; a diffable data source fills it.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class BirdListViewController: UIViewController {
  enum Section { case main }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // As UIKit apps write it: made in viewDidLoad.
  private var collectionView: UICollectionView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  private(set) var sizesSeen: [CGSize] = []
  let birds: [String]

  init(birds: [String]) {
    self.birds = birds
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Birds"
    sizesSeen.append(view.bounds.size)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, bird in
      var content = cell.defaultContentConfiguration()
      content.text = bird
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, bird in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: bird)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(birds)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizesSeen.append(size)
    coordinator.animate(alongsideTransition: { _ in
      self.collectionView.collectionViewLayout.invalidateLayout()
    })
  }
}

import Foundation

/// A view controller whose view is a collection view, as `UICollectionViewController`: it
/// makes the collection view with its layout, is its data source and delegate, and answers
/// with methods a subclass overrides.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///   private let photos = ["Heron", "Kingfisher"]
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
///   }
///
///   override func collectionView(
///     _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///   ) -> Int {
///     photos.count
///   }
///
///   override func collectionView(
///     _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///   ) -> UICollectionViewCell {
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///     (cell as? PhotoCell)?.titleLabel.text = photos[indexPath.item]
///     return cell
///   }
/// }
/// let photos = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout

  /// Creates a view controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller with a flow layout; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type, so that `collectionView?.…` in a team's code compiles as against UIKit.
  /// The collection view: the view controller's view.
  public var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  public var collectionViewLayout: UICollectionViewLayout {
    collectionView?.collectionViewLayout ?? layout
  }

  /// Whether the selection is cleared when the view appears; kept.
  public var clearsSelectionOnViewWillAppear = true

  /// Makes the collection view, with this view controller as its data source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; a subclass overrides it.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }

  /// A subclass that reports items overrides it; this one returns a cell UIKit would reject.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// A view UIKit would reject; a subclass whose layout places headers or footers overrides
  /// it.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  /// No item can move; a subclass that reorders overrides it.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing; a subclass that reorders overrides it.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// The proposed place.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Turns editing mode on or off, for the view controller and its collection view, as
  /// UIKit's does, so that its `editButtonItem` works.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView?.setEditing(editing, animated: animated)
  }
}

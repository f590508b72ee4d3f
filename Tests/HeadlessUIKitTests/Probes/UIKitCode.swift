// UIKit code as teams write it, which compiles against UIKit: UIKitProbeTests type-checks it
// against HeadlessUIKit alone, in Swift 6 mode. Not part of any target.
import HeadlessUIKit

// UIImage and UIColor are not main-actor isolated: usable in static and struct initialisers.
enum Icons {
  static let star = UIImage(systemName: "star")
  static let tint = UIColor.systemBlue
}

struct Badge: Sendable {
  let icon = UIImage(systemName: "seal")
  let color: UIColor = .red
}

// UILayoutPriority's arithmetic with a Float, through HeadlessUIKit alone.
let almostRequired = UILayoutPriority.required - 1
let aboveDefault: UILayoutPriority = .defaultHigh + 1

// A Selector-typed declaration and a CGColor compile on Linux.
let refreshAction: Selector = Selector(("refresh"))
let border: CGColor = UIColor.black.cgColor

final class ProbeController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(type: .system)
    button.addTarget(self, action: refreshAction, for: .touchUpInside)
    button.removeTarget(nil, action: nil, for: .allEvents)
    // Optional where UIKit's is optional.
    if let visible = tableView.indexPathsForVisibleRows {
      _ = visible.count
    }
    if let actions = view.accessibilityCustomActions {
      _ = actions.count
    }
    // UIKit's target parameters are `Any?`.
    let weekday: Any? = "Monday"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: weekday, action: refreshAction)
  }

  override var title: String? {
    didSet {}
  }
}

final class FramedView: UIView {
  override var frame: CGRect {
    didSet { setNeedsLayout() }
  }

  override var bounds: CGRect {
    didSet { setNeedsLayout() }
  }
}

final class HighlightingCell: UITableViewCell {
  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.5 : 1 }
  }
}

final class UppercaseLabel: UILabel {
  override var text: String? {
    get { super.text }
    set { super.text = newValue?.uppercased() }
  }
}

// Extensions that name UIKit's generic parameters.
extension UITableViewDiffableDataSource {
  func itemCount(in section: SectionIdentifierType) -> Int {
    snapshot().numberOfItems(inSection: section)
  }
}

extension NSDiffableDataSourceSnapshot {
  func firstItem() -> ItemIdentifierType? { itemIdentifiers.first }
}

extension UICollectionViewDiffableDataSource {
  func firstSection() -> SectionIdentifierType? { snapshot().sectionIdentifiers.first }
}

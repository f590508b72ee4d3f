import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A collection view list of messages in `UICollectionViewListCell`s, whose list
/// configuration gives each item a trailing Archive action and a leading Pin action; each
/// action performed is logged as `Archive (0 - 1)` and its completion called. In editing
/// mode each message shows a delete control (no handler: it reveals the Archive action) and a
/// reorder control; a drag moves the message and is logged as `move [0, 0] [0, 2]`.
@MainActor
final class InboxScreen: UICollectionViewController, ScenarioScreen {
  static let messages = ["Lunch?", "Invoice", "Photos"]
  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private let actionLog = ActionLog()
  var log: [String] { actionLog.entries }
  /// The messages in the order shown, as drags leave them.
  private(set) var messages = InboxScreen.messages

  /// The actions performed; shared with the list configuration's providers, made before the
  /// screen is.
  @MainActor
  private final class ActionLog {
    var entries: [String] = []

    func actions(_ titles: [String], at indexPath: IndexPath) -> UISwipeActionsConfiguration {
      UISwipeActionsConfiguration(
        actions: titles.map { title in
          UIContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
            self?.entries.append("\(title) (\(indexPath.section) - \(indexPath.item))")
            completion(true)
          }
        })
    }
  }

  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let actionLog = actionLog
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      actionLog.actions(["Archive"], at: indexPath)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
      actionLog.actions(["Pin"], at: indexPath)
    }
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Message")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { messages.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Message", for: indexPath)
    if let cell = cell as? UICollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = messages[indexPath.item]
      cell.contentConfiguration = content
      cell.accessories = [.delete(), .reorder()]
    }
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { true }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    actionLog.entries.append("move \(sourceIndexPath) \(destinationIndexPath)")
    messages.insert(messages.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// A list of albums as UIKit apps write it: a `UICollectionViewController` with a list layout
/// and a diffable data source; each album offers a detail button, and in editing mode a delete
/// control that asks first (no handler: its trailing swipe action confirms), an insert control
/// that duplicates it, and a pin button as a custom accessory.
@MainActor
private final class AlbumsScreen: UICollectionViewController {
  var albums = ["Trips", "Pets"]
  var events: [String] = []
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    var screen: AlbumsScreen?
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          screen?.delete(at: indexPath)
          done(true)
        }
      ])
    }
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    screen = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [unowned self] cell, _, album in
      var content = cell.defaultContentConfiguration()
      content.text = album
      cell.contentConfiguration = content
      let pin = UIButton(type: .system)
      pin.setTitle("Pin", for: .normal)
      pin.addAction(
        UIAction { [unowned self] _ in events.append("pin \(album)") }, for: .touchUpInside)
      cell.accessories = [
        .delete(), .insert(actionHandler: { [unowned self] in insertCopy(of: album) }),
        .detail(actionHandler: { [unowned self] in events.append("info \(album)") }),
        .customView(
          configuration: .init(customView: pin, placement: .trailing(displayed: .whenEditing))),
        .reorder(),
      ]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, album in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: album)
    }
    dataSource?.reorderingHandlers.canReorderItem = { _ in true }
    dataSource?.reorderingHandlers.didReorder = { [unowned self] transaction in
      albums = transaction.finalSnapshot.itemIdentifiers
      events.append("reordered")
    }
    show()
  }

  private func show() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(albums)
    dataSource?.apply(snapshot, animatingDifferences: false)
  }

  private func insertCopy(of album: String) {
    albums.insert("\(album) 2", at: (albums.firstIndex(of: album) ?? 0) + 1)
    events.append("insert \(album)")
    show()
  }

  private func delete(at indexPath: IndexPath) {
    events.append("delete \(albums.remove(at: indexPath.item))")
    show()
  }
}

@MainActor
@Suite struct HeadlessAppAccessoryTests {
  private func error(_ body: () throws -> Void) -> String? {
    do {
      try body()
      Issue.record("the action was not refused")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aListCellsAccessoriesAreButtonsWithTheLabelsVoiceOverReads() throws {
    let screen = AlbumsScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 6))
    #expect(app.buttons.count == 2)
    #expect(app.buttons.element(boundBy: 0).label == "More Info")
    try app.buttons.element(boundBy: 1).tap()
    #expect(screen.events == ["info Pets"])
    #expect(
      error { try app.buttons["More Info"].tap() }
        == "Failed to tap button \"More Info\": Multiple matching elements found (2); name one by its occurrence"
    )
    try app.buttons["More Info", 1].tap()
    #expect(screen.events == ["info Pets", "info Trips"])
    screen.setEditing(true, animated: false)
    #expect(
      app.buttons.labels == [
        "Pin", "Pin", "Delete Trips", "Insert Trips", "More Info", "Reorder Trips",
        "Delete Pets", "Insert Pets", "More Info", "Reorder Pets",
      ])
    try app.buttons["Insert Trips"].tap()
    #expect(screen.albums == ["Trips", "Trips 2", "Pets"])
    try app.buttons["Pin", 2].tap()
    #expect(screen.events == ["info Pets", "info Trips", "insert Trips", "pin Trips 2"])
    #expect(
      error { try app.buttons["Reorder Pets"].tap() }
        == "Failed to tap button \"Reorder Pets\": it is dragged, not tapped (a reorder control)")
  }

  @Test func aDeleteControlWithoutAHandlerRevealsTheDeleteActionToConfirm() throws {
    let screen = AlbumsScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 6))
    screen.setEditing(true, animated: false)
    try app.buttons["Delete Pets"].tap()
    #expect(screen.albums == ["Trips", "Pets"])
    try app.buttons["Delete"].tap()
    #expect(screen.albums == ["Trips"])
    #expect(screen.events == ["delete Pets"])
  }

  @Test func anItemIsDraggedByItsReorderControlThroughTheDiffableHandlers() throws {
    let screen = AlbumsScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 6))
    #expect(
      error { try app.cells["Pets"].drag(to: app.cells["Trips"]) }
        == "Failed to drag cell \"Pets\": it has no reorder control (its cell shows no reorder "
        + "accessory, or it cannot move)")
    screen.setEditing(true, animated: false)
    try app.cells["Pets"].drag(to: app.cells["Trips"])
    #expect(screen.albums == ["Pets", "Trips"])
    #expect(screen.events == ["reordered"])
    #expect(app.cells[IndexPath(item: 0, section: 0)].label == "Pets")
  }
}

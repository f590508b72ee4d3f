import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// The configuration update cycle of a collection view's cells: `updateConfiguration(using:)`
/// on dequeue and on each change of the cell's state, coalesced to one call per layout pass,
/// custom states, the automatic updates and the background configuration.
@MainActor
@Suite struct UICollectionViewCellConfigurationTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 4))

  @Test func aListWhoseCellsConfigureThemselvesInUpdateConfigurationDrawsItsRows() throws {
    let list = SelfConfiguringList(["heron", "coot"])
    #expect(
      try device.render(list.view) == [
        " ┌────────────────────┐",
        " │  heron             │",
        " │  ──────────────────│",
        " │  coot              │",
        " │  ──────────────────│",
        " └────────────────────┘",
      ])
    // Each cell was dequeued, given its name and configured once.
    #expect(try list.cell(0).updates.count == 1)
    #expect(try list.cell(1).updates.count == 1)
    #expect(try list.cell(0).backgroundConfiguration?.backgroundColor == .clear)
  }

  @Test func requestsAreCoalescedIntoOneUpdatePerLayoutPass() throws {
    let list = SelfConfiguringList(["heron"])
    _ = try device.render(list.view)
    let cell = try list.cell(0)
    #expect(cell.updates.count == 1)
    cell.setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    cell.isFavorite = true
    // Nothing runs until the layout pass.
    #expect(cell.updates.count == 1)
    #expect(cell.needsConfigurationUpdate)
    #expect(try device.render(list.view)[1] == " │  heron ★           │")
    #expect(cell.updates.count == 2)
    #expect(!cell.needsConfigurationUpdate)
    // A pass with nothing asked runs none.
    _ = try device.render(list.view)
    #expect(cell.updates.count == 2)
  }

  @Test func aCustomStateKeyCarriesTheCellsOwnDataIntoTheState() throws {
    let key = UIConfigurationStateCustomKey("com.example.isFavorite")
    #expect(key == UIConfigurationStateCustomKey(rawValue: "com.example.isFavorite"))
    #expect(key != UIConfigurationStateCustomKey("com.example.other"))
    #expect(key.rawValue == "com.example.isFavorite")
    var state = UICellConfigurationState()
    #expect(state[key] == nil)
    state[key] = true
    #expect(state[key] == AnyHashable(true))
    #expect(state != UICellConfigurationState())
    state[key] = nil
    #expect(state == UICellConfigurationState())
    let list = SelfConfiguringList(["heron"])
    _ = try device.render(list.view)
    #expect(try list.cell(0).updates.last?[.isFavorite] == AnyHashable(false))
    try list.cell(0).isFavorite = true
    _ = try device.render(list.view)
    #expect(try list.cell(0).updates.last?[.isFavorite] == AnyHashable(true))
  }

  @Test func eachChangeOfTheCellsStateUpdatesItWithTheNewState() throws {
    let list = SelfConfiguringList(["heron", "coot"])
    _ = try device.render(list.view)
    let cell = try list.cell(0)
    /// Runs `change`, lays out, and returns the states of the updates it caused.
    func updates(_ change: () -> Void) throws -> [UICellConfigurationState] {
      let before = cell.updates.count
      change()
      _ = try device.render(list.view)
      return Array(cell.updates[before...])
    }
    #expect(try updates {}.isEmpty)
    // A swipe over a swiped item hides its actions and reveals them again, so only the other
    // changes are checked for doing nothing when repeated.
    let flags: [(String, (UICellConfigurationState) -> Bool, (Bool) -> Void)] = [
      (
        "selected", \.isSelected,
        { on in
          if on {
            list.view.selectItem(
              at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
          } else {
            list.view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
          }
        }
      ),
      ("highlighted", \.isHighlighted, { cell.isHighlighted = $0 }),
      ("disabled", \.isDisabled, { cell.isUserInteractionEnabled = !$0 }),
      ("editing", \.isEditing, { list.view.isEditing = $0 }),
      (
        "swiped", \.isSwiped,
        { on in
          if on {
            list.view.revealSwipeActions(at: IndexPath(item: 0, section: 0), edge: .trailing)
          } else {
            list.view.hideSwipeActions()
          }
        }
      ),
    ]
    for (name, flag, set) in flags {
      let on = try updates { set(true) }
      #expect(on.count == 1, "\(name) on")
      #expect(on.map(flag) == [true], "\(name) on")
      if name != "swiped" {
        #expect(try updates { set(true) }.isEmpty, "\(name) set again")
      }
      let off = try updates { set(false) }
      #expect(off.count == 1, "\(name) off")
      #expect(off.map(flag) == [false], "\(name) off")
    }
  }

  @Test func expandingAnOutlineItemUpdatesItsCellWithTheExpandedState() throws {
    let list = SelfConfiguringList([])
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Water", "Land"])
    outline.append(["heron"], to: "Water")
    list.dataSource.apply(outline, to: 0)
    _ = try device.render(list.view)
    #expect(try list.cell(0).updates.last?.isExpanded == false)
    #expect(list.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    _ = try device.render(list.view)
    #expect(try list.cell(0).updates.last?.isExpanded == true)
    #expect(try list.cell(1).updates.last?.isExpanded == false)
    #expect(list.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: false))
    _ = try device.render(list.view)
    #expect(try list.cell(0).updates.last?.isExpanded == false)
  }

  @Test func theAutomaticUpdatesFollowTheStateUntilTurnedOff() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 195, height: 22))
    cell.contentConfiguration = EchoConfiguration(text: "heron")
    #expect(cell.echoed == "heron")
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.echoed == "heron selected")
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    cell.layoutIfNeeded()
    // The view keeps what it showed: the configuration is not updated for the new state.
    #expect(cell.echoed == "heron selected")
    cell.contentConfiguration = EchoConfiguration(text: "coot")
    #expect(cell.echoed == "coot")
  }

  @Test func theUpdateHandlerRunsAfterUpdateConfiguration() throws {
    let list = SelfConfiguringList(["heron"])
    _ = try device.render(list.view)
    let cell = try list.cell(0)
    var order: [String] = []
    cell.onUpdate = { order.append("updateConfiguration") }
    cell.configurationUpdateHandler = { _, state in
      order.append("handler \(state.isSelected)")
    }
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(order == ["updateConfiguration", "handler true"])
  }

  @Test func aBackgroundConfigurationsViewIsDrawnBehindTheContentAndResetsTheBackgroundViews()
    throws
  {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 195, height: 22))
    var content = UIListContentConfiguration.cell()
    content.text = "heron"
    cell.contentConfiguration = content
    let plain = Fill("·")
    let selected = Fill("▒")
    cell.backgroundView = plain
    cell.selectedBackgroundView = selected
    // The content view is transparent: the background shows in its margins, as in UIKit.
    #expect(try render(cell) == ["··heron·············"])
    cell.isSelected = true
    #expect(try render(cell) == ["▒▒heron▒▒▒▒▒▒▒▒▒▒▒▒▒"])
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(try render(cell) == ["▒▒heron▒▒▒▒▒▒▒▒▒▒▒▒▒"])
    cell.isHighlighted = false
    var background = UIBackgroundConfiguration.clear()
    background.customView = Fill("░")
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil)
    #expect(cell.selectedBackgroundView == nil)
    #expect(plain.superview == nil)
    #expect(try render(cell) == ["░░heron░░░░░░░░░░░░░"])
    cell.backgroundConfiguration = nil
    #expect(try render(cell) == ["  heron"])
    #expect(cell.subviews.count == 1)
  }

  @Test func backgroundConfigurationsKeepTheirColoursAndResolveThemThroughTheTransformer() {
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
    var background = UIBackgroundConfiguration.listPlainCell()
    #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemBackground)
    background.backgroundColor = nil
    #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
    background.backgroundColorTransformer = .grayscale
    let grey = background.resolvedBackgroundColor(for: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(grey == UIColor(white: 0.299, alpha: 1))
    background.backgroundColorTransformer = .preferredTint
    #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
    var selected = UICellConfigurationState()
    selected.isSelected = true
    #expect(background.updated(for: selected).backgroundColor == nil)
  }

  private func render(_ cell: UIView) throws -> [String] {
    cell.layoutIfNeeded()
    var canvas = Canvas(width: cell.gridFrame.width, height: cell.gridFrame.height)
    cell.render(on: &canvas, origin: GridPoint(x: -cell.gridFrame.minX, y: -cell.gridFrame.minY))
    return canvas.lines
  }
}

extension UIConfigurationStateCustomKey {
  fileprivate static let isFavorite = UIConfigurationStateCustomKey("test.isFavorite")
}

/// A list cell as Apple's samples write it: it keeps its item and configures itself in
/// `updateConfiguration(using:)`, with a custom state for a favourite.
@MainActor
private final class SelfConfiguringCell: UICollectionViewListCell {
  /// Set by the registration right after the dequeue, which asks for the update that shows
  /// it: no `setNeedsUpdateConfiguration()` of its own.
  var name: String?
  var isFavorite = false {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The state of each update, in order.
  private(set) var updates: [UICellConfigurationState] = []
  var onUpdate: () -> Void = {}

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isFavorite] = isFavorite
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    updates.append(state)
    onUpdate()
    var content = defaultContentConfiguration().updated(for: state)
    content.text = [name, state[.isFavorite] == AnyHashable(true) ? "★" : nil]
      .compactMap { $0 }.joined(separator: " ")
    contentConfiguration = content
    var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
    background.backgroundColor = state.isSelected ? .systemBlue : .clear
    backgroundConfiguration = background
  }
}

/// A list of `SelfConfiguringCell`s from a diffable data source, one section (0).
@MainActor
private final class SelfConfiguringList {
  let view: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>

  init(_ names: [String]) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }
    view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 88),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<SelfConfiguringCell, String> {
      cell, _, name in
      cell.name = name
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: view) {
      view, indexPath, name in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The cell shown for item `item`.
  func cell(_ item: Int) throws -> SelfConfiguringCell {
    try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? SelfConfiguringCell)
  }
}

/// A configuration whose view shows its text followed by the states it was updated for.
private struct EchoConfiguration: UIContentConfiguration {
  var text: String

  func makeContentView() -> any UIView & UIContentView { EchoView(self) }

  func updated(for state: any UIConfigurationState) -> EchoConfiguration {
    guard let state = state as? UICellConfigurationState, state.isSelected else { return self }
    return EchoConfiguration(text: text + " selected")
  }
}

@MainActor
private final class EchoView: UILabel, UIContentView {
  var configuration: any UIContentConfiguration {
    didSet { text = (configuration as? EchoConfiguration)?.text }
  }

  init(_ configuration: EchoConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    text = configuration.text
  }

  required init?(coder: NSCoder) { nil }
}

extension UICollectionViewCell {
  /// The text an `EchoView` in the cell shows.
  fileprivate var echoed: String? {
    (contentView.subviews.first as? EchoView)?.text
  }
}

import Foundation
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// Swipe actions, the section index and collection view layouts right to left.
@MainActor
@Suite final class RightToLeftListTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [AnyObject] = []
  /// The windows the views are shown in, held for the test.
  private var windows: [UIWindow] = []

  /// `view` in a window whose traits say right to left.
  private func showRightToLeft(_ view: UIView) {
    let window = UIWindow(gridFrame: GridRect(origin: .zero, size: view.gridFrame.size))
    window.addSubview(view)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    windows.append(window)
  }

  private func swipeList() throws -> UITableView {
    let spy = ListSpy([["apple", "pear", "kale"]])
    spies.append(spy)
    spy.trailingActions = ["Delete", "Flag"]
    spy.leadingActions = ["Pin"]
    let table = makeList(spy)
    showRightToLeft(table)
    _ = try frame(of: table)
    return table
  }

  @Test func trailingSwipeActionsComeFromTheLeftEdgeFirstActionOutermost() throws {
    let table = try swipeList()
    #expect(table.revealSwipeActions(at: path(0, 1), edge: .trailing))
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │             apple  │",
        " │ Delete │ Flag │ar  │",
        " │              kale  │",
        " └────────────────────┘",
      ])
  }

  @Test func leadingSwipeActionsComeFromTheRightEdge() throws {
    let table = try swipeList()
    #expect(table.revealSwipeActions(at: path(0, 0), edge: .leading))
    #expect(try frame(of: table)[1] == " │             a│ Pin │")
  }

  @Test func theSectionIndexRunsDownTheLeftEdgeAndHeadersAndSeparatorsMirror() throws {
    let spy = alphabet()
    spies.append(spy)
    let table = makeSections(spy, width: 20, height: 8)
    showRightToLeft(table)
    // The index in column 0; each header's rule before its title, against the right; the
    // separators' leading inset on the right.
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │   ━━━━━━━━━━━━━ A  │",
        " │A               A1  │",
        " │B─────────────────  │",
        " │C               A2  │",
        " │D  ━━━━━━━━━━━━━ B  │",
        " │E               B1  │",
        " │ ─────────────────  │",
        " │                B2  │",
        " └────────────────────┘",
      ])
  }

  @Test func anAccessoryViewSitsAtTheLeftMargin() throws {
    let spy = ListSpy([["apple"]])
    spies.append(spy)
    let table = makeList(spy, height: 1)
    showRightToLeft(table)
    _ = try frame(of: table)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let badge = UILabel()
    badge.text = "12"
    cell.accessoryView = badge
    #expect(try frame(of: table)[1] == " │  12         apple  │")
  }

  @Test func listAccessoriesThatPointPointTheOtherWayRightToLeft() {
    #expect(UICellAccessory.disclosureIndicator().mirroredGlyph(selected: false) == "‹")
    #expect(UICellAccessory.outlineDisclosure().mirroredGlyph(selected: false) == "◂")
    #expect(UICellAccessory.outlineDisclosure().glyph(selected: false) == "▸")
    // The others read the same either way.
    for accessory in [
      UICellAccessory.checkmark(), .delete(), .reorder(), .label(text: "On"), .insert(),
      .detail(), .multiselect(),
    ] {
      for selected in [false, true] {
        #expect(
          accessory.mirroredGlyph(selected: selected) == accessory.glyph(selected: selected))
      }
    }
  }

  /// `controller` drawn on `device` in the variant whose traits say `direction`.
  private func render(
    _ controller: UIViewController, on device: DeviceFrame,
    _ direction: UITraitEnvironmentLayoutDirection
  ) throws -> [String] {
    var device = device
    device.variant = ScreenVariant(layoutDirection: direction)
    return try device.render(controller)
  }

  @Test func aFlowLayoutIsMirroredItsFirstItemAtTheRight() throws {
    func birds() -> UIViewController {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 107.25, height: 22)
      layout.minimumLineSpacing = 0
      return CollectionViewsArticleTests.BirdsViewController(collectionViewLayout: layout)
    }
    let device = DeviceFrame(size: GridSize(width: 36, height: 3))
    #expect(
      try render(birds(), on: device, .leftToRight) == [
        " ┌────────────────────────────────────┐",
        " │heron       kingfisher   grebe      │",
        " │coot                                │",
        " │                                    │",
        " └────────────────────────────────────┘",
      ])
    // The cells' labels are aligned naturally: against their cells' right edges.
    #expect(
      try render(birds(), on: device, .rightToLeft) == [
        " ┌────────────────────────────────────┐",
        " │      grebe   kingfisher       heron│",
        " │                                coot│",
        " │                                    │",
        " └────────────────────────────────────┘",
      ])
    let layout = UICollectionViewFlowLayout()
    #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
  }

  @Test func listCellsMirrorTheirTextAndAccessoriesTheChevronPointingLeft() throws {
    func list() -> UIViewController {
      RightToLeftListViewController(
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }
    let device = DeviceFrame(size: GridSize(width: 24, height: 3))
    #expect(
      try render(list(), on: device, .leftToRight) == [
        " ┌────────────────────────┐",
        " │  Wi-Fi           On ›  │",
        " │  ──────────────────────│",
        " │  Bluetooth      Off ›  │",
        " └────────────────────────┘",
      ])
    #expect(
      try render(list(), on: device, .rightToLeft) == [
        " ┌────────────────────────┐",
        " │  ‹ On           Wi-Fi  │",
        " │──────────────────────  │",
        " │  ‹ Off      Bluetooth  │",
        " └────────────────────────┘",
      ])
  }
}

/// A list whose rows show a disclosure chevron and a label accessory.
@MainActor
private final class RightToLeftListViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    guard let listCell = cell as? UICollectionViewListCell else { return cell }
    var content = listCell.defaultContentConfiguration()
    content.text = ["Wi-Fi", "Bluetooth"][indexPath.item]
    listCell.contentConfiguration = content
    listCell.accessories = [.label(text: ["On", "Off"][indexPath.item]), .disclosureIndicator()]
    return listCell
  }
}

/// Editing and selection right to left.
@MainActor
@Suite final class RightToLeftEditingTests {
  private var spies: [ListSpy] = []
  private var windows: [UIWindow] = []

  /// Apple, pear (insert) and kale, apple and pear movable, in a table laid out `direction`.
  private func list(_ direction: UITraitEnvironmentLayoutDirection) throws -> UITableView {
    let spy = ListSpy([["apple", "pear", "kale"]])
    spies.append(spy)
    spy.editingStyles[path(0, 1)] = .insert
    spy.movableRows = [path(0, 0), path(0, 1)]
    let table = makeList(spy)
    let window = UIWindow(gridFrame: GridRect(origin: .zero, size: table.gridFrame.size))
    window.addSubview(table)
    window.overrideTraits(UITraitCollection(layoutDirection: direction))
    windows.append(window)
    _ = try frame(of: table)
    return table
  }

  @Test func editingControlsSwapSidesAndVoiceOverFindsThemThere() throws {
    let leftToRight = try list(.leftToRight)
    leftToRight.setEditing(true, animated: false)
    #expect(
      try frame(of: leftToRight) == [
        " ┌────────────────────┐",
        " │  ⊖   apple      ≡  │",
        " │  ⊕   pear       ≡  │",
        " │  ⊖   kale          │",
        " └────────────────────┘",
      ])
    let rightToLeft = try list(.rightToLeft)
    rightToLeft.setEditing(true, animated: false)
    #expect(
      try frame(of: rightToLeft) == [
        " ┌────────────────────┐",
        " │  ≡      apple   ⊖  │",
        " │  ≡       pear   ⊕  │",
        " │          kale   ⊖  │",
        " └────────────────────┘",
      ])
    let controls = rightToLeft.accessibilityElementsInReadingOrder().filter {
      $0.description.hasPrefix("Delete apple") || $0.description.hasPrefix("Reorder apple")
    }
    #expect(controls.map(\.frame.minX) == [17, 2])
  }

  @Test func theSelectionBarRunsDownTheLastColumn() throws {
    let leftToRight = try list(.leftToRight)
    leftToRight.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    #expect(try frame(of: leftToRight)[3] == " │▌ kale              │")
    let rightToLeft = try list(.rightToLeft)
    rightToLeft.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    #expect(try frame(of: rightToLeft)[3] == " │              kale ▐│")
  }
}

/// A compositional layout with a sideways-scrolling section right to left.
@MainActor
@Suite struct RightToLeftCompositionalTests {
  @Test func sectionsAndTheSidewaysRowAreMirroredAndTheRowScrollsTowardsTheLeft() throws {
    let photos = CollectionViewsArticleGridScreenTests.PhotosViewController(
      collectionViewLayout: UICollectionViewFlowLayout())
    let navigation = UINavigationController(rootViewController: photos)
    let device = DeviceFrame(size: GridSize(width: 36, height: 6), variant: .rightToLeft)
    // Left to right (CollectionViewsArticleGridScreenTests): "Harbour     Fjord       Fish
    // market" from the left; here the first item of each group at the right, the labels and
    // headers against their right edges.
    #expect(
      try device.render(navigation) == [
        " ┌────────────────────────────────────┐",
        " │               Photos               │",
        " │────────────────────────────────────│",
        " │                           Favorites│",
        " │ Fish market       Fjord     Harbour│",
        " │                              Lisbon│",
        " │       Tiles      Alfama     Tram 28│",
        " └────────────────────────────────────┘",
      ])
    // Scrolled to its last item, the row shows it at its trailing end, the left.
    photos.collectionView.scrollToItem(
      at: IndexPath(item: 3, section: 0), at: .right, animated: false)
    #expect(try device.render(navigation)[4] == " │     Bryggen Fish market       Fjord│")
  }
}

import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Collection views pinned as golden frames: a grid with section headers in a navigation
/// controller, updated by a batch; a list driven by a store.
@MainActor
@Suite struct UICollectionViewGoldenTests {
  /// Birds in a grid of three columns, a header above each section.
  final class BirdsViewController: UICollectionViewController {
    let source = GridDataSource([
      (title: "Water", items: ["heron", "kingfisher", "grebe", "coot"]),
      (title: "Garden", items: ["robin", "wren"]),
    ])

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Birds"
      source.attach(to: collectionView)
    }
  }

  /// Items 11 columns by 1 line (107.25 points) and headers of one line: three to a line of
  /// 36 columns, justified.
  private func birdsLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 107.25, height: 22)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    return layout
  }

  @Test func aGridWithHeadersIsDrawnThenMarkedAfterABatch() {
    let birds = BirdsViewController(collectionViewLayout: birdsLayout())
    let navigation = UINavigationController(rootViewController: birds)
    let device = GridSize(width: 36, height: 9)
    assertGolden(of: navigation, as: .viewController(device: device))
    let grid: UICollectionView = birds.collectionView
    birds.source.sections[0].items = ["heron", "swift", "kingfisher", "coot", "grebe"]
    grid.performBatchUpdates {
      grid.insertItems(at: [IndexPath(item: 1, section: 0)])
      grid.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
    }
    assertGolden(of: navigation, as: .viewController(device: device, accessibility: true))
  }

  @Test func aListOfListCellsIsDrawnWithItsAccessoriesEditingAndSwiped() throws {
    let source = ListCellSource([["Inbox", "Drafts", "Archive"]])
    source.accessories = [
      .delete(), .label(text: "12"), .disclosureIndicator(displayed: .whenNotEditing), .reorder(),
    ]
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let list = source.makeList(configuration, width: 24, height: 9)
    let device = GridSize(width: 24, height: 9)
    assertGolden(of: list, as: .view(device: device, accessibility: true))
    list.revealSwipeActions(at: IndexPath(item: 1, section: 0), edge: .trailing)
    assertGolden(of: list, as: .view(device: device))
    list.setEditing(true, animated: true)
    assertGolden(of: list, as: .view(device: device, accessibility: true))
  }

  @Test func aListDrivenByAStoreIsDrawnLikeAPlainTable() throws {
    let store = SectionStore(sections: [rows("todo", 1, 2, 3)])
    let source = SectionsGridDataSource { store.sections }
    let list = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    source.attach(to: list)
    store.view = list.batchUpdating
    let device = GridSize(width: 20, height: 8)
    assertGolden(of: list, as: .view(device: device))
    try store.update([rows("todo", 3, 1, 4)])
    assertGolden(of: list, as: .view(device: device, accessibility: true))
  }
}

import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A section's `visibleItemsInvalidationHandler`: called on each layout pass with the
/// section's elements on screen, its offset and the environment; what it changes is drawn.
@MainActor
@Suite struct NSCollectionLayoutVisibleItemTests {
  /// What a handler was called with, one entry a call.
  private final class Calls {
    var entries: [(items: [IndexPath], minXs: [CGFloat], offset: CGPoint, size: CGSize)] = []
  }

  /// A collection view 20 columns by `height` lines: section 0 a row scrolling sideways of
  /// items 6 columns wide and a column apart, section 1 one item a line; `handler` on the
  /// section `handled`.
  private func collection(
    _ source: GridDataSource, height: Int, handled: Int,
    handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler
  ) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: index == 0 ? .absolute(58.5) : .fractionalWidth(1),
          heightDimension: .absolute(22)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      if index == 0 {
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 9.75
      }
      if index == handled { section.visibleItemsInvalidationHandler = handler }
      return section
    }
    return makeCollectionView(source, layout: layout, width: 20, height: height)
  }

  private func source() -> GridDataSource {
    GridDataSource([
      (title: "row", items: ["a1", "b2", "c3", "d4", "e5"]),
      (title: "list", items: ["f", "g", "h"]),
    ])
  }

  private func recording(_ calls: Calls) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler
  {
    { items, offset, environment in
      calls.entries.append(
        (items.map(\.indexPath), items.map(\.frame.minX), offset, environment.container.contentSize)
      )
    }
  }

  @Test func theHandlerIsGivenItsSectionsElementsOnScreenTheSidewaysOffsetAndTheEnvironment() throws
  {
    let source = source()
    defer { withExtendedLifetime(source) {} }
    let calls = Calls()
    let view = collection(source, height: 2, handled: 0, handler: recording(calls))
    view.layoutIfNeeded()
    let row = (0..<4).map { IndexPath(item: $0, section: 0) }
    #expect(calls.entries.count == 1)
    #expect(calls.entries.last?.items == Array(row.prefix(3)))
    // Frames in the row, before its offset.
    #expect(calls.entries.last?.minXs == [0, 68.25, 136.5])
    #expect(calls.entries.last?.offset == .zero)
    #expect(calls.entries.last?.size == CGSize(width: 195, height: 44))
    #expect(try view.scrollOrthogonalSection(0, byColumns: 4))
    #expect(calls.entries.count == 2)
    #expect(calls.entries.last?.items == row)
    #expect(calls.entries.last?.offset == CGPoint(x: 39, y: 0))
    // Scrolled down past the row: its handler is not called.
    view.contentOffset = CGPoint(x: 0, y: 44)
    view.layoutIfNeeded()
    #expect(calls.entries.count == 2)
  }

  @Test func aSectionThatScrollsWithTheCollectionViewIsGivenItsOffset() {
    let source = source()
    defer { withExtendedLifetime(source) {} }
    let calls = Calls()
    let view = collection(source, height: 2, handled: 1, handler: recording(calls))
    view.contentOffset = CGPoint(x: 0, y: 44)
    view.layoutIfNeeded()
    #expect(
      calls.entries.last?.items == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
    #expect(calls.entries.last?.offset == CGPoint(x: 0, y: 44))
  }

  @Test func whatTheHandlerChangesIsDrawnForThatPass() throws {
    let source = source()
    defer { withExtendedLifetime(source) {} }
    let calls = Calls()
    let view = collection(source, height: 1, handled: 0) { items, _, _ in
      // Only on the first pass.
      calls.entries.append(([], [], .zero, .zero))
      guard calls.entries.count == 1 else { return }
      items[0].alpha = 0
      items[1].isHidden = true
      // Three columns back: over b2's place.
      items[2].center = CGPoint(x: items[2].center.x - 29.25, y: items[2].center.y)
      #expect(items[2].bounds == CGRect(x: 0, y: 0, width: 58.5, height: 22))
      #expect(items[2].name == "UICollectionElementKindCell")
      #expect(items[2].representedElementCategory == .cell)
      #expect(items[2].representedElementKind == nil)
    }
    let device = DeviceFrame(size: GridSize(width: 20, height: 1))
    #expect(try device.render(view)[1] == " │           c3       │")
    #expect(try view.scrollOrthogonalSection(0, byColumns: 0))
    #expect(try device.render(view)[1] == " │a1     b2     c3    │")
  }
}

import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A section provider reads the traits and the size of where the collection view is shown:
/// a grid of one column on a phone and three on an iPad, as a team's adaptive layout does.
@MainActor
@Suite struct LayoutEnvironmentTraitsTests {
  /// A view controller showing six items in a compositional grid whose columns depend on the
  /// environment; it notes what each call of its provider saw.
  private final class AdaptiveGridViewController: UIViewController {
    let source = GridDataSource(items: ["a", "b", "c", "d", "e", "f"])
    var seen: [String] = []

    override func loadView() {
      let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
        let regular = environment.traitCollection.horizontalSizeClass == .regular
        let width = Int(environment.container.effectiveContentSize.width)
        seen.append("\(regular ? "regular" : "compact") \(width)")
        let columns = regular ? 3 : 1
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)),
            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
          subitems: [item])
        return NSCollectionLayoutSection(group: group)
      }
      let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
      source.attach(to: collection)
      view = collection
    }
  }

  @Test func theProviderSeesTheDevicesSizeClassAndWidth() throws {
    let screen = AdaptiveGridViewController()
    let phone = try DeviceFrame(variant: .device(.smallPhone)).render(screen)
    #expect(screen.seen.last == "compact 370")
    #expect(
      Array(phone[1...6].map { $0.prefix(4) }) == [" │a ", " │b ", " │c ", " │d ", " │e ", " │f "])
    let pad = try DeviceFrame(variant: .device(.iPadPortrait)).render(screen)
    #expect(screen.seen.last == "regular 819")
    // Three columns of 28 on an 84-column iPad.
    #expect(pad[1].hasPrefix(" │a" + String(repeating: " ", count: 27) + "b"))
    #expect(pad[2].hasPrefix(" │d" + String(repeating: " ", count: 27) + "e"))
  }

  @Test func theProviderSeesTheContentSizeCategory() throws {
    var categories: [UIContentSizeCategory] = []
    let layout = UICollectionViewCompositionalLayout { _, environment in
      categories.append(environment.traitCollection.preferredContentSizeCategory)
      return nil
    }
    let source = GridDataSource(items: ["a"])
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    source.attach(to: collection)
    let screen = UIViewController()
    screen.view = collection
    let window = try withExtendedLifetime(source) {
      try DeviceFrame(variant: .largestText).layout(screen)
    }
    #expect(categories.last == .accessibilityExtraExtraExtraLarge)
    #expect(
      window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
  }
}

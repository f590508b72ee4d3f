import Foundation
import HeadlessRender

/// The collection view's speed claim, as a ratio measured in this process, as the table
/// view's: a frame (scroll one line, lay out the visible items, draw) of a grid costs the same
/// with 1,000,000 items as with 1,000 (target ratio at most 1.2).
///
/// The flow layout's `prepare()` places every item once (untimed, in the set-up); a frame
/// then finds the items in the viewport by bisection over the lines' bands. 1,000 items are
/// 250 lines, four to a line: both grids scroll 200 frames, each a line further, so that
/// every frame of either brings new items (the small grid never reaches its end).
let collectionViewSuite = BenchmarkSuite(name: "collectionview") { runner in
  let small = scrollingGrid(items: 1_000)
  let large = scrollingGrid(items: 1_000_000)
  let frames = 200
  let smallRun = runner.measure("scroll a grid of 1,000 items, \(frames) frames", iterations: 15) {
    scroll(small.grid, from: 10, frames: frames)
  }
  let largeRun = runner.measure(
    "scroll a grid of 1,000,000 items, \(frames) frames", iterations: 15, baseline: smallRun
  ) {
    scroll(large.grid, from: 125_000, frames: frames)
  }
  runner.note(
    "frame time ratio 1,000,000 : 1,000 items = "
      + BenchmarkRunner.ratio(largeRun.median, smallRun.median) + " (target <= 1.20x)")
  withExtendedLifetime((small, large)) {}
}

/// A grid of `items` items, four to a line of a 40 x 24 viewport (10 columns by 1 line each,
/// no spacing), laid out once (untimed).
@MainActor
private func scrollingGrid(items: Int) -> (grid: UICollectionView, source: BenchmarkItemSource) {
  let source = BenchmarkItemSource(items: items)
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 97.5, height: 22)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 528), collectionViewLayout: layout)
  grid.register(BenchmarkItemCell.self, forCellWithReuseIdentifier: "Item")
  grid.dataSource = source
  do { try grid.layoutVisibleItems() } catch { print("  layout failed: \(error)") }
  return (grid, source)
}

/// Scrolls one line per frame, laying out and drawing each frame.
@MainActor
private func scroll(_ grid: UICollectionView, from start: Int, frames: Int) {
  var canvas = Canvas(width: 40, height: 24)
  for offset in start..<(start + frames) {
    do { try grid.trySetContentOffsetLine(offset) } catch { print("  scroll failed: \(error)") }
    grid.render(on: &canvas)
  }
  blackHole(canvas)
}

@MainActor
private final class BenchmarkItemSource: NSObject, UICollectionViewDataSource {
  let items: Int

  init(items: Int) {
    self.items = items
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? BenchmarkItemCell)?.label.text = "item \(indexPath.item)"
    return cell
  }
}

@MainActor
private final class BenchmarkItemCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

import Foundation
import TextCanvas

/// The device's screen, as `UIScreen`, for code that sizes views by it.
///
/// ```swift
/// let table = UITableView(frame: UIScreen.main.bounds)  // 390 × 528 points: 40 columns, 24 lines
/// ```
///
/// The headless screen is the default device of the text frames: 40 columns by 24 lines,
/// 390 by 528 points, at a scale of 3, as an iPhone's. A frame of another size shows a view
/// controller in a window of that size, whatever the screen says.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The screen of the device: 390 by 528 points.
  public class var main: UIScreen { shared }

  private static let shared = UIScreen()

  /// The size of the headless screen on the grid.
  package static let gridSize = GridSize(width: 40, height: 24)

  private override init() {
    super.init()
  }

  /// The screen's rectangle in points: 390 by 528, the default device's 40 columns by 24
  /// lines.
  public var bounds: CGRect { GridRect(origin: .zero, size: Self.gridSize).points }

  /// The pixels in a point: 3, as an iPhone's; kept, nothing is drawn in pixels.
  public var scale: CGFloat { 3 }

  /// The screen's traits: those of a window of its size (see ``UITraitCollection``).
  public var traitCollection: UITraitCollection { UITraitCollection(gridSize: Self.gridSize) }
}

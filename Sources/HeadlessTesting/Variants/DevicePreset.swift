import Foundation
import HeadlessRender
import TextCanvas

/// A named device a screen is drawn on: its size on the grid and the size classes that size
/// gives.
///
/// Each preset is a real device's screen in points, mapped to the grid by the headless UI's
/// one scale (a column is 9.75 points, a line 22; see `PointScale`), whole lines and columns
/// to the nearest; the safe areas (status bar, home indicator, notch) are left out, as the
/// default 40 x 24 device leaves them out:
///
/// | preset | device | points | grid | horizontal | vertical |
/// |---|---|---|---|---|---|
/// | `smallPhone` | iPhone SE (3rd generation) | 375 x 667 | 38 x 30 | compact | regular |
/// | `largePhone` | iPhone 15 Pro Max | 430 x 932 | 44 x 42 | compact | regular |
/// | `iPadPortrait` | iPad (10th generation) | 820 x 1180 | 84 x 54 | regular | regular |
/// | `iPadLandscape` | iPad (10th generation) | 1180 x 820 | 121 x 37 | regular | regular |
///
/// The size classes are those of a window of the preset's size (see `UITraitCollection`): a
/// width of 704 points or more is regular. A phone in landscape (compact height) is not a
/// preset, as the headless traits do not model it.
public enum DevicePreset: String, CaseIterable, Hashable, Sendable {
  /// An iPhone SE (3rd generation): 375 x 667 points, 38 x 30 on the grid.
  case smallPhone
  /// An iPhone 15 Pro Max: 430 x 932 points, 44 x 42 on the grid.
  case largePhone
  /// An iPad (10th generation) held upright: 820 x 1180 points, 84 x 54 on the grid.
  case iPadPortrait
  /// An iPad (10th generation) held sideways: 1180 x 820 points, 121 x 37 on the grid.
  case iPadLandscape

  /// The device's screen in points.
  public var points: CGSize {
    switch self {
    case .smallPhone: CGSize(width: 375, height: 667)
    case .largePhone: CGSize(width: 430, height: 932)
    case .iPadPortrait: CGSize(width: 820, height: 1180)
    case .iPadLandscape: CGSize(width: 1180, height: 820)
    }
  }

  /// The device's screen on the grid: ``points`` to the nearest whole columns and lines.
  public var size: GridSize { GridSize(points: points) }

  /// The horizontal size class of a window of the device's size.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    UITraitCollection(gridSize: size).horizontalSizeClass
  }

  /// The vertical size class of a window of the device's size.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    UITraitCollection(gridSize: size).verticalSizeClass
  }
}

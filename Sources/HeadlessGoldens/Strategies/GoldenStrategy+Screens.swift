import HeadlessRender
import HeadlessTesting

extension GoldenStrategy where Value: ControlledScreen {
  /// The screen shown in its navigation controller (when it is in none, one made the first time
  /// and kept for the screen's life, as an app shows a list, so that a toolbar it shows between
  /// drawings shows) on a device of `device`'s size and drawn in its frame, under the update
  /// line (`updates: 2 rows deleted`), the gutter marking what the table's updates since the
  /// previous frame changed on screen; with `accessibility`, what VoiceOver reads under the
  /// drawing. See `DeviceFrame.text(of:accessibility:)`.
  ///
  /// Drawing clears the table's update marks and summary, so the next golden shows only what
  /// changed after this one. A screen whose store refused its last update, or whose table broke one
  /// of UIKit's rules, fails the assertion with the error's message.
  public static func screen(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { screen in
      try DeviceFrame(size: device).text(of: screen, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value: UIViewController {
  /// The view controller shown on a device of `device`'s size, as it is (a navigation
  /// controller with its bar, a bare view controller without one: unlike `.screen(device:accessibility:)`,
  /// no navigation controller is made for it), and drawn in its frame,
  /// under the update line when it shows a table; with `accessibility`, what VoiceOver reads
  /// under the drawing.
  public static func viewController(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { viewController in
      try DeviceFrame(size: device).text(of: viewController, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value: UIView {
  /// A view in no view controller: one with no superview fills a device of `device`'s size
  /// (a table with a height of 0 as tall as its content), under the update line when it holds
  /// a table; its tables' update marks are cleared as for a screen.
  public static func view(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { view in
      try DeviceFrame(size: device).text(of: view, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value: ControlledScreen {
  /// The screen drawn in each of `variants` in turn, as `screen(device:accessibility:)`
  /// draws it, in one golden: each drawing under a `variant: <name>` line, separated by a
  /// blank line (see `ScreenVariant` for the names). A variant naming a device is drawn on
  /// that device, the others on `device`.
  ///
  /// ```swift
  /// assertGolden(of: screen, as: .screen(variants: [.default, .largestText]))
  /// // variant: default
  /// // updates: none
  /// //  ┌──────…
  /// //
  /// // variant: accessibilityExtraExtraExtraLarge
  /// // updates: none
  /// //  ┌──────…
  /// ```
  ///
  /// The drawings share one screen: the first clears the update marks, so the later ones show
  /// `updates: none`; the screen is left in the last variant. An empty list fails the
  /// assertion with ``GoldenError/noVariants``.
  public static func screen(
    device: GridSize = DeviceFrame.defaultSize, variants: [ScreenVariant],
    accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { screen in
      try variantsText(variants) { frame in
        try DeviceFrame(size: device, variant: frame).text(of: screen, accessibility: accessibility)
      }
    }
  }
}

extension GoldenStrategy where Value: UIViewController {
  /// The view controller drawn in each of `variants` in turn, as
  /// `viewController(device:accessibility:)` draws it, in one golden, each drawing under a
  /// `variant: <name>` line (see `screen(device:variants:accessibility:)`).
  public static func viewController(
    device: GridSize = DeviceFrame.defaultSize, variants: [ScreenVariant],
    accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { viewController in
      try variantsText(variants) { frame in
        try DeviceFrame(size: device, variant: frame).text(
          of: viewController, accessibility: accessibility)
      }
    }
  }
}

/// The drawings `draw` makes of each of `variants`, each under its `variant: <name>` line,
/// separated by a blank line.
///
/// - Throws: ``GoldenError/noVariants`` for an empty list, else what `draw` throws.
@MainActor
private func variantsText(
  _ variants: [ScreenVariant], draw: (ScreenVariant) throws -> String
) throws -> String {
  guard !variants.isEmpty else { throw GoldenError.noVariants }
  var text = ""
  for (offset, variant) in variants.enumerated() {
    if offset > 0 { text += "\n" }
    text += "variant: \(variant.name)\n" + (try draw(variant))
  }
  return text
}

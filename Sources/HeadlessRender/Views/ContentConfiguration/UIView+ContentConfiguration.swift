import TextCanvas

extension UIView {
  /// Shows `configuration` inside this view: in `current`, the view that showed the last one,
  /// when it supports it, else in a new view the configuration makes, which fills this view.
  /// Returns the view that shows it now; nil (and `current` removed) for no configuration.
  func showContent(
    _ configuration: (any UIContentConfiguration)?, in current: (any UIView & UIContentView)?
  ) -> (any UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    let shown: any UIView & UIContentView
    if let current, current.supports(configuration) {
      current.configuration = configuration
      shown = current
    } else {
      current?.removeFromSuperview()
      shown = configuration.makeContentView()
      addSubview(shown)
    }
    shown.gridFrame = gridBounds
    return shown
  }
}

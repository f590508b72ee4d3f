import Foundation
import TextCanvas

/// An alert or an action sheet, as `UIAlertController`: presented with
/// `present(_:animated:completion:)`, drawn over the screen, and dismissed when one of its
/// actions is tapped, before the action's handler runs.
///
/// An alert is a rounded box 28 columns wide (UIKit's is 270 points), centered on the screen:
/// the title and message centered and wrapped, a line per text field, then the actions, side
/// by side when there are two (the cancel action on the left, as UIKit puts it), else one
/// under another with the cancel action last. An action sheet is a box across the bottom of
/// the screen, its cancel action in a box of its own under it. Actions are drawn as buttons:
/// `[ Delete ]`, in round brackets while disabled. The preferred action's bold and the
/// destructive style's red are kept, not drawn.
///
/// ```
/// ╭──────────────────────────╮
/// │      Delete photo?       │
/// │ It is removed from every │
/// │         album.           │
/// ├────────────┬─────────────┤
/// │ [ Cancel ] │ [ Delete ]  │
/// ╰────────────┴─────────────╯
/// ```
///
/// VoiceOver reads only the alert while it is shown (its view is modal): the title, the
/// message, the text fields, then each action as a button, in that order.
///
/// UIKit stops an app that adds a second cancel action, or a text field to an action sheet;
/// the headless controller leaves them out instead.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// An alert or an action sheet, as `UIAlertController.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet
    /// A box in the middle of the screen.
    case alert
  }

  /// The text under the title.
  open var message: String?
  /// An alert or an action sheet.
  open private(set) var preferredStyle = Style.alert
  /// The actions, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action Return performs; UIKit shows it in bold (kept, not drawn). It must be one of
  /// ``actions``; another is ignored.
  open var preferredAction: UIAlertAction? {
    get { preferred }
    set {
      preferred = newValue.flatMap { action in actions.contains { $0 === action } ? action : nil }
    }
  }
  private var preferred: UIAlertAction?
  private var fields: [UITextField] = []

  /// The text fields of an alert, in the order added; nil when there are none.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Creates an alert or action sheet with `title` and `message`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds `action`; a second cancel action is left out.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
    actions.append(action)
  }

  /// Adds a text field to an alert, handing it to `configurationHandler` to set up; an action
  /// sheet takes none.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField()
    configurationHandler?(field)
    fields.append(field)
  }

  /// The alert's own view, which draws the box and places the title, message, fields and
  /// action buttons.
  open override func loadView() {
    view = AlertView(controller: self)
  }

  /// A finger taps the action titled `title`: when it is enabled, the alert is dismissed,
  /// then the action's handler runs. Returns whether an enabled action has that title.
  @discardableResult
  package func tapAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else {
      return false
    }
    tap(action)
    return true
  }

  /// Dismisses the alert, then runs `action`'s handler, as UIKit does.
  func tap(_ action: UIAlertAction) {
    let presenter = presentingViewController
    if let presenter {
      presenter.dismiss(animated: true) { action.perform() }
    } else {
      action.perform()
    }
  }

  /// The actions in the order they are drawn: for an alert of two, the cancel one first;
  /// otherwise the cancel one last.
  var orderedActions: [UIAlertAction] {
    let others = actions.filter { $0.style != .cancel }
    let cancel = actions.filter { $0.style == .cancel }
    if preferredStyle == .alert, actions.count == 2 { return cancel + others }
    return others + cancel
  }
}

/// The view of a ``UIAlertController``: it fills the window, draws the alert's box over what
/// is under it, and lays out the title, message, text fields and action buttons inside.
@MainActor
final class AlertView: UIView {
  private weak var controller: UIAlertController?
  private var box = GridRect.zero
  private var separatorLine: Int?
  private var divider: GridRect?
  private var cancelBox: GridRect?

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: .zero)
    accessibilityViewIsModal = true
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for subview in subviews { subview.removeFromSuperview() }
    guard let controller else { return }
    if controller.preferredStyle == .alert {
      layOutAlert(controller)
    } else {
      layOutSheet(controller)
    }
  }

  /// Labels for the title and message at `inner` columns, each with its lines.
  private func headerLabels(_ controller: UIAlertController, inner: Int) -> [(UILabel, Int)] {
    [controller.title, controller.message].compactMap { text -> (UILabel, Int)? in
      guard let text, !text.isEmpty, inner > 0 else { return nil }
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.textAlignment = .center
      return (label, TextLayout(text, width: inner).lines.count)
    }
  }

  private func button(for action: UIAlertAction, controller: UIAlertController) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(action.title, for: .normal)
    button.isEnabled = action.isEnabled
    button.addAction(
      UIAction { [weak controller] _ in controller?.tap(action) }, for: .primaryActionTriggered)
    return button
  }

  private func layOutAlert(_ controller: UIAlertController) {
    let bounds = gridBounds
    let width = min(bounds.width, 28)
    let inner = max(width - 4, 0)
    let header = headerLabels(controller, inner: inner)
    let fields = controller.textFields ?? []
    let actions = controller.orderedActions
    let sideBySide = actions.count == 2
    let headerHeight = header.map(\.1).reduce(0, +) + fields.count
    let actionHeight = sideBySide ? 1 : actions.count
    let separates = headerHeight > 0 && actionHeight > 0
    let height = 2 + headerHeight + actionHeight + (separates ? 1 : 0)
    box = GridRect(
      x: (bounds.width - width) / 2, y: max((bounds.height - height) / 2, 0), width: width,
      height: height)
    var y = box.minY + 1
    for (label, lines) in header {
      label.gridFrame = GridRect(x: box.minX + 2, y: y, width: inner, height: lines)
      addSubview(label)
      y += lines
    }
    for field in fields {
      field.gridFrame = GridRect(x: box.minX + 2, y: y, width: inner, height: 1)
      addSubview(field)
      y += 1
    }
    separatorLine = separates ? y : nil
    if separates { y += 1 }
    cancelBox = nil
    divider = nil
    if sideBySide {
      let left = (width - 2 - 1) / 2
      let right = width - 2 - 1 - left
      divider = GridRect(x: box.minX + 1 + left, y: y, width: 1, height: 1)
      let buttons = actions.map { button(for: $0, controller: controller) }
      buttons[0].gridFrame = GridRect(x: box.minX + 1, y: y, width: left, height: 1)
      buttons[1].gridFrame = GridRect(x: box.minX + 2 + left, y: y, width: right, height: 1)
      buttons.forEach(addSubview)
    } else {
      for action in actions {
        let button = button(for: action, controller: controller)
        button.gridFrame = GridRect(x: box.minX + 1, y: y, width: width - 2, height: 1)
        addSubview(button)
        y += 1
      }
    }
  }

  private func layOutSheet(_ controller: UIAlertController) {
    let bounds = gridBounds
    let margin = bounds.width >= 10 ? 1 : 0
    let width = bounds.width - 2 * margin
    let inner = max(width - 4, 0)
    let header = headerLabels(controller, inner: inner)
    let cancel = controller.actions.first { $0.style == .cancel }
    let others = controller.actions.filter { $0.style != .cancel }
    let headerHeight = header.map(\.1).reduce(0, +)
    let separates = headerHeight > 0 && !others.isEmpty
    let height = 2 + headerHeight + others.count + (separates ? 1 : 0)
    let cancelHeight = cancel == nil ? 0 : 3
    box = GridRect(
      x: margin, y: max(bounds.height - height - cancelHeight, 0), width: width, height: height)
    var y = box.minY + 1
    for (label, lines) in header {
      label.gridFrame = GridRect(x: box.minX + 2, y: y, width: inner, height: lines)
      addSubview(label)
      y += lines
    }
    separatorLine = separates ? y : nil
    if separates { y += 1 }
    divider = nil
    for action in others {
      let button = button(for: action, controller: controller)
      button.gridFrame = GridRect(x: box.minX + 1, y: y, width: width - 2, height: 1)
      addSubview(button)
      y += 1
    }
    cancelBox = nil
    if let cancel {
      let rect = GridRect(x: margin, y: box.maxY, width: width, height: 3)
      cancelBox = rect
      let button = button(for: cancel, controller: controller)
      button.gridFrame = GridRect(x: rect.minX + 1, y: rect.minY + 1, width: width - 2, height: 1)
      addSubview(button)
    }
  }

  /// Erases what is under the boxes and draws them, the separator and the divider.
  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for shape in [box, cancelBox].compactMap({ $0 }) {
      let shown = shape.offsetBy(dx: rect.minX, dy: rect.minY)
      canvas.clear(shown.intersection(clip))
      canvas.drawBox(shown, style: .rounded, clippedTo: clip)
    }
    let shownBox = box.offsetBy(dx: rect.minX, dy: rect.minY)
    if let separatorLine {
      canvas.drawSeparator(
        atLine: rect.minY + separatorLine, across: shownBox, style: .rounded, clippedTo: clip)
    }
    if let divider {
      let x = rect.minX + divider.minX
      let top = rect.minY + (separatorLine ?? box.minY)
      canvas.draw("┬", at: GridPoint(x: x, y: top), clippedTo: clip)
      canvas.draw("│", at: GridPoint(x: x, y: rect.minY + divider.minY), clippedTo: clip)
      canvas.draw("┴", at: GridPoint(x: x, y: shownBox.maxY - 1), clippedTo: clip)
    }
  }
}

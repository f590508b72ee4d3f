import Foundation
import TextCanvas

/// A tappable title, as `UIButton`: drawn `[ Title ]` when enabled and `( Title )` when not,
/// centered in its frame.
///
/// Round brackets mark a button that cannot be tapped, so a disabled state shows in a golden
/// file. A frame too narrow for the whole title cuts it with `…`, keeping the brackets.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Retry", for: .normal)
/// let device = DeviceFrame(size: GridSize(width: 11, height: 1))
/// print(try device.text(of: button), terminator: "")
/// button.isEnabled = false
/// print(try device.text(of: button), terminator: "")
/// // Prints:
/// //  ┌───────────┐
/// //  │ [ Retry ] │
/// //  └───────────┘
/// //  ┌───────────┐
/// //  │ ( Retry ) │
/// //  └───────────┘
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// UIKit's kinds of button; every kind is drawn alike.
  public enum ButtonType: Int, Hashable, Sendable {
    /// A button the app styles itself.
    case custom
    /// A system button: tinted text.
    case system
    /// An info circle with a chevron.
    case detailDisclosure
    /// An info circle.
    case infoLight
    /// An info circle, dark.
    case infoDark
    /// A plus in a circle.
    case contactAdd
    /// A close cross.
    case close
  }

  /// The button's kind.
  public let buttonType: ButtonType
  /// The room between the frame and the bracketed title, in points: it widens the intrinsic
  /// size and insets the title, on the grid (deprecated in UIKit since iOS 15, still common).
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// The room around the title, in points; kept, not drawn.
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// The room around the image, in points; kept, not drawn.
  open var imageEdgeInsets = UIEdgeInsets.zero
  /// The menu the button shows; kept, not drawn.
  open var menu: UIMenu?
  /// Whether a tap shows ``menu`` instead of sending the primary action; kept.
  open var showsMenuAsPrimaryAction = false
  /// Whether choosing from the menu changes the button's title; kept.
  open var changesSelectionAsPrimaryAction = false
  private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  /// The button's title, image and style as one value, the iOS 15 way; when set, its title is
  /// the button's title.
  public var configuration: Configuration?
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private lazy var label = UILabel()

  /// Creates a button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a custom button.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    setUp()
  }

  /// Creates a system button that performs `primaryAction` when tapped, titled with the
  /// action's title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a button with `configuration` that performs `primaryAction` when tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a button titled `title` in `gridFrame`, for the headless UI's own views.
  package convenience init(title: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    setTitle(title, for: .normal)
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// Shows `title` while the button is in `state`; nil falls back to the normal title.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title shown in `state`: its own, else the normal one.
  public func title(for state: State) -> String? {
    Self.value(in: titles, for: state)
  }

  /// Shows `image` while the button is in `state`; drawn as its name when there is no title.
  public func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  /// The image shown in `state`: its own, else the normal one.
  public func image(for state: State) -> UIImage? {
    Self.value(in: images, for: state)
  }

  /// Colours the title in `state`; kept, not drawn.
  public func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour in `state`: its own, else the normal one.
  public func titleColor(for state: State) -> UIColor? {
    Self.value(in: titleColors, for: state)
  }

  /// Sets the symbol configuration of the image in `state`; kept, not drawn.
  public func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    symbolConfigurations[state.rawValue] = configuration
  }

  /// The symbol configuration of the image in `state`: its own, else the normal one.
  public func preferredSymbolConfigurationForImage(in state: UIControl.State)
    -> UIImage.SymbolConfiguration?
  {
    Self.value(in: symbolConfigurations, for: state)
  }

  /// The title shown now: the configuration's, else the one for the current state.
  public var currentTitle: String? { configuration?.title ?? title(for: state) }

  /// The image shown now.
  public var currentImage: UIImage? { configuration?.image ?? image(for: state) }

  /// The label that shows the title: its text follows ``currentTitle``; its font and colour
  /// are kept.
  public var titleLabel: UILabel? {
    label.text = currentTitle
    return label
  }

  /// The value for `state`: its own entry, else that of its disabled, selected or highlighted
  /// flag, else the normal one, as UIKit falls back.
  private static func value<Value>(in values: [UInt: Value], for state: State) -> Value? {
    if let exact = values[state.rawValue] { return exact }
    for flag in [State.disabled, .selected, .highlighted] where state.contains(flag) {
      if let value = values[flag.rawValue] { return value }
    }
    return values[State.normal.rawValue]
  }

  /// What the button shows between its brackets: its title, else its image's name.
  package var title: String {
    currentTitle ?? currentImage?.name ?? ""
  }

  /// The title (nil while there is none), unless set, as a `UIButton` says its title.
  open override var accessibilityLabel: String? {
    get {
      if let label = super.accessibilityLabel { return label }
      guard let title = currentTitle, !title.isEmpty else { return nil }
      return title
    }
    set { super.accessibilityLabel = newValue }
  }

  /// The content edge insets on the grid: columns at the sides, lines at the top and bottom.
  private var gridContentInsets: (left: Int, right: Int, top: Int, bottom: Int) {
    (
      PointScale.columns(contentEdgeInsets.left), PointScale.columns(contentEdgeInsets.right),
      PointScale.lines(contentEdgeInsets.top), PointScale.lines(contentEdgeInsets.bottom)
    )
  }

  /// The title and its brackets on one line, with the content edge insets around them.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    let insets = gridContentInsets
    return (title.displayWidth + 4 + insets.left + insets.right, 1 + insets.top + insets.bottom)
  }

  /// The intrinsic size: a button does not wrap its title.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    let intrinsic = gridIntrinsicSize
    return GridSize(width: intrinsic.width ?? 0, height: intrinsic.height ?? 1)
  }

  /// Draws the bracketed title inside the content edge insets, placed by the content
  /// alignments: centered on the middle line by default; `.leading` and `.trailing` swap
  /// sides right to left, `.left` and `.right` do not.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let insets = gridContentInsets
    let content = GridRect(
      x: rect.minX + insets.left, y: rect.minY + insets.top,
      width: max(rect.width - insets.left - insets.right, 1),
      height: max(rect.height - insets.top - insets.bottom, 1))
    let (open, close) = isEnabled ? ("[ ", " ]") : ("( ", " )")
    let shown = title.truncated(toWidth: max(content.width - 4, 1))
    let alignment: NSTextAlignment
    // Leading and trailing are the right and left edges right to left.
    let rightToLeft = isRightToLeft
    switch contentHorizontalAlignment {
    case .left: alignment = .left
    case .right: alignment = .right
    case .leading: alignment = rightToLeft ? .right : .left
    case .trailing: alignment = rightToLeft ? .left : .right
    case .center, .fill: alignment = .center
    }
    let line: Int
    switch contentVerticalAlignment {
    case .top: line = content.minY
    case .bottom: line = content.maxY - 1
    case .center, .fill: line = content.minY + (content.height - 1) / 2
    }
    canvas.draw(
      open + shown + close, onLine: line, of: content, alignment: alignment, clippedTo: clip)
  }
}

import Foundation
import ListKit
import TextCanvas

/// The table footer that shows a list's state under its rows: a spinner while a page is on
/// its way, the empty message, a note, or the error message with the retry hint.
///
/// Messages wrap and are centered inside 1-column side margins
/// (``ScreenMetrics/contentMargin``); a blank line separates the footer from the rows above.
/// `ListFooter.none` takes no lines at all. Its height follows its content: given a width (as
/// a table gives its footer view one), it is as tall as ``height(forWidth:)``.
///
/// ```swift
/// let footer = ListFooterView()
/// footer.footer = .error("You are offline.", retryHint: "Tap to retry.")
/// tableView.tableFooterView = footer  // 20 columns wide: 3 lines tall
/// // Drawn:
/// //
/// //   You are offline.
/// //    Tap to retry.
/// ```
@MainActor
public final class ListFooterView: UIView {
  /// What the footer shows; setting it rebuilds the subviews and the height.
  public var footer: ListFooter = .none {
    didSet {
      guard footer != oldValue else { return }
      rebuild()
      fitHeight()
    }
  }

  /// The footer's rectangle; a new width sizes its height to the content, as the table gives
  /// a footer view its width and keeps its height.
  override package var gridFrame: GridRect {
    didSet { if gridFrame.width != oldValue.width { fitHeight() } }
  }

  private func fitHeight() {
    let height = height(forWidth: gridFrame.width)
    if gridFrame.height != height { gridFrame.size.height = height }
  }

  /// What VoiceOver calls the retry under an error: the hint line is read as a button of
  /// this name, the hint itself its accessibility hint (`Retry. Button.`, then `Tap to
  /// retry.`).
  public var retryAccessibilityLabel = "Retry" {
    didSet { hint.accessibilityLabel = retryAccessibilityLabel }
  }

  private let spinner = UIActivityIndicatorView(text: "Loading…")
  private let message = UILabel()
  private let hint = UILabel()

  /// Creates a footer showing nothing.
  public init() {
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a footer showing nothing; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for label in [message, hint] {
      label.numberOfLines = 0
      label.textAlignment = .center
      addSubview(label)
    }
    addSubview(spinner)
    // The error's retry is what a VoiceOver user acts on: a button named for what it does,
    // with the visible hint read after it.
    hint.accessibilityLabel = retryAccessibilityLabel
    hint.accessibilityTraits = .button
    rebuild()
  }

  /// The lines the footer takes at `width`: none for `.none`, else a blank line and the
  /// content.
  public func height(forWidth width: Int) -> Int {
    switch footer {
    case .none: 0
    case .spinner: 2
    case .message, .note: 1 + lines(of: message, at: textWidth(width))
    case .error:
      1 + lines(of: message, at: textWidth(width)) + lines(of: hint, at: textWidth(width))
    }
  }

  /// The size at `size.width`: as wide as offered, ``height(forWidth:)`` tall.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: size.width, height: height(forWidth: size.width))
  }

  /// Places the spinner or the labels under the blank first line.
  public override func layoutSubviews() {
    let width = textWidth(gridFrame.width)
    let margin = ScreenMetrics.contentMargin
    let messageLines = lines(of: message, at: width)
    let hintLines = lines(of: hint, at: width)
    spinner.gridFrame = GridRect(x: 0, y: 1, width: gridFrame.width, height: 1)
    message.gridFrame = GridRect(x: margin, y: 1, width: width, height: messageLines)
    hint.gridFrame = GridRect(x: margin, y: 1 + messageLines, width: width, height: hintLines)
  }

  private func rebuild() {
    spinner.stopAnimating()
    message.text = ""
    hint.text = ""
    hint.accessibilityHint = nil
    hint.accessibilityElementsHidden = true
    switch footer {
    case .none:
      break
    case .spinner:
      spinner.startAnimating()
    case .message(let text), .note(let text):
      message.text = text
    case .error(let text, let retryHint):
      message.text = text
      hint.text = retryHint
      hint.accessibilityHint = retryHint
      hint.accessibilityElementsHidden = false
    }
  }

  private func textWidth(_ width: Int) -> Int {
    max(width - 2 * ScreenMetrics.contentMargin, 1)
  }

  private func lines(of label: UILabel, at width: Int) -> Int {
    label.shownText.isEmpty
      ? 0 : label.layoutSize(fitting: GridSize(width: max(width, 1), height: 0)).height
  }
}

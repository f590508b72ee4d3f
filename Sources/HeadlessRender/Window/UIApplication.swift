import Foundation

/// The running app, as `UIApplication.shared`, as far as a list screen uses it: opening a URL
/// is recorded, not performed, and the network activity indicator is kept, not drawn.
///
/// ```swift
/// UIApplication.shared.open(URL(string: "https://example.com/birds")!)
/// // recorded; the completion handler is called with false: nothing opened
/// ```
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app.
  public class var shared: UIApplication { current }

  private static let current = UIApplication()

  /// The URLs asked to open, in order: recorded, never opened.
  package private(set) var openedURLs: [URL] = []

  /// Whether the status bar's network activity indicator shows; kept, not drawn.
  public var isNetworkActivityIndicatorVisible = false

  /// The number on the app's icon; kept.
  public var applicationIconBadgeNumber = 0

  /// The window made key last, while it exists.
  package weak var lastKeyWindow: UIWindow?

  /// The app's layout direction, that of its language: the layout direction of the traits of
  /// the window made key last (a frame's variant gives it one), left to right while there is
  /// none or its traits do not say right to left.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    lastKeyWindow?.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  private override init() {
    super.init()
  }

  /// Records that `url` was asked to open, without opening it, and calls `completion` with
  /// false: nothing was opened.
  public func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(false)
  }

  /// Whether an app could open `url`: false, as nothing is installed headless.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Options for opening a URL, as `UIApplication.OpenExternalURLOptionsKey`; kept.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String

    /// The option named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}

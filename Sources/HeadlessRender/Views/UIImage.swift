import Foundation

/// An image, as `UIImage` without pixels: a name, which image views draw as a placeholder.
///
/// ```swift
/// let bird = UIImage(named: "kingfisher")          // drawn [img: kingfisher]
/// let star = UIImage(systemName: "star.fill")     // drawn [img: star.fill]
/// ```
///
/// Named images are not looked up in a bundle: every name makes an image, as if the asset were
/// there. What the image looks like is not modelled.
///
/// As in UIKit, an image is not isolated to the main actor and is `Sendable` (it never
/// changes), so `static let star = UIImage(systemName: "star")` compiles anywhere.
open class UIImage: NSObject, @unchecked Sendable {
  /// The asset or symbol name the image was made with.
  package let name: String
  /// The configuration the image was made with; see `UIImage+SymbolConfiguration.swift`.
  package var keptConfiguration: Configuration?
  /// Whether the image was made from a symbol name.
  private var isSymbol = false

  /// The image named `name` in the app's assets; never nil here.
  public init?(named name: String) {
    self.name = name
    super.init()
  }

  /// The SF Symbol named `name`; never nil here.
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
    super.init()
  }

  /// A copy of the image, a symbol or a named one as this is, with its configuration.
  package func copyOfImage() -> UIImage {
    // swift-format-ignore: NeverForceUnwrap
    // Neither initializer fails here.
    let image = (isSymbol ? UIImage(systemName: name) : UIImage(named: name))!
    image.keptConfiguration = keptConfiguration
    return image
  }
}

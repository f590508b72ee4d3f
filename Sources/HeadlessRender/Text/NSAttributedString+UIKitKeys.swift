import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The font, a ``UIFont``; kept, not drawn.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour, a ``UIColor``; kept, not drawn.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour, a ``UIColor``; kept, not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The space between characters; kept, not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline style; kept, not drawn.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough style; kept, not drawn.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A paragraph style; kept, not drawn.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A link; kept, not drawn.
    public static let link = NSAttributedString.Key("NSLink")
    /// The baseline's offset; kept, not drawn.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  }
#endif

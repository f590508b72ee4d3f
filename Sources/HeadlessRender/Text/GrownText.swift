import Foundation
import TextCanvas

/// How text in a font grown by Dynamic Type takes room on the character grid: the one rule
/// every text view that follows the content size measures and draws by.
///
/// A font's growth `g` is its size over its size at the default content size, at least 1
/// (`UIFont.gridGrowth`): the body's 53 points at the largest accessibility size over its 17
/// are 3.12. A character still draws in one cell, but
///
/// - a line holds `floor(columns / g)` characters (at least one): the room its larger glyphs
///   would take, so text wraps or truncates sooner;
/// - a line of text takes `g` lines of the grid, to the nearest (halves away from zero, at
///   least one), its characters on the first of them: 1 up to a growth of 1.5, 2 up to 2.5,
///   3 up to 3.5;
/// - the text's width is `ceil(characters × g)` columns, so alignment and intrinsic sizes
///   count the room the glyphs take, not the cells they are drawn in.
///
/// At a growth of 1 (every font at the default size, every font of a fixed size) this is the
/// grid's usual one column and one line a character.
package struct GrownText: Hashable, Sendable {
  /// The font's growth, at least 1.
  package let growth: CGFloat

  /// The rule for text in `font`.
  package init(font: UIFont) {
    self.init(growth: font.gridGrowth)
  }

  /// The rule for text grown by `growth` (below 1 counts as 1).
  package init(growth: CGFloat) {
    self.growth = max(growth, 1)
  }

  /// The grid lines one line of text takes: the growth to the nearest whole line, at least 1.
  package var linesPerLine: Int { max(Int(growth.rounded()), 1) }

  /// The characters a line of `columns` columns holds: `floor(columns / growth)`, at least 1;
  /// `Int.max` stays unlimited.
  package func characters(inColumns columns: Int) -> Int {
    guard growth > 1, columns != Int.max else { return columns }
    // A hair over, so that the columns a text of n characters takes hold n again.
    return max(Int((CGFloat(columns) / growth + 1e-9).rounded(.down)), 1)
  }

  /// The columns `characters` characters take: `ceil(characters × growth)`.
  package func columns(of characters: Int) -> Int {
    guard growth > 1, characters != Int.max else { return characters }
    return Int((CGFloat(characters) * growth).rounded(.up))
  }
}

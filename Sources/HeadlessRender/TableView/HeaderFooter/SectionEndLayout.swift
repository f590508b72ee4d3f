/// How a section header's or footer's lines are used, top to bottom: lines before its title or
/// view, the title or view, and lines after it; one of them may be the edge of a grouped
/// section's box.
struct SectionEndLayout: Hashable {
  /// Lines above the content: a grouped header's gap, or a grouped footer's edge.
  var before = 0
  /// The lines of the title or view.
  var content = 0
  /// Lines below the content: a grouped header's edge.
  var after = 0
  /// The line of the box's edge in the item, if it has one.
  var edgeLine: Int?

  /// All the lines.
  var total: Int { before + content + after }
}

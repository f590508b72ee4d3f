/// What the answer to a refresh does with the rows a list has already loaded.
///
/// ```swift
/// loader.refresh()                        // page 1 replaces the rows (a to-do list, a search)
/// loader.refresh(.keepingLoadedPages)     // newer rows on top of every loaded page (a mailbox)
/// ```
public enum ListRefreshPolicy: Hashable, Sendable {
  /// The answer to page 1 replaces the rows; later pages load again as they are scrolled to.
  /// A row the service no longer has leaves the list. The default.
  case replacingRows
  /// Every page already loaded stays: the answer's rows that are in the list take their new
  /// content in place, the ones that are not yet are inserted above the first row in the
  /// answer's order, and paging goes on where it was (the next page, or the token for it).
  /// What a mailbox or a feed wants after the user paged down. A row the service no longer
  /// has stays until the next load, since page 1 cannot tell it from one pushed further down.
  case keepingLoadedPages
}

import ListKit

/// The sections of the Articles screen.
package enum ArticlesSectionID: Hashable, Sendable {
  /// The articles, in the service's order.
  case articles
}

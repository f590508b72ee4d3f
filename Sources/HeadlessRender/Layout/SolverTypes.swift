import Cassowary

/// How much a constraint matters, on Auto Layout's scale of 1 to 1000; 1000 is required.
///
/// The solver's own type, under the name the layout code spells it: a cell's code imports only
/// HeadlessRender.
package typealias LayoutPriority = Cassowary.LayoutPriority

/// One linear constraint, as the layout DSL makes it: `title.leading == episode.trailing + 1`.
package typealias Constraint = Cassowary.Constraint

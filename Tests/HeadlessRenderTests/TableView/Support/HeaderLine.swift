/// How a plain-style header with an ASCII `title` reads in a table `width` columns wide with
/// no title inset: the title, a space, and a heavy rule to the edge.
func header(_ title: String, width: Int) -> String {
  title + " " + String(repeating: "━", count: width - title.count - 1)
}

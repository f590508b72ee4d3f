/// Told when a ``ListLoader``'s list changed: a load or retry began, or an answer arrived.
@MainActor
public protocol ListLoaderDelegate: AnyObject {
  /// The loader's ``ListLoader/list`` or ``ListLoader/query`` changed.
  func listLoaderDidChange()
}

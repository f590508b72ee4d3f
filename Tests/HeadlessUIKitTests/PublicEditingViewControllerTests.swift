import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// The public view controller whose overrides name UIKit's nested types compiles, and its
/// override is the one the table asks.
@MainActor
@Suite struct PublicEditingViewControllerTests {
  @Test func itsPublicOverrideNamingANestedTypeIsTheOneTheTableCalls() throws {
    let controller = PublicEditingViewController(style: .plain)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 4)).render(controller)
    let table = try #require(controller.tableView)
    table.dataSource?.tableView(table, commit: .insert, forRowAt: IndexPath(row: 0, section: 0))
    #expect(controller.names == ["Ada", "Grace"])
    table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(controller.names == ["Grace"])
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}

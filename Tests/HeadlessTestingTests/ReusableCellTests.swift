import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import Testing

@MainActor
@Suite struct ReusableCellTests {
  /// A cell that leaves its identifier to the default.
  final class PlainCell: UITableViewCell, ReusableCell {
    func configure(with model: String) {}
  }

  @Test func aCellIsRegisteredAndDequeuedUnderItsClassNameByDefault() throws {
    #expect(PlainCell.reuseIdentifier == "PlainCell")
    let table = UITableView()
    table.register(PlainCell.self)
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "PlainCell"))
    #expect(cell is PlainCell)
    #expect(cell.reuseIdentifier == "PlainCell")
  }

  @Test func aCellThatNamesItsIdentifierIsRegisteredUnderThatNameOnly() {
    let table = UITableView()
    table.register(NameCell.self)
    #expect(table.dequeueReusableCell(withIdentifier: "Name") is NameCell)
    #expect(table.dequeueReusableCell(withIdentifier: "NameCell") == nil)
  }
}

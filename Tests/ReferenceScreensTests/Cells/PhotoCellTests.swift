import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct PhotoCellTests {
  private static let now = Date(timeIntervalSince1970: 1_795_000_000)
  private static let environment = FormatEnvironment.fixed(
    at: now, timeZone: .gmt,
    locale: Locale(identifier: "en_US"))

  func model(caption: String = "Sunset over the harbour from the ferry")
    -> PhotoCellModel
  {
    var model = PhotoCellModel(
      Photo(
        id: "p1", imageName: "harbour-sunset", caption: caption,
        user: User(id: "u2", name: "Grace Hopper", avatarName: "grace"),
        createdAt: Self.now),
      in: Self.environment)
    model.relativeTime = "3 h ago"
    return model
  }

  func cell(_ model: PhotoCellModel) -> PhotoCell {
    let cell = PhotoCell(style: .default, reuseIdentifier: PhotoCell.reuseIdentifier)
    cell.configure(with: model)
    return cell
  }

  @Test func atFortyColumnsTheBoxSpansTheMarginsAndTheCaptionFitsOneLine() {
    // The box is 38 wide: 36 inside, the 19-column name 8 columns in. The caption is 38.
    #expect(
      CellRendering.lines(of: cell(model()), width: 40) == [
        " Grace Hopper" + String(repeating: " ", count: 19) + "3 h ago",
        " ┌" + String(repeating: "─", count: 36) + "┐",
        " │" + String(repeating: " ", count: 8) + "img: harbour-sunset"
          + String(repeating: " ", count: 9) + "│",
        " └" + String(repeating: "─", count: 36) + "┘",
        " Sunset over the harbour from the ferry",
      ])
  }

  @Test func atTwentyEightColumnsTheCaptionWraps() {
    #expect(
      CellRendering.lines(of: cell(model()), width: 28) == [
        " Grace Hopper" + String(repeating: " ", count: 7) + "3 h ago",
        " ┌" + String(repeating: "─", count: 24) + "┐",
        " │  img: harbour-sunset   │",
        " └" + String(repeating: "─", count: 24) + "┘",
        " Sunset over the harbour",
        " from the ferry",
      ])
  }

  @Test func theRowHeightGrowsWhenTheCaptionWraps() {
    let photo = cell(model())
    #expect(
      photo.layoutSize(fitting: GridSize(width: 40, height: 0)) == GridSize(width: 40, height: 5))
    #expect(
      photo.layoutSize(fitting: GridSize(width: 28, height: 0)) == GridSize(width: 28, height: 6))
  }

  @Test func anEmojiAndCJKCaptionWrapsByDisplayWidth() {
    let photo = cell(model(caption: "🌅 港の夕日とフェリーからの眺め"))
    let lines = CellRendering.lines(of: photo, width: 28)
    // 🌅 and each kana or kanji are 2 columns: at 26, "🌅 " (3) and 11 of the 14 wide
    // characters (22), then the last 3.
    #expect(Array(lines[4...]) == [" 🌅 港の夕日とフェリーから", " の眺め"])
  }

  @Test func reconfiguringUpdatesTheSameCell() {
    let photo = cell(model())
    _ = CellRendering.lines(of: photo, width: 40)
    photo.configure(with: model(caption: "Gulls"))
    #expect(CellRendering.lines(of: photo, width: 40).last == " Gulls")
  }

  @Test func prepareForReuseClearsTheImageAndTheText() {
    let photo = cell(model())
    photo.prepareForReuse()
    // The caption is 0 lines when empty; the box keeps its three lines with no name.
    #expect(
      CellRendering.lines(of: photo, width: 28) == [
        "",
        " ┌" + String(repeating: "─", count: 24) + "┐",
        " │" + String(repeating: " ", count: 10) + "img" + String(repeating: " ", count: 11)
          + "│",
        " └" + String(repeating: "─", count: 24) + "┘",
      ])
  }

  @Test func voiceOverReadsTheRowAsOneElementThatSaysThereIsAPhoto() {
    #expect(
      CellRendering.reading(of: cell(model())) == [
        "Grace Hopper, 3 h ago, Photo, Sunset over the harbour from the ferry"
      ])
  }
}

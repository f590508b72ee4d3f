import Foundation
import Testing

@testable import HeadlessRender

/// Menus: nested children, options, action states, and a finger choosing from them.
@MainActor
@Suite struct UIMenuTests {
  private func sortMenu(_ log: @escaping (String) -> Void) -> UIMenu {
    let sort = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [
        UIAction(title: "Name", state: .on) { log($0.title) },
        UIAction(title: "Date") { log($0.title) },
      ])
    let delete = UIAction(title: "Delete", attributes: .destructive) { log($0.title) }
    let archive = UIAction(title: "Archive", attributes: .disabled) { log($0.title) }
    return UIMenu(title: "", children: [sort, delete, archive])
  }

  @Test func aMenuKeepsItsNestedChildrenAndOptions() throws {
    let menu = sortMenu { _ in }
    #expect(menu.children.map(\.title) == ["Sort", "Delete", "Archive"])
    let sort = try #require(menu.children.first as? UIMenu)
    #expect(sort.options == .singleSelection)
    #expect(sort.children.map(\.title) == ["Name", "Date"])
    #expect((sort.children.first as? UIAction)?.state == .on)
    #expect((menu.children[1] as? UIAction)?.attributes == .destructive)
    #expect(sort.selectedElements.map(\.title) == ["Name"])
    // The nested menu is not inline: its selection is not the parent's.
    #expect(menu.selectedElements.isEmpty)
    let inline = menu.replacingChildren([
      UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: sort.children)
    ])
    #expect(inline.selectedElements.map(\.title) == ["Name"])
    #expect(inline.identifier == menu.identifier)
  }

  @Test func choosingInASingleSelectionMenuTurnsTheOthersOff() throws {
    var log: [String] = []
    let menu = sortMenu { log.append($0) }
    #expect(menu.performAction(titled: "Date"))
    #expect(log == ["Date"])
    let sort = try #require(menu.children.first as? UIMenu)
    #expect(sort.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    #expect(menu.performAction(titled: "Delete"))
    #expect(!menu.performAction(titled: "Archive"))  // disabled
    #expect(!menu.performAction(titled: "Rename"))
    #expect(log == ["Date", "Delete"])
    // Delete is not in a single-selection menu: it stays off.
    #expect((menu.children[1] as? UIAction)?.state == .off)
  }

  @Test func aButtonAndABarButtonItemKeepTheirMenu() {
    let menu = sortMenu { _ in }
    let button = UIButton(type: .system)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    #expect(button.menu === menu)
    #expect(button.showsMenuAsPrimaryAction)
    #expect(button.changesSelectionAsPrimaryAction)
    let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
    #expect(item.menu === menu)
  }

  @Test func anActionKeepsItsSubtitleImagesAndTitleChanges() {
    let action = UIAction(
      title: "Star", subtitle: "Keep it", image: UIImage(systemName: "star"),
      selectedImage: UIImage(systemName: "star.fill")
    ) { _ in }
    #expect(action.subtitle == "Keep it")
    #expect(action.image?.name == "star")
    #expect(action.selectedImage?.name == "star.fill")
    action.title = "Unstar"
    #expect(action.title == "Unstar")
    #expect((action as UIMenuElement).title == "Unstar")
  }
}

import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import Testing

/// The Team screen of `TeamViewController.swift`, written as a UIKit app writes it and compiled
/// against HeadlessUIKit, drawn by the frame that shows any view controller.
@MainActor
@Suite struct TeamViewControllerTests {
  static let members = [
    TeamMember(name: "Ada Lovelace", role: "Analyst", avatar: "ada", isFollowed: false),
    TeamMember(
      name: "Grace Hopper", role: "Compiler writer, rear admiral", avatar: "grace",
      isFollowed: true),
    TeamMember(name: "Alan Turing", role: "Codebreaker", avatar: "alan", isFollowed: false),
  ]

  @Test func theScreenDrawsAsTheAppLaysItOut() throws {
    let screen = UINavigationController(
      rootViewController: TeamViewController(members: Self.members))
    assertGolden(of: screen, as: .viewController(device: GridSize(width: 40, height: 16)))
  }

  @Test func tappingARowFollowsTheMemberAndTheButtonSaysSo() throws {
    let team = TeamViewController(members: Self.members)
    let screen = UINavigationController(rootViewController: team)
    let frame = DeviceFrame(size: GridSize(width: 40, height: 16))
    _ = try frame.text(of: screen)
    let ada = try #require(team.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect((ada as? TeamMemberCell)?.followButton.currentTitle == "Follow")
    team.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    _ = try frame.text(of: screen)
    let followed = try #require(team.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect((followed as? TeamMemberCell)?.followButton.currentTitle == "Following")
    let name = (followed as? TeamMemberCell)?.nameLabel
    #expect(name?.font == .preferredFont(forTextStyle: .headline))
  }
}

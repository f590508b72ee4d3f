import ListKit
import Models
import TestSupport
import ViewModels

/// A recordings service whose answers the test releases.
struct ScriptedRecordingsService: RecordingsService {
  let responder = ScriptedResponder<RecordingsSearchPage, Result<RecordingsPage, APIError>>()

  func recordings(matching query: String, page: Int) async -> Result<RecordingsPage, APIError> {
    await responder.ask(RecordingsSearchPage(query: query, page: page))
  }

  /// Answers page `page` of `query`, waiting for the request to arrive.
  func respond(to query: String, page: Int, with answer: Result<RecordingsPage, APIError>) async {
    await responder.respond(to: RecordingsSearchPage(query: query, page: page), with: answer)
  }
}

/// A feed service whose answers the test releases, oldest or newest call first.
struct ScriptedFeedService: FeedService {
  let responder = ScriptedResponder<Int, Result<Feed, APIError>>()

  func feed() async -> Result<Feed, APIError> { await responder.ask(1) }
}

/// A todos service whose answers the test releases.
struct ScriptedTodosService: TodosService {
  let responder = ScriptedResponder<Int, Result<[Todo], APIError>>()

  func todos() async -> Result<[Todo], APIError> { await responder.ask(1) }
}

/// A films service whose answers the test releases, by page.
struct ScriptedFilmsService: FilmsService {
  let responder = ScriptedResponder<Int, Result<FilmsPage, APIError>>()

  func films(page: Int) async -> Result<FilmsPage, APIError> { await responder.ask(page) }
}

/// An articles service whose answers the test releases.
struct ScriptedArticlesService: ArticlesService {
  let responder = ScriptedResponder<Int, Result<[[String: String]], APIError>>()

  func articleItems() async -> Result<[[String: String]], APIError> { await responder.ask(1) }
}

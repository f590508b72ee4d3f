import Foundation

/// What ``LoopbackServer`` answers: the first path component picks a behaviour, the rest is
/// the service's own path.
///
/// - `/ok/...`: the real endpoints below, answered from `Fixtures/API`.
/// - `/status/<code>/...`: that status, with the HTML error page as the body.
/// - `/truncated/...`: 200 with a JSON body cut short (`recordings/truncated.json`).
/// - `/malformed/...`: 200 with a body that is not JSON.
/// - `/slow/...`: 200 after 2 seconds (for timeouts).
/// - `/slow-queries/...`: as `/ok`, but a `query` containing "slow" waits 2 seconds first (for
///   a request that a newer one supersedes and cancels).
/// - `/short-body/...`: promises more bytes than it sends, then closes the connection.
/// - `/json-only/...`: as `/ok` for a request that accepts `application/json`, else 406.
///
/// Endpoints under `/ok`:
/// - `/api/2/recordings?query=q&page=n`: the parrot pages of the fixtures; any other query is
///   echoed: one recording whose `en` is the query as the server decoded it and whose `loc` is
///   the raw query string as it arrived.
/// - `/api/films/?page=n`: `films/films.json` for page 1, else SWAPI's 404.
/// - `/todos`, `/feed`, `/articles`: the fixture files.
enum LoopbackRoutes {
  /// An answer: the bytes to write, after an optional delay.
  struct Response {
    var status: Int
    var contentType = "application/json; charset=utf-8"
    var body: [UInt8]
    /// The `Content-Length` to announce, when it is not the body's (a body cut short).
    var promisedLength: Int?
    /// Seconds to wait before answering.
    var delay: Double?

    /// The status line, the header and the body.
    var bytes: [UInt8] {
      let reason = Self.reasons[status] ?? "Status \(status)"
      let header =
        "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\n"
        + "Content-Length: \(promisedLength ?? body.count)\r\nConnection: close\r\n\r\n"
      return Array(header.utf8) + body
    }

    private static let reasons = [
      200: "OK", 299: "Success", 300: "Multiple Choices", 400: "Bad Request", 404: "Not Found",
      406: "Not Acceptable", 500: "Internal Server Error",
    ]
  }

  /// The answer to a GET of `target` (`/ok/todos`, `/status/500/recordings?query=owl`, ...)
  /// with the lines of `header`.
  static func response(to target: String, header: [String], fixtures: URL) -> Response {
    let (path, query) = split(target)
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let behaviour = segments.count > 1 ? segments[1] : ""
    let rest = "/" + segments.dropFirst(2).joined(separator: "/")
    func fixture(_ name: String) -> Response {
      guard let data = FileManager.default.contents(atPath: fixtures.appending(path: name).path)
      else { return text(404, "no such fixture: \(name)") }
      return Response(status: 200, body: Array(data))
    }
    switch behaviour {
    case "status":
      guard segments.count > 2, let code = Int(segments[2]) else { return text(400, "no status") }
      var page = fixture("recordings/error-page.html")
      page.status = code
      page.contentType = "text/html; charset=utf-8"
      return page
    case "truncated":
      return fixture("recordings/truncated.json")
    case "malformed":
      return Response(status: 200, body: Array(#"{"count": 6, "results": [}"#.utf8))
    case "slow-queries":
      var answer = endpoint(rest, query: query, fixture: fixture)
      if (parameters(query)["query"] ?? "").contains("slow") { answer.delay = 2 }
      return answer
    case "slow":
      return Response(status: 200, body: Array("{}".utf8), delay: 2)
    case "short-body":
      return Response(status: 200, body: Array(#"{"count": 6, "res"#.utf8), promisedLength: 500)
    case "ok":
      return endpoint(rest, query: query, fixture: fixture)
    case "json-only":
      let accepts = header.contains { $0.lowercased() == "accept: application/json" }
      return accepts ? endpoint(rest, query: query, fixture: fixture) : text(406, "JSON only")
    default:
      return text(404, "no such behaviour")
    }
  }

  private static func endpoint(
    _ path: String, query: String, fixture: (String) -> Response
  ) -> Response {
    let parameters = parameters(query)
    switch path {
    case "/api/2/recordings":
      let text = parameters["query"] ?? ""
      let page = parameters["page"].flatMap { Int($0) } ?? 1
      if text == "parrot" { return fixture("recordings/parrot-page-\(page).json") }
      let echo = EchoPage(page: page, recordings: [EchoRecording(en: text, loc: query)])
      return Response(status: 200, body: Array((try? JSONEncoder().encode(echo)) ?? Data()))
    case "/api/films/":
      if (parameters["page"] ?? "1") == "1" { return fixture("films/films.json") }
      return Response(status: 404, body: Array(#"{"detail": "Not found"}"#.utf8))
    case "/todos", "/feed", "/articles":
      let name = path.dropFirst()
      return fixture("\(name)/\(name).json")
    default:
      return text(404, "no such endpoint")
    }
  }

  private static func text(_ status: Int, _ message: String) -> Response {
    Response(status: status, contentType: "text/plain", body: Array(message.utf8))
  }

  /// The path and the raw query string of a request target.
  private static func split(_ target: String) -> (path: String, query: String) {
    guard let mark = target.firstIndex(of: "?") else { return (target, "") }
    return (String(target[..<mark]), String(target[target.index(after: mark)...]))
  }

  /// The first value of each name of a query string, decoded as HTML forms encode it (`+` is
  /// a space, `%XX` a byte of UTF-8); a name without `=` has the empty value.
  private static func parameters(_ query: String) -> [String: String] {
    var values: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
      }
      let name = decoded(parts[0])
      if values[name] == nil { values[name] = parts.count > 1 ? decoded(parts[1]) : "" }
    }
    return values
  }

  /// The echo endpoint's page, in the xeno-canto API's shape.
  private struct EchoPage: Encodable {
    var numRecordings = "1"
    var numSpecies = "1"
    var page: Int
    var numPages = 1
    var recordings: [EchoRecording]
  }

  private struct EchoRecording: Encodable {
    var id = "1"
    var gen = "Echo"
    var sp = "echo"
    var en: String
    var rec = "server"
    var cnt = "Loopback"
    var loc: String
    var file = ""
    var q = "A"
    var length = "0:01"
    var date = "2026-11-21"
  }
}

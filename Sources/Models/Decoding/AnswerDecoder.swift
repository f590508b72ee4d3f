import Foundation

/// Decodes a service's answer and turns every failure into an ``APIError``.
///
/// Every service, over HTTP or from fixture files, decodes through this type, so a bad answer
/// always reads the same way:
///
/// ```swift
/// let result = AnswerDecoder().decode(
///   RecordingsPage.self, from: data, source: "Fixtures/API/recordings/bad-type.json")
/// // .failure(.decoding(...)), whose message is
/// // recordings[3].length: expected a string or number, found an array
/// // (in Fixtures/API/recordings/bad-type.json)
/// ```
package struct AnswerDecoder: Sendable {
  /// Creates a decoder.
  package init() {}

  /// Decodes `data` as `type`.
  ///
  /// - Parameters:
  ///   - type: The model to decode.
  ///   - data: The raw answer.
  ///   - source: Where the data came from (a fixture path or a request URL), named in errors.
  /// - Returns: The model, or `.decoding` with the coding path and the reason.
  package func decode<Answer: Decodable>(
    _ type: Answer.Type, from data: Data, source: String
  ) -> Result<Answer, APIError> {
    do {
      return .success(try JSONDecoder().decode(type, from: data))
    } catch let error as DecodingError {
      return .failure(.decoding(AnswerDecodingError(error, source: source, data: data)))
    } catch {
      return .failure(
        .decoding(
          AnswerDecodingError(source: source, codingPath: "", reason: String(describing: error))))
    }
  }
}

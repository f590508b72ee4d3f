import JSONParsing

/// How messages show the values they were given (see JSONParsing's `EchoedText`), for the
/// modules that report on scenarios without reading JSON themselves.
package typealias EchoedText = JSONParsing.EchoedText

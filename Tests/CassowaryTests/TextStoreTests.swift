import Testing

@testable import Cassowary

/// The solver's names and texts, kept as UTF-8 back to back in one buffer.
@Suite struct TextStoreTests {
  @Test func textsAreKeptBackToBackAndReadBackWhole() {
    var store = TextStore()
    defer { store.deallocate() }
    let name = store.append("parent.width")
    let empty = store.append("")
    let text = store.append("é ≥ 1 ~ 750")
    #expect(store.string(name) == "parent.width")
    #expect(store.string(empty) == "")
    #expect(store.string(text) == "é ≥ 1 ~ 750")
    // No byte between two texts, none for an empty one.
    #expect(store.byteCount == "parent.width".utf8.count + "é ≥ 1 ~ 750".utf8.count)
    #expect(store.contains("é ≥ 1 ~ 750", at: text))
    #expect(!store.contains("é ≥ 1 ~ 751", at: text))
    #expect(!store.contains("parent.widt", at: name))
    var keep = [text]
    store.compact(&keep)
    #expect(store.byteCount == "é ≥ 1 ~ 750".utf8.count)
    #expect(store.string(keep[0]) == "é ≥ 1 ~ 750")
  }
}

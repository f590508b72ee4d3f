// Adapters that report golden-file mismatches to Swift Testing and XCTest live here, so that
// the golden engine in HeadlessRender imports neither framework.

import Foundation
import ListKit
import TextCanvas

extension UITableView {
  /// Registers the class that `dequeueReusableHeaderFooterView(withIdentifier:)` creates for
  /// `identifier`.
  public func register(
    _ viewType: UITableViewHeaderFooterView.Type,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistrations[identifier] = viewType
  }

  /// A header or footer view for `identifier`: the last one returned to the pool (after
  /// `prepareForReuse()`), else a new one of the registered class, else nil, as in UIKit.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = headerFooterPool[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return headerFooterRegistrations[identifier].map { $0.init(dequeuedAs: identifier) }
  }

  /// The header view of `section` on screen: the delegate's, or the one the table made for
  /// its title; nil when it is not on screen or not a ``UITableViewHeaderFooterView``.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionEndKey(kind: .header, section: section)] as? UITableViewHeaderFooterView
  }

  /// The footer view of `section` on screen; nil when it is not on screen.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionEndKey(kind: .footer, section: section)] as? UITableViewHeaderFooterView
  }

  /// The rectangle of `section`'s header in the table's content, in points, where it is when
  /// the table does not float it; `.zero` for a section the table does not have.
  public func rectForHeader(inSection section: Int) -> CGRect {
    sectionEndRect(.header, inSection: section)?.points ?? .zero
  }

  /// The rectangle of `section`'s footer in the table's content, in points; `.zero` for a
  /// section the table does not have.
  public func rectForFooter(inSection section: Int) -> CGRect {
    sectionEndRect(.footer, inSection: section)?.points ?? .zero
  }

  /// The rectangle of `section` in the table's content, in points: its header, rows and
  /// footer; `.zero` for a section the table does not have.
  public func rect(forSection section: Int) -> CGRect {
    guard let header = sectionEndRect(.header, inSection: section),
      let footer = sectionEndRect(.footer, inSection: section)
    else { return .zero }
    return GridRect(
      x: 0, y: header.minY, width: gridFrame.width, height: footer.maxY - header.minY
    ).points
  }

  /// The rectangle of `section`'s header or footer item in content coordinates.
  private func sectionEndRect(_ kind: SectionEndKind, inSection section: Int) -> GridRect? {
    if counts == nil { loadCounts() }
    guard let counts, counts.indices.contains(section) else { return nil }
    let item = sectionStarts[section] + (kind == .header ? 0 : 1 + counts[section])
    return GridRect(
      x: 0, y: headerViewHeight + heights.prefix(item), width: gridFrame.width,
      height: heights.heights[item])
  }

  /// Asks the delegate for the header and footer views of `sections` it was not asked about
  /// since the counts were loaded, and measures the views; whether a height changed.
  ///
  /// The table asks when a section comes on screen, as UIKit does; a view it gets is kept
  /// for ``showSectionViews(in:)``, and asked for again when it comes back after leaving.
  func resolveSectionViews(in sections: ClosedRange<Int>?) -> Bool {
    guard let delegate, let sections else { return false }
    var changed = false
    for section in sections {
      for kind in [SectionEndKind.header, .footer]
      where viewAnswer(of: kind, inSection: section) == nil {
        let key = SectionEndKey(kind: kind, section: section)
        let view = askedView(of: kind, inSection: section, from: delegate)
        setViewAnswer(view != nil, of: kind, inSection: section)
        if let view {
          sectionViews[key] = view
          measuredSectionViewLines[key] = fittedLines(of: view)
        }
        // Only a view where there was no title adds a header or footer: then the separator
        // above or below it goes.
        let adds = view != nil && title(of: kind, inSection: section) == nil
        changed = updateSectionEndHeights(kind, inSection: section, rows: adds) || changed
      }
    }
    return changed
  }

  /// Shows the header and footer views of `bands`: the delegate's views where it gives some,
  /// and, for titles, a ``UITableViewHeaderFooterView`` the table makes, whose `textLabel`
  /// gives the text drawn. Views that arrive get `willDisplayHeaderView` (or footer); views
  /// whose band left get `didEndDisplaying…` and go back to their pool. Returns the bands, a
  /// title's text as its view holds it after `willDisplay…`, a view's text nil (it draws
  /// itself).
  func showSectionViews(
    in bands: [ListDecorationView.SectionTitle]
  ) -> [ListDecorationView.SectionTitle] {
    let shown = Set(bands.map { SectionEndKey(kind: $0.kind, section: $0.section) })
    for key in sectionViews.keys.sorted() where !shown.contains(key) {
      endDisplayingSectionView(key)
    }
    // Shown section by section, a header before its footer, as they come in the content;
    // returned in drawing order.
    var shownBands: [SectionEndKey: ListDecorationView.SectionTitle] = [:]
    for band in bands.sorted(by: {
      SectionEndKey(kind: $0.kind, section: $0.section)
        < SectionEndKey(kind: $1.kind, section: $1.section)
    }) {
      shownBands[SectionEndKey(kind: band.kind, section: band.section)] = show(band)
    }
    // The views go in front of the decoration, in drawing order: a pinned one last.
    return bands.map { band in
      let key = SectionEndKey(kind: band.kind, section: band.section)
      let shown = shownBands[key] ?? band
      if shown.text == nil, let view = sectionViews[key] { bringSubviewToFront(view) }
      return shown
    }
  }

  /// Shows the view of `band`, and returns the band with the title's text its view holds.
  private func show(_ band: ListDecorationView.SectionTitle) -> ListDecorationView.SectionTitle {
    let key = SectionEndKey(kind: band.kind, section: band.section)
    let isTitle = viewAnswer(of: band.kind, inSection: band.section) != true
    guard
      let view = sectionViews[key]
        ?? (isTitle
          ? titleView(for: band)
          : delegate.flatMap { askedView(of: band.kind, inSection: band.section, from: $0) })
    else { return band }
    sectionViews[key] = view
    if !displayedSectionViews.contains(key) {
      displayedSectionViews.insert(key)
      (view as? UITableViewHeaderFooterView)?.placement = .init(
        style: style, kind: band.kind, inset: titleInsetColumns)
      switch band.kind {
      case .header:
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: band.section)
      case .footer:
        delegate?.tableView(self, willDisplayFooterView: view, forSection: band.section)
      }
    }
    var shown = band
    if isTitle {
      shown.text = (view as? UITableViewHeaderFooterView)?.textLabel?.text ?? band.text
    } else {
      shown.text = nil
      if view.superview !== self { addSubview(view) }
      // Where the rows end: before the section index.
      view.gridFrame = GridRect(
        x: 0, y: band.y, width: max(gridFrame.width - indexColumns, 0), height: band.height)
    }
    return shown
  }

  /// Takes every header and footer view off screen (of the sections outside `sections` when
  /// given), as the sections they showed may change, or left.
  func endDisplayingSectionViews(outside sections: ClosedRange<Int>? = nil) {
    for key in sectionViews.keys.sorted() where !(sections?.contains(key.section) ?? false) {
      endDisplayingSectionView(key)
    }
  }

  /// Takes the header or footer view of `key` off screen: `didEndDisplaying…` when it showed,
  /// then back to its pool.
  func endDisplayingSectionView(_ key: SectionEndKey) {
    guard let view = sectionViews.removeValue(forKey: key) else { return }
    view.removeFromSuperview()
    if displayedSectionViews.remove(key) != nil {
      switch key.kind {
      case .header:
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
      case .footer:
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
      }
    }
    if let title = view as? TitleHeaderFooterView {
      if titleViewPool.count < 8 { titleViewPool.append(title) }
    } else if let headerFooter = view as? UITableViewHeaderFooterView,
      let identifier = headerFooter.reuseIdentifier
    {
      headerFooterPool[identifier, default: []].append(headerFooter)
    }
  }

  private func askedView(
    of kind: SectionEndKind, inSection section: Int, from delegate: any UITableViewDelegate
  ) -> UIView? {
    switch kind {
    case .header: delegate.tableView(self, viewForHeaderInSection: section)
    case .footer: delegate.tableView(self, viewForFooterInSection: section)
    }
  }

  private func setViewAnswer(_ answer: Bool, of kind: SectionEndKind, inSection section: Int) {
    switch kind {
    case .header: headerViewAnswers[section] = answer
    case .footer: footerViewAnswers[section] = answer
    }
  }

  /// The lines `view` takes at the table's width.
  private func fittedLines(of view: UIView) -> Int {
    view.layoutSize(fitting: GridSize(width: gridFrame.width, height: 0)).height
  }

  /// Sets the height of `section`'s header or footer item, and, when `rows`, of the row whose
  /// separator depends on it; whether any changed.
  private func updateSectionEndHeights(
    _ kind: SectionEndKind, inSection section: Int, rows: Bool
  ) -> Bool {
    guard let counts else { return false }
    let item = sectionStarts[section] + (kind == .header ? 0 : 1 + counts[section])
    let lines = layout(of: kind, inSection: section).total
    var changed = heights.heights[item] != lines
    heights.setHeight(lines, at: item)
    guard rows else { return changed }
    let neighbour =
      kind == .header
      ? lastRow(before: section)
      : (counts[section] > 0 ? IndexPath(row: counts[section] - 1, section: section) : nil)
    if let row = neighbour, let rowItem = flatIndex(of: row) {
      let rowLines = itemHeight(ofRowAt: row)
      changed = changed || heights.heights[rowItem] != rowLines
      heights.setHeight(rowLines, at: rowItem)
    }
    return changed
  }

  /// A header or footer view for a title band, its text set as the style shows it: a grouped
  /// table's header in upper case.
  private func titleView(for band: ListDecorationView.SectionTitle) -> UITableViewHeaderFooterView {
    let view = titleViewPool.popLast() ?? TitleHeaderFooterView(reuseIdentifier: nil)
    let title = band.text ?? ""
    view.textLabel?.text = band.kind == .header && style != .plain ? title.uppercased() : title
    return view
  }
}

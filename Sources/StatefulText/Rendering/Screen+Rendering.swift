extension Screen {
    /// The screen drawn `width` columns wide, framed with ASCII `+ - |`.
    ///
    /// ```swift
    /// let text = try Screen("Profile") {
    ///     Button("Save", isEnabled: false)
    /// }.render(width: .compact)
    /// // +----------------------------------+
    /// // |             Profile              |
    /// // +----------------------------------+
    /// // | [ Save ] (disabled)              |
    /// // +----------------------------------+
    /// ```
    ///
    /// Every row has the same display width and ends in `|` or `+`; lines end
    /// in LF, and the text ends in exactly one. Long text wraps, long field
    /// values end in `...`, control characters are escaped (`\t`, `\u{7}`).
    /// The same screen at the same width always gives the same bytes.
    ///
    /// - Throws: ``ScreenRenderError`` when `width` is outside
    ///   ``ScreenWidth/minimum``…``ScreenWidth/maximum``.
    public func render(width: ScreenWidth) throws(ScreenRenderError) -> String {
        try ScreenWidth.validate(width)
        return ScreenLayout.draw(self, columns: width.columns)
    }

    /// The screen as an outline: one element per line with its role, label,
    /// value and state, children indented by two spaces.
    ///
    /// ```swift
    /// Screen("Profile") {
    ///     TextField("Name", text: "")
    ///     Button("Save", isEnabled: false)
    /// }.outline
    /// // screen "Profile"
    /// //   textField "Name" value ""
    /// //   button "Save" disabled
    /// ```
    ///
    /// Strings are quoted, with `"`, `\` and control characters escaped.
    public var outline: String {
        OutlineWriter.outline(self)
    }
}

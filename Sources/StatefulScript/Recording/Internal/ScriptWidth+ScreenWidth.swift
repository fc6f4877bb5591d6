import StatefulText

extension ScriptWidth {
    /// `width` as a flow writes it: the preset's name (`compact`) when a
    /// preset has that many columns, else the number of columns.
    init(naming width: StatefulText.ScreenWidth) {
        let preset = FlowSettings.widthPresets.filter { $0.value == width }.keys.sorted().first
        self = preset.map(ScriptWidth.preset) ?? .columns(width.columns)
    }
}

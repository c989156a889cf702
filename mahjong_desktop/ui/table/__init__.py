"""The playing area: the table scene and its tiles, the claim bar, hints, banners and sounds."""

"""Hand analysis: decomposition, win test, shanten, waits, effective tiles, wild tiles."""

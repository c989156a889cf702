"""Region ruleset files (TOML), shipped as package data of ``mahjong_desktop.rulesets``."""

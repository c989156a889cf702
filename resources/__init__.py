"""Tile art, icons and translations, shipped as package data of ``mahjong_desktop.resources``."""

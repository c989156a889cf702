"""Imports every region knowledge module so each registers itself (regions.knowledge_for)."""

from mahjong_desktop.ai.regions import lanzhou, linan, lincang, shangrao

__all__ = ["lanzhou", "linan", "lincang", "shangrao"]

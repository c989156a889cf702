"""Imports every region knowledge module so each registers itself (regions.knowledge_for)."""

from mahjong_desktop.ai import region_lanzhou, region_linan, region_lincang, region_shangrao

__all__ = ["region_lanzhou", "region_linan", "region_lincang", "region_shangrao"]

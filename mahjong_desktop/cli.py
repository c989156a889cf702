"""Command line: sub-commands are headless (no Qt import); no sub-command starts the game window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from mahjong_desktop import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mahjong-desktop",
        description="地方麻将 Mahjong Desktop — regional Chinese mahjong against computer players.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    return int(args.handler(args))

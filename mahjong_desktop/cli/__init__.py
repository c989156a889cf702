"""Command line: sub-commands are headless (no Qt import); no sub-command starts the game window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from mahjong_desktop import __version__
from mahjong_desktop.cli import arena as cli_arena
from mahjong_desktop.cli import drill as cli_drill
from mahjong_desktop.cli import score as cli_score
from mahjong_desktop.cli import simulate as cli_simulate
from mahjong_desktop.cli.bounds import COUNT, COUNT_HELP, SEED, SEED_HELP


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mahjong-desktop",
        description="地方麻将 Mahjong Desktop — regional Chinese mahjong against computer players.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    # Window options (no sub-command). Their dests are prefixed so they never clash with options
    # of the same name on a sub-command.
    window = parser.add_argument_group("game window (no COMMAND)")
    window.add_argument(
        "--demo",
        action="store_true",
        help="computer players in all four seats at instant speed; exits when done",
    )
    window.add_argument(
        "--hands",
        dest="demo_hands",
        type=COUNT,
        default=1,
        metavar="N",
        help=f"hands to play in the demo, {COUNT_HELP} (default 1)",
    )
    window.add_argument(
        "--seed",
        dest="demo_seed",
        type=SEED,
        default=None,
        metavar="S",
        help=f"session seed of the demo, {SEED_HELP} (default: random)",
    )
    window.add_argument(
        "--region",
        dest="demo_region",
        default=None,
        metavar="R",
        help="region of the demo (default: the one in the settings)",
    )
    window.add_argument(
        "--screenshot",
        dest="screenshot",
        default=None,
        metavar="FILE",
        help="save a picture of the window at the end of the demo; without --demo, of the "
        "window a normal start shows (your kept games opened as usual), then exit",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    cli_simulate.add_parser(subparsers)
    cli_score.add_parser(subparsers)
    cli_arena.add_parser(subparsers)
    cli_drill.add_parser(subparsers)
    return parser


def tolerate_narrow_consoles() -> None:
    """Let output survive a console that cannot show Chinese (a Windows code page such as
    cp1252, ``PYTHONIOENCODING``): characters it lacks are written as ``\\uXXXX`` escapes
    instead of ending the command with ``UnicodeEncodeError``. In JSON output those escapes are
    the same string to any JSON reader."""
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or "ascii"
        try:
            "地方麻将".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    tolerate_narrow_consoles()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        # Qt is imported only here, so the headless sub-commands start fast and run without it.
        from mahjong_desktop.ui.shell.app import DemoOptions, run

        if args.demo:
            if args.demo_hands < 1:
                parser.error("--hands must be at least 1")
            demo = DemoOptions(args.demo_hands, args.demo_seed, args.demo_region, args.screenshot)
            return run(sys.argv[:1], demo)
        return run(sys.argv[:1], first_picture=args.screenshot)
    try:
        return int(args.handler(args))
    except KeyboardInterrupt:
        # Ctrl-C during a long ``arena`` or ``simulate``: the player asked for it, so one line and
        # the shell's usual status for an interrupt (128 + SIGINT), not a traceback.
        print(f"mahjong-desktop {args.command}: interrupted", file=sys.stderr)
        return 130

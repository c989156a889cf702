"""Bounds of the numbers the command line takes, checked where they are parsed.

A count of 10²⁰ hands or walls was accepted and the memory grew until the machine gave out; a seed
of 2⁶⁴ or −1 was taken modulo 2⁶⁴, so two different seeds on the command line played the same
games without a word. Each option now states its range in ``--help`` and a value outside it is
refused (argparse's one-line error, exit status 2), never wrapped.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import NoReturn

MAX_COUNT = 1_000_000  # hands, rounds or walls of one run: about a day of play for the arena
SEED_MAX = (1 << 64) - 1  # the engine's generator is SplitMix64: seeds are 64-bit


def bounded(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse ``type`` taking whole numbers from ``lo`` to ``hi`` only."""

    def parse(text: str) -> int:
        try:
            value = int(text, 10)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{text[:40]!r} is not a whole number (from {lo:,} to {hi:,})"
            ) from None
        if not lo <= value <= hi:
            shown = text if len(text) <= 25 else f"a number of {len(text)} digits"
            raise argparse.ArgumentTypeError(f"{shown} is not from {lo:,} to {hi:,}")
        return value

    parse.__name__ = "whole number"  # argparse names the type in some messages
    return parse


COUNT = bounded(1, MAX_COUNT)
SEED = bounded(0, SEED_MAX)
SEED_HELP = f"0 to {SEED_MAX} (2^64-1)"
COUNT_HELP = f"1 to {MAX_COUNT:,}"


def errors_in_one_line(parser: argparse.ArgumentParser, prog: str) -> None:
    """Make ``parser`` answer a usage error with one line, ``<prog>: <message>``, and status 2
    (argparse prints the whole usage first). argparse makes every subparser of one class, so the
    method is replaced on this one parser object."""

    def one_line_error(message: str) -> NoReturn:
        print(f"{prog}: {message}", file=sys.stderr)
        sys.exit(2)

    parser.error = one_line_error  # type: ignore[method-assign]

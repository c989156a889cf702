"""Standard input read within a size bound, as text: the commands that read JSON there
(``score``, ``drill --check``) decide nothing about how much is read from what they are given,
and bad UTF-8 is a message naming the byte, not a ``UnicodeDecodeError``."""

from __future__ import annotations

import sys

from mahjong_desktop.validation import Limits, decode_utf8, problem


def read_stdin(source: str, limits: Limits) -> str:
    limit = limits.max_bytes
    binary = getattr(sys.stdin, "buffer", None)  # absent when a test puts text in its place
    if binary is None:
        text = sys.stdin.read(limit + 1)
        if len(text) > limit:
            raise problem(source, "", f"is larger than {limit:,} characters; refused")
        return text
    raw = binary.read(limit + 1)
    if len(raw) > limit:
        raise problem(source, "", f"is larger than {limit:,} bytes; refused")
    return decode_utf8(raw, source)

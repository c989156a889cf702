"""Reading a database's write-ahead log before sqlite does, to find damage sqlite would hide.

sqlite replays a ``-wal`` file frame by frame and stops at the first frame whose checksum fails,
silently: every transaction after it — autosaved actions, for the journal — is dropped, and the
next checkpoint makes the loss final. So before a database is opened, its log is read here as the
file format describes it (https://www.sqlite.org/fileformat2.html, "The WAL File Format"): a
32-byte header, then frames of a 24-byte header and one page, each checksummed cumulatively. A
frame after the break that still carries this log's salts and marks a commit is a transaction
that was written in full and would now be lost: that is damage. Frames with other salts are left
over from an earlier round of the log, and a break in the last, uncommitted transaction is what
an interrupted write leaves; neither loses anything.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

_HEADER = 32
_FRAME_HEADER = 24
_MAGIC_LITTLE = 0x377F0682  # checksums over little-endian words
_MAGIC_BIG = 0x377F0683  # … over big-endian words
_VERSION = 3007000


@dataclass(frozen=True, slots=True)
class WalVerdict:
    """``commits``: transactions sqlite will replay; ``lost``: written in full after the break,
    which sqlite would drop; ``header_bad``: the whole log would be ignored."""

    commits: int
    lost: int
    header_bad: bool

    @property
    def damaged(self) -> bool:
        return self.header_bad or self.lost > 0


def wal_path(database: Path) -> Path:
    return database.with_name(database.name + "-wal")


def check_wal(data: bytes) -> WalVerdict | None:
    """The verdict on a log's bytes; None when there is nothing in it to lose."""
    if len(data) <= _HEADER:
        return None  # empty, or a header cut short: no frame was written after it
    magic, version, page_size, _, salt1, salt2, sum1, sum2 = struct.unpack(">8I", data[:_HEADER])
    if page_size == 1:
        page_size = 65536
    good_size = 512 <= page_size <= 65536 and page_size & (page_size - 1) == 0
    if magic not in (_MAGIC_LITTLE, _MAGIC_BIG) or version != _VERSION or not good_size:
        return WalVerdict(0, 0, header_bad=True)
    order = "<" if magic == _MAGIC_LITTLE else ">"
    if _checksum(data[:24], (0, 0), order) != (sum1, sum2):
        return WalVerdict(0, 0, header_bad=True)
    state = (sum1, sum2)
    commits = lost = 0
    broken = False
    frame = _FRAME_HEADER + page_size
    for offset in range(_HEADER, len(data) - frame + 1, frame):
        page_no, commit, f_salt1, f_salt2, f_sum1, f_sum2 = struct.unpack(
            ">6I", data[offset : offset + _FRAME_HEADER]
        )
        ours = (f_salt1, f_salt2) == (salt1, salt2)
        if not broken:
            state = _checksum(data[offset : offset + 8], state, order)
            state = _checksum(data[offset + _FRAME_HEADER : offset + frame], state, order)
            if ours and page_no != 0 and state == (f_sum1, f_sum2):
                commits += commit != 0
                continue
            broken = True
        if ours and commit != 0:
            lost += 1
    return WalVerdict(commits, lost, header_bad=False)


def _checksum(data: bytes, state: tuple[int, int], order: str) -> tuple[int, int]:
    s0, s1 = state
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[i + 1] + s0) & 0xFFFFFFFF
    return s0, s1

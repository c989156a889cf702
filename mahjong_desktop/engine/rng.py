"""The engine's own random numbers: SplitMix64 over Python ints.

Walls must be identical on every platform and Python version, so nothing here touches the global
``random`` module, ``random.Random`` (its seeding of ints has changed between versions before) or
``hash()`` (salted per process). SplitMix64 is tiny, fully specified, and good enough for shuffling.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


def mix64(value: int) -> int:
    """The SplitMix64 finaliser: a bijection on 64-bit ints that spreads every input bit."""
    z = value & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def derive_seed(seed: int, *parts: int) -> int:
    """A 64-bit seed for a sub-stream, e.g. hand ``n`` of session ``seed``:
    ``derive_seed(seed, n)``.

    Each part is folded in with a mix so (7, 1) and (1, 7) give unrelated streams.
    """
    value = mix64(seed & _MASK)
    for part in parts:
        value = mix64(value ^ mix64((part + _GOLDEN) & _MASK))
    return value


class SplitMix64:
    """A deterministic 64-bit generator; ``state`` is a plain int so it can be saved."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"a seed is an int, not {type(seed).__name__}")
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return mix64(self.state)

    def below(self, bound: int) -> int:
        """Uniform int in ``range(bound)``; rejection sampling keeps it unbiased."""
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {bound}")
        # Largest multiple of bound that fits in 64 bits; draws at or above it are retried.
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            r = self.next64()
            if r < limit:
                return r % bound

    def die(self) -> int:
        """One six-sided die, 1–6."""
        return self.below(6) + 1

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place, from the end (the classic form, fixed for all time)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

"""The version of the game's rules as the engine plays them, stored in every save and hand record.

A record is a seed and an action log; it means the same hand only while the engine deals, offers
and scores exactly as it did when the record was made. Bump ``RULES_VERSION`` with any change that
can make an old log replay differently (a new legal action, a scoring fix, a changed wall): records
of another version are then refused with a message instead of being replayed under other rules.
"""

from __future__ import annotations

RULES_VERSION = 1

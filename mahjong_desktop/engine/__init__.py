"""The game: wall, deal, turns, claims, settlement — a pure, deterministic state machine."""

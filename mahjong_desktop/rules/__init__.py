"""Ruleset model loaded from rulesets/*.toml, and one module per region."""

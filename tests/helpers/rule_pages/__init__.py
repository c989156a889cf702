"""What the in-app rules pages (``resources/rules/<region>.<en|zh>.md``) state, and the check that
it agrees with the rulesets: ``check`` holds the vocabulary of claims and ``problems``, one module
per region (临汾 beside 临沧) the claims of its pages. Used by tests/test_rule_pages.py."""

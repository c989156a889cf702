"""The dialogs: settings, rules, keys, the hand calculator, a hand's result, the review, the
session end."""

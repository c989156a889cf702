"""What several test modules share: table builders, seeded sessions and hands, reference
implementations, drivers of the real window. Test modules import from here and never from each
other (tests/test_test_layout.py checks it); fixtures stay in the conftest files.
"""

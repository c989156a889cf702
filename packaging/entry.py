"""What the frozen app runs: the same ``main`` as the ``mahjong-desktop`` console script.

PyInstaller needs a script file to start from. The package's own ``__main__`` sits inside the
package, so this thin file stands outside it and keeps the frozen app and the pip-installed command
identical.
"""

from __future__ import annotations

import multiprocessing
import sys

from mahjong_desktop.cli import main

if __name__ == "__main__":
    # `arena --jobs N` starts worker processes by running this executable again (Windows and
    # macOS spawn them). A frozen app has no Python to run the worker's code with, so the
    # worker must be told apart here, before main() reads its arguments as a command line.
    multiprocessing.freeze_support()
    sys.exit(main())

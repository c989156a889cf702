"""What the frozen app runs: the same ``main`` as the ``mahjong-desktop`` console script.

PyInstaller needs a script file to start from. The package's own ``__main__`` sits inside the
package, so this thin file stands outside it and keeps the frozen app and the pip-installed command
identical.
"""

from __future__ import annotations

import sys

from mahjong_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())

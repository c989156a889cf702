"""Start-up benchmark of the desktop app: launch → interactive table, and memory after a hand.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_startup.py [--runs 5] [--region lincang]``.
Each run is a fresh process (a warm start would hide import time). Prints one JSON object:
seconds from process start until the table first asks the player for a move (median and all runs),
and the resident memory after one whole hand played by computers at instant speed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

# The child measures from its own start: the parent passes the launch time on the clock that
# both processes share.
_CHILD = r"""
import os, sys, time, json, resource
launched = float(os.environ["BENCH_LAUNCHED"])
mode = sys.argv[1]
region = sys.argv[2]
from PySide6.QtCore import QTimer
from mahjong_desktop.storage.settings import AnimationSpeed, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.shell.app import build
from mahjong_desktop.ui.session.catalog import RulesetCatalog
store = SettingsStore(os.path.join(os.environ["BENCH_DIR"], "settings.json"))
store.save(Settings(region=region, animation_speed=AnimationSpeed.INSTANT))
parts = build(["bench"], store, RulesetCatalog())
window = parts.window
window.show()
result = {}
def rss_mib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
if mode == "interactive":
    page = window.table_page
    def poll():
        if page.asking is not None:
            parts.app.processEvents()
            result["interactive_s"] = time.time() - launched
            parts.app.exit(0)
        else:
            QTimer.singleShot(1, poll)
    window.start_game(seed=1, speed=AnimationSpeed.INSTANT)
    QTimer.singleShot(0, poll)
else:
    window.interactive = False
    window.session_finished.connect(lambda: parts.app.exit(0))
    window.start_game(seed=1, human=False, hands=1, speed=AnimationSpeed.INSTANT,
                      auto_next_hand=True)
parts.app.exec()
window.stop_game()
result["rss_mib"] = rss_mib()
print(json.dumps(result))
"""


def run_child(mode: str, region: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, BENCH_LAUNCHED=repr(time.time()), BENCH_DIR=folder)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, mode, region],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--region", default="lincang")
    args = parser.parse_args()
    starts = [run_child("interactive", args.region)["interactive_s"] for _ in range(args.runs)]
    after_hand = run_child("hand", args.region)["rss_mib"]
    print(
        json.dumps(
            {
                "launch_to_interactive_s": {
                    "median": round(statistics.median(starts), 3),
                    "runs": [round(s, 3) for s in starts],
                },
                "rss_after_one_hand_mib": round(after_hand, 1),
                "region": args.region,
                "python": sys.version.split()[0],
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

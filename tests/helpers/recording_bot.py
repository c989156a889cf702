"""A bot program for the protocol tests (run as a child process, never imported): it writes
every line it receives to the transcript file named by its first argument and answers each
request. With a seed as its second argument: a win when one is listed, then a kong, otherwise
a uniformly random listed action from a generator seeded by it — random claims, kongs and
region moves make the hands show every kind of event; with ``reference``: as
examples/bots/reference_bot.py."""

import json
import random
import runpy
import sys
from pathlib import Path

REFERENCE = Path(__file__).resolve().parents[2] / "examples" / "bots" / "reference_bot.py"


def main() -> None:
    transcript, policy = sys.argv[1], sys.argv[2]
    rng = random.Random(0 if policy == "reference" else int(policy))
    decide = runpy.run_path(str(REFERENCE))["decide"] if policy == "reference" else None
    with open(transcript, "w", encoding="utf-8") as out:
        for line in sys.stdin:
            out.write(line)
            message = json.loads(line)
            if message["type"] == "request":
                actions = message["actions"]
                if decide is not None:
                    print(json.dumps({"id": decide(message)}), flush=True)
                    continue
                first = [a for a in actions if a["type"] == "win"] or [
                    a for a in actions if a["type"] in ("kong", "concealed_kong", "added_kong")
                ]
                pick = first[0] if first else actions[rng.randrange(len(actions))]
                print(json.dumps({"id": pick["id"]}), flush=True)
            elif message["type"] == "end":
                return


if __name__ == "__main__":
    main()

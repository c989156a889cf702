"""What the window tells the session's worker thread, and the mailbox that carries it.

Each command is a frozen dataclass, so the worker matches on types, never on strings or ``None``.
The mailbox is a condition variable over a queue of commands: the worker blocks until a command
comes, the time left for the open question runs out (``DeadlinePassed``, its own outcome) or
``Stop`` is posted. ``Stop`` is kept apart from the queue: it overtakes every command still
waiting, and a worker pausing between computer moves (``sleep``) wakes for it alone, leaving the
player's commands for the question they belong to.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass

from mahjong_desktop.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Submit:
    """The player's answer: one of the legal actions last offered."""

    action: Action


@dataclass(frozen=True, slots=True)
class NextHand:
    """Deal the next hand (the player closed the score screen)."""


@dataclass(frozen=True, slots=True)
class AskCoach:
    """Ask the coach about the open question; ``stake``: the base stake the asking table's plates
    show, so the coach's figures are in the same units as they."""

    stake: int = 1


@dataclass(frozen=True, slots=True)
class Wake:
    """托管 was switched: answer the open question for the player, or put it to them anew."""


@dataclass(frozen=True, slots=True)
class Reconfigured:
    """The settings the worker reads changed (the discard timer): look at the deadline again."""


@dataclass(frozen=True, slots=True)
class Resume:
    """The guided hand's callout closed: the computers may move again (``Controller.hold``)."""


@dataclass(frozen=True, slots=True)
class Stop:
    """End the worker (a new game, closing the window)."""


Command = Submit | NextHand | AskCoach | Wake | Reconfigured | Resume | Stop


@dataclass(frozen=True, slots=True)
class DeadlinePassed:
    """No command came before the deadline the worker waited with (the discard timer ran out)."""


class Mailbox:
    """Commands from the GUI thread to the worker, in order; ``Stop`` before all of them."""

    def __init__(self) -> None:
        self._condition = threading.Condition()
        self._commands: deque[Command] = deque()
        self._stopped = False

    def post(self, command: Command) -> None:
        with self._condition:
            if isinstance(command, Stop):
                self._stopped = True
            else:
                self._commands.append(command)
            self._condition.notify_all()

    @property
    def stopped(self) -> bool:
        with self._condition:
            return self._stopped

    def take(self, timeout: float | None = None) -> Command | DeadlinePassed:
        """The next command, blocking until one comes; ``Stop`` once posted (whatever still
        waits); ``DeadlinePassed`` when ``timeout`` seconds pass first (None: no limit)."""
        end = None if timeout is None else time.monotonic() + timeout
        with self._condition:
            while True:
                if self._stopped:
                    return Stop()
                if self._commands:
                    return self._commands.popleft()
                if end is None:
                    self._condition.wait()
                    continue
                remaining = end - time.monotonic()
                if remaining <= 0:
                    return DeadlinePassed()
                self._condition.wait(remaining)

    def sleep(self, seconds: float) -> bool:
        """Wait ``seconds`` unless ``Stop`` comes first; True when stopped. Other commands stay
        queued for the worker's next ``take``."""
        with self._condition:
            if seconds > 0:
                self._condition.wait_for(lambda: self._stopped, timeout=seconds)
            return self._stopped

"""The guided first hand played without a window, exactly as the window plays it: the session the
app's New game makes from the settings and a seed (the computers at their levels), the player's
seat answered by a ``BasicPlayer``, and the tour fed the moments the table gets — every update (the
player's copy of the events and their view) and every question put to the player."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.ruleset import OptionValue
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import locked_discard
from mahjong_desktop.ui.session.game_setup import new_game
from mahjong_desktop.ui.table.tour import Moment, TourStep
from mahjong_desktop.ui.table.tour_steps import tour_for
from tests.helpers.app_windows import one_hand

# Seeds whose first hand shows every step of the region's tour (found by playing seeds in order:
# 上饶's 飞宝 needs someone to throw a 宝 away, which most hands never see).
TOUR_SEEDS = {"lincang": 1, "linfen": 2, "lanzhou": 2, "shangrao": 9, "linan": 1}


def tour_settings(region: str, options: Mapping[str, OptionValue] | None = None) -> Settings:
    """The one-hand game the tour tests play (easy computers, no animation)."""
    settings = one_hand(region=region)
    return settings.with_options(region, dict(options or {})) if options else settings


@dataclass
class TourHand:
    """What the tour showed in one hand: each step with the moment it fired at."""

    region: str
    step_ids: tuple[str, ...]
    fired: list[tuple[TourStep, Moment]] = field(default_factory=list)
    # The player's answers, in order (what the UI test then gives through keys and clicks).
    answers: list[tuple[PlayerView, Action]] = field(default_factory=list)
    seen: list[Moment] = field(default_factory=list)  # every moment, in order

    @property
    def ids(self) -> list[str]:
        return [step.id for step, _ in self.fired]


def play_tour_hand(settings: Settings, seed: int) -> TourHand:
    ruleset = RulesetCatalog().load(settings.region)
    setup = new_game(settings, ruleset, seed, hands=1)
    human = setup.human_seat
    assert human is not None
    session = setup.session
    tour = tour_for(session.region)
    out = TourHand(settings.region, tour.step_ids)
    me = BasicPlayer(human)

    def show(moment: Moment) -> None:
        out.seen.append(moment)
        out.fired.extend((step, moment) for step in tour.observe(moment))

    game = session.start_hand()
    show(Moment(game.view(human), tuple(e.for_seat(human) for e in game.events)))
    while not game.is_over:
        seat = next((s for s in game.waiting_for() if s != human), None)
        if seat is not None:
            player = setup.players[seat]
            assert player is not None
            action = player(game.view(seat))
        else:
            view = game.view(human)
            forced = locked_discard(view)
            if forced is not None:
                action = forced
            else:
                show(Moment(view, asking=True))
                action = me(view)
                out.answers.append((view, action))
        events = game.apply(action)
        show(Moment(game.view(human), tuple(e.for_seat(human) for e in events)))
    return out

"""The turn summary tells the whole story (issue 29 item 2; player review 2026-11-28 D2, D9):
since the person's last decision, every other seat's move and every automatic consequence,
those of the person's own last move included (the reveal after their draft pick or bid, the
end of the turn they ended: war, ships, the Crown's hoard, the new turn), the automatic lines
in a neutral block, never in a seat's colour (web/since.py)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import engine
from engine.i18n import format_event, translator

import since
from tests.web.test_since import NAMES, auto_items, items


def _walk(game_id, seed, variant=None, moves=400):
    """Yield (game, state, timeline) before every decision of a random 3-player game."""
    game = engine.get_game(game_id)
    state = game.new(3, seed=seed, variant=variant, names=NAMES)
    timeline, rng = since.Timeline(len(state.log)), random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            return
        yield game, state, timeline
        decision = game.decision(state)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        timeline.add(decision.seat, state, decision.prompt)


def _text(game, event, _):
    line = format_event(*event, NAMES, _, game.terms)
    return line[:1].upper() + line[1:]


@pytest.mark.parametrize("game_id,variant", [("plus_ultra", None), ("plus_ultra", "early"),
                                             ("lorenzo", "advanced"), ("nippon", None),
                                             ("village", None)])
def test_every_automatic_line_since_the_persons_last_decision_is_told(game_id, variant):
    """At every decision: the automatic lines of the person's last decision, of each move
    since and of the person's own moves of the turn under way are the summary's neutral
    lines, in log order; no neutral line sits inside a seat's colour block."""
    _ = translator("en", game_id)
    own_told = 0
    for game, state, timeline in _walk(game_id, seed=7, variant=variant):
        person = game.decision(state).seat
        html = since.summary(game, state, timeline, person, person, _)
        anchor, trailing = since.own_around(timeline, person)
        indices = ([] if anchor is None else [anchor]) + [
            i for move in since.moves_of(game, state, timeline, person) for i in move] + trailing
        expected = [_text(game, e, _) for i in indices for e in timeline.parts(game, state, i)[1]]
        assert auto_items(html) == [t for t in expected if t], state.history
        if html:
            for div in ET.fromstring(html).iter("div"):
                assert not any("since-line" in (li.get("class") or "") for li in div.iter("li"))
        if anchor is not None and timeline.parts(game, state, anchor)[1]:
            own_told += 1
    assert own_told >= 3


def _plus_ultra_until(found, seed=101, players=3):
    game = engine.get_game("plus_ultra")
    for game, state, timeline in _walk("plus_ultra", seed):
        if found(game, state, timeline):
            return game, state, timeline
    pytest.fail("position not reached")


def test_the_end_of_the_turn_the_person_ended_is_told():
    """Seed 002, "Final del turno": after the last character action the war is resolved,
    the Crown hoards and the next turn begins.  The person who ended the turn sees it at their
    next decision, in the neutral block (review D2: "Turn 4 begins" was missing and painted
    in Ana's colour in the log's since list)."""
    def ended_it(game, state, timeline):
        person = game.decision(state).seat
        anchor, _trailing = since.own_around(timeline, person)
        return anchor is not None and any(
            key == "turn {turn} begins" for key, _p in timeline.parts(game, state, anchor)[1])
    game, state, timeline = _plus_ultra_until(ended_it)
    person = game.decision(state).seat
    html = since.summary(game, state, timeline, person, person, translator("en", "plus_ultra"))
    lines = auto_items(html)
    assert any(line.startswith("Turn ") and line.endswith(" begins") for line in lines), lines
    assert any("war in Europe" in line for line in lines), lines
    es = auto_items(since.summary(game, state, timeline, person, person,
                                  translator("es", "plus_ultra")))
    assert len(es) == len(lines) and es != lines


def test_the_reveal_after_the_persons_own_last_bid_is_told_once():
    """Seed 002, "Guerras europeas": the bids are revealed once all have bid.  The last
    bidder sees the reveal; another seat's bid reads "… chose a bid" and its number is told
    only by the reveal (review D9: "sends 0 tercios to the war; … reveals a bid of 0")."""
    def bid_last(game, state, timeline):
        person = game.decision(state).seat
        anchor, _trailing = since.own_around(timeline, person)
        return anchor is not None and timeline.prompts[anchor] == "bid" and any(
            "reveals a bid" in str(key) for key, _p in timeline.parts(game, state, anchor)[1])
    game, state, timeline = _plus_ultra_until(bid_last)
    person = game.decision(state).seat
    html = since.summary(game, state, timeline, person, person, translator("en", "plus_ultra"))
    reveals = [line for line in auto_items(html) if "reveals a bid" in line]
    assert len(reveals) == 3, auto_items(html)
    assert not [i for i in items(html) if "to the war" in i["text"]]

    def bid_before(game, state, timeline):
        person = game.decision(state).seat
        return any(timeline.prompts[m[0]] == "bid" and m[0] not in game.hidden_moves(state)
                   for m in since.moves_of(game, state, timeline, person))
    game, state, timeline = _plus_ultra_until(bid_before)
    person = game.decision(state).seat
    html = since.summary(game, state, timeline, person, person, translator("en", "plus_ultra"))
    bids = [i for i in items(html) if timeline.prompts[i["move"]] == "bid"]
    assert bids and all(i["text"].endswith(" chose a bid") for i in bids), bids
    for i in bids:
        assert sum(line.startswith(f"{NAMES[i['seat']]} reveals a bid") for line in
                   auto_items(html)) == 1


def test_a_declined_bull_says_so():
    """Seed 002, "Compra de bulas": a player may buy one bull; passing reads "… does not buy a
    bull", not "… passes" (review D9), in Spanish too."""
    game = engine.get_game("plus_ultra")
    for lang, word in (("en", "does not buy a bull"), ("es", "no compra una Bula")):
        text = since.describe(game, "pass", 1, [], NAMES, translator(lang, "plus_ultra"),
                              prompt="bulls")
        assert text.startswith("Bea ") and word in text, text
    assert "does not rest" in since.describe(game, "pass", 1, [], NAMES,
                                             translator("en", "plus_ultra"), prompt="recover")

"""When Lorenzo's advanced turn ends (player review 2026-11-28 D10: "after each placement you
get a separate 'Play, use or discard a leader, or end your turn' decision", an extra click on
every turn while holding leaders) and how saves of the earlier turn structure still replay.

Rule: lorenzo-data.md §2.1 "Leader actions are done during the Actions phase without placing a
family member, before or after your placement, any number per turn".  The app offers them
beside the family members before each placement, and after a placement only when it was the
player's last of the round (engine/lorenzo/leaders.py ``asks_after``): done after any other
placement, they are as good at the start of the player's next turn in the same round.

Saves: format 1 (tests/fixtures/eed0f5f, a game played by main at eed0f5f) asked after every
placement; it replays with that turn structure (engine/savedoc.py).
"""
from __future__ import annotations

import hashlib
import json
import pathlib
import random

import pytest
from tests.lorenzo.lz_helpers import G, assert_illegal, give, legal, play, zero
from tests.lorenzo.test_lorenzo_leaders import advanced

import engine
from engine import SaveError, position, savedoc, share

FIXTURE = pathlib.Path(__file__).parent.parent / "fixtures" / "eed0f5f" / \
    "lorenzo-advanced-3p-7.json"
LAST = ["white", "orange", "neutral"]
"""Members already placed when the black one is the player's last placement of the round."""


def _keeping(rng: random.Random, moves: list) -> object:
    """A random legal action, a leader discard only one time in ten (so hands last)."""
    kept = [a for a in moves if not str(a).startswith("leader discard")]
    return rng.choice(kept if kept and rng.random() < 0.9 else moves)


def test_the_after_decision_comes_only_after_the_last_placement_of_the_round():
    """D10: in whole advanced games whose players keep their leaders, every "after" decision
    follows the player's last placement of the round (every family member placed), so at
    most once per player and round; before the change it followed every placement of a
    player holding a leader."""
    afters = 0
    for seed in (7, 8):
        s, rng, asked = G.new(3, seed=seed, variant="advanced"), random.Random(seed), set()
        while not G.is_over(s):
            d = G.decision(s)
            if d.prompt == "after":
                p = s.areas[d.seat]
                assert len(p.placed) == 4 and p.done, (s.round, d.seat, p.placed)
                asked.add((s.round, d.seat))
                afters += 1
            s = G.apply(s, _keeping(rng, G.legal_actions(s)))
        assert not s.after_each_turn
    assert afters >= 6


def test_a_turn_that_is_not_the_last_ends_by_itself_and_the_next_one_offers_them():
    """Data §2.1: a player holding a leader (and a played one with its ability unused) places
    a family member that is not the last: the turn passes on with no "after" decision; the
    player's next turn offers the same leader actions beside the family members."""
    s = advanced(2, dice=(6, 6, 6))
    s.p(0).leaders = ["santa_rita"]
    s.p(0).played = ["michelangelo_buonarroti"]
    s = play(s, "place black market 1")
    assert (G.decision(s).seat, G.decision(s).prompt) == (1, "place")
    assert_illegal(s, "end")
    s = play(s, "place black market 2")
    assert G.decision(s).seat == 0
    moves = legal(s)
    assert {"leader discard santa_rita", "leader use michelangelo_buonarroti"} <= set(moves)
    assert any(m.startswith("place white") for m in moves)


@pytest.mark.parametrize("hand, played, asked", [
    (["santa_rita"], [], True),                          # a discard, a play (round 1 too)
    ([], ["michelangelo_buonarroti"], True),             # an unused once-per-round ability
    ([], ["filippo_brunelleschi"], False),               # permanent: nothing to do
    ([], [], False),
])
def test_after_the_last_placement_of_the_round(hand, played, asked):
    """Data §2.1 "after your placement": after the player's last placement of the round the
    "after" decision offers what cannot wait for the next round: leaders in hand (a discard's
    privilege, a leader played now whose once-per-round ability serves this round) and a
    once-per-round ability not used this round (data §2: "1x", renewed at the round's end)."""
    s = advanced(2, dice=(6, 6, 6))
    s.p(0).leaders, s.p(0).played, s.p(0).placed = hand, played, LAST
    s = play(s, "place black market 1")
    d = G.decision(s)
    assert (d.seat, d.prompt) == ((0, "after") if asked else (1, "place"))
    if asked:
        s = play(s, "end")
        assert (G.decision(s).seat, s.p(0).leaders) == (1, hand)


def test_whether_it_asks_never_tells_what_the_hand_holds():
    """The leaders in hand are secret (data §2.1): a hand whose leader can be played now and
    one whose leader cannot get the same decisions, at a last placement and at another."""
    for placed in ([], LAST):
        prompts = []
        for leader in ("michelangelo_buonarroti", "santa_rita"):     # 10 stone; 8 FP
            s = advanced(2, dice=(6, 6, 6))
            s.p(0).leaders, s.p(0).placed = [leader], list(placed)
            zero(s, 0)
            give(s, 0, stone=10)
            s = play(s, "place black market 1")
            prompts.append((G.decision(s).seat, G.decision(s).prompt))
        assert prompts[0] == prompts[1], (placed, prompts)


def test_a_pass_asks_nothing_more():
    """Seed 001 "B. Acciones" and data §2.1: a player who cannot place passes; the pass
    decision offered the leader actions beside it, so no "after" decision follows (save
    format 1's turn structure had one)."""
    s = advanced(2)
    s.p(0).leaders, s.p(0).placed = ["santa_rita"], ["black", "white", "orange"]
    zero(s, 0)                                   # the neutral member (0) and no servants
    assert legal(s) == ["pass", "leader discard santa_rita"]
    after = play(s, "pass")
    assert G.decision(after).seat == 1 and after.p(0).done
    s.after_each_turn = True
    assert G.decision(play(s, "pass")).prompt == "after"


# -- saves of format 1 ----------------------------------------------------------------------------
def _digest(view: dict) -> str:
    """tests/fixtures/eed0f5f/generate.py's digest of a view."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def test_a_save_of_format_1_replays_as_it_was_played():
    """The eed0f5f save (version 1; 65 ``end`` actions, leader actions after placements that
    were not the last) replays with its own turn structure: after every action the same
    deciding seat, prompt and public view as eed0f5f's engine showed, the same scores; saved
    again it stays version 1 and replays alike; played on, it keeps asking after every
    placement (its players' games go on as they began)."""
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    old = doc["eed0f5f"]
    assert doc["version"] == 1 and doc["actions"].count("end") == 65
    states = list(savedoc.iter_states(doc))[1:]
    assert len(states) == len(old["steps"])
    for i, (state, (seat, prompt, digest)) in enumerate(zip(states, old["steps"], strict=True)):
        d = G.decision(state)
        assert (d.seat, d.prompt, _digest(G.view(state, None))) == (seat, prompt, digest), i
    last = states[-1]
    assert G.ranking(last) == old["ranking"]
    assert json.loads(json.dumps(G.scores(last))) == old["scores"]
    resaved = engine.save(last)
    assert resaved["version"] == 1 and resaved["actions"] == doc["actions"]
    assert G.view(engine.load(resaved), None) == G.view(last, None)
    middle = engine.load(doc, upto=40)
    assert middle.after_each_turn and engine.save(middle)["version"] == 1


def test_a_save_of_format_1_does_not_replay_as_format_2():
    """The same actions read as version 2 stop at the first ``end`` the new turn structure
    does not ask for, with a SaveError naming it (so the version matters)."""
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    with pytest.raises(SaveError, match=r"'end'|'leader "):
        engine.load({**doc, "version": 2})


def test_a_new_game_saves_as_format_2_and_unknown_versions_are_refused():
    s = G.new(3, seed=7, variant="advanced")
    doc = engine.save(s)
    assert doc["version"] == savedoc.SAVE_VERSION == 2 and not s.after_each_turn
    assert not engine.load(doc).after_each_turn
    for version in (0, 3, "2"):
        with pytest.raises(SaveError, match="unsupported save version"):
            engine.load({**doc, "version": version})


def test_a_link_position_of_format_2_keeps_the_turn_structure_it_was_made_in():
    """engine/position.py version 3 added ``after_each_turn``: a version 2 position (made
    while every placement asked) decodes with it set, and its link document says version 1;
    a position made today keeps its own value."""
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    state = engine.load(doc, upto=40)
    link = share.position_doc(state, 0, random.Random(2))
    assert link["version"] == 1 and link["position"]["version"] == position.VERSION >= 3
    old = {**link["position"], "version": 2,
           "fields": {k: v for k, v in link["position"]["fields"].items()
                      if k != "after_each_turn"}}
    names = tuple(p["name"] for p in doc["players"])
    assert position.decode(old, game="lorenzo", variant="advanced", names=names).after_each_turn
    fresh = G.new(3, seed=7, variant="advanced")
    new_link = share.position_doc(fresh, 0, random.Random(2))
    assert new_link["version"] == 2
    assert not position.decode(new_link["position"], game="lorenzo", variant="advanced",
                               names=names).after_each_turn
    with pytest.raises(SaveError, match="fields"):
        position.decode({**old, "version": 3}, game="lorenzo", variant="advanced", names=names)

"""Links keep secrets (issue 29, D1): a link of a game in progress shows exactly what its viewer
may see.  From random positions of every game, variant and player count, for the public and
every seat: the link is a function of the viewer's view (and the public log) only, carries no
history, keeps the viewer's own view intact, and neither carries nor lets anyone compute the
game's seed; "Play from here" plays on from it.  A finished game's link carries the whole game.

Scale with ``SECRET_STATES``: random positions per (game, variant, player count).
"""
from __future__ import annotations

import json
import os
import random

import pytest

import engine
from engine import position, savedoc, share
from tests.helpers import random_moves

STATES = int(os.environ.get("SECRET_STATES", "5"))
CONFIGS = [(info["id"], variant, n)
           for info in engine.games()
           for variant in info["variants"]
           for n in range(info["min_players"], info["max_players"] + 1)]
IDS = [f"{g}-{v}-{n}p" for g, v, n in CONFIGS]


def positions(game_id: str, variant: str, players: int, count: int, seed: int):
    """``count`` positions of games in progress from seeded random games, with big seeds (12
    digits: a seed that appears in a link's text is found there, not confused with a count);
    early positions are frequent (drafts and bids under way)."""
    game = engine.get_game(game_id)
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = game.new(players, seed=rng.randrange(10**11, 10**12), variant=variant)
        stop = rng.choice([rng.randrange(0, 12), rng.randrange(0, 400)])
        state = random_moves(game, state, rng, stop)
        if not game.is_over(state):
            found.append(state)
    return game, found


def link_text(game, state, viewer, rng_seed: int) -> str:
    """The ``save`` text of the link of ``state`` for ``viewer`` with seeded link randomness."""
    doc = share.position_doc(state, viewer, random.Random(rng_seed))
    return share.encode(doc)


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_a_link_depends_only_on_what_its_viewer_sees(game_id, variant, players):
    """(1) Two states the viewer cannot tell apart (every hidden part re-dealt: a bot's
    determinization, and a link's own concealment, which also re-deals Village's served
    customers) give byte-identical links for the same link randomness; a different link
    randomness gives another link (a fresh seed at least)."""
    game, states = positions(game_id, variant, players, STATES, seed=1)
    for state in states:
        for viewer in (None, *range(players)):
            text = link_text(game, state, viewer, 7)
            for k in (1, 2):
                for twin in (game.determinize(state, viewer, random.Random(k)),
                             game.conceal(state, viewer, random.Random(k))):
                    assert game.view(twin, viewer) == game.view(state, viewer)
                    assert link_text(game, twin, viewer, 7) == text, (viewer, k)
            assert link_text(game, state, viewer, 8) != text


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_a_decoded_link_holds_the_viewers_view_no_history_and_no_seed(game_id, variant, players):
    """(2) The link's position shows the viewer what the game showed them, has no history and
    no log line the viewer could not read; (3) its seed is not the game's, no draw is made yet,
    and the game's seed appears nowhere in the link; the reader plays on from it."""
    game, states = positions(game_id, variant, players, STATES, seed=2)
    for state in states:
        doc = engine.save(state)
        for viewer in (None, *range(players)):
            fragment = share.make_fragment(doc, seat=viewer, play=True)
            link = share.parse_fragment(fragment)
            assert "seed" not in link["doc"] and link["doc"]["actions"] == []
            assert link["move"] is None and link["seat"] == viewer
            text = json.dumps(link["doc"])
            assert str(state.seed) not in text
            shown = engine.load(link["doc"])
            assert game.view(shown, viewer) == game.view(state, viewer)
            assert list(shown.history) == [] and shown.undo_floor == 0
            assert list(shown.log) == game.visible_log(state, viewer)
            assert shown.seed != state.seed and shown.rng_draws == 0
            if viewer is not None and game.decision(state).seat == viewer:
                assert game.legal_actions(shown) == game.legal_actions(state)
            after = game.apply(shown, game.legal_actions(shown)[0])   # play from here
            again = savedoc.save(after)                                 # and save that
            assert "seed" not in again and again["actions"] == [after.history[0]]
            assert engine.save(engine.load(again)) == again


def test_the_public_link_of_a_plus_ultra_draft_re_deals_the_bots_picks():
    """The review's case (D1): 3 players, two have drafted.  The public link's picks are
    re-dealt (over several links, not always the real ones), the seat's own link keeps its
    own pick and re-deals the other's."""
    game = engine.get_game("plus_ultra")
    state = game.new(3, seed=1655667125)
    for _ in range(2):
        state = game.apply(state, game.legal_actions(state)[0])
    picked = {seat: list(p.characters) for seat, p in enumerate(state.areas) if p.characters}
    assert len(picked) == 2
    doc = engine.save(state)
    differs = {seat: False for seat in picked}
    for _ in range(12):
        shown = engine.load(share.parse_fragment(share.make_fragment(doc))["doc"])
        for seat, real in picked.items():
            assert len(shown.areas[seat].characters) == len(real)
            differs[seat] |= shown.areas[seat].characters != real
    assert all(differs.values())
    first = next(iter(picked))
    mine = engine.load(share.parse_fragment(share.make_fragment(doc, seat=first))["doc"])
    assert mine.areas[first].characters == picked[first]


def test_village_links_re_deal_the_customers_other_seats_served():
    """Village's served customers lie face down: a seat's link keeps its own, and deals the
    others' anew with the pile (bots' determinization leaves them, so their moves stay)."""
    game = engine.get_game("village")
    rng = random.Random(5)
    for seed in range(40):
        state = game.new(3, seed=seed)
        while not game.is_over(state) and not all(p.customers for p in state.areas[1:]):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            if len(state.history) > 600:
                break
        if game.is_over(state) or not all(p.customers for p in state.areas[1:]):
            continue
        seen = set()
        for k in range(10):
            shown = game.conceal(state, 0, random.Random(k))
            assert shown.areas[0].customers == state.areas[0].customers
            seen.add(tuple(tuple(p.customers) for p in shown.areas[1:]))
            everything = sorted(shown.pile + [t for p in shown.areas for t in p.customers])
            assert everything == sorted(state.pile + [t for p in state.areas for t in p.customers])
        assert len(seen) > 1
        return
    pytest.skip("no Village game reached customers served by the other seats")


def test_a_finished_games_link_carries_the_whole_game():
    game = engine.get_game("nippon")
    state, rng = game.new(2, seed=3), random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state)
    link = share.parse_fragment(share.make_fragment(doc, move=10, seat=1))
    assert link["doc"] == doc and link["move"] == 10


def test_whole_keeps_the_document_of_a_game_in_progress():
    """``whole=True``: the owner's own Replay of an unfinished save steps through every move."""
    game = engine.get_game("lorenzo")
    state, rng = game.new(2, seed=3), random.Random(3)
    for _ in range(20):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state)
    link = share.parse_fragment(share.make_fragment(doc, move=0, whole=True))
    assert link["doc"] == doc and link["move"] == 0
    with pytest.raises(ValueError):
        share.make_fragment(doc, seat=2)


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_positions_round_trip_and_play_on_alike(game_id, variant, players):
    """The codec: decode(encode(state)) equals the state (every field, the record types too)
    through JSON text, and playing on from both gives the same states."""
    game, states = positions(game_id, variant, players, STATES, seed=3)
    for state in states:
        data = json.loads(json.dumps(position.encode(state)))
        back = position.decode(data, game=state.game, variant=state.variant, names=state.names)
        assert back == state and vars(back) == vars(state)
        rng = random.Random(len(state.history))
        for _ in range(6):
            if game.is_over(state):
                break
            action = rng.choice(game.legal_actions(state))
            state, back = game.apply(state, action), game.apply(back, action)
            assert vars(back) == vars(state)


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_no_link_shows_a_bots_view_before_the_game_is_over(game_id, variant, players):
    """(issue 29, D1) A bot's view holds its secrets: from random positions of a game with bots
    at every other seat, the engine makes the public link and the person's own, and refuses
    every bot seat's link (make_fragment, state_fragment and a chapter) until the game is
    over; a finished game's link may show every seat."""
    from engine import chapters
    game, states = positions(game_id, variant, players, 2, seed=11)
    seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "bot:normal"}
             for i in range(players)]
    for state in states:
        doc = {**engine.save(state), "players": seats}
        assert share.shareable_views([s["kind"] for s in seats], False) == [None, 0]
        for viewer in (None, 0):
            share.parse_fragment(share.make_fragment(doc, seat=viewer))
            share.state_fragment(state, seat=viewer, players=seats)
        for bot in range(1, players):
            with pytest.raises(ValueError, match="bot"):
                share.make_fragment(doc, seat=bot)
            with pytest.raises(ValueError, match="bot"):
                share.state_fragment(state, seat=bot, players=seats)
            with pytest.raises(chapters.ChapterError, match="bot"):
                chapters.chapter(doc, seat=bot)
    over, rng = states[0], random.Random(5)
    while not game.is_over(over):
        over = game.apply(over, rng.choice(game.legal_actions(over)))
    doc = {**engine.save(over), "players": seats}
    for bot in range(1, players):
        assert share.parse_fragment(share.make_fragment(doc, seat=bot))["doc"] == doc

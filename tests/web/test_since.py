"""The "since your last turn" summary (issue 20; player review 2026-11-24 section 10, improvement
5: "only the last single bot sub-action is shown"): every move the other seats made since the
person last decided, one ``<li>`` each, grouped by turn in the seat's colour, secrets kept
(web/since.py)."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

import engine
from engine.i18n import translator

import since

NAMES = ["Ana", "Bea", "Cid"]


def random_game(game_id: str, moves: int, seed: int, variant=None, players: int = 3):
    """(game, state, timeline) after ``moves`` random moves, the timeline kept move by move."""
    game = engine.get_game(game_id)
    state = game.new(players, seed=seed, variant=variant, names=NAMES[:players])
    timeline, rng = since.Timeline(len(state.log)), random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        decision = game.decision(state)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        timeline.add(decision.seat, state, decision.prompt)
    return game, state, timeline


def items(html: str) -> list[dict]:
    """The summary's moves: seat, history index (None: not outlined) and text, in order."""
    if not html:
        return []
    root = ET.fromstring(html)
    assert root.get("data-testid") == "since-last-turn"
    out = []
    for turn in root.iter("div"):
        seat = int(turn.get("data-seat"))
        for li in turn.iter("li"):
            assert f"seat-{seat}" in li.get("class").split()
            move = li.get("data-move")
            out.append({"seat": seat, "move": None if move is None else int(move),
                        "text": unescape("".join(li.itertext()))})
    return out


def auto_items(html: str) -> list[str]:
    """The summary's automatic lines (``ul.since-auto``), in order."""
    if not html:
        return []
    return [unescape("".join(li.itertext())) for ul in ET.fromstring(html).iter("ul")
            if "since-auto" in (ul.get("class") or "").split() for li in ul.iter("li")]


def test_moves_since_skips_the_persons_turn_under_way():
    timeline = since.Timeline(0, seats=[0, 1, 1, 2, 0, 0, 1, 2], ends=list(range(1, 9)))
    assert since.moves_since(timeline, 0) == [6, 7]
    assert since.moves_since(timeline, 1) == [7]
    assert since.moves_since(timeline, 2) == [4, 5, 6]    # seat 2's own turn under way
    timeline.cut(6)                                       # undo back to seat 0's turn
    assert since.moves_since(timeline, 0) == [1, 2, 3]    # its own moves under way skipped
    assert since.moves_since(since.Timeline(0, [1, 2], [1, 2]), 0) == [0, 1]   # first turn
    assert since.moves_since(timeline, None) == []


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_the_summary_lists_every_other_seats_move_since_the_persons_last_decision(game_id):
    """Along a random 3-player game, for the seat to move: one item per move of the others
    since its last decision, in order, each in the mover's group (a move: an action with the
    same seat's actions at the game's ``follow_prompts`` after it); the replayed timeline is
    the one kept move by move."""
    game, state, timeline = random_game(game_id, 0, seed=11)
    rng, checked = random.Random(11), 0
    _ = translator("en", game_id)
    for _step in range(120):
        if game.is_over(state):
            break
        decision = game.decision(state)
        seat = decision.seat
        chosen = since.moves_since(timeline, seat)
        expected = []
        index = len(state.history) - 1
        while index >= 0 and timeline.seats[index] == seat:
            index -= 1
        while index >= 0 and timeline.seats[index] != seat:
            expected.insert(0, index)
            index -= 1
        assert chosen == expected
        shown = items(since.summary(game, state, timeline, seat, seat, _))
        moves = since.moves_of(game, state, timeline, seat)
        assert [i for move in moves for i in move] == chosen     # each action in one move
        for move in moves:          # Lorenzo: the family member, then the space and what follows
            assert len({timeline.seats[i] for i in move}) == 1
            assert all(timeline.prompts[i] in game.follow_prompts for i in move[1:])
        assert [(i["seat"], i["move"]) for i in shown] == [
            (timeline.seats[m[0]], m[0] if game.move_secret(state, m[0], seat) is None else None)
            for m in moves]
        assert all(i["seat"] != seat and i["text"] for i in shown)
        checked += len(shown)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        timeline.add(seat, state, decision.prompt)
    replayed = since.Timeline.of(game, state)
    assert (replayed.start, replayed.seats, replayed.ends, replayed.prompts) == (
        timeline.start, timeline.seats, timeline.ends, timeline.prompts)
    assert checked > 100


def _summary_of(game_id, moves, seed, viewer="person", variant=None, lang="en"):
    game, state, timeline = random_game(game_id, moves, seed, variant)
    person = game.decision(state).seat
    looking = person if viewer == "person" else viewer
    html = since.summary(game, state, timeline, person, looking, translator(lang, game_id))
    return game, state, timeline, person, items(html)


def test_plus_ultra_draft_picks_read_as_choices_until_revealed():
    """Seed 002, "Personajes": the characters are chosen secretly and revealed once all have
    chosen; until then another seat's pick reads "Bea chose a character" (DESIGN.md)."""
    game, state, timeline, person, shown = _summary_of("plus_ultra", 2, seed=4)
    assert game.decision(state).prompt == "draft" and len(shown) == 2
    assert [i["text"] for i in shown] == [f"{NAMES[i['seat']]} chose a character" for i in shown]
    assert all(i["move"] is None for i in shown)          # nothing to outline on the board
    for i in shown:                                       # the picker sees their own pick
        html = since.summary(game, state, timeline, person, i["seat"],
                             translator("en", "plus_ultra"))
        own = [x for x in items(html) if x["seat"] == i["seat"]]
        assert own[0]["text"].startswith(f"{NAMES[i['seat']]} takes the ")   # their pick
    game, state, timeline, person, shown = _summary_of("plus_ultra", 7, seed=5)
    html = since.summary(game, state, timeline, person, person, translator("en", "plus_ultra"))
    revealed = [line for line in auto_items(html) if " reveals " in line]
    assert len(revealed) == 3                               # revealed: named, in the reveal
    picks = [i for i in shown if timeline.prompts[i["move"]] == "draft"]
    assert picks and all(i["text"].endswith(" chose a character") for i in picks)   # once


def test_plus_ultra_bids_read_as_choices_in_spanish_too():
    """Seed 002, "Colocación de Tercios": the bids are revealed together."""
    game = engine.get_game("plus_ultra")
    for moves in range(6, 40):
        game, state, timeline, person, shown = _summary_of("plus_ultra", moves, seed=5,
                                                            lang="es")
        hidden = [i for i in shown if i["move"] is None]
        if game.decision(state).prompt == "bid" and hidden:
            break
    else:
        pytest.fail("no bid seen")
    assert all(re.fullmatch(rf"{NAMES[i['seat']]} \S.+", i["text"]) for i in hidden)
    assert not any(re.search(r"\d", i["text"]) for i in hidden)       # no count of tercios


def test_lorenzo_leader_picks_are_never_named():
    """Lorenzo advanced game (data §2.1): the leaders a player holds stay secret."""
    game, state, timeline, person, shown = _summary_of("lorenzo", 5, seed=5, variant="advanced")
    assert game.decision(state).prompt == "draft"
    assert [i["text"] for i in shown] == [f"{NAMES[i['seat']]} chose a leader" for i in shown]
    assert shown and all(i["move"] is None for i in shown)


def test_lorenzo_placements_say_what_was_taken():
    """A placement lists the log's own words: the space and the card taken, the mover named
    once (issue 20: every move a sentence naming its player)."""
    game, state, timeline, person, shown = _summary_of("lorenzo", 2, seed=5)
    texts = [i["text"] for i in shown]
    assert texts and all(t.startswith(f"{NAMES[i['seat']]} places the ")
                         and t.count(NAMES[i["seat"]]) == 1 for t, i in zip(texts, shown, strict=False)), texts
    assert all(i["move"] is not None for i in shown)


def _lorenzo_until(found, seed=5, limit=200):
    """(game, state) of a random 3-player Lorenzo game at the first position where
    ``found(game, state)`` holds, its timeline replayed (as the app loads a save)."""
    game = engine.get_game("lorenzo")
    state, rng = game.new(3, seed=seed, names=NAMES), random.Random(seed)
    while not found(game, state):
        assert len(state.history) < limit, "position not reached"
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


@pytest.mark.parametrize("lang,chose", [("en", " chose "), ("es", " eligió ")])
def test_a_lorenzo_placement_under_way_is_not_shown(lang, chose):
    """Player review 2026-11-24 (issue 20, open finding): while Bea (a bot) has taken a family
    member and not yet put it on a space, Ana's list read "Bea chose “White family member
    (1)”", half a decision.  Seed 001, "B. Acciones": a placement is one action; it is listed
    once made, as one sentence."""
    def bea_holds_a_member(game, state):
        decision = game.decision(state)
        return decision.seat == 1 and decision.prompt == "space" and len(state.history) > 6

    game, state = _lorenzo_until(bea_holds_a_member)
    timeline = since.Timeline.of(game, state)
    _ = translator(lang, "lorenzo")
    shown = items(since.summary(game, state, timeline, 0, 0, _))
    assert not any(chose in i["text"] for i in shown), shown
    assert len(state.history) - 1 not in [i["move"] for i in shown]   # the member just taken
    assert all(i["move"] is None or not state.history[i["move"]].startswith("member ")
               or timeline.seats[i["move"] + 1] == i["seat"] for i in shown)


@pytest.mark.parametrize("lang,places,activates", [("en", " places the ", "; activates "),
                                                   ("es", " coloca el ", "; activa ")])
def test_a_lorenzo_placement_with_servants_reads_as_one_sentence(lang, places, activates):
    """Seed 001, "Área de cosecha y producción": a Harvest or Production placement is the
    family member, the space, then the servants added; Ana's list tells another seat's such
    placement as one item: "Cid places the black family member on Production single space;
    activates Production with value 1"."""
    def after_a_production(game, state):
        if game.decision(state).seat != 0 or len(state.history) < 3:
            return False
        timeline = since.Timeline.of(game, state)
        return any(state.history[i].startswith("servants ") and timeline.seats[i] != 0
                   for i in since.moves_since(timeline, 0))

    game, state = _lorenzo_until(after_a_production)
    timeline = since.Timeline.of(game, state)
    shown = items(since.summary(game, state, timeline, 0, 0, translator(lang, "lorenzo")))
    one = [i for i in shown if places in i["text"] and activates in i["text"]]
    assert one, shown
    for i in one:
        assert i["text"].startswith(NAMES[i["seat"]] + places)
        assert i["text"].count(NAMES[i["seat"]]) == 1
    html = since.summary(game, state, timeline, 0, 0, translator(lang, "lorenzo"))
    upto = [int(li.get("data-upto")) for li in ET.fromstring(html).iter("li")
            if li.get("data-upto")]
    assert upto and all(timeline.prompts[u] in game.follow_prompts for u in upto)


def test_nippon_and_village_moves_are_their_log_lines_or_labels():
    game, state, timeline, person, shown = _summary_of("nippon", 7, seed=5)
    who = NAMES[shown[0]["seat"]]
    # a turn is one move (Game.follow_prompts): the worker taken, then what its action did
    assert [i["text"] for i in shown][:2] == [
        f"{who} takes a worker (green) for Trains; builds a train in Kanto; builds a train in "
        "Kyushu", "Bea consolidates"]
    game, state, timeline, person, shown = _summary_of("village", 7, seed=5)
    assert [i["text"] for i in shown] == [
        "Cid takes 1 plague cube from Crafts; does not use the action of Crafts",
        "Ana takes 1 green cube from Grain harvest; does not use the action of Grain harvest"]
    assert [i["seat"] for i in shown] == [2, 0]


def test_nothing_is_shown_to_nobody_or_for_a_stale_timeline():
    game, state, timeline = random_game("village", 6, seed=5)
    assert since.summary(game, state, timeline, None, None, str) == ""
    timeline.cut(3)
    assert since.summary(game, state, timeline, 0, 0, str) == ""


def test_the_log_shows_headers_player_colours_and_turns():
    """Player review 2026-11-24 section 10: "Log: no player colours, few round headers".  Each
    log line about a player carries that player's colour; the lines of ``Game.log_heads`` are
    headers; the first line of another seat's move starts a turn."""
    import ui
    game, state, timeline = random_game("village", 40, seed=3)
    entries = since.log_entries(game, state, timeline, 0, translator("en", "village"))
    assert len(entries) == len(state.log)
    heads = [text for text, _seat, kind in entries if kind == "head"]
    assert heads[:2] == ["setup: 3 players", "round 1 begins"]
    for (_text, seat, _kind), (_key, params) in zip(entries, state.log, strict=True):
        if "player" in params:
            assert seat == params["player"]
    assert sum(kind == "turn" for _t, _s, kind in entries) >= 5
    html = ui.log_items(entries)
    root = ET.fromstring(f"<ol>{html}</ol>")
    lines = list(root)
    assert len(lines) == len(entries)
    assert lines[0].get("class") == "log-head" and lines[0].text == "Setup: 3 players"
    about = [(li, params["player"]) for li, (_k, params) in zip(lines, state.log, strict=False)
             if "player" in params]
    assert about and all(f"seat-{seat}" in li.get("class").split() for li, seat in about)
    tail = since.log_entries(game, state, timeline, 10, translator("en", "village"))
    assert tail == entries[10:]                       # the app appends only new lines

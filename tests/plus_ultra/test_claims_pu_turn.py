"""Claim tests (issue 27): what the app teaches about the turn, the draft and Peer Order,
played in the engine.  Seed 002 (``reglamento``), "Ronda y Turno", "Pasos del Turno",
"Comienzo del Turno", "Personajes", "El Orden de Pares", "Preparación de la partida"; seed 000
(``early``), "Personajes", "Comienzo del Turno"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, drive_to, end_turn, legal, new, play
from engine.plus_ultra import data


def _characters_after_draft(s):
    while s.phase == "draft":
        s = G.apply(s, legal(s)[0])
    return s


@pytest.mark.teaches("plus_ultra", "The game lasts {turns} turns of {rounds} rounds",
                     "In the 2-player game each player gets three characters",
                     "With two characters each, a turn has two rounds")
@pytest.mark.parametrize("variant,players,held", [("reglamento", 2, 3), ("reglamento", 3, 2),
                                                  ("reglamento", 4, 2), ("early", 2, 2)])
def test_characters_held_and_rounds_by_player_count(variant, players, held):
    """Seed 002, "Personajes" / "Ronda y Turno": 3 characters each with 2 players, else 2; one
    round per character; seed 000: 2 each for every count (P-19).  Review PU-T9: the turn track
    said "two rounds" with 2 players too."""
    s = _characters_after_draft(G.new(players, seed=3, variant=variant))
    assert all(len(p.characters) == held for p in s.areas) and s.rounds() == held
    text = G.explain("plus_ultra:zone:turn-track", None, G.view(s, 0))
    assert f"of {held} rounds" in text and f"holds {held} characters" in text


@pytest.mark.teaches("plus_ultra", "The game lasts {turns} turns. Each turn has three parts",
                     "The game ends after turn {turns}.",
                     "The GP track: greatness won so far. The most GP at the end of turn {turns}")
def test_the_game_lasts_7_turns():
    """Seed 002, "Ronda y Turno" / "Fin de la Partida": 7 turns, then the game is over."""
    s = acting(3)
    for turn in range(1, data.TURNS + 1):
        s.turn = turn
        s = end_turn(s)
        if turn < data.TURNS:
            assert s.turn == turn + 1 and s.phase != "over"
            s = drive_to(s, "act")
    assert s.phase == "over" and data.TURNS == 7


@pytest.mark.teaches("plus_ultra", "At the start of every turn the third player in Peer Order",
                     "At the start of a turn the 3rd gains {third} ducat and the 4th {fourth}",
                     "5. Players pick their characters and collect the ducats and GP")
@pytest.mark.parametrize("turn,ducats,gp", [(1, [0, 0, 1, 2], [0, 0, 0, 0]),
                                            (5, [0, 0, 1, 2], [1, 0, 0, 0]),
                                            (6, [0, 0, 1, 2], [2, 1, 0, 0])])
def test_peer_order_income(turn, ducats, gp):
    """Seed 002, "El Orden de Pares": the 3rd gains 1 ducat, the 4th 2; turn 5 the 1st 1 GP;
    turns 6-7 the 1st 2 GP and the 2nd 1 GP (paid when the characters are revealed)."""
    s = new(4)
    s.turn = turn
    s.hoard, s.pool = "secretary", sorted(c for c in CHARACTERS if c != "secretary")
    assert not any(s.colonies)          # no house in a colony: the Viceroy's passive pays 0
    before = [(p.ducats, p.gp) for p in s.areas]
    s = _characters_after_draft(s)
    got = [(p.ducats - b[0], p.gp - b[1]) for p, b in zip(s.areas, before, strict=True)]
    assert [d for d, _ in got] == ducats
    assert [g for _, g in got] == gp


@pytest.mark.teaches("plus_ultra", "Changes to it made during a turn count from the next turn on",
                     "changes apply from the next turn",
                     "Passive: when the King acts, its player moves to first place in Peer Order")
def test_peer_order_changes_count_from_the_next_turn_and_the_king_goes_first():
    """Seed 002, "El Orden de Pares" and Rey, Pasiva: "Cuando actúe el Rey colócate el primero
    en el Orden de Pares"; the acting order of the turn does not change (P-17)."""
    s = acting(4, {2: ["king", "merchant"]}, actor=2)
    s = play(s, "act king 1", "done")
    assert s.peer_order == [2, 0, 1, 3]
    assert s.turn_order == [0, 1, 2, 3] and s.actor == 3


@pytest.mark.teaches("plus_ultra", "4. Shuffle the {characters} characters and set one aside face down",
                     "Each turn the {count} characters are shuffled and one is set aside",
                     "With 3 or 4 players, each player in Peer Order picks one character",
                     "until everyone holds two. {name} is first in Peer Order")
def test_the_draft_in_peer_order_with_one_set_aside():
    """Seed 002, "Comienzo del Turno" 4 and "Personajes": nine characters, one set aside face
    down, then one each in Peer Order, again, until everyone holds two (3-4 players)."""
    s = G.new(3, seed=5)
    assert s.hoard in CHARACTERS and len(s.pool) == 8 and s.hoard not in s.pool
    order = []
    while s.phase == "draft":
        order.append(G.decision(s).seat)
        s = G.apply(s, legal(s)[0])
    assert order == s.peer_order * 2
    assert G.view(s, 0).get("hoard") is None


@pytest.mark.teaches("plus_ultra", "With 2 players: the first picks one; the second picks two")
def test_the_published_two_player_draft():
    """Seed 002, "Personajes": with 2 players the first picks one; the second two, and one of
    the rest is discarded at random; the first two; the second one and discards the last."""
    s = G.new(2, seed=5)
    order = []
    while s.phase == "draft":
        order.append(G.decision(s).seat)
        s = G.apply(s, legal(s)[0])
    first, second = s.peer_order
    assert order == [first, second, second, first, first, second]
    assert all(len(p.characters) == 3 for p in s.areas)


@pytest.mark.teaches("plus_ultra", "Whatever the number of players, each player in Peer Order")
def test_the_early_draft_is_the_same_for_two_players():
    """Seed 000, "Personajes": one draft whatever the number of players (P-19)."""
    s = G.new(2, seed=5, variant="early")
    while s.phase == "draft":
        s = G.apply(s, legal(s)[0])
    assert all(len(p.characters) == 2 for p in s.areas)


@pytest.mark.teaches("plus_ultra", "Each player starts with {rosetones} rosetón, {tercios} tercios",
                     "The Market starts with gold, spices and two silver tiles",
                     "with fewer than 4 players, Magellan's voyage has only {magellan_few} spaces",
                     "There are {bulls_4} bulls with 4 players, {bulls_3} with 3 and {bulls_2} with 2")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_setup(variant):
    """Seed 002 / seed 000, "Preparación de la partida": 1 rosetón, 2 tercios, 2 houses, 2
    ducats each; Crown 4; Market gold, spices, silver, silver and 1 silver on the Surplus; 7
    face-down tiles, the first turned up; Magellan 4 spaces with fewer than 4 players (seed
    002); bulls 5/4/3 and Magellan cards 6/5 (seed 000)."""
    s = G.new(3, seed=2, variant=variant)
    p = s.p(0)
    assert (p.rosetones, p.tercios_active, p.houses, p.ducats) == (1, 2, 2, 2)
    assert s.crown == 4
    assert sorted(s.market) == sorted(["gold", "spices", "silver", "silver"])
    assert s.surplus == ["silver"]
    assert s.exploration[0][1] and all(not t[1] for t in s.exploration[1:])
    if variant == "reglamento":
        assert [s.rules.magellan_spaces(n) for n in (2, 3)] == [4, 4]
    else:
        assert [G.new(n, seed=2, variant=variant).bull_supply for n in (2, 3, 4)] == [3, 4, 5]
        assert [s.rules.magellan_spaces(n) for n in (3, 4)] == [5, 6]


@pytest.mark.teaches("plus_ultra", "7. In turns {blue_1} and {blue_2}, one of the blue-backed colonies")
def test_early_blue_colonies_arrive_in_turns_2_and_5():
    """Seed 000, "Comienzo del Turno" 7: in turns 2 and 5 a blue-backed colony goes to the first
    free colony space, and in no other turn (the test checked turn 2's count only)."""
    s = acting(3, variant="early", colonies=[[0], None, None, None, None, None, None],
               deck=["gold"] * 40)
    s.colony_size = [4, 0, 0, 0, 0, 0, 0]
    blue, turns = list(s.blue_colonies), s.rules.blue_colony_turns
    assert len(blue) == len(turns) == 2
    for turn in range(2, data.TURNS):
        s = drive_to(end_turn(s), "act")
        placed = sum(t <= turn for t in turns)
        assert (s.turn, len(s.blue_colonies)) == (turn, len(blue) - placed)
        # each one on the first free colony space: the spaces after the first colony
        assert [c is not None for c in s.colonies] == [True] * (1 + placed) + [False] * (
            len(s.colonies) - 1 - placed)
    assert s.colony_size[1:3] == [data.COLONY_SIZE[c] for c in reversed(blue)]


@pytest.mark.teaches("plus_ultra", "The first player is whoever last ruled an empire")
def test_the_first_player_is_named_or_drawn_at_random():
    """Seed 002, "Preparación de la partida" 8: the last to rule an empire starts (named at the
    table), else one at random; the others follow in Peer Order."""
    assert G.new(3, seed=1, first=2).peer_order == [2, 0, 1]
    firsts = {G.new(3, seed=seed).peer_order[0] for seed in range(30)}
    assert firsts == {0, 1, 2}


@pytest.mark.teaches("plus_ultra", "First the tercios are placed in the European Wars. Then, round",
                     "4. The turn marker moves on.", "Now: turn {turn}.",
                     "When everyone holds two characters they are revealed; in each of the")
def test_a_turns_action_phase_bids_first_then_rounds_of_one_character_each():
    """Seed 002, "Fase de Acciones" and "Fin del Turno" 4: the tercio bid comes first; then each
    round every player acts once with one character, turned over; when all are used the turn
    ends and the turn marker moves on.  The characters are revealed once everyone has chosen."""
    s = drive_to(new(3), "bid")
    assert all(len(p.characters) == 2 for p in s.areas)
    assert G.view(s, 1)["players"][0]["characters"] == s.p(0).characters   # revealed
    while s.phase == "bid":
        s = G.apply(s, "bid 0")
    assert s.phase == "act"
    acted = []
    while s.turn == 1:
        if s.phase != "act":
            s = G.apply(s, legal(s)[0])
            continue
        seat = G.decision(s).seat
        if not s.acted and s.pending is None:
            acted.append((s.round, seat))
            options = [a for a in legal(s) if a.startswith(("act ", "skip "))]
            s = G.apply(s, options[0])
        else:
            s = G.apply(s, "done" if "done" in legal(s) else legal(s)[0])
    assert [r for r, _ in acted] == [1, 1, 1, 2, 2, 2]
    assert [seat for _, seat in acted] == [0, 1, 2, 0, 1, 2]
    assert s.turn == 2
    text = G.explain("plus_ultra:zone:turn-track", None, G.view(s, 0))
    assert "Now: turn 2." in text


@pytest.mark.teaches("plus_ultra", "The characters are the Admiral, the Cardinal, the Merchant")
def test_nine_characters_each_with_two_actions():
    """Seed 002, "Personajes": nine characters, each with two active actions."""
    from engine.plus_ultra import actions as A

    assert len(CHARACTERS) == 9 == len(data.CHARACTERS)
    assert all((c, 1) in A.DO and (c, 2) in A.DO for c in data.CHARACTERS)


@pytest.mark.teaches("plus_ultra", "This is the earlier edition of the rules. Compared with the",
                     "This is the published rulebook (Reglamento), the default edition.")
def test_the_editions_differ_where_the_summary_says():
    """Seed 000 against seed 002: the middle of 3 dice, rosetón cards, colonies of 2 to 4,
    Magellan cards, resource estates, the Secretary and the Pirate, the Court at 1 ducat a
    step, no special 2-player draft."""
    early, published = data.EARLY, data.REGLAMENTO
    assert (early.war_pick, published.war_pick) == ("middle", "lowest")
    assert early.roseton_cards and not published.roseton_cards
    assert set(early.majority_gp) == {2, 3, 4} and set(published.majority_gp) == {4}
    assert early.magellan_piece == "magellan_card" != published.magellan_piece
    assert any(isinstance(e, str) for e in early.estates)
    assert all(isinstance(e, int) for e in published.estates)
    assert early.secretary_estate and early.pirate_next_to_colony
    assert not (published.secretary_estate or published.pirate_next_to_colony)
    assert (early.common_cost["court"], early.court_steps) == (1, 2)
    assert not early.two_player_draft and published.two_player_draft

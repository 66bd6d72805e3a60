"""Lorenzo's leader draft picks stay secret (issue 16, point 1): lorenzo-data.md §2.1, "deal 4
leader cards to each player. Draft them: keep 1, pass the rest"; leaders in hand are secret
until played ("play a leader from your hand (place it face up)")."""
from __future__ import annotations

import engine

G = engine.get_game("lorenzo")


def test_every_leader_pick_is_hidden_from_the_other_seats_for_the_whole_game():
    s = G.new(3, seed=11, variant="advanced")
    order = list(s.turn_order)
    picks = []
    while G.decision(s).prompt == "draft":
        picks.append(G.decision(s).seat)
        s = G.apply(s, G.legal_actions(s)[0])
    assert picks == order * 3                   # 4 leaders: three picks, the last one is dealt
    hidden = {i: (seat, "draft") for i, seat in enumerate(picks)}
    assert G.hidden_moves(s) == hidden
    for i, seat in enumerate(picks):
        assert G.move_secret(s, i, seat) is None
        assert G.move_secret(s, i, (seat + 1) % 3) == "{name} chose a leader"
    while not G.is_over(s) and len(s.history) < 150:    # turn order changes; picks do not
        s = G.apply(s, G.legal_actions(s)[-1])
    assert G.hidden_moves(s) == hidden


def test_the_basic_game_has_no_secret_moves():
    s = G.new(2, seed=3, variant="basic")
    for _ in range(20):
        s = G.apply(s, G.legal_actions(s)[0])
    assert G.hidden_moves(s) == {}

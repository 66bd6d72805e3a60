"""Which Plus Ultra moves stay secret, and until when (issue 16, point 1): the engine says so
through ``Game.hidden_moves`` / ``Game.move_secret``; the web UI names such a move only as
"chose a character" / "chose a bid" to the other seats."""
from __future__ import annotations

from tests.plus_ultra.pu_helpers import G, new


def answer_first(s, prompt: str):
    """Play the first legal action while the decision is ``prompt``; yields each seat and state."""
    while G.decision(s).prompt == prompt and not s.pending:
        seat = G.decision(s).seat
        s = G.apply(s, G.legal_actions(s)[0])
        yield seat, s


def test_draft_picks_stay_secret_until_all_characters_are_revealed():
    """Seed 002, "Personajes": each player chooses characters in Peer Order; the Secretary's
    passive speaks of the moment "cuando se revelen los personajes", all at once."""
    s = new(3)
    start = len(s.history)
    picks = []
    for seat, after in answer_first(s, "draft"):
        s = after
        picks.append(seat)
        if G.decision(s).prompt == "draft":
            assert G.hidden_moves(s) == {start + i: (p, "draft") for i, p in enumerate(picks)}
            index = len(s.history) - 1
            assert G.move_secret(s, index, seat) is None                # the chooser sees it
            others = [o for o in range(3) if o != seat]
            assert all(G.move_secret(s, index, o) == "{name} chose a character" for o in others)
            assert G.move_secret(s, index, None) == "{name} chose a character"
    assert picks == [0, 1, 2, 0, 1, 2]
    assert G.hidden_moves(s) == {}                                      # revealed together
    assert any(key == "{player} reveals {characters}" for key, _p in s.log)
    assert G.move_secret(s, start, None) is None


def test_tercio_bids_stay_secret_until_shown_together():
    """Seed 002, "Colocación de Tercios": "Cada jugador coge secretamente cualquier número de
    Tercios Activos … Los jugadores muestran los Tercios seleccionados a la vez"."""
    s = new(3)
    while G.decision(s).prompt != "bid":
        s = G.apply(s, G.legal_actions(s)[0])
    start, bidders = len(s.history), []
    for seat, after in answer_first(s, "bid"):
        s = after
        bidders.append(seat)
        if G.decision(s).prompt == "bid":
            assert G.hidden_moves(s) == {start + i: (b, "bid") for i, b in enumerate(bidders)}
            assert G.move_secret(s, -1, None) == "{name} chose a bid"
    assert len(bidders) == 3 and G.hidden_moves(s) == {}


def test_other_moves_are_public():
    """Bulls, characters' actions and common actions are played openly (seed 002)."""
    s = new(2)
    while G.decision(s).prompt in ("draft", "bid"):
        s = G.apply(s, G.legal_actions(s)[0])
    for _ in range(10):
        assert G.hidden_moves(s) == {} or G.decision(s).prompt in ("draft", "bid")
        s = G.apply(s, G.legal_actions(s)[0])

"""Leaders in play are clickable on the board when their once-per-round ability is a legal
action now (issue 20; data §2.1: "before or after your placement, any number per turn"; a
"1x" ability once per round): lit like the spaces, named "Use <leader>'s ability" with the
leader's requirement and ability, explained (``data-explain``).  Used ones and other seats'
are not buttons.  A leader in hand whose requirement is met is the button that plays it
(issue 20 open finding: it could be played only from the panel); discarding it for a council
privilege stays a panel option.
"""
from __future__ import annotations

import re

from engine.i18n import translator
from engine.lorenzo.render import board
from engine.svg import board_notations
from tests.lorenzo.lz_helpers import G, give, legal, play, zero
from tests.lorenzo.test_lorenzo_leaders import advanced

USE = "leader use michelangelo_buonarroti"


def _played():
    """Seat 0 has played Michelangelo Buonarroti (1x: 3 coins), Sandro Botticelli in hand."""
    s = advanced()
    s.p(0).leaders = ["michelangelo_buonarroti", "sandro_botticelli"]
    zero(s, 0)
    give(s, 0, stone=10)
    return play(s, "leader play michelangelo_buonarroti")


def test_a_usable_leader_in_play_is_a_lit_button_on_the_board():
    s = _played()
    assert USE in legal(s)
    svg = board(G.view(s, 0), legal=G.legal_actions(s))
    assert USE in board_notations(svg)
    assert set(board_notations(svg)) <= {a.notation for a in G.legal_actions(s)}
    card = re.search(r'<g class="leader-card action" data-action="%s"[^>]*>' % USE, svg)
    assert card, "the played leader's card is the button"
    assert 'aria-label="Use Michelangelo Buonarroti\'s ability' in card.group(0).replace(
        "&#x27;", "'").replace("&apos;", "'")
    assert 'data-explain="lorenzo:leader:michelangelo_buonarroti"' in card.group(0)
    assert ">Use</text>" in svg
    es = board(G.view(s, 0), legal=G.legal_actions(s), gettext=translator("es", "lorenzo"))
    assert 'data-action="%s"' % USE in es


def test_once_used_it_is_not_a_button_nor_in_hand_before_its_requirement_is_met():
    s = play(_played(), USE)
    assert USE not in legal(s)
    svg = board(G.view(s, 0), legal=G.legal_actions(s))
    assert USE not in board_notations(svg)
    hand = _played()                       # Sandro Botticelli in hand: the panel's options
    svg = board(G.view(hand, 0), legal=G.legal_actions(hand))
    assert "leader discard sandro_botticelli" in legal(hand)
    assert "leader play sandro_botticelli" not in legal(hand)      # requirement not met
    assert not [n for n in board_notations(svg) if n.startswith(("leader play", "leader disc"))]


PLAY = "leader play michelangelo_buonarroti"


def test_a_leader_in_hand_whose_requirement_is_met_is_the_button_that_plays_it():
    """Data §2.1: a leader is played when its requirement is met (Michelangelo Buonarroti:
    10 stone), before or after the placement."""
    s = advanced()
    s.p(0).leaders = ["michelangelo_buonarroti", "sandro_botticelli"]
    zero(s, 0)
    give(s, 0, stone=10)
    assert PLAY in legal(s) and "leader play sandro_botticelli" not in legal(s)
    svg = board(G.view(s, 0), legal=G.legal_actions(s))
    shown = board_notations(svg)
    assert PLAY in shown
    assert set(shown) <= {a.notation for a in G.legal_actions(s)}
    assert not [n for n in shown if n.startswith("leader discard")]   # the panel's option
    card = re.search(r'<g class="leader-card action" data-action="%s"[^>]*>' % PLAY, svg)
    assert card, "the leader's card in hand is the button"
    assert 'aria-label="Play Michelangelo Buonarroti' in card.group(0)
    assert 'data-explain="lorenzo:leader:michelangelo_buonarroti"' in card.group(0)
    assert ">Play</text>" in svg
    es = board(G.view(s, 0), legal=G.legal_actions(s), gettext=translator("es", "lorenzo"))
    assert 'data-action="%s"' % PLAY in es
    assert 'aria-label="Jugar a Miguel Ángel Buonarroti' in es and ">Jugar</text>" in es
    other = board(G.view(s, 1), legal=[])                 # another seat sees only backs
    assert PLAY not in board_notations(other) and "Michelangelo" not in other


def test_the_used_leader_is_outlined_in_the_moves_shown_since_last_turn():
    """A ``leader use`` among the highlighted moves outlines the leader's card."""
    s = play(_played(), USE)
    svg = board(G.view(s, 1), highlight=[USE])
    assert re.search(r'<g class="leader-card[^"]*highlight"', svg)

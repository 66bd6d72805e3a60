"""The claims of the early edition's tour steps (tour_early.py) as checks on each step's own
position (issue 27, "Teach only what is true"): :class:`engine.tour.Check` objects whose
``holds(before, after)`` reads the states before and after the step's move and, where a text
speaks of what comes later or of the published rules, plays it in the engine on a copy (the
published rules: the same position with variant ``reglamento``).  tests/test_tour_claims.py
evaluates them.

Rule sources: seed 000 (variant ``early``), the sections tour_early.SOURCES cites; seed 002 for
the published rules the texts compare with.
"""
from __future__ import annotations

from ..tour import Check
from . import data
from .rules import advance
from .turn_end import end_turn
from .turn_start import start_draft
from .tour_checks import game, mover


def _legal(s) -> list[str]:
    return [a.notation for a in game().legal_actions(s)]


def after_draft(s):
    """A copy of ``s`` with the draft finished by the engine, each pick the first legal one."""
    g = game()
    while s.phase == "draft":
        s = g.apply(s, _legal(s)[0])
    return s


def unused(s) -> int:
    """How many characters nobody picks in the draft of state ``s``, the engine playing its
    picks (the first legal ones)."""
    g, left = game(), len(s.pool)
    while s.phase == "draft":
        left = len(s.pool) - 1
        s = g.apply(s, _legal(s)[0])
    return left


def dice_rolled(s) -> list[int]:
    """The war dice of the turn being played, as the engine logged them (seed 000, "Guerras
    Europeas": "lanzando 3 dados")."""
    return [p["dice"] for key, p in s.log if key == "the war level is {n}"][-1]


def donated(s) -> str:
    """The goods of the donation just made (the engine's last donation line)."""
    return [p["resource"] for key, p in s.log if key == "{player} donates {resource} to the Church"][-1]


def _published(s):
    """A copy of ``s`` played by the published rules (seed 002): the same position with
    variant ``reglamento``, no decision pending."""
    t = s.clone()
    t.variant = "reglamento"
    t.pending = None
    return t


def _end_of_turn(s):
    """A copy of ``s`` with the turn ended by the engine and the next one begun (seed 000,
    "Fin del turno")."""
    t = s.clone()
    t.pending = None
    end_turn(t)
    advance(t)
    return t


# -- draft ---------------------------------------------------------------------------------------
def _published_two_player_draft() -> bool:
    """A new 2-player game of the published rules whose draft the engine plays: each player
    holds three characters (seed 002, "Personajes")."""
    t = after_draft(game().new(2, seed=1, variant="reglamento"))
    return all(len(p.characters) == 3 for p in t.areas)


def _draft_checks():
    return (
        Check(f"{len(data.CHARACTERS)} characters: one set aside face down, the rest in the "
              "pool",
              lambda b, a: b.hoard is not None
              and len(b.pool) == len(data.CHARACTERS) - 1 and b.hoard not in b.pool),
        Check("2 players; the mover is first in Peer Order and takes the Admiral",
              lambda b, a: b.players == 2 and b.peer_order[0] == mover(b)
              and "admiral" in a.p(mover(b)).characters),
        Check("one draft for any count: two characters each, the rest unused (quoted count)",
              lambda b, a: all(len(p.characters) == 2 for p in after_draft(a).areas)
              and unused(a) == len(data.CHARACTERS) - 1 - 2 * b.players
              and after_draft(a).rounds() == 2),
        Check("the published rules give each of 2 players three characters",
              lambda b, a: _published_two_player_draft()),
    )


# -- war -----------------------------------------------------------------------------------------
def _published_war(b) -> bool:
    """The published rules' roll on a copy: two dice with 3 players, the lowest counts."""
    t = _published(b)
    start_draft(t)
    dice = dice_rolled(t)
    return len(dice) == data.REGLAMENTO.dice(t.players) == 2 and t.war_level == min(dice)


def _war_checks():
    return (
        Check("three dice rolled; the level is the middle one, not the lowest",
              lambda b, a: len(dice_rolled(b)) == 3
              and b.war_level == sorted(dice_rolled(b))[1] != min(dice_rolled(b))),
        Check("the published rules roll two dice (3 players) and take the lowest",
              lambda b, a: _published_war(b)),
        Check("the bids quoted are those all show at once: the others', then the learner's "
              "active tercios",
              lambda b, a: [(p["player"], p["n"]) for k, p in a.log[len(b.log):]
                            if "reveals a bid" in str(k)]
              == [(o, b.p(o).tercios_active if o == mover(b) else b.p(o).bid)
                  for o in b.turn_order]),
        Check("the learner shows both active tercios, last to choose",
              lambda b, a: b.p(mover(b)).tercios_active == 2 and b.queue == [mover(b)]
              and a.p(mover(b)).tercios_active == 0),
        Check("the level is reached; shown tercios not placed go back tired",
              lambda b, a: len(a.war) == a.war_level
              and a.p(mover(b)).tercios_tired - b.p(mover(b)).tercios_tired
              == 2 - a.war.count(mover(b)) > 0),
        Check(f"at the end of the turn Spain wins: {data.WAR_GP} GP per tercio placed",
              lambda b, a: all(_end_of_turn(a).p(o).gp - a.p(o).gp
                               == data.WAR_GP * a.war.count(o)
                               for o in range(a.players)
                               if "constable" not in a.p(o).characters)),
    )


# -- court ---------------------------------------------------------------------------------------
def _published_court(b) -> bool:
    """Visit the Court by the published rules on a copy: its price for one place."""
    from .commons import do_common

    t = _published(b)
    seat = mover(b)
    t.commons_taken = [c for c in t.commons_taken if c != "court"]
    t.p(seat).ducats = max(t.p(seat).ducats, data.REGLAMENTO.common_cost["court"])
    ducats, place = t.p(seat).ducats, t.peer_order.index(seat)
    do_common(t, seat, "court")
    return (t.pending is None and t.p(seat).ducats == ducats - data.REGLAMENTO.common_cost["court"]
            and t.peer_order.index(seat) == place - 1 and data.REGLAMENTO.court_steps == 1)


def _court_checks():
    price, steps = data.EARLY.common_cost["court"], data.EARLY.court_steps
    return (
        Check(f"{price} ducat a place, up to {steps}: each offered, last of 3 in Peer Order",
              lambda b, a: b.pending.prompt == "court_steps"
              and _legal(b) == [f"choose {k * price}" for k in range(1, steps + 1)]
              and b.peer_order.index(mover(b)) == b.players - 1),
        Check(f"paying {steps * price} moves the player up {steps} places, to first",
              lambda b, a: a.p(mover(b)).ducats == b.p(mover(b)).ducats - steps * price
              and a.peer_order[0] == mover(b)),
        Check("the change applies from the next turn",
              lambda b, a: a.turn_order == b.turn_order
              and _end_of_turn(a).peer_order[0] == mover(b)
              and _end_of_turn(a).turn_order[0] == mover(b)),
        Check("the published rules ask their price for one place",
              lambda b, a: _published_court(b)),
        Check("each common action once a turn: Visit the Court is no longer offered",
              lambda b, a: "court" in a.commons_taken
              and "common court" not in _legal(_after_pending(a, mover(b)))),
    )


def _after_pending(a, seat: int):
    """``a`` with the rest of the mover's decisions made by the engine (the first legal ones)
    until a character or common action is offered again."""
    g = game()
    while a.pending and a.pending.seat == seat:
        a = g.apply(a, _legal(a)[0])
    return a


# -- church --------------------------------------------------------------------------------------
def _guide(b) -> bool:
    """The donation decision the step's donation answered, replayed by the engine: only the
    Market tiles below empty Church spaces and the Surplus's top were offered (seed 000,
    "Iglesia"); the same position by the published rules offers every Market tile (seed 002,
    Cardenal 1)."""
    from .court import do_cardinal_1

    s = _replayed("church", 1)
    empty = [j for j, c in enumerate(s.church) if c is None]
    want = [f"market {j + 1}" for j in empty if j < len(s.market)] + (
        ["surplus"] if s.surplus and empty else [])
    p = _published(s)
    do_cardinal_1(p, mover(b))
    return (s.pending.prompt == "donate" and _legal(s) == want and len(want) > 1
            and list(p.pending.options) == [f"market {i + 1}" for i in range(len(p.market))])


def _new_cathedral(a, seat: int) -> bool:
    """Fill the Church of a copy of ``a`` by the engine's donation: the used rosetón cards turn
    face up again, the donor gains 1 + 2 GP (seed 000, "Iglesia")."""
    from .court import _donate_into

    t = a.clone()
    t.pending = None
    while t.church.count(None) > 1:
        t.church[t.church.index(None)] = ("gems", None)
    used = [p.rosetones_used for p in t.areas]
    cards = [p.rosetones for p in t.areas]
    donor = seat
    t.p(donor).rosetones = 0
    cards[donor] = 0
    gp = t.p(donor).gp
    _donate_into(t, donor, "silver", t.church.index(None))
    return (any(used) and t.p(donor).gp == gp + data.DONATION_GP + data.CATHEDRAL_GP
            and [p.rosetones for p in t.areas] == [c + u for c, u in zip(cards, used, strict=True)]
            and all(p.rosetones_used == 0 for p in t.areas))


def _church_checks():
    return (
        Check("the donation guide: below an empty space or the Surplus (published: any tile)",
              lambda b, a: _guide(b)),
        Check(f"the donation gave {data.DONATION_GP} GP and gold or gems were donated",
              lambda b, a: donated(b) in ("gold", "gems")
              and any(k == "{player} donates {resource} to the Church" for k, _ in b.log[-3:])),
        Check(f"turning the card: {data.ROSETON_GP['gold']} GP for gold or gems, "
              f"{data.ROSETON_GP['silver']} for silver or spices",
              lambda b, a: data.ROSETON_GP["gems"] == data.ROSETON_GP["gold"]
              and data.ROSETON_GP["spices"] == data.ROSETON_GP["silver"]
              and a.p(mover(b)).gp - b.p(mover(b)).gp == data.ROSETON_GP[donated(b)]
              and a.p(mover(b)).rosetones == b.p(mover(b)).rosetones - 1
              and a.p(mover(b)).rosetones_used == b.p(mover(b)).rosetones_used + 1),
        Check(f"a full Church turns used cards face up; the filler gains {data.CATHEDRAL_GP} GP "
              "more",
              lambda b, a: _new_cathedral(a, mover(b))),
    )


# -- Magellan ------------------------------------------------------------------------------------
def _replayed(step: str, back: int):
    """The state ``back`` moves before the step ``step``'s position, replayed by the engine
    from the step's own document."""
    from ..savedoc import load
    from ..tour import position_doc
    from ..tourbook import recorded
    from .tour_early_games import GAMES, POSITIONS

    position = POSITIONS[step]
    doc = position_doc("plus_ultra", recorded(position, GAMES))
    return load(doc, upto=position["index"] - back)


def _position_before_secretary(b):
    """The state before the Secretary's first action of the magellan step."""
    back = 1
    while b.history[len(b.history) - back] != "act secretary 1":
        back += 1
    return _replayed("magellan", back)


def _paid_with_crown(b) -> bool:
    s = _position_before_secretary(b)
    seat = mover(b)
    return (s.p(seat).ducats - b.p(seat).ducats == data.CROWN_SHARE
            and s.crown - b.crown == data.CROWN_SHARE
            and b.history[len(s.history)] == "act secretary 1")


def _voyage(a, seat: int) -> bool:
    """Sell the remaining cards of a copy of ``a`` by the engine: the last completes the voyage
    and each card pays ``data.MAGELLAN_GP``; unsold, a card scores ``data.MAGELLAN_END_GP`` at
    the end (seed 000)."""
    from .economy import add_magellan

    scores = game().scores(a)
    if scores[seat]["breakdown"]["magellan"] != data.MAGELLAN_END_GP * a.magellan.count(seat):
        return False
    t = a.clone()
    gp = t.p(seat).gp
    mine = t.magellan.count(seat)
    other = next(o for o in range(t.players) if o != seat)
    while not t.magellan_done:
        add_magellan(t, other)
    return t.p(seat).gp == gp + data.MAGELLAN_GP * mine and t.magellan_done


def _magellan_checks():
    return (
        Check(f"the Secretary's first action: {data.CROWN_SHARE} ducat of the player and "
              f"{data.CROWN_SHARE} of the Crown",
              lambda b, a: _paid_with_crown(b)),
        Check("a rosetón card, a house or a Magellan card is offered",
              lambda b, a: sorted(_legal(b)) == sorted(
                  ["choose roseton", "choose house", "choose magellan_card"])),
        Check(f"the voyage is {data.EARLY.magellan_spaces(3)} cards with 3 players; the mover "
              "takes the first",
              lambda b, a: b.players == 3
              and b.rules.magellan_spaces(b.players) == data.EARLY.magellan_spaces(3)
              and b.magellan == []
              and a.magellan == [mover(b)]),
        Check(f"completed: {data.MAGELLAN_GP} GP a card; never completed: "
              f"{data.MAGELLAN_END_GP} GP a card at the end",
              lambda b, a: _voyage(a, mover(b))),
    )


# -- estate --------------------------------------------------------------------------------------
def _published_secretary(b) -> bool:
    """The published Secretary of State's second action on a copy: one place up in Peer Order
    and ``data.SECRETARY_DUCATS`` (seed 002)."""
    from .court import do_secretary_2

    t = _published(b)
    seat = mover(b)
    ducats, place = t.p(seat).ducats, t.peer_order.index(seat)
    do_secretary_2(t, seat)
    return (t.p(seat).ducats == ducats + data.SECRETARY_DUCATS and t.peer_order.index(seat) == max(0, place - 1)
            and not t.p(seat).estates)


def _estate_checks():
    return (
        Check(f"the second action pays {data.SECRETARY_ESTATE_PRICE} ducats for the top estate, "
              "seen by its owner only",
              lambda b, a: a.p(mover(b)).ducats == b.p(mover(b)).ducats
              - data.SECRETARY_ESTATE_PRICE
              and len(a.p(mover(b)).estates) == len(b.p(mover(b)).estates) + 1
              and len(a.estates_deck) == len(b.estates_deck) - 1
              and _estate_hidden(a, mover(b))),
        Check(f"Buy Estates costs {data.EARLY.common_cost['estate']}; "
              f"{data.EARLY.estates_in_play} of {len(data.EARLY.estates)} estates in play",
              lambda b, a: len(b.estates_deck) + sum(len(p.estates) for p in b.areas)
              == data.EARLY.estates_in_play),
        Check("the published Secretary moves up in Peer Order and gives "
              f"{data.SECRETARY_DUCATS} ducat",
              lambda b, a: _published_secretary(b)),
        Check(f"estates: GP at the end, or {data.estate_gp('tercio')} GP or a resource such as "
              "a tercio",
              lambda b, a: "tercio" in data.EARLY.estates
              and any(type(e) is int for e in data.EARLY.estates) and _estate_scores(a)),
    )


def _estate_hidden(a, owner: int) -> bool:
    """Another seat's view does not show the estate's value (engine views)."""
    g = game()
    other = next(o for o in range(a.players) if o != owner)
    mine, theirs = g.view(a, owner), g.view(a, other)
    return str(mine) != str(theirs)


def _estate_scores(a) -> bool:
    """At the end an estate scores its value, or 1 GP if it carries a resource (seed 000,
    "Fincas"), by the engine's scoring."""
    t = a.clone()
    p = t.p(0)
    p.estates = [3, "tercio"]
    return game().scores(t)[0]["breakdown"]["estates"] == 3 + 1


CHECKS = {"draft": _draft_checks(), "war": _war_checks(), "court": _court_checks(),
          "church": _church_checks(), "magellan": _magellan_checks(),
          "estate": _estate_checks()}
"""Per tour step id, the checks of what its texts say (tour_early.py)."""

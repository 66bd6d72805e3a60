"""Lorenzo il Magnifico's guided tour (issue 21; ``Game.tour``): eleven steps on real
positions, built on seed 001's worked examples (the Harvest and Production examples of
"Activando efectos permanentes", the Vatican report example: one player supports the Church,
one short of faith is excommunicated) and key rules (family members and dice, servants, the
occupied-tower fee, the Council Palace, the Market), in our own words; the last two in the
advanced game (the personal bonus tiles and the leader cards seed 001 lists in "Preparar",
with the advanced rules seed 001 only names, summarised in lorenzo-data.md §2.1).

The positions are in tour_games.py, written by tools/tour_positions.py; a placement is two
decisions (``member <colour> <value>``, then ``place <space>``), and a step that places a
member starts after the member was taken.  Each lesson's ``checks`` state what its texts claim
about its position (issue 27); the numbers the texts quote come from data.py (``NUMBERS``) or
from the position's params.
"""
from __future__ import annotations

from typing import cast

from ..i18n import N_, format_number
from ..tour import Check
from ..tourbook import NAMES, Lesson
from ..tourbook import steps as build
from . import data, effects
from .howto import NUMBERS as RULES
from .state import LorenzoState
from .text import TERMS
from .tour_games import GAMES, POSITIONS

TOWER_RULES = "seed 001 § Reglas para colocar a un miembro de la familia en una torre"

NUMBERS = {**RULES, "space_value": data.SPACE_VALUE, "large_from": data.LARGE_SPACES_FROM,
           "monastery": data.CARDS["monastery"].value, "tile_value": data.BONUS_TILE_VALUE,
           "example_large": 6 - data.LARGE_SPACE_PENALTY}
"""The data.py values the lessons quote as ``{placeholders}`` (the rules summary's, and a few
more; ``example_large`` is the rulebook's member of value 6 on the large space)."""


def _p(step: str) -> dict:
    """The params of a step's position (the numbers and names its texts quote)."""
    return POSITIONS[step]["params"]


def _res(state, step: str, kind: str, seat_field: str = "seat") -> int:
    return state.p(_p(step)[seat_field]).res[kind]


def _seat(step: str) -> int:
    return _p(step)["seat"]


def _decision(state):
    from . import GAME
    return GAME.decision(state)


def _legal(state) -> list[str]:
    from . import GAME
    return [a.notation for a in GAME.legal_actions(state)]


def _harvest_cards(after) -> tuple[list, list]:
    """(territories of the harvesting player that worked, that stayed idle) at the action's
    value."""
    p = _p("harvest")
    cards = [data.CARDS[k] for k in after.p(p["seat"]).cards["territory"]]
    return ([c.key for c in cards if c.value <= p["value"]],
            [c.key for c in cards if c.value > p["value"]])


def _rounds_played(state) -> int:
    """How many rounds the engine plays from ``state`` on a copy, each decision its first legal
    action, until the game is over (seed 001, "Fin del juego")."""
    from . import GAME
    t, rounds = state.clone(), {state.round}
    for _ in range(10_000):
        if GAME.is_over(t):
            return len(rounds)
        t = cast(LorenzoState, GAME.apply(t, GAME.legal_actions(t)[0]))
        rounds.add(t.round)
    return -1


def _servants_needed(before) -> bool:
    """The 4th floor of the step's tower is offered with the quoted servants, not with one
    fewer (seed 001, "B. Acciones": servants raise the value 1:1, data.SERVANT_RATE)."""
    p = _p("servants")
    floor = len(data.FLOOR_VALUES)
    moves = _legal(before)
    return (f"place {p['tower']} {floor} +{p['servants']}" in moves
            and f"place {p['tower']} {floor} +{p['servants'] - 1}" not in moves)


def _servants_card_bonus(before, after) -> bool:
    """The 4th floor's bonus reached the player: each kind it gives changed by the bonus, less
    the card's cost, plus the card's immediate gain."""
    p = _p("servants")
    card = data.CARDS[p["card"]]
    paid = dict(card.costs[0].resources)
    gained = {k: n for e in card.immediate if e[0] == "gain" for k, n in e[1]}
    return all(after.p(p["seat"]).res[k] - before.p(p["seat"]).res[k]
               == n - paid.get(k, 0) + gained.get(k, 0)
               for k, n in data.FLOOR_BONUS[p["tower"]][3])


def _tile_gives(before, area: str) -> bool:
    """On a copy of ``before`` given the step's tile, an action of ``area`` at the tile's value
    (1, the lowest there is) by the engine gives the tile's bonus for that area: the chooser
    holds no card yet, so the tile is all that acts (seed 001, "Activando efectos
    permanentes")."""
    t = before.clone()
    seat, tile = _seat("tile"), data.BONUS_TILES[_p("tile")["bonus"]]
    t.p(seat).tile = tile.key
    if any(t.p(seat).cards.values()):
        return False
    res = dict(t.p(seat).res)
    effects.activate(t, seat, area, data.BONUS_TILE_VALUE)
    if area == "production":
        effects.finish_production(t, t.pending.pop(0))
    gained = {k: n - res[k] for k, n in t.p(seat).res.items() if n != res[k]}
    return gained == dict(getattr(tile, area))


def _drafted() -> bool:
    """A new advanced game whose leader draft the engine plays (each pick the first legal
    one): every player ends it holding ``data.LEADERS_PER_PLAYER`` leaders and the tile
    choice follows (lorenzo-data.md §2.1)."""
    from . import GAME
    t = GAME.new(2, seed=1, variant="advanced")
    while t.phase == "draft":
        t = cast(LorenzoState, GAME.apply(t, GAME.legal_actions(t)[0]))
    return t.phase == "tiles" and all(len(p.leaders) == data.LEADERS_PER_PLAYER
                                      for p in t.areas)


def _discard_gives_privilege(before) -> bool:
    """Discarding the step's leader instead (on the engine) asks for one council privilege."""
    from . import GAME
    t = GAME.apply(before, f"leader discard {_p('leader')['leader']}")
    return _decision(t).prompt == "privilege" and _p("leader")["leader"] not in t.p(
        _seat("leader")).leaders + t.p(_seat("leader")).played


def _ability_paid(before, after) -> bool:
    """Using the played leader's ability at once (on the engine) gives what it says, once:
    it is not offered again this round (lorenzo-data.md §2)."""
    from . import GAME
    key = _p("leader")["leader"]
    ability = data.LEADER[key].ability
    t = GAME.apply(after, f"leader use {key}")
    seat = _seat("leader")
    gained = {k: n - after.p(seat).res[k] for k, n in t.p(seat).res.items()
              if n != after.p(seat).res[k]}
    return (ability[0] == "gain" and gained == dict(ability[1])
            and f"leader use {key}" not in _legal(t))


LESSONS = [
    Lesson("member", N_("Family members and the dice"),
           N_("The game lasts {rounds} rounds. At the start of each round the three dice are "
              "rolled, and each coloured family member is worth the die of its colour for the "
              "whole round; the neutral member is worth 0. Better action spaces ask for higher "
              "values. {player} places first: take the {colour} family member, the strongest "
              "one this round."),
           N_("The {colour} family member has value {value}, the number on the {colour} die. "
              "Next comes the choice of the action space it goes to."),
           "seed 001 § B. Acciones", ("lorenzo:die:{colour}",),
           checks=(
               Check("the game lasts 6 rounds: the first of them is being played",
                     lambda b, a: b.round == 1 and _rounds_played(b) == RULES["rounds"]),
               Check("the player places first", lambda b, a: _decision(b).seat == _seat("member")
                     and b.turn_order[0] == _seat("member")),
               Check("the coloured member is worth its die, the neutral one 0",
                     lambda b, a: all(effects.member_value(b, _seat("member"), c) == b.dice[c]
                                      for c in data.DICE)
                     and effects.member_value(b, _seat("member"), "neutral") == 0),
               Check("the chosen colour is the strongest die, of the quoted value",
                     lambda b, a: b.dice[_p("member")["colour"]] == max(b.dice.values())
                     == _p("member")["value"]),
               Check("next comes the choice of the action space",
                     lambda b, a: _decision(a).prompt == "space"
                     and _decision(a).params["value"] == _p("member")["value"]),
           )),
    Lesson("servants", N_("Servants raise a family member's value"),
           N_("Before placing a family member you may spend servants to raise its value, "
              "{servant_rate} servant per +1, without limit. A tower's floors ask for "
              "{floor_1}, {floor_2}, {floor_3} and {floor_4}, so the 4th floor needs servants or a card's bonus. {player} holds "
              "the {colour} member of value {value}: place it on the 4th floor of the {tower} "
              "tower, spending {servants} servants to reach {floor_4}."),
           N_("{servants} servants went back to the supply ({before} → {after}); the member "
              "counted as {floor_4}, so {player} took the floor's bonus and the {card} card."),
           TOWER_RULES, ("lorenzo:space:{tower}-4", "lorenzo:card:{card}"),
           checks=(
               Check("the member's value plus the servants reaches the 4th floor's value",
                     lambda b, a: _decision(b).params["value"] == _p("servants")["value"]
                     and _p("servants")["value"] + _p("servants")["servants"]
                     == data.FLOOR_VALUES[3]),
               Check("the servants went back to the supply (before → after)",
                     lambda b, a: (_res(b, "servants", "servants"), _res(a, "servants", "servants"))
                     == (_p("servants")["before"], _p("servants")["after"])
                     and _p("servants")["before"] - _p("servants")["after"]
                     == _p("servants")["servants"]),
               Check("the player took the card and the floor's bonus",
                     lambda b, a: _p("servants")["card"] in a.p(_seat("servants")).cards[
                         _p("servants")["tower"]] and _servants_card_bonus(b, a)),
               Check("fewer servants would not reach the floor",
                     lambda b, a: _servants_needed(b)),
           )),
    Lesson("tower-fee", N_("An occupied tower costs coins"),
           N_("{owner} already has a family member in the {tower} tower. Whoever places a "
              "member in a tower where any member stands, their own or another player's, first "
              "pays {fee} coins to the supply; coins from the floor's bonus cannot pay it. A "
              "player never has two coloured members in the same tower. Place on floor {floor} "
              "of the {tower} tower."),
           N_("{player} paid the {fee} coins ({before} → {after} coins) and took the {card} "
              "card: a territory costs nothing else."),
           TOWER_RULES, ("lorenzo:tower:{tower}", "lorenzo:space:{tower}-{floor}"),
           checks=(
               Check("the other player has a member in the tower",
                     lambda b, a: any(m is not None and m[0] == _p("tower-fee")["owner"]
                                      for m in b.tower_members[_p("tower-fee")["tower"]])),
               Check("the player paid the 3-coin fee and nothing else (before → after)",
                     lambda b, a: (_res(b, "tower-fee", "coins"), _res(a, "tower-fee", "coins"))
                     == (_p("tower-fee")["before"], _p("tower-fee")["after"])
                     == (_p("tower-fee")["before"],
                         _p("tower-fee")["before"] - data.OCCUPIED_TOWER_FEE)),
               Check("the player took the territory",
                     lambda b, a: _p("tower-fee")["card"] in a.p(_seat("tower-fee")).cards[
                         "territory"] and data.CARDS[_p("tower-fee")["card"]].type
                     == "territory"),
           )),
    Lesson("council", N_("The Council Palace"),
           N_("The Council Palace takes any number of family members of value {space_value} or "
              "more. "
              "Each member placed there gives {council_coins} coin and a council privilege at "
              "once, and at the end of the round the order of arrival in the palace becomes the "
              "new turn order. {player} holds the {colour} member of value {value}: send it to "
              "the Council Palace."),
           N_("{player} received {council_coins} coin ({before} → {after}) and now chooses a "
              "council privilege: {p_wood} wood and {p_stone} stone, {p_servants} servants, "
              "{p_coins} coins, {p_mp} military points or {p_fp} faith point. Having arrived "
              "first, {player} will start the next round."),
           "seed 001 § El Palacio del Consejo", ("lorenzo:space:council",),
           checks=(
               Check("the member's value is enough for the Council Palace",
                     lambda b, a: _decision(b).params["value"] >= data.SPACE_VALUE),
               Check("the player received 1 coin (before → after)",
                     lambda b, a: (_res(b, "council", "coins"), _res(a, "council", "coins"))
                     == (_p("council")["before"], _p("council")["after"])
                     == (_p("council")["before"], _p("council")["before"]
                         + dict(data.COUNCIL_REWARD)["coins"])),
               Check("a privilege is chosen now, among the five",
                     lambda b, a: _decision(a).prompt == "privilege"
                     and len(_legal(a)) == len(data.PRIVILEGES)),
               Check("arriving first, the player starts the next round",
                     lambda b, a: a.council[0][0] == _seat("council")),
           )),
    Lesson("market", N_("The Market"),
           N_("Each Market space takes one family member of value {space_value} or more, and a "
              "player may use several of them: {market_coins} coins, {market_servants} "
              "servants, {market_mp} military points and {market_mp_coins} coins, or "
              "{market_privileges} different council privileges (the last two only with "
              "{market_all} players). {player} holds the {colour} member of value {value}: take "
              "the {market_servants} servants."),
           N_("{player} received {market_servants} servants ({before} → {after}). Servants "
              "spent raise a family member's value, {servant_rate} servant per +1."),
           "seed 001 § El mercado", ("lorenzo:space:market-2",),
           checks=(
               Check("the player received 5 servants (before → after)",
                     lambda b, a: (_res(b, "market", "servants"), _res(a, "market", "servants"))
                     == (_p("market")["before"], _p("market")["after"])
                     == (_p("market")["before"], _p("market")["before"]
                         + dict(data.MARKET[1])["servants"])),
               Check("with 2 players the last two Market spaces are closed",
                     lambda b, a: b.players == 2 and data.MARKET_SPACES[b.players] == 2
                     and not {"place market 3", "place market 4"} & set(_legal(b))),
           )),
    Lesson("harvest", N_("Harvest: the action's value decides"),
           N_("{player} has placed a family member on the Harvest, for an action of value "
              "{base}. Servants may still raise it, 1 value each. A Harvest activates the "
              "personal bonus tile and every territory whose activation value is not above the "
              "action's value: in the rulebook's example a Harvest of value 5 leaves the "
              "Monastery, of value {monastery}, idle. Spend {servants} servants."),
           N_("The Harvest had value {value}: the bonus tile and {worked} of {total} "
              "territories gave their goods, the {raised} (value {raised_value}) thanks to the "
              "servants. The {idle} needs {idle_value}, so it gave nothing."),
           "seed 001 § Activando efectos permanentes",
           ("lorenzo:space:harvest-{space}", "lorenzo:card:{raised}", "lorenzo:card:{idle}"),
           checks=(
               Check("the action's base value and the servants give the quoted value",
                     lambda b, a: _decision(b).prompt == "servants"
                     and b.pending[0]["base"] == _p("harvest")["base"]
                     and _p("harvest")["base"] + _p("harvest")["servants"]
                     == _p("harvest")["value"]),
               Check("worked of total territories worked, the raised one among them, the idle "
                     "one not",
                     lambda b, a: (len(_harvest_cards(a)[0]), len(a.p(_seat("harvest")).cards["territory"]))
                     == (_p("harvest")["worked"], _p("harvest")["total"])
                     and _p("harvest")["raised"] in _harvest_cards(a)[0]
                     and _p("harvest")["idle"] in _harvest_cards(a)[1]
                     and data.CARDS[_p("harvest")["raised"]].value == _p("harvest")["raised_value"]
                     > _p("harvest")["base"]
                     and data.CARDS[_p("harvest")["idle"]].value == _p("harvest")["idle_value"]),
               Check("the bonus tile and the working territories gave their goods",
                     lambda b, a: all(
                         _res(a, "harvest", k) - _res(b, "harvest", k) + (
                             _p("harvest")["servants"] if k == "servants" else 0)
                         == dict(data.BONUS_TILES[b.p(_seat("harvest")).tile].harvest).get(k, 0)
                         + sum(dict(e[1]).get(k, 0) for key in _harvest_cards(a)[0]
                               for e in data.CARDS[key].permanent if e[0] == "gain")
                         for k in data.KINDS)),
               Check("the rulebook's Monastery needs more than 5",
                     lambda b, a: data.CARDS["monastery"].value > 5),
           )),
    Lesson("production", N_("The large Production space"),
           N_("Harvest and Production each have a small space for one family member and, with "
              "{large_from} or 4 players, a large space for any number, where the action counts "
              "{large} less. In the rulebook's example a member of value 6 on the large "
              "Production space acts with value {example_large}. {player} holds the {colour} "
              "member of value {value}: place it on the large Production space."),
           N_("The Production has value {base} ({value} − {large}). {player} may now spend "
              "servants to raise it; then the personal bonus tile and each building of that "
              "value or less produce."),
           "seed 001 § Área de cosecha y producción", ("lorenzo:space:production-2",),
           checks=(
               Check("the large space is open with 3 players",
                     lambda b, a: b.players >= data.LARGE_SPACES_FROM),
               Check("the action counts 3 less: value − 3 = base",
                     lambda b, a: _decision(b).params["value"] == _p("production")["value"]
                     and a.pending[0]["base"] == _p("production")["base"]
                     == _p("production")["value"] - data.LARGE_SPACE_PENALTY),
               Check("servants may now raise it",
                     lambda b, a: _decision(a).prompt == "servants"),
           )),
    Lesson("vatican", N_("The Vatican report"),
           N_("At the end of rounds {report_1}, {report_2} and {report_3} the Church asks for "
              "{faith_1}, {faith_2} and {faith_3} faith points. Whoever has fewer is "
              "excommunicated: a cube on the period's excommunication tile, whose penalty lasts "
              "the rest of the game. Whoever has enough chooses: support the Church, trading "
              "every faith point for the victory points the faith track shows, or accept the "
              "excommunication and keep them. {player} has {fp} faith points ({need} needed): "
              "support the Church."),
           N_("{player} gave up {fp} faith points for {gain} victory points ({vp_before} → "
              "{vp_after}); the faith marker is back at 0."),
           "seed 001 § C. Informe del Vaticano", ("lorenzo:excommunication:{tile}",),
           checks=(
               Check("the report of the period asks for the quoted faith points",
                     lambda b, a: b.phase == "vatican" and b.round == RULES["report_1"]
                     and data.FAITH_REQUIRED[b.period] == _p("vatican")["need"]
                     and _res(b, "vatican", "fp") == _p("vatican")["fp"]
                     >= _p("vatican")["need"]),
               Check("the player chooses: support or be excommunicated",
                     lambda b, a: _decision(b).seat == _seat("vatican")
                     and sorted(_legal(b)) == ["excommunicate", "support"]),
               Check("faith points traded for the track's victory points, faith back to 0",
                     lambda b, a: _res(a, "vatican", "fp") == 0
                     and (_res(b, "vatican", "vp"), _res(a, "vatican", "vp"))
                     == (_p("vatican")["vp_before"], _p("vatican")["vp_after"])
                     and _p("vatican")["gain"] == data.FAITH_VP[_p("vatican")["fp"]]
                     == _p("vatican")["vp_after"] - _p("vatican")["vp_before"]),
               Check("the period's excommunication tile is the one shown",
                     lambda b, a: b.excommunications[b.period - 1] == _p("vatican")["tile"]),
           )),
    Lesson("excommunication", N_("Excommunication"),
           N_("{player} makes the last placement of round {report_1}, the end of the first "
              "period, and the Vatican report follows at once. {victim} has {fp} faith points, "
              "fewer than the {need} asked for, so there is no choice to make, as for the red "
              "player of the rulebook's example. Make the move."),
           N_("{victim} was excommunicated: a cube on the period's excommunication tile, whose "
              "penalty holds until the end of the game. The faith points stay ({fp_after}) and "
              "count at the next reports."),
           "seed 001 § C. Informe del Vaticano", ("lorenzo:excommunication:{tile}",),
           checks=(
               Check("the last placement of round 2, by the quoted player",
                     lambda b, a: b.round == RULES["report_1"]
                     and _decision(b).seat == _seat("excommunication")
                     and (a.round, a.phase) != (b.round, "actions")),
               Check("the victim has fewer faith points than asked for",
                     lambda b, a: _res(b, "excommunication", "fp", "victim")
                     == _p("excommunication")["fp"] < _p("excommunication")["need"]
                     == data.FAITH_REQUIRED[1]),
               Check("the victim is excommunicated without a choice and keeps the faith points",
                     lambda b, a: a.p(_p("excommunication")["victim"]).excommunicated == [1]
                     and _res(a, "excommunication", "fp", "victim")
                     == _p("excommunication")["fp_after"] == _p("excommunication")["fp"]
                     and _p("excommunication")["victim"] not in a.vatican_queue),
               Check("the period's excommunication tile is the one shown",
                     lambda b, a: b.excommunications[0] == _p("excommunication")["tile"]),
           )),
    Lesson("tile", N_("Advanced game: personal bonus tiles"),
           N_("In the advanced game the personal bonus tiles lie advanced side up, each one "
              "different, and the players choose them in reverse turn order: {player}, last in "
              "turn order, chooses first among the {offered} tiles. A tile acts at value {tile_value}, so "
              "every Harvest and every Production action gives its bonus. Take {bonus}: a "
              "Harvest gives {harvest}, a Production {production}."),
           N_("{player} keeps {bonus} for the whole game; then the others choose, in reverse "
              "turn order. In the basic game everyone uses the same side: a Harvest "
              "gives {basic_harvest}, a Production {basic_production}."),
           "seed 001 § Activando efectos permanentes", ("lorenzo:tile:{bonus}",),
           checks=(
               Check("the last in turn order chooses first, among the 4 advanced tiles",
                     lambda b, a: b.phase == "tiles" and _decision(b).seat == _seat("tile")
                     == b.turn_order[-1] and b.queue == list(reversed(b.turn_order))
                     and sorted(_legal(b)) == sorted(f"tile {t.key}"
                                                     for t in data.ADVANCED_TILES)
                     and _p("tile")["offered"] == len(data.ADVANCED_TILES)),
               Check("the tile is kept and the others choose next, in reverse turn order",
                     lambda b, a: a.p(_seat("tile")).tile == _p("tile")["bonus"]
                     and a.queue == list(reversed(b.turn_order))[1:]
                     and f"tile {_p('tile')['bonus']}" not in _legal(a)),
               Check("a Harvest of value 1 gives the tile's Harvest bonus",
                     lambda b, a: _tile_gives(b, "harvest")),
               Check("a Production of value 1 gives the tile's Production bonus",
                     lambda b, a: _tile_gives(b, "production")),
               Check("the basic game gives everyone the basic side",
                     lambda b, a: _basic_tiles()),
           )),
    Lesson("leader", N_("Advanced game: leader cards"),
           N_("In the advanced game each player drafts {leaders} leader cards and keeps them "
              "secret. In their turn, before or after placing a family member, a player may "
              "play a leader whose requirement they hold, use the once-per-round ability of a "
              "leader played, or discard a leader from the hand for a council privilege. "
              "{player} holds {held} and {leader} asks for {need}: play it."),
           N_("{leader} is face up. Its requirement is held, not paid: {player} still has "
              "{held}. Once in every round, from this one on, its ability gives {gain}."),
           "seed 001 § Preparar", ("lorenzo:leader:{leader}",),
           checks=(
               Check("the advanced draft gives each player 4 leaders",
                     lambda b, a: _drafted()),
               Check("the player holds the requirement, and the play leaves it unpaid",
                     lambda b, a: _res(b, "leader", _p("leader")["kind"])
                     == _p("leader")["held"] >= _p("leader")["need"]
                     and dict(data.LEADER[_p("leader")["leader"]].resources)
                     == {_p("leader")["kind"]: _p("leader")["need"]}
                     and a.p(_seat("leader")).res == b.p(_seat("leader")).res),
               Check("played before placing: the family members are still offered",
                     lambda b, a: _decision(b).prompt == "place"
                     and any(n.startswith("member ") for n in _legal(a))
                     and _p("leader")["leader"] in a.p(_seat("leader")).played),
               Check("a discard instead gives a council privilege",
                     lambda b, a: f"leader discard {_p('leader')['leader']}" in _legal(b)
                     and _discard_gives_privilege(b)),
               Check("the once-per-round ability can be used at once, and once",
                     lambda b, a: data.LEADER[_p("leader")["leader"]].once_per_round
                     and _ability_paid(b, a)),
           )),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""


def _basic_tiles() -> bool:
    """A new basic game gives every player the basic side (seed 001, "Preparar": "En el juego
    básico, todos los jugadores usan este lado")."""
    from . import GAME
    t = GAME.new(3, seed=1, variant="basic")
    return all(p.tile == data.BASIC_TILE.key for p in t.areas)


def _words(params: dict, _) -> dict:
    """The translated names the texts quote (die colours, towers, cards, other players) and
    the data.py numbers (``NUMBERS``), written in the learner's language."""
    from .explain import words as spelled

    words = {field: _(TERMS[params[field]]) for field in
             ("colour", "tower", "card", "raised", "idle", "bonus", "leader") if field in params}
    if "bonus" in params:
        tile = data.BONUS_TILES[params["bonus"]]
        words.update(harvest=spelled(tile.harvest, _), production=spelled(tile.production, _),
                     basic_harvest=spelled(data.BASIC_TILE.harvest, _),
                     basic_production=spelled(data.BASIC_TILE.production, _))
    if "leader" in params:
        words.update(held=spelled(((params["kind"], params["held"]),), _),
                     need=spelled(((params["kind"], params["need"]),), _),
                     gain=spelled(data.LEADER[params["leader"]].ability[1], _))
    for field in ("owner", "victim"):
        if field in params:
            words[field] = NAMES[params[field]]
    numbers = {k: format_number(v, _) for k, v in NUMBERS.items() if k not in params}
    return {**numbers, **words}


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("lorenzo", LESSONS, POSITIONS, _, _words, GAMES)

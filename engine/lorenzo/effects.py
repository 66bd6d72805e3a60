"""The effect vocabulary of Lorenzo il Magnifico: gains, card effects, council privileges,
action values, card payment, and Harvest / Production activation.

Effects are the data tuples of data.py; :func:`resolve` interprets them.  An effect that needs
a choice (privileges, a free card action, a harvest's servants, a payment) becomes a *task*:
a :class:`~engine.flow.Pending` record (``state.task``) put in front of ``state.pending``;
rules.py turns the first task into the current decision and its ``step`` names the function
taking the answer.  Tasks are immutable: a changed task is a new record put in its place.
"""
from __future__ import annotations

from ..flow import Pending
from . import data
from .state import LorenzoState as S, task as _task


# -- gains -------------------------------------------------------------------------------------
def _adjust(s: S, seat: int, bundle, card: bool) -> tuple[dict, list]:
    """(amounts received, choices left): see :func:`adjusted`; a choice is (kinds, n) when a
    tile takes n of one of several kinds and the source gives more than one of them."""
    amounts = dict(bundle)
    if card and s.leader_ability(seat, "double_card_resources"):
        amounts = {k: n * 2 if k in data.RESOURCES else n for k, n in amounts.items()}
    return amounts, _malus(s.penalties(seat), amounts)


def _malus(penalties: list, amounts: dict) -> list:
    """Take from ``amounts`` (changed in place) what the tiles 1_1-1_4 among ``penalties`` take
    from one source; return the choices left (see :func:`_adjust`)."""
    choices = []
    for penalty in penalties:
        if penalty[0] == "gain_malus":
            kinds = [kind for kind in penalty[1] if amounts.get(kind, 0) > 0]
            if len(kinds) == 1:
                amounts[kinds[0]] -= penalty[2]
            elif kinds:
                choices.append((kinds, penalty[2]))
    return choices


def adjusted(s: S, seat: int, bundle, *, card: bool = False) -> dict:
    """What ``seat`` actually receives of ``bundle`` (one source), before any choice.

    Santa Rita doubles the resources of a card's immediate effect (data §2); excommunication
    tiles 1_1-1_4 take 1 of the named kind from every source that gives it (data §3).  When a
    source gives both wood and stone, 1_4 lets the player choose which one is lost: that
    choice is left out here (:func:`gain` asks it).
    """
    return _adjust(s, seat, bundle, card)[0]


def gain(s: S, seat: int, bundle, *, card: bool = False) -> None:
    """Add one source's resources/points to ``seat`` (after :func:`adjusted`).  A choice of
    excommunication 1_4 (wood or stone, data §3) becomes a ``fewer`` task in front of
    ``state.pending``: the player then gives back 1 of the kind chosen.  Military points stop
    at the track's end, ``data.MILITARY_TRACK_END`` (assumed, docs/DATA.md)."""
    res = s.p(seat).res
    amounts, choices = _adjust(s, seat, bundle, card)
    for kind, n in amounts.items():
        res[kind] += n
    res["mp"] = min(res["mp"], data.MILITARY_TRACK_END)
    for kinds, n in choices:
        s.pending.insert(0, _task("fewer", seat, kinds=kinds, n=n))


def fewer_options(s: S, task: Pending) -> list[str]:
    """Kinds of a ``fewer`` task the player can still give back."""
    res = s.areas[task.seat].res
    return [kind for kind in task["kinds"] if res[kind] >= task["n"]]


def fewer(s: S, task: Pending, kind: str | None) -> None:
    """Resolve a ``fewer`` task (taken off ``state.pending``): give back ``task["n"]`` of
    ``kind`` (None: nothing left)."""
    s.pending.remove(task)
    if kind is not None:
        s.p(task.seat).res[kind] -= task["n"]
        s.note("{player} receives {n} fewer {kind} (excommunication)", player=task.seat,
               n=task["n"], kind=kind)


def _replace(s: S, task: Pending, new: Pending) -> None:
    """Put ``new`` where ``task`` is in ``state.pending`` (the first, as a rule)."""
    pending = s.pending
    pending[0 if pending[0] is task else pending.index(task)] = new


def _to_front(s: S, tasks: list, before: int) -> None:
    """Put ``tasks`` in front of ``state.pending``, behind the ``fewer`` tasks added since it
    had ``before`` tasks (what a source gives is settled before what it lets the player do)."""
    at = len(s.pending) - before
    s.pending[at:at] = tasks


def scaled(bundle, times: int) -> tuple:
    return tuple((k, n * times) for k, n in bundle if n * times)


def count_cards(s: S, seat: int, type_: str) -> int:
    return len(s.areas[seat].cards[type_])


# -- effects -------------------------------------------------------------------------------------
def resolve(s: S, seat: int, effects, *, card: bool = False) -> None:
    """Apply a list of effect tuples for ``seat``; choices become tasks (in effect order)
    placed before any task already pending.

    Raises:
        ValueError: an unknown effect verb (data errors are caught by the data tests).
    """
    tasks: list[Pending] = []
    before = len(s.pending)
    for eff in effects:
        verb = eff[0]
        if verb == "gain":
            gain(s, seat, eff[1], card=card)
        elif verb == "gain_per_card":
            gain(s, seat, scaled(eff[2], count_cards(s, seat, eff[1])), card=card)
        elif verb == "gain_per_mp":
            gain(s, seat, scaled(eff[2], s.p(seat).res["mp"] // eff[1]), card=card)
        elif verb == "privileges":
            tasks.append(_task("privilege", seat, left=eff[1], taken=[]))
        elif verb == "take":
            tasks.append(_task("take", seat, type=eff[1], value=eff[2], discount=list(eff[3])))
        elif verb in ("harvest", "production"):
            tasks.append(value_task(s, seat, verb, eff[1]))
        else:
            raise ValueError(f"unknown effect verb {verb!r}")
    _to_front(s, tasks, before)


EFFECT_VERBS = ("gain", "gain_per_card", "gain_per_mp", "privileges", "take", "harvest",
                "production")
"""Verbs :func:`resolve` interprets (immediate effects, harvest rewards, leader gains)."""


def privilege(s: S, task: Pending, option: str) -> None:
    """Take one council privilege (seed 001, "El Palacio del Consejo"); several from one
    effect must all differ (``task``, in ``state.pending``, is replaced by one with ``option``
    taken and one privilege fewer left)."""
    _replace(s, task, task.with_params(taken=task["taken"] + [option], left=task["left"] - 1))
    gain(s, task.seat, data.PRIVILEGES[option])
    note_privilege(s, task.seat, option)


def note_privilege(s: S, seat: int, option: str) -> None:
    """The log line of the council privilege ``option`` taken by ``seat``: its amounts from
    ``data.PRIVILEGES`` (issue 29, D7), a count in its noun's form (``note_n``)."""
    amounts = dict(data.PRIVILEGES[option])
    if option == "wood_stone":
        s.note("{player} takes the council privilege: {wood} wood and {stone} stone",
               player=seat, **amounts)
    elif option == "servants":
        s.note_n("{player} takes the council privilege: {n} servant",
                 "{player} takes the council privilege: {n} servants", amounts[option], player=seat)
    elif option == "coins":
        s.note_n("{player} takes the council privilege: {n} coin",
                 "{player} takes the council privilege: {n} coins", amounts[option], player=seat)
    elif option == "mp":
        s.note_n("{player} takes the council privilege: {n} military point",
                 "{player} takes the council privilege: {n} military points", amounts[option],
                 player=seat)
    else:
        s.note_n("{player} takes the council privilege: {n} faith point",
                 "{player} takes the council privilege: {n} faith points", amounts[option],
                 player=seat)


# -- action values -------------------------------------------------------------------------------
STATIC_BONUS = {(t, f): dict(b) for t, bonuses in data.FLOOR_BONUS.items()
                for f, b in enumerate(bonuses)}


class Context:
    """What a seat's characters, excommunications and leaders change, gathered once per query
    (legal-move generation asks it for every space); :func:`context` shares one between states
    where these are the same.

    Attributes:
        permanents, penalties: the effect tuples (data §1.3, §3).
        bonus: net action value change by kind (card type, "harvest", "production").
        card_bonus: the same without character bonuses (penalties only).
        rate: servants per +1.  no_floor_bonus: the Preacher.  gain_malus, no_market: such
            penalties.
    """

    def __init__(self, s: S, seat: int):
        self.permanents = s.permanents(seat)
        self.penalties = s.penalties(seat)
        self.card_bonus: dict[str, int] = {}
        for pen in self.penalties:
            if pen[0] == "action_malus":
                self.card_bonus[pen[1]] = self.card_bonus.get(pen[1], 0) - pen[2]
        self.bonus = dict(self.card_bonus)
        for eff in self.permanents:
            if eff[0] == "action_bonus":
                self.bonus[eff[1]] = self.bonus.get(eff[1], 0) + eff[2]
        rate = next((pen for pen in self.penalties if pen[0] == "servant_rate"), None)
        self.rate = rate[1] if rate else data.SERVANT_RATE
        self.no_floor_bonus = any(e[0] == "no_floor_bonus" for e in self.permanents)
        self.gain_malus = any(pen[0] == "gain_malus" for pen in self.penalties)
        self.no_market = any(pen[0] == "no_market" for pen in self.penalties)
        self.leaders = {s.ability(seat, k)[0]: s.ability(seat, k) for k in s.areas[seat].played}
        self.discounts: dict = {}
        self.net_costs: dict = {}       # card key -> actions.net_costs without extra discount
        self._bonus: dict = {}

    def floor_bonus(self, tower: str, floor: int) -> dict:
        """The floor's bonus as this seat receives it ({} with the Preacher)."""
        key = (tower, floor)
        if not self.no_floor_bonus and not self.gain_malus:
            return STATIC_BONUS[key]
        if key not in self._bonus:
            amounts = {} if self.no_floor_bonus else dict(data.FLOOR_BONUS[tower][floor])
            _malus(self.penalties, amounts)         # as adjusted() (not a card's effect)
            self._bonus[key] = amounts
        return self._bonus[key]

    def needed(self, base: int, need: int) -> int:
        """Fewest servants that raise ``base`` to ``need``."""
        return max(0, need - base) * self.rate


_CONTEXTS: dict = {}
"""What :class:`Context` reads of a state (see :func:`context`) -> the Context."""


def context(s: S, seat: int) -> Context:
    """``Context(s, seat)``, shared by every state where ``seat`` holds the same character
    cards, suffers the same excommunication tiles and has played the same leaders (Lorenzo de'
    Medici copying the same one): all a Context depends on.  Its caches (discounts, floor
    bonuses) depend on nothing else either."""
    p = s.areas[seat]
    excommunicated = p.excommunicated
    key = (tuple(p.cards["character"]), tuple(p.played), p.copied,
           tuple([s.excommunications[period - 1] for period in excommunicated])
           if excommunicated else ())
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        if len(_CONTEXTS) >= 4096:          # bounded: a long bot search meets many
            _CONTEXTS.clear()
        ctx = _CONTEXTS[key] = Context(s, seat)
    return ctx


def action_bonus(s: S, seat: int, kind: str, *, cards: bool = True) -> int:
    """Character bonuses minus excommunication maluses for an action of ``kind`` (a card type,
    "harvest" or "production"); data §1.3 and §3."""
    ctx = context(s, seat)
    return (ctx.bonus if cards else ctx.card_bonus).get(kind, 0)


def member_value(s: S, seat: int, member: str) -> int:
    """A family member's value: its die (neutral 0), with excommunication 1_7 and the
    advanced leaders' changes (seed 001, "Acciones"; data §2, §3)."""
    p = s.areas[seat]
    if not p.played and p.six is None:          # no leader: the die, less a tile's malus
        if member == "neutral":
            return 0
        malus = s.has_penalty(seat, "member_malus")
        return s.dice[member] - (malus[1] if malus else 0)
    if member == "neutral":
        value = 0
        bonus = s.leader_ability(seat, "neutral_bonus")
        return value + (bonus[1] if bonus else 0)
    if s.areas[seat].six == member:
        value = data.FEDERICO_VALUE         # Federico da Montefeltro: "value 6 instead of its die"
    else:
        value = 5 if s.leader_ability(seat, "coloured_five") else s.dice[member]
    bonus = s.leader_ability(seat, "coloured_bonus")
    value += bonus[1] if bonus else 0
    malus = s.has_penalty(seat, "member_malus")
    return value - (malus[1] if malus else 0)


def servant_rate(s: S, seat: int) -> int:
    """Servants per +1 of action value: 1, or 2 with excommunication 2_6 (seed 001; data §3)."""
    pen = s.has_penalty(seat, "servant_rate")
    return pen[1] if pen else data.SERVANT_RATE


def servants_needed(s: S, seat: int, base: int, need: int) -> int:
    """Fewest servants that raise ``base`` to ``need``."""
    return max(0, need - base) * servant_rate(s, seat)


# -- harvest and production ----------------------------------------------------------------------
MAX_ACTIVATION = 6
"""No territory or building needs more than 6 (data §1.1-1.2): servants beyond that are not
offered."""


def value_task(s: S, seat: int, area: str, base: int, *, minimum: int = 0,
               cards: bool = True) -> Pending:
    """The task "how many servants for this Harvest/Production of base value ``base``".

    ``minimum`` is the value the action must reach (1 on an action space, seed 001).
    ``cards`` False: character bonuses do not apply (Sforza, Leonardo; data §2).
    """
    base += action_bonus(s, seat, area, cards=cards)
    return _task("servants", seat, area=area, base=base, minimum=minimum)


def servant_options(s: S, task: Pending) -> list[int]:
    """Servant counts worth offering for a value task (multiples of the servant rate)."""
    seat, base = task.seat, task["base"]
    rate = servant_rate(s, seat)
    low = max(0, task["minimum"] - base) if task["minimum"] else 0   # a free action may
    # have a value below 1 (then nothing activates); an action space needs 1 (seed 001)
    high = min(s.areas[seat].res["servants"] // rate, max(low, MAX_ACTIVATION - base))
    return [j * rate for j in range(low, high + 1)]


def activate(s: S, seat: int, area: str, value: int, *, servants: int = 0) -> None:
    """A Harvest or Production action of ``value`` (seed 001, "Área de cosecha y producción").

    The personal bonus tile (value 1) and every territory / building of value <= ``value``
    are activated (``servants``: how many the player added, for the log).  Harvest rewards
    are received at once.  Production gains are collected and
    received at the end, and exchanges become a task, so that exchanges can be paid only with
    what the player held before the activation (seed 001, "Activando efectos permanentes").
    """
    p = s.p(seat)
    if servants == 1:
        s.note("{player} activates {area} with value {n} using 1 servant", player=seat,
               area=area, n=value, servants=1)
    elif servants:
        s.note("{player} activates {area} with value {n} using {servants} servants",
               player=seat, area=area, n=value, servants=servants)
    else:
        s.note("{player} activates {area} with value {n}", player=seat, area=area, n=value)
    tile = data.BONUS_TILES[p.tile]
    sources = [getattr(tile, area)] if value >= data.BONUS_TILE_VALUE else []
    type_ = "territory" if area == "harvest" else "building"
    active = [data.CARDS[k] for k in p.cards[type_] if data.CARDS[k].value <= value]
    if area == "harvest":
        for bundle in sources:
            gain(s, seat, bundle)
        for card in active:
            resolve(s, seat, card.permanent)
        return
    cards, gains, privileges = [], sources, 0
    for card in active:
        for eff in card.permanent:
            if eff[0] == "exchange":
                cards.append(card.key)
            elif eff[0] == "gain":
                gains.append(eff[1])
            elif eff[0] == "gain_per_card":
                gains.append(scaled(eff[2], count_cards(s, seat, eff[1])))
            elif eff[0] == "privileges":
                privileges += eff[1]
    s.pending.insert(0, _task("exchange", seat, cards=cards, gains=gains,
                              privileges=privileges))


def exchange_options(s: S, task: Pending) -> list[int]:
    """1-based options of the first exchange card of ``task`` that ``seat`` can pay now."""
    res = s.areas[task.seat].res
    card = data.CARDS[task["cards"][0]]
    options = next(e[1] for e in card.permanent if e[0] == "exchange")
    return [i + 1 for i, (pay, _, _) in enumerate(options)
            if all(res[k] >= n for k, n in pay)]


def exchange(s: S, task: Pending, option: int | None) -> None:
    """Pay for one exchange option (or none) of the first exchange card; its gain waits for
    the end of the activation (``task``, in ``state.pending``, is replaced by one without
    that card and with the gain and privileges collected)."""
    seat = task.seat
    key, cards = task["cards"][0], task["cards"][1:]
    if option is None:
        _replace(s, task, task.with_params(cards=cards))
        return
    pay, got, privileges = next(e[1] for e in data.CARDS[key].permanent
                                if e[0] == "exchange")[option - 1]
    _replace(s, task, task.with_params(cards=cards, gains=task["gains"] + [got],
                                       privileges=task["privileges"] + privileges))
    for kind, n in pay:
        s.p(seat).res[kind] -= n
    s.note("{player} exchanges with {card}", player=seat, card=key)


def finish_production(s: S, task: Pending) -> None:
    """Receive the collected production gains of an ``exchange`` task (already taken off
    ``state.pending``), then the council privileges (one task each)."""
    seat, before = task.seat, len(s.pending)
    for bundle in task["gains"]:
        gain(s, seat, bundle)
    _to_front(s, [_task("privilege", seat, left=1, taken=[])
                  for _ in range(task["privileges"])], before)

"""Save documents: writing, reading JSON text safely, checking headers, replaying (issue 17).

A save is PGN-like: headers plus the list of action notations, replayed from the seed::

    {"format": "euro-games-save", "version": 2, "game": "nippon", "variant": "standard",
     "seed": 13, "players": [{"name": "Ana", "kind": "human"}, ...], "actions": ["...", ...]}

plus ``"first": seat`` when the players chose who begins (a game with ``choose_first``).

The version says how the actions read (:data:`SAVE_VERSION`, :data:`VERSIONS`).  Version 1:
in Lorenzo's advanced game the "after" decision (leader actions or ``end``) followed every
placement of a player with a leader action left; since version 2 it follows only the player's
last placement of the round (``engine.lorenzo.leaders.asks_after``).  A version 1 document is
replayed with its own turn structure (:meth:`Game.read_format`), and such a game is saved as
version 1 again (:meth:`Game.save_format`, :func:`version_of`), so it plays on as it began.

Everything that reads a save from outside (a file, localStorage, a link, the command line)
goes through :func:`parse` (text to a JSON object, with size, depth and encoding limits checked
before :func:`json.loads` runs) and :func:`check` (the headers' types and values), so a hostile
or broken document gives a :class:`~engine.core.SaveError` with a short message, never another
exception, a stack overflow in Pyodide or a game dealt from a random seed.

Limits (also used by :mod:`engine.share` for links):

- :data:`MAX_BYTES`: 1,000,000 bytes of UTF-8 (or characters of text); a finished game is a
  few kilobytes.
- :data:`MAX_DEPTH`: 64 nested arrays/objects; a save is 3 deep.
- :data:`SEED_MIN` … :data:`SEED_MAX`: the seed is a JSON integer (not ``true``, not ``1.0``)
  within ±(2**53 − 1), the integers every JSON reader (JavaScript too) keeps exactly.
- numbers of more than :data:`MAX_NUMBER_CHARS` characters are refused (Python would refuse
  ints past 4,300 digits with a message about ``sys.set_int_max_str_digits``).
"""
from __future__ import annotations

import json
import re
from typing import Any, Iterator

from .core import BRIEF_CHARS, SEED_MAX, Game, SaveError, State, brief
from .registry import get_game

SAVE_FORMAT = "euro-games-save"
SAVE_VERSION = 2
"""The save format version :func:`save` writes for a new game."""

VERSIONS = (1, 2)
"""The save format versions :func:`check` reads (module docstring)."""

MAX_BYTES = 1_000_000
"""Largest save text accepted: bytes of UTF-8, or characters of an already decoded text."""

MAX_DEPTH = 64
"""Deepest nesting of JSON arrays/objects accepted (checked before :func:`json.loads`)."""

MAX_NUMBER_CHARS = 40
"""Longest number literal accepted in a save (a seed within the range is at most 17)."""

SEED_MIN = -SEED_MAX
"""Smallest seed."""

MAX_NAME_CHARS = 40
"""Player names are cut to this many characters when a game is made (:meth:`Game.new`)."""

_BOMS = ((b"\xef\xbb\xbf", None), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe\x00\x00", "UTF-32"),
         (b"\xfe\xff", "UTF-16"), (b"\xff\xfe", "UTF-16"))
# A JSON string (escapes included), a bracket, or a quote that opens a string never closed.
_SCAN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]|"', re.DOTALL)


def _decode(data: bytes) -> str:
    """UTF-8 bytes (an optional BOM dropped) as text; any other encoding is a SaveError."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            if name is None:
                data = data[len(bom):]
                break
            raise SaveError(f"the file is {name} text; a save must be UTF-8")
    if data[:2].count(0):
        raise SaveError("the file is not UTF-8 text (it looks like UTF-16); a save must be UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(f"the file is not UTF-8 text (byte 0x{data[err.start]:02x} at "
                        f"position {err.start}); a save must be UTF-8") from None


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply arrays/objects nest in JSON ``text``, brackets inside strings not counted.

    Iterative (no recursion), and stops counting once ``limit`` is passed: it returns
    ``limit + 1`` then.  Malformed text gives some number; :func:`json.loads` rejects it later.
    """
    depth = deepest = 0
    for match in _SCAN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif token in "]}":
            depth -= 1
        elif token == '"':         # a string that never closes: the rest is not JSON
            break
    return deepest


def shown(value: Any) -> str:
    """A value read from a save as the player may see it in a message: text quoted as
    :func:`~engine.core.brief` quotes it, anything else in JSON's own spelling (``null``,
    ``true``, ``{"first": "Ana"}``), never a Python repr (``None``, ``{'first': …}``); cut to
    :data:`~engine.core.BRIEF_CHARS` characters."""
    if isinstance(value, str):
        return brief(value)
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= BRIEF_CHARS else text[:BRIEF_CHARS - 1] + "…"


def _no_constant(name: str) -> Any:
    raise SaveError(f"the file is not JSON ({name} is not a JSON value)")


def _number(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise SaveError(f"the file has a number of {len(text)} characters, too long for a save")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise SaveError(f"the file has a number of {len(text)} characters, too long for a save")
    return float(text)


def parse_json(text: str) -> Any:
    """The JSON value of ``text`` (any JSON value), with the depth and number limits of
    :func:`parse` checked first; the size and encoding are the caller's (see :func:`parse`).

    Raises:
        SaveError: nested deeper than :data:`MAX_DEPTH`, a number literal longer than
            :data:`MAX_NUMBER_CHARS`, ``NaN``/``Infinity``, or not JSON.
    """
    if nesting_depth(text) > MAX_DEPTH:
        raise SaveError(f"the file nests arrays or objects more than {MAX_DEPTH} deep; "
                        "it is not a save")
    try:
        return json.loads(text, parse_int=_number, parse_float=_float,
                          parse_constant=_no_constant)
    except SaveError:
        raise
    except (ValueError, RecursionError) as err:     # JSONDecodeError is a ValueError
        where = f" (line {err.lineno}, column {err.colno})" if isinstance(
            err, json.JSONDecodeError) else ""
        raise SaveError(f"the file is not JSON{where}") from None


def check_size(size: int, unit: str = "bytes", limit: int = MAX_BYTES) -> None:
    """Refuse a save of ``size`` bytes (or characters) past ``limit`` (:data:`MAX_BYTES`
    unless a caller reads larger files of saves: a file may be refused by its size before it
    is read).

    Raises:
        SaveError: "the file is too large for a save (<size> <unit>; at most 1,000,000)".
    """
    if size > limit:
        raise SaveError(f"the file is too large for a save ({size:,} {unit}; "
                        f"at most {limit:,})")


def parse(data: str | bytes | bytearray | memoryview, limit: int = MAX_BYTES) -> dict:
    """The JSON object of a save's text, read safely.

    Args:
        data: the text (a leading BOM is dropped) or its bytes, which must be UTF-8 with or
            without a BOM.
        limit: the largest size taken (:data:`MAX_BYTES`; larger for a file of many saves).
    Returns:
        the parsed JSON object (not yet checked: see :func:`check`).
    Raises:
        SaveError: not text, another encoding (UTF-16, UTF-32, Latin-1…), larger than
            :data:`MAX_BYTES`, nested deeper than :data:`MAX_DEPTH` (found without recursion,
            before :func:`json.loads` runs), a number longer than :data:`MAX_NUMBER_CHARS`,
            ``NaN``/``Infinity``, not JSON, or JSON that is not an object.  The message is
            short (it never repeats the file).
    """
    if isinstance(data, (bytes, bytearray, memoryview)):
        data = bytes(data)
        check_size(len(data), limit=limit)
        text = _decode(data)
    elif isinstance(data, str):
        text = data[1:] if data.startswith("\ufeff") else data
        check_size(len(text), "characters", limit)
    else:
        raise SaveError(f"a save is text, not {type(data).__name__}")
    doc = parse_json(text)
    if not isinstance(doc, dict):
        raise SaveError("not a save file of this app")
    return doc


def check(doc: Any) -> Game:
    """Check a save document's headers strictly; return the game it is a save of.

    The rules: ``format`` is :data:`SAVE_FORMAT`; ``version`` is a JSON integer of
    :data:`VERSIONS` (``true`` is not); ``game`` is a known game id; ``variant``, if present, is a string (empty: the
    game's default variant) naming one of the game's variants; ``seed`` is required, a JSON
    integer (not a boolean or a float) from :data:`SEED_MIN` to :data:`SEED_MAX`, unless the
    document carries a ``position`` instead (an object, then, and no ``seed``: a link's
    position, :func:`engine.share.make_fragment`; read by :func:`iter_states`); ``players``
    is a list of the game's player count of objects, each with a string ``name`` (cut to
    :data:`MAX_NAME_CHARS` when the game is made) and, if present, a string ``kind``;
    ``actions`` is a list of strings; ``first``, if present, is a seat number (a JSON integer
    from 0 to the player count − 1) of a game with ``choose_first``.  Other keys are ignored.
    The actions themselves are checked by replaying them (:func:`iter_states`).

    Raises:
        SaveError: the first rule broken; values are quoted cut to 60 characters.
    """
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveError("not a save file of this app")
    version = doc.get("version")
    if type(version) is not int or version not in VERSIONS:
        raise SaveError(f"unsupported save version {shown(version)}")
    game_id = doc.get("game")
    try:
        game = get_game(game_id) if isinstance(game_id, str) else None
    except KeyError:
        game = None
    if game is None:
        raise SaveError(f"unknown game {shown(game_id)}")
    variant = doc.get("variant", "")
    if not isinstance(variant, str) or (variant and variant not in game.variants):
        raise SaveError(f"bad headers: {game.id}: unknown variant {shown(variant)}; "
                        f"one of {', '.join(game.variants)}")
    if "position" in doc:
        if "seed" in doc:
            raise SaveError("bad headers: a save carries a seed or a position, not both")
        if type(doc["position"]) is not dict:
            raise SaveError(f"bad headers: position must be an object, not "
                            f"{shown(doc['position'])}")
    elif "seed" not in doc or doc["seed"] is None:
        raise SaveError("bad headers: the save has no seed (a game cannot be dealt again "
                        "without it)")
    else:
        seed = doc["seed"]
        if type(seed) is not int:
            raise SaveError(f"bad headers: seed must be an integer, not {shown(seed)}")
        if not SEED_MIN <= seed <= SEED_MAX:
            raise SaveError(f"bad headers: seed must be from {SEED_MIN} to {SEED_MAX}")
    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise SaveError("players must be a list of objects")
    if not game.min_players <= len(players) <= game.max_players:
        raise SaveError(f"bad headers: {game.id}: players must be "
                        f"{game.min_players}–{game.max_players}")
    for seat, player in enumerate(players):
        if not isinstance(player.get("name"), str):
            raise SaveError(f"bad headers: player {seat + 1}'s name must be text, not "
                            f"{shown(player.get('name'))}")
        if not isinstance(player.get("kind", ""), str):
            raise SaveError(f"bad headers: player {seat + 1}'s kind must be text, not "
                            f"{shown(player.get('kind'))}")
    actions = doc.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError("actions must be a list of texts")
    first = doc.get("first")
    if first is not None:
        if not game.choose_first:
            raise SaveError(f"bad headers: {game.id}: the first player cannot be chosen")
        if type(first) is not int or not 0 <= first < len(players):
            raise SaveError(f"bad headers: first must be a seat from 0 to {len(players) - 1}, "
                            f"not {shown(first)}")
    return game


def read(data: str | bytes) -> dict:
    """A save document from its text or bytes: :func:`parse` then :func:`check`.

    Raises:
        SaveError: as :func:`parse` and :func:`check` (the actions are not replayed here).
    """
    doc = parse(data)
    check(doc)
    return doc


def save(state: State, *, seats: list[dict] | None = None, keep: dict | None = None) -> dict:
    """The save document of a state (JSON-shaped): headers plus action notations; for a
    state played on from a link's position (:func:`start_position`), that position instead
    of the seed.

    ``seats`` may describe who plays each seat ({"name", "kind"}); default: all human.
    ``keep``: an earlier save document of the same game whose :data:`KEPT_HEADERS` are
    carried over (hints taken; a coach's review while it is still of these actions).
    """
    seats = seats or [{"name": n, "kind": "human"} for n in state.names]
    doc = {
        "format": SAVE_FORMAT,
        "version": version_of(state),
        "game": state.game,
        "variant": state.variant,
        "seed": state.seed,
        "players": [{"name": str(s.get("name", "")), "kind": str(s.get("kind", "human"))}
                    for s in seats],
        "actions": list(state.history),
    }
    origin = state.__dict__.get(ORIGIN)
    if origin is not None:           # a game played on from a link's position: no seed
        del doc["seed"]
        doc["position"] = origin
    elif state.first is not None:               # a chosen first player (absent: by the rules)
        doc["first"] = state.first
    if isinstance(keep, dict):
        if any(hints_taken(keep, state.players)):
            doc["hints"] = hints_taken(keep, state.players)
        review = keep.get("review")
        if isinstance(review, dict) and review.get("actions") == len(state.history):
            doc["review"] = review
    return doc


def version_of(state: State) -> int:
    """The save format version a document of ``state`` is written in: the older one its game
    plays by (:meth:`Game.save_format`, a game read from such a save), else
    :data:`SAVE_VERSION`."""
    return get_game(state.game).save_format(state) or SAVE_VERSION


KEPT_HEADERS = ("hints", "review")
"""Headers that :func:`save` carries over from an earlier document (``keep``): ``hints``, the
hints taken per seat (:func:`count_hint`), and ``review``, the coach's review
(engine.ai.coach.store_review).  Both are optional: a save without them reads as before."""


def hints_taken(doc: Any, players: int | None = None) -> list[int]:
    """The hints taken per seat recorded in a save document's ``hints`` header (a list of one
    count per seat, :func:`count_hint`): zeros when there is none or it is not such a list.
    ``players``: the seat count (default: the document's ``players`` list's length)."""
    if players is None:
        listed = doc.get("players") if isinstance(doc, dict) else None
        players = len(listed) if isinstance(listed, list) else 0
    found = doc.get("hints") if isinstance(doc, dict) else None
    if (isinstance(found, list) and len(found) == players
            and all(type(n) is int and 0 <= n <= SEED_MAX for n in found)):
        return list(found)
    return [0] * players


def count_hint(doc: dict, seat: int) -> dict:
    """Count one hint taken by ``seat`` in the save document ``doc`` (its ``hints`` header,
    a list of one count per seat, is made when absent); returns ``doc``.

    Raises:
        ValueError: ``seat`` is not one of the document's seats.
    """
    counts = hints_taken(doc)
    if type(seat) is not int or not 0 <= seat < len(counts):
        raise ValueError(f"seat must be from 0 to {len(counts) - 1}, not {shown(seat)}")
    counts[seat] += 1
    doc["hints"] = counts
    return doc


def load(doc: Any, *, upto: int | None = None) -> State:
    """Rebuild a state from a save document by replaying its actions from the seed.

    Args:
        doc: the parsed JSON document (:func:`parse` reads one from text safely).
        upto: replay only the first ``upto`` actions (for stepping through a game).

    Raises:
        SaveError: headers that break :func:`check`, or an action that does not replay (the
            message gives its index and notation, cut to 60 characters).
    """
    state = None
    for state in iter_states(doc, upto=upto):  # noqa: B007 (the last one is returned)
        pass
    assert state is not None                   # iter_states yields the start, at least
    return state


def iter_states(doc: Any, *, upto: int | None = None) -> Iterator[State]:
    """The states of a save document: after setup, then after each of its first ``upto``
    actions (all by default), checked as :func:`load` checks them.

    A document with a ``position`` (a link's, :func:`engine.share.make_fragment`) starts from
    that position (:func:`start_position`) instead of dealing a game from a seed.

    An action in a notation older than the game's (a save of f2d3e39: Lorenzo's placements
    without ``+<n>`` servants, Village's well and payments without their coins) is replayed
    as the one legal action it meant (:meth:`Game.legacy_notation`), after any answer the older
    version gave by itself there (:meth:`Game.legacy_implied`: Lorenzo's excommunication 1_4
    took wood), or as the several actions it is today (Lorenzo's placement: a family member,
    then a space), so the states' histories, and :func:`save` after loading, hold canonical
    notations (an implied answer is one more action; the states yielded are one per action
    of the document).  A document of an older format version is replayed as that version
    reads (:meth:`Game.read_format`; module docstring).

    Raises:
        SaveError: as :func:`load` (raised when the failing action is reached).
    """
    game = check(doc)
    if "position" in doc:
        state = start_position(game, doc)
    else:
        try:
            state = game.new(len(doc["players"]), seed=doc["seed"], variant=doc.get("variant"),
                             names=[p["name"] for p in doc["players"]], first=doc.get("first"))
        except ValueError as err:
            raise SaveError(f"bad headers: {err}") from None
    if doc["version"] != SAVE_VERSION:
        game.read_format(state, doc["version"])
    yield state
    for index, notation in enumerate(doc["actions"][:upto]):
        try:
            state = game.apply(state, notation)
        except ValueError as err:
            state = _apply_legacy(game, state, notation, index, err)
        yield state


def start_position(game: Game, doc: dict) -> State:
    """The state of a checked document's ``position`` (:mod:`engine.position`), its names,
    game and variant from the headers, once the rules have shown they can play it: its
    decision, legal actions, views, scores and public board are made and each legal action is
    applied once, so a forged position fails here, not at a reader's later move.

    Raises:
        SaveError: the position does not decode (:func:`engine.position.decode`), offers more
            than :data:`MAX_POSITION_OPTIONS` actions, or the rules fail on it ("the position
            is damaged: the rules cannot play it").
    """
    from . import position

    names = tuple(p["name"][:MAX_NAME_CHARS] for p in doc["players"])
    state = position.decode(doc["position"], game=game.id,
                            variant=doc.get("variant") or game.default_variant, names=names)
    try:
        game.decision(state)
        legal = game.legal_actions(state)
        if len(legal) > MAX_POSITION_OPTIONS:
            raise SaveError(f"the position is damaged: {len(legal)} options at once")
        for seat in (None, *range(state.players)):
            game.view(state, seat)
        game.scores(state)
        game.render(game.view(state, None), legal=legal)
        for action in legal:
            game.apply(state, action)
    except SaveError:
        raise
    except Exception:             # any failure of the rules on a forged state is the link's
        raise SaveError("the position is damaged: the rules cannot play it") from None
    state.__dict__[ORIGIN] = doc["position"]      # kept by every successor: save() writes it
    return state


MAX_POSITION_OPTIONS = 500
"""Most legal actions a position may offer (random games of every game offer at most 28): a
forged position with more is refused before each is tried."""

ORIGIN = "origin"
"""Attribute (not a dataclass field) of a state played from a document's ``position``: that
position as written, which :func:`save` writes back instead of a seed."""


MAX_IMPLIED = 4
"""Most answers an older version gave by itself (:meth:`Game.legacy_implied`) before one
action of a save."""


def _apply_legacy(game: Game, state: State, notation: str, index: int,
                  err: ValueError) -> State:
    """``state`` after the action an older notation meant (:meth:`Game.legacy_notation`), its
    canonical notation in the history, after the answers the older version gave by itself
    before it (:meth:`Game.legacy_implied`, at most :data:`MAX_IMPLIED`); else the SaveError
    of ``err`` (the notation as written)."""
    try:
        for _ in range(MAX_IMPLIED + 1):
            canonical = game.legacy_notation(state, notation)
            if canonical is not None:
                for step in (canonical,) if isinstance(canonical, str) else canonical:
                    state = game.apply(state, step)
                return state
            implied = game.legacy_implied(state)
            if implied is None:
                break
            state = game.apply(state, implied)
            try:
                return game.apply(state, notation)
            except ValueError:
                pass
    except ValueError:
        pass
    raise SaveError(f"action {index + 1} ({brief(notation)}) does not replay: {err}",
                    index) from None

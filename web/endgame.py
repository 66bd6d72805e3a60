"""The end of a game (issue 20): the game-over panel and what a rematch or the next new game
starts from.

Pure (no DOM), so the host's tests run it: the panel's HTML (winner line, how a tie was broken,
the final scores, the engine's score chart, Rematch), the winners, and the new-game dialog's
remembered choices (names, seat kinds, rules), checked whenever they are read back.
"""
from __future__ import annotations

import json

from engine import core, savedoc
from engine.i18n import worded_names

import seats
from coaching import hints_line
from scoretable import score_table
from ui_base import button, esc

NAME_MAX = 40
"""Longest player name kept (the engine cuts names to 40 characters too)."""
CHOICES_MAX = 4_000
"""Longest stored text of a dialog's choices read (four names of 40 characters fit many
times over); a longer value is ignored unread."""

_CHART_CACHE: dict[tuple, dict] = {}


def winners(game, state) -> list[int]:
    """The seats that won a finished game: first of the ranking, or every seat sharing a
    victory (a game whose ``returns`` splits the win, e.g. Village's full tie, E16)."""
    shared = [seat for seat, r in enumerate(game.returns(state)) if 0 < r < 1]
    return shared if len(shared) > 1 else [game.ranking(state)[0]]


def winner_line(game, state, _) -> str:
    """"X wins!" or "X and Y share the victory!", translated."""
    won = [worded_names(state.names, _)[seat] for seat in winners(game, state)]
    if len(won) > 1:
        return _("{names} share the victory!").format(names=", ".join(won))
    return _("{name} wins!").format(name=won[0])


def tie_line(game, state, _) -> str:
    """The sentence saying how a tie for first place was broken ("" if there was none)."""
    key = game.tie_break(state)
    return _(game.tie_breaks[key]) if key else ""


def _chart_key(state, *more: str) -> tuple:
    return (state.game, state.variant, state.seed, tuple(state.names),
            (*state.history, *more))


def keep_chart(state, notation: str, data: dict) -> None:
    """Keep ``data``, the :func:`chart_data` of the game that the move ``notation`` ends from
    ``state``, computed elsewhere (the bot worker, web/botthink.py ``worker_think``), so that
    the game-over panel drawn after that move does not replay the game on the page's thread
    (issue 33, no long task)."""
    _CHART_CACHE.clear()
    _CHART_CACHE[_chart_key(state, notation)] = data


def chart_data(state) -> dict:
    """:func:`engine.scorechart.progress` of the finished game ``state`` (replayed once per
    game: a re-render, e.g. a language switch, reuses it, as does a chart given by
    :func:`keep_chart`)."""
    key = _chart_key(state)
    if key not in _CHART_CACHE:
        from engine import scorechart      # here: ElementTree is not needed at boot
        _CHART_CACHE.clear()
        _CHART_CACHE[key] = scorechart.progress(savedoc.save(state))
    return _CHART_CACHE[key]


def final_summary(game, state, _, *, chart: bool = True, tools: str = "") -> str:
    """Winner line, tie-break line, ``tools`` (buttons), final scores and (``chart``) the
    score chart of the finished game ``state``: the game-over panel's body, and the replay's
    last move."""
    tie = tie_line(game, state, _)
    tie = f'<p class="tie-line" data-testid="tie-break">{esc(tie)}</p>' if tie else ""
    html = (f'<p class="winner-line">{esc(winner_line(game, state, _))}</p>{tie}{tools}'
            + score_table(game, state, _, final=True))
    if chart:
        from engine import scorechart
        html += f'<figure class="chart">{scorechart.chart(chart_data(state), _)}</figure>'
    return f'<div class="final-summary" data-testid="final-summary">{html}</div>'


def over_panel(game, state, _, *, app: bool = True, can_undo: bool = False,
               hints: list[int] | None = None, undo_why: str | None = None) -> str:
    """The game-over panel: title, buttons, then :func:`final_summary` (winner line, tie-break
    line, final scores, ``svg[data-testid="score-chart"]``).  ``app``: the app's Rematch,
    New game, Replay and Share; otherwise (embed.html's "Play from here") Undo only.
    ``hints``: the coach's hints taken per seat: "Hints taken" under the winner when any
    (web/coaching.py, issue 31)."""
    if app:
        tools = (button(_("Rematch"), "rematch", cls="primary", testid="rematch")
                 + button(_("New game"), "new", game=state.game)
                 + button(_("Replay"), "replay") + button(_("Share"), "share"))
    else:
        tools = button(_("Undo"), "undo", disabled=not can_undo, why=undo_why)
    over = _("Game over")
    tools = f'<div class="tools end-tools">{tools}</div>' + hints_line(worded_names(state.names, _), hints, _)
    return f'<h2>{esc(over)}</h2>' + final_summary(game, state, _, tools=tools)


# -- what the new-game dialog remembers ------------------------------------------------------
def choices_text(players: int, names: list[str], kinds: list[str], variant: str) -> str:
    """The JSON text stored under ``newgame/<game id>`` (web/storage.py) after a game starts."""
    return json.dumps({"players": players, "names": [str(n)[:NAME_MAX] for n in names],
                       "kinds": list(kinds), "variant": variant}, ensure_ascii=False)


def read_choices(text: str | None, info: dict) -> dict | None:
    """The remembered dialog choices for the game ``info`` (an ``engine.games()`` entry) from
    stored ``text``, or None when absent or not of the right shape (nothing is trusted:
    counts in range, names strings cut to 40, kinds known, the variant one of the game's).
    Returns ``{"players", "names", "kinds", "variant"}`` with one name and kind per seat."""
    if not text or len(text) > CHOICES_MAX:
        return None
    try:
        got = savedoc.parse_json(text)          # depth and number limits: nothing recurses
    except core.SaveError:
        return None
    if not isinstance(got, dict):
        return None
    players = got.get("players")
    if type(players) is not int or not info["min_players"] <= players <= info["max_players"]:
        return None
    names, kinds = got.get("names"), got.get("kinds")
    if not isinstance(names, list) or not isinstance(kinds, list):
        return None
    names = [n[:NAME_MAX] if isinstance(n, str) else "" for n in names[:info["max_players"]]]
    kinds = [seats.kind_of(k) if isinstance(k, str) else seats.HUMAN
             for k in kinds[:info["max_players"]]]
    names += [""] * (info["max_players"] - len(names))
    kinds += [seats.HUMAN] * (info["max_players"] - len(kinds))
    variant = got.get("variant")
    if variant not in info["variants"]:
        variant = info["variants"][0]
    return {"players": players, "names": names, "kinds": kinds, "variant": variant}


def against_bots(players: int, level: str = "normal") -> list[str]:
    """Seat kinds of "me against bots": a person in the first seat, bots of ``level`` in the
    others."""
    return [seats.HUMAN] + [seats.kind_of(level)] * (players - 1)


def rematch(state, kinds: list[str]) -> dict:
    """The arguments of a rematch of ``state``: the same game, rules, players, names and seat
    kinds, and a new seed (None: drawn at random).  Who begins is left to the rules."""
    return {"game_id": state.game, "players": state.players, "seed": None,
            "variant": state.variant, "names": list(state.names), "kinds": list(kinds)}

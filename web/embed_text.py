"""What embed.html says in words about the position it shows (pure: no DOM, tested on the host).

- :func:`caption`, the line under the board: the move that led to the shown position, as
  the move list words it (web/replay.py ``moves``), never an older log line (issue 29, D11:
  at move 2, "Player 2 chose a character", the caption read "The war level is 5", the last
  line the log happened to hold); where no move led there (move 0, a link's position, "Play
  from here" before the reader's first move) who is to play and what they choose.
- :func:`board_summary`, the board's text for screen readers (issue 32, item 4): the
  caption, whose turn it is, and the board's own summary (the ``<desc>`` each game's renderer
  writes from the view), linked to the drawing by ``aria-describedby``.
"""
from __future__ import annotations

from engine.i18n import worded_names

import labels
import since


def to_play(game, state, _) -> str:
    """"Ana to play: Choose a character" for the deciding seat, or the game's end."""
    decision = game.decision(state)
    if decision.seat is None:
        return _("Game over")
    who = _("{name} to play").format(
        name=worded_names(state.names, _)[decision.seat])
    prompt = labels.prompt_text(game, decision, _)
    return f"{who}: {prompt}" if prompt else who


def caption(viewer, seat: int | None, entries: list[dict] | None, _, *,
            playing: bool = False) -> str:
    """The caption of the position ``viewer`` shows.

    Args:
        viewer: a :class:`viewer.Viewer`.
        seat: whose view the link shows (None: the public); a secret move of another seat
            is named only as "… chose …" (``Game.move_secret``).
        entries: web/replay.py ``moves`` of the recorded game (a whole Lorenzo placement is
            one entry), or None where no recorded move is shown.
        playing: "Play from here" is on (the reader makes the moves).
    Returns:
        one line, its first letter upper-case.
    """
    v, game = viewer, viewer.game
    state = v.state
    names = worded_names(state.names, _)
    if v.branch:                                  # the reader's own last move
        before = v.recorded[v.move] if len(v.branch) == 1 else v.branch[-2]
        text = _describe(game, before, state, len(state.history) - 1, None, names, _)
    elif playing or v.move == 0:
        text = to_play(game, state, _)
        if v.move == 0 and not playing and "position" not in v.doc:
            text = _("{title}: {players} players").format(
                title=game.title, players=state.players) + " · " + text
    else:
        entry = next((e for e in entries or () if e["move"] == v.move), None)
        if entry is not None:
            text = entry["text"]
        else:                                     # inside a move (a host's goto)
            text = _describe(game, v.recorded[v.move - 1], state, v.move - 1, seat, names, _,
                             final=v.recorded[-1])
    return text[:1].upper() + text[1:]


def _describe(game, before, after, index: int, seat, names, _, final=None) -> str:
    """The action ``after.history[index]`` (the last one) and the log lines it wrote."""
    actor = game.decision(before).seat
    secret = game.move_secret(final if final is not None else after, index, seat)
    if secret is not None:
        return _(secret).format(name=names[actor] if actor is not None else "")
    return since.describe(game, after.history[-1], actor, after.log[len(before.log):], names, _,
                          after.variant)


def board_summary(game, state, caption_text: str, desc: str, _) -> str:
    """The screen-reader summary of the board: the caption, whose turn it is, then the
    board's own text summary ``desc`` (the SVG's ``<desc>``), as lines."""
    lines = [caption_text]
    turn = to_play(game, state, _)
    if turn not in caption_text:
        lines.append(turn)
    lines.append(desc.strip())
    return "\n".join(line for line in lines if line)

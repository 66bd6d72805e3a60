"""The control bar of embed.html (web/replay.py :func:`replay.controls` writes it): the state
of its buttons at each drawing of a recorded game (web/embed.py ``Embed.draw``).  The ▶ / ❚❚
button is the autoplay part's own (web/embed_autoplay.py ``Autoplay.draw_button``).
"""
from __future__ import annotations

from pyscript import document, window


def show(v, *, playing: bool, allow_play: bool, in_book: bool, show_moves: bool, zoom: int,
         zooms: int, review: bool) -> None:
    """Enable, disable, show and hide the bar's buttons for viewer ``v`` (web/viewer.py, or a
    chapter's range viewer, whose range starts at ``v.first``).

    Args:
        playing: the reader plays their own moves ("Play from here", an exercise).
        allow_play: the link lets the reader play on (``play=1``).
        in_book: a chapter set is shown (its own ‹ › leave the reader's line).
        show_moves: the move list is shown beside the board.
        zoom: the board's zoom step, 0 (none) … ``zooms - 1``.
        review: the bar offers "Review the game".
    """
    document.querySelector('[data-cmd="zoom-out"]').disabled = zoom == 0
    document.querySelector('[data-cmd="zoom-in"]').disabled = zoom == zooms - 1
    moves_button = document.querySelector('[data-cmd="moves"]')
    moves_button.setAttribute("aria-pressed", "true" if show_moves else "false")
    document.getElementById("enlarge").href = str(window.location.href)
    start = getattr(v, "first", 0)                 # a chapter's range starts there
    for name, off in (("first", v.move == start and not v.playing),
                      ("prev", v.move == start and not v.playing),
                      ("next", v.move == v.total), ("last", v.move == v.total and not v.playing)):
        document.querySelector(f'[data-cmd="{name}"]').disabled = off
    document.querySelector('[data-cmd="play"]').hidden = playing or not allow_play
    document.querySelector('[data-cmd="back"]').hidden = not playing or in_book
    document.querySelector('.extra [data-cmd="review"]').hidden = not review  # a tab (Replay)

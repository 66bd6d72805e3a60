"""The score table of a game (live: "If the game ended now"; final: by ranking, the winner
marked), as HTML text.  Pure: the game screen's side, the game-over panel and the replay's last
move use it."""
from __future__ import annotations

from engine.i18n import worded_names
import labels
from ui_base import WIN, esc


def score_table(game, state, _, *, final: bool = False) -> str:
    """Scores per line and total; at the end, columns by ranking with the winner marked."""
    scores = game.visible_scores(state, None)      # the public may not see face-down estates
    seats = game.ranking(state) if final else list(range(state.players))
    lines = list(scores[0]["breakdown"]) if scores else []
    head = "".join(
        f'<th scope="col" data-seat="{s}" title="{esc(worded_names(state.names, _)[s])}" '
        f'class="seat-col{" winner" if final and r == 0 else ""}">'
        f'<span class="swatch seat-{s}" aria-hidden="true"></span>'
        f'{esc(f"{r + 1}." if final else f"P{s + 1}")}'
        f'<span class="visually-hidden"> {esc(worded_names(state.names, _)[s])}</span></th>'
        for r, s in enumerate(seats))
    body = "".join(
        f'<tr><th scope="row">{esc(labels.line_name(game, line, _))}</th>'
        + "".join(f'<td data-seat="{s}" data-line="{esc(line)}"'
                  f'{WIN if final and r == 0 else ""}>'
                  f'{_shown(scores[s]["breakdown"][line])}</td>' for r, s in enumerate(seats))
        + "</tr>" for line in lines)
    totals = "".join(
        f'<td data-seat="{s}" data-testid="total"{WIN if final and r == 0 else ""}>'
        f'{scores[s]["total"]}{" + ?" if scores[s].get("partial") else ""}</td>'
        for r, s in enumerate(seats))
    caption = _("Final scores") if final else _("If the game ended now")
    testid = "final-scores" if final else "score-table"
    points = _(game.points_label)
    standings = "".join(
        f'<li{WIN if r == 0 else ""} data-seat="{s}"><span class="swatch seat-{s}" aria-hidden="true">'
        f'</span><span class="standing-name">{esc(worded_names(state.names, _)[s])}</span>'
        f'<span class="standing-total">{esc(points.format(n=scores[s]["total"]))}</span></li>'
        for r, s in enumerate(seats)) if final else ""
    standings = f'<ol class="standings">{standings}</ol>' if standings else ""
    line_head, total = esc(_("Line")), esc(_("Total"))
    return (f'{standings}<table class="scores" data-testid="{testid}"><caption>{esc(caption)}</caption>'
            f'<thead><tr><th scope="col">{line_head}</th>{head}</tr></thead>'
            f'<tbody>{body}</tbody>'
            f'<tfoot><tr><th scope="row">{total}</th>{totals}</tr></tfoot></table>')


def _shown(points: int | None) -> str:
    """A score cell: "?" for a line still secret."""
    return "?" if points is None else str(points)

"""examples/explainer.html's boards: an explainer of Village's rules built on the rulebook's
worked examples (seed 004), the positions of Village's guided tour (engine/village/tour_games.py).

The page (examples/explainer.html) is a template; ``python build.py`` fills its markers:

- ``@BOARD name@``: a script-embed figure (engine/snippet.py ``figure``) of :data:`BOARDS`;
- ``@CHAPTERS name@``: a chapter set's figure (``chapters_figure``) of :func:`chapter_sets`;
- ``@LINK name@``: the embed.html link of a chapter set (the iframe section), ``@SNIPPET
  name@`` its iframe snippet as text (what an author pastes);
- ``@V key@``: a number or word of :func:`values` (the rules' values from data.py, the tour
  positions' own numbers and player names).

Everything is deterministic (the tour's recorded games, a seeded re-deal of exercise and free
play positions), so two builds write the same page.  :data:`CLAIMS` lists what the page's
texts say about each position as engine checks; tests/test_explainer_claims.py plays them.
"""
from __future__ import annotations

import html
import random
import re
from dataclasses import dataclass
from typing import Any, Callable

GAME = "village"
"""The game the page explains: its rulebook (seed 004) has the most worked examples that are
played positions (Peter's plague cube and his craftsman's death, the family's lowest number)."""


@dataclass(frozen=True)
class Claim:
    """One thing the page says about a position, as a check in the engine.

    Attributes:
        where: the page's marker the claim is about ("plague", "quiz"…).
        step: the tour step whose position it is (engine/village/tour_games.py POSITIONS).
        source: the rulebook section, "seed 004 § …".
        text: the claim in short English (shown when it fails).
        holds: ``(before, after) -> bool`` on the states before and after the step's move.
    """

    where: str
    step: str
    source: str
    text: str
    holds: Callable[[Any, Any], bool]


def tour_steps() -> dict:
    """Village's tour steps by id (English)."""
    import engine

    return {step.id: step for step in engine.get_game(GAME).tour()}


def _params(step: str) -> dict:
    from engine.village.tour_games import POSITIONS

    return POSITIONS[step]["params"]


def values() -> dict[str, str]:
    """``@V key@`` -> text: the rule values the page quotes, from engine/village/data.py, and
    the tour positions' numbers (``plague.before``…) and player names (``plague.player``)."""
    from engine.tour import ASSUMED
    from engine.village import data

    result: dict[str, Any] = {
        "plague_time": data.PLAGUE_TIME, "life_track": data.LIFE_TRACK,
        "harvest": data.HARVEST_BASE, "grain_cap": data.GRAIN_CAP,
        "market_green": data.MARKET_EXTRA["green"], "market_time": data.MARKET_EXTRA["time"],
        "assumed": f"({ASSUMED})"}
    for step_id, step in tour_steps().items():
        for key, value in _params(step_id).items():
            result[f"{step_id}.{key}"] = value
        from engine.tour import before_after

        before, _after = before_after(step.doc, step.index)
        result[f"{step_id}.player"] = before.names[_params(step_id)["seat"]]
        result[f"{step_id}.index"] = step.index
        result[f"{step_id}.move"] = step.index + 1
    return {key: str(value) for key, value in result.items()}


def fill(text: str, table: dict[str, str]) -> str:
    """``text`` with every ``@V key@`` replaced from ``table``.

    Raises:
        KeyError: a key the table does not have.
    """
    return re.sub(r"@V ([\w.-]+)@", lambda m: table[m.group(1)], text)


BOARDS = {
    # marker: (tour step, seat or None, caption with @V key@ markers)
    "turn": ("turn", None, "@V turn.player@ has taken an orange cube from the Grain harvest "
                           "space: move @V turn.after@ of the game."),
    "plague": ("plague", 1, "@V plague.player@'s view after taking the black cube: the "
                            "life-time marker on space @V plague.after@."),
}
"""The single boards: each shows its tour step's position after the step's move."""


def chapter_sets() -> dict[str, dict]:
    """The page's chapter sets (engine/chapters.py): "lesson" (the farm year: a harvest, the
    caller's free sale and a sale on another's market day, each the move of its example),
    "quiz" (an exercise at Peter's plague position) and "death" (the rulebook's death example,
    then a free play from it)."""
    from engine import chapters

    steps, table = tour_steps(), values()
    rng = random.Random(32)

    def moves(step_id: str, title: str, text: str) -> tuple[dict, dict]:
        step = steps[step_id]
        return chapters.chapter(step.doc, first=step.index, move=step.index + 1, whole=True,
                                title=fill(title, table), text=fill(text, table))

    lesson = chapters.build([
        moves("harvest", "The grain harvest",
              "Step forward: @V harvest.player@ has a family member at home and no plow, so "
              "the harvest brings @V harvest@ sacks (@V harvest.before@ → @V harvest.after@). "
              "A farmyard never holds more than @V grain_cap@."),
        moves("market", "Market day: the caller's sale",
              "@V market.player@ called the market day, so the first sale costs only the "
              "goods the customer asks for. Step forward to see the customer taken "
              "(@V market.prestige@ prestige at the end)."),
        moves("market-extra", "Market day: selling on someone else's day",
              "Now @V market-extra.player@ sells on a day someone else called: on top of the "
              "goods it costs @V market_green@ green cube (@V market-extra.green_before@ → "
              "@V market-extra.green_after@) and @V market_time@ time."),
    ], title="The farm year in three moves")
    plague, death = steps["plague"], steps["death"]
    quiz = chapters.build([chapters.chapter(
        plague.doc, move=plague.index, seat=_params("plague")["seat"], kind="exercise",
        answers=["take harvest orange"], rng=rng,
        title=fill("Your turn as @V plague.player@: harvest without losing time", table),
        text=fill("Take a cube from the Grain harvest space so that the harvest may follow "
                  "and your life-time marker stays where it is.", table),
        right=fill("Right: an influence cube joins your farmyard and costs no time. The "
                   "black one would have cost @V plague_time@.", table),
        wrong="Not that one: either it is another space's cube, or it is the black plague "
              "cube, which costs time. Try again, or see the answer.")],
        title="Exercise: a cube that costs nothing")
    book = chapters.build([
        moves("death", "The example: the craftsman dies",
              "@V death.player@'s marker has passed the bridge. Three members numbered "
              "@V death.generation@ tie for the lowest number, and @V death.player@ picks the "
              "craftsman: step forward to see it enter the chronicle among the craftsmen."),
        chapters.chapter(
            death.doc, move=death.index, seat=_params("death")["seat"], kind="free", rng=rng,
            title="What if another member died?",
            text=fill("Pick the council member or the one at home instead: each finds a free "
                      "space of its own trade in the chronicle. Reset brings the position "
                      "back.", table)),
    ], title="A death and the village chronicle")
    return {"lesson": lesson, "quiz": quiz, "death": book}


def _step_check(step_id: str, where: str, text: str, holds) -> Claim:
    return Claim(where, step_id, tour_steps()[step_id].source, text, holds)


def claims() -> list[Claim]:
    """What the page's texts claim, position by position (the tour lessons' own checks of
    the same positions, engine/village/tour.py, and the page's exercise and free play)."""
    from engine import get_game
    from engine.village import data
    from engine.village.tour import LESSONS

    game = get_game(GAME)
    where = {"turn": "turn", "plague": "plague", "harvest": "lesson", "market": "lesson",
             "market-extra": "lesson", "death": "death", "end": "static"}
    result = [_step_check(lesson.id, where[lesson.id], check.claim, check.holds)
              for lesson in LESSONS if lesson.id in where for check in lesson.checks]
    seat = _params("plague")["seat"]

    def time_paid(notation: str):
        return lambda b, a: game.apply(b, notation).p(seat).time - b.p(seat).time

    result += [
        _step_check("plague", "quiz", "the orange cube of the Grain harvest costs no time "
                    "and joins the farmyard",
                    lambda b, a: time_paid("take harvest orange")(b, a) == 0
                    and game.apply(b, "take harvest orange").p(seat).cubes["orange"]
                    == b.p(seat).cubes["orange"] + 1),
        _step_check("plague", "quiz", "the black cube costs PLAGUE_TIME time",
                    lambda b, a: time_paid("take harvest black")(b, a) == data.PLAGUE_TIME),
        _step_check("death", "death", "three members of the lowest number tie; each enters "
                    "the chronicle in its own trade",
                    lambda b, a: all(
                        game.apply(b, option).chronicle[category].count(1)
                        == b.chronicle[category].count(1) + 1
                        for option, category in (("die 1 council:1", "council"),
                                                 ("die 1 craft:wainwright", "crafts"),
                                                 ("die 1 farm", "farm")))
                    and sorted(b.pending.options) == sorted(
                        ["die 1 council:1", "die 1 craft:wainwright", "die 1 farm"])),
    ]
    return result


def snippet_text(link: str, title: str) -> str:
    """The iframe snippet an author pastes (web/ui.py ``embed_snippet``), escaped to be shown
    as text in the page."""
    import sys

    from .common import WEB

    sys.path.insert(0, str(WEB))
    from ui import embed_snippet          # web/ui.py: the Share dialog's own snippet

    return html.escape(embed_snippet(link, title, lambda text: text))


def _host_script() -> str:
    """The host-page lines of the iframe snippet (web/ui.py ``HOST_SCRIPT``)."""
    import sys

    from .common import WEB

    sys.path.insert(0, str(WEB))
    from ui import HOST_SCRIPT

    return HOST_SCRIPT


def write_page(template: str) -> str:
    """The page from its template: every marker filled (see the module's docstring).

    Raises:
        SystemExit: a marker left unknown.
    """
    import sys

    from engine import chapters, snippet

    steps, table = tour_steps(), values()
    text = fill(template, table)
    for marker, (step_id, seat, caption) in BOARDS.items():
        step = steps[step_id]
        text = text.replace(f"@BOARD {marker}@", snippet.figure(
            step.doc, move=step.index + 1, seat=seat, caption=fill(caption, table),
            whole=True))
    for marker, book in chapter_sets().items():
        text = text.replace(f"@CHAPTERS {marker}@", snippet.chapters_figure(book, ident=marker))
        link = "../embed.html#" + chapters.fragment(book)
        text = (text.replace(f"@LINK {marker}@", html.escape(link))
                .replace(f"@SNIPPET {marker}@", snippet_text(link, "Village")))
    text = text.replace("@HOSTSCRIPT@", _host_script())
    leftover = re.findall(r"@(?:BOARD|CHAPTERS|LINK|SNIPPET|V) [\w.-]+@", text)
    if leftover:
        sys.exit(f"build: examples/explainer.html has unknown markers {leftover}")
    return text


def static_svg() -> str:
    """position.svg: the tour's last position (the last anonymous grave taken), public view."""
    import engine

    step = tour_steps()["end"]
    game, state = engine.get_game(GAME), engine.load(step.doc, upto=step.index + 1)
    return game.render(game.view(state, None), legal=())

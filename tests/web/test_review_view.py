"""The coach's review on the game-over panel (web/review_view.py, web/botthink.py
``worker_review``; issue 31 item 3): the win-chance chart, the marked decisions with their
replay links, the progress bar, and the worker's review stopping when no longer wanted."""
import asyncio
import json
import xml.etree.ElementTree as ET

from engine import registry, savedoc
from engine.__main__ import play_random
from engine.ai import coach
from engine.i18n import translator

import botthink
import review_view

SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}]


def finished(game_id="village", seed=4):
    game = registry.get_game(game_id)
    state = play_random(game, 2, seed, None)
    return game, state, savedoc.save(state, seats=SEATS)


def test_the_review_reads_as_chart_and_three_marked_decisions_with_links():
    game, state, doc = finished()
    review = coach.review(game, doc, seed=1, iterations=3, mark_visits=1)
    html = review_view.review_html(game, state, review, lambda move: f"embed.html#move={move}",
                                   translator("en", game.id))
    assert review["seats"] == [0]                       # the person's decisions only
    marked = review["costly"][0]
    assert 1 <= len(marked) <= 3
    assert html.count('data-testid="review-decision"') == len(marked)
    for d in marked:
        assert f'href="embed.html#move={d["move"]}"' in html
    assert "You played " in html and "the coach prefers" in html
    chart = ET.fromstring(html.split('<figure class="chart">')[1].split("</figure>")[0])
    assert chart.get("data-testid") == "win-chart"
    lines = chart.findall(".//{http://www.w3.org/2000/svg}g[@data-seat]")
    assert len(lines) == sum(1 for c in review["curves"] if c)
    es = review_view.review_html(game, state, review, str, translator("es", game.id))
    assert "Jugaste " in es and "Probabilidad de ganar en la partida" in es


def test_a_seat_without_marks_reads_agreement_or_that_the_coach_is_not_sure():
    """No mark: agreement when the coach preferred the played option everywhere, else (its
    preferences backed by fewer than coach.MARK_VISITS simulations) that it is not sure."""
    game, state, doc = finished()
    review = coach.review(game, doc, seed=1, iterations=3)
    assert review["costly"][0] == [] and any(d["loss"] > 0 for d in review["decisions"])
    link = lambda move: f"embed.html#move={move}"     # noqa: E731
    for lang, unsure in (("en", "The coach is not sure enough of any other choice to mark one."),
                         ("es", "El entrenador no está lo bastante seguro de ninguna otra "
                                "opción como para marcarla.")):
        html = review_view.review_html(game, state, review, link, translator(lang, game.id))
        assert unsure in html and 'data-testid="review-decision"' not in html
    agreed = {**review, "decisions": [{**d, "loss": 0} for d in review["decisions"]]}
    html = review_view.review_html(game, state, agreed, link, translator("en", game.id))
    assert "The coach agrees with every decision it reviewed." in html


def test_progress_bar_and_stop():
    html = review_view.progress_html(7, 40, translator("es"))
    assert '<progress max="40" value="7">' in html and 'data-cmd="stop-review"' in html
    assert "Revisando: 7 de 40 decisiones" in html
    assert "<progress></progress>" in review_view.progress_html(0, 0, translator("en"))


def test_the_worker_reviews_with_progress_and_stops_when_not_wanted():
    game, state, doc = finished("lorenzo", seed=2)
    seen = []
    text = asyncio.run(botthink.worker_review(json.dumps(doc), lambda: True,
                                              lambda d, t: seen.append((d, t)), iterations=2))
    review = json.loads(text)
    assert review["complete"] and seen and seen[-1][0] == seen[-1][1]
    assert coach.stored_review(coach.store_review(dict(doc), review)) == review
    assert asyncio.run(botthink.worker_review(json.dumps(doc), lambda: False,
                                              lambda d, t: None)) is None

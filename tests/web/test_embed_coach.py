"""The coach in embed.html (web/embed_coach.py, issue 31 items 3 and 4): the host page's
``euro-games:hint`` request and its answer's shape, the hint computed only from what the
link carries (engine/share.py: what its viewer may see), and the replay's review whose
"Move N" buttons jump within the page."""
import json
import random

from engine import share
from engine.__main__ import play_random
from engine.ai import coach
from engine.i18n import translator

import coaching
import engine
import review_view
import elsewhere
import records
import storage
from embed_coach import hint_reply, hint_request
from viewer import PLAIN_OBJECT, Viewer, parse_host_message, parse_message

EN, ES = translator("en"), translator("es")


def midgame(game, seed: int, moves: int):
    """A 2-player game ``moves`` random legal actions in (seeded)."""
    rng, state = random.Random(seed), game.new(2, seed=seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def test_the_hint_request_is_parsed_only_where_the_page_answers_it():
    message = {"type": "euro-games:hint"}
    assert parse_host_message(message, tag=PLAIN_OBJECT, from_parent=True,
                              requests=("hint",)) == ("hint", None)
    for refused in ((), ("hint-all",)):             # boardhost.py asks for none
        try:
            parse_message(message, requests=refused)
        except ValueError as err:
            assert "unknown command 'hint'" in str(err)
        else:
            raise AssertionError("a page that does not answer hints accepted one")


def test_the_hint_reply_has_the_documented_shape():
    game = engine.get_game("village")
    state = midgame(game, 3, 12)
    options = coaching.compute_hint(game, state)
    reply = hint_reply(game, state, options, ES, move=12, playing=True)
    assert set(reply) == {"type", "game", "move", "playing", "seat", "options"}
    assert reply["type"] == "euro-games:hint" and reply["game"] == "village"
    assert reply["seat"] == game.decision(state).seat and reply["move"] == 12
    legal = {a.notation for a in game.legal_actions(state)}
    assert [o["action"] for o in reply["options"]] == [o["notation"] for o in options]
    for option in reply["options"]:
        assert set(option) == {"action", "label", "estimate", "win", "visits", "only"}
        assert option["action"] in legal and option["label"] and option["visits"] > 0
        assert option["only"] is False
    single = midgame(game, 3, 12)
    rng = random.Random(2)
    while len(game.legal_actions(single)) != 1:       # a seat with a single option
        single = game.apply(single, rng.choice(game.legal_actions(single)))
    (alone,) = hint_reply(game, single, coaching.compute_hint(game, single), ES, move=0,
                          playing=True)["options"]
    assert alone["only"] is True and alone["visits"] == 0 and alone["estimate"] is None
    json.dumps(reply)                                 # posted as is: JSON-shaped
    over = play_random(game, 2, 3, None)
    refused = hint_reply(game, over, None, EN, move=9, playing=False,
                         error="nobody is to move here")
    assert refused["options"] == [] and refused["seat"] is None
    assert refused["error"] == "nobody is to move here"


def test_an_embeds_hint_depends_only_on_what_its_link_carries():
    """Secrets: a public link of a Village game in progress, made from two games that differ
    only in what the public cannot see (a customer served face down, the market's pile and the
    future chance re-dealt), gives the embed the same position, so the same request to the
    coach and the same hint; the position holds the public's view of the game."""
    game = engine.get_game("village")
    state = midgame(game, 7, 60)
    twin = game.conceal(state, None, random.Random(3))
    twin.history, twin.log = state.history, state.log
    assert game.view(twin, None) == game.view(state, None)
    assert repr(twin.areas) != repr(state.areas) and repr(twin.pile) != repr(state.pile)
    requests = []
    for real in (state, twin):
        fragment = share.state_fragment(real, seat=None, play=True, rng=random.Random(5))
        viewer = Viewer(share.parse_fragment(fragment)["doc"])
        requests.append(hint_request(viewer.state))
    assert requests[0] == requests[1]
    shown = Viewer(share.parse_fragment(share.state_fragment(
        state, seat=None, play=True, rng=random.Random(5)))["doc"]).state
    assert game.view(shown, None) == game.view(state, None)


def test_the_replays_review_jumps_within_the_page():
    game = engine.get_game("village")
    doc = engine.save(play_random(game, 2, 5, None),
                      seats=[{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}])
    review = coach.review(game, doc, seed=1, iterations=2, mark_visits=1)
    html = review_view.review_html(game, engine.load(doc), review, None, ES)
    moves = [d["move"] for d in review["costly"][0]]
    assert moves and html.count('data-cmd="goto"') == len(moves)
    for move in moves:
        assert f'data-move="{move}"' in html
    assert "target=" not in html and "Jugada" in html


def test_a_review_made_in_the_replay_is_kept_in_the_stored_game_and_is_no_news():
    """"A review is stored with the save and not computed twice": the Replay tab keeps its
    review in the game under "Your games" holding the same record (its saved time and facts
    unchanged, the index untouched); the app's tab showing that game takes it up instead of
    saying the game changed elsewhere; a game already reviewed, or not stored, is left."""
    game = engine.get_game("village")
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}]
    doc = engine.save(play_random(game, 2, 5, None), seats=seats)
    box = storage.Storage(storage.MemoryBackend())
    seen = box.autosave("village/a", doc, {"game": "village", "moves": len(doc["actions"])})
    box.autosave("village/b", engine.save(play_random(game, 2, 6, None), seats=seats))
    before = json.loads(box.autosave_text("village/a"))
    index = box.get(storage.INDEX)
    review = coach.review(game, doc, seed=1, iterations=2)
    replayed = {**doc, "copy": True}                  # the Replay's document: the same record
    assert records.kept_review(box, replayed) is None
    assert records.keep_review(box, replayed, review) == "village/a"
    assert records.kept_review(box, replayed) == review   # a later replay shows it
    after = json.loads(box.autosave_text("village/a"))
    assert coach.stored_review(after["doc"]) == review
    assert {k: after[k] for k in ("saved", "facts")} == {k: before[k] for k in ("saved", "facts")}
    assert box.get(storage.INDEX) == index
    stored = box.autosave_text("village/a")
    assert elsewhere.elsewhere(stored, seen, doc, doc) is None          # no news for the app's tab
    assert elsewhere.review_added(stored, doc)[1] == review             # which takes the review up
    assert elsewhere.review_added(seen, doc) is None
    moved = {**doc, "actions": doc["actions"][:-1]}
    assert elsewhere.elsewhere(stored, seen, moved, moved) is not None  # other changes still are
    assert records.keep_review(box, replayed, review) is None         # reviewed already: left
    other = engine.save(play_random(game, 2, 9, None), seats=seats)
    assert records.keep_review(box, other, coach.review(game, other, seed=1, iterations=1)) is None

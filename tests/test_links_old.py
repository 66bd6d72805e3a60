"""Links that last (issue 32, item 5): every link made by an earlier version opens today, at
the same position, and every link made today carries its format's version.

tests/fixtures/links/links-<commit>.json hold links made by the engine of that commit
(tests/fixtures/links/make_links.py, run on ``git archive <commit> engine``):

- 185bf44: the first links (issue 8), whole saves; Plus Ultra only, the one game then.
- a810ce8: whole saves of all four games, just before position links.
- 8d70172: the first position links (issue 29, D1): pending decisions written as plain dicts
  (Lorenzo: a list of ``{"kind", "seat", …}`` tasks; Nippon's action in progress a dict), made
  before the decision kernel (engine/flow.py) and refused with "the rules cannot play it"
  until :func:`engine.position.decode` converted them.
- 0b507a6: main before link versions (``v``) were written.
- eed0f5f: link format 2 (``v=2``), main before chapter sets (format 3).

Each link records what its commit's engine showed: the deciding seat, the legal actions, the
number of log lines and the last one.  A position link is also compared with today's position
link of the same recorded game, move, seat and re-deal (same ``rng``): the same state
(the log aside, whose wording Lorenzo has changed since) and the same view.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import position, savedoc, share
from engine.core import SaveError
from engine.registry import get_game

FIXTURES = Path(__file__).parent / "fixtures" / "links"
FILES = sorted(FIXTURES.glob("links-*.json"))
LOG_REWORDED = {"185bf44"}
FORMAT_OF = {"eed0f5f": 2}
"""The link format of each commit's links (1, made before versions were written, if absent)."""
"""Commits whose games logged fewer lines than today's (68212c8 logs every automatic gain):
their links open at the same position, with today's longer log."""


REDEALT = {"village": ("pile",)}
"""Hidden fields that today's re-deal draws in another order than these commits' for the same
``rng``: Village's face-down customer pile is shuffled once, together with the customers other
seats served face down (issue 31: Game.determinize deals both; these commits shuffled the pile,
drew the seed, then shuffled it again with those customers).  Their contents must agree."""


def _links():
    for path in FILES:
        data = json.loads(path.read_text())
        for i, link in enumerate(data["links"]):
            yield pytest.param(data["commit"], link, data["links"],
                               id=f"{data['commit']}-{link['game']}-{link['variant']}-"
                                  f"{link['kind']}-m{link['move']}-s{link['seat']}-{i}")


def _opened(link: dict, commit: str = ""):
    """The state a link opens at, with today's code (as embed.html opens it)."""
    parsed = share.parse_fragment("#" + link["fragment"])
    assert parsed["format"] == FORMAT_OF.get(commit, 1)
    assert parsed["book"] is None
    states = list(savedoc.iter_states(parsed["doc"]))
    return states[-1 if parsed["move"] is None else parsed["move"]]


def test_fixtures_cover_every_game_and_both_kinds():
    kinds = {(json.loads(p.read_text())["commit"], link["game"], link["kind"])
             for p in FILES for link in json.loads(p.read_text())["links"]}
    for commit in ("8d70172", "0b507a6", "eed0f5f"):
        for game in ("plus_ultra", "lorenzo", "nippon", "village"):
            assert {(commit, game, "whole"), (commit, game, "position")} <= kinds
    assert ("185bf44", "plus_ultra", "whole") in kinds


@pytest.mark.parametrize("commit, link, siblings", list(_links()))
def test_old_link_opens_the_same_position(commit, link, siblings):
    game = get_game(link["game"])
    state = _opened(link, commit)
    expect = link["expect"]
    assert game.decision(state).seat == expect["deciding"]
    assert sorted(str(a) for a in game.legal_actions(state)) == expect["legal"]
    if commit not in LOG_REWORDED:
        assert len(state.log) == expect["log"]
        assert json.loads(json.dumps(list(state.log[-1]), default=list)) == expect["last"]
    if link["kind"] != "position":
        return
    whole = next(w for w in siblings if w["kind"] == "whole" and all(
        w[k] == link[k] for k in ("game", "variant", "move", "seat")))
    doc = share.parse_fragment(whole["fragment"])["doc"]
    today = share.parse_fragment(share.make_fragment(doc, move=link["move"], seat=link["seat"],
                                                     rng=random.Random(link["seed"])))
    assert today["format"] == share.LINK_FORMAT == 3
    assert today["doc"]["position"]["version"] == position.VERSION == 4
    new = savedoc.start_position(game, today["doc"])
    old_fields = position.encode(state)["fields"]
    new_fields = position.encode(new)["fields"]
    dealt = REDEALT.get(link["game"], ())
    assert {k: v for k, v in old_fields.items() if k != "log" and k not in dealt} == \
        {k: v for k, v in new_fields.items() if k != "log" and k not in dealt}
    for name in dealt:                                   # the same tiles, in another order
        assert sorted(getattr(state, name)) == sorted(getattr(new, name))
    assert game.view(state, link["seat"]) == game.view(new, link["seat"])


def test_old_pending_dicts_become_the_kernels_records():
    """The 8d70172 links' pending decisions (and Nippon's action in progress) were dicts."""
    from engine.flow import Pending

    data = json.loads((FIXTURES / "links-8d70172.json").read_text())
    seen = set()
    for link in data["links"]:
        if link["kind"] != "position":
            continue
        raw = share.parse_fragment(link["fragment"])["doc"]["position"]
        assert "version" not in raw
        state = _opened(link)
        pending = state.pending if isinstance(state.pending, list) else [state.pending]
        assert pending and all(type(p) is Pending for p in pending)
        if link["game"] == "nippon" and raw["fields"]["action"] is not None:
            assert type(state.action).__name__ == "ActionProgress"
            seen.add("action")
        seen.add(link["game"])
    assert seen == {"plus_ultra", "lorenzo", "nippon", "village", "action"}


@pytest.mark.parametrize("v, message", [("4", "newer version"), ("99", "newer version"),
                                        ("0", "whole number"), ("x", "whole number"),
                                        ("²", "whole number")])
def test_link_of_an_unknown_format_is_refused(v, message):
    good = json.loads((FIXTURES / "links-0b507a6.json").read_text())["links"][0]["fragment"]
    with pytest.raises(SaveError, match=message):
        share.parse_fragment(f"v={v}&{good}")
    assert share.parse_fragment(f"v=1&{good}")["format"] == 1


def test_position_of_a_newer_version_is_refused():
    link = next(link for link in json.loads((FIXTURES / "links-0b507a6.json").read_text())
                ["links"] if link["kind"] == "position")
    doc = share.parse_fragment(link["fragment"])["doc"]
    for version in (5, "4", 0, None):
        forged = {**doc, "position": {**doc["position"], "version": version}}
        with pytest.raises(SaveError, match="unknown format version"):
            savedoc.start_position(get_game(link["game"]), forged)

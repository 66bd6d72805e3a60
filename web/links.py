"""The parameters of a ``index.html?new=<game>&players=N[&seed=S][&variant=V][&seats=…]`` link,
checked before anything is built (reliability review D-7: ``players=99999999999999999999``
froze the tab while a list of that many names was made).

Pure (no DOM): ``get`` is any function from a parameter name to its text or None.
"""
from __future__ import annotations

import re

import seats

PARAM_MAX = 200
"""Longest parameter text read from a link."""
_COUNT = re.compile(r"\d{1,3}")
_SEED = re.compile(r"-?\d{1,18}")


class LinkError(ValueError):
    """A link parameter that cannot start a game; the message is for the player."""


def new_game_params(get, info: dict, _) -> dict:
    """{"players", "seed" (int or None), "variant" (str or None), "kinds"} of a ``?new=`` link
    for the game ``info`` (an entry of ``engine.games()``).

    Raises:
        LinkError: a parameter out of shape or range (message through ``_``).
    """
    low, high = info["min_players"], info["max_players"]
    count = (get("players") or "").strip()[:PARAM_MAX]
    if not count:
        players = low
    elif _COUNT.fullmatch(count) and low <= int(count) <= high:
        players = int(count)
    else:
        raise LinkError(_("players must be {low}–{high}").format(low=low, high=high))
    seed_text = (get("seed") or "").strip()[:PARAM_MAX]
    if seed_text and not _SEED.fullmatch(seed_text):
        raise LinkError(_("the seed must be a whole number"))
    variant = (get("variant") or "").strip()[:PARAM_MAX] or None
    if variant is not None and variant not in info["variants"]:
        raise LinkError(_("unknown rules: {variant}").format(variant=variant[:40]))
    chosen = (get("seats") or "")[:PARAM_MAX].split(",")[:players]
    chosen += [""] * (players - len(chosen))
    return {"players": players, "seed": int(seed_text) if seed_text else None,
            "variant": variant, "kinds": [seats.kind_of(c) for c in chosen]}

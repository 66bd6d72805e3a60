"""Claim tests (issue 27): what the app teaches about the Market, the Surplus and the Crown
wealth, played in the engine.  Seed 002 (``reglamento``), "Mercado", "Excedentes", "Riqueza de
la Corona" and "Fin del Turno"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import acting, end_turn, exploration, legal, play
from engine.plus_ultra import data


def _hoarding(hoard, **fields):
    return acting(3, {0: ["admiral", "pirate"], 1: ["cardinal", "king"],
                      2: ["constable", "conquistador"]}, hoard=hoard, colonies=[None] * 7,
                  **fields)


@pytest.mark.teaches("plus_ultra",
                     "At the end of each turn the character set aside is revealed: the Crown",
                     "At the end of a turn, each Market tile of the set-aside character's goods",
                     "every Market tile of the resource its card shows goes to the Crown",
                     "the {n} {resource} tiles leave the Market and the Crown wealth goes")
def test_the_crown_hoards_the_set_aside_characters_goods():
    """Seed 002, "Riqueza de la Corona", the worked example: the Merchant set aside, silver: both
    silver tiles leave the Market (not the Surplus), the Crown gains 2."""
    s = _hoarding("merchant", market=["gold", "silver", "spices", "silver"], surplus=["silver"],
                  crown=3)
    s = end_turn(s)
    assert s.market == ["gold", "spices"] and s.surplus == ["silver"] and s.crown == 5


def test_nothing_hoarded_logs_no_zero_line():
    """Seed 002, "Fin del Turno" / "Riqueza de la Corona": with no tile of the goods in the
    Market the Crown takes nothing; the log says so plainly instead of "the Crown hoards 0
    silver".  Review PU-C1."""
    s = _hoarding("merchant", market=["gold", "spices"], crown=4)
    s = end_turn(s)
    keys = [key for key, params in s.log]
    assert not any(isinstance(k, str) and k.startswith("the Crown hoards ") for k in keys)
    assert any(k == "the {character} was set aside: the Crown finds no {resource} in the Market"
               for k in keys)
    assert s.crown == 4
    some = end_turn(_hoarding("merchant", market=["silver"], crown=4))
    assert any(params.get("n") == 1 for key, params in some.log
               if isinstance(key, str) and key.startswith("the Crown hoards "))


@pytest.mark.teaches("plus_ultra", "Above {crown_cap}, the extra ducats go to the players in Peer Order",
                     "The Crown's ducats: {crown} of at most {cap}",
                     "Above {cap} ducats the Crown hands the excess out, one ducat each")
def test_the_crown_above_6_hands_out_the_excess_in_peer_order():
    """Seed 002, "Riqueza de la Corona": above 6 the excess goes to the players in Peer Order
    (P-25: one ducat at a time)."""
    s = _hoarding("merchant", market=["silver"] * 4, crown=data.CROWN_CAP)
    for p in s.areas:
        p.ducats = 0
    s.turn_order = s.peer_order = [1, 2, 0]
    s = end_turn(s)
    assert s.crown == data.CROWN_CAP == 6
    assert [p.ducats for p in s.areas] == [1, 2, 1]


@pytest.mark.teaches("plus_ultra", "When a character needs a ducat from the Crown and the Crown",
                     "pay {share_ducats} and {share} from the Crown: build a house")
def test_an_empty_crown_is_paid_by_the_player_or_the_action_is_not_possible():
    """Seed 002, "Riqueza de la Corona": with an empty Crown the player pays that ducat too, or
    cannot act."""
    s = acting(3, {0: ["viceroy", "merchant"]}, crown=0,
               colonies=[[], None, None, None, None, None, None])
    s = play(s, "act viceroy 1")
    assert (s.p(0).ducats, s.crown, s.colonies[0]) == (0, 0, [0])
    poor = acting(3, {0: ["viceroy", "merchant"]}, crown=0,
                  colonies=[[], None, None, None, None, None, None])
    poor.p(0).ducats = 1
    assert "act viceroy 1" not in legal(poor)


@pytest.mark.teaches("plus_ultra", "Goods from the New World go to the Market. When it is full",
                     "When it is full, whoever adds goods moves one tile to the Surplus",
                     "A pile of goods that did not fit in the Market: {n} tiles now")
def test_a_full_market_sends_a_tile_to_the_top_of_the_surplus_and_tiles_close_up():
    """Seed 002, "Mercado" / "Excedentes": 4 slots (P-01); when full, whoever adds goods moves
    one tile to the top of the Surplus; the others close up."""
    s = acting(3, {0: ["admiral", "merchant"]}, market=["gold", "spices", "silver", "silver"],
               surplus=["silver"], exploration=exploration(("gems", True)))
    s = play(s, "act admiral 1", "market 2")
    assert s.surplus == ["silver", "spices"]
    assert s.market == ["gold", "silver", "silver", "gems"]
    assert len(s.market) == data.MARKET_SLOTS == 4


@pytest.mark.parametrize("resource", data.RESOURCES)
def test_the_spanish_hoarding_text_reads_for_every_resource(resource):
    """The hoarding tour step's Spanish template named the icon with a fixed article ("cuyo
    icono es la {resource}"), right only for silver ("la oro", "la gemas").  Review PU-T10."""
    from engine.i18n import translator

    es = translator("es", "plus_ultra")
    msgid = ("The set-aside character was the {character}, whose icon is {resource}: as in the "
             "rulebook's example, the {n} {resource} tiles leave the Market and the Crown "
             "wealth goes from {before} to {after} ducats. Above {cap} ducats the Crown hands "
             "the excess out, one ducat each in Peer Order.")
    text = es(msgid).format(character="Comerciante", resource=es(data.TERMS[resource]), n=2,
                            before=2, after=4, cap=data.CROWN_CAP)
    assert es(msgid) != msgid
    assert not any(f"{article} {es(data.TERMS[r])}" in text
                   for r in data.RESOURCES for article in ("la", "el", "las", "los"))


@pytest.mark.teaches("plus_ultra", "The Market has {slots} slots.", "The Church has {spaces} spaces.",
                     "{spaces} spaces; {taken} taken.")
@pytest.mark.parametrize("players,variant", [(3, "reglamento"), (4, "reglamento"), (4, "early")])
def test_counts_the_rulebooks_leave_open_are_marked_assumed(players, variant):
    """docs/DATA.md: the Market's 4 slots (P-01), the Church's 4 spaces (P-02) and seed 002's 5
    Magellan spaces with 4 players (P-07) are assumed; the explanations quoting them say so
    right after the count, and the engine plays those counts.  The marker used to end a line
    whose last sentence is a printed rule ("At the end, 1 GP per rosetón of yours still
    there.", "… for 3 GP each (only once)."), as if that rule were the assumption."""
    from engine.tour import assumed
    import engine

    G = engine.get_game("plus_ultra")
    marker = assumed(lambda m: m)
    s = G.new(players, seed=1, variant=variant)
    view = G.view(s, 0)
    market = G.explain("plus_ultra:zone:market", None, view).split("\n")
    church = G.explain("plus_ultra:zone:church", None, view).split("\n")
    magellan = G.explain("plus_ultra:zone:magellan", None, view).split("\n")
    assert market[1] == f"The Market has {data.MARKET_SLOTS} slots. {marker}"
    assert church[1] == f"The Church has {data.CHURCH_SPACES} spaces. {marker}"
    five = variant == "reglamento" and players == 4
    assert (magellan[1] == f"{view['magellan_spaces']} spaces; 0 taken. {marker}") == five
    lines = market + church + magellan
    assert sum(marker in line for line in lines) == 2 + five     # no printed rule marked
    assert s.rules.magellan_spaces(players) == (5 if five else view["magellan_spaces"])
    assert len(s.church) == data.CHURCH_SPACES


@pytest.mark.teaches("plus_ultra", "Goods of the New World. In the Market they can be sold by the")
def test_market_goods_are_sold_by_the_merchant_or_donated_by_the_cardinal():
    """Seed 002, Comerciante 1 and Cardenal 1: both act on Market goods."""
    sell = play(acting(3, {0: ["merchant", "admiral"]}, market=["gems"], surplus=[]),
                "act merchant 1")
    assert sell.market == [] and sell.p(0).ducats == 2 + 4
    give = play(acting(3, {0: ["cardinal", "admiral"]}, market=["gems"]), "act cardinal 1",
                "choose no")
    assert give.market == [] and give.church[0] == ("gems", None)


@pytest.mark.teaches("plus_ultra", "A player's pieces: ducats, houses, rosetones, bulls")
def test_a_players_area_holds_the_pieces_named():
    """Seed 002, "Componentes": each player's ducats, houses, rosetones, bulls, captured natives,
    trade markers, estates, tercios active and tired, and the turn's characters (2 with 3
    players, after the reveal)."""
    import engine

    G = engine.get_game("plus_ultra")
    s = acting(3)
    area = G.view(s, 1)["players"][0]
    assert {"ducats", "houses", "rosetones", "bulls", "natives", "trade", "estates",
            "tercios_active", "tercios_tired", "characters"} <= set(area)
    assert len(area["characters"]) == 2

"""Claim tests (issue 27) of what the app teaches about leaders and the advanced setup:
lorenzo-data.md §2 and §2.1 (the advanced rules seed 001_edd640461a1660f5.txt only names, in
"Preparar"), the leader explanations and the rules summary's "Leaders" section."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, play, zero
from tests.lorenzo.test_lorenzo_leaders import advanced
from tests.lorenzo.test_lorenzo_rounds_characters import _play_round

from engine.lorenzo import data, effects


def _ability(key: str) -> tuple:
    return data.LEADER[key].ability


@pytest.mark.teaches("lorenzo", "Once a round: a Harvest action of value {n}, without a family "
                     "member; your character cards' bonuses do not count (servants do).")
def test_sforza_harvests_at_1_without_character_bonuses_but_with_servants():
    """Data §2, Francesco Sforza: a Harvest of value 1 without a family member; the Farmer's +2
    does not apply (review LZ-T4), servants do."""
    s = advanced()
    s.p(0).played = ["francesco_sforza"]
    s.p(0).cards["character"] = ["farmer"]                  # +2 to every Harvest
    s.p(0).cards["territory"] = ["commercial_hub", "woods"]  # values 1 and 2
    zero(s, 0)
    give(s, 0, servants=1)
    placed = list(s.p(0).placed)
    s = play(s, "leader use francesco_sforza")
    assert G.decision(s).prompt == "servants" and s.pending[0]["base"] == _ability(
        "francesco_sforza")[1]
    assert s.p(0).placed == placed                           # no family member used
    raised = play(s, "servants 1")
    tile = dict(data.BONUS_TILES[s.p(0).tile].harvest)
    assert raised.p(0).res["wood"] == tile.get("wood", 0) + 1  # Woods (2) with the servant
    plain = play(s, "servants 0")
    assert plain.p(0).res["wood"] == tile.get("wood", 0)       # no Farmer: Woods idle
    assert plain.p(0).res["coins"] == tile.get("coins", 0) + 1


@pytest.mark.teaches("lorenzo", "Once a round: a Production action of value {n}, without a "
                     "family member; your character cards' bonuses do not count")
def test_leonardo_produces_at_0_without_character_bonuses():
    """Data §2, Leonardo da Vinci: a Production of value 0; the Artisan's +2 does not apply
    (review LZ-T4); one servant makes it 1, enough for the bonus tile."""
    s = advanced()
    s.p(0).played = ["leonardo_da_vinci"]
    s.p(0).cards["character"] = ["artisan"]
    zero(s, 0)
    give(s, 0, servants=1)
    s = play(s, "leader use leonardo_da_vinci")
    assert s.pending[0]["base"] == _ability("leonardo_da_vinci")[1] == 0
    tile = dict(data.BONUS_TILES[s.p(0).tile].production)
    assert play(s, "servants 0").p(0).res["coins"] == 0
    assert play(s, "servants 1").p(0).res["coins"] == tile.get("coins", 0)


@pytest.mark.teaches("lorenzo", "You may place family members on action spaces already taken.")
def test_ariosto_places_on_taken_spaces():
    """Data §2, Ludovico Ariosto."""
    s = play(advanced(4, dice=(6, 6, 6)), "place black market 1")
    assert "place black market 1" not in legal(s)
    s.p(1).played = ["ludovico_ariosto"]
    assert "place black market 1" in legal(s)


@pytest.mark.teaches("lorenzo", "You never pay the {fee} coins for a tower already occupied.")
def test_brunelleschi_pays_no_tower_fee():
    """Data §2, Filippo Brunelleschi."""
    s = advanced(dice=(6, 6, 6))
    s.towers["territory"] = ["woods", "village", "forest", "city"]
    s = play(s, "place black territory 1")
    zero(s, 1)
    assert "place black territory 2" not in legal(s)          # no coins for the fee
    s.p(1).played = ["filippo_brunelleschi"]
    s = play(s, "place black territory 2")
    assert s.p(1).cards["territory"] == ["village"] and s.p(1).res["coins"] == 0


@pytest.mark.teaches("lorenzo", "Once a round: one coloured family member has value 6.")
def test_montefeltro_sets_one_member_to_6():
    """Data §2, Federico da Montefeltro."""
    s = advanced(dice=(1, 1, 1))
    s.p(0).played = ["federico_da_montefeltro"]
    s = play(s, "leader use federico_da_montefeltro", "six white")
    assert [effects.member_value(s, 0, m) for m in data.DICE] == [1, 6, 1]
    assert "leader use federico_da_montefeltro" not in legal(s)


@pytest.mark.teaches("lorenzo", "Every card you take costs {n} coins less (if it costs coins).")
def test_pico_takes_3_coins_off():
    """Data §2, Pico della Mirandola: 3 coins off a cost in coins."""
    s = advanced(dice=(6, 6, 6))
    s.towers["character"] = ["dame", "farmer", "abbess", "preacher"]
    s.p(0).played = ["pico_della_mirandola"]
    zero(s, 0)
    give(s, 0, coins=1)
    s = play(s, "place black character 1")                    # the Dame costs 4
    assert s.p(0).cards["character"] == ["dame"]
    assert s.p(0).res["coins"] == 1 - (4 - _ability("pico_della_mirandola")[1])


@pytest.mark.teaches("lorenzo", "Each time you support the Church you gain {n} victory points "
                     "more.")
def test_sisto_iv_adds_5_vp_to_a_support():
    """Data §2, Sisto IV."""
    s = advanced(3)
    s.round = 2
    s.p(0).played = ["sisto_iv"]
    for seat in range(3):
        zero(s, seat)
        give(s, seat, fp=3, servants=9)
    while s.phase == "actions":
        moves = legal(s)
        s = play(s, next((m for m in moves if m.endswith("council")), None) or
                 next((m for m in moves if m == "privilege coins"), None) or moves[0])
    s = play(s, "support")
    assert s.p(0).res["vp"] == data.FAITH_VP[3] + _ability("sisto_iv")[1]


@pytest.mark.teaches("lorenzo", "Your coloured family members get +{n} value.",
                     "Your neutral family member gets +{n} value.",
                     "Your coloured family members have value 5 whatever the dice.")
def test_lucrezia_malatesta_and_il_moro_change_member_values():
    """Data §2, Lucrezia Borgia (+2 coloured), Sigismondo Malatesta (+3 neutral), Ludovico il
    Moro (coloured members 5)."""
    s = advanced(dice=(1, 2, 3))
    s.p(0).played = ["lucrezia_borgia", "sigismondo_malatesta"]
    n, m = _ability("lucrezia_borgia")[1], _ability("sigismondo_malatesta")[1]
    assert [effects.member_value(s, 0, x) for x in data.MEMBERS] == [1 + n, 2 + n, 3 + n, m]
    s.p(0).played = ["ludovico_il_moro"]
    assert [effects.member_value(s, 0, x) for x in data.MEMBERS] == [5, 5, 5, 0]


@pytest.mark.teaches("lorenzo", "Copy the ability of a leader another player has played.")
def test_lorenzo_de_medici_copies():
    """Data §2, Lorenzo de' Medici: he takes the ability of a leader another player played."""
    s = advanced()
    s.p(1).played = ["bartolomeo_colleoni"]
    s.p(0).leaders = ["lorenzo_de_medici"]
    give(s, 0, vp=35)
    s = play(s, "leader play lorenzo_de_medici")
    assert legal(s) == ["copy bartolomeo_colleoni"]
    s = play(s, "copy bartolomeo_colleoni", "leader use lorenzo_de_medici")
    assert s.p(0).res["vp"] == 35 + dict(_ability("bartolomeo_colleoni")[1])["vp"]


@pytest.mark.teaches("lorenzo", "You need no military points to place territory cards.")
def test_cesare_borgia_needs_no_military_points():
    """Data §2, Cesare Borgia: the territory slots' military points are not needed."""
    s = advanced(dice=(6, 6, 6))
    s.towers["territory"] = ["forest", "village", "citadel", "city"]
    s.p(0).cards["territory"] = ["woods", "gravel_pit"]      # the 3rd needs 3 MP
    zero(s, 0)
    assert not any(m.startswith("place black territory") for m in legal(s))
    s.p(0).played = ["cesare_borgia"]
    assert "place black territory 1" in legal(s)


@pytest.mark.teaches("lorenzo", "Each time a card's immediate effect gives resources, you get "
                     "them twice (not points).")
def test_santa_rita_doubles_resources_not_points():
    """Data §2, Santa Rita: the Woods' immediate 1 wood comes twice; the Monastery's 2 MP
    do not (1 servant doubled)."""
    s = advanced()
    s.p(0).played = ["santa_rita"]
    zero(s, 0)
    effects.resolve(s, 0, data.CARDS["woods"].immediate, card=True)
    effects.resolve(s, 0, data.CARDS["monastery"].immediate, card=True)
    assert (s.p(0).res["wood"], s.p(0).res["servants"], s.p(0).res["mp"]) == (2, 2, 2)


@pytest.mark.teaches("lorenzo", "Once a round: gain {gain}.",
                     "A played leader gives either a permanent ability or an ability you may "
                     "use once per round.")
def test_a_once_a_round_gain_is_used_once_a_round():
    """Data §2 ("1x"), Michelangelo Buonarroti: 3 coins once a round; not twice in a round,
    and again in the next round (data §8.2: the leader card turns face up at the end of the
    round)."""
    s = advanced(2)
    s.p(0).played = ["michelangelo_buonarroti"]
    zero(s, 0)
    s = play(s, "leader use michelangelo_buonarroti")
    assert s.p(0).res["coins"] == dict(_ability("michelangelo_buonarroti")[1])["coins"]
    assert "leader use michelangelo_buonarroti" not in legal(s)
    s = _play_round(s)                                     # the next round: usable again
    while G.decision(s).seat != 0:
        s = play(s, legal(s)[0])
    assert s.round == 2 and "leader use michelangelo_buonarroti" in legal(s)


@pytest.mark.teaches("lorenzo", "To play it you must hold (not pay): {needs}.",
                     "You only need to have it when you play the leader: it is not paid")
def test_a_requirement_is_held_not_paid():
    """Data §2.1: the requirement is held when the leader is played, not paid; losing it later
    does not matter."""
    s = advanced()
    s.p(0).leaders = ["michelangelo_buonarroti", "sandro_botticelli"]
    zero(s, 0)
    give(s, 0, stone=10)
    assert "leader play michelangelo_buonarroti" in legal(s)
    assert "leader play sandro_botticelli" not in legal(s)      # 10 wood not held
    s = play(s, "leader play michelangelo_buonarroti")
    assert s.p(0).res["stone"] == 10
    s.p(0).res["stone"] = 0                                    # lost later: still usable
    assert "leader use michelangelo_buonarroti" in legal(s)


@pytest.mark.teaches("lorenzo", "Or discard it from your hand for a council privilege.",
                     "Leaders still in your hand may be discarded for a council privilege.")
def test_discard_for_a_privilege():
    """Data §2.1: a leader in hand may be discarded for a council privilege."""
    s = advanced()
    s.p(0).leaders = ["santa_rita"]
    zero(s, 0)
    s = play(s, "leader discard santa_rita")
    assert G.decision(s).prompt == "privilege" and len(legal(s)) == len(data.PRIVILEGES)
    s = play(s, "privilege fp")
    assert s.p(0).leaders == [] and s.p(0).res["fp"] == 1


@pytest.mark.teaches("lorenzo", "Leader actions: in your turn, before or after placing",
                     "End your turn")
def test_leader_actions_before_or_after_the_placement():
    """Data §2.1: before or after placing.  Before each placement they stand beside the family
    members; after a placement that is not the player's last of the round the turn passes on
    by itself and the player's next turn offers them (as usable then as now:
    leaders.asks_after); after the last one the "after" decision offers them, and ``end``
    ends the turn with the hand kept."""
    s = advanced(dice=(6, 6, 6))
    s.p(0).leaders = ["michelangelo_buonarroti"]
    zero(s, 0)
    give(s, 0, stone=10)
    assert "leader play michelangelo_buonarroti" in legal(s)        # before placing
    s = play(s, "place black market 1")
    assert (G.decision(s).seat, G.decision(s).prompt) == (1, "place")
    s = play(s, "place black market 2", "place black market 3", "place black market 4",
             "privilege coins", "privilege servants")
    assert G.decision(s).seat == 0
    assert "leader play michelangelo_buonarroti" in legal(s)        # the next turn
    s = advanced(dice=(6, 6, 6))
    s.p(0).leaders = ["michelangelo_buonarroti"]
    s.p(0).placed = ["white", "orange", "neutral"]                  # the last placement
    zero(s, 0)
    give(s, 0, stone=10)
    s = play(s, "place black market 1")
    assert G.decision(s).prompt == "after"
    assert legal(s) == ["leader play michelangelo_buonarroti",
                        "leader discard michelangelo_buonarroti", "end"]
    s = play(s, "end")
    assert s.p(0).leaders == ["michelangelo_buonarroti"] and G.decision(s).seat == 1


@pytest.mark.teaches("lorenzo", "Each player is dealt {leaders} leader cards and drafts them",
                     "Then, in reverse turn order, each player chooses a personal bonus tile",
                     "Advanced game: each player drafts {leaders} leaders.",
                     "plus {leaders} leader cards for each player and personal bonus tiles on "
                     "their advanced side")
def test_the_draft_and_the_tile_choice():
    """Data §2.1: each player is dealt 4 leaders, keeps one and passes the rest to the next
    player in turn order (assumed direction, docs/DATA.md) until everyone holds 4; then bonus
    tiles, advanced side, in reverse turn order."""
    s = G.new(3, seed=4, variant="advanced")
    n = data.LEADERS_PER_PLAYER
    order = list(s.turn_order)
    hands = {seat: set(s.draft[seat]) for seat in order}
    assert all(len(h) == n for h in hands.values())
    seat = G.decision(s).seat
    kept = legal(s)[-1]
    s = play(s, kept)
    passed = hands[seat] - {kept.split()[-1]}
    while s.phase == "draft" and set(s.draft[order[(order.index(seat) + 1) % 3]]) != passed:
        s = play(s, legal(s)[-1])
    assert set(s.draft[order[(order.index(seat) + 1) % 3]]) == passed   # to the next seat
    while s.phase == "draft":
        s = play(s, legal(s)[-1])
    assert all(len(p.leaders) == n for p in s.areas)
    tile_order = []
    while s.phase == "tiles":
        tile_order.append(G.decision(s).seat)
        s = play(s, legal(s)[0])
    assert tile_order == order[::-1]
    assert all(p.tile in {t.key for t in data.ADVANCED_TILES} for p in s.areas)


@pytest.mark.teaches("lorenzo", "Each advanced personal bonus tile has its own Harvest and "
                     "Production bonus; they are still activated by every Harvest")
def test_an_advanced_tile_gives_its_own_bonus():
    """Data §4: each advanced tile has its own Harvest and Production gains, activated by every
    Harvest and Production action."""
    s = advanced(dice=(6, 6, 6))
    tile = data.BONUS_TILES[s.p(0).tile]
    zero(s, 0)
    s = play(s, "place black harvest 1")
    assert all(s.p(0).res[k] == n for k, n in tile.harvest)


@pytest.mark.teaches("lorenzo", "Each leader has a requirement, such as {leader_territories} "
                     "territories or {leader_mp} military points.")
def test_the_example_requirements():
    """Data §2: Federico da Montefeltro needs 5 territories; Giovanni dalle Bande Nere 12 MP."""
    s = advanced()
    s.p(0).leaders = ["federico_da_montefeltro", "giovanni_dalle_bande_nere"]
    zero(s, 0)
    s.p(0).cards["territory"] = [c.key for c in data.TERRITORIES[:4]]
    give(s, 0, mp=11)
    assert not any(m.startswith("leader play") for m in legal(s))
    s.p(0).cards["territory"] = [c.key for c in data.TERRITORIES[:5]]
    give(s, 0, mp=12)
    assert {"leader play federico_da_montefeltro",
            "leader play giovanni_dalle_bande_nere"} <= set(legal(s))

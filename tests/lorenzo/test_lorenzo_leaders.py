"""Advanced game: leader draft, advanced bonus tiles, leader actions and abilities (data §2,
§2.1 and §4; the advanced rules are not in seed 001)."""
from __future__ import annotations

from collections import Counter

from tests.lorenzo.lz_helpers import G, assert_illegal, give, legal, play, zero
from engine.lorenzo import data


def advanced(players=4, dice=(3, 3, 3)):
    """An advanced game past the draft and the tile choice, turn order 0, 1, 2, ..."""
    seed = next(k for k in range(1, 999)
                if G.new(players, seed=k, variant="advanced").turn_order == list(range(players)))
    s = G.new(players, seed=seed, variant="advanced")
    while s.phase in ("draft", "tiles"):
        s = play(s, legal(s)[0])
    s.dice = dict(zip(data.DICE, dice, strict=True))
    for p in s.areas:
        p.leaders = []
    return s


def test_draft_deals_4_leaders_each_keep_one_pass_the_rest():
    """Data §2.1: 4 leaders each; keep 1, pass the rest, until everyone has 4; the picks are
    private decisions; then bonus tiles in reverse turn order."""
    s = G.new(3, seed=4, variant="advanced")
    d = G.decision(s)
    assert d.prompt == "draft" and d.private and len(legal(s)) == 4
    picks = 0
    while s.phase == "draft":
        s = play(s, legal(s)[-1])
        picks += 1
    assert picks == 3 * 3                        # the 4th leader of each hand comes alone
    held = [k for p in s.areas for k in p.leaders]
    assert len(held) == 12 and len(set(held)) == 12
    assert s.phase == "tiles" and G.decision(s).seat == s.turn_order[-1]
    assert legal(s) == ["tile tile_a", "tile tile_b", "tile tile_c", "tile tile_d"]
    s = play(s, "tile tile_c")
    assert "tile tile_c" not in legal(s)
    while s.phase == "tiles":
        s = play(s, legal(s)[0])
    assert Counter(p.tile for p in s.areas) == {"tile_a": 1, "tile_b": 1, "tile_c": 1}
    assert s.phase == "actions" and s.round == 1


def test_other_players_hands_are_hidden_in_the_view():
    s = G.new(2, seed=4, variant="advanced")
    seat = G.decision(s).seat
    v = G.view(s, 1 - seat)
    assert v["players"][seat]["leaders"] is None and v["players"][seat]["draft"] is None
    assert G.view(s, seat)["players"][seat]["draft"] == sorted(s.draft[seat])


def test_play_needs_the_requirement_held_not_paid():
    """Data §2.1: requirements are held at the moment of playing, not paid."""
    s = advanced()
    s.p(0).leaders = ["michelangelo_buonarroti", "sandro_botticelli"]
    zero(s, 0)
    give(s, 0, stone=10)
    moves = legal(s)
    assert "leader play michelangelo_buonarroti" in moves
    assert "leader play sandro_botticelli" not in moves
    assert G.decision(s).private
    s = play(s, "leader play michelangelo_buonarroti")
    assert s.p(0).res["stone"] == 10 and G.decision(s).seat == 0   # still seat 0's turn
    s = play(s, "leader use michelangelo_buonarroti")
    assert s.p(0).res["coins"] == 3
    assert "leader use michelangelo_buonarroti" not in legal(s)      # once per round


def test_discard_a_leader_for_a_privilege():
    s = advanced()
    s.p(0).leaders = ["santa_rita"]
    s = play(s, "leader discard santa_rita", "privilege fp")
    assert s.p(0).leaders == [] and s.p(0).res["fp"] == 1 and G.decision(s).seat == 0


def test_brunelleschi_no_fee_and_pico_coin_discount():
    """Data §2: no 3-coin fee in occupied towers (Brunelleschi); 3 coins off a cost with coins
    (Pico della Mirandola)."""
    s = advanced(dice=(6, 6, 6))
    s.towers["character"] = ["farmer", "dame", "abbess", "preacher"]
    s = play(s, "place black character 1")            # seat 0 occupies the tower
    zero(s, 1)
    give(s, 1, coins=1)
    assert "place black character 2" not in legal(s)   # fee 3 + Dame 4 coins
    s.p(1).played = ["filippo_brunelleschi", "pico_della_mirandola"]
    s = play(s, "place black character 2")
    assert s.p(1).cards["character"] == ["dame"] and s.p(1).res["coins"] == 0


def test_montefeltro_sets_a_coloured_member_to_6():
    s = advanced(dice=(1, 1, 1))
    s.p(0).played = ["federico_da_montefeltro"]
    s = play(s, "leader use federico_da_montefeltro")
    assert legal(s) == ["six black", "six white", "six orange"]
    s = play(s, "six white")
    zero(s, 0)
    s.towers["territory"] = ["woods", "village", "forest", "city"]
    assert "place white territory 3" in legal(s)          # 6 >= 5
    assert "place black territory 3" not in legal(s)      # 1 < 5


def test_ludovico_il_moro_lucrezia_and_malatesta_change_member_values():
    from engine.lorenzo.effects import member_value
    s = advanced(dice=(1, 2, 3))
    s.p(0).played = ["ludovico_il_moro"]
    assert [member_value(s, 0, m) for m in data.MEMBERS] == [5, 5, 5, 0]
    s.p(0).played = ["lucrezia_borgia", "sigismondo_malatesta"]
    assert [member_value(s, 0, m) for m in data.MEMBERS] == [3, 4, 5, 3]


def test_sforza_harvest_value_1_without_character_bonus():
    """Data §2 Francesco Sforza: a Harvest of value 1; Farmer/Peasant bonuses do not apply."""
    s = advanced()
    s.p(0).played = ["francesco_sforza"]
    s.p(0).cards["character"] = ["farmer"]
    s.p(0).cards["territory"] = ["commercial_hub", "woods"]
    zero(s, 0)
    s = play(s, "leader use francesco_sforza")
    tile = dict(data.BONUS_TILES[s.p(0).tile].harvest)
    assert s.p(0).res["coins"] == 1 + tile.get("coins", 0)          # Hub (1) yes
    assert s.p(0).res["wood"] == tile.get("wood", 0)                 # Woods (2) no


def test_lorenzo_de_medici_copies_a_played_leader():
    s = advanced()
    s.p(1).played = ["bartolomeo_colleoni"]
    s.p(0).leaders = ["lorenzo_de_medici"]
    give(s, 0, vp=35)
    s = play(s, "leader play lorenzo_de_medici")
    assert legal(s) == ["copy bartolomeo_colleoni"]
    s = play(s, "copy bartolomeo_colleoni", "leader use lorenzo_de_medici")
    assert s.p(0).res["vp"] == 35 + 4


def test_santa_rita_doubles_card_resources_and_cesare_borgia_ignores_territory_mp():
    from engine.lorenzo import effects
    s = advanced()
    s.p(0).played = ["santa_rita"]
    effects.resolve(s, 0, data.CARDS["woods"].immediate, card=True)
    assert s.p(0).res["wood"] == 4                       # 2 + 1 doubled
    s.p(0).played = ["cesare_borgia"]
    s.p(0).cards["territory"] = ["woods", "village"]
    zero(s, 0)
    s.dice = dict.fromkeys(data.DICE, 6)
    assert any(m.startswith("place black territory") for m in legal(s))


def test_sisto_iv_adds_5_vp_when_supporting_the_church():
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
    assert s.p(0).res["vp"] == 3 + 5 and s.p(0).res["fp"] == 0


def test_ariosto_places_in_occupied_spaces_and_gonzaga_gives_a_privilege():
    s = advanced(4, dice=(6, 6, 6))
    s = play(s, "place black market 1")
    assert "place black market 1" not in legal(s)
    s.p(1).played = ["ludovico_ariosto", "ludovico_iii_gonzaga"]
    assert "place black market 1" in legal(s)
    s = play(s, "leader use ludovico_iii_gonzaga", "privilege mp")
    assert s.p(1).res["mp"] == 2 and G.decision(s).seat == 1


def test_leonardo_production_value_0_needs_servants():
    """Data §2 Leonardo da Vinci: a Production of value 0; only servants raise it."""
    s = advanced()
    s.p(0).played = ["leonardo_da_vinci"]
    s.p(0).cards["character"] = ["artisan"]
    zero(s, 0)
    give(s, 0, servants=1)
    s = play(s, "leader use leonardo_da_vinci")
    assert legal(s) == ["servants 0", "servants 1"]
    tile = dict(data.BONUS_TILES[s.p(0).tile].production)
    assert play(s, "servants 0").p(0).res["coins"] == 0          # value 0: not even the tile
    assert play(s, "servants 1").p(0).res["coins"] == tile.get("coins", 0)


def test_a_free_action_below_value_1_still_offers_its_choices():
    """Leonardo (value 0) with excommunication 1_6 (−3): the player may add servants or not;
    with a value below 1 nothing is activated (found by the property tests)."""
    s = advanced()
    s.p(0).played = ["leonardo_da_vinci"]
    s.p(0).excommunicated = [1]
    s.excommunications[0] = "ex1_6"
    zero(s, 0)
    give(s, 0, servants=2)
    s = play(s, "leader use leonardo_da_vinci")
    assert legal(s) == ["servants 0", "servants 1", "servants 2"]
    s = play(s, "servants 2")
    assert s.p(0).res["coins"] == 0 and G.decision(s).seat == 0


# -- leader actions at any moment of the turn (data §2.1 "Leader actions": "during the Actions
# phase without placing a family member, before or after your placement, any number per turn")
def test_a_leader_is_played_and_used_after_the_placement():
    """Data §2.1: a requirement met by the player's last placement of the round can be played
    straight after it, and its once-per-round ability used in the same round; then the turn
    ends by itself."""
    s = advanced(dice=(6, 6, 6))
    s.towers["territory"] = ["woods", "village", "forest", "city"]
    s.p(0).leaders = ["sandro_botticelli"]
    s.p(0).placed = ["white", "orange", "neutral"]
    zero(s, 0)
    give(s, 0, wood=9)
    assert "leader play sandro_botticelli" not in legal(s)           # 9 wood: not yet
    s = play(s, "place black territory 3")                             # floor bonus: 1 wood
    assert s.p(0).res["wood"] >= 10
    d = G.decision(s)
    assert (d.seat, d.prompt) == (0, "after") and d.private           # the hand is secret
    assert legal(s) == ["leader play sandro_botticelli", "leader discard sandro_botticelli",
                        "end"]
    s = play(s, "leader play sandro_botticelli")
    assert legal(s) == ["leader use sandro_botticelli", "end"]
    s = play(s, "leader use sandro_botticelli")
    assert (s.p(0).res["mp"], s.p(0).res["vp"]) == (2, 1)
    assert G.decision(s).seat == 1 and G.decision(s).prompt == "place"  # nothing left to do


def test_end_turn_keeps_the_leaders_and_passes_the_turn():
    """Data §2.1: leader actions are optional; ``end`` ends the turn with the hand kept."""
    s = advanced()
    s.p(0).leaders = ["santa_rita"]
    s.p(0).placed = ["white", "orange", "neutral"]
    s = play(s, "place black market 1")
    assert G.decision(s).prompt == "after" and legal(s)[-1] == "end"
    s = play(s, "end")
    assert s.p(0).leaders == ["santa_rita"] and G.decision(s).seat == 1
    assert G.decision(s).prompt == "place"


def test_end_is_only_offered_after_the_placement():
    s = advanced()
    s.p(0).leaders = ["santa_rita"]
    assert "end" not in legal(s)
    assert_illegal(s, "end")


def test_a_discard_after_the_placement_gives_its_privilege_then_the_turn_ends():
    s = advanced()
    s.p(0).leaders = ["santa_rita"]
    s.p(0).placed = ["white", "orange", "neutral"]
    s = play(s, "place black market 1", "leader discard santa_rita")
    assert G.decision(s).prompt == "privilege" and G.decision(s).seat == 0
    s = play(s, "privilege fp")
    assert s.p(0).res["fp"] == 1 and G.decision(s).seat == 1


def test_a_once_per_round_ability_cannot_be_used_twice_in_a_round():
    """Data §2 (OPR: "1x") and §2.1: used before the placement, it is not offered after it,
    nor in the player's next turn of the round; the next round it is usable again."""
    s = advanced(2)
    s.p(0).played = ["michelangelo_buonarroti"]
    s.p(1).played = []
    s = play(s, "leader use michelangelo_buonarroti")
    assert_illegal(s, "leader use michelangelo_buonarroti")
    s = play(s, "place black market 1")
    assert G.decision(s).seat == 1                    # no "after": nothing left to do
    s = play(s, "place black market 2")
    assert G.decision(s).seat == 0
    assert "leader use michelangelo_buonarroti" not in legal(s)
    while s.round == 1:
        moves = legal(s)
        s = play(s, next((m for m in moves if m.startswith("place")), moves[0]))
    assert s.p(0).used == []
    seat = G.decision(s).seat
    if seat != 0:
        s = play(s, next(m for m in legal(s) if m.startswith("place")))
    assert "leader use michelangelo_buonarroti" in legal(s)


def test_basic_game_turns_have_no_after_decision():
    """The basic game has no leaders (seed 001, "B. Acciones": one family member per turn):
    the turn passes on right after the placement and its follow-up choices; no ``end``
    action or "after" decision ever appears in whole random games."""
    import random
    from tests.lorenzo.lz_helpers import new
    s = play(new(4), "place black market 1")
    assert (G.decision(s).seat, G.decision(s).prompt) == (1, "place")
    rng = random.Random(3)
    for players in (2, 4):
        s = G.new(players, seed=11)
        while not G.is_over(s):
            moves = legal(s)
            assert G.decision(s).prompt != "after" and "end" not in moves
            s = play(s, rng.choice(moves))

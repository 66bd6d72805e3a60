"""Bots (issue 7) over every registered game and variant: they only return legal actions, see
only what their seat sees (determinization), and are deterministic for a seed and a budget.

Scale with ``BOT_STATES``: random positions checked per (game, variant, player count).
"""
from __future__ import annotations

import os
import pickle
import random

import pytest

import engine
from engine.ai import GreedyBot, MCTSBot, RandomBot, make_bot
from engine.ai.bots import ENOUGH, _finish, plausible_actions, played_on, playout_step, rating
from tests import secret_deals
from tests.helpers import random_moves

STATES = int(os.environ.get("BOT_STATES", "16"))
CONFIGS = [(info["id"], variant, n)
           for info in engine.games()
           for variant in info["variants"]
           for n in (info["min_players"], info["max_players"])]
IDS = [f"{g}-{v}-{n}p" for g, v, n in CONFIGS]


def positions(game_id: str, variant: str, players: int, count: int, seed: int):
    """``count`` positions with a decision pending, from seeded random games."""
    game = engine.get_game(game_id)
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = game.new(players, seed=rng.randrange(10**6), variant=variant)
        stop = rng.randrange(1, 400)
        state = random_moves(game, state, rng, stop)
        if not game.is_over(state):
            found.append(state)
    return game, found


def by_value(state) -> bytes:
    return pickle.dumps({k: v for k, v in vars(state).items() if k not in ("history", "log")})


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_determinization_keeps_the_seats_view_and_is_canonical(game_id, variant, players):
    """Game.determinize: same view and legal actions for the seat; the sample depends only on
    the seat's information (re-determinizing a determinization gives the same result)."""
    game, states = positions(game_id, variant, players, STATES, seed=11)
    for state in states:
        seat = game.decision(state).seat
        world = game.determinize(state, seat, random.Random(1))
        assert game.view(world, seat) == game.view(state, seat)
        assert game.legal_actions(world) == game.legal_actions(state)
        again = game.determinize(world, seat, random.Random(2))
        assert by_value(again) == by_value(game.determinize(state, seat, random.Random(2)))


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_bots_only_return_legal_actions(game_id, variant, players):
    game, states = positions(game_id, variant, players, STATES, seed=12)
    bots = [RandomBot(1), GreedyBot(2)]
    for i, state in enumerate(states):
        legal = game.legal_actions(state)
        for bot in bots:
            assert bot.choose(game, state) in legal
        if i % 8 == 0:
            assert MCTSBot(3, iterations=12, playout=4, follow=0).choose(game, state) in legal
            assert MCTSBot(3, iterations=12, playout=2, follow=4).choose(game, state) in legal
            assert MCTSBot(3, iterations=8, playout=3, follow=2, guide=3).choose(game,
                                                                                 state) in legal
            assert MCTSBot(3, iterations=8, playout=3, margin=2).choose(game, state) in legal


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_a_bot_cannot_tell_states_that_differ_only_in_hidden_information(game_id, variant, players):
    """Issue 7 and issue 31: "a bot's choice is the same for two states that differ only in
    hidden information its seat cannot see".  The second state has the other seats' secrets
    dealt anew by tests/secret_deals.py, apart from the engine's determinization, so a secret
    the determinization keeps as it is (Village's customers served face down) is caught; in
    Village every position has another seat's customers face down."""
    game = engine.get_game(game_id)
    redealt = 0
    for k, state in secret_deals.positions(game, variant, players, 4, tag="bots/"):
        seat = game.decision(state).seat
        other = secret_deals.redeal(game, state, seat, random.Random(f"other/{k}"))
        assert game.view(other, seat) == game.view(state, seat)
        redealt += by_value(other) != by_value(state) and other.seed != state.seed
        for bot in (RandomBot(5), GreedyBot(5), MCTSBot(5, level="normal", iterations=30),
                    MCTSBot(5, level="hard", iterations=40),
                    MCTSBot(5, iterations=10, playout=3, follow=0),
                    MCTSBot(5, iterations=8, playout=3, follow=2, guide=3),
                    MCTSBot(5, iterations=8, playout=3, margin=2)):
            assert bot.choose(game, state) == bot.choose(game, other), (bot.level, k)
    assert redealt, "no position had anything hidden to deal anew"


@pytest.mark.parametrize("game_id, variant, players", CONFIGS[:1], ids=IDS[:1])
def test_bots_are_deterministic_for_a_seed_and_a_budget(game_id, variant, players):
    game, states = positions(game_id, variant, players, 6, seed=14)
    for state in states:
        for level in ("random", "easy"):
            assert make_bot(level, 7).choose(game, state) == make_bot(level, 7).choose(game, state)
        for settings in ({}, {"follow": 4}, {"follow": 2, "guide": 3}, {"margin": 2}):
            assert (MCTSBot(7, iterations=20, **settings).choose(game, state)
                    == MCTSBot(7, iterations=20, **settings).choose(game, state))


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_a_search_told_enough_decides_after_the_iteration_under_way(game_id):
    """``ENOUGH`` sent into a thought (the browser's deadline, web/botthink.py) ends the search
    after the iteration under way: told at once, it decides as a one-iteration search of the
    same seed does; never told, it runs its whole budget."""
    game, states = positions(game_id, engine.get_game(game_id).variants[0], 2, 3, seed=21)
    searched = 0
    for state in states:
        thinking = MCTSBot(5, iterations=30).search(game, state, always=True)
        try:
            next(thinking)                     # (a generator takes its first step unsent)
            while True:
                thinking.send(ENOUGH)
        except StopIteration as done:
            told = done.value
        alone = _finish(MCTSBot(5, iterations=1).search(game, state, always=True))
        assert sum(c.visits for c in told.root.children.values()) == 1
        assert told.choice() == alone.choice()
        whole = _finish(MCTSBot(5, iterations=30).search(game, state, always=True))
        searched += sum(c.visits for c in whole.root.children.values()) == 30
    assert searched == len(states)


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_search_follow_ups_play_the_seats_best_evaluated_sub_decisions(game_id, variant, players):
    """MCTS with ``follow`` finishes a seat's move greedily: every action added is the seat's,
    rated best by ``evaluate`` among those legal (the first among equals), and the world it
    stops in waits for another seat, is over, or used up the follow-ups."""
    game, states = positions(game_id, variant, players, 10, seed=16)
    played = 0
    for state in states:
        seat = game.decision(state).seat
        for action in game.legal_actions(state)[:4]:
            after = game.apply(state, action)
            world, _ = _finish(played_on(game, after, seat, 3))
            added = world.history[len(after.history):]
            assert world.history[:len(after.history)] == after.history and len(added) <= 3
            step = after
            for notation in added:
                assert game.decision(step).seat == seat
                legal = game.legal_actions(step)
                values = [rating(game, game.apply(step, a), seat) for a in legal]
                chosen = [a.notation for a in legal].index(notation)
                assert chosen == values.index(max(values))
                step = game.apply(step, notation)
            assert (len(added) == 3 or game.is_over(world)
                    or game.decision(world).seat != seat)
            played += len(added)
    assert played > 0


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_guided_playout_plays_the_best_rated_of_the_drawn_actions(game_id):
    """Issue 7: "truncated playouts guided by the greedy evaluation": with ``guide`` k a
    playout action is the best rated, for its mover, of k legal actions drawn at random;
    with k ≤ 1 it is a uniform random action."""
    game, states = positions(game_id, engine.get_game(game_id).default_variant, 2, 8, seed=18)
    chose_better = 0
    for state in states:
        mover = game.decision(state).seat
        legal = game.legal_actions(state)
        after = _finish(playout_step(game, state, mover, random.Random(4), 3))
        drawn = random.Random(4).sample(legal, min(3, len(legal))) if len(legal) > 1 else legal
        values = [rating(game, game.apply(state, a), mover) for a in drawn]
        assert after.history[-1] == drawn[values.index(max(values))].notation
        chose_better += max(values) > min(values)
        plain = _finish(playout_step(game, state, mover, random.Random(4), 1))
        assert plain.history[-1] == random.Random(4).choice(legal).notation
    assert chose_better > 0


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_search_margin_keeps_the_root_to_the_plausible_actions(game_id):
    """MCTS with ``margin`` m only plays an action that the greedy rating (with its follow-ups)
    puts at most m points below the best legal action, in the world the search sampled
    first; with one such action it plays it; and a narrower margin keeps no more actions."""
    # 12 positions: enough for each game to show some root where the margin narrows
    game, states = positions(game_id, engine.get_game(game_id).default_variant, 2, 12, seed=19)
    rater, narrowed = GreedyBot(), 0
    for state in states:
        seat = game.decision(state).seat
        legal = game.legal_actions(state)
        bot = MCTSBot(2, iterations=12, playout=2, margin=3)
        world = game.determinize(state, seat, bot.rng(state, seat))
        rated = {a: rater.rate(game, game.apply(world, a), seat) for a in legal}
        best = max(rated.values())
        kept = _finish(plausible_actions(game, world, seat, legal, 3))
        assert kept == [a for a in legal if rated[a] >= best - 3]
        assert len(_finish(plausible_actions(game, world, seat, legal, 0.5))) <= len(kept)
        choice = bot.choose(game, state)
        assert rated[choice] >= best - 3
        if len(kept) == 1:
            assert choice == kept[0]
        narrowed += len(kept) < len(legal)
    assert narrowed > 0


@pytest.mark.parametrize("game_id, variant, players", CONFIGS, ids=IDS)
def test_greedy_takes_the_best_evaluated_action(game_id, variant, players):
    """The easy bot is a one-step lookahead: its action's result (after the seat's own
    follow-up sub-decisions, played greedily) has the highest rating among the legal actions,
    in the world it sampled (same RNG as the bot's); with ``follow=0`` the rating is the plain
    evaluation of the result."""
    game, states = positions(game_id, variant, players, 12, seed=15)
    chose_among_different = 0
    for bot in (GreedyBot(1, samples=1), GreedyBot(1, samples=1, follow=0)):
        for state in states:
            seat = game.decision(state).seat
            choice = bot.choose(game, state)
            world = game.determinize(state, seat, bot.rng(state, seat))
            if bot.follow:
                values = {a: bot.rate(game, game.apply(world, a), seat)
                          for a in game.legal_actions(state)}
            else:
                values = {a: rating(game, game.apply(world, a), seat)
                          for a in game.legal_actions(state)}
            assert values[choice] == max(values.values())
            chose_among_different += len(set(values.values())) > 1
    assert chose_among_different > 0


def test_greedy_follow_up_plays_the_seats_own_sub_decisions():
    """``GreedyBot.rate`` plays on while the same seat decides: in Nippon, taking a worker for
    an action leaves sub-decisions of the same seat (which worker, which factory …); the rating
    is the evaluation of the position where they lead, which differs from the plain
    evaluation of the half-done action whenever the action changes something."""
    game = engine.get_game("nippon")
    state = game.new(2, seed=5)
    seat = game.decision(state).seat
    bot = GreedyBot(1, samples=1)
    differs = 0
    for action in game.legal_actions(state):
        after = game.apply(state, action)
        if game.decision(after).seat == seat and not game.is_over(after):
            differs += bot.rate(game, after, seat) != game.evaluate(after, seat)
    assert differs > 0
    # the browser's slices: think() also yields inside the follow-ups, not only per action
    thinking, slices = bot.think(game, state), 0
    with pytest.raises(StopIteration):
        while True:
            next(thinking)
            slices += 1
    assert slices > 2 * len(game.legal_actions(state))


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_at_the_end_every_estimate_is_the_final_score_lead(game_id):
    """Each game's ``evaluate`` (engine/<game>/bot.py or the default) is an estimate of the
    final lead over the best other player: once the game is over, it is exactly that lead."""
    game = engine.get_game(game_id)
    rng, state = random.Random(4), game.new(2, seed=4)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    totals = [x["total"] for x in game.scores(state)]
    assert [game.evaluate(state, seat) for seat in (0, 1)] == [totals[0] - totals[1],
                                                               totals[1] - totals[0]]


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")

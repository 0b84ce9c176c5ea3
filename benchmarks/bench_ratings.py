"""How good and how fast the club rating list is (issue 37).

Run: .venv/bin/python benchmarks/bench_ratings.py [--clubs N] [--seed S]

Simulated clubs with hidden strengths: 60 members, each with a strength drawn from a
normal distribution; 20 evenings, each attended by 20 to 40 of them, 3 rounds seated by
the app's own seating (round 1 drawn, then the rotation), tables of three (four where the
field needs one), every player of a table starting one game of the round. A game's
finishing order comes from the strengths: each player's performance is their strength plus
normal noise (a Thurstone model, not the Plackett-Luce model the ratings assume), points
by the app's scale, a player's evening percent as the season ranking takes it.

Printed per club size and averaged over the clubs: the Kendall tau (tau-b) against the
hidden order of the members who played, for the rating list and the season's
average-percent list, after 5, 10 and 20 evenings; how many clubs the rating list was
worse on; and the share of the next evening's games whose finishing order each list
predicted exactly (chance for a table of three: 1/6), over evenings 6 to 20. The rating
list is taken in its printed order (by the rating, that is by ``mu``, the skill estimate)
and, for comparison, in the order of TrueSkill's conservative ``mu - 3 sigma`` (a newcomer
low), which the list showed before. All of it for the rotation and again for the standings
movement (rounds 2 and 3 seated by the evening's points so far). ``--seeds`` repeats it for
further series of clubs, ``--noise`` draws games with more or less luck.

With ``--bot-evenings N``: a club of the game engine's bots of its two levels, ``strong``
and ``greedy``, every game played out (about a second a game): how often each list puts a
strong bot above a greedy one.

Then the speed: 2,000 players over 50 evenings, everyone every evening (3 rounds of the
seating's tables: some 6,000 games an evening, 300,000 in all), rated from scratch; target
under 10 s. Wall clock and the process's CPU time.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from fractions import Fraction

from tournament.ratings.club_list import RatedGame, RatingEvening, rate_evenings
from tournament.ratings.plackett_luce import places_of
from tournament.rules.games import SteinRummy
from tournament.scoring.season import Evening, EveningResult, season_ranking
from tournament.seating import Movement, RoundPlan, SeatingOptions, next_round

MEMBERS = 60
EVENINGS = 20
ATTENDING = (20, 40)
ROUNDS = 3
CHECKPOINTS = (5, 10, 20)
NOISE = 1.0
"""The spread of one game's performance around the strength (strengths have spread 1)."""


def seat_evening(
    players: Sequence[str], seed: int, rounds: int = ROUNDS
) -> list[list[tuple[str, ...]]]:
    """The tables of each round, by the app's seating (drawn round 1, then rotation)."""
    options = SeatingOptions(movement=Movement.ROTATE, seed=seed, draw=True)
    history = []
    for _ in range(rounds):
        history.append(next_round(history, list(players), options))
    return [[tuple(table) for table in plan.tables] for plan in history]


def play_evening(
    rng: random.Random,
    strengths: dict[str, float],
    players: Sequence[str],
    seed: int,
    movement: Movement,
    noise: float = NOISE,
) -> tuple[list[RatedGame], dict[str, tuple[Fraction, Fraction]]]:
    """Every game of one evening and each player's points and max points; round 1 drawn,
    then ``movement`` (the standings movement seats by the evening's points so far)."""
    games: list[RatedGame] = []
    points = {player: (Fraction(0), Fraction(0)) for player in players}
    options = SeatingOptions(movement=movement, seed=seed, draw=True)
    history: list[RoundPlan] = []
    for _ in range(ROUNDS):
        standings = sorted(players, key=lambda p: -(points[p][0] / (points[p][1] or 1)))
        plan = next_round(history, list(players), options, standings=standings)
        history.append(plan)
        for table in plan.tables:
            size = len(table)
            scale = SteinRummy.rank_scale(size, went_out=True)
            most = SteinRummy.game_maximum(size)
            for _game in range(SteinRummy.games_per_round(size)):
                shown = [strengths[p] + rng.gauss(0.0, noise) for p in table]
                places = places_of([Fraction(value) for value in shown])
                games.append(RatedGame(tuple(table), tuple(places)))
                for player, place in zip(table, places, strict=True):
                    got, top = points[player]
                    points[player] = (got + scale[place - 1], top + most)
    return games, points


def kendall_tau(order: Sequence[str], truth: dict[str, float]) -> float:
    """Kendall's tau-b of a list (best first) against the hidden strengths."""
    value = {player: -index for index, player in enumerate(order)}
    players = list(order)
    concordant = discordant = 0
    for i, a in enumerate(players):
        for b in players[i + 1 :]:
            sign = (value[a] - value[b]) * (truth[a] - truth[b])
            if sign > 0:
                concordant += 1
            elif sign < 0:
                discordant += 1
    pairs = len(players) * (len(players) - 1) // 2
    return (concordant - discordant) / pairs if pairs else 0.0


def predicted(games: Sequence[RatedGame], order: Sequence[str]) -> tuple[int, int]:
    """How many of ``games`` finished exactly in the order of the list (players the list
    does not know in the middle), and how many games there were."""
    index = {player: i for i, player in enumerate(order)}
    middle = len(order) / 2
    hits = 0
    for game in games:
        guess = sorted(game.players, key=lambda p: index.get(p, middle))
        actual = [p for _place, p in sorted(zip(game.places, game.players, strict=True))]
        hits += guess == actual and len(set(game.places)) == len(game.places)
    return hits, len(games)


def simulate_club(seed: int, movement: Movement, noise: float = NOISE) -> dict[str, list[float]]:
    rng = random.Random(seed)
    members = [f"m{n}" for n in range(MEMBERS)]
    strengths = {member: rng.gauss(0.0, 1.0) for member in members}
    rated: list[RatingEvening] = []
    season: list[Evening] = []
    figures: dict[str, list[float]] = {"rating_tau": [], "cautious_tau": [], "percent_tau": []}
    hits = {"rating": [0, 0], "cautious": [0, 0], "percent": [0, 0]}
    orders: dict[str, list[str]] = {}
    for number in range(1, EVENINGS + 1):
        present = rng.sample(members, rng.randint(*ATTENDING))
        games, points = play_evening(rng, strengths, present, seed * 1000 + number, movement, noise)
        if number > CHECKPOINTS[0]:  # predict this evening from the lists so far
            for name, order in orders.items():
                got, total = predicted(games, order)
                hits[name][0] += got
                hits[name][1] += total
        people = {p: (p, "") for p in present}
        rated.append(RatingEvening(str(number), "stein", people, tuple(games)))
        season.append(
            Evening(
                str(number),
                tuple(EveningResult(p, "", got, top) for p, (got, top) in points.items()),
            )
        )
        rows = rate_evenings(rated).rows
        orders["rating"] = [row.player for row in rows]
        orders["cautious"] = [
            row.player for row in sorted(rows, key=lambda row: -(row.mu - 3 * row.sigma))
        ]
        orders["percent"] = [row.name for row in season_ranking(season).rows]
        if number in CHECKPOINTS:
            for name, order in orders.items():
                figures[f"{name}_tau"].append(kendall_tau(order, strengths))
    for name, (got, total) in hits.items():
        figures[f"{name}_predicted"] = [got / total]
    return figures


ROWS = (
    ("rating", "rating list (by rating = mu)"),
    ("cautious", "by mu - 3 sigma (cautious)"),
    ("percent", "average percent"),
)


def quality(clubs: int, seed: int, movement: Movement, noise: float = NOISE) -> None:
    results = [simulate_club(seed + n, movement, noise) for n in range(clubs)]
    print(
        f"{clubs} simulated clubs (seed {seed}, noise {noise:g}): {MEMBERS} members, "
        f"{EVENINGS} evenings, {ATTENDING[0]}-{ATTENDING[1]} attending, {ROUNDS} rounds, "
        f"round 1 drawn, then the {movement.value} movement"
    )
    print(
        f"{'Kendall tau against the truth':<32}"
        + "".join(f"{f'after {n}':>10}" for n in CHECKPOINTS)
        + "  predicted"
    )
    for key, label in ROWS:
        means = [sum(r[f"{key}_tau"][i] for r in results) / clubs for i in range(len(CHECKPOINTS))]
        share = sum(r[f"{key}_predicted"][0] for r in results) / clubs
        print(f"{label:<32}" + "".join(f"{value:>10.3f}" for value in means) + f"{share:>11.1%}")
    for key, label in ROWS[:2]:
        worse = [
            sum(r[f"{key}_tau"][i] < r["percent_tau"][i] for r in results)
            for i in range(len(CHECKPOINTS))
        ]
        line = "".join(f"{w:>10}" for w in worse)
        print(f"{'clubs worse, ' + label.split(' (')[0].replace('rating list', 'list'):<32}" + line)
    print()


def speed(players: int = 2000, evenings: int = 50, seed: int = 11) -> None:
    rng = random.Random(seed)
    names = [f"p{n}" for n in range(players)]
    strengths = {name: rng.gauss(0.0, 1.0) for name in names}
    tables = seat_evening(names, seed)  # the seating of a 2,000 field, reused each evening
    made: list[RatingEvening] = []
    people = {name: (name, "") for name in names}
    for number in range(evenings):
        games = []
        order = names[:]
        rng.shuffle(order)
        rename = dict(zip(names, order, strict=True))  # other tables each evening
        for round_tables in tables:
            for table in round_tables:
                seated = tuple(rename[p] for p in table)
                for _game in range(len(seated)):
                    shown = [strengths[p] + rng.gauss(0.0, NOISE) for p in seated]
                    games.append(RatedGame(seated, tuple(places_of([Fraction(v) for v in shown]))))
        made.append(RatingEvening(str(number + 1), "stein", people, tuple(games)))
    count = sum(len(evening.games) for evening in made)
    wall, cpu = time.perf_counter(), time.process_time()
    ratings = rate_evenings(made)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    tau = kendall_tau([row.player for row in ratings.rows][:400], strengths)
    print(
        f"{players} players over {evenings} evenings ({count:,} games): rated in "
        f"{wall:.2f} s wall, {cpu:.2f} s CPU (target < 10 s); tau of the top 400: {tau:.3f}"
    )


def bot_club(evenings: int, seed: int) -> None:
    """A club of the game engine's bots of two strengths (``strong`` and ``greedy``): 9
    members, 4 strong, 3 rounds an evening by the rotation, every game played out by the
    engine. Printed: how often a strong bot stands above a greedy one in each list (the
    share of such pairs; 1 is perfect, 0.5 chance)."""
    from tournament.rules.game.bots import play_game

    kinds = {f"b{n}": "strong" if n % 2 else "greedy" for n in range(8)} | {"b8": "greedy"}
    members = list(kinds)
    rated: list[RatingEvening] = []
    season: list[Evening] = []
    number = 0
    for evening in range(1, evenings + 1):
        games: list[RatedGame] = []
        points = {player: (Fraction(0), Fraction(0)) for player in members}
        for tables in seat_evening(members, seed + evening):
            for table in tables:
                size = len(table)
                scale = SteinRummy.rank_scale(size, went_out=True)
                for starter in range(size):
                    number += 1
                    bots = [kinds[player] for player in table]
                    end = play_game(bots, seed * 100_000 + number, starter=starter).final.end
                    assert end is not None
                    places = places_of([-Fraction(left) for left in end.tiles_left])
                    games.append(RatedGame(tuple(table), tuple(places)))
                    for player, place in zip(table, places, strict=True):
                        got, top = points[player]
                        points[player] = (got + scale[place - 1], top + scale[0])
        rated.append(
            RatingEvening(str(evening), "stein", {p: (p, "") for p in members}, tuple(games))
        )
        season.append(
            Evening(
                str(evening),
                tuple(EveningResult(p, "", got, top) for p, (got, top) in points.items()),
            )
        )

    def above(order: Sequence[str]) -> float:
        place = {player: index for index, player in enumerate(order)}
        strong = [p for p in members if kinds[p] == "strong"]
        greedy = [p for p in members if kinds[p] == "greedy"]
        pairs = [(s, g) for s in strong for g in greedy]
        return sum(place[s] < place[g] for s, g in pairs) / len(pairs)

    rows = rate_evenings(rated).rows
    print(
        f"bot club (4 strong, 5 greedy bots, {evenings} evenings, {number} games played by the "
        "engine): strong above greedy in "
        f"{above([r.player for r in rows]):.0%} of pairs by rating, "
        f"{above([r.name for r in season_ranking(season).rows]):.0%} by average percent"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clubs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument(
        "--seeds", type=int, default=1, help="this many series of clubs (seed, seed+1000, ...)"
    )
    parser.add_argument(
        "--noise", type=float, default=NOISE, help="one game's luck against the strengths' 1"
    )
    parser.add_argument("--no-speed", action="store_true")
    parser.add_argument(
        "--bot-evenings", type=int, default=0, help="also a club of bots, this many evenings"
    )
    args = parser.parse_args()
    for series in range(args.seeds):
        for movement in (Movement.ROTATE, Movement.STANDINGS):
            quality(args.clubs, args.seed + 1000 * series, movement, args.noise)
    if not args.no_speed:
        speed()
    if args.bot_evenings:
        bot_club(args.bot_evenings, args.seed)


if __name__ == "__main__":
    main()

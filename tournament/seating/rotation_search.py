"""The search behind the whole-event rotation: a plan as a grid of positions, improved
by exchanging the futures of two players.

A rotation plan is a grid: ``pos[p][r]``, the table of player p in round r (round 0 is
the round just played, fixed). Between rounds each table sends exactly one player to the
next table. If players A and B sit at the same table in round s - 1 and from round s on
each takes the other's seat in every round, the rule still holds: at that table the one
who moved now stays and the one who stayed now moves, and everything after follows the
same paths as before. Every change of who moves is such an exchange, so the exchanges
reach every plan, and an exchange changes only the meetings of A and B: the cost of a
step is a few dozen counter updates, not a replay of the event.

The best of these starting plans is searched further:

- the round-by-round choice (``rotate.rotate_tables``);
- a pattern that keeps every pair at 3 meetings or fewer on long rotations of tables of
  3: the longest seated player of each table stays (the table's host), and of the two
  others the newest moves on in every third round, otherwise the one who came before.
  (Sending on the longest seated player everywhere is no good: the players of a table
  then arrive one after another at the next table and meet again; a table's newest
  never leaving makes two players who left a table one after the other meet again at
  the next, round after round.) A host meets every guest for at most three rounds and
  two guests part again before they meet a fourth time; a search over all patterns with
  period up to 4 in rounds and tables found this one to hold over 60 rounds. It is tried
  in each of its three phases. A table of 4 has no host (its host would sit at the
  table of 4 all evening); its players leave first in, first out, and the search mends
  the meetings that this leaves around it.

The search is simulated annealing over the exchanges: a step picks a pair that meets
most often (every other step), a player with the most 4-table seats or one who never
moved (every fourth step), or a random player, and a player who sat with them at the same
table in a random round and sits elsewhere in the next, and keeps the exchange if the
weighted cost did not rise or by the annealing rule. The best plan by the lexicographic
cost of ``rotation`` (largest count, spread of 4-table seats, players never moved, pairs
at the count, repeats) is kept. The work is counted in steps, so the same input gives
the same plan everywhere.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

Cost = tuple[int, int, int, int, int]

_PATTERN_PERIOD = 3
_WEIGHTS = (0.0, 0.0, 1.0, 30.0)
"""Weight of a pair by its number of meetings (each further meeting: x100)."""
_SPREAD_WEIGHT = 60.0
_NEVER_WEIGHT = 40.0
"""A step of the 4-table spread and a player who never moved weigh more than a pair
meeting a third time (30): the walk follows the lexicographic order's second and third."""
_START_TEMPERATURE = 20.0


def _weights(top: int) -> list[float]:
    """Weight of a pair by its number of meetings, for counts 0..top."""
    return [
        _WEIGHTS[c] if c < len(_WEIGHTS) else _WEIGHTS[-1] * 100.0 ** (c - len(_WEIGHTS) + 1)
        for c in range(top + 1)
    ]


class RotationGrid:
    """A plan being improved: positions, meeting counts and the cost figures, kept up to
    date by ``exchange``."""

    def __init__(
        self,
        rounds: Sequence[Sequence[Sequence[int]]],
        n: int,
        met: dict[int, int],
        four_seats: Sequence[int],
        moved: Sequence[bool],
    ) -> None:
        """``rounds[0]`` is the round just played (its meetings are in ``met``, keyed
        ``a * n + b``), ``rounds[1:]`` the plan; ``four_seats`` and ``moved`` hold what
        the rounds before the plan gave each player."""
        self.n = n
        self.last = len(rounds) - 1
        self.occ = [[list(t) for t in tables] for tables in rounds]
        self.pos = [[0] * len(rounds) for _ in range(n)]
        for r, tables in enumerate(rounds):
            for j, table in enumerate(tables):
                for p in table:
                    self.pos[p][r] = j
        self.counts: dict[int, int] = {}
        """Meetings of a and b under ``a * n + b`` and ``b * n + a`` (absent: none)."""
        counts = self.counts
        for key, c in met.items():
            a, b = divmod(key, n)
            counts[a * n + b] = counts[b * n + a] = c
        self.four = list(four_seats)
        self.moved_before = list(moved)
        for tables in rounds[1:]:
            for table in tables:
                for i, a in enumerate(table):
                    if len(table) == 4:
                        self.four[a] += 1
                    for b in table[i + 1 :]:
                        counts[a * n + b] = counts.get(a * n + b, 0) + 1
                        counts[b * n + a] = counts.get(b * n + a, 0) + 1
        top = max(counts.values(), default=0) + self.last + 2
        self.weights = _weights(top)
        self.hist = [0] * (top + 1)
        """Pairs by number of meetings (index 0 unused)."""
        self.repeats = 0
        self.weighted = 0.0
        self.crowded: list[int] = []
        """Pairs that reached 3 meetings (some may have dropped since; checked on use)."""
        for key, c in counts.items():
            a, b = divmod(key, n)
            if a < b and c:
                self.hist[c] += 1
                self.repeats += c - 1
                self.weighted += self.weights[c]
                if c >= 3:
                    self.crowded.append(key)
        self.four_hist = [0] * (max(self.four, default=0) + self.last + 2)
        for f in self.four:
            self.four_hist[f] += 1
        self.never = sum(1 for p in range(n) if self._never(p))

    def _never(self, p: int) -> bool:
        row = self.pos[p]
        return not self.moved_before[p] and row.count(row[0]) == len(row)

    def _spread(self) -> int:
        seats = self.four_hist
        low = next(f for f, k in enumerate(seats) if k)
        high = next(f for f in range(len(seats) - 1, -1, -1) if seats[f])
        return high - low

    def cost(self) -> Cost:
        """(largest count, 4-table spread, never moved, pairs at the count, repeats)."""
        hist = self.hist
        top = next((c for c in range(len(hist) - 1, 0, -1) if hist[c]), 0)
        return (top, self._spread(), self.never, hist[top] if top else 0, self.repeats)

    def score(self) -> float:
        """The weighted cost the annealing walks on."""
        return self.weighted + _SPREAD_WEIGHT * self._spread() + _NEVER_WEIGHT * self.never

    def exchange(self, a: int, b: int, start: int) -> None:
        """A and B (at the same table in round ``start - 1``) take each other's seats in
        rounds ``start`` to the last. Doing it twice undoes it."""
        self.never -= self._never(a) + self._never(b)
        n, counts, hist, weights = self.n, self.counts, self.hist, self.weights
        pos_a, pos_b = self.pos[a], self.pos[b]
        weighted = 0.0
        repeats = 0
        for r in range(start, self.last + 1):
            ta, tb = pos_a[r], pos_b[r]
            if ta == tb:
                continue
            at_a, at_b = self.occ[r][ta], self.occ[r][tb]
            # Each moves from its own table to the other's: meetings there go down and up.
            for leaving, joining, table in ((a, b, at_a), (b, a, at_b)):
                for x in table:
                    if x == leaving:
                        continue
                    k = leaving * n + x
                    c = counts[k]
                    counts[k] = counts[x * n + leaving] = c - 1
                    hist[c] -= 1
                    hist[c - 1] += 1
                    weighted += weights[c - 1] - weights[c]
                    repeats -= c >= 2
                    k = joining * n + x
                    c = counts.get(k, 0)
                    counts[k] = counts[x * n + joining] = c + 1
                    hist[c] -= 1
                    hist[c + 1] += 1
                    weighted += weights[c + 1] - weights[c]
                    repeats += c >= 1
                    if c == 2:
                        self.crowded.append(k if joining < x else x * n + joining)
            if len(at_a) != len(at_b) and 4 in (len(at_a), len(at_b)):
                # Only a move to or from a table of 4 changes a 4-table tally (the card
                # games also seat tables of 2, 3 and 5).
                step = 1 if len(at_a) == 4 else -1
                for p, change in ((a, -step), (b, step)):
                    self.four_hist[self.four[p]] -= 1
                    self.four[p] += change
                    self.four_hist[self.four[p]] += 1
            at_a[at_a.index(a)] = b
            at_b[at_b.index(b)] = a
            pos_a[r], pos_b[r] = tb, ta
        self.weighted += weighted
        self.repeats += repeats
        self.never += self._never(a) + self._never(b)

    def rounds(self) -> list[list[list[int]]]:
        """The planned rounds (without round 0)."""
        return [[list(t) for t in tables] for tables in self.occ[1:]]

    def crowded_spot(self, rng: random.Random, top: int) -> tuple[int, int] | None:
        """(player, round): one of a pair at the count ``top`` (3 or more) and a round
        in which they sat together; ``None`` if none was found."""
        n, crowded = self.n, self.crowded
        for _ in range(8):
            if not crowded:
                return None
            k = rng.randrange(len(crowded))
            key = crowded[k]
            c = self.counts.get(key, 0)
            if c < 3:
                crowded[k] = crowded[-1]
                crowded.pop()
                continue
            if c < top:
                continue
            a, b = divmod(key, n)
            pos_a, pos_b = self.pos[a], self.pos[b]
            together = [r for r in range(1, self.last + 1) if pos_a[r] == pos_b[r]]
            if together:
                return (a if rng.random() < 0.5 else b, rng.choice(together))
        return None

    def fairness_spot(self, rng: random.Random) -> tuple[int, int] | None:
        """(player, round): a player with the most 4-table seats at the table of 4 in
        that round and the round before (moving then sends them on), or else a player who
        never moved; ``None`` if neither is found."""
        last, pos, occ = self.last, self.pos, self.occ
        most = max(self.four, default=0)
        if most and rng.random() < 0.5:
            p = rng.choice([q for q, f in enumerate(self.four) if f == most])
            stays = [
                r
                for r in range(1, last + 1)
                if pos[p][r] == pos[p][r - 1] and len(occ[r][pos[p][r]]) == 4
            ]
            if stays:
                return p, rng.choice(stays)
        if self.never:
            for _ in range(8):
                p = rng.randrange(self.n)
                if self._never(p):
                    return p, rng.randrange(1, last + 1)
        return None


def pattern_rounds(
    start: Sequence[Sequence[int]], rounds: int, phase: int
) -> list[list[list[int]]]:
    """The pattern start of the module's text; each ``start`` table lists its players
    longest seated first (the first is the host). A table of 4 has no host: its players
    leave first in, first out, so nobody sits there all evening."""
    hosts = [[t[0]] if len(t) == 3 else [] for t in start]
    guests = [list(t[1:]) if len(t) == 3 else list(t) for t in start]
    plan = [[list(t) for t in start]]
    for r in range(1, rounds + 1):
        movers = []
        for table in guests:
            newest_moves = len(table) == 2 and r % _PATTERN_PERIOD == phase
            movers.append(table.pop(len(table) - 1 if newest_moves else 0))
        for j, table in enumerate(guests):
            table.append(movers[j - 1])
        plan.append([[*h, *g] for h, g in zip(hosts, guests, strict=True)])
    return plan


def anneal(grid: RotationGrid, steps: int, rng: random.Random) -> list[list[list[int]]]:
    """Improve ``grid`` for ``steps`` steps; the planned rounds of the best plan seen."""
    best_cost = grid.cost()
    best = grid.rounds()
    n, last = grid.n, grid.last
    score = grid.score()
    top = best_cost[0]
    for step in range(steps):
        temperature = _START_TEMPERATURE * (1 - step / steps)
        fair = step % 4 == 2
        spot = (
            grid.crowded_spot(rng, top) if step % 2 else grid.fairness_spot(rng) if fair else None
        )
        if spot is None:
            a, start = rng.randrange(n), rng.randrange(1, last + 1)
        else:
            a, start = spot
        table = grid.occ[start - 1][grid.pos[a][start - 1]]
        if fair and spot is not None:
            # b: one of a's table who sits elsewhere next round (if a stays: the mover)
            others = [x for x in table if grid.pos[x][start] != grid.pos[a][start]]
            if not others:
                continue
            b = others[rng.randrange(len(others))]
        else:
            b = table[rng.randrange(len(table))]
            if b == a or grid.pos[a][start] == grid.pos[b][start]:
                continue
        grid.exchange(a, b, start)
        new_score = grid.score()
        rise = new_score - score
        if rise <= 0 or (temperature > 0 and rng.random() < math.exp(-rise / temperature)):
            score = new_score
            cost = grid.cost()
            top = cost[0]
            if cost < best_cost:
                best_cost, best = cost, grid.rounds()
        else:
            grid.exchange(a, b, start)
    return best

"""A whole-event schedule under search (``schedule``'s tabu search, ``anneal``).

Players are 0..n-1; ``schedule[r][t]`` is table t of round r. The cost is the sum over
pairs of c(c-1)/2 for a pair that met c times: zero exactly when nobody meets twice.
"""

from __future__ import annotations


class Swaps:
    """A schedule under search: who met whom how often, each player's table per round,
    the cost, and swapping two players of one round."""

    def __init__(self, schedule: list[list[list[int]]], n: int) -> None:
        self.schedule = schedule
        self.n = n
        self.rounds = len(schedule)
        self.count = [[0] * n for _ in range(n)]
        self.table_of = [[0] * n for _ in range(self.rounds)]
        self.four = [0] * n
        """4-table seats per player."""
        for r, tables in enumerate(schedule):
            for t, table in enumerate(tables):
                for i in table:
                    self.table_of[r][i] = t
                    self.four[i] += len(table) == 4
                    for j in table:
                        if i != j:
                            self.count[i][j] += 1
        self.cost = sum(c * (c - 1) // 2 for row in self.count for c in row) // 2

    def copy(self) -> list[list[list[int]]]:
        return [[list(t) for t in tables] for tables in self.schedule]

    def swap(self, r: int, x: int, y: int) -> None:
        """Swap ``x`` and ``y`` in round ``r`` (the cost is the caller's to update)."""
        count = self.count
        tables = self.schedule[r]
        ta, tb = self.table_of[r][x], self.table_of[r][y]
        for a in tables[ta]:
            if a != x:
                count[x][a] -= 1
                count[a][x] -= 1
                count[y][a] += 1
                count[a][y] += 1
        for b in tables[tb]:
            if b != y:
                count[y][b] -= 1
                count[b][y] -= 1
                count[x][b] += 1
                count[b][x] += 1
        tables[ta][tables[ta].index(x)] = y
        tables[tb][tables[tb].index(y)] = x
        self.table_of[r][x], self.table_of[r][y] = tb, ta
        change = (len(tables[tb]) == 4) - (len(tables[ta]) == 4)
        self.four[x] += change
        self.four[y] -= change

    def spread(self) -> int:
        """Most minus fewest 4-table seats of one player."""
        return max(self.four) - min(self.four)

    def delta(self, r: int, x: int, y: int) -> int:
        """How the cost changes if ``x`` and ``y`` swap in round ``r``."""
        tables = self.schedule[r]
        table_a, table_b = tables[self.table_of[r][x]], tables[self.table_of[r][y]]
        row_x, row_y = self.count[x], self.count[y]
        delta = 0
        for a in table_a:
            if a != x:
                delta += row_y[a] - row_x[a] + 1
        for b in table_b:
            if b != y:
                delta += row_x[b] - row_y[b] + 1
        return delta

    def troubled_rounds(self) -> list[int]:
        """Rounds 2.. with a pair that meets more than once."""
        count = self.count
        return [
            r
            for r in range(1, self.rounds)
            if any(
                count[a][b] > 1 for table in self.schedule[r] for a in table for b in table if a < b
            )
        ]

    def troubled_players(self, r: int) -> list[int]:
        """Players of round ``r`` who meet someone at their table again."""
        count = self.count
        return [
            i
            for table in self.schedule[r]
            for i in table
            if any(count[i][j] > 1 for j in table if j != i)
        ]

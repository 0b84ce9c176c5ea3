"""Best play as a den Hertog-Hulshof integer program in HiGHS: the tests' independent oracle
for :mod:`tournament.rules.solver` and the benchmark's yardstick. Not used at run time;
highspy comes with the ``test`` extra.

Candidate melds: every group (a value and 3 or 4 colours) and every run of 3 to 5 cells (a
longer run splits into such pieces), each with every choice of cells filled by jokers (at
most the jokers in play, never all cells); an integer 0..2 per candidate. Per tile: the real
tiles in laid melds = table tiles + hand tiles laid.
The table's jokers keep what they stand for in one reading of each meld (RULINGS §2,
:mod:`~tournament.rules.solver_roles`): a run joker fills a run cell of its tile, a group
joker a group cell of its colour; unless released, which needs the released tiles on the
table. Free jokers (the hand's and the released ones) fill any cell. The jokers of one
group are released together, and need their group complete: per value, the groups of four
real tiles laid are at least the groups whose jokers are released (RULINGS §2: "only when
the group ends up complete with all four colours"). The best over the readings is the
caller's (``tests/rules/ilp_oracle.py``, the benchmark); with ``free=True`` there the
table's jokers are free (an upper bound on the legal play).
Maximise hand tiles laid + free jokers used - jokers released.

One model per joker count (0: no joker columns at all), built once per process and thread;
an instance changes only bounds. One thread.
"""

from __future__ import annotations

import itertools
import os
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

from tournament.rules.solver_roles import ReleaseUnit, TableRoles
from tournament.rules.tiles import ALL_NUMBERED, JOKER, JOKER_INDEX, MAX_VALUE, Tile

__all__ = ["IlpModel", "ilp_model"]

_N = JOKER_INDEX  # numbered tile kinds


def _group_units() -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Every kind of group release: (value, colours missing, colours its jokers fill): a
    group of 4 fills every missing colour, a group of 3 all but one."""
    kinds = []
    for v in range(MAX_VALUE):
        for mask in range(1, 15):
            missing = tuple(c for c in range(4) if mask >> c & 1)
            for size in {len(missing), len(missing) - 1} - {0}:
                for filled in itertools.combinations(missing, size):
                    kinds.append((v, missing, filled))
    return kinds


def _shapes() -> list[tuple[bool, tuple[int, ...]]]:
    shapes: list[tuple[bool, tuple[int, ...]]] = []
    for v in range(MAX_VALUE):
        for mask in range(16):
            if bin(mask).count("1") >= 3:
                shapes.append((False, tuple(c * MAX_VALUE + v for c in range(4) if mask >> c & 1)))
    for c in range(4):
        for s in range(MAX_VALUE):
            for n in range(3, 6):
                shapes.append((True, tuple(c * MAX_VALUE + (s + p) % MAX_VALUE for p in range(n))))
    return shapes


# (run?, value of a group, real tile indices, role cells, generic jokers, tiles as laid)
_Candidate = tuple[bool, int, tuple[int, ...], tuple[int, ...], int, tuple[Tile, ...]]


def _candidates(max_jokers: int) -> list[_Candidate]:
    """Every meld as real tiles + jokers that keep a role (cell-specific) + free jokers
    (anywhere); free jokers only by count, so no two candidates differ only in where a free
    joker sits."""
    found: dict[tuple[object, ...], _Candidate] = {}
    for is_run, cells in _shapes():
        n = len(cells)
        value = cells[0] % MAX_VALUE
        for mask in range(3**n):
            kinds = [mask // 3**p % 3 for p in range(n)]  # 0 real, 1 role joker, 2 free joker
            jokers = n - kinds.count(0)
            if jokers > max_jokers or jokers == n:
                continue
            real = tuple(sorted(i for i, k in zip(cells, kinds, strict=True) if k == 0))
            role = tuple(sorted(i for i, k in zip(cells, kinds, strict=True) if k == 1))
            generic = kinds.count(2)
            key = (is_run, value, real, role, generic)
            if key not in found:
                tiles = tuple(
                    ALL_NUMBERED[i] if k == 0 else JOKER for i, k in zip(cells, kinds, strict=True)
                )
                found[key] = (is_run, value, real, role, generic, tiles)
    return list(found.values())


def _quiet(make: Callable[[], Any]) -> Any:
    """``make()`` with standard output muted: HiGHS prints its banner there once."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError, AttributeError):
        return make()
    try:
        with open(os.devnull, "w") as sink:
            os.dup2(sink.fileno(), 1)
            return make()
    finally:
        os.dup2(saved, 1)
        os.close(saved)


class IlpModel:
    """The model for positions with at most ``max_jokers`` jokers (hand and table)."""

    def __init__(self, max_jokers: int) -> None:
        import highspy as highs_module
        import numpy as np

        highspy: Any = highs_module
        self.max_jokers = max_jokers
        h: Any = _quiet(highspy.Highs)
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        inf = highspy.kHighsInf
        cols: list[tuple[float, float, float, dict[int, float]]] = []  # cost, lo, hi, rows
        rows: list[tuple[float, float]] = []

        def row(lo: float, hi: float) -> int:
            rows.append((lo, hi))
            return len(rows) - 1

        def col(cost: float, lo: float, hi: float, entries: dict[int, float]) -> int:
            cols.append((cost, lo, hi, entries))
            return len(cols) - 1

        jokers = max_jokers > 0
        real_rows = [row(0, 0) for _ in range(_N)]  # (A) real tiles in melds - y = table
        role_rows = [row(0, 0) for _ in range(_N)] if jokers else []  # (B) run-role jokers
        slot_rows = [row(0, 0) for _ in range(_N)] if jokers else []  # (C) group jokers
        free_row = row(-inf, 0) if jokers else -1  # (F) free jokers used - released <= ...
        # (G) groups of four real tiles of a value - group jokers released there >= 0
        full_rows = [row(0, inf) for _ in range(MAX_VALUE)] if jokers else []
        self.candidates: list[tuple[int, tuple[Tile, ...]]] = []
        self._with_role: list[tuple[int, bool, tuple[int, ...]]] = []  # column, run?, cells
        for cand in _candidates(max_jokers):
            is_run, value, real, role, generic, tiles = cand
            entries: dict[int, float] = {}
            for i in real:
                entries[real_rows[i]] = entries.get(real_rows[i], 0.0) + 1.0
            for i in role:
                rows_for = role_rows if is_run else slot_rows
                entries[rows_for[i]] = entries.get(rows_for[i], 0.0) + 1.0
            if generic:
                entries[free_row] = float(generic)
            if jokers and not is_run and len(real) == 4:
                entries[full_rows[value]] = 1.0
            column = col(float(generic), 0, 2, entries)
            self.candidates.append((column, tiles))
            if role:
                self._with_role.append((column, is_run, role))
        if jokers:
            need_rows = [row(-inf, 0) for _ in range(_N)]  # (E) released needs <= table + y
            self._role_rows, self._slot_rows = role_rows, slot_rows
            self._need_rows, self._free_row = need_rows, free_row
            self._kr: list[int] = []
            for i in range(_N):
                self._kr.append(
                    col(-1, 0, 0, {role_rows[i]: 1.0, need_rows[i]: 1.0, free_row: -1.0})
                )
            # one column per kind of group release: its jokers leave their cells, free
            self._kg: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = {}
            for v, missing, filled in _group_units():
                entries = {free_row: -float(len(filled)), full_rows[v]: -1.0}
                for c in filled:
                    entries[slot_rows[c * MAX_VALUE + v]] = 1.0
                for c in missing:
                    entries[need_rows[c * MAX_VALUE + v]] = 1.0
                self._kg[v, missing, filled] = col(-float(len(filled)), 0, 0, entries)
        self._y = [
            col(1, 0, 0, {real_rows[i]: -1.0, **({self._need_rows[i]: -1.0} if jokers else {})})
            for i in range(_N)
        ]
        self._real_rows = real_rows
        self._add(h, highspy, np, cols, rows)
        self._h = h
        self._np = np
        self._optimal = highspy.HighsModelStatus.kOptimal
        self._integer = highspy.HighsVarType.kInteger

    @staticmethod
    def _add(h: Any, highspy: Any, np: Any, cols: list[Any], rows: list[Any]) -> None:
        h.addRows(
            len(rows),
            np.array([r[0] for r in rows]),
            np.array([r[1] for r in rows]),
            0,
            np.array([], np.int32),
            np.array([], np.int32),
            np.array([]),
        )
        starts: list[int] = []
        index: list[int] = []
        value: list[float] = []
        for _, _, _, entries in cols:
            starts.append(len(index))
            for r, a in sorted(entries.items()):
                index.append(r)
                value.append(a)
        n = len(cols)
        h.addCols(
            n,
            np.array([c[0] for c in cols], dtype=float),
            np.array([c[1] for c in cols], dtype=float),
            np.array([c[2] for c in cols], dtype=float),
            len(index),
            np.array(starts, np.int32),
            np.array(index, np.int32),
            np.array(value, dtype=float),
        )
        h.changeColsIntegrality(
            n, np.arange(n, dtype=np.int32), np.full(n, highspy.HighsVarType.kInteger)
        )
        h.changeObjectiveSense(highspy.ObjSense.kMaximize)

    def solve(
        self,
        hand: Sequence[int],
        hand_jokers: int,
        table: Sequence[int],
        roles: TableRoles,
        open_melds: Sequence[Sequence[TableRoles]] = (),
    ) -> tuple[int, list[list[Tile]]] | None:
        """(tiles the hand has fewer after the best play, the melds of one), or None when
        the table tiles cannot all be placed. ``hand``, ``table``: counts by tile index.
        ``roles``: the jokers of the melds read one way; ``open_melds``: per meld that
        reads several ways, the roles of each reading (the model chooses one per meld)."""
        jokers = roles.jokers + sum(options[0].jokers for options in open_melds)
        if hand_jokers + jokers > self.max_jokers:
            raise ValueError(f"model built for at most {self.max_jokers} jokers")
        h = self._h
        for i in range(_N):
            h.changeColBounds(self._y[i], 0, float(hand[i]))
            h.changeRowBounds(self._real_rows[i], float(table[i]), float(table[i]))
        if self.max_jokers:
            kg_hi: dict[tuple[int, tuple[int, ...], tuple[int, ...]], float] = dict.fromkeys(
                self._kg, 0.0
            )
            for u in roles.units:
                if u.kind != "run":
                    kg_hi[_group_key(u)] += 1
            # what the open melds' readings may add: to the release columns' bounds here,
            # tied to the reading chosen by the rows and columns _add_choices adds
            run_more: dict[int, int] = {}
            slot_more: dict[int, int] = {}
            for options in open_melds:
                for extra, part in ((run_more, "run"), (slot_more, "group_slot")):
                    for i in {i for o in options for i in getattr(o, part)}:
                        extra[i] = extra.get(i, 0) + max(
                            getattr(o, part).get(i, 0) for o in options
                        )
            for i in range(_N):
                rr = float(roles.run.get(i, 0))
                gs = float(roles.group_slot.get(i, 0))
                h.changeRowBounds(self._role_rows[i], rr, rr)
                h.changeRowBounds(self._slot_rows[i], gs, gs)
                h.changeColBounds(self._kr[i], 0, rr + run_more.get(i, 0))
                h.changeRowBounds(self._need_rows[i], -self._np.inf, float(table[i]))
            for key, column in self._kg.items():
                h.changeColBounds(column, 0, kg_hi[key])
            # candidates whose role cells have no such joker in this position are left out
            np = self._np
            role_cols = np.array([c for c, _, _ in self._with_role], np.int32)
            upper = np.array(
                [
                    2.0
                    if all(
                        (roles.run if is_run else roles.group_slot).get(i, 0)
                        or (run_more if is_run else slot_more).get(i, 0)
                        for i in cells
                    )
                    else 0.0
                    for _, is_run, cells in self._with_role
                ]
            )
            if len(role_cols):
                h.changeColsBounds(len(role_cols), role_cols, np.zeros(len(role_cols)), upper)
            h.changeRowBounds(self._free_row, -self._np.inf, float(hand_jokers))
        added = self._add_choices(open_melds, kg_hi) if open_melds else None
        try:
            h.run()
            if h.getModelStatus() != self._optimal:
                return None
            values = h.getSolution().col_value
            placed = round(h.getInfo().objective_function_value)
        finally:
            if added is not None:
                self._drop(*added)
        melds: list[list[Tile]] = []
        for x, tiles in self.candidates:
            melds += [list(tiles)] * round(values[x])
        return placed, melds

    def _add_choices(
        self,
        open_melds: Sequence[Sequence[TableRoles]],
        kg_hi: dict[tuple[int, tuple[int, ...], tuple[int, ...]], float],
    ) -> tuple[int, int]:
        """For this instance: a 0/1 column per reading of each open meld, one of them
        chosen (a row per meld); a chosen reading puts its jokers into the role rows, and
        its group releases into the rows that bound the release columns. Returns the
        first row and column added, for :meth:`_drop`."""
        h, np = self._h, self._np
        first_row, first_col = h.getNumRow(), h.getNumCol()
        link: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = {}
        for options in open_melds:
            for o in options:
                for u in o.units:
                    key = _group_key(u)
                    if u.kind != "run" and key not in link:
                        link[key] = h.getNumRow()
                        column = self._kg[key]
                        h.addRow(-np.inf, kg_hi[key], 1, np.array([column], np.int32), np.ones(1))
                        h.changeColBounds(column, 0, kg_hi[key] + len(open_melds))
        for options in open_melds:
            choose = h.getNumRow()
            h.addRow(1.0, 1.0, 0, np.array([], np.int32), np.array([]))
            for o in options:
                entries: dict[int, float] = {choose: 1.0}
                for i, n in o.run.items():
                    entries[self._role_rows[i]] = -float(n)
                for i, n in o.group_slot.items():
                    entries[self._slot_rows[i]] = -float(n)
                for u in o.units:
                    if u.kind != "run":
                        entries[link[_group_key(u)]] = entries.get(link[_group_key(u)], 0) - 1.0
                rows = sorted(entries)
                h.addCol(
                    0.0,
                    0.0,
                    1.0,
                    len(rows),
                    np.array(rows, np.int32),
                    np.array([entries[r] for r in rows]),
                )
                h.changeColIntegrality(h.getNumCol() - 1, self._integer)
        return first_row, first_col

    def _drop(self, first_row: int, first_col: int) -> None:
        """Remove what :meth:`_add_choices` added, so the model is as built again."""
        h, np = self._h, self._np
        cols = np.arange(first_col, h.getNumCol(), dtype=np.int32)
        rows = np.arange(first_row, h.getNumRow(), dtype=np.int32)
        h.deleteCols(len(cols), cols)
        h.deleteRows(len(rows), rows)


def _group_key(u: ReleaseUnit) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The release column of a group's jokers: (value, colours missing, colours filled)."""
    return u.value, tuple(sorted(u.needs)), tuple(sorted(i // MAX_VALUE for i in u.slots))


_models = threading.local()


def ilp_model(jokers: int) -> IlpModel:
    """The model for ``jokers`` jokers in play, built once per process and thread."""
    cache: dict[int, IlpModel] | None = getattr(_models, "by_jokers", None)
    if cache is None:
        cache = {}
        _models.by_jokers = cache
    model = cache.get(jokers)
    if model is None:
        model = cache[jokers] = IlpModel(jokers)
    return model

"""Base rounds of the designs that are built by translation (see ``designs``).

Found once by a local search (swap two points of a base round, tabu, restarts) and checked
by ``tests/seating/test_designs.py`` on every run.

- ``ONE_ROTATIONAL[v]``: blocks B of a KTS(v) on Z_2n ∪ {∞}, n = (v-1)/2; the base round is
  {∞, 0, n}, every B and every B + n (1-rotational: v ≡ 3, 9 mod 24).
- ``CYCLIC_KTS[v]`` and ``CYCLIC_NKTS[v]``: ``(m, base rounds)``: points x + m·level for x in
  Z_m plus fixed points numbered from m·levels on (fewer than m of them); each base round
  gives m rounds by adding 1, ..., m-1 to x. For an NKTS on Z_m x {0, 1} plus two fixed
  points the pairs left out are the two fixed points and, with m odd, x + 0·m with x + m
  (m even: x with x + m/2 in each level). Such a base round is a starter: its 2m + 2 pairs
  take every difference class once (within a level ±d, across levels d, each fixed point
  with each level) but the left-out ones, so its m translates meet every pair at most
  once. 42 to 72 were found the same way (a few seconds to 8 minutes each).
"""

from __future__ import annotations

from typing import TypeAlias

PBD34_BASE: tuple[tuple[tuple[int, int], ...], ...] = (
    ((0, 0), (1, 1), (2, 0), (4, 1)),
    ((0, 0), (1, 0), (4, 2)),
    ((0, 0), (2, 2), (5, 0)),
    ((0, 0), (0, 1), (0, 2)),
)
"""Brouwer's pairwise balanced design of 34 points with blocks of 4 and 7 (Beth,
Jungnickel and Lenz, *Design Theory*, vol. 1, p. 527): points (x, y) of Z_9 x Z_3 and
seven more; developed as in ``designs._pbd_34``."""

Blocks: TypeAlias = tuple[tuple[int, int, int], ...]
BaseRounds: TypeAlias = tuple[Blocks, ...]

ONE_ROTATIONAL: dict[int, Blocks] = {
    33: ((19, 8, 4), (13, 7, 6), (5, 14, 2), (11, 9, 1), (31, 26, 12)),
}

CYCLIC_KTS: dict[int, tuple[int, BaseRounds]] = {
    51: (
        25,
        (
            (
                (36, 42, 46),
                (24, 29, 41),
                (7, 27, 30),
                (0, 8, 39),
                (22, 26, 49),
                (19, 20, 44),
                (34, 35, 43),
                (2, 15, 28),
                (3, 5, 21),
                (10, 32, 50),
                (9, 25, 45),
                (13, 23, 31),
                (1, 4, 38),
                (16, 37, 48),
                (6, 11, 17),
                (14, 18, 33),
                (12, 40, 47),
            ),
        ),
    ),
}

CYCLIC_NKTS: dict[int, tuple[int, BaseRounds]] = {
    18: (
        4,
        (
            (
                (4, 12, 17),
                (6, 11, 13),
                (10, 15, 16),
                (1, 2, 14),
                (3, 7, 9),
                (0, 5, 8),
            ),
            (
                (3, 6, 10),
                (0, 9, 17),
                (1, 7, 16),
                (8, 11, 15),
                (4, 5, 14),
                (2, 12, 13),
            ),
        ),
    ),
    24: (
        11,
        (
            (
                (6, 11, 23),
                (3, 9, 12),
                (8, 15, 21),
                (2, 4, 5),
                (1, 13, 20),
                (0, 7, 17),
                (16, 18, 19),
                (10, 14, 22),
            ),
        ),
    ),
    30: (
        14,
        (
            (
                (7, 15, 28),
                (5, 11, 23),
                (1, 2, 17),
                (9, 16, 29),
                (0, 3, 12),
                (6, 20, 25),
                (13, 24, 26),
                (18, 21, 22),
                (4, 8, 14),
                (10, 19, 27),
            ),
        ),
    ),
    36: (
        17,
        (
            (
                (27, 28, 31),
                (0, 16, 22),
                (5, 30, 35),
                (9, 15, 19),
                (3, 23, 33),
                (13, 24, 29),
                (17, 26, 32),
                (12, 14, 21),
                (2, 6, 11),
                (7, 10, 25),
                (4, 18, 34),
                (1, 8, 20),
            ),
        ),
    ),
    42: (
        20,
        (
            (
                (7, 9, 28),
                (10, 22, 38),
                (17, 31, 41),
                (6, 18, 33),
                (3, 8, 39),
                (15, 24, 35),
                (0, 1, 25),
                (30, 36, 37),
                (4, 11, 34),
                (12, 16, 29),
                (21, 23, 26),
                (2, 13, 19),
                (5, 27, 40),
                (14, 20, 32),
            ),
        ),
    ),
    48: (
        23,
        (
            (
                (1, 37, 42),
                (15, 21, 41),
                (0, 13, 32),
                (22, 30, 46),
                (6, 33, 34),
                (2, 11, 40),
                (3, 4, 25),
                (7, 24, 44),
                (5, 29, 35),
                (23, 36, 38),
                (10, 26, 47),
                (9, 14, 17),
                (20, 31, 45),
                (27, 39, 43),
                (16, 18, 28),
                (8, 12, 19),
            ),
        ),
    ),
    54: (
        26,
        (
            (
                (0, 8, 31),
                (11, 30, 36),
                (15, 26, 44),
                (33, 35, 45),
                (17, 49, 50),
                (2, 13, 43),
                (20, 28, 52),
                (7, 14, 27),
                (40, 47, 51),
                (21, 38, 53),
                (18, 19, 23),
                (1, 25, 41),
                (16, 37, 42),
                (4, 39, 48),
                (5, 29, 32),
                (6, 22, 34),
                (3, 9, 12),
                (10, 24, 46),
            ),
        ),
    ),
    60: (
        29,
        (
            (
                (11, 19, 33),
                (3, 18, 29),
                (23, 28, 48),
                (10, 31, 58),
                (8, 35, 50),
                (12, 51, 59),
                (24, 54, 56),
                (6, 25, 37),
                (34, 41, 57),
                (7, 42, 52),
                (13, 20, 26),
                (4, 15, 16),
                (2, 22, 55),
                (30, 39, 47),
                (9, 43, 46),
                (0, 27, 36),
                (40, 44, 45),
                (1, 5, 53),
                (21, 38, 49),
                (14, 17, 32),
            ),
        ),
    ),
    66: (
        32,
        (
            (
                (9, 13, 54),
                (0, 35, 40),
                (6, 12, 14),
                (25, 49, 62),
                (11, 18, 32),
                (16, 34, 42),
                (22, 37, 47),
                (21, 51, 60),
                (27, 55, 58),
                (5, 24, 56),
                (15, 38, 53),
                (19, 29, 46),
                (2, 3, 20),
                (57, 61, 63),
                (7, 10, 43),
                (8, 17, 28),
                (23, 39, 64),
                (4, 31, 33),
                (26, 36, 48),
                (1, 44, 45),
                (41, 52, 59),
                (30, 50, 65),
            ),
        ),
    ),
    72: (
        35,
        (
            (
                (5, 32, 69),
                (3, 41, 45),
                (2, 16, 42),
                (27, 51, 63),
                (9, 14, 15),
                (22, 67, 68),
                (12, 46, 61),
                (13, 30, 33),
                (8, 18, 31),
                (4, 35, 48),
                (34, 59, 62),
                (1, 25, 44),
                (19, 26, 28),
                (20, 24, 47),
                (21, 39, 70),
                (23, 40, 56),
                (6, 36, 57),
                (17, 38, 65),
                (11, 43, 52),
                (37, 55, 66),
                (7, 54, 64),
                (53, 58, 60),
                (10, 29, 49),
                (0, 50, 71),
            ),
        ),
    ),
}

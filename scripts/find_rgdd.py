"""Find a resolvable group divisible design with blocks of 3 and u groups of 6 (u = 4, 5).

Points (x, level) for x in Z_2u and level 0, 1, 2, numbered x + 2u·level; the group of a
point is x mod u (6 points each). Z_2u acts by adding to x. The design wanted is one base
round of 2u triples, developed into 2u rounds, and u - 3 orbit blocks
{(0, 0), (a, 1), (b, 2)}, each of which gives one more round of its 2u translates: 3(u - 1)
rounds in all. This holds when the base round's triples and the orbit blocks take every
difference class of two points in different groups exactly once (within a level ±d,
d mod u ≠ 0; across levels l < l' the difference d, d mod u ≠ 0).

Run: .venv/bin/python scripts/find_rgdd.py 5 [--seed S]

Prints the base round and the orbit blocks as they are stored in
``tournament/seating/design_data.py`` (``CYCLIC_RGDD``). A depth-first search over the
triples through the lowest free point, in a seeded random order, restarted after a node
budget; 6^4 and 6^5 take well under a second.
"""

from __future__ import annotations

import argparse
import random
import sys
from itertools import combinations


def difference_class(n: int, p: int, q: int) -> tuple[int, int, int]:
    """The class of the pair {p, q} under Z_n: (level, level', difference)."""
    (x, lx), (y, ly) = divmod_point(n, p), divmod_point(n, q)
    if lx > ly or (lx == ly and x > y):
        (x, lx), (y, ly) = (y, ly), (x, lx)
    d = (y - x) % n
    if lx == ly:
        d = min(d, n - d)
    return (lx, ly, d)


def divmod_point(n: int, p: int) -> tuple[int, int]:
    return p % n, p // n


def triple_classes(n: int, u: int, triple: tuple[int, ...]) -> list[tuple[int, int, int]] | None:
    """The three difference classes of a triple, or ``None`` if two of its points share a
    group or two of its pairs share a class."""
    if len({p % n % u for p in triple}) < 3:
        return None
    classes = [difference_class(n, p, q) for p, q in combinations(triple, 2)]
    if len(set(classes)) < 3:
        return None
    return classes


def search(
    u: int, rng: random.Random, budget: int
) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]] | None:
    n = 2 * u
    points = list(range(3 * n))
    used: set[tuple[int, int, int]] = set()
    orbit_blocks: list[tuple[int, int, int]] = []
    choices = [(a, b) for a in range(n) for b in range(n) if len({0, a % u, b % u}) == 3]
    rng.shuffle(choices)
    for a, b in choices:
        block = (0, a + n, b + 2 * n)
        classes = triple_classes(n, u, block)
        if classes is None or used.intersection(classes):
            continue
        used.update(classes)
        orbit_blocks.append(block)
        if len(orbit_blocks) == u - 3:
            break
    if len(orbit_blocks) < u - 3:
        return None
    free = set(points)
    chosen: list[tuple[int, int, int]] = []
    nodes = 0

    def extend() -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            return False
        if not free:
            return True
        p = min(free)
        others = sorted(free - {p})
        pairs = list(combinations(others, 2))
        rng.shuffle(pairs)
        for q, r in pairs:
            triple = (p, q, r)
            classes = triple_classes(n, u, triple)
            if classes is None or used.intersection(classes):
                continue
            used.update(classes)
            free.difference_update(triple)
            chosen.append(triple)
            if extend():
                return True
            chosen.pop()
            free.update(triple)
            used.difference_update(classes)
        return False

    if extend():
        return chosen, orbit_blocks
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("u", type=int, choices=(4, 5), help="number of groups of 6")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=20000, help="nodes per restart")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for attempt in range(1, 100001):
        found = search(args.u, rng, args.budget)
        if found is not None:
            base, orbits = found
            print(f"# 3-RGDD of type 6^{args.u} on Z_{2 * args.u} x 3 levels, attempt {attempt}")
            print(f"{args.u}: ({tuple(base)}, {tuple(orbits)}),")
            return 0
    print("nothing found", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())

"""Schedules in which no two players ever meet twice: resolvable designs with blocks of 3.

A Kirkman triple system KTS(v) splits all v(v-1)/6 triples of a Steiner triple system into
(v-1)/2 rounds; seated by it, v players play (v-1)/2 rounds of 3-player tables and every
pair meets exactly once. Kirkman's schoolgirl problem is KTS(15).

A nearly Kirkman triple system NKTS(v), v ≡ 0 (mod 6), v >= 18, does the same for an even
field: v/2 - 1 rounds of tables of 3 in which every pair meets at most once (each player
misses exactly one other). Built in: a KTS for every v ≡ 3 (mod 6) up to 99, an
NKTS for every v ≡ 0 (mod 6) from 18 to 96 (none exists for 6 and 12) and for some
larger fields (120, 150, 168, 210, ...).

Constructions:
- v = 3^n: the affine geometry AG(n, 3); the lines of one direction are one round.
- v = 2q + 1 and v = 3q for a prime q ≡ 1 (mod 6): the direct constructions of
  Ray-Chaudhuri and Wilson (1971), as given by Stinson, "A survey of Kirkman triple systems
  and related designs" (1991), constructions 1.1 and 1.2. q = 7 gives KTS(15) and KTS(21).
- v = 3u from a KTS(u): the tripling product (each triple of the small design becomes the
  three transversal classes of an affine plane of order 3, plus one round of the groups).
- Cyclic base rounds found once by search and stored in ``design_data``: the rounds are the
  translates of a few base rounds under Z_m (see ``design_data`` for the point sets).
- v = 69 = 2·34 + 1: from Brouwer's pairwise balanced design of 34 points with blocks of 4
  and 7, a KTS(9) or KTS(15) on each doubled block (Beth, Jungnickel and Lenz, Design
  Theory, lemma IX.6.4).
- NKTS(6mu) for u = 4, 5: a stored cyclic 3-RGDD of type 6^u, inflated by a resolvable
  transversal design RTD(3, m) to groups of 6m, each group filled with an NKTS(6m)
  (``gdd``): 90 = 6·5·3 and 96 = 6·4·4.

A design is returned as rounds of triples of the points 0..v-1; ``tests/seating`` checks
every one (each round a partition, every pair at most once).
"""

from __future__ import annotations

from functools import cache
from itertools import product

from tournament.seating import design_data, gdd

Design = tuple[tuple[tuple[int, int, int], ...], ...]

_MAX_PRIME = 200


def _is_prime(q: int) -> bool:
    return q >= 2 and all(q % d for d in range(2, int(q**0.5) + 1))


def _primitive_root(q: int) -> int:
    """The smallest generator of the multiplicative group of Z_q (q prime)."""
    factors = [d for d in range(2, q) if (q - 1) % d == 0 and _is_prime(d)]
    for g in range(2, q):
        if all(pow(g, (q - 1) // f, q) != 1 for f in factors):
            return g
    raise AssertionError(f"no primitive root mod {q}")  # pragma: no cover - q is prime


def _affine_plane_3() -> Design:
    """AG(2, 3): points (x, y) of Z_3², point number 3x + y; lines by direction."""
    rounds = []
    for dx, dy in ((0, 1), (1, 0), (1, 1), (1, 2)):
        starts = [(0, c) for c in range(3)] if dx else [(c, 0) for c in range(3)]
        rounds.append(
            tuple(
                _triple(3 * ((x + k * dx) % 3) + (y + k * dy) % 3 for k in range(3))
                for x, y in starts
            )
        )
    return tuple(rounds)


def _triple(points: object) -> tuple[int, int, int]:
    a, b, c = sorted(points)  # type: ignore[call-overload]
    return (a, b, c)


def _kts_2q_plus_1(q: int) -> Design:
    """KTS(2q + 1), q prime ≡ 1 (mod 6): Stinson construction 1.1.

    Points (x, 1) and (x, 2) for x in Z_q, and ∞. With a primitive element a, t = (q-1)/6
    and a^m = (a^t + 1) / 2, the base round holds {(0,1), (0,2), ∞}; for i in
    [0,t) ∪ [2t,3t) ∪ [4t,5t) the triples {(a^i,1), (a^(t+i),1), (a^(m+i),2)}; and for i in
    [0,t) the triples {(a^(m+t+i),2), (a^(m+3t+i),2), (a^(m+5t+i),2)}. Adding x in Z_q to the
    first coordinates gives the q rounds.
    """
    a = _primitive_root(q)
    t = (q - 1) // 6
    half = pow(2, q - 2, q)
    target = (pow(a, t, q) + 1) * half % q
    m = next(e for e in range(q - 1) if pow(a, e, q) == target)

    def power(e: int) -> int:
        return pow(a, e, q)

    infinity = 2 * q

    def point(x: int, level: int) -> int:
        return x % q + (level - 1) * q

    base: list[tuple[tuple[int, int], ...]] = []
    for i in [*range(t), *range(2 * t, 3 * t), *range(4 * t, 5 * t)]:
        base.append(((power(i), 1), (power(t + i), 1), (power(m + i), 2)))
    for i in range(t):
        base.append(((power(m + t + i), 2), (power(m + 3 * t + i), 2), (power(m + 5 * t + i), 2)))
    rounds = []
    for shift in range(q):
        triples = [_triple((point(shift, 1), point(shift, 2), infinity))]
        triples.extend(_triple(point(x + shift, level) for x, level in b) for b in base)
        rounds.append(tuple(triples))
    return tuple(rounds)


def _kts_3q(q: int) -> Design:
    """KTS(3q), q prime ≡ 1 (mod 6): Stinson construction 1.2.

    Points (x, j) for x in Z_q and j in {0, 1, 2}. With a primitive element a and
    t = (q-1)/6: A0 = {(0,0), (0,1), (0,2)}; B_ij = {(a^i,j), (a^(i+2t),j), (a^(i+4t),j)}
    for i < t; A_i = {(a^i,0), (a^(i+2t),1), (a^(i+4t),2)}. The base round A0, all B_ij and
    A_i for i in [t,2t) ∪ [3t,4t) ∪ [5t,6t) gives q rounds by translation; each A_i for i in
    [0,t) ∪ [2t,3t) ∪ [4t,5t) gives one more round of its q translates.
    """
    a = _primitive_root(q)
    t = (q - 1) // 6

    def power(e: int) -> int:
        return pow(a, e, q)

    def point(x: int, level: int) -> int:
        return x % q + level * q

    a_blocks = [((power(i), 0), (power(i + 2 * t), 1), (power(i + 4 * t), 2)) for i in range(6 * t)]
    base = [((0, 0), (0, 1), (0, 2))]
    base.extend(
        ((power(i), j), (power(i + 2 * t), j), (power(i + 4 * t), j))
        for j in range(3)
        for i in range(t)
    )
    for i in [*range(t, 2 * t), *range(3 * t, 4 * t), *range(5 * t, 6 * t)]:
        base.append(a_blocks[i])
    rounds = []
    for shift in range(q):
        rounds.append(tuple(_triple(point(x + shift, j) for x, j in b) for b in base))
    for i in [*range(t), *range(2 * t, 3 * t), *range(4 * t, 5 * t)]:
        rounds.append(
            tuple(_triple(point(x + shift, j) for x, j in a_blocks[i]) for shift in range(q))
        )
    return tuple(rounds)


def _affine_geometry(n: int) -> Design:
    """AG(n, 3): points are the vectors of Z_3^n (number = base-3 digits); one round per
    direction d (first nonzero entry 1), holding the lines {x, x + d, x + 2d}."""
    vectors = list(product(range(3), repeat=n))

    def number(vec: tuple[int, ...]) -> int:
        value = 0
        for digit in vec:
            value = 3 * value + digit
        return value

    rounds = []
    for d in vectors:
        nonzero = [x for x in d if x]
        if not nonzero or nonzero[0] != 1:
            continue
        seen: set[int] = set()
        triples = []
        for x in vectors:
            if number(x) in seen:
                continue
            line = [tuple((a + k * b) % 3 for a, b in zip(x, d, strict=True)) for k in range(3)]
            seen.update(number(p) for p in line)
            triples.append(_triple(number(p) for p in line))
        rounds.append(tuple(triples))
    return tuple(rounds)


def _tripled(small: Design, u: int) -> Design:
    """KTS(3u) from KTS(u): point (a, i) is 3a + i. Each round of the small design gives
    three rounds: triple {a, b, c} becomes {(a, x), (b, y), (c, z)} with x + y + z ≡ 0 and
    y - x ≡ s (mod 3) in round s (the transversal lines of AG(2, 3)); a last round seats
    each {(a, 0), (a, 1), (a, 2)}."""
    rounds = []
    for round_triples in small:
        for s in range(3):
            triples = []
            for a, b, c in round_triples:
                for x in range(3):
                    y = (x + s) % 3
                    z = (-x - y) % 3
                    triples.append(_triple((3 * a + x, 3 * b + y, 3 * c + z)))
            rounds.append(tuple(triples))
    rounds.append(tuple((3 * a, 3 * a + 1, 3 * a + 2) for a in range(u)))
    return tuple(rounds)


def _developed(m: int, base_rounds: design_data.BaseRounds) -> Design:
    """Translates under Z_m of stored base rounds: points x + m·level for x in Z_m, and
    fixed points m·levels, m·levels + 1, ... that every translation keeps."""
    fixed = max(p for r in base_rounds for t in r for p in t) // m * m

    def moved(p: int, shift: int) -> int:
        return p if p >= fixed else (p % m + shift) % m + p // m * m

    return tuple(
        tuple(_triple(moved(p, shift) for p in t) for t in base)
        for base in base_rounds
        for shift in range(m)
    )


def _one_rotational(n: int, blocks: design_data.Blocks) -> Design:
    """KTS(2n + 1) fixed by Z_2n: the base round {∞, 0, n}, B and B + n for each stored
    block B; round s is the base round shifted by s (shift s and s + n give the same)."""
    infinity = 2 * n
    base = [(0, n), *blocks, *(tuple((x + n) % (2 * n) for x in b) for b in blocks)]
    rounds = []
    for shift in range(n):
        triples = [_triple((shift, shift + n, infinity))]
        triples.extend(_triple((x + shift) % (2 * n) for x in b) for b in base[1:])
        rounds.append(tuple(triples))
    return tuple(rounds)


def _pbd_34() -> list[list[int]]:
    """A pairwise balanced design of 34 points (every pair in exactly one block) with
    blocks of 4 and 7: point (x, y) of Z_9 x Z_3 is 9y + x, and 27..33 are added. From
    the base blocks A, B, C, D of ``design_data.PBD34_BASE``: A + (i, j); B + (i, i + j)
    with point 27 + j; C + (i + j, 2i + j) with 30 + j; D + (i, i) with 33; and the block
    27..33."""
    base_a, base_b, base_c, base_d = design_data.PBD34_BASE

    def point(x: int, y: int) -> int:
        return 9 * (y % 3) + x % 9

    blocks = [list(range(27, 34))]
    for i in range(9):
        blocks.append([point(x + i, y + i) for x, y in base_d] + [33])
        for j in range(3):
            blocks.append([point(x + i, y + j) for x, y in base_a])
            blocks.append([point(x + i, y + i + j) for x, y in base_b] + [27 + j])
            blocks.append([point(x + i + j, y + 2 * i + j) for x, y in base_c] + [30 + j])
    return blocks


def _kts_from_pbd(u: int, blocks: list[list[int]]) -> Design | None:
    """KTS(2u + 1) from a pairwise balanced design of u points with blocks of 4 and 7
    (Beth, Jungnickel and Lenz, lemma IX.6.4): each point x becomes 2x and 2x + 1, and a
    point ∞ = 2u is added. On each block B of k points goes a KTS(2k + 1), labelled so
    that its round i holds {2B[i], 2B[i] + 1, ∞}; that round, without this triple, is
    part of round B[i] of the large design, which also holds {2x, 2x + 1, ∞} for x =
    B[i]. As the blocks through x split the other points, round x seats everyone."""
    infinity = 2 * u
    rounds: list[list[tuple[int, int, int]]] = [[(2 * x, 2 * x + 1, infinity)] for x in range(u)]
    for block in blocks:
        k = len(block)
        small = kirkman_design(2 * k + 1)
        if small is None:  # pragma: no cover - KTS(9) and KTS(15) are built in
            return None
        label: dict[int, int] = {2 * k: infinity}
        for i, round_triples in enumerate(small):
            a, b = next(sorted(t)[:2] for t in round_triples if 2 * k in t)
            label[a], label[b] = 2 * block[i], 2 * block[i] + 1
        for i, round_triples in enumerate(small):
            rounds[block[i]].extend(
                _triple(label[p] for p in t) for t in round_triples if 2 * k not in t
            )
    return tuple(tuple(r) for r in rounds)


@cache
def kirkman_design(v: int) -> Design | None:
    """A KTS(v) as (v-1)/2 rounds of triples of 0..v-1, or ``None`` if none is built in.

    Built in: every v ≡ 3 (mod 6) up to 99, and beyond that 3^n, 2q+1 and 3q for primes
    q ≡ 1 (mod 6) up to 200, and three times any of these.
    """
    if v % 6 != 3:
        return None
    power, n = 3, 1
    while power < v:
        power, n = power * 3, n + 1
    if power == v:
        return _affine_geometry(n)
    if v % 2 == 1:
        q = (v - 1) // 2
        if q % 6 == 1 and q <= _MAX_PRIME and _is_prime(q):
            return _kts_2q_plus_1(q)
    if v % 3 == 0:
        q = v // 3
        if q % 6 == 1 and q <= _MAX_PRIME and _is_prime(q):
            return _kts_3q(q)
    if v in design_data.ONE_ROTATIONAL:
        return _one_rotational((v - 1) // 2, design_data.ONE_ROTATIONAL[v])
    if v in design_data.CYCLIC_KTS:
        m, base_rounds = design_data.CYCLIC_KTS[v]
        return _developed(m, base_rounds)
    if v % 9 == 0:
        small = kirkman_design(v // 3)
        if small is not None:
            return _tripled(small, v // 3)
    if v == 2 * 34 + 1:
        return _kts_from_pbd(34, _pbd_34())
    return None


@cache
def nearly_kirkman_design(v: int) -> Design | None:
    """An NKTS(v) as v/2 - 1 rounds of v/3 triples of 0..v-1 in which every pair meets at
    most once, or ``None`` if none is built in: the cyclic ones of
    ``design_data.CYCLIC_NKTS`` (18 to 84), else ``_filled_nkts``."""
    if v in design_data.CYCLIC_NKTS:
        m, base_rounds = design_data.CYCLIC_NKTS[v]
        return _developed(m, base_rounds)
    return _filled_nkts(v)


def _filled_nkts(v: int) -> Design | None:
    """NKTS(6mu) from the stored 3-RGDD of type 6^u (u = 4, 5) inflated by m to type
    (6m)^u, each group filled with an NKTS(6m) (``gdd``): m = 3 or 4 gives 72, 90, 96,
    and any odd m or 4 with an NKTS(6m) more (120, 150, 168, 210, ...)."""
    for u in sorted(design_data.CYCLIC_RGDD):
        m, rest = divmod(v, 6 * u)
        if rest or m < 3:
            continue
        small = nearly_kirkman_design(6 * m)
        rgdd = gdd.cyclic_rgdd(u)
        large = gdd.inflated(rgdd, m) if rgdd is not None else None
        if small is not None and large is not None:
            return gdd.filled(large, small)
    return None


def resolvable_design(v: int) -> Design | None:
    """The built-in design for a field of ``v`` players at tables of 3: a KTS(v) or an
    NKTS(v), whichever fits; ``None`` when the field has none built in."""
    if v % 6 == 3:
        return kirkman_design(v)
    if v % 6 == 0:
        return nearly_kirkman_design(v)
    return None

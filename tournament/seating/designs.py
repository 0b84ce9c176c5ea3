"""Schedules in which no two players ever meet twice: resolvable designs with blocks of 3.

A Kirkman triple system KTS(v) splits all v(v-1)/6 triples of a Steiner triple system into
(v-1)/2 rounds; seated by it, v players play (v-1)/2 rounds of 3-player tables and every
pair meets exactly once. Kirkman's schoolgirl problem is KTS(15).

Constructions (all exact, no search):
- v = 3: one table.
- v = 9: the affine plane AG(2, 3); its four parallel classes of lines are the rounds.
- v = 2q + 1 and v = 3q for a prime q ≡ 1 (mod 6): the direct constructions of
  Ray-Chaudhuri and Wilson (1971), as given by Stinson, "A survey of Kirkman triple systems
  and related designs" (1991), constructions 1.1 and 1.2. q = 7 gives KTS(15) and KTS(21).

A design is returned as rounds of triples of the points 0..v-1.
"""

from __future__ import annotations

from functools import cache

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


@cache
def kirkman_design(v: int) -> Design | None:
    """A KTS(v) as (v-1)/2 rounds of triples of 0..v-1, or ``None`` if none is built in.

    Built in: 3, 9, and 2q+1 or 3q for primes q ≡ 1 (mod 6) up to 200 (15, 21, 27, 39, 57,
    63, 75, 87, ...). KTS(v) exists for every v ≡ 3 (mod 6); the others fall back to search.
    """
    if v == 3:
        return (((0, 1, 2),),)
    if v == 9:
        return _affine_plane_3()
    if v % 2 == 1:
        q = (v - 1) // 2
        if q % 6 == 1 and q <= _MAX_PRIME and _is_prime(q):
            return _kts_2q_plus_1(q)
    if v % 3 == 0:
        q = v // 3
        if q % 6 == 1 and q <= _MAX_PRIME and _is_prime(q):
            return _kts_3q(q)
    return None

"""Strength groups by rating (the rule text's "Einstufung"): "Mittels einer Einstufung
werden Gruppen verschiedener Spielstärke vom Turnier-Veranstalter gebildet."

The director names the groups (best first) and, if they like, each group's size; the
players are placed by their rating, best first, and players without a rating go where the
director says: after the rated ones, before them, or into a group of their choice. Without
sizes the field is cut into groups as even as they go, each a multiple of three where the
field allows (a group plays on its own tables of three).

>>> groups_by_rating(list("abcdefg"), {"a": 1500, "b": 1700, "c": 1100, "d": 1600,
...     "e": 1200, "f": 1000}, ["A", "B"])
{'b': 'A', 'd': 'A', 'a': 'A', 'e': 'B', 'c': 'B', 'f': 'B', 'g': 'B'}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tournament.seating.errors import SeatingError
from tournament.seating.model import PlayerId

LAST = "last"
"""Unrated players after the rated ones."""
FIRST = "first"
"""Unrated players before the rated ones."""


def rating_order(
    players: Sequence[PlayerId], ratings: Mapping[PlayerId, float], unrated: str = LAST
) -> list[PlayerId]:
    """``players`` best rated first (equal ratings in the order given); the unrated ones
    after them, or before them with ``unrated="first"`` (in the order given).

    >>> rating_order(["x", "y", "z"], {"y": 1200, "z": 1300})
    ['z', 'y', 'x']
    """
    rated = sorted((p for p in players if p in ratings), key=lambda p: -ratings[p])
    rest = [p for p in players if p not in ratings]
    return rest + rated if unrated == FIRST else rated + rest


def even_sizes(count: int, groups: int) -> list[int]:
    """``count`` players in ``groups`` groups as even as they go, multiples of three first
    (the last groups take the rest).

    >>> even_sizes(20, 3), even_sizes(9, 3)
    ([6, 7, 7], [3, 3, 3])
    """
    if groups < 1:
        raise SeatingError("name at least one group")
    if count < 3 * groups:
        raise SeatingError(f"{count} players cannot make {groups} groups of at least 3")
    tables = count // 3
    sizes = [3 * (tables // groups + (1 if i < tables % groups else 0)) for i in range(groups)]
    sizes.sort(reverse=True)
    left = count - sum(sizes)
    for i in range(left):  # one or two players over: to the last groups, a table of four
        sizes[groups - 1 - i % groups] += 1
    return sizes


def groups_by_rating(
    players: Sequence[PlayerId],
    ratings: Mapping[PlayerId, float],
    labels: Sequence[str],
    *,
    sizes: Sequence[int] | None = None,
    unrated: str = LAST,
) -> dict[PlayerId, str]:
    """Each player's group: ``labels`` best first, of ``sizes`` (the last group takes
    whoever is left; default :func:`even_sizes`). ``unrated`` is ``"last"``, ``"first"``
    or one of ``labels`` (the unrated join that group; the rated fill the sizes)."""
    if not labels or len(set(labels)) != len(labels) or not all(labels):
        raise SeatingError("name the groups, each once")
    fixed = unrated if unrated not in (LAST, FIRST) else None
    if fixed is not None and fixed not in labels:
        raise SeatingError(f"unrated players to group {unrated!r}: not one of the groups")
    placed = [p for p in players if fixed is None or p in ratings]
    order = rating_order(placed, ratings, unrated if fixed is None else LAST)
    if sizes is None:
        chosen = even_sizes(len(players), len(labels))
    else:
        chosen = list(sizes)
        if len(chosen) not in (len(labels), len(labels) - 1) or any(n < 1 for n in chosen):
            raise SeatingError(f"give a size of 1 or more for each of the {len(labels)} groups")
        if sum(chosen[: len(labels) - 1]) > len(order):
            raise SeatingError(f"the sizes add up to more than the {len(order)} players")
    out: dict[PlayerId, str] = {}
    start = 0
    for index, label in enumerate(labels):
        end = len(order) if index == len(labels) - 1 else start + chosen[index]
        out.update((player, label) for player in order[start:end])
        start = end
    if fixed is not None:
        out.update((player, fixed) for player in players if player not in ratings)
    return out

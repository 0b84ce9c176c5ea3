"""Seating a round: the first round, the movement after each round, groups and promotion,
late entries and withdrawals, and the director's hand swap (issue items 1-5, RULINGS §7).

Everything here is a pure function of its arguments: the same history, players, options
and seed give the same round. Earlier rounds are never changed; a late entry or a
withdrawal is simply a different list of active players for the next round.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Mapping, Sequence

from tournament.seating.designs import resolvable_design
from tournament.seating.errors import SeatingError
from tournament.seating.meetings import MeetingMatrix, meeting_matrix
from tournament.seating.mix import mix_tables
from tournament.seating.model import (
    NO_GROUP,
    Movement,
    Plan,
    PlayerId,
    RoundPlan,
    SeatingOptions,
)
from tournament.seating.rotate import rebalance, rotate_tables
from tournament.seating.rotation import planned_rotation
from tournament.seating.schedule import SearchControl, mix_schedule
from tournament.seating.standings import standings_tables
from tournament.seating.tables import least_players, sitting_out_count, table_sizes

MOST_SEATS = 5
"""The largest table any game seats (Drachenrummy's 5, RULINGS §9)."""

Standings = Sequence[PlayerId] | Mapping[str, Sequence[PlayerId]]
"""The current standings, best first: one list for the whole field, or one list per group
label. A group's order is the overall order restricted to the group when one list is given."""


def first_round(
    players: Sequence[PlayerId],
    options: SeatingOptions | None = None,
    groups: Mapping[PlayerId, str] | None = None,
) -> RoundPlan:
    """Round 1: the players in the order given (a seeded draw with ``options.draw``), cut
    into tables of 3 (4 for the remainder); with groups, each group on its own tables."""
    return next_round((), players, options, groups=groups)


def next_round(
    history: Sequence[RoundPlan],
    active_players: Sequence[PlayerId],
    options: SeatingOptions | None = None,
    standings: Standings | None = None,
    groups: Mapping[PlayerId, str] | None = None,
    control: SearchControl | None = None,
) -> RoundPlan:
    """The seating of round ``len(history) + 1``.

    ``history`` holds rounds 1..k as they were played (never changed here);
    ``active_players`` everyone who plays from this round on, in registration order: a late
    entry is a new id in it, a withdrawal a missing one. ``standings`` (best first) are
    needed by the ``standings`` movement (without them the previous seating order stands in)
    and by a promotion. ``groups`` gives the strength group of players who have not played
    yet; a player who has played stays in the group of their last table. ``control``
    reports the progress of a long mix search and can cut it short.
    """
    options = options or SeatingOptions()
    _check_history(history)
    active = _check_players(active_players)
    number = len(history) + 1
    rng_root = f"{options.seed}:{number}"
    membership, group_order = _memberships(history, active, options, standings, groups, number)

    matrix = meeting_matrix(history)
    last = history[-1] if history else None
    seat_counts = _seat_counts(history)
    moves = _moves(history)

    tables: list[tuple[PlayerId, ...]] = []
    labels: list[str] = []
    sitting_out: list[PlayerId] = []
    for label in _group_labels(membership, options):
        members = group_order.get(label) or [p for p in active if membership[p] == label]
        rng = random.Random(f"{rng_root}:{label}")
        least = least_players(options.table_sizes)
        if len(members) < least:
            where = f"group {label!r} has" if label != NO_GROUP else "the field has"
            raise SeatingError(
                f"round {number}: {where} only {len(members)} players; a table needs"
                f" at least {least}",
                code="field_too_small" if label == NO_GROUP else "group_too_small",
                group=label,
                count=len(members),
                least=least,
            )
        out_count = sitting_out_count(len(members), options.table_sizes)
        out = _choose_sitting_out(members, history, out_count)
        playing = [p for p in members if p not in out]
        sizes = table_sizes(len(playing), options.table_sizes)
        if last is None:
            order = list(playing)
            if options.draw:
                rng.shuffle(order)
            group_tables = _cut(order, sizes)
        else:
            previous = [
                [p for p in table if p in playing]
                for table, g in zip(last.tables, last.table_groups, strict=True)
                if g == label
            ]
            group_tables = _move(
                options,
                label,
                history,
                previous,
                playing,
                sizes,
                matrix,
                moves,
                rng,
                _group_standings(standings, label, playing),
                control,
            )
            group_tables = [_order_seats(t, seat_counts, rng) for t in group_tables]
        tables.extend(tuple(t) for t in group_tables)
        labels.extend([label] * len(group_tables))
        sitting_out.extend(out)
    return RoundPlan(number, tuple(tables), tuple(sitting_out), tuple(labels))


def plan_event(
    players: Sequence[PlayerId],
    rounds: int,
    options: SeatingOptions | None = None,
    groups: Mapping[PlayerId, str] | None = None,
    control: SearchControl | None = None,
) -> Plan:
    """A preview of ``rounds`` rounds for a fixed field.

    Without results the standings movement and a promotion take the previous round's
    seating order (table 1 first) as the standings.
    """
    options = options or SeatingOptions()
    if rounds < 1:
        raise SeatingError(f"{rounds} rounds: a plan needs at least one round")
    if options.rounds is None:
        options = dataclasses.replace(options, rounds=rounds)
    history: list[RoundPlan] = []
    for _ in range(rounds):
        standings = history[-1].seated() + list(history[-1].sitting_out) if history else None
        history.append(next_round(history, players, options, standings, groups, control))
    return Plan(tuple(players), options, tuple(history))


def swap_seats(round_plan: RoundPlan, a: PlayerId, b: PlayerId) -> RoundPlan:
    """The round with players ``a`` and ``b`` exchanged: two seats (at one table, this
    changes who starts which game), or a seat and the sitting-out place. Both must be in
    the round and, with strength groups, in the same group."""
    if a == b:
        raise SeatingError(f"round {round_plan.number}: cannot swap player {a!r} with itself")
    for p in (a, b):
        if p not in set(round_plan.players()):
            raise SeatingError(f"round {round_plan.number}: player {p!r} is not in this round")
    seat_a, seat_b = round_plan.seat_of(a), round_plan.seat_of(b)
    if seat_a is None and seat_b is None:
        raise SeatingError(
            f"round {round_plan.number}: players {a!r} and {b!r} both sit out; nothing to swap"
        )
    group_a, group_b = round_plan.group_of(a), round_plan.group_of(b)
    if group_a is not None and group_b is not None and group_a != group_b:
        raise SeatingError(
            f"round {round_plan.number}: player {a!r} plays in group {group_a!r} and"
            f" {b!r} in group {group_b!r}; a swap may not cross groups"
        )

    def swapped(p: PlayerId) -> PlayerId:
        return b if p == a else a if p == b else p

    return RoundPlan(
        round_plan.number,
        tuple(tuple(swapped(p) for p in table) for table in round_plan.tables),
        tuple(swapped(p) for p in round_plan.sitting_out),
        round_plan.table_groups,
    )


def check_round(round_plan: RoundPlan, active_players: Sequence[PlayerId]) -> None:
    """Raise ``SeatingError`` unless every active player is in the round exactly once, no
    one else is, and every table has 3 or 4 players."""
    active = _check_players(active_players)
    everyone = list(round_plan.players())
    missing = [p for p in active if p not in set(everyone)]
    if missing:
        raise SeatingError(f"round {round_plan.number}: player {missing[0]!r} has no seat")
    unknown = [p for p in everyone if p not in set(active)]
    if unknown:
        raise SeatingError(f"round {round_plan.number}: player {unknown[0]!r} is not active")
    for t, table in enumerate(round_plan.tables, start=1):
        if len(table) not in (3, 4):
            raise SeatingError(
                f"round {round_plan.number}: table {t} has {len(table)} players; 3 or 4 allowed"
            )


# --- the parts -------------------------------------------------------------------------


def _check_history(history: Sequence[RoundPlan]) -> None:
    for k, round_plan in enumerate(history, start=1):
        if round_plan.number != k:
            raise SeatingError(
                f"history: round {round_plan.number} stands at place {k}; rounds count 1, 2, ..."
            )


def _check_players(players: Sequence[PlayerId]) -> list[PlayerId]:
    seen: set[PlayerId] = set()
    for p in players:
        if p in seen:
            raise SeatingError(f"player {p!r} is listed twice")
        seen.add(p)
    return list(players)


def _cut(order: Sequence[PlayerId], sizes: Sequence[int]) -> list[list[PlayerId]]:
    tables = []
    start = 0
    for size in sizes:
        tables.append(list(order[start : start + size]))
        start += size
    return tables


def _group_labels(membership: Mapping[PlayerId, str], options: SeatingOptions) -> list[str]:
    """Table order of the groups: the winners' group first, then by label."""
    labels = sorted(set(membership.values()))
    if options.winners_group in labels and options.promotion_after is not None:
        labels.remove(options.winners_group)
        labels.insert(0, options.winners_group)
    return labels


def _memberships(
    history: Sequence[RoundPlan],
    active: Sequence[PlayerId],
    options: SeatingOptions,
    standings: Standings | None,
    groups: Mapping[PlayerId, str] | None,
    number: int,
) -> tuple[dict[PlayerId, str], dict[str, list[PlayerId]]]:
    """Each active player's group this round, and the seating order of a group that a
    promotion has just formed (the best of each group first, alternating)."""
    last_group: dict[PlayerId, str] = {}
    for round_plan in history:
        for table, label in zip(round_plan.tables, round_plan.table_groups, strict=True):
            for p in table:
                last_group[p] = label
    membership: dict[PlayerId, str] = {}
    for p in active:
        played_in = last_group.get(p)
        if played_in is not None:
            membership[p] = played_in
        elif not options.groups:
            membership[p] = NO_GROUP
        elif groups is None or p not in groups:
            raise SeatingError(f"player {p!r} has no strength group", code="no_group", player=p)
        else:
            membership[p] = str(groups[p])
            if membership[p] == options.winners_group and options.promotion_after is not None:
                raise SeatingError(
                    f"player {p!r}: group {membership[p]!r} is the winners' group, reached"
                    " only by promotion"
                )
    order: dict[str, list[PlayerId]] = {}
    if options.promotion_due(number - 1):
        if standings is None:
            raise SeatingError(
                f"round {number}: promotion after round {number - 1} needs the standings"
            )
        winners = options.winners_group
        stayers = [p for p in active if membership[p] == winners]
        ranked: list[list[PlayerId]] = []
        for label in sorted(set(membership.values()) - {winners}):
            members = [p for p in active if membership[p] == label]
            ranking = _rank(standings, label, members)
            ranked.append(ranking[: options.promotion_count])
        promoted = [p for rank in itertools.zip_longest(*ranked) for p in rank if p is not None]
        if stayers:
            # Relegation: as many of the winners' group go down as come up, the last of its
            # standings, each back to the group they came from.
            home = _home_groups(history, stayers, groups, winners)
            ranking = _rank(standings, winners, stayers)
            down = ranking[len(ranking) - len(promoted) :] if promoted else []
            for p in down:
                membership[p] = home[p]
            stayers = [p for p in ranking if p not in set(down)]
        for p in promoted:
            membership[p] = winners
        order[winners] = [*stayers, *promoted] if stayers else promoted
    return membership, order


def _home_groups(
    history: Sequence[RoundPlan],
    players: Sequence[PlayerId],
    groups: Mapping[PlayerId, str] | None,
    winners: str,
) -> dict[PlayerId, str]:
    """The group each player played in before reaching the winners' group."""
    home: dict[PlayerId, str] = {p: str(groups[p]) for p in players if groups and p in groups}
    inside = set(players)
    for round_plan in history:
        for table, label in zip(round_plan.tables, round_plan.table_groups, strict=True):
            if label != winners:
                for p in table:
                    if p in inside:
                        home[p] = label
    return {p: home.get(p, NO_GROUP) for p in players}


def _group_standings(
    standings: Standings | None, label: str, members: Sequence[PlayerId]
) -> list[PlayerId] | None:
    return None if standings is None else _rank(standings, label, members)


def _rank(standings: Standings, label: str, members: Sequence[PlayerId]) -> list[PlayerId]:
    """The group's members best first; members missing from the standings go last."""
    ranking = standings.get(label, ()) if isinstance(standings, Mapping) else standings
    inside = set(members)
    ordered = [p for p in ranking if p in inside]
    placed = set(ordered)
    return ordered + [p for p in members if p not in placed]


def _choose_sitting_out(
    members: Sequence[PlayerId], history: Sequence[RoundPlan], count: int
) -> list[PlayerId]:
    """RULINGS §7: with 5 players one sits out per round in turn. The turn goes to who has
    sat out least, then who has played most, then in list order after the last one out
    (round 1: the last player)."""
    if count == 0:
        return []
    sat_out = dict.fromkeys(members, 0)
    played = dict.fromkeys(members, 0)
    previous: PlayerId | None = None
    for round_plan in history:
        for p in round_plan.sitting_out:
            if p in sat_out:
                sat_out[p] += 1
                previous = p
        for p in round_plan.seated():
            if p in played:
                played[p] += 1
    n = len(members)
    start = members.index(previous) + 1 if previous is not None else n - 1
    turn = {p: (i - start) % n for i, p in enumerate(members)}
    ranked = sorted(members, key=lambda p: (sat_out[p], -played[p], turn[p]))
    return ranked[:count]


def _seat_counts(history: Sequence[RoundPlan]) -> dict[PlayerId, list[int]]:
    counts: dict[PlayerId, list[int]] = {}
    for round_plan in history:
        for table in round_plan.tables:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0] * MOST_SEATS)[seat] += 1
    return counts


def _moves(history: Sequence[RoundPlan]) -> dict[PlayerId, int]:
    """How often each player changed table number between consecutive rounds."""
    moves: dict[PlayerId, int] = {}
    previous: dict[PlayerId, int] = {}
    for round_plan in history:
        current = {p: t for t, table in enumerate(round_plan.tables) for p in table}
        for p, t in current.items():
            if p in previous and previous[p] != t:
                moves[p] = moves.get(p, 0) + 1
        previous = current
    return moves


def _order_seats(
    table: Sequence[PlayerId], seat_counts: Mapping[PlayerId, Sequence[int]], rng: random.Random
) -> list[PlayerId]:
    """The seat order that gives each player the seats they have had least (seat k starts
    game k), so that starting positions vary from round to round; ties by a seeded draw."""
    best: tuple[int, float] | None = None
    best_order: list[PlayerId] = list(table)
    none = (0,) * MOST_SEATS
    for perm in itertools.permutations(table):
        cost = sum(seat_counts.get(p, none)[k] ** 2 for k, p in enumerate(perm))
        key = (cost, rng.random())
        if best is None or key < best:
            best, best_order = key, list(perm)
    return best_order


def _move(
    options: SeatingOptions,
    label: str,
    history: Sequence[RoundPlan],
    previous: list[list[PlayerId]],
    playing: list[PlayerId],
    sizes: list[int],
    matrix: MeetingMatrix,
    moves: Mapping[PlayerId, int],
    rng: random.Random,
    ranking: list[PlayerId] | None,
    control: SearchControl | None,
) -> list[list[PlayerId]]:
    placed = {p for table in previous for p in table}
    newcomers = [p for p in playing if p not in placed]
    if options.movement is Movement.ROTATE:
        if not placed:
            order = ranking if ranking is not None else playing
            return _cut(order, sizes)
        planned = planned_rotation(history, label, playing, sizes, options.rounds, options.seed)
        if planned is not None:
            return planned
        balanced = rebalance(previous, newcomers, sizes)
        return rotate_tables(balanced, matrix.count, moves, rng)
    if options.movement is Movement.STANDINGS:
        if ranking is None:
            ranking = [p for table in previous for p in table] + newcomers
        return standings_tables(ranking, sizes, previous)
    designed = _planned_round(options, label, history, playing, matrix, control)
    if designed is not None:
        return designed
    return mix_tables(playing, sizes, matrix, rng)


def _planned_round(
    options: SeatingOptions,
    label: str,
    history: Sequence[RoundPlan],
    playing: Sequence[PlayerId],
    matrix: MeetingMatrix,
    control: SearchControl | None,
) -> list[list[PlayerId]] | None:
    """The next round of the whole-event mix schedule, while the group has kept the same
    players since its first round, none of them met before it, and every round so far has
    followed the schedule. The event's length is ``options.rounds``; without it only a
    design of the field (which needs no length) is followed."""
    members = set(playing)
    own: list[list[tuple[PlayerId, ...]]] = []
    for round_plan in reversed(history):
        tables = [
            t for t, g in zip(round_plan.tables, round_plan.table_groups, strict=True) if g == label
        ]
        if round_plan.sitting_out or {p for t in tables for p in t} != members:
            break
        own.append(tables)
    own.reverse()
    if not own:
        return None
    shape = tuple(len(t) for t in own[0])
    planned = options.rounds
    if planned is None:
        design = resolvable_design(len(playing))
        if design is None or any(size != 3 for size in shape):
            return None
        planned = len(design)
    if len(own) >= planned:
        return None
    pairs_met = sum(c for p in playing for q, c in matrix.row_view(p).items() if q in members) // 2
    pairs_played = sum(len(t) * (len(t) - 1) // 2 for tables in own for t in tables)
    if pairs_met != pairs_played:
        return None  # they met before the group's first round
    schedule = mix_schedule(shape, planned, options.seed, control)
    player_of = [p for table in own[0] for p in table]

    def mapped(k: int) -> set[frozenset[PlayerId]]:
        return {frozenset(player_of[i] for i in table) for table in schedule[k]}

    for k, tables in enumerate(own[1:], start=1):
        if {frozenset(t) for t in tables} != mapped(k):
            return None
    return [[player_of[i] for i in table] for table in schedule[len(own)]]

"""Plain data of the seating layer: options, one round's plan, a whole event's plan.

Players are opaque ids (``int`` or ``str``) that the caller chooses; the seating code only
compares them for equality and keeps them in the order it was given.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from tournament.scoring.model import Movement as Movement  # the one vocabulary (RULINGS §7)
from tournament.seating.errors import SeatingError

PlayerId: TypeAlias = int | str

NO_GROUP = ""
"""The group label of every table when the tournament has no strength groups."""


def parse_movement(text: str) -> Movement:
    """The movement named ``text`` (any case, spaces around allowed): ``rotate`` (the rule
    text: one player of each table moves to the next higher table, the last table's to
    table 1, "Nach jeweils einer Runde (3 Einzelspiele) wechselt ein Spieler zum
    nächsten Tisch mit der höheren Nummer"), ``mix`` (re-seat everyone so that as few
    pairs as possible meet again) or ``standings`` (re-seat by the current standings,
    best at table 1). The error lists the known names.

    >>> parse_movement(" MIX ") is Movement.MIX
    True
    """
    for movement in Movement:
        if movement.value == text.strip().lower():
            return movement
    names = ", ".join(m.value for m in Movement)
    raise SeatingError(f"unknown movement {text!r}: use one of {names}")


@dataclass(frozen=True, slots=True)
class SeatingOptions:
    """The seating settings of one tournament (shown on printouts).

    ``seed`` makes every choice reproducible: the same players, options and seed give the
    same plan. ``draw`` seats round 1 in a seeded random order instead of the order the
    players were given. ``groups`` seats each strength group on its own tables.
    ``promotion_after`` (a round number) with ``promotion_count`` K moves the top K of each
    group into the winners' group ``winners_group`` from the next round on; points are kept
    because standings are the scoring layer's business. ``rounds`` is the planned number of
    rounds: the ``mix`` movement plans the whole event with it (and ``plan_event`` fills it
    in), so a previewed plan is what ``next_round`` then seats while the field stays the same.
    ``promotion_every`` repeats the promotion after every ``promotion_after`` rounds, with
    relegation: as many players of the winners' group as are promoted, the last of its
    standings, go back to the groups they came from.
    """

    movement: Movement = Movement.ROTATE
    seed: int = 0
    draw: bool = False
    groups: bool = False
    promotion_after: int | None = None
    promotion_count: int = 0
    winners_group: str = "W"
    rounds: int | None = None
    promotion_every: bool = False
    table_sizes: tuple[int, ...] = (3, 4)
    """The table sizes the game seats (RULINGS §7: 3 and 4; the card games also 2 or 5,
    used only where 3 and 4 leave a player out, see ``tables.table_sizes``)."""

    def promotion_due(self, played: int) -> bool:
        """Whether a promotion follows round ``played``: after ``promotion_after``, and
        with ``promotion_every`` after each multiple of it."""
        after = self.promotion_after
        if after is None or played < after:
            return False
        return played == after or (self.promotion_every and played % after == 0)

    def __post_init__(self) -> None:
        if not isinstance(self.movement, Movement):
            raise SeatingError(f"movement must be a Movement, not {self.movement!r}")
        if self.promotion_after is not None:
            if self.promotion_after < 1:
                raise SeatingError(
                    f"promotion after round {self.promotion_after}: the round must be 1 or later"
                )
            if self.promotion_count < 1:
                raise SeatingError(
                    f"promotion after round {self.promotion_after} needs a count of at least 1,"
                    f" not {self.promotion_count}"
                )
        if self.rounds is not None and self.rounds < 1:
            raise SeatingError(f"{self.rounds} planned rounds: at least one round needed")
        if not self.winners_group:
            raise SeatingError("the winners' group needs a non-empty label")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, for storing with the tournament; ``from_dict`` reads it back."""
        return {
            "movement": self.movement.value,
            "seed": self.seed,
            "draw": self.draw,
            "groups": self.groups,
            "promotion_after": self.promotion_after,
            "promotion_count": self.promotion_count,
            "winners_group": self.winners_group,
            "rounds": self.rounds,
            "promotion_every": self.promotion_every,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SeatingOptions:
        """The options of ``to_dict``; missing keys take their defaults."""
        unknown = sorted(set(data) - set(cls.__dataclass_fields__))
        if unknown:
            raise SeatingError(f"unknown seating option {unknown[0]!r}")
        values = dict(data)
        if "movement" in values:
            values["movement"] = parse_movement(str(values["movement"]))
        return cls(**values)


Table: TypeAlias = tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """Who sits where in one round.

    ``tables[i]`` is table number ``i + 1``; its players are in seat order, and the player in
    seat k starts game k of the round. ``sitting_out`` are active players without a table this
    round (only ever one of five). ``table_groups[i]`` is the strength group of table
    ``i + 1`` (``NO_GROUP`` without groups); left empty it is filled with ``NO_GROUP``.
    """

    number: int
    tables: tuple[Table, ...]
    sitting_out: tuple[PlayerId, ...] = ()
    table_groups: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "tables", tuple(tuple(t) for t in self.tables))
        object.__setattr__(self, "sitting_out", tuple(self.sitting_out))
        if not self.table_groups:
            object.__setattr__(self, "table_groups", (NO_GROUP,) * len(self.tables))
        else:
            object.__setattr__(self, "table_groups", tuple(self.table_groups))
        if len(self.table_groups) != len(self.tables):
            raise SeatingError(
                f"round {self.number}: {len(self.table_groups)} group labels"
                f" for {len(self.tables)} tables"
            )
        if self.number < 1:
            raise SeatingError(f"round number {self.number}: rounds count from 1")
        seen: set[PlayerId] = set()
        for player in self.players():
            if player in seen:
                raise SeatingError(f"round {self.number}: player {player!r} is seated twice")
            seen.add(player)

    def players(self) -> Iterator[PlayerId]:
        """Everyone of the round: the seated in table and seat order, then the sitting out."""
        for table in self.tables:
            yield from table
        yield from self.sitting_out

    def seated(self) -> list[PlayerId]:
        """The seated players in table and seat order."""
        return [p for table in self.tables for p in table]

    def seat_of(self, player: PlayerId) -> tuple[int, int] | None:
        """``(table number, seat number)``, both from 1, or ``None`` when not seated."""
        for t, table in enumerate(self.tables, start=1):
            for s, p in enumerate(table, start=1):
                if p == player:
                    return (t, s)
        return None

    def group_of(self, player: PlayerId) -> str | None:
        """The group label of the player's table, ``None`` when not seated."""
        seat = self.seat_of(player)
        return None if seat is None else self.table_groups[seat[0] - 1]

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RoundPlan:
        """The round of ``to_dict``."""
        try:
            return cls(
                int(data["number"]),
                tuple(tuple(t) for t in data["tables"]),
                tuple(data.get("sitting_out", ())),
                tuple(data.get("groups", ())),
            )
        except (KeyError, TypeError) as exc:
            raise SeatingError(f"not a seating round: {exc!s}") from exc

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"number", "tables", "sitting_out"}`` plus ``"groups"`` if any."""
        data: dict[str, Any] = {
            "number": self.number,
            "tables": [list(t) for t in self.tables],
            "sitting_out": list(self.sitting_out),
        }
        if any(g != NO_GROUP for g in self.table_groups):
            data["groups"] = list(self.table_groups)
        return data


@dataclass(frozen=True, slots=True)
class Plan:
    """A whole event's seating, for the preview and printouts; the seed is part of it."""

    players: tuple[PlayerId, ...]
    options: SeatingOptions
    rounds: tuple[RoundPlan, ...]

    @property
    def seed(self) -> int:
        return self.options.seed

"""The club rating list's use cases: rate a club's evenings, players matched by the club
register or by name and club (:mod:`tournament.ratings`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace

from tournament.ratings.club_list import RatingList, RatingRow, rate_evenings
from tournament.ratings.evenings import name_key, rating_evening, text_key
from tournament.ratings.register import Match, MatchStatus, Person, person_key
from tournament.scoring.model import Player, Tournament
from tournament.seating.errors import SeatingError
from tournament.seating.model import PlayerId
from tournament.seating.rating_groups import LAST, groups_by_rating, rating_order
from tournament.services.club import ClubRegister, member_key
from tournament.services.dto import Done, PlayerEntry, PlayerInfo
from tournament.services.errors import InvalidInputError
from tournament.services.model_read import tournament_model
from tournament.services.service import TournamentService


def evening_model(service: TournamentService) -> Tournament:
    """An evening as the rating list reads it: the whole tournament model."""
    return tournament_model(service)


def in_date_order(evenings: Sequence[Tournament]) -> list[Tournament]:
    """``evenings`` by date when every one has a date, else as given (as the season)."""
    chosen = list(evenings)
    if chosen and all(evening.date for evening in chosen):
        chosen.sort(key=lambda evening: evening.date or "")
    return chosen


def _people(evenings: Sequence[Tournament]) -> list[Person]:
    return [
        (p.name, p.club or "", p.membership_number) for evening in evenings for p in evening.players
    ]


def club_keys(
    register: ClubRegister, evenings: Sequence[Tournament], *, add_new: bool = False
) -> Callable[[Player], str]:
    """Each evening player's member key. A name no member has is refused
    (``club.unmatched``) unless ``add_new`` registers it; a name several members fit is
    refused (``club.ambiguous``). Nothing is registered when anything is refused."""
    matches = register.match(_people(evenings))
    ambiguous = [m for m in matches if m.status is MatchStatus.AMBIGUOUS]
    if ambiguous:
        raise InvalidInputError(code="club.ambiguous", names=_names(ambiguous))
    new = [m for m in matches if m.status is MatchStatus.NEW]
    if new and not add_new:
        raise InvalidInputError(code="club.unmatched", names=_names(new))
    found = {m.key: m.member for m in matches if m.member is not None}
    if new:
        added = register.add_members((m.name, m.club, m.number) for m in new)
        found.update({m.key: member.id for m, member in zip(new, added, strict=True)})

    def key(player: Player) -> str:
        member = found[person_key(player.name, player.club or "", player.membership_number)]
        assert member is not None
        return member_key(member)

    return key


def _names(matches: Sequence[Match]) -> list[str]:
    return [f"{m.name} ({m.club})" if m.club else m.name for m in matches]


def rating_list(
    evenings: Sequence[Tournament],
    *,
    register: ClubRegister | None = None,
    add_new: bool = False,
    game: str | None = None,
) -> RatingList:
    """The rating list of ``evenings`` (in date order when all have a date)."""
    ordered = in_date_order(evenings)
    key = name_key if register is None else club_keys(register, ordered, add_new=add_new)
    rated = [rating_evening(evening, evening.date or evening.name, key) for evening in ordered]
    ratings = rate_evenings(rated, game)
    if register is None:
        return ratings
    # A member is shown as the register writes them, whatever the evenings' spellings.
    members = {member_key(m.id): m for m in register.members()}
    rows = tuple(
        replace(row, name=members[row.player].name, club=members[row.player].club)
        if row.player in members
        else row
        for row in ratings.rows
    )
    return replace(ratings, rows=rows)


def player_ratings(
    service: TournamentService, ratings: RatingList, register: ClubRegister | None = None
) -> dict[int, int]:
    """The rating of each of the tournament's players the list knows (by player id): by
    name and club, or as the register's members (names it lacks are unrated)."""
    rows = player_rows(service, ratings, register)
    return {pid: row.rating for pid, row in rows.items()}


def player_rows(
    service: TournamentService, ratings: RatingList, register: ClubRegister | None = None
) -> dict[int, RatingRow]:
    """The list's row of each of the tournament's players it knows (by player id), as
    :func:`player_ratings` matches them."""
    players = service.players.all(include_withdrawn=False)
    if register is None:
        keys = {p.id: text_key(p.name, p.club) for p in players}
    else:
        people = [(p.name, p.club, p.membership_number or None) for p in players]
        matches = {m.key: m.member for m in register.match(people)}
        keys = {
            p.id: member_key(member)
            for p, person in zip(players, people, strict=True)
            if (member := matches.get(person_key(*person))) is not None
        }
    by_key = {row.player: row for row in ratings.rows}
    return {pid: by_key[key] for pid, key in keys.items() if key in by_key}


def group_by_rating(
    service: TournamentService,
    ratings: Mapping[int, int],
    *,
    sizes: Sequence[int] | None = None,
    unrated: str = LAST,
    provisional: Collection[int] = (),
) -> Done[list[PlayerInfo]]:
    """Put the tournament's players into its strength groups by ``ratings`` (player id ->
    rating), best first (:func:`tournament.seating.rating_groups.groups_by_rating`); a
    grouping the field cannot make is refused (``players.grouping``). The ratings are
    kept as those the players brought to the evening (``provisional``: the ids whose
    rating is provisional), in the same action."""
    labels = service.info().settings.groups
    if not labels:
        raise InvalidInputError(code="players.no_groups", field="groups")
    players: list[PlayerId] = [p.id for p in service.players.all(include_withdrawn=False)]
    rated: dict[PlayerId, float] = {player: rating for player, rating in ratings.items()}
    try:
        groups = groups_by_rating(players, rated, labels, sizes=sizes, unrated=unrated)
    except SeatingError as exc:
        raise InvalidInputError(code="players.grouping", field="groups", reason=str(exc)) from exc
    kept = {pid: (rating, pid in provisional) for pid, rating in ratings.items()}
    return service.players.set_groups(
        {int(player): group for player, group in groups.items()}, ratings=kept
    )


def keep_ratings(
    service: TournamentService, ratings: Mapping[int, int], provisional: Collection[int] = ()
) -> Done[list[PlayerInfo]]:
    """Keep ``ratings`` (player id -> rating) as those the players brought to the evening,
    without groups (for round 1 by rating); the others become unrated."""
    kept = {pid: (rating, pid in provisional) for pid, rating in ratings.items()}
    return service.players.set_groups({}, ratings=kept)


def first_round_order(service: TournamentService, ratings: Mapping[int, int]) -> list[int]:
    """The players in rating order for round 1 (``start_round(first_order=...)``); the
    unrated after the rated, by start number."""
    players: list[PlayerId] = [p.id for p in service.players.all()]
    rated: dict[PlayerId, float] = {player: rating for player, rating in ratings.items()}
    return [int(player) for player in rating_order(players, rated)]


def enter_by_rating(
    service: TournamentService,
    players: Sequence[PlayerEntry],
    *,
    sizes: Sequence[int] | None = None,
    unrated: str = LAST,
) -> Done[list[PlayerInfo]]:
    """Register ``players`` (each with the rating they bring, if any) in one action,
    placed into the tournament's strength groups by rating when it has groups: the
    Einstufung of a new evening. A grouping the field cannot make is refused and nobody
    is registered (``players.grouping``)."""
    labels = service.info().settings.groups
    if not labels:
        return service.players.import_players(players)
    places: list[PlayerId] = list(range(len(players)))
    rated: dict[PlayerId, float] = {
        index: player.rating for index, player in enumerate(players) if player.rating is not None
    }
    try:
        groups = groups_by_rating(places, rated, labels, sizes=sizes, unrated=unrated)
    except SeatingError as exc:
        raise InvalidInputError(code="players.grouping", field="groups", reason=str(exc)) from exc
    return service.players.import_players(
        [replace(player, group=groups[index]) for index, player in enumerate(players)]
    )

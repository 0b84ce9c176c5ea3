"""Players: registration (late entries too), edits, withdrawal and removal."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NoReturn

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.scoring import limits
from tournament.services import _convert as cv
from tournament.services.checks import check_text
from tournament.services.dto import Done, PlayerEntry, PlayerInfo, PlayerStatus
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidStateError,
    NotFoundError,
)
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import Act
from tournament.store import models as m


class Players:
    """Use cases on the tournament's players."""

    def __init__(self, uow: ScoreBookCache) -> None:
        self._uow = uow

    def all(self, *, include_withdrawn: bool = True) -> list[PlayerInfo]:
        with self._uow.read() as session:
            query = select(m.Player).where(m.Player.tournament_id == self._uow.tournament_id)
            if not include_withdrawn:
                query = query.where(m.Player.status != PlayerStatus.WITHDRAWN)
            return [cv.player_info(p) for p in session.scalars(query.order_by(m.Player.number))]

    def get(self, player_id: int) -> PlayerInfo:
        with self._uow.read() as session:
            return cv.player_info(self._player(session, player_id))

    def _player(self, session: Session, player_id: int) -> m.Player:
        p = session.get(m.Player, player_id)
        if p is None or p.tournament_id != self._uow.tournament_id:
            raise NotFoundError(code="player.not_found", what="player", id=player_id)
        return p

    def _new_players(self, session: Session, entries: Sequence[PlayerEntry]) -> list[m.Player]:
        settings = self._uow.settings(session)
        current = self._uow.current_round(session)
        started = current.number if current else 0
        numbers = session.execute(
            select(m.Player.number, m.Player.code).where(
                m.Player.tournament_id == self._uow.tournament_id
            )
        ).all()
        number = max((n for n, _ in numbers), default=0)
        codes = {c for _, c in numbers}
        created = []
        for index, entry in enumerate(entries, start=1):
            at = index if len(entries) > 1 else None
            name = check_text(entry.name, "name", entry=at)
            club = check_text(entry.club or "", "club", required=False, entry=at)
            membership = check_text(
                entry.membership_number or "",
                "membership_number",
                required=False,
                limit=limits.MEMBERSHIP_LIMIT,
                entry=at,
            )
            group = check_text(
                entry.group or "", "group", required=False, limit=limits.GROUP_LIMIT, entry=at
            )
            if settings.groups and group and group not in settings.groups:
                where: dict[str, Any] = {} if at is None else {"entry": at}
                raise InvalidInputError(
                    code="player.unknown_group",
                    field="group",
                    group=group,
                    groups=settings.groups,
                    name=name,
                    **where,
                )
            number += 1
            code = str(number)
            while code in codes:
                code += "'"
            codes.add(code)
            player = m.Player(
                tournament_id=self._uow.tournament_id,
                number=number,
                code=code,
                name=name,
                club=club,
                group=group,
                membership_number=membership,
                rating=entry.rating,
                rating_provisional=entry.rating_provisional and entry.rating is not None,
                status=PlayerStatus.LATE if started else PlayerStatus.ACTIVE,
                joined_round=started + 1,
            )
            session.add(player)
            created.append(player)
        session.flush()
        return created

    def register_player(self, entry: PlayerEntry) -> Done[PlayerInfo]:
        """Register a player. Once a round has started this is a late entry (RULINGS 7):
        status ``late``, joining from the next round."""

        def body(act: Act) -> PlayerInfo:
            (player,) = self._new_players(act.session, [entry])
            late = player.status == PlayerStatus.LATE
            act.note(
                "player.registered_late" if late else "player.registered",
                number=player.number,
                name=player.name,
                round=player.joined_round,
            )
            act.params = {"player": player.id}
            act.rebuild = True
            return cv.player_info(player)

        return self._uow.run("register_player", body)

    def import_players(self, entries: Iterable[PlayerEntry]) -> Done[list[PlayerInfo]]:
        """Register many players in one action (all or none)."""
        items = list(entries)
        if not items:
            raise InvalidInputError(code="players.none", field="players")

        def body(act: Act) -> list[PlayerInfo]:
            players = self._new_players(act.session, items)
            act.note("players.imported", count=len(players))
            act.params = {"players": [p.id for p in players]}
            act.rebuild = True
            return [cv.player_info(p) for p in players]

        return self._uow.run("import_players", body)

    def set_groups(
        self,
        groups: Mapping[int, str],
        ratings: Mapping[int, tuple[int, bool]] | None = None,
    ) -> Done[list[PlayerInfo]]:
        """Put players into strength groups in one action (all or none): ``groups`` maps
        player ids to one of the tournament's groups (the groups by rating). ``ratings``
        (player id -> rating and whether it is provisional), if given, become the ratings
        the players brought to the evening; a player of the tournament not in it is then
        unrated."""
        if not groups and not ratings:
            raise InvalidInputError(code="players.none", field="players")

        def body(act: Act) -> list[PlayerInfo]:
            session = act.session
            known = self._uow.settings(session).groups
            changed: list[m.Player] = []
            for player_id, group in groups.items():
                p = self._player(session, player_id)
                if group not in known:
                    _unknown_group(p, group, known)
                p.group = group
                changed.append(p)
            if ratings is not None:
                everyone = select(m.Player).where(m.Player.tournament_id == self._uow.tournament_id)
                for p in session.scalars(everyone):
                    p.rating, p.rating_provisional = ratings.get(p.id, (None, False))
                    if p not in changed:
                        changed.append(p)
            session.flush()
            act.note("players.grouped", count=len(changed))
            act.params = {"players": [p.id for p in changed]}
            act.rebuild = True
            return [cv.player_info(p) for p in changed]

        return self._uow.run("set_groups", body)

    def edit_player(
        self,
        player_id: int,
        *,
        expected_version: int,
        name: str | None = None,
        club: str | None = None,
        group: str | None = None,
        membership_number: str | None = None,
    ) -> Done[PlayerInfo]:
        def body(act: Act) -> PlayerInfo:
            session = act.session
            p = self._player(session, player_id)
            if p.version != expected_version:
                raise ConflictError(
                    code="conflict.player", number=p.number, name=p.name, current=cv.player_info(p)
                )
            old = cv.player_info(p)
            if name is not None:
                p.name = check_text(name, "name")
            if club is not None:
                p.club = check_text(club, "club", required=False)
            if membership_number is not None:
                p.membership_number = check_text(
                    membership_number,
                    "membership_number",
                    required=False,
                    limit=limits.MEMBERSHIP_LIMIT,
                )
            if group is not None:
                text = check_text(group, "group", required=False, limit=limits.GROUP_LIMIT)
                groups = self._uow.settings(session).groups
                if groups and text and text not in groups:
                    _unknown_group(p, text, groups)
                p.group = text
            session.flush()
            act.note("player.edited", number=p.number, old=old.name, new=p.name)
            act.params = {"player": p.id}
            act.rebuild = True
            return cv.player_info(p)

        return self._uow.run(
            "edit_player", body, on_conflict=lambda: self._current_player(player_id)
        )

    def _current_player(self, player_id: int) -> PlayerInfo | None:
        try:
            return self.get(player_id)
        except NotFoundError:
            return None

    def withdraw_player(self, player_id: int, *, reason: str = "") -> Done[PlayerInfo]:
        """Withdrawal (RULINGS 7): the player leaves from the next round; earlier rounds stay."""

        def body(act: Act) -> PlayerInfo:
            session = act.session
            p = self._player(session, player_id)
            if p.status == PlayerStatus.WITHDRAWN:
                raise InvalidStateError(
                    code="player.withdrawn_already", player=p.id, number=p.number, name=p.name
                )
            current = self._uow.current_round(session)
            p.status = PlayerStatus.WITHDRAWN
            p.left_after_round = current.number if current else 0
            session.flush()
            act.note(
                "player.withdrawn_because" if reason.strip() else "player.withdrawn",
                number=p.number,
                name=p.name,
                round=p.left_after_round,
                reason=reason.strip(),
            )
            act.params = {"player": p.id, "reason": reason.strip()}
            act.rebuild = True
            return cv.player_info(p)

        return self._uow.run("withdraw_player", body)

    def reinstate_player(self, player_id: int) -> Done[PlayerInfo]:
        """Undo a withdrawal from the next round on."""

        def body(act: Act) -> PlayerInfo:
            session = act.session
            p = self._player(session, player_id)
            if p.status != PlayerStatus.WITHDRAWN:
                raise InvalidStateError(
                    code="player.not_withdrawn", player=p.id, number=p.number, name=p.name
                )
            # Seated again from the next round on; the rounds missed stay missed.
            p.status = PlayerStatus.ACTIVE if p.joined_round == 1 else PlayerStatus.LATE
            p.left_after_round = None
            session.flush()
            act.note("player.reinstated", number=p.number, name=p.name)
            act.params = {"player": p.id}
            act.rebuild = True
            return cv.player_info(p)

        return self._uow.run("reinstate_player", body)

    def remove_player(
        self, player_id: int, *, expected_version: int | None = None
    ) -> Done[PlayerInfo]:
        """Remove a player registered by mistake; returns the player as they were.

        Refused (``InvalidStateError``, code ``player.in_rounds``, data ``rounds``) once the
        player has taken part in a round, seated or sitting out: withdrawal is the way then,
        so that no round loses a player. Undoable like every other action; the start numbers
        of the others stay as they are."""

        def body(act: Act) -> PlayerInfo:
            session = act.session
            p = self._player(session, player_id)
            if expected_version is not None and p.version != expected_version:
                raise ConflictError(
                    code="conflict.player_removed",
                    number=p.number,
                    name=p.name,
                    current=cv.player_info(p),
                )
            rounds = self._rounds_of_player(session, p.id)
            if rounds:
                raise InvalidStateError(
                    code="player.in_rounds",
                    player=p.id,
                    number=p.number,
                    name=p.name,
                    rounds=rounds,
                )
            info = cv.player_info(p)
            session.delete(p)
            session.flush()
            act.note("player.removed", number=info.number, name=info.name)
            act.params = {"player": info.id}
            act.rebuild = True
            return info

        return self._uow.run(
            "remove_player", body, on_conflict=lambda: self._current_player(player_id)
        )

    def _rounds_of_player(self, session: Session, player_id: int) -> list[int]:
        """Numbers of the rounds in which a player has a seat or sits out."""
        seated = set(
            session.scalars(
                select(m.Round.number)
                .join(m.GameTable, m.GameTable.round_id == m.Round.id)
                .join(m.Seat, m.Seat.table_id == m.GameTable.id)
                .where(
                    m.Round.tournament_id == self._uow.tournament_id, m.Seat.player_id == player_id
                )
            )
        )
        for number, out in session.execute(
            select(m.Round.number, m.Round.sitting_out).where(
                m.Round.tournament_id == self._uow.tournament_id
            )
        ):
            if player_id in (out or []):
                seated.add(number)
        return sorted(seated)


def _unknown_group(player: m.Player, group: str, groups: Sequence[str]) -> NoReturn:
    raise InvalidInputError(
        code="player.unknown_group", field="group", group=group, groups=groups, name=player.name
    )

"""The use cases of a tournament: what the desktop app, the printouts and the CLI call.

Open or create a tournament to get a ``TournamentService``; every method is one transaction
(a failure leaves nothing half-written) and returns plain data from ``tournament.services.dto``.
Changing methods return ``Done[T]``: the new value plus the id of the audit entry written, and
take ``expected_version`` where two desks could edit the same thing: a stale version raises
``ConflictError`` carrying the current value.

    svc = create_tournament("Vereinsabend", path="abend.srt")
    svc.import_players([PlayerEntry("Anna", "TSV"), ...])
    rnd = svc.start_round().value
    game = rnd.tables[0].games[0]
    svc.record_result(game.id, ResultEntry({p: n for p, n in ...}), expected_version=game.version)
    svc.standings()
    svc.undo()          # reverses the last action, recorded in the audit log
    svc.close()
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from pathlib import Path

from tournament.services.dto import (
    AuditEntry,
    BackupInfo,
    DecisionInfo,
    DecisionKind,
    Done,
    GameInfo,
    PlayerEntry,
    PlayerInfo,
    PlayerStatus,
    ResultEntry,
    RoundInfo,
    Settings,
    StandingRow,
    TournamentInfo,
)


class TournamentService:
    """One open tournament (a .srt file or a tournament in a PostgreSQL database).

    ``desk`` names who makes the changes (a scoring desk or the director); it is written to
    the audit log and as the default author of decisions.
    """

    # -- tournament ---------------------------------------------------------------------

    def info(self) -> TournamentInfo:
        raise NotImplementedError

    def update_tournament(
        self,
        *,
        expected_version: int,
        name: str | None = None,
        date: str | None = None,
        place: str | None = None,
        director: str | None = None,
        settings: Settings | None = None,
    ) -> Done[TournamentInfo]:
        """Change the name or the settings. The variant cannot change once a result exists."""
        raise NotImplementedError

    def close(self) -> None:
        """Release the connection (the file stays consistent without it)."""
        raise NotImplementedError

    # -- players ------------------------------------------------------------------------

    def players(self, *, include_withdrawn: bool = True) -> list[PlayerInfo]:
        raise NotImplementedError

    def player(self, player_id: int) -> PlayerInfo:
        raise NotImplementedError

    def register_player(self, entry: PlayerEntry) -> Done[PlayerInfo]:
        """Register a player. Once a round has started this is a late entry (RULINGS 7):
        status ``late``, joining from the next round."""
        raise NotImplementedError

    def import_players(self, entries: Iterable[PlayerEntry]) -> Done[list[PlayerInfo]]:
        """Register many players in one action (all or none)."""
        raise NotImplementedError

    def edit_player(
        self,
        player_id: int,
        *,
        expected_version: int,
        name: str | None = None,
        club: str | None = None,
        group: str | None = None,
    ) -> Done[PlayerInfo]:
        raise NotImplementedError

    def withdraw_player(self, player_id: int, *, reason: str = "") -> Done[PlayerInfo]:
        """Withdrawal (RULINGS 7): the player leaves from the next round; earlier rounds stay."""
        raise NotImplementedError

    def reinstate_player(self, player_id: int) -> Done[PlayerInfo]:
        """Undo a withdrawal from the next round on."""
        raise NotImplementedError

    # -- rounds -------------------------------------------------------------------------

    def rounds(self) -> list[RoundInfo]:
        raise NotImplementedError

    def round(self, number: int) -> RoundInfo:
        raise NotImplementedError

    def start_round(self) -> Done[RoundInfo]:
        """Seat the next round with the seating engine (movement of the settings).

        The previous round must be closed."""
        raise NotImplementedError

    def swap_players(self, round_number: int, player_a: int, player_b: int) -> Done[RoundInfo]:
        """Swap two players' seats in an open round before any of their games has a result."""
        raise NotImplementedError

    def close_round(self, number: int) -> Done[RoundInfo]:
        """Close a round: every game must have a result or a decision. Writes a backup
        (SQLite files) after the commit."""
        raise NotImplementedError

    def reopen_round(self, number: int) -> Done[RoundInfo]:
        """Reopen the latest closed round for corrections (while no later round exists)."""
        raise NotImplementedError

    # -- games --------------------------------------------------------------------------

    def game(self, game_id: int) -> GameInfo:
        raise NotImplementedError

    def record_result(
        self, game_id: int, result: ResultEntry, *, expected_version: int
    ) -> Done[GameInfo]:
        """Enter a game's result, or correct it (the old value stays in the audit log).

        Checked by the scoring engine's file checks and, when hands are given, the rules
        engine. A stale ``expected_version`` raises ``ConflictError`` with the current game."""
        raise NotImplementedError

    def clear_result(self, game_id: int, *, expected_version: int) -> Done[GameInfo]:
        raise NotImplementedError

    def apply_decision(
        self,
        game_id: int,
        kind: DecisionKind,
        *,
        reason: str,
        expected_version: int,
        values: Mapping[int, Fraction | int] | None = None,
        penalty: Fraction | None = None,
        author: str | None = None,
    ) -> Done[GameInfo]:
        """A director decision on a game (RULINGS 5); ``reason`` is required.

        ended_early: ``values`` = tiles left per player; points: ``values`` = points per
        player; neutralised: ``penalty`` (default the tournament's); average: nothing."""
        raise NotImplementedError

    def withdraw_decision(
        self, decision_id: int, *, reason: str, expected_version: int, author: str | None = None
    ) -> Done[GameInfo]:
        """Withdraw a decision (it stays on record, marked withdrawn); ``expected_version``
        is the game's version."""
        raise NotImplementedError

    def decisions(self, *, include_withdrawn: bool = True) -> list[DecisionInfo]:
        raise NotImplementedError

    # -- standings and log --------------------------------------------------------------

    def standings(
        self, *, through_round: int | None = None, group: str | None = None
    ) -> list[StandingRow]:
        raise NotImplementedError

    def audit_log(self, *, limit: int | None = None) -> list[AuditEntry]:
        """Newest first."""
        raise NotImplementedError

    # -- undo / redo --------------------------------------------------------------------

    def can_undo(self) -> AuditEntry | None:
        """The action ``undo()`` would reverse, or None."""
        raise NotImplementedError

    def can_redo(self) -> AuditEntry | None:
        raise NotImplementedError

    def undo(self, *, expected: int | None = None) -> Done[AuditEntry]:
        """Reverse the latest action not yet undone; recorded as a new audit entry.

        ``expected`` names the audit id the caller means; if the latest action is another
        (another desk acted meanwhile) this raises ``ConflictError``. Also raised when what the
        action wrote has since been changed again."""
        raise NotImplementedError

    def redo(self, *, expected: int | None = None) -> Done[AuditEntry]:
        """Repeat the latest undone action (only directly after its undo)."""
        raise NotImplementedError

    # -- backups ------------------------------------------------------------------------

    def backups(self) -> list[BackupInfo]:
        raise NotImplementedError

    def backup_now(self) -> BackupInfo:
        raise NotImplementedError


def default_folder() -> Path:
    """Where new tournament files go unless a path is given: the user's documents folder."""
    raise NotImplementedError


def create_tournament(
    name: str,
    *,
    location: str | Path | None = None,
    settings: Settings | None = None,
    date: str = "",
    place: str = "",
    director: str = "",
    desk: str = "desk",
) -> TournamentService:
    """Create a tournament: a new .srt file (``location`` a path, default the documents
    folder) or a new tournament in a database (``location`` a URL). Never overwrites."""
    raise NotImplementedError


def open_tournament(
    location: str | Path, *, tournament_id: int | None = None, desk: str = "desk"
) -> TournamentService:
    """Open a .srt file (upgraded to the current schema if older) or a tournament on a
    database URL (``tournament_id`` picks one if the database holds several)."""
    raise NotImplementedError


def list_tournaments(location: str | Path) -> list[TournamentInfo]:
    raise NotImplementedError


def restore_backup(backup: str | Path, target: str | Path) -> TournamentInfo:
    """Copy a backup to ``target`` (a new path, or the tournament's own file, which is then
    replaced atomically after the current state is itself backed up)."""
    raise NotImplementedError


__all__ = [
    "PlayerStatus",
    "TournamentService",
    "create_tournament",
    "default_folder",
    "list_tournaments",
    "open_tournament",
    "restore_backup",
]

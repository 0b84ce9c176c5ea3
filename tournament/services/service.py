"""The use cases of a tournament: what the desktop app, the printouts and the CLI call.

Open or create a tournament to get a ``TournamentService``; every method is one transaction
(a failure leaves nothing half-written) and returns plain data from ``tournament.services.dto``.
Changing methods return ``Done[T]``: the new value plus the id of the audit entry written, and
take ``expected_version`` where two desks could edit the same thing: a stale version raises
``ConflictError`` carrying the current value.

    svc = create_tournament("Vereinsabend", location="abend.srt")
    svc.import_players([PlayerEntry("Anna", "TSV"), ...])
    rnd = svc.start_round().value
    game = rnd.tables[0].games[0]
    svc.record_result(game.id, ResultEntry({p: n for p, n in ...}), expected_version=game.version)
    svc.standings()
    svc.undo()          # reverses the last action, recorded in the audit log
    svc.close()

``create_tournament``, ``open_tournament`` and the other entry points are in
``tournament.services.files``; ``tournament.services`` exports them all.
"""

from __future__ import annotations

from tournament.services.absences import AbsenceUseCases
from tournament.services.clock import ClockUseCases
from tournament.services.details import TournamentDetails
from tournament.services.games import GameUseCases
from tournament.services.history import HistoryUseCases
from tournament.services.listing import ListingUseCases
from tournament.services.phone import PhoneUseCases
from tournament.services.players import PlayerUseCases
from tournament.services.rounds import RoundUseCases


class TournamentService(
    TournamentDetails,
    PlayerUseCases,
    ClockUseCases,
    RoundUseCases,
    AbsenceUseCases,
    PhoneUseCases,
    GameUseCases,
    HistoryUseCases,
    ListingUseCases,
):
    """One open tournament (a .srt file or a tournament in a PostgreSQL database).

    ``desk`` names who makes the changes (a scoring desk or the director); it is written to
    the audit log and as the default author of decisions.

    Its use cases come one topic to a module: ``details`` (the tournament), ``players``,
    ``rounds`` (and backups), ``clock`` (the round clock's pauses), ``games`` (results,
    decisions), ``absences``, ``history`` (audit log, undo, redo); they share the unit of
    work (``unit_of_work``) and the score book (``score_book``). Creating and opening
    tournaments is in ``files``.
    """

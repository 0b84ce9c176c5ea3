"""Every played tile game of a tournament as the statistics read it, from plain rows.

``played_results`` gives what ``results_of_rounds`` (:mod:`tournament.statistics.results`)
reads from the rounds' views, without the views: the tournament's own numbers (``stein-rummy
stats tournament``, the app's statistics) read five things of each game, and the views of
a 2,000-player tournament's 30,000 games took a second to make. The rows are those of the
file's model (``snapshot.read_rows``), the points the score book's.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from sqlalchemy.orm import Session

from tournament.scoring.model import GamePosition
from tournament.services import _convert as cv
from tournament.services.snapshot import read_rows, round_records
from tournament.statistics.results import SeatedGame


def played_results(
    session: Session, tid: int, points: Mapping[GamePosition, Mapping[str, Fraction]]
) -> list[SeatedGame]:
    """Every game of tournament ``tid`` with a result, in playing order: its players
    (database ids in seat order, without those who had left the table), who started, the
    tiles left and claims as entered, the first-round Rommé and each player's ``points``
    (by position, players' ids as text)."""
    rows = read_rows(session, tid)
    out: list[SeatedGame] = []
    for rnd in round_records(session, tid):
        for _round, table_id, table_number, _group in rows.tables.get(rnd.id, ()):
            seats = rows.seats.get(table_id, [])
            left = rows.absences.get(table_id, ())
            for game in rows.games.get(table_id, ()):
                _table, game_id, number, has_result, first_turn, *_rest = game
                if not has_result:
                    continue
                gone = {absence[1]: absence for absence in left if absence[2] <= number}
                lines = rows.lines.get(game_id, ())  # game, player, tiles left, claims, hand
                scored = points.get(GamePosition(rnd.number, table_number, number))
                out.append(
                    SeatedGame(
                        players=tuple(p for p in seats if p not in gone),
                        starter=cv.starter(seats, number, gone),
                        tiles_left={line[1]: line[2] for line in lines},
                        claims={line[1]: line[3] for line in lines if line[3]},
                        romme_first_round=bool(first_turn),
                        points=None if scored is None else {int(p): v for p, v in scored.items()},
                    )
                )
    return out

"""Two desks on one PostgreSQL tournament acting at the same moment.

Each race is made to happen, not hoped for: the second desk's call starts in a thread the
moment the first desk's SQL reaches a chosen statement, and the first desk goes on once
the second has finished or has waited a while (it waits for the first desk's lock then).
Every race must end in success or a refusal in the services' words that says where, never
in the database's own error, and never leave a closed round with a game without a result.
"""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, event, text

from tournament.services import TournamentService, create_tournament, open_tournament
from tournament.services.dto import GameInfo, PlayerEntry, ResultEntry
from tournament.services.errors import TournamentError

pytestmark = pytest.mark.postgres

RAW_WORDS = re.compile(r"psycopg|duplicate key|deadlock|constraint|serializ|SQL", re.IGNORECASE)


class Between:
    """What the second desk's call gave: its value or its error."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.value: Any = None
        self.error: BaseException | None = None


@contextmanager
def when_sql(
    engine: Engine, pattern: str, call: Callable[[], Any], patience: float = 1.0
) -> Iterator[Between]:
    """Run ``call`` in a thread once a statement of ``engine`` matches ``pattern``."""
    between = Between()
    wanted = re.compile(pattern)

    def run() -> None:
        try:
            between.value = call()
        except BaseException as exc:  # handed to the test, which judges it
            between.error = exc

    def hook(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if between.thread is None and wanted.search(statement):
            between.thread = threading.Thread(target=run)
            between.thread.start()
            between.thread.join(patience)

    event.listen(engine, "after_cursor_execute", hook)
    try:
        yield between
    finally:
        event.remove(engine, "after_cursor_execute", hook)
        if between.thread is not None:
            between.thread.join(60)
    assert between.thread is not None, f"no statement matched {pattern!r}"


def outcome(call: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    try:
        return call(), None
    except BaseException as exc:  # judged by the caller
        return None, exc


def assert_refusal(error: BaseException | None, *codes: str, where: str = "") -> None:
    """A refusal in the services' words (code, located, no database text)."""
    assert isinstance(error, TournamentError), repr(error)
    assert error.code in codes or error.kind in codes, (error.code, str(error))
    assert not RAW_WORDS.search(str(error)), str(error)
    assert str(error).startswith(where), str(error)


def win(game: GameInfo, others: int = 4) -> ResultEntry:
    return ResultEntry({p: (0 if i == 0 else others + i) for i, p in enumerate(game.player_ids)})


def assert_consistent(pg_url: str, tid: int) -> None:
    """No closed round with a game without a result or decision; every scored game has a
    result line for each seated player; and a fresh desk computes the standings."""
    engine = create_engine(pg_url)
    with engine.connect() as connection:
        empty_in_closed = connection.execute(
            text(
                "SELECT count(*) FROM game g JOIN game_table t ON g.table_id = t.id "
                "JOIN round r ON t.round_id = r.id WHERE r.tournament_id = :tid "
                "AND r.status = 'closed' AND NOT g.has_result AND NOT EXISTS "
                "(SELECT 1 FROM decision d WHERE d.game_id = g.id AND d.active)"
            ),
            {"tid": tid},
        ).scalar()
        short = connection.execute(
            text(
                "SELECT count(*) FROM game g WHERE g.has_result AND "
                "(SELECT count(*) FROM result_line l WHERE l.game_id = g.id) <> "
                "(SELECT count(*) FROM seat s WHERE s.table_id = g.table_id)"
            )
        ).scalar()
    engine.dispose()
    assert empty_in_closed == 0
    assert short == 0
    fresh = open_tournament(pg_url, tournament_id=tid, desk="check")
    try:
        assert fresh.games.standings()
    finally:
        fresh.close()


@pytest.fixture
def desks(pg_url: str) -> Iterator[tuple[TournamentService, TournamentService]]:
    desk1 = create_tournament("PG-Cup", location=pg_url, desk="desk 1")
    desk1.players.import_players([PlayerEntry(f"P{i}") for i in range(6)])
    desk2 = open_tournament(pg_url, tournament_id=desk1.tournament_id, desk="desk 2")
    yield desk1, desk2
    desk1.close()
    desk2.close()


def games_of(service: TournamentService, number: int) -> list[GameInfo]:
    return [g for t in service.rounds.get(number).tables for g in t.games]


def round_with_results(desk: TournamentService) -> int:
    """Starts the next round and enters every game's result; its number."""
    number = desk.rounds.start_round().value.number
    for game in games_of(desk, number):
        desk.games.record_result(game.id, win(game), expected_version=game.version)
    return number


def test_a_score_book_is_read_in_one_snapshot(
    pg_url: str, desks: tuple[TournamentService, TournamentService]
) -> None:
    """Another desk's result committed while a desk reads its score book is seen whole
    or not at all (before: its game without result lines, "missing tile count")."""
    desk1, desk2 = desks
    games = games_of(desk1, desk1.rounds.start_round().value.number)
    desk1.games.record_result(games[0].id, win(games[0]), expected_version=games[0].version)
    reader = open_tournament(pg_url, tournament_id=desk1.tournament_id, desk="desk 3")
    late = games[1]
    with when_sql(
        reader.store.engine,
        r"FROM result_line",
        lambda: desk2.games.record_result(late.id, win(late), expected_version=late.version),
    ) as between:
        rows, error = outcome(reader.games.standings)
    assert between.error is None
    assert error is None, repr(error)
    assert sum(r.games for r in rows) == 3  # the snapshot before the other desk's entry
    assert sum(r.games for r in reader.games.standings()) == 6
    reader.close()


def test_closing_a_round_while_another_desk_clears_a_result(
    pg_url: str, desks: tuple[TournamentService, TournamentService]
) -> None:
    """Before: the round closed with the game just cleared (35 of 100 such races)."""
    desk1, desk2 = desks
    number = round_with_results(desk1)
    game = games_of(desk2, number)[0]
    with when_sql(
        desk1.store.engine,
        r"FROM game\s",
        lambda: desk2.games.clear_result(game.id, expected_version=game.version),
    ) as between:
        closed, error = outcome(lambda: desk1.rounds.close_round(number))
    if error is None:
        assert closed.value.status == "closed"
        assert_refusal(between.error, "state", "conflict", where="round 1, table 1, game 1: ")
    else:
        assert between.error is None
        assert_refusal(error, "state", "conflict", where="round 1 ")
    assert_consistent(pg_url, desk1.tournament_id)


def test_undo_while_another_desk_enters_the_same_game(
    pg_url: str, desks: tuple[TournamentService, TournamentService]
) -> None:
    """Before: DeadlockDetected from the database, or the undo wiped the other desk's
    confirmed result."""
    desk1, desk2 = desks
    number = desk1.rounds.start_round().value.number
    game = games_of(desk1, number)[0]
    done = desk1.games.record_result(game.id, win(game), expected_version=game.version)
    seen = desk2.games.get(game.id)
    other = win(game, others=7)
    with when_sql(
        desk1.store.engine,
        r"DELETE FROM result_line",
        lambda: desk2.games.record_result(game.id, other, expected_version=seen.version),
    ) as between:
        _undone, error = outcome(lambda: desk1.history.undo(expected=done.audit_id))
    now = desk1.games.get(game.id)
    if error is None and between.error is None:
        # Both succeeded: the entry came after the undo, so it stands.
        assert now.result is not None and now.result.tiles_left == other.tiles_left
    elif error is None:
        assert_refusal(between.error, "conflict", where="round 1, table 1, game 1: ")
        assert now.status == "open"
    else:
        assert_refusal(error, "conflict")
        assert between.error is None
        assert now.result is not None and now.result.tiles_left == other.tiles_left
    assert_consistent(pg_url, desk1.tournament_id)


def test_two_desks_start_the_next_round_at_once(
    pg_url: str, desks: tuple[TournamentService, TournamentService]
) -> None:
    """Before: the second desk read the unique constraint's text from the database."""
    desk1, desk2 = desks
    with when_sql(
        desk1.store.engine, r"ORDER BY round\.number DESC", lambda: desk2.rounds.start_round()
    ) as between:
        started, error = outcome(desk1.rounds.start_round)
    results = [(started, error), (between.value, between.error)]
    assert [e for _v, e in results].count(None) == 1, results
    refusal = next(e for _v, e in results if e is not None)
    assert_refusal(refusal, "state", "conflict", where="round 1 ")
    assert [r.number for r in desk1.rounds.all()] == [1]


ACTIONS = ("record", "clear", "undo", "close", "reopen")


def _act(service: TournamentService, kind: str, game: GameInfo, audit: dict[str, int]) -> Any:
    if kind == "record":
        done = service.games.record_result(
            game.id, win(game, game.version % 9 + 1), expected_version=game.version
        )
        audit[service.desk] = done.audit_id
        return done
    if kind == "clear":
        return service.games.clear_result(game.id, expected_version=game.version)
    if kind == "undo":
        # Only a desk's own last entry (the undo of a clear is the business of
        # tests/services/test_api.py).
        return service.history.undo(expected=audit.get(service.desk, 0))
    if kind == "close":
        return service.rounds.close_round(game.round_number)
    return service.rounds.reopen_round(game.round_number)


def test_races_of_every_kind_end_in_success_or_a_refusal(
    pg_url: str, desks: tuple[TournamentService, TournamentService]
) -> None:
    """Both desks act at once, 40 times, with a random pair of actions on one game."""
    desk1, desk2 = desks
    number = round_with_results(desk1)
    rng = random.Random(10)
    audit: dict[str, int] = {}

    def run(
        service: TournamentService,
        kind: str,
        game: GameInfo,
        start: threading.Barrier,
        errors: list[BaseException],
    ) -> None:
        start.wait()
        try:
            _act(service, kind, game, audit)
        except BaseException as exc:  # judged below
            errors.append(exc)

    for _race in range(40):
        start = threading.Barrier(2)
        errors: list[BaseException] = []
        game = rng.choice(games_of(desk1, number))
        threads = [
            threading.Thread(target=run, args=(desk, rng.choice(ACTIONS), game, start, errors))
            for desk in (desk1, desk2)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        for exc in errors:
            assert_refusal(exc, "conflict", "state", "result", "undo.nothing", "redo.nothing")
        assert_consistent(pg_url, desk1.tournament_id)

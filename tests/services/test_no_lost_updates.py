"""1,000 desk, phone and restore operations at once lose nothing (prints the counts).

Two desks enter, correct and clear results against the version they read; the tables'
phones send results that the director accepts; on a tournament file, another desk restores
a backup now and then. Each operation either is confirmed or refused in the services'
words. Afterwards:

- lost: a confirmed action whose audit entry is neither in the file nor in the copy a
  restore kept of the state it replaced (audit ids never repeat, so each names one action);
- lost updates: two confirmed writes of one game made against the same version between
  the same two restores (the second overwrote what its writer never saw).

Run with ``-s`` to see the counts: ``pytest tests/services/test_no_lost_updates.py -s``.
"""

from __future__ import annotations

import functools
import random
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tournament.services import (
    TournamentService,
    create_tournament,
    open_tournament,
    restore_backup,
)
from tournament.services.dto import GameInfo, PlayerEntry, ResultEntry
from tournament.services.errors import TournamentError
from tournament.store.backup import backup_folder

pytestmark = pytest.mark.slow

OPERATIONS = 1000
DESK_SHARE = 0.8
RESTORES = 20


@dataclass
class Ledger:
    """What every worker did: confirmed writes (kind, audit id, game, version read)."""

    confirmed: list[tuple[str, int, int, int]] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def note(self, what: str, write: tuple[str, int, int, int] | None = None) -> None:
        with self.lock:
            self.counts[what] += 1
            if write is not None:
                self.confirmed.append(write)


def _result(game: GameInfo, rng: random.Random) -> ResultEntry:
    out = rng.randrange(len(game.player_ids))
    return ResultEntry(
        {p: (0 if i == out else rng.randint(1, 40)) for i, p in enumerate(game.player_ids)}
    )


def _guard(ledger: Ledger, kind: str, action: Callable[..., object], *args: object) -> None:
    try:
        action(*args)
    except TournamentError as exc:
        ledger.note(f"{kind} refused ({exc.code})")
    except Exception as exc:  # anything else is a defect: counted, and the test fails
        ledger.note(f"{kind} error")
        with ledger.lock:
            ledger.errors.append(f"{kind}: {type(exc).__name__}: {exc}")


def _desk_step(
    service: TournamentService, game_id: int, rng: random.Random, ledger: Ledger
) -> None:
    game = service.games.get(game_id)
    if game.status == "open" or rng.random() < 0.6:
        done = service.games.record_result(
            game_id, _result(game, rng), expected_version=game.version
        )
    else:
        done = service.games.clear_result(game_id, expected_version=game.version)
    name = service.desk
    ledger.note(f"{name} confirmed", (name, done.audit_id, game_id, game.version))


def _desk(
    service: TournamentService, games: list[int], ops: int, seed: int, ledger: Ledger
) -> None:
    rng = random.Random(seed)
    for _ in range(ops):
        _guard(ledger, service.desk, _desk_step, service, rng.choice(games), rng, ledger)


def _phone_step(
    phones: TournamentService,
    director: TournamentService,
    token: str,
    rng: random.Random,
    ledger: Ledger,
) -> None:
    game = phones.phone.table(token).current
    if game is None:
        ledger.note("phone: table done")
        return
    info = phones.games.get(game.id)
    sender, *others = game.player_ids
    entry = phones.phone.submit(token, game.number, _result(info, rng), others, sender=sender)
    ledger.note("phone sent")
    try:
        done = director.phone.accept(entry.id)
    except TournamentError:
        reject = functools.partial(director.phone.reject, message="conflict")
        _guard(ledger, "director", reject, entry.id)
        raise
    assert entry.game_version is not None
    ledger.note("phone accepted", ("phone", done.audit_id, game.id, entry.game_version))


def _phones(
    phones: TournamentService,
    director: TournamentService,
    tokens: list[str],
    ops: int,
    seed: int,
    ledger: Ledger,
) -> None:
    rng = random.Random(seed)
    for _ in range(ops):
        _guard(ledger, "phone", _phone_step, phones, director, rng.choice(tokens), rng, ledger)


def _restorer(
    path: Path, backup: Path, restores: int, pause: threading.Event, ledger: Ledger
) -> None:
    for _ in range(restores):
        pause.wait(0.05)
        _guard(
            ledger, "restore", lambda: (restore_backup(backup, path), ledger.note("restore done"))
        )


def _audit_ids(path: Path) -> tuple[set[int], set[int]]:
    """The audit ids in a file, and those of its restore barriers."""
    con = sqlite3.connect(path)
    try:
        rows = con.execute("SELECT id, action FROM audit_log").fetchall()
    finally:
        con.close()
    return {r[0] for r in rows}, {r[0] for r in rows if r[1] == "restore"}


@pytest.fixture(params=["file", pytest.param("server", marks=pytest.mark.postgres)])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    if request.param == "server":
        return str(request.getfixturevalue("pg_url"))
    return tmp_path / "abend.srt"


def test_concurrent_desks_phones_and_restores_lose_nothing(location: str | Path) -> None:
    is_file = isinstance(location, Path)
    first = create_tournament("Abend", location=location, desk="director")
    first.players.import_players([PlayerEntry(f"P{i}") for i in range(24)])
    tables = first.rounds.start_round().value.tables
    first.phone.set_setup(base_url="http://127.0.0.1:8765")
    tokens = [link.rsplit("/", 1)[1] for link in first.phone.links().values()]
    backup = Path(first.files.backup_now().path) if is_file else None
    games = [g.id for t in tables for g in t.games]
    tid = first.tournament_id
    first.close()

    def desk(name: str) -> TournamentService:
        return open_tournament(location, tournament_id=tid, desk=name)

    services = {name: desk(name) for name in ("desk A", "desk B", "phones", "director")}
    ledger = Ledger()
    restores = RESTORES if is_file else 0
    desk_ops = int((OPERATIONS - restores) * DESK_SHARE) // 2
    phone_ops = OPERATIONS - restores - 2 * desk_ops
    pause = threading.Event()
    workers = [
        threading.Thread(target=_desk, args=(services["desk A"], games, desk_ops, 1, ledger)),
        threading.Thread(target=_desk, args=(services["desk B"], games, desk_ops, 2, ledger)),
        threading.Thread(
            target=_phones,
            args=(services["phones"], services["director"], tokens, phone_ops, 3, ledger),
        ),
    ]
    if backup is not None:
        workers.append(
            threading.Thread(
                target=_restorer, args=(Path(location), backup, restores, pause, ledger)
            )
        )
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    for service in services.values():
        service.close()

    if is_file:
        path = Path(location)
        final, barriers = _audit_ids(path)
        kept: set[int] = set()
        for copy in backup_folder(path).glob("*-before-restore-*.srt"):
            ids, more = _audit_ids(copy)
            kept |= ids
            barriers |= more
        con = sqlite3.connect(path)
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        con.close()
    else:
        check = open_tournament(location, tournament_id=tid)
        final = {entry.id for entry in check.history.audit_log()}
        check.close()
        kept, barriers = set(), set()
    lost = [w for w in ledger.confirmed if w[1] not in final and w[1] not in kept]
    seen: Counter[tuple[int, int, int]] = Counter()
    for _kind, audit_id, game_id, version in ledger.confirmed:
        era = sum(1 for b in barriers if b < audit_id)
        seen[(game_id, version, era)] += 1
    lost_updates = sum(n - 1 for n in seen.values() if n > 1)
    attempts = 2 * desk_ops + phone_ops + restores
    print(
        f"\n{'file' if is_file else 'server'}: {attempts} operations "
        f"({2 * desk_ops} desk, {phone_ops} phone, {restores} restore); "
        f"{len(ledger.confirmed)} writes confirmed; lost {len(lost)}; "
        f"lost updates {lost_updates}; errors {len(ledger.errors)}"
    )
    for what, count in sorted(ledger.counts.items()):
        print(f"  {what}: {count}")
    assert ledger.errors == [], ledger.errors
    assert lost == []
    assert lost_updates == 0
    assert ledger.counts["restore done"] == restores
    assert len(ledger.confirmed) > OPERATIONS // 4  # the race was run, not refused whole

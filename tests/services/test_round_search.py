"""Starting a round whose seating needs a search: progress, and a cancel that stores nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament.seating.schedule import clear_cache
from tournament.services import TournamentService
from tournament.services.dto import Settings
from tournament.services.errors import CancelledError


@pytest.fixture
def mixed(tmp_path: Path, helpers: SimpleNamespace) -> Iterator[TournamentService]:
    """12 players, mix over 6 planned rounds (no design exists: the search runs), round 1
    closed."""
    service = helpers.make_service(
        tmp_path, players=12, settings=Settings(movement="mix", planned_rounds=6, seed=3)
    )
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    clear_cache()  # the schedule is searched again, not taken from an earlier test
    yield service
    service.close()


def test_the_search_reports_its_progress(mixed: TournamentService) -> None:
    reports: list[tuple[float, int]] = []
    done = mixed.rounds.start_round(
        progress=lambda share, repeats: reports.append((share, repeats))
    )
    assert done.value.number == 2
    assert len(reports) >= 2
    assert all(0 <= share <= 1 and repeats >= 0 for share, repeats in reports)
    assert reports[-1][0] == 1.0
    assert [share for share, _ in reports] == sorted(share for share, _ in reports)


def test_a_cancelled_search_stores_nothing(mixed: TournamentService) -> None:
    before = (mixed.rounds.all(), mixed.last_change())
    reports: list[float] = []
    with pytest.raises(CancelledError) as error:
        mixed.rounds.start_round(
            progress=lambda share, _repeats: reports.append(share), cancelled=lambda: bool(reports)
        )
    assert error.value.code == "round.seating_cancelled" and error.value.kind == "cancelled"
    assert len(reports) == 1  # the search stopped at its first look at the cancel
    assert (mixed.rounds.all(), mixed.last_change()) == before
    last = mixed.history.can_undo()
    assert last is not None and last.action == "close_round"
    assert mixed.rounds.start_round().value.number == 2


def test_a_cancel_without_a_search_stores_nothing(mixed: TournamentService) -> None:
    mixed.rounds.start_round()
    mixed.history.undo()
    # The schedule is now known (no search): a cancel still leaves round 2 unstarted.
    with pytest.raises(CancelledError):
        mixed.rounds.start_round(cancelled=lambda: True)
    assert [r.number for r in mixed.rounds.all()] == [1]

"""Standings through the services: ranking by percent by default (RULINGS §6), a stored
ranking kept, shared ranks marked, and a Plus game ended early with claims."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

from tournament.cli import main
from tournament.services import create_tournament, open_tournament
from tournament.services.demo import build_demo, play_round
from tournament.services.dto import PlayerEntry, ResultEntry, Settings, StandingRow


def ordered_by(rows: list[StandingRow], first: str) -> bool:
    """The rows are in RULINGS §6 order: ``first`` (percent or points), then the other."""
    second = "points" if first == "percent" else "percent"
    keys = [(getattr(r, first), getattr(r, second)) for r in rows]
    return keys == sorted(keys, reverse=True)


def test_a_31_player_rotation_evening_ranks_by_percent(tmp_path: Path) -> None:
    service = create_tournament("Clubabend", location=tmp_path / "31.srt")
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 32)])
    rng = random.Random(31)
    for _ in range(3):
        play_round(service, rng)
    settings = service.info().settings
    assert (settings.rank_by, settings.movement) == ("percent", "rotate")
    sizes = {len(t.seats) for r in service.rounds.all() for t in r.tables}
    assert sizes == {3, 4}
    rows = service.games.standings()
    assert len({r.games for r in rows}) > 1  # players at 4-tables play more games
    assert ordered_by(rows, "percent")
    # The rule text's point: a higher percent ranks above more points at a lower percent.
    above = [
        (high, low)
        for i, high in enumerate(rows)
        for low in rows[i + 1 :]
        if high.percent > low.percent and high.points < low.points and high.rank < low.rank
    ]
    assert above
    service.close()


def test_a_stored_ranking_by_points_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "old.srt"
    service = create_tournament("Old", location=target, settings=Settings(rank_by="points"))
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 8)])
    play_round(service, random.Random(7))
    service.close()
    again = open_tournament(target)
    assert again.info().settings.rank_by == "points"
    assert ordered_by(again.games.standings(), "points")
    again.close()


def test_new_tournaments_rank_by_percent(tmp_path: Path) -> None:
    assert main(["new", str(tmp_path / "cli.srt"), "--name", "Cup"]) == 0
    demo = build_demo(tmp_path / "demo.srt", players=6, rounds=0)
    created = create_tournament("Wizard", location=tmp_path / "new.srt")
    for path in ("cli.srt", "demo.srt"):
        service = open_tournament(tmp_path / path)
        assert service.info().settings.rank_by == "percent"
        service.close()
    assert demo.settings.rank_by == created.info().settings.rank_by == "percent"
    created.close()


def test_equal_players_share_their_rank(tmp_path: Path, helpers: SimpleNamespace) -> None:
    service = helpers.make_service(tmp_path)  # 9 players: three tables of three
    service.rounds.start_round()
    helpers.fill_round(service, 1)  # the same results at every table
    rows = service.games.standings()
    by_rank: dict[int, list[StandingRow]] = {}
    for row in rows:
        by_rank.setdefault(row.rank, []).append(row)
    assert sorted(len(group) for group in by_rank.values()) == [3, 3, 3]
    assert all(row.shared for row in rows)
    # A later game breaks the ties of its table's players only.
    service.rounds.close_round(1)
    game = service.rounds.start_round().value.tables[0].games[0]
    service.games.record_result(game.id, helpers.win_for_first(game), expected_version=game.version)
    rows = service.games.standings()
    after = {r.player_id: r.shared for r in rows}
    assert [after[p] for p in game.player_ids] == [False, False, False]

    def key(r: StandingRow) -> tuple[object, ...]:
        return (r.percent, r.points, r.games_won, r.claims, r.tiles_left)

    assert after == {r.player_id: [key(o) for o in rows].count(key(r)) > 1 for r in rows}
    assert 0 < sum(after.values()) < 9
    service.close()


def test_plus_ended_early_with_claims_counts_the_claims(tmp_path: Path) -> None:
    service = create_tournament(
        "Plus", location=tmp_path / "plus.srt", settings=Settings(variant="stein-plus")
    )
    service.players.import_players([PlayerEntry(n) for n in ("Anna", "Bernd", "Clara")])
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    done = service.decisions.apply_decision(
        game.id,
        "ended_early",
        reason="time",
        values={a: 2, b: 5, c: 5},
        claims={b: 1},
        expected_version=game.version,
    )
    # Ended early: 3 for the fewest tiles, b and c share 2 + 1; b's claim adds 1.
    assert done.value.points == {a: 3, b: Fraction(5, 2), c: Fraction(3, 2)}
    assert service.games.get(game.id).points == done.value.points
    assert {r.player_id: r.claims for r in service.games.standings()}[b] == 1
    service.close()


def test_a_result_with_claims_is_scored_as_entered(tmp_path: Path) -> None:
    service = create_tournament(
        "Plus", location=tmp_path / "plus.srt", settings=Settings(variant="stein-plus")
    )
    service.players.import_players([PlayerEntry(n) for n in ("Anna", "Bernd", "Clara")])
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    entry = ResultEntry({a: 0, b: 4, c: 4}, claims={c: 2})
    done = service.games.record_result(game.id, entry, expected_version=game.version)
    assert done.value.points == {a: 4, b: Fraction(5, 2), c: Fraction(9, 2)}
    service.close()

"""The demo tournament: built through the services, plausible dealt results."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tournament.rules.tiles import parse_tiles
from tournament.services import open_tournament
from tournament.services.demo import build_demo


def test_demo_plays_whole_rounds_with_dealt_hands(tmp_path: Path) -> None:
    info = build_demo(tmp_path / "d.srt", players=10, rounds=3, variant="stein", seed=4)
    assert (info.player_count, info.current_round) == (10, 3)
    service = open_tournament(tmp_path / "d.srt")
    rounds = service.rounds.all()
    assert [r.status for r in rounds] == ["closed"] * 3
    total = Fraction(0)
    for rnd in rounds:
        for table in rnd.tables:
            for game in table.games:
                assert game.points is not None
                total += sum(game.points.values())
                if game.status != "entered":
                    continue
                assert game.result is not None
                assert sorted(game.result.tiles_left.values())[0] == 0
                for pid, hand in game.result.hands.items():
                    tiles = parse_tiles(hand)
                    assert len(tiles) == game.result.tiles_left[pid]
                    # Dealt from one set: at most two copies of a tile, one joker each.
                    assert all(tiles.count(t) <= 2 for t in tiles)
    standings = service.games.standings()
    assert sum(r.points for r in standings) == total
    assert sum(r.games for r in standings) == sum(
        len(t.seats) * len(t.games) for r in rounds for t in r.tables
    )
    assert len(service.files.backups()) == 3
    service.close()


def test_same_seed_same_tournament(tmp_path: Path) -> None:
    build_demo(tmp_path / "a.srt", players=6, rounds=1, seed=9)
    build_demo(tmp_path / "b.srt", players=6, rounds=1, seed=9)
    a, b = open_tournament(tmp_path / "a.srt"), open_tournament(tmp_path / "b.srt")
    assert [r.points for r in a.games.standings()] == [r.points for r in b.games.standings()]
    assert [p.name for p in a.players.all()] == [p.name for p in b.players.all()]
    a.close()
    b.close()


def test_a_filled_round_stores_what_a_played_round_stores(tmp_path: Path) -> None:
    """The demo stores a round in one go (``fill_round``); every game, result line, hand and
    decision is what entering the same games one by one (``play_round``) stores."""
    import random
    import re

    from tournament.scoring import tournament_file as tf
    from tournament.services.demo import fill_round, play_round
    from tournament.services.exchange import tournament_model

    dumps = []
    for name, play in (("one_by_one", play_round), ("filled", fill_round)):
        build_demo(tmp_path / f"{name}.srt", players=13, rounds=0, seed=2)
        service = open_tournament(tmp_path / f"{name}.srt", desk="demo")
        rng = random.Random(15)
        for _ in range(3):
            play(service, rng)
        text = tf.dumps(tournament_model(service))
        dumps.append(re.sub(r'"(time|withdrawn_at)": "[^"]*"', r'"\1": "-"', text))
        service.close()
    one_by_one, filled = dumps
    assert '"ended_early": true' in filled  # a director's decision is among them
    assert filled == one_by_one


@pytest.mark.parametrize("players", [14, 5])
def test_a_filled_round_keeps_the_open_score_book_true(tmp_path: Path, players: int) -> None:
    """The import path hands its games to the open tournament's score book (it is not read
    anew): the standings and every game's points are what a fresh desk reads, a
    sitting-out player's average games included (5 players)."""
    import random

    from tournament.services.demo import fill_round

    build_demo(tmp_path / "d.srt", players=players, rounds=1, seed=5)
    service = open_tournament(tmp_path / "d.srt", desk="demo")
    service.games.standings()  # the book is loaded
    rng = random.Random(3)
    for _ in range(3):
        fill_round(service, rng)
    fresh = open_tournament(tmp_path / "d.srt")
    assert service.games.standings() == fresh.games.standings()
    assert service.rounds.all() == fresh.rounds.all()
    assert any(r.sitting_out for r in fresh.rounds.all()) == (players == 5)
    service.close()
    fresh.close()


def test_the_demo_standings_name_a_director(tmp_path: Path) -> None:
    """The printouts put "Turnierleitung:" before the director; the demo's director is a
    person, so the report does not read "Turnierleitung: Turnierleitung"."""
    from tests.exports.samples import pdf_text
    from tournament.exports import adapter
    from tournament.exports.reports import write_standings_report
    from tournament.exports.texts import text

    build_demo(tmp_path / "demo.srt", players=6, rounds=1, seed=1)
    service = open_tournament(tmp_path / "demo.srt")
    try:
        director = service.info().director
        report = adapter.standings_report(service)
        names = [player.name for player in service.players.all()]
    finally:
        service.close()
    assert director not in {text("director", language) for language in ("de", "en")}
    assert director not in names
    write_standings_report(report, tmp_path / "standings.pdf", language="de")
    flat = " ".join(pdf_text(tmp_path / "standings.pdf").split())
    assert f"Turnierleitung: {director}" in flat

"""Revision 0008: the card games' columns. A file saved before keeps its rounds and
results and reads as before (one pack, the text's steal rule, one deal per player); a
downgrade takes the columns away again."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from sqlalchemy import create_engine, inspect

from tournament.services import create_tournament, open_tournament
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.store.database import alembic_config


def _revision(path: Path, revision: str, *, down: bool = False) -> None:
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        if down:
            command.downgrade(alembic_config(connection), revision)
        else:
            command.upgrade(alembic_config(connection), revision)
    engine.dispose()


def _columns(path: Path, table: str) -> set[str]:
    engine = create_engine(f"sqlite:///{path}")
    try:
        return {c["name"] for c in inspect(engine).get_columns(table)}
    finally:
        engine.dispose()


def test_a_file_of_revision_0007_keeps_its_results_and_gains_the_card_columns(
    tmp_path: Path,
) -> None:
    path = tmp_path / "herbst.srt"
    service = create_tournament("Herbst", location=path)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(1, 7)])
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    service.games.record_result(
        game.id, ResultEntry({a: 0, b: 4, c: 9}), expected_version=game.version
    )
    before = [(r.player_number, r.points) for r in service.games.standings()]
    service.close()
    _revision(path, "0007_arch_rest", down=True)  # as the file was before the card games
    assert "steal" not in _columns(path, "tournament")
    assert "cards" not in _columns(path, "game") | _columns(path, "decision")

    service = open_tournament(path)  # upgraded on open
    info = service.info()
    assert (info.settings.deals, info.settings.decks, info.settings.steal) == (
        None,
        1,
        "same-face",
    )
    assert [(r.player_number, r.points) for r in service.games.standings()] == before
    assert service.games.get(game.id).result is not None
    service.close()
    assert {"deals", "decks", "steal"} <= _columns(path, "tournament")
    assert "cards" in _columns(path, "game") and "cards" in _columns(path, "decision")

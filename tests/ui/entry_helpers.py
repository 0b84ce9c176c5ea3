"""What the score entry's tests do again and again: the page on screen, the rows of the table
it shows, a game typed into a row, the points a row previews, the decision dialog it opened."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tournament.ui.entry.decisions import DecisionDialog
from tournament.ui.entry.score_entry import ScoreEntryView
from tournament.ui.games.stein import GameRow
from tournament.ui.session import Session


def entry_view(session: Session, qtbot: QtBot) -> ScoreEntryView:
    view = ScoreEntryView(session)
    qtbot.addWidget(view)
    view.show()
    return view


def table_rows(view: ScoreEntryView) -> list[GameRow]:
    """The rows of the table the page shows now (after a save or an undo, those shown then)."""
    assert view.entry is not None
    return view.entry.rows


def entry_row(session: Session, qtbot: QtBot, game: int = 0) -> tuple[ScoreEntryView, GameRow]:
    """The page on screen and the row of the game at index ``game`` of its first table."""
    view = entry_view(session, qtbot)
    return view, table_rows(view)[game]


def type_game(
    qtbot: QtBot, row: GameRow, tiles: list[int], claims: dict[int, int] | None = None
) -> None:
    """Type tiles left and claims (by seat index) into the row's fields."""
    for pid, count in zip(row.game.player_ids, tiles, strict=True):
        qtbot.keyClicks(row.tiles[pid], str(count))
    for seat, count in (claims or {}).items():
        qtbot.keyClicks(row.claims[row.game.player_ids[seat]], str(count))


def previews(row: GameRow) -> list[str]:
    """The points the row shows beside each player's field, in seat order."""
    return [row.points[p].text() for p in row.game.player_ids]


def decision_dialog(view: ScoreEntryView) -> DecisionDialog:
    """The decision dialog the shown table opened last."""
    dialog = view.entry.dialog if view.entry is not None else None
    assert isinstance(dialog, DecisionDialog)
    return dialog

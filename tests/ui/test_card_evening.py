"""A card game's evening through the real widgets, by keyboard where a director would.

Indian Rummy (RULINGS §8), twelve players: the wizard with the game's options only,
players by keyboard, round 1 at four tables of three, every deal typed (a losing hand as
cards among them), a decision, the standings against points worked out by hand.
Drachenrummy (RULINGS §9), ten players, likewise: points, or laid sets and hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QWidget, QWizard
from pytestqt.qtbot import QtBot

from tournament.ui.entry.decisions import DecisionDialog
from tournament.ui.games.drachen import DrachenMatchRow
from tournament.ui.games.indian import IndianMatchRow
from tournament.ui.main_window import MainWindow
from tournament.ui.projector.window import ProjectorWindow
from tournament.ui.views.standings import (
    CLAIMS,
    NAME,
    PERCENT,
    POINTS,
    RANK,
    TILES,
    TOTALS,
    StandingsView,
)
from tournament.ui.views.tournament_view import TournamentView

NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank"]
NAMES += ["Gabi", "Hans", "Ines", "Jana", "Karl", "Lena"]
CLUBS = ["TSV", "SC", "RC"]

HAND_54 = "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"
"""2S 3S 4S 5S and 7H 8H * are melds; QH 6D 9D KD 9C KC count 54 (RULINGS §8)."""
HAND_10 = "AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD"
"""A pure and an impure sequence and two sets: only QD counts, 10."""

# Per table of three, per deal: the seat that declared, then each other seat's deadwood
# (a number) or losing hand (cards), by seat (1-based).
DEALS: dict[int, list[tuple[int, dict[int, str]]]] = {
    1: [(1, {2: "23", 3: HAND_54}), (2, {1: "12", 3: "40"}), (3, {1: "5", 2: "80"})],
    2: [(2, {1: "10", 3: "10"}), (1, {2: "30", 3: HAND_10}), (3, {1: "0", 2: "20"})],
    3: [(1, {2: "15", 3: "15"}), (2, {1: "15", 3: "15"}), (3, {1: "10", 2: "10"})],
}
# Worked by hand: the winner scores the others' deadwood, each loser minus theirs.
#   table 1: seat 1 +77 -12 -5 = 60; seat 2 -23 +52 -80 = -51; seat 3 -54 -40 +85 = -9
#   table 2: seat 1 -10 +40 +0 = 30; seat 2 +20 -30 -20 = -30; seat 3 -10 -10 +20 = 0
#   table 3: seat 1 +30 -15 -10 = 5; seat 2 -15 +30 -10 = 5; seat 3 -15 -15 +20 = -10
DEAL_TOTALS = {1: (60, -51, -9), 2: (30, -30, 0), 3: (5, 5, -10)}
# Ranked by the totals, more is better, on 3/2/1 with ties shared.
MATCH_POINTS = {
    1: (Fraction(3), Fraction(1), Fraction(2)),
    2: (Fraction(3), Fraction(1), Fraction(2)),
    3: (Fraction(5, 2), Fraction(5, 2), Fraction(1)),
    4: (Fraction(2), Fraction(2), Fraction(2)),  # neutralised: the game's 6 shared
}


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


@pytest.fixture
def window(app: QApplication, qtbot: QtBot) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


def create(window: MainWindow, qtbot: QtBot, path: Path, game: str) -> QWizard:
    """The wizard with ``game`` chosen by keyboard; returns it before Finish."""
    qtbot.mouseClick(window.welcome.new_button, Qt.MouseButton.LeftButton)
    wizard = window.wizard
    qtbot.waitExposed(wizard)
    qtbot.keyClicks(wizard.event_page.name, f"{game} evening")
    wizard.next()
    rules = wizard.rules_page
    rules.variant.setFocus()
    while rules.variant.currentData() != game:
        qtbot.keyClick(rules.variant, Qt.Key.Key_Down)
    return wizard


def finish(window: MainWindow, qtbot: QtBot, wizard: QWizard, path: Path) -> TournamentView:
    wizard.next()
    wizard.next()
    wizard.next()  # groups by rating: none
    wizard.file_page.path.setText(str(path))  # type: ignore[attr-defined]
    with qtbot.waitSignal(window.tournament_opened, timeout=5000):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    view = window.view
    assert view is not None
    return view


def add_players(window: MainWindow, view: TournamentView, qtbot: QtBot, count: int) -> None:
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    players = view.players
    players.name.setFocus()
    for number, name in enumerate(NAMES[:count]):
        qtbot.keyClicks(focused(), name)
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        qtbot.keyClicks(focused(), CLUBS[number % 3])
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert players.model.rowCount() == count


def start_round_and_enter(window: MainWindow, view: TournamentView, qtbot: QtBot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    rounds = view.rounds
    qtbot.mouseClick(rounds.start_button, Qt.MouseButton.LeftButton)
    rounds.table.setFocus()
    rounds.table.setCurrentIndex(rounds.model.index(0, 0))
    qtbot.keyClick(rounds.table, Qt.Key.Key_Return)
    assert view.stack.currentWidget() is view.score_entry


def standings_cells(
    window: MainWindow, view: TournamentView, qtbot: QtBot, heading: str
) -> dict[str, tuple]:
    """Rank, points, percent and the game's totals of each player as the standings show
    them; the projector's standings have the same columns."""
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    standings = view.standings
    assert isinstance(standings, StandingsView)
    # a card game counts no tiles and has no claims: those columns are not shown, its
    # totals are
    assert standings.table.isColumnHidden(TILES) and standings.table.isColumnHidden(CLAIMS)
    assert not standings.table.isColumnHidden(TOTALS)
    assert standings.model.headerData(TOTALS, Qt.Orientation.Horizontal) == heading
    assert "tiles" not in standings.ties_note.text()
    assert window.session is not None
    projector = ProjectorWindow(window.session)
    qtbot.addWidget(projector)
    projector.set_mode("standings")
    assert projector.headers[3:] == ["Percent", "Points", "Won", heading, "Games"]
    # the seating: a card game's match has no seat that starts it
    projector.set_mode("tables")
    assert projector.headers == ["Table", "Seat", "Player"]
    assert all(len(row) == 3 for row in projector.rows)
    return {
        standings.model.index(r, NAME).data(): (
            standings.model.index(r, RANK).data(),
            standings.model.index(r, POINTS).data(),
            standings.model.index(r, PERCENT).data(),
            standings.model.index(r, TOTALS).data(),
        )
        for r in range(standings.model.rowCount())
    }


def percent_text(points: Fraction, maximum: int) -> str:
    return f"{float(points * 100 / maximum):.2f}".rstrip("0").rstrip(".") + " %"


def neutralise(view: TournamentView, qtbot: QtBot, table: int, reason: str) -> None:
    """Table ``table``'s game neutralised through the decision dialog, opened by Ctrl+D."""
    entry_view = view.score_entry
    entry_view.select_table(1, table)
    entry = entry_view.entry
    assert entry is not None and entry.table.number == table
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    dialog = entry.dialog
    assert isinstance(dialog, DecisionDialog)
    qtbot.waitExposed(dialog)
    # a card game's match: no ended-early tiles count
    kinds = [dialog.kind.itemData(i) for i in range(dialog.kind.count())]
    assert kinds == ["neutralised", "average", "points", "left"]
    qtbot.keyClicks(dialog.reason, reason)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


# -- Indian Rummy ------------------------------------------------------------------------


def test_an_indian_rummy_evening(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    wizard = create(window, qtbot, tmp_path / "indian.srt", "indian")
    rules = wizard.rules_page  # type: ignore[attr-defined]
    # only Indian Rummy's option: its deals, one per player by default
    assert not rules.form.isRowVisible(rules.jokers)
    assert not rules.form.isRowVisible(rules.first_turn)
    assert not rules.form.isRowVisible(rules.decks) and not rules.form.isRowVisible(rules.steal)
    assert rules.form.isRowVisible(rules.deals)
    assert rules.deals.deals() is None
    view = finish(window, qtbot, wizard, tmp_path / "indian.srt")
    assert window.session is not None
    service = window.session.service
    assert service.info().settings.variant == "indian"
    add_players(window, view, qtbot, 12)
    start_round_and_enter(window, view, qtbot)
    rnd = service.rounds.get(1)
    assert [len(t.seats) for t in rnd.tables] == [3, 3, 3, 3]
    assert all(len(t.games) == 1 for t in rnd.tables)

    entry_view = view.score_entry
    for table in (1, 2, 3):
        entry = entry_view.entry
        assert entry is not None and entry.table.number == table
        row = entry.rows[0]
        assert isinstance(row, IndianMatchRow) and len(row.deals) == 3
        for index, (winner, losers) in enumerate(DEALS[table]):
            box = focused()
            assert box is row.deals[index].winner
            qtbot.keyClicks(box, str(winner))  # the seat number picks the winner
            for seat in (1, 2, 3):
                if seat == winner:
                    continue
                qtbot.keyClick(focused(), Qt.Key.Key_Tab)
                field = focused()
                assert field is row.deals[index].fields[row.players[seat - 1]]
                qtbot.keyClicks(field, losers[seat])
            if table == 1 and index == 0:
                # the losing hand is shown as cards with suit symbols, its deadwood counted
                strip = row.deals[0].strips[row.players[2]]
                assert strip.isVisibleTo(row) and "Q♥" in strip.labels()[0]
                assert row.deals[0].scores[row.players[2]].text() == "−54  Σ −54"
                assert row.deals[0].scores[row.players[0]].text() == "+77  Σ +77"
            if index < 2:
                qtbot.keyClick(focused(), Qt.Key.Key_Return)  # on to the next deal
        totals = [row.totals[p].text() for p in row.players]
        worked = [
            ("+" if t > 0 else "−" if t < 0 else "") + str(abs(t)) for t in DEAL_TOTALS[table]
        ]
        for text, total in zip(totals, worked, strict=True):
            assert f"Σ {total}" in text
        assert row.save_button.isEnabled()
        qtbot.keyClick(focused(), Qt.Key.Key_Return)  # saves; on to the next table
    assert reported == []

    # -- a hand with a bad card is marked and named; nothing is saved ---------------------
    entry = entry_view.entry
    assert entry is not None and entry.table.number == 4
    row = entry.rows[0]
    assert isinstance(row, IndianMatchRow)
    qtbot.keyClicks(focused(), "1")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClicks(focused(), "AS 1H")
    assert "Deal 1" in row.status.text() and "there is no 1: the ace is A" in row.status.text()
    assert focused().styleSheet() != ""
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert service.rounds.get(1).tables[3].games[0].status == "open"

    # -- a decision: table 4 neutralised ----------------------------------------------------
    neutralise(view, qtbot, 4, "cards misdealt")
    game = service.rounds.get(1).tables[3].games[0]
    assert game.decision is not None and game.decision.reason == "cards misdealt"
    assert "Decision: neutralised (cards misdealt)" in entry_view.entry.rows[0].status.text()

    # -- stored and scored as worked by hand ----------------------------------------------
    rnd = service.rounds.get(1)
    names = {}
    expected: dict[str, Fraction] = {}
    deal_totals: dict[str, int] = {}
    for table in rnd.tables:
        game = table.games[0]
        order = [s.player_id for s in table.seats]
        assert [game.points[p] for p in order] == list(MATCH_POINTS[table.number])
        if table.number in DEAL_TOTALS:
            assert game.result is not None
            assert [game.result.totals[p] for p in order] == list(DEAL_TOTALS[table.number])
        for number, (seat, pid) in enumerate(zip(table.seats, order, strict=True)):
            names[pid] = seat.player_name
            expected[seat.player_name] = game.points[pid]
            # a neutralised match has no totals
            deal_totals[seat.player_name] = DEAL_TOTALS.get(table.number, (0, 0, 0))[number]
    dealt = rnd.tables[0].games[0].result
    assert dealt is not None and dealt.deals[0].hands[rnd.tables[0].seats[2].player_id]

    # -- the standings against the hand-computed points -----------------------------------
    shown = standings_cells(window, view, qtbot, "Deal scores")
    assert set(shown) == set(NAMES)
    for name, points in expected.items():
        _rank, shown_points, percent, totals = shown[name]
        assert Fraction(shown_points) == points
        assert percent == percent_text(points, 3)  # one match at a table of three: max 3
        assert int(totals) == deal_totals[name]
    ranks = {name: int(cells[0].lstrip("=")) for name, cells in shown.items()}
    assert all(ranks[a] < ranks[b] for a in expected for b in expected if expected[a] > expected[b])
    # equal match points: the lower sum of the own deadwood ranks first (RULINGS §6)
    note = view.standings.ties_note.text()
    assert note.endswith("then games won, then less own deadwood in total, else a shared rank (=).")
    own = {row.name: row.tie_break for row in service.games.standings()}
    winners = sorted((own[n], n) for n, p in expected.items() if p == 3)
    assert winners[0][0] < winners[1][0] and ranks[winners[0][1]] == 1
    assert all(
        ranks[a] < ranks[b]
        for a in expected
        for b in expected
        if expected[a] == expected[b] and own[a] < own[b]
    )
    assert reported == []


# -- Drachenrummy ---------------------------------------------------------------------------

# Per table, per seat: card points or laid sets, then the hand.
GAMES: dict[int, list[tuple[str, str]]] = {
    1: [("AS 2S 3S | QH QD QC", "5H 9C"), ("12", ""), ("KS KH KD", "2C")],
    2: [("5", ""), ("5", ""), ("JC QC KC AC", "")],
    3: [("-3", ""), ("7D 8D 9D 10D", ""), ("0", ""), ("4H 4S 4C", "6S 7S")],
}
# Worked by hand (2-10 one point, J Q K A two, each hand card -1):
#   table 1: 4 + 6 - 2 = 8; 12; 6 - 1 = 5        -> 2 / 3 / 1
#   table 2: 5; 5; 8                             -> 1.5 / 1.5 / 3
#   table 3: -3; 4; 0; 3 - 2 = 1                 -> 1 / 4 / 2 / 3
CARD_POINTS = {1: (8, 12, 5), 2: (5, 5, 8), 3: (-3, 4, 0, 1)}
DRACHEN_POINTS = {
    1: (Fraction(2), Fraction(3), Fraction(1)),
    2: (Fraction(3, 2), Fraction(3, 2), Fraction(3)),
    3: (Fraction(1), Fraction(4), Fraction(2), Fraction(3)),
}


def test_a_drachenrummy_evening(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    wizard = create(window, qtbot, tmp_path / "drachen.srt", "drachen")
    rules = wizard.rules_page  # type: ignore[attr-defined]
    assert rules.form.isRowVisible(rules.decks) and rules.form.isRowVisible(rules.steal)
    assert not rules.form.isRowVisible(rules.jokers) and not rules.form.isRowVisible(rules.deals)
    rules.steal.setCurrentIndex(rules.steal.findData("higher-face"))
    rules.decks.setCurrentIndex(rules.decks.findData(2))
    view = finish(window, qtbot, wizard, tmp_path / "drachen.srt")
    assert window.session is not None
    service = window.session.service
    settings = service.info().settings
    assert (settings.variant, settings.steal, settings.decks) == ("drachen", "higher-face", 2)
    add_players(window, view, qtbot, 10)
    start_round_and_enter(window, view, qtbot)
    rnd = service.rounds.get(1)
    assert [len(t.seats) for t in rnd.tables] == [3, 3, 4]

    entry_view = view.score_entry
    for table in (1, 2, 3):
        entry = entry_view.entry
        assert entry is not None and entry.table.number == table
        row = entry.rows[0]
        assert isinstance(row, DrachenMatchRow)
        for seat, (laid, hand) in enumerate(GAMES[table]):
            if seat:
                qtbot.keyClick(focused(), Qt.Key.Key_Tab)
            assert focused() is row.laid[row.players[seat]]
            if table == 1 and seat == 2:
                # a laid set that is no set: marked and named at once, then corrected
                qtbot.keyClicks(focused(), "KS AS 2S")
                assert "set 1: round the corner: K-A-2 is no set" in row.status.text()
                assert focused().styleSheet() != ""
                assert row.laid_strips[row.players[2]].invalid_melds() == 1
                qtbot.keyClick(focused(), Qt.Key.Key_Return)
                assert service.rounds.get(1).tables[0].games[0].status == "open"
                field = focused()
                assert isinstance(field, QLineEdit)
                field.selectAll()
                qtbot.keyClick(field, Qt.Key.Key_Backspace)
            qtbot.keyClicks(focused(), laid)
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
            assert focused() is row.hands[row.players[seat]]
            qtbot.keyClicks(focused(), hand)
        if table == 1:
            # the cards shown with their suit symbols; total, rank and points before saving
            assert row.laid_strips[row.players[0]].labels() == [
                ["A♠", "2♠", "3♠"],
                ["Q♥", "Q♦", "Q♣"],
            ]
            assert row.hand_strips[row.players[0]].labels() == [["5♥", "9♣"]]
            assert row.results[row.players[0]].text() == "<b>= +8</b>  rank 2  2 P."
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert reported == []
    rnd = service.rounds.get(1)
    for table in rnd.tables:
        game = table.games[0]
        order = [s.player_id for s in table.seats]
        assert game.result is not None
        assert [game.result.totals[p] for p in order] == list(CARD_POINTS[table.number])
        assert [game.points[p] for p in order] == list(DRACHEN_POINTS[table.number])

    # -- a decision: table 2 neutralised, over its result ---------------------------------
    neutralise(view, qtbot, 2, "a card was missing from the pack")
    game = service.rounds.get(1).tables[1].games[0]
    assert game.decision is not None and set(game.points.values()) == {Fraction(2)}

    expected: dict[str, tuple[Fraction, int, int]] = {}
    for table in service.rounds.get(1).tables:
        game = table.games[0]
        for number, seat in enumerate(table.seats):
            # the neutralised game's card points no longer count
            card = 0 if table.number == 2 else CARD_POINTS[table.number][number]
            expected[seat.player_name] = (game.points[seat.player_id], len(table.seats), card)
    shown = standings_cells(window, view, qtbot, "Card points")
    assert len(shown) == 10
    for name, (points, maximum, card) in expected.items():
        _rank, shown_points, percent, totals = shown[name]
        assert Fraction(shown_points) == points
        assert percent == percent_text(points, maximum)
        assert int(totals) == card
    assert reported == []


def test_the_winner_box_takes_the_seat_number(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    wizard = create(window, qtbot, tmp_path / "seat.srt", "indian")
    view = finish(window, qtbot, wizard, tmp_path / "seat.srt")
    add_players(window, view, qtbot, 3)
    start_round_and_enter(window, view, qtbot)
    entry = view.score_entry.entry
    assert entry is not None
    row = entry.rows[0]
    assert isinstance(row, IndianMatchRow)
    box = row.deals[0].winner
    assert isinstance(box, QComboBox) and focused() is box
    qtbot.keyClicks(box, "2")
    assert box.currentData() == row.players[1]
    # the declarer's field takes nothing; Tab passes it by
    assert not row.deals[0].fields[row.players[1]].isEnabled()
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert focused() is row.deals[0].fields[row.players[0]]
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is row.deals[0].fields[row.players[2]]

"""The services' refusals reach the director in the app's language, worded from code and
data; the German texts keep every named placeholder of the English ones."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidStateError,
    NotFoundError,
)
from tournament.store.errors import StoreError
from tournament.ui import errors
from tournament.ui.language import install_language
from tournament.ui.messages import ERROR_TEXTS, SUMMARY_TEXTS, service_text, summary_text
from tournament.ui.resources import translations_dir
from tournament.ui.session import Session
from tournament.ui.views.rounds import RoundsView

NAMED = re.compile(r"\{[a-z]+\}")


@pytest.fixture
def german(app: QApplication) -> Iterator[None]:
    install_language("de")
    yield
    install_language("en")


def refusal(action: object) -> ValueError:
    assert callable(action)
    with pytest.raises(ValueError) as caught:
        action()
    return caught.value


def test_refusals_of_a_real_tournament_in_german(played: Session, german: None) -> None:
    service = played.service
    second_round = refusal(service.rounds.start_round)
    assert errors.friendly_message(second_round) == (
        "Runde 2 ist noch offen. Bitte erst abschließen, dann die nächste Runde beginnen."
    )
    closing = errors.friendly_message(refusal(lambda: service.rounds.close_round(2)))
    assert closing.startswith("Runde 2 kann noch nicht abgeschlossen werden: ")
    assert "Spiele haben kein Ergebnis (Tisch 1 Spiel 1, Tisch 1 Spiel 2, " in closing
    assert errors.friendly_message(refusal(lambda: service.players.get(9999))) == (
        "Spieler 9999 gibt es nicht (mehr)."
    )
    anna = service.players.all()[0]
    service.players.withdraw_player(anna.id, reason="ill")
    twice = refusal(lambda: service.players.withdraw_player(anna.id, reason="ill"))
    assert errors.friendly_message(twice) == "Anna (Nr. 1) hat sich schon zurückgezogen."


def test_the_same_refusals_in_english(played: Session) -> None:
    message = errors.friendly_message(refusal(played.service.rounds.start_round))
    assert message == "Round 2 is still open. Close it before starting the next round."


def test_a_game_refusal_names_round_table_and_game_in_german(german: None) -> None:
    exc = InvalidStateError(code="game.round_closed", round=3, table=2, game=4)
    assert str(exc) == "round 3, table 2, game 4: the round is closed; reopen it to correct results"
    text = service_text(exc)
    assert text == (
        "Runde 3, Tisch 2, Spiel 4: Die Runde ist abgeschlossen. Zum Korrigieren bitte auf "
        "der Seite Runden wieder öffnen."
    )


def test_field_names_are_worded_too(german: None) -> None:
    exc = InvalidInputError(code="field.empty", field="the decision's reason")
    assert str(exc) == "the decision's reason must not be empty"
    assert service_text(exc) == "Bitte die Begründung der Entscheidung angeben."


def test_codes_are_worded_from_their_data(german: None) -> None:
    missing = NotFoundError(code="round.not_found", what="round", id=7)
    assert service_text(missing) == "Runde 7 gibt es nicht."
    unreachable = StoreError(code="url.unreachable", url="postgresql://h/db", reason="timeout")
    assert str(unreachable) == "postgresql://h/db: cannot connect (timeout)"
    assert service_text(unreachable) == (
        "Der Datenbankserver postgresql://h/db ist nicht erreichbar. Bitte Adresse, "
        "Netzwerk und Passwort prüfen."
    )
    assert (service_text(ConflictError(current=None)) or "").startswith("An einem anderen Rechner")


def test_an_unforeseen_refusal_keeps_its_words_after_a_german_lead(german: None) -> None:
    exc = InvalidInputError("something quite new", code="brand.new")
    assert service_text(exc) == "Die Eingabe wurde nicht angenommen: something quite new"


def test_a_refusal_in_the_rounds_page_is_german(
    played: Session, german: None, qtbot: QtBot, reported: list[str]
) -> None:
    view = RoundsView(played)
    qtbot.addWidget(view)
    view.show()
    view.start_button.setEnabled(True)  # as if the page had not yet seen round 2 start
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert reported == [
        "Runde 2 ist noch offen. Bitte erst abschließen, dann die nächste Runde beginnen."
    ]


def test_german_texts_keep_the_named_placeholders() -> None:
    sources = {str(t) for t in [*ERROR_TEXTS.values(), *SUMMARY_TEXTS.values()]}
    root = ET.parse(translations_dir() / "stein_rummy_de.ts").getroot()
    checked = 0
    for context in root.iter("context"):
        if context.findtext("name") != "messages":
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.findtext("translation") or ""
            assert sorted(NAMED.findall(source)) == sorted(NAMED.findall(translation)), source
            checked += source in sources
    assert checked == len(sources)


def test_audit_summaries_in_german(played: Session, german: None) -> None:
    from tournament.ui.views.audit import WHAT, AuditModel

    played.service.players.withdraw_player(played.service.players.all()[1].id, reason="krank")
    model = AuditModel()
    model.replace_rows(played.service.history.audit_log())
    texts = [model.index(row, WHAT).data() for row in range(model.rowCount())]
    assert texts[0] == "Spieler 2 Bernd nach Runde 2 zurückgezogen: krank"
    assert texts[1] == "Runde 2 begonnen: 3 Tische"
    assert "Runde 1 abgeschlossen" in texts
    entered = [t for t in texts if t.startswith("Runde 1, Tisch 1, Spiel 1: ")]
    assert len(entered) == 1 and "Ergebnis eingetragen (" in entered[0]
    assert texts[-1] == "Turnier 'Test evening' angelegt"
    undone = {"summary": "Round 3 closed", "of": {"code": "round.closed", "data": {"round": 3}}}
    assert summary_text("history.undo", undone, "Undo: Round 3 closed") == (
        "Rückgängig: Runde 3 abgeschlossen"
    )
    # An entry written before summaries had codes keeps its English line.
    assert summary_text("", {}, "Something new") == "Something new"


def test_a_round_that_cannot_be_seated_is_explained_in_german(
    app: QApplication, german: None, tmp_path: Path
) -> None:
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry, Settings

    service = create_tournament(
        "Groups", location=tmp_path / "groups.srt", settings=Settings(groups=("A", "B"))
    )
    try:
        service.players.import_players(
            [PlayerEntry(n, "", g) for n, g in zip("abcde", "AAABB", strict=True)]
        )
        message = errors.friendly_message(refusal(service.rounds.start_round))
    finally:
        service.close()
    assert message == (
        "Runde 1 kann nicht gesetzt werden: Gruppe B hat nur 2 Spieler; ein Tisch braucht "
        "mindestens 3. Bitte die Gruppen auf der Seite Spieler ausgleichen."
    )


def test_a_refused_result_is_worded_from_the_scoring_checks_codes(
    played: Session, german: None
) -> None:
    """The services refuse a result with the scoring check's problems (code and data);
    the app words each in German as the score entry does, not in the services' English."""
    from tournament.services.dto import ResultEntry

    service = played.service
    game = service.rounds.get(2).tables[0].games[0]
    a, b, c = game.player_ids
    refused = refusal(
        lambda: service.games.record_result(
            game.id, ResultEntry({a: 3, b: 4, c: 5}), expected_version=game.version
        )
    )
    assert getattr(refused, "code", None) == "result.refused"
    message = errors.friendly_message(refused)
    assert message == (
        "Runde 2, Tisch 1, Spiel 1: Das Ergebnis wurde nicht gespeichert: Niemand hat 0 "
        "Steine: den Spieler eintragen, der ausgemacht hat, oder das Spiel als vorzeitig "
        "beendet markieren."
    )

"""The phone pages' registry of each game's form (tournament.web.games)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import httpx
import pytest

from tournament.services.phone import PhoneGame
from tournament.web import PhoneServer
from tournament.web import games as web_games
from tournament.web.games import FormProblems, NoPhoneForm, field_allowed, phone_form

EN = {"Accept-Language": "en-GB,en;q=0.9"}
GAME = PhoneGame(7, 1, 11, (11, 12, 13), "open", {}, None, "")
NAMES = {11: "Anna", 12: "Bernd", 13: "Carla"}


def test_each_tile_game_has_its_form_and_a_desk_only_game_none() -> None:
    assert phone_form("stein").kinds == ("tiles",)
    assert phone_form("stein-plus").kinds == ("tiles", "claims")
    with pytest.raises(NoPhoneForm):
        phone_form("indian")


@pytest.mark.parametrize(
    ("name", "allowed"),
    [
        ("tiles-12", True),
        ("claims-3", True),
        ("rommee", True),
        ("tiles-x", False),
        ("deals-3", False),
        ("tiles-1234567890123", False),
        ("colour", False),
    ],
)
def test_a_posted_field_is_one_of_a_games_form(name: str, allowed: bool) -> None:
    assert field_allowed(name) is allowed


def test_the_plus_form_reads_claims_and_the_plain_one_refuses_them() -> None:
    typed = {"tiles-11": "0", "tiles-12": "5", "tiles-13": " 7 ", "claims-12": "2", "rommee": "1"}
    result = phone_form("stein-plus").read(GAME, NAMES, typed, "en")
    assert dict(result.tiles_left) == {11: 0, 12: 5, 13: 7}
    assert dict(result.claims) == {12: 2}
    assert result.first_turn_rommee
    with pytest.raises(FormProblems) as refused:
        phone_form("stein").read(GAME, NAMES, typed, "en")
    assert refused.value.lines == ("Bernd: please enter a whole number from 0 to 99.",)


def test_a_missing_or_bad_number_is_named_by_player() -> None:
    typed = {"tiles-11": "", "tiles-12": "1000", "tiles-13": "x"}
    with pytest.raises(FormProblems) as refused:
        phone_form("stein").read(GAME, NAMES, typed, "en")
    assert refused.value.lines == (
        "Anna: the number is missing.",
        "Bernd: please enter a whole number from 0 to 999.",
        "Carla: please enter a whole number from 0 to 999.",
    )


def test_the_forms_fields_and_tables_follow_the_game() -> None:
    plain, plus = phone_form("stein"), phone_form("stein-plus")
    typed = {"tiles-11": "3", "claims-11": "1"}
    assert 'name="claims-11"' not in plain.inputs(GAME, NAMES, typed, "en")
    fields = plus.inputs(GAME, NAMES, typed, "en")
    assert 'name="claims-11" value="1"' in fields and 'name="tiles-11" value="3"' in fields
    result = plus.read(GAME, NAMES, {"tiles-11": "0", "tiles-12": "4", "tiles-13": "6"}, "en")
    assert '<input type="hidden" name="claims-12" value="0">' in plus.hidden(GAME, result)
    points = {11: Fraction(3), 12: Fraction(3, 2), 13: Fraction(3, 2)}
    table = plus.checked(GAME.player_ids, NAMES, result, points, "en")
    assert '<th class="n">Claims</th>' in table and "1,5" in table
    assert "Claims" not in plain.checked(GAME.player_ids, NAMES, result, points, "en")


def test_a_table_whose_game_has_no_form_is_sent_to_the_desk(
    director: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = PhoneServer(tmp_path / "abend.srt", host="127.0.0.1", port=0)
    token = next(iter(server.links().values())).rsplit("/", 1)[1]
    monkeypatch.setattr(web_games, "_BY_GAME", {})
    server.start()
    try:
        page = httpx.get(f"{server.base_url}/t/{token}", headers=EN)
    finally:
        server.stop()
    assert page.status_code == 409
    assert "Please hand this card game&#x27;s result to the director." in page.text

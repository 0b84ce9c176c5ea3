"""The phone pages take Stein-Rummy results only: a card game's table gets no link, and a
link of a card game's table says so in plain words instead of failing."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, Settings
from tournament.services.errors import ENGLISH
from tournament.services.phone import PhoneRefusedError
from tournament.web import PhoneServer

EN = {"Accept-Language": "en-GB,en;q=0.9"}
DE = {"Accept-Language": "de-DE,de;q=0.9"}


def test_a_card_games_table_gets_no_link_and_its_page_refuses(tmp_path: Path) -> None:
    path = tmp_path / "indisch.srt"
    service = create_tournament("Indisch", location=path, settings=Settings(variant="indian"))
    service.players.import_players([PlayerEntry(f"Player {i}") for i in range(1, 7)])
    service.rounds.start_round()
    server = PhoneServer(path, host="127.0.0.1", port=0)
    try:
        assert server.links() == {}  # no QR code is printed for a card game's table
        # A link made all the same (as an older one would be) is refused with the reason.
        token = service.phone._tokens(None)[1]
        with pytest.raises(PhoneRefusedError) as info:
            service.phone.table(token)
        assert info.value.code == "phone.card_game"
        assert str(info.value) == ENGLISH["phone.card_game"].format(game="Indian Rummy")
        server.start()
        english = httpx.get(f"{server.base_url}/t/{token}", headers=EN)
        german = httpx.get(f"{server.base_url}/t/{token}", headers=DE)
    finally:
        server.stop()
        service.close()
    assert english.status_code == 409
    assert "Results by phone are for Stein-Rummy only" in english.text
    assert german.status_code == 409 and "nur für Stein-Rummy" in german.text

"""The phone pages in a real browser (headless Chromium): a table enters its games, and
every kind of bad request is refused with a clear page while nothing is stored."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tournament.services import TournamentService
from tournament.services.dto import GameInfo


def _tiles(game: GameInfo) -> dict[int, int]:
    return {pid: (0 if i == 0 else 3 + 2 * i) for i, pid in enumerate(game.player_ids)}


def _next_page(driver: Any, action: Callable[[], object]) -> None:
    """Run ``action`` (a click, a posted form) and wait for the page it leads to: the old
    page is marked, and the wait ends once the page shown has no mark. (Asking the old
    page's element whether it is stale races with its removal: Chromium may answer with
    an "inspector error" instead.)"""
    driver.execute_script("window.stillTheOldPage = true;")
    action()
    WebDriverWait(driver, 20, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script(
            "return document.readyState === 'complete' && !window.stillTheOldPage"
        )
    )


def _submit(driver: Any, button: Any) -> None:
    """Click and wait for the next page (a click does not wait for a form's answer)."""
    _next_page(driver, button.click)


def _type_game(driver: Any, tiles: dict[int, int]) -> None:
    for pid, count in tiles.items():
        field = driver.find_element(By.NAME, f"tiles-{pid}")
        field.clear()
        field.send_keys(str(count))
    _submit(driver, driver.find_element(By.CSS_SELECTOR, "#entry button[type=submit]"))


def _choose_sender(driver: Any, index: int) -> None:
    senders = driver.find_elements(By.CSS_SELECTOR, "#confirm input[name=sender]")
    senders[index].find_element(By.XPATH, "..").click()


def _confirm_and_send(driver: Any, taps: int) -> None:
    boxes = driver.find_elements(By.CSS_SELECTOR, "#confirm input[name=confirm]")
    send = driver.find_element(By.ID, "send")
    assert not send.is_enabled()  # the script holds it back until enough names are tapped
    _choose_sender(driver, 0)
    assert not boxes[0].is_enabled()  # the one entering cannot confirm their own result
    for box in boxes[1 : 1 + taps]:
        box.find_element(By.XPATH, "..").click()  # the player taps the name, not the box
    assert send.is_enabled()
    _submit(driver, send)


def test_a_table_enters_its_three_games(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    table = director.rounds.get(1).tables[0]
    browser.get(served.links[1])
    assert "Round 1 · table 1" in browser.page_source
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".seats li")]
    assert names == [seat.player_name for seat in table.seats]
    for game in table.games:
        _type_game(browser, _tiles(game))
        cells = browser.find_elements(By.CSS_SELECTOR, "table td.n")
        assert cells, "the confirmation shows tiles and points"
        _confirm_and_send(browser, len(game.player_ids) - 1)
        assert "Sent. The director checks the result." in browser.page_source
        assert "waiting for the director" in browser.page_source
    entries = director.phone.entries()
    assert [(e.table_number, e.game_number) for e in entries] == [(1, 1), (1, 2), (1, 3)]
    for entry, game in zip(entries, table.games, strict=True):
        assert dict(entry.tiles_left) == _tiles(game)
        assert len(entry.confirmed_by) == len(game.player_ids) - 1
        assert director.games.get(game.id).status == "open"  # pending, not yet a result
    for entry in entries:
        director.phone.accept(entry.id)
    assert all(director.games.get(g.id).status == "entered" for g in table.games)
    browser.get(served.links[1])
    assert "Every game of this table is entered." in browser.page_source


def test_german_by_the_browsers_language(served: SimpleNamespace, browser_factory: Any) -> None:
    driver = browser_factory("de-DE")
    driver.get(served.links[2])
    assert "Runde 1 · Tisch 2" in driver.page_source
    assert "Punkte anzeigen" in driver.page_source


def _nothing_stored(director: TournamentService) -> None:
    assert director.phone.entries(status=None) == []
    assert all(g.status == "open" for t in director.rounds.get(1).tables for g in t.games)


def test_a_wrong_token_is_refused(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    token = served.links[1].rsplit("/", 1)[1]
    for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), "nothing", "A" * 32):
        browser.get(f"{served.base}/t/{wrong}")
        assert "This table link is unknown" in browser.page_source
        assert token not in browser.page_source
    browser.get(served.base + "/")
    assert "scan the QR code" in browser.page_source
    assert "/t/" not in browser.page_source  # no page lists the tokens
    _nothing_stored(director)


def test_an_expired_token_is_refused(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    browser.get(served.links[1])
    page_with_form = browser.page_source
    assert "Show points" in page_with_form
    for table in director.rounds.get(1).tables:
        for game in table.games:
            director.games.record_result(game.id, _entry(game), expected_version=game.version)
    director.rounds.close_round(1)
    browser.find_element(
        By.NAME, f"tiles-{director.rounds.get(1).tables[0].games[0].player_ids[0]}"
    )
    _type_game(browser, _tiles(director.rounds.get(1).tables[0].games[0]))
    assert "The round is closed; this table link no longer works." in browser.page_source
    browser.get(served.links[1])
    assert "The round is closed" in browser.page_source
    assert director.phone.entries(status=None) == []


def _entry(game: GameInfo) -> Any:
    from tournament.services.dto import ResultEntry

    return ResultEntry(_tiles(game))


def _post(driver: Any, action: str, fields: dict[str, str]) -> None:
    """Post a form the page did not offer (as a forger or a replayed request would)."""
    _next_page(
        driver,
        lambda: driver.execute_script(
            "var f=document.createElement('form');f.method='post';f.action=arguments[0];"
            "var d=arguments[1];for(var k in d){var i=document.createElement('input');"
            "i.type='hidden';i.name=k;i.value=d[k];f.appendChild(i);}"
            "document.body.appendChild(f);f.submit();",
            action,
            fields,
        ),
    )


def _form_fields(driver: Any, form_id: str) -> dict[str, str]:
    fields: dict[str, str] = driver.execute_script(
        "var d={};document.querySelectorAll('#'+arguments[0]+' input').forEach(function(i){"
        "if(i.type!=='checkbox'||i.checked){if(i.name!=='confirm')d[i.name]=i.value;}});"
        "return d;",
        form_id,
    )
    return fields


def test_another_tables_game_is_refused(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    other = director.rounds.get(1).tables[1].games[0]
    browser.get(served.links[2])
    theirs = _form_fields(browser, "entry")  # table 2's form and nonce
    browser.get(served.links[1])
    ours = _form_fields(browser, "entry")
    # Table 2's form posted with table 1's link: the nonce belongs to table 2.
    _post(browser, served.links[1] + "/check", {**theirs})
    assert "This form was sent already or has expired." in browser.page_source
    # A game table 1 does not have, with its own nonce.
    browser.get(served.links[1])
    ours = _form_fields(browser, "entry")
    _post(browser, served.links[1] + "/check", {**ours, "game": "7"})
    assert "This game is not (or no longer) open for this table." in browser.page_source
    # Table 2's players' numbers on table 1's form.
    browser.get(served.links[1])
    ours = _form_fields(browser, "entry")
    forged = {"nonce": ours["nonce"], "game": "1"}
    forged.update({f"tiles-{pid}": "4" for pid in other.player_ids})
    _post(browser, served.links[1] + "/check", forged)
    assert "The input is not valid." in browser.page_source
    _nothing_stored(director)


def test_a_replayed_form_is_refused(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    game = director.rounds.get(1).tables[0].games[0]
    browser.get(served.links[1])
    _type_game(browser, _tiles(game))
    sent = _form_fields(browser, "confirm")
    sent_taps = [str(p) for p in game.player_ids[1:]]
    _confirm_and_send(browser, len(game.player_ids) - 1)
    assert len(director.phone.entries()) == 1
    # The same send form again, with the same nonce and the players' confirmations.
    _next_page(
        browser,
        lambda: browser.execute_script(
            "var f=document.createElement('form');f.method='post';f.action=arguments[0];"
            "var d=arguments[1];for(var k in d){var i=document.createElement('input');"
            "i.type='hidden';i.name=k;i.value=d[k];f.appendChild(i);}"
            "arguments[2].forEach(function(v){var i=document.createElement('input');"
            "i.type='hidden';i.name='confirm';i.value=v;f.appendChild(i);});"
            "document.body.appendChild(f);f.submit();",
            served.links[1] + "/send",
            sent,
            sent_taps,
        ),
    )
    assert "A result for this game was sent already." in browser.page_source
    assert len(director.phone.entries(status=None)) == 1
    # A replayed "show points" form of the next game: its nonce is used up as well.
    browser.get(served.links[1])
    check = _form_fields(browser, "entry")
    _type_game(browser, _tiles(director.rounds.get(1).tables[0].games[1]))
    _post(browser, served.links[1] + "/check", check)
    assert "This form was sent already or has expired." in browser.page_source
    assert len(director.phone.entries(status=None)) == 1


def test_bad_numbers_are_refused(
    served: SimpleNamespace, director: TournamentService, browser: Any
) -> None:
    game = director.rounds.get(1).tables[0].games[0]
    first, second, third = game.player_ids[:3]
    browser.get(served.links[1])
    cases = [
        ({first: "0", second: "abc", third: "5"}, "please enter a whole number from 0 to 999"),
        ({first: "0", second: "-3", third: "5"}, "please enter a whole number from 0 to 999"),
        ({first: "0", second: "", third: "5"}, "the number is missing"),
        ({first: "0", second: "1234", third: "5"}, "please enter a whole number from 0 to 999"),
        ({first: "0", second: "٣", third: "5"}, "please enter a whole number from 0 to 999"),
        (
            {first: "0", second: "0", third: "5"},
            "The checks refuse the result: Only one player can go out:",
        ),
        (
            {first: "4", second: "6", third: "5"},
            "The checks refuse the result: Nobody has 0 tiles: enter 0 for the player who",
        ),
    ]
    for typed, expected in cases:
        browser.execute_script(
            "document.getElementById('entry').noValidate = true;"
            "document.querySelectorAll('#entry input').forEach(function (i) {"
            "i.removeAttribute('maxlength'); });"
        )
        for pid, value in typed.items():
            field = browser.find_element(By.NAME, f"tiles-{pid}")
            field.clear()
            if value:
                field.send_keys(value)
        _submit(browser, browser.find_element(By.CSS_SELECTOR, "#entry button[type=submit]"))
        assert expected in browser.page_source, typed
        assert "Please confirm" not in browser.page_source
    # Too few names tapped: the server refuses even when the script is bypassed.
    _type_game(browser, _tiles(game))
    _choose_sender(browser, 0)
    browser.execute_script("document.getElementById('send').disabled = false;")
    _submit(browser, browser.find_element(By.ID, "send"))
    assert "Every other player must confirm" in browser.page_source
    _nothing_stored(director)

"""Stein-Rummy's phone form: each player's tiles left (Plus: and claims), and whether the
game was a Rommé in the first round (RULINGS §4, §5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from html import escape

from tournament.services.dto import ResultEntry
from tournament.services.phone import PhoneGame
from tournament.web.games.base import FormProblems, PhoneForm, Typed
from tournament.web.texts import points_text, text

MOST_TILES = 999
MOST_CLAIMS = 99


def _number(value: str, most: int) -> int | None:
    value = value.strip()
    if not value.isascii() or not value.isdigit() or len(value) > len(str(most)):
        return None
    number = int(value)
    return number if number <= most else None


def _result_table(
    players: Sequence[int],
    names: Mapping[int, str],
    tiles: Mapping[int, int | str],
    points: Mapping[int, Fraction] | None,
    language: str,
    claims: Mapping[int, int] | None = None,
) -> str:
    head = (
        f"<tr><th>{escape(text('players', language))}</th>"
        f'<th class="n">{escape(text("tiles", language))}</th>'
        + (f'<th class="n">{escape(text("claims", language))}</th>' if claims is not None else "")
        + (f'<th class="n">{escape(text("points", language))}</th>' if points else "")
        + "</tr>"
    )
    rows = "".join(
        f"<tr><td>{escape(names.get(pid, str(pid)))}</td>"
        f'<td class="n">{escape(str(tiles.get(pid, "")))}</td>'
        + (f'<td class="n">{claims.get(pid, 0)}</td>' if claims is not None else "")
        + (f'<td class="n">{escape(points_text(points[pid]))}</td>' if points else "")
        + "</tr>"
        for pid in players
    )
    return f"<table>{head}{rows}</table>"


class SteinRummyForm(PhoneForm):
    """Tiles left for every player; claims too where the game has them."""

    flags = ("rommee",)

    def __init__(self, *, claims: bool) -> None:
        self.claims = claims
        self.kinds = ("tiles", "claims") if claims else ("tiles",)

    def inputs(self, game: PhoneGame, names: Mapping[int, str], typed: Typed, language: str) -> str:
        rows = []
        for pid in game.player_ids:
            name = escape(names.get(pid, str(pid)))
            value = escape(typed.get(f"tiles-{pid}", ""))
            row = (
                f'<div class="row"><label for="tiles-{pid}">{name}</label>'
                f'<input class="num" id="tiles-{pid}" name="tiles-{pid}" value="{value}" '
                'inputmode="numeric" pattern="[0-9]*" maxlength="3" autocomplete="off" '
                f'aria-label="{escape(text("tiles", language))}: {name}" required>'
            )
            if self.claims:
                claims = escape(typed.get(f"claims-{pid}", ""))
                row += (
                    f'<input class="num claims" name="claims-{pid}" value="{claims}" '
                    'inputmode="numeric" pattern="[0-9]*" maxlength="2" autocomplete="off" '
                    f'placeholder="0" aria-label="{escape(text("claims", language))}: {name}">'
                )
            rows.append(row + "</div>")
        heads = f'<p class="state">{escape(text("tiles", language))}'
        if self.claims:
            heads += f" · {escape(text('claims', language))}"
        heads += "</p>"
        checked = " checked" if typed.get("rommee") == "1" else ""
        return (
            f"{heads}{''.join(rows)}"
            f'<label class="row"><input type="checkbox" name="rommee" value="1"{checked}> '
            f"{escape(text('rommee', language))}</label>"
        )

    def read(
        self, game: PhoneGame, names: Mapping[int, str], typed: Typed, language: str
    ) -> ResultEntry:
        problems: list[str] = []
        tiles: dict[int, int] = {}
        claims: dict[int, int] = {}
        for pid in game.player_ids:
            name = names.get(pid, str(pid))
            typed_tiles = typed.get(f"tiles-{pid}", "")
            count = _number(typed_tiles, MOST_TILES)
            if not typed_tiles.strip():
                problems.append(text("missing", language, name=name))
            elif count is None:
                problems.append(text("bad_number", language, name=name, most=MOST_TILES))
            else:
                tiles[pid] = count
            claim = typed.get(f"claims-{pid}", "")
            if claim.strip():
                value = _number(claim, MOST_CLAIMS)
                if value is None or not self.claims:
                    problems.append(text("bad_number", language, name=name, most=MOST_CLAIMS))
                elif value:
                    claims[pid] = value
        rommee = typed.get("rommee", "")
        if rommee not in ("", "1"):
            problems.append(text("bad_input", language))
        if problems:
            raise FormProblems(tuple(problems))
        return ResultEntry(tiles, claims, first_turn_rommee=rommee == "1")

    def hidden(self, game: PhoneGame, result: ResultEntry) -> list[str]:
        hidden = [
            f'<input type="hidden" name="tiles-{p}" value="{n}">'
            for p, n in result.tiles_left.items()
        ]
        if self.claims:
            hidden += [
                f'<input type="hidden" name="claims-{p}" value="{result.claims.get(p, 0)}">'
                for p in game.player_ids
            ]
        if result.first_turn_rommee:
            hidden.append('<input type="hidden" name="rommee" value="1">')
        return hidden

    def shown(
        self,
        game: PhoneGame,
        names: Mapping[int, str],
        points: Mapping[int, Fraction] | None,
        language: str,
    ) -> str:
        return _result_table(game.player_ids, names, game.tiles_left, points, language)

    def checked(
        self,
        players: Sequence[int],
        names: Mapping[int, str],
        result: ResultEntry,
        points: Mapping[int, Fraction] | None,
        language: str,
    ) -> str:
        claims = result.claims if self.claims else None
        return _result_table(players, names, result.tiles_left, points, language, claims)


__all__ = ["MOST_CLAIMS", "MOST_TILES", "SteinRummyForm"]

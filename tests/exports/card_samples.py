"""Card-game tournaments for the export tests: seatings from the model and the golden
evenings of tests/scoring imported into a store file."""

from __future__ import annotations

from pathlib import Path

from tournament.exports.model import RoundSeating, SeatEntry, SheetTable, TournamentHeader

from .samples import OTHER_NAMES, UNICODE_NAMES

GOLDEN = Path(__file__).parents[1] / "scoring" / "golden"


def card_header(variant: str, **options: object) -> TournamentHeader:
    """A card-game tournament with every option the services print (the Stein-Rummy ones
    too, as a store's settings hold them)."""
    every: dict[str, object] = {
        "variant": variant,
        "jokers": "per_player",
        "first_turn_rommee": "winner_full",
        "neutral_penalty": 0,
        "rank_by": "percent",
        "movement": "rotate",
        "deals": None,
        "decks": 1,
        "steal": "same-face",
    }
    every.update(options)
    return TournamentHeader("Kartenabend Überlingen", "2026-11-29", "Löwen", "Renate Groß", every)


def card_seating(
    variant: str,
    sizes: tuple[int, ...] = (3, 4),
    *,
    round_number: int | None = 2,
    **options: object,
) -> RoundSeating:
    """Tables of ``sizes`` players; the first seats the Unicode names."""
    names = [*UNICODE_NAMES, *OTHER_NAMES, "Greta Vogel", "Hans Kühn", "Ida Roth"]
    tables, index = [], 0
    for number, size in enumerate(sizes, start=1):
        seats = []
        for seat in range(1, size + 1):
            seats.append(SeatEntry(seat, names[index], f"Club {index % 3}"))
            index += 1
        tables.append(SheetTable(number, tuple(seats)))
    return RoundSeating(card_header(variant, **options), round_number, tuple(tables))


def import_golden(name: str, target: Path) -> Path:
    """The golden file ``name`` (e.g. "indian-evening") imported into a store file."""
    from tournament.cli import main

    assert main(["import", str(GOLDEN / f"{name}.json"), str(target)]) == 0
    return target

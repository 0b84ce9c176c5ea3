"""Hands given as tiles in a tournament file: counted, and checked with the rules engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tournament.scoring.tournament_file.safe_json import show


def count_hand(notation: str) -> int:
    """Tiles in a hand written in tile notation ("r4 r5 b9 J" -> 4); a joker counts one.

    Uses the rules engine's parser, so a bad token raises its NotationError (a ValueError)
    naming the token and its position.
    """
    from tournament.rules.tiles import parse_tiles

    return len(parse_tiles(notation))


def hand_problems(
    hands: Mapping[str, str], players: Sequence[str], tiles_left: Mapping[str, int]
) -> list[tuple[str | None, str]]:
    """(player, message) for hands that are not tiles, disagree with ``tiles_left``, or
    together hold a tile more often than the game has it (rules engine, RULINGS §1).

    With every player's hand given, the rules engine checks the finished game as submitted
    (its empty-hand findings are the scoring checks' own and are not repeated); otherwise
    the given hands are checked against the supply of a table of ``len(players)``.
    """
    from tournament.rules.layout import supply_problems
    from tournament.rules.options import RulesOptions
    from tournament.rules.submitted import check_finished_game
    from tournament.rules.tiles import Tile, parse_tiles

    found: list[tuple[str | None, str]] = []
    parsed: dict[str, list[Tile]] = {}
    for player, notation in hands.items():
        if player not in players:
            found.append((player, "hand of a player not at this table"))
            continue
        try:
            parsed[player] = parse_tiles(notation)
        except ValueError as exc:
            found.append((player, f"hand {show(notation)}: {exc}"))
            continue
        count = len(parsed[player])
        if tiles_left.get(player, count) != count:
            found.append(
                (player, f"'tiles_left' says {tiles_left[player]} but the hand holds {count} tiles")
            )
    options = RulesOptions(players=len(players))
    if len(parsed) == len(players):
        check = check_finished_game(parsed, options=options)
        supply = [problem.supply for problem in check.problems if problem.supply is not None]
    else:
        supply = supply_problems(((f"{p}'s hand", t) for p, t in parsed.items()), options)
    found.extend((None, f"too many tiles: {problem}") for problem in supply)
    return found

"""What the score entry checks in one game's input, and the points it would give.

The checks follow RULINGS 5 (every count, one empty hand) and RULINGS 1 (the set's tiles);
the preview asks the scoring engine, so the row shows what saving would store.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from tournament.rules.errors import NotationError
from tournament.rules.tiles import Tile, parse_tiles
from tournament.scoring.model import GameResult, ScoringRules
from tournament.scoring.points import score_result
from tournament.ui.checker import notation_text

COPIES = 2  # every numbered tile is in the set twice (RULINGS 1)


@dataclass(frozen=True, slots=True)
class Check:
    """The outcome of checking one game's input."""

    problems: tuple[str, ...]
    bad_fields: frozenset[int]
    """Player ids whose tiles field is wrong."""
    tiles: Mapping[int, int]
    claims: Mapping[int, int]
    hands: Mapping[int, str]
    empty: bool

    @property
    def ok(self) -> bool:
        return not self.problems and not self.empty


def check_input(
    players: tuple[int, ...],
    names: Mapping[int, str],
    tiles_text: Mapping[int, str],
    claims_text: Mapping[int, str],
    hands_text: Mapping[int, str],
    *,
    ended_early: bool,
    first_turn: bool,
    jokers: int | None = None,
) -> Check:
    """Check what was typed for one game (RULINGS 5): every count, one empty hand.

    Hands typed as tiles may together hold each numbered tile at most twice and at most
    ``jokers`` jokers (None: not checked), as the set has them (RULINGS 1)."""
    problems: list[str] = []
    parsed: dict[int, list[Tile]] = {}
    bad: set[int] = set()
    tiles: dict[int, int] = {}
    claims: dict[int, int] = {}
    hands: dict[int, str] = {}
    typed = any(tiles_text.get(p, "").strip() for p in players)
    for pid in players:
        hand = hands_text.get(pid, "").strip()
        text = tiles_text.get(pid, "").strip()
        if hand:
            try:
                parsed[pid] = parse_tiles(hand)
                count = len(parsed[pid])
            except NotationError as exc:
                problems.append(f"{names[pid]}: {notation_text(exc)}")
                bad.add(pid)
                continue
            hands[pid] = hand
            if text and int(text) != count:
                problems.append(
                    QCoreApplication.translate(
                        "score", "{0}: {1} tiles typed, but the hand has {2}."
                    ).format(names[pid], text, count)
                )
                bad.add(pid)
            tiles[pid] = count
            continue
        if not text:
            if typed:
                problems.append(
                    QCoreApplication.translate("score", "{0}: the count is missing.").format(
                        names[pid]
                    )
                )
                bad.add(pid)
            continue
        tiles[pid] = int(text)
    problems += _supply_problems(parsed, bad, jokers)
    for pid in players:
        claim = claims_text.get(pid, "").strip()
        if claim:
            claims[pid] = int(claim)
    if not typed and not hands:
        return Check((), frozenset(), {}, {}, {}, True)
    if len(tiles) == len(players) and not bad:
        zeros = [pid for pid, n in tiles.items() if n == 0]
        if len(zeros) > 1:
            problems.append(
                QCoreApplication.translate(
                    "score", "Only one player can go out: {0} all have 0 tiles."
                ).format(", ".join(names[p] for p in zeros))
            )
            bad.update(zeros)
        elif not zeros and not ended_early:
            problems.append(
                QCoreApplication.translate(
                    "score",
                    "Nobody has 0 tiles: enter the player who went out, "
                    "or mark the game as ended early.",
                )
            )
            bad.update(players)
        elif zeros and ended_early:
            problems.append(
                QCoreApplication.translate(
                    "score", "A game ended early has no empty hand; {0} has 0 tiles."
                ).format(names[zeros[0]])
            )
            bad.update(zeros)
        if first_turn and not zeros:
            problems.append(
                QCoreApplication.translate(
                    "score", "Rommé in the first round needs the player with 0 tiles."
                )
            )
        if first_turn and ended_early:
            problems.append(
                QCoreApplication.translate(
                    "score", "A game is either ended early or a Rommé in the first round."
                )
            )
    return Check(tuple(problems), frozenset(bad), tiles, claims, hands, False)


def _supply_problems(
    hands: Mapping[int, list[Tile]], bad: set[int], jokers: int | None
) -> list[str]:
    """More copies of a tile in the hands than the set has; marks the players holding them."""
    counts: dict[Tile, int] = {}
    for tiles in hands.values():
        for tile in tiles:
            counts[tile] = counts.get(tile, 0) + 1
    problems: list[str] = []
    extra = sorted(t for t, n in counts.items() if not t.is_joker and n > COPIES)
    if extra:
        problems.append(
            QCoreApplication.translate(
                "score", "The hands hold more of a tile than the set has (two of each): {0}"
            ).format(" ".join(str(t) for t in extra))
        )
        bad.update(p for p, tiles in hands.items() if any(t in extra for t in tiles))
    held = sum(n for t, n in counts.items() if t.is_joker)
    if jokers is not None and held > jokers:
        problems.append(
            QCoreApplication.translate(
                "score", "The hands hold {0} jokers; this game has {1}."
            ).format(held, jokers)
        )
        bad.update(p for p, tiles in hands.items() if any(t.is_joker for t in tiles))
    return problems


def jokers_in_game(rule: str, players: int) -> int:
    """How many jokers a game has under the tournament's joker rule (RULINGS 1)."""
    return {"per_player": players, "two_in_pool": 2, "none": 0}.get(rule, players)


def preview_points(
    players: tuple[int, ...],
    check: Check,
    rules: ScoringRules,
    *,
    ended_early: bool,
    first_turn: bool,
) -> dict[int, Fraction] | None:
    """The points the game would give, from the scoring engine, or None while incomplete."""
    if not check.ok or len(check.tiles) != len(players):
        return None
    ids = [str(p) for p in players]
    result = GameResult(
        tiles_left={str(p): n for p, n in check.tiles.items()},
        claims={str(p): n for p, n in check.claims.items()},
        romme_first_round=first_turn,
        ended_early=ended_early,
    )
    try:
        score = score_result(result, ids, rules)
    except ValueError:
        return None
    return {int(p): v for p, v in score.points.items()}

"""What the score entry checks in one game's input, and the points it would give.

The checks are the scoring engine's (:mod:`tournament.scoring.results`, the same the
services and the tournament file apply), asked for through the services' preview
(:mod:`tournament.services.preview`) and worded here; the points shown are the preview's,
so the row shows what saving would store.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from tournament.rules.errors import NotationError
from tournament.rules.options import JokerRule
from tournament.services.dto import ResultEntry
from tournament.services.preview import GameProblem, GameProblemKind, preview
from tournament.services.terms import ScoringRules
from tournament.ui.checker.words import notation_text


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
    kinds: tuple[GameProblemKind, ...] = ()
    """The scoring engine's codes of the problems (see :mod:`tournament.scoring.results`)."""
    points: Mapping[int, Fraction] | None = None
    """The points saving would give, from the scoring engine; None while incomplete."""

    @property
    def ok(self) -> bool:
        return not self.problems and not self.empty


_EMPTY_HANDS = (GameProblemKind.SEVERAL_EMPTY, GameProblemKind.NO_EMPTY)


def check_input(
    players: tuple[int, ...],
    names: Mapping[int, str],
    tiles_text: Mapping[int, str],
    claims_text: Mapping[int, str],
    hands_text: Mapping[int, str],
    *,
    ended_early: bool,
    first_turn: bool,
    rules: ScoringRules | None = None,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> Check:
    """Check what was typed for one game by the scoring engine's one validation
    (:func:`tournament.scoring.results.game_problems`: RULINGS 5, every count and one
    empty hand; RULINGS 1, the hands typed as tiles hold no tile more often than the set).

    While a count is still to be typed, only what is wrong so far is shown: a count
    missing once any is typed, never the empty-hand rule."""
    tiles = {p: int(t) for p, t in _typed(players, tiles_text).items()}
    claims = {p: int(c) for p, c in _typed(players, claims_text).items()}
    hands = _typed(players, hands_text)
    if not tiles and not hands:
        return Check((), frozenset(), {}, {}, {}, True)
    entry = ResultEntry(tiles_left=tiles, claims=claims, hands=hands, first_turn_rommee=first_turn)
    seen = preview(entry, players, rules or ScoringRules(), ended_early=ended_early, jokers=jokers)
    shown = _shown(list(seen.problems), bool(tiles), len(seen.counts) < len(players))
    return Check(
        tuple(problem_texts(shown, names)),
        _bad_fields(shown, players),
        seen.counts,
        claims,
        {p: h for p, h in hands.items() if p in seen.read},
        False,
        tuple(p.kind for p in shown),
        seen.points,
    )


def _typed(players: tuple[int, ...], typed: Mapping[int, str]) -> dict[int, str]:
    """What was typed for each player, stripped; players with an empty field left out."""
    stripped = {player: typed.get(player, "").strip() for player in players}
    return {player: text for player, text in stripped.items() if text}


def _shown(found: list[GameProblem], any_count: bool, counts_missing: bool) -> list[GameProblem]:
    """The problems worth showing while typing: a missing count only once a count is typed,
    the empty-hand rule only when every count is there and nothing else is wrong."""
    shown = [p for p in found if any_count or p.kind is not GameProblemKind.COUNT_MISSING]
    if counts_missing or any(p.kind not in _EMPTY_HANDS for p in shown):
        shown = [p for p in shown if p.kind not in _EMPTY_HANDS]
    return shown


def _bad_fields(shown: list[GameProblem], players: tuple[int, ...]) -> frozenset[int]:
    """The players whose tiles field is marked: those a problem names; everyone when nobody
    has 0 tiles."""
    bad = {int(player) for p in shown for player in p.players}
    if any(p.kind is GameProblemKind.NO_EMPTY for p in shown):
        bad.update(players)
    return frozenset(bad)


def problem_texts(problems: list[GameProblem], names: Mapping[int, str]) -> list[str]:
    """The problems in the user's language; the numbered tiles held too often in one line."""
    texts: list[str] = []
    extra = [p for p in problems if p.kind is GameProblemKind.TOO_MANY and not p.data["joker"]]
    for problem in problems:
        if problem in extra:
            if problem is extra[0]:
                texts.append(
                    QCoreApplication.translate(
                        "score",
                        "The hands hold more of a tile than the set has (two of each): {0}",
                    ).format(" ".join(str(p.data["tile"]) for p in extra))
                )
            continue
        texts.append(_text(problem, names))
    return texts


def _text(problem: GameProblem, names: Mapping[int, str]) -> str:
    kind, data = problem.kind, problem.data
    who = ", ".join(names.get(int(p), p) for p in problem.players)

    if kind is GameProblemKind.HAND_NOTATION:
        exc = data.get("exception")
        reason = notation_text(exc) if isinstance(exc, NotationError) else str(data["error"])
        return f"{who}: {reason}"
    if kind is GameProblemKind.HAND_COUNT:
        return QCoreApplication.translate(
            "score", "{0}: {1} tiles typed, but the hand has {2}."
        ).format(who, data["said"], data["held"])
    if kind is GameProblemKind.TOO_MANY:
        return QCoreApplication.translate(
            "score", "The hands hold {0} jokers; this game has {1}."
        ).format(data["held"], data["allowed"])
    if kind is GameProblemKind.COUNT_MISSING:
        return QCoreApplication.translate("score", "{0}: the count is missing.").format(who)
    if kind is GameProblemKind.SEVERAL_EMPTY:
        return QCoreApplication.translate(
            "score", "Only one player can go out: {0} all have 0 tiles."
        ).format(who)
    if kind is GameProblemKind.NO_EMPTY:
        return QCoreApplication.translate(
            "score",
            "Nobody has 0 tiles: enter the player who went out, or mark the game as ended early.",
        )
    if kind is GameProblemKind.FIRST_TURN_ENDED_EARLY:
        return QCoreApplication.translate(
            "score", "A game is either ended early or a Rommé in the first round."
        )
    if kind is GameProblemKind.CLAIMS_NOT_IN_GAME:
        return QCoreApplication.translate("score", "{0}: this game has no claims.").format(who)
    if kind in (GameProblemKind.COUNT_NEGATIVE, GameProblemKind.CLAIMS_NEGATIVE):
        return QCoreApplication.translate("score", "{0}: a count cannot be negative.").format(who)
    # A player not at the table: the row only has fields for its own players.
    return QCoreApplication.translate("score", "{0}: not at this table.").format(who)

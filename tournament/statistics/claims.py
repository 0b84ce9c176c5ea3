"""The rule text's five claims about starting hands, and their verdicts.

From "Über die Verwendung von Statistiken im Rummy-Spiel" (shared/rules/stein-rummy.de.txt):

1. "ein bekanntes Ereignis ist „Hand Romme“; aber die Wahrscheinlichkeit liegt unter 1 %"
2. "Wenn man Null Kombinationen hat, so haben doch fast alle anderen Spieler (80%)
   mindestens eine kleine Strasse oder Gruppe"
3. "Anzahl der TotenSteine (90% zwischen 1-3 Stück)"
4. "dass über die Hälfte der Kombinationen Gruppen sind"
5. "Die anderen Spieler haben ausserderm mehrere unfertige Kombinationen, zu deren
   Komplettierung nur eine Karte fehlt"

A verdict compares the 95 % interval with the claim: a bound ("unter 1 %", "über die
Hälfte") holds when the whole interval is on its side and fails when the whole interval is
on the other; a figure ("80 %", "90 %") is read as that figure give or take 5 points, and
holds when the interval lies inside that band, fails when it lies outside. "Mehrere" is
read as two or more near-miss pairs in most hands (over half). Anything else is
undecided: more hands would tell.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Final

from tournament.statistics.estimators import Mean, Proportion
from tournament.statistics.montecarlo import HandTally

__all__ = ["CLAIMS", "FIGURES", "Claim", "Verdict", "hand_figures", "hands_json", "verdict"]

FIGURES: Final = (
    "hand_romme",
    "has_combination",
    "dead_1_3",
    "dead_mean",
    "group_share_fewest",
    "group_share_most",
    "near_miss_ge2",
    "others_have_given_none",
)
_MEANS: Final = frozenset({"dead_mean", "group_share_fewest", "group_share_most"})
BAND: Final = 0.05


class Verdict(enum.Enum):
    HOLDS = "holds"
    FAILS = "fails"
    UNDECIDED = "undecided"
    UNMEASURED = "unmeasured"


@dataclass(frozen=True, slots=True)
class Claim:
    """One claim: the figures it is judged on, the text's figure, how to compare."""

    key: str
    figures: tuple[str, ...]
    quote: str
    english: str
    stated: str  # the text's figure as printed
    kind: str  # "below", "above" (a bound) or "about" (a figure +- BAND)
    threshold: float


CLAIMS: Final = (
    Claim(
        "hand_romme",
        ("hand_romme",),
        "die Wahrscheinlichkeit [für Hand-Rommé] liegt unter 1 %",
        "a hand-Rommé (all tiles laid at once) is under 1 %",
        "< 1 %",
        "below",
        0.01,
    ),
    Claim(
        "others_have_given_none",
        ("others_have_given_none",),
        "Wenn man Null Kombinationen hat, so haben doch fast alle anderen Spieler (80%) "
        "mindestens eine kleine Strasse oder Gruppe",
        "with no combination yourself, 80 % of the others hold one",
        "80 %",
        "about",
        0.80,
    ),
    Claim(
        "dead_1_3",
        ("dead_1_3",),
        "Anzahl der TotenSteine (90% zwischen 1-3 Stück)",
        "90 % of hands have 1 to 3 dead tiles",
        "90 %",
        "about",
        0.90,
    ),
    Claim(
        "group_share",
        ("group_share_fewest", "group_share_most"),
        "dass über die Hälfte der Kombinationen Gruppen sind",
        "over half of the combinations are groups",
        "> 50 %",
        "above",
        0.50,
    ),
    Claim(
        "near_miss_ge2",
        ("near_miss_ge2",),
        "Die anderen Spieler haben ausserdem mehrere unfertige Kombinationen, zu deren "
        "Komplettierung nur eine Karte fehlt",
        "the others hold several combinations that miss one tile (2 or more, in most hands)",
        "> 50 %",
        "above",
        0.50,
    ),
)

Figure = Proportion | Mean | None


def hand_figures(tally: HandTally) -> dict[str, Figure]:
    """The measured figures of a run, by the names of the JSON output."""
    out: dict[str, Figure] = {}
    for name in FIGURES:
        sums = tally.sums.get(name)
        if sums is None or not sums.x:
            out[name] = None
        elif name in _MEANS:
            out[name] = sums.mean()
        else:
            out[name] = sums.proportion()
    return out


def _bounds(figure: Figure) -> tuple[float, float]:
    assert figure is not None
    return figure.lo, figure.hi


def verdict(claim: Claim, figures: dict[str, Figure]) -> Verdict:
    """The claim against the measured intervals (see the module's text)."""
    measured = [figures.get(name) for name in claim.figures]
    if any(f is None for f in measured):
        return Verdict.UNMEASURED
    each = [_one(claim, *_bounds(f)) for f in measured]
    if all(v is Verdict.HOLDS for v in each):
        return Verdict.HOLDS
    if all(v is Verdict.FAILS for v in each):
        return Verdict.FAILS
    return Verdict.UNDECIDED


def _one(claim: Claim, lo: float, hi: float) -> Verdict:
    t = claim.threshold
    if claim.kind == "below":
        return Verdict.HOLDS if hi < t else Verdict.FAILS if lo >= t else Verdict.UNDECIDED
    if claim.kind == "above":
        return Verdict.HOLDS if lo > t else Verdict.FAILS if hi <= t else Verdict.UNDECIDED
    if t - BAND <= lo and hi <= t + BAND:
        return Verdict.HOLDS
    if hi < t - BAND or lo > t + BAND:
        return Verdict.FAILS
    return Verdict.UNDECIDED


def hands_json(hands: int, figures: dict[str, Figure]) -> dict[str, Any]:
    """The JSON of ``stein-rummy stats hands --json`` (issue 16's shape)."""
    return {
        "hands": hands,
        "figures": {
            name: (None if figures[name] is None else figures[name].as_json())  # type: ignore[union-attr]
            for name in FIGURES
        },
    }

"""The card engines' answers in the user's language: Indian Rummy's meld kinds and
problems, a declaration, the deadwood tiers (RULINGS §8); Drachenrummy's set problems and
steals (§9); a card held more often than the deck has it. The rules checker and the score
entry word them the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament.rules import drachen, indian
from tournament.rules.cards import Card, Deck
from tournament.rules.drachen_dice import Dice, StealRule, check_steal
from tournament.ui.widgets.cards import card_label


def indian_kind_text(kind: indian.IndianMeldKind) -> str:
    return {
        indian.IndianMeldKind.SET: QCoreApplication.translate("card_checker", "set"),
        indian.IndianMeldKind.PURE: QCoreApplication.translate("card_checker", "pure sequence"),
        indian.IndianMeldKind.IMPURE: QCoreApplication.translate("card_checker", "impure sequence"),
    }[kind]


def indian_problem_text(problem: indian.IndianMeldProblem) -> str:
    P = indian.IndianMeldProblem
    return {
        P.TOO_SHORT: QCoreApplication.translate(
            "card_checker", "too short: a meld has at least 3 cards"
        ),
        P.TOO_LONG: QCoreApplication.translate(
            "card_checker", "too long: a set has at most 4 cards"
        ),
        P.NO_REAL_CARD: QCoreApplication.translate(
            "card_checker", "only jokers: a meld holds at least one real card"
        ),
        P.SAME_CARD_TWICE: QCoreApplication.translate("card_checker", "the same card twice"),
        P.MIXED: QCoreApplication.translate(
            "card_checker", "mixed: neither one rank in different suits nor one suit in a row"
        ),
        P.GAP: QCoreApplication.translate("card_checker", "a gap in the sequence"),
        P.AROUND_THE_CORNER: QCoreApplication.translate(
            "card_checker", "round the corner: K-A-2 is no sequence"
        ),
    }[problem]


def drachen_problem_text(problem: drachen.DrachenSetProblem) -> str:
    P = drachen.DrachenSetProblem
    return {
        P.TOO_SHORT: QCoreApplication.translate(
            "card_checker", "too short: a set has at least 3 cards"
        ),
        P.TOO_LONG: QCoreApplication.translate("card_checker", "too long"),
        P.JOKER: QCoreApplication.translate(
            "card_checker", "Drachenrummy is played without jokers"
        ),
        P.SAME_CARD_TWICE: QCoreApplication.translate("card_checker", "the same card twice"),
        P.MIXED: QCoreApplication.translate(
            "card_checker", "mixed: neither one value in different suits nor one suit in a row"
        ),
        P.GAP: QCoreApplication.translate("card_checker", "a gap in the values"),
        P.AROUND_THE_CORNER: QCoreApplication.translate(
            "card_checker", "round the corner: K-A-2 is no set"
        ),
    }[problem]


def indian_meld_verdict(check: indian.IndianMeldCheck) -> str:
    if check.problem is not None:
        return QCoreApplication.translate("card_checker", "invalid: {0}").format(
            indian_problem_text(check.problem)
        )
    assert check.kind is not None
    kind = indian_kind_text(check.kind)
    jokers = ["?" if j is None else card_label(j) for j in check.jokers]
    if jokers:
        return QCoreApplication.translate("card_checker", "valid {0}; joker stands for {1}").format(
            kind, ", ".join(jokers)
        )
    return QCoreApplication.translate("card_checker", "valid {0}").format(kind)


def drachen_set_verdict(check: drachen.DrachenSetCheck) -> str:
    if check.problem is not None:
        return QCoreApplication.translate("card_checker", "invalid: {0}").format(
            drachen_problem_text(check.problem)
        )
    if check.kind is drachen.DrachenSetKind.SAME_VALUE:
        return QCoreApplication.translate("card_checker", "valid set: one value, different suits")
    return QCoreApplication.translate("card_checker", "valid set: one suit, values in a row")


def too_many_text(groups: Sequence[Sequence[Card]], deck: Deck) -> str:
    """The cards held more often than ``deck`` has them, worded ("" when none)."""
    counts = Counter(card for group in groups for card in group)
    return extra_cards_text(
        sorted(card for card, count in counts.items() if count > deck.copies(card))
    )


def extra_cards_text(extra: Sequence[Card]) -> str:
    """The cards held more often than the deck has them, worded ("" when none)."""
    if not extra:
        return ""
    return QCoreApplication.translate("card_checker", "More copies than the deck has: {0}").format(
        " ".join(card_label(card) for card in extra)
    )


def tier_text(tier: indian.DeadwoodTier) -> str:
    """Which sentence of the rule text counted the hand (RULINGS §8)."""
    return {
        indian.DeadwoodTier.ALL: QCoreApplication.translate(
            "card_checker", "no pure sequence: every card counts"
        ),
        indian.DeadwoodTier.PURE_ONLY: QCoreApplication.translate(
            "card_checker", "a pure sequence but no second sequence: every card outside it counts"
        ),
        indian.DeadwoodTier.MELDS: QCoreApplication.translate(
            "card_checker", "a pure and a second sequence: only the cards outside the melds count"
        ),
    }[tier]


def declaration_text(found: indian.Declaration) -> str:
    """Whether the hand can be declared, or why not, in the user's language."""
    deadwood = found.deadwood
    if found.valid:
        if found.discard is not None:
            return QCoreApplication.translate(
                "card_checker", "Valid declaration after discarding {0}."
            ).format(card_label(found.discard))
        return QCoreApplication.translate(
            "card_checker", "Valid declaration: every card is in a meld."
        )
    if deadwood.tier is indian.DeadwoodTier.ALL:
        why = QCoreApplication.translate(
            "card_checker", "no pure sequence; a declaration needs two sequences, one of them pure"
        )
    elif deadwood.tier is indian.DeadwoodTier.PURE_ONLY:
        why = QCoreApplication.translate("card_checker", "no second sequence besides the pure one")
    else:
        why = QCoreApplication.translate("card_checker", "cards outside the melds: {0}").format(
            " ".join(card_label(c) for c in deadwood.counted)
        )
    return QCoreApplication.translate("card_checker", "Cannot be declared: {0}.").format(why)


def steal_text(reserved: Dice, stealing: Dice, rule: StealRule) -> tuple[bool, str]:
    """Whether the steal is allowed under ``rule`` (the engine's answer), worded."""
    allowed = check_steal(reserved, stealing, rule).allowed
    more, same = stealing.count > reserved.count, stealing.face == reserved.face
    if allowed:
        if rule is StealRule.ANY_FACE:
            why = QCoreApplication.translate("card_checker", "{0} is more dice than {1}").format(
                stealing, reserved
            )
        elif same and more:
            why = QCoreApplication.translate("card_checker", "{0} is more dice showing {1}").format(
                stealing, reserved.face
            )
        else:
            why = QCoreApplication.translate(
                "card_checker", "{0} is at least as many dice as {1}, showing a higher face"
            ).format(stealing, reserved)
        return True, QCoreApplication.translate("card_checker", "Allowed: {0}.").format(why)
    if rule is StealRule.SAME_FACE:
        why = QCoreApplication.translate(
            "card_checker", "a steal needs more than {0} dice showing {1}"
        ).format(reserved.count, reserved.face)
    elif rule is StealRule.ANY_FACE:
        why = QCoreApplication.translate(
            "card_checker", "a steal needs more than {0} dice of one face"
        ).format(reserved.count)
    else:
        why = QCoreApplication.translate(
            "card_checker",
            "a steal needs more than {0} dice showing {1}, or at least {0} showing a higher face",
        ).format(reserved.count, reserved.face)
    return False, QCoreApplication.translate("card_checker", "Not allowed: {0}.").format(why)


def steal_rule_names() -> list[tuple[StealRule, str]]:
    """The steal rules as the wizard and the checker offer them (RULINGS §9)."""
    return [
        (
            StealRule.SAME_FACE,
            QCoreApplication.translate(
                "card_checker", "More dice of the same face (the rule text)"
            ),
        ),
        (
            StealRule.ANY_FACE,
            QCoreApplication.translate("card_checker", "More dice of any one face"),
        ),
        (
            StealRule.HIGHER_FACE,
            QCoreApplication.translate(
                "card_checker", "More dice of the same face, or as many of a higher face"
            ),
        ),
    ]

"""The referee's turn check (RULINGS §2, §4, §10).

Given the table before a turn, the table after it, the tiles drawn, the player's hand
before the turn, whether the player had opened, and the claims (the owners of table
melds), :func:`check_turn` answers legal, or the first rule the turn breaks and why:

- §10 draw: "draw two tiles, the first from the pool; the second from the pool or the top
  of the discard pile". With fewer than two tiles in the pool, draw what is there.
- §10 opening: "the first laying out puts at least one group or run of 3 from the own hand
  on the table, before any manipulation of table tiles".
- §10 manipulation: "every tile on the table before the turn is on the table after it,
  except (a) a joker released [...] and (b) one single table tile taken into the hand by
  putting the player's own joker in its place". Unreleased jokers keep their role, in any
  reading their meld allows (:mod:`~tournament.rules.game.jokers`).
- §2 melds: "at the end of the turn every meld on the table is valid".
- §4 claims: a claim is a group of exactly 4, at most one joker; others may not take or
  move its numbered tiles; the owner may dissolve it or swap a tile for a joker.
- §10 discard: then discard one tile face up, unless the hand is empty.

>>> from tournament.rules.tiles import parse_tiles
>>> before = TurnPosition(table=(), hand=tuple(parse_tiles("r5 r6 r7 b9")), opened=False)
>>> after = (TableMeld(tuple(parse_tiles("r5 r6 r7"))),)
>>> draws = (Draw(DrawSource.POOL, Tile.parse("k1")), Draw(DrawSource.POOL, Tile.parse("k2")))
>>> check_turn(before, draws, after, discard=Tile.parse("b9")).legal
True
>>> print(check_turn(before, draws, after, discard=Tile.parse("b8")).message)
§10 discard: b8 is not in the hand
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tournament.rules.claims import check_claim
from tournament.rules.errors import IllegalError
from tournament.rules.game.jokers import complete_groups, keeps_jokers, releases, table_jokers
from tournament.rules.game.state import Draw, DrawSource, TableMeld
from tournament.rules.melds import check_meld
from tournament.rules.tiles import JOKER, Tile, format_tiles
from tournament.rules.variant import Variant

__all__ = [
    "RULE_CLAIMS",
    "RULE_DISCARD",
    "RULE_DRAW",
    "RULE_HAND",
    "RULE_MANIPULATION",
    "RULE_MELDS",
    "RULE_OPENING",
    "TurnCheck",
    "TurnPosition",
    "check_turn",
]

RULE_DRAW = "§10 draw"
RULE_OPENING = "§10 opening"
RULE_MANIPULATION = "§10 manipulation"
RULE_MELDS = "§2 melds"
RULE_CLAIMS = "§4 claims"
RULE_DISCARD = "§10 discard"
RULE_HAND = "§10 hand"


@dataclass(frozen=True, slots=True)
class TurnPosition:
    """What a referee knows before the turn. ``pool_left`` (tiles in the pool) and
    ``discard_top`` are checked against the draws when given."""

    table: tuple[TableMeld, ...]
    hand: tuple[Tile, ...]
    opened: bool
    player: int = 0
    variant: Variant = Variant.STEIN
    pool_left: int | None = None
    discard_top: Tile | None = None


@dataclass(frozen=True, slots=True)
class TurnCheck:
    """The answer of :func:`check_turn`: legal, or the rule broken and why. ``laid`` are the
    hand tiles put on the table; ``hand`` the hand after the turn (when legal)."""

    rule: str | None = None
    reason: str | None = None
    laid: tuple[Tile, ...] = ()
    hand: tuple[Tile, ...] = ()
    opened: bool = False
    tiles: tuple[Tile, ...] = ()
    """The tiles at fault, when the rule broken names some."""
    melds: tuple[int, ...] = ()
    """The melds at fault (0-based, in the table after the turn), when the rule names some."""

    @property
    def legal(self) -> bool:
        return self.rule is None

    @property
    def message(self) -> str:
        return "legal" if self.rule is None else f"{self.rule}: {self.reason}"

    def raise_if_illegal(self) -> None:
        if self.rule is not None:
            raise IllegalError(self.message)


class _Broken(Exception):
    def __init__(
        self,
        rule: str,
        reason: str,
        tiles: Sequence[Tile] = (),
        melds: Sequence[int] = (),
    ) -> None:
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason
        self.tiles = tuple(tiles)
        self.melds = tuple(melds)


def check_turn(
    position: TurnPosition,
    draws: Sequence[Draw],
    table: Sequence[TableMeld],
    *,
    taken: Sequence[Tile] = (),
    discard: Tile | None = None,
) -> TurnCheck:
    """Check one turn; see the module text for the rules in the order they are checked."""
    try:
        return _check(position, tuple(draws), tuple(table), tuple(taken), discard)
    except _Broken as broken:
        return TurnCheck(broken.rule, broken.reason, tiles=broken.tiles, melds=broken.melds)


def _check(
    position: TurnPosition,
    draws: tuple[Draw, ...],
    after: tuple[TableMeld, ...],
    taken: tuple[Tile, ...],
    discard: Tile | None,
) -> TurnCheck:
    _check_draws(position, draws)
    before_tiles = Counter(t for m in position.table for t in m.tiles)
    after_tiles = Counter(t for m in after for t in m.tiles)
    taken_tiles = Counter(taken)
    if taken_tiles - before_tiles:
        wrong = sorted((taken_tiles - before_tiles).elements())
        raise _Broken(
            RULE_MANIPULATION,
            f"{format_tiles(wrong)} taken but not on the table before the turn",
            tiles=wrong,
        )
    stays = before_tiles - taken_tiles
    if stays - after_tiles:
        gone = sorted((stays - after_tiles).elements())
        raise _Broken(
            RULE_MANIPULATION,
            f"every table tile stays on the table; {format_tiles(gone)} left it without being "
            "taken as a released joker or by the own joker",
            tiles=gone,
        )
    laid = after_tiles - stays
    held = Counter(position.hand) + Counter(d.tile for d in draws)
    if laid - held:
        extra = sorted((laid - held).elements())
        raise _Broken(RULE_HAND, f"{format_tiles(extra)} laid but not in the hand", tiles=extra)
    hand_after = held - laid + taken_tiles
    laid_any = sum(laid.values()) > 0
    if not position.opened:
        _check_opening(position, after, taken)
    _check_melds(after)
    _check_claims(position, after)
    if position.opened:
        _check_manipulation(position, after, taken_tiles, after_tiles, laid)
    if hand_after and discard is None:
        raise _Broken(RULE_DISCARD, "the turn ends with a discard while tiles are in the hand")
    if discard is not None:
        if hand_after[discard] == 0:
            raise _Broken(RULE_DISCARD, f"{discard} is not in the hand", tiles=(discard,))
        hand_after[discard] -= 1
    return TurnCheck(
        laid=tuple(sorted(laid.elements())),
        hand=tuple(sorted(hand_after.elements())),
        opened=position.opened or laid_any,
    )


def _check_draws(position: TurnPosition, draws: tuple[Draw, ...]) -> None:
    if len(draws) > 2:
        raise _Broken(RULE_DRAW, f"{len(draws)} tiles drawn, a turn draws two")
    if draws and draws[0].source is not DrawSource.POOL:
        raise _Broken(RULE_DRAW, "the first tile is drawn from the pool")
    from_discard = [d for d in draws if d.source is DrawSource.DISCARD]
    top = position.discard_top
    if from_discard and top is not None and from_discard[0].tile != top:
        raise _Broken(
            RULE_DRAW,
            f"{from_discard[0].tile} drawn from the discard pile; only its top ({top}) may be"
            " drawn",
        )
    if from_discard and position.pool_left is not None and position.discard_top is None:
        raise _Broken(RULE_DRAW, "a tile drawn from the discard pile, which is empty")
    if position.pool_left is None:
        return
    from_pool = len(draws) - len(from_discard)
    want = min(2, position.pool_left)
    if from_pool > position.pool_left:
        raise _Broken(RULE_DRAW, f"{from_pool} tiles drawn from a pool of {position.pool_left}")
    if from_pool + len(from_discard) < want:
        raise _Broken(
            RULE_DRAW,
            f"{len(draws)} tiles drawn; a turn draws two (what the pool holds when it has fewer)",
        )


def _meld_key(meld: TableMeld) -> tuple[int | None, tuple[Tile, ...]]:
    return meld.owner, tuple(sorted(meld.tiles))


def _check_opening(
    position: TurnPosition, after: tuple[TableMeld, ...], taken: tuple[Tile, ...]
) -> None:
    """Before opening the table stays as it is; any new meld is at least three of the own
    tiles, which opens."""
    if taken:
        raise _Broken(
            RULE_OPENING,
            f"{format_tiles(taken)} taken from the table before the player has opened",
            tiles=taken,
        )
    kept = Counter(_meld_key(m) for m in after)
    changed = Counter(_meld_key(m) for m in position.table) - kept
    if changed:
        _owner, tiles = next(iter(changed))
        raise _Broken(
            RULE_OPENING,
            f"the table meld {format_tiles(tiles)} was changed before the player opened "
            "(the first laying out is melds of the own tiles only)",
            tiles=tiles,
        )


def _check_melds(after: tuple[TableMeld, ...]) -> None:
    for number, meld in enumerate(after, start=1):
        check = check_meld(meld.tiles)
        if not check.valid:
            raise _Broken(
                RULE_MELDS,
                f"meld {number} ({format_tiles(meld.tiles)}): {check.reason}",
                melds=(number - 1,),
            )


def _check_claims(position: TurnPosition, after: tuple[TableMeld, ...]) -> None:
    owned_after = [m for m in after if m.owner is not None]
    if position.variant is not Variant.STEIN_PLUS:
        if owned_after:
            raise _Broken(RULE_CLAIMS, "claims belong to Stein-Rummy Plus only")
        return
    others_before = Counter(
        _meld_key(m) for m in position.table if m.owner not in (None, position.player)
    )
    others_after = Counter(_meld_key(m) for m in owned_after if m.owner != position.player)
    if others_before - others_after:
        owner, tiles = next(iter(others_before - others_after))
        raise _Broken(
            RULE_CLAIMS,
            f"the claim {format_tiles(tiles)} of player {owner} was changed; "
            "only its owner may move its tiles",
            tiles=tiles,
        )
    if others_after - others_before:
        owner, tiles = next(iter(others_after - others_before))
        raise _Broken(
            RULE_CLAIMS,
            f"{format_tiles(tiles)} marked as a claim of player {owner}",
            melds=[i for i, m in enumerate(after) if _meld_key(m) == (owner, tiles)],
        )
    for meld in owned_after:
        if meld.owner == position.player:
            claim = check_claim(meld.tiles)
            if not claim.valid:
                raise _Broken(
                    RULE_CLAIMS,
                    f"{format_tiles(meld.tiles)}: {claim.reason}",
                    melds=(after.index(meld),),
                )


def _check_manipulation(
    position: TurnPosition,
    after: tuple[TableMeld, ...],
    taken: Counter[Tile],
    after_tiles: Counter[Tile],
    laid: Counter[Tile],
) -> None:
    numbered_taken = [t for t in taken.elements() if not t.is_joker]
    if len(numbered_taken) > 1:
        raise _Broken(
            RULE_MANIPULATION,
            f"{format_tiles(numbered_taken)} taken; only one table tile may be taken, "
            "by putting the own joker in its place",
            tiles=numbered_taken,
        )
    exchanged = numbered_taken[0] if numbered_taken else None
    if exchanged is not None and laid[JOKER] == 0:
        raise _Broken(
            RULE_MANIPULATION,
            f"{exchanged} taken from the table without putting the own joker in its place",
            tiles=(exchanged,),
        )
    before = table_jokers([m.tiles for m in position.table])
    after_melds = [m.tiles for m in after]
    on_table = Counter({t: n for t, n in after_tiles.items() if not t.is_joker})
    complete = complete_groups(after_melds)
    needed_free = taken[JOKER]
    reasons: list[str] = []
    # Some reading of each meld and some choice of released jokers that explain the table
    # after the turn (RULINGS §2).
    for release in releases(before):
        if release.freed < needed_free:
            continue
        short = release.demand - on_table
        if short or release.full - complete:
            if not reasons:
                missing = format_tiles(sorted(release.demand.elements()))
                whole = " with its group ending in four real colours" if release.full else ""
                reasons.append(
                    f"the joker ({release.first}) is released only by {missing} on the table{whole}"
                )
            continue
        if keeps_jokers(before, after_melds, exchanged, release):
            return
    if exchanged is not None:
        raise _Broken(
            RULE_MANIPULATION,
            f"{exchanged} taken, but no joker laid from the hand stands in its place "
            "and every unreleased joker keeps its role",
            tiles=(exchanged,),
        )
    if needed_free and reasons:
        raise _Broken(RULE_MANIPULATION, reasons[0])
    moved = "; ".join(str(m) for m in before)
    raise _Broken(
        RULE_MANIPULATION,
        f"a joker on the table keeps what it stands for until it is released ({moved})",
    )

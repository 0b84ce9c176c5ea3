"""The whole game of Stein-Rummy: the deal, turns and their check, the end (RULINGS §10).

Pure Python like the rest of :mod:`tournament.rules`: :mod:`~.state` (the state and the
deal), :mod:`~.jokers` (what a table joker stands for), :mod:`~.turns` (the referee's turn
check), :mod:`~.engine` (turn by turn to the end), :mod:`~.record` (the recorded game,
JSON Lines) and :mod:`~.bots` (players for headless games). Points are the scoring layer's
business: the end gives tiles left and claims, which ``stein-rummy replay`` scores.
"""

from tournament.rules.game.engine import apply_turn, draws_for, make_turn, position_of, ranks
from tournament.rules.game.state import (
    Draw,
    DrawSource,
    EndKind,
    GameEnd,
    GameState,
    TableMeld,
    Turn,
    deal,
    start,
)
from tournament.rules.game.turns import TurnCheck, TurnPosition, check_turn

__all__ = [
    "Draw",
    "DrawSource",
    "EndKind",
    "GameEnd",
    "GameState",
    "TableMeld",
    "Turn",
    "TurnCheck",
    "TurnPosition",
    "apply_turn",
    "check_turn",
    "deal",
    "draws_for",
    "make_turn",
    "position_of",
    "ranks",
    "start",
]

"""The games of one evening that move ratings, from the tournament as the file holds it.

Every played game counts, an ended-early one too: its players at the table (not who had
left it, nor who sat the round out) placed by the game's points (a tile game's rank and
claims, a card game's round by its totals), equal points sharing a place. A game the
director decided (neutralised, average, points set) moves no rating: its points say
nothing about who played better.
"""

from __future__ import annotations

from collections.abc import Callable

from tournament.ratings.club_list import RatedGame, RatingEvening
from tournament.ratings.plackett_luce import places_of
from tournament.scoring.model import GamePosition, GameResult, Player, Tournament
from tournament.scoring.score_book import game_scores
from tournament.scoring.season import player_key


def text_key(name: str, club: str) -> str:
    """A player's key when no club register is given: name and club as the season ranking
    compares them (case, accents and spaces aside)."""
    folded_name, folded_club = player_key(name, club)
    return f"{folded_name}|{folded_club}"


def name_key(player: Player) -> str:
    """:func:`text_key` of a player of the tournament model."""
    return text_key(player.name, player.club or "")


def rated_games(tournament: Tournament) -> list[RatedGame]:
    """The evening's played games in playing order, players by their ids in the file."""
    scores = game_scores(tournament)
    out: list[RatedGame] = []
    for rnd in tournament.rounds:
        for table in rnd.tables:
            for number, entry in table.entries():
                if not isinstance(entry, GameResult):
                    continue
                score = scores.get(GamePosition(rnd.number, table.number, number))
                players = table.present(number)
                if score is None or len(players) < 2:
                    continue
                places = places_of([score.points[player] for player in players])
                out.append(RatedGame(players, tuple(places)))
    return out


def rating_evening(
    tournament: Tournament, label: str, key: Callable[[Player], str] = name_key
) -> RatingEvening:
    """The evening for the rating list of its game (Stein-Rummy and Plus make one list),
    its players named by ``key``."""
    keys = {player.id: key(player) for player in tournament.players}
    people = {keys[player.id]: (player.name, player.club or "") for player in tournament.players}
    games = tuple(
        RatedGame(tuple(keys[player] for player in game.players), game.places)
        for game in rated_games(tournament)
    )
    return RatingEvening(
        label=label,
        game=tournament.rules.game.rating_list(),
        people=people,
        games=games,
        date=tournament.date or "",
        name=tournament.name,
    )

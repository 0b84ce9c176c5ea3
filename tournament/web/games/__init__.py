"""Each game's phone form, by the game's key (``tournament.rules.games``).

The phone pages and the app ask :func:`phone_form` for the table's game and never test which
game it is. A game whose results are entered at the desk only has no form here (the services
refuse its tables' links). A new game entered by phone registers its :class:`PhoneForm` here.
"""

from __future__ import annotations

from tournament.rules.games import SteinRummy, SteinRummyPlus
from tournament.web.games.base import FormProblems, PhoneForm, Typed
from tournament.web.games.stein import SteinRummyForm

_BY_GAME: dict[str, PhoneForm] = {
    SteinRummy.key: SteinRummyForm(claims=False),
    SteinRummyPlus.key: SteinRummyForm(claims=True),
}


class NoPhoneForm(LookupError):
    """The game's results are entered at the desk only."""


def phone_form(game: str) -> PhoneForm:
    """The phone form of the game ``game`` (its key), else :class:`NoPhoneForm`."""
    try:
        return _BY_GAME[game]
    except KeyError:
        raise NoPhoneForm(game) from None


def field_allowed(name: str) -> bool:
    """Whether a posted field's name is one of a game's: a player's (``KIND-PLAYERID``)
    or one of the form's flags. The name is judged before the table's game is known."""
    kind, _, pid = name.partition("-")
    if pid:
        return pid.isdigit() and len(pid) <= 12 and any(kind in f.kinds for f in _BY_GAME.values())
    return any(name in form.flags for form in _BY_GAME.values())


__all__ = ["FormProblems", "NoPhoneForm", "PhoneForm", "Typed", "field_allowed", "phone_form"]

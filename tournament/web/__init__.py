"""The table-side score entry: a small ASGI server (Starlette, uvicorn) over the services.

Each table's phone opens ``/t/<token>`` (the link its table card's QR code holds), enters
the tiles left of each game, lets the other players confirm and sends; the director answers
in the app. ``create_app`` builds the application, ``PhoneServer`` runs it in a thread (the
app) or in the foreground (``stein-rummy serve``). Only ``tournament.services`` is used:
never the store or SQLAlchemy (tests/test_layers.py).
"""

from tournament.web.app import Limits, create_app
from tournament.web.server import PhoneServer, lan_addresses

__all__ = ["Limits", "PhoneServer", "create_app", "lan_addresses"]

"""What keeps the phone pages safe: rate limits and one-time form nonces.

A nonce is made for each form a page shows, bound to the table's token, the game and the
step (``check`` or ``send``); posting it uses it up, so a replayed or forged form is
refused. Both live in the server's memory: a restarted server asks for a reload.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass

NONCE_LIFETIME = 30 * 60.0
NONCES_PER_TOKEN = 20
NONCES_KEPT = 10_000


class RateLimit:
    """At most ``limit`` hits per key in any ``window`` seconds (a sliding window)."""

    def __init__(self, limit: int, window: float = 60.0, *, keys: int = 10_000) -> None:
        self.limit = limit
        self.window = window
        self._keys = keys
        self._hits: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def blocked(self, key: str, now: float | None = None) -> bool:
        """Whether ``key`` used up its hits in the window (without counting a hit)."""
        moment = time.monotonic() if now is None else now
        with self._lock:
            hits = self._hits.get(key)
            return (
                hits is not None and sum(1 for t in hits if t > moment - self.window) >= self.limit
            )

    def allow(self, key: str, now: float | None = None) -> bool:
        moment = time.monotonic() if now is None else now
        with self._lock:
            hits = self._hits.pop(key, None) or deque()
            while hits and hits[0] <= moment - self.window:
                hits.popleft()
            allowed = len(hits) < self.limit
            if allowed:
                hits.append(moment)
            self._hits[key] = hits
            while len(self._hits) > self._keys:  # forget the longest quiet keys
                self._hits.popitem(last=False)
            return allowed


@dataclass(frozen=True, slots=True)
class _Form:
    token: str
    game: int
    step: str
    made: float


class Nonces:
    """One-time form nonces bound to a token, a game and a step."""

    def __init__(self, lifetime: float = NONCE_LIFETIME) -> None:
        self.lifetime = lifetime
        self._forms: OrderedDict[str, _Form] = OrderedDict()
        self._lock = threading.Lock()

    def make(self, token: str, game: int, step: str) -> str:
        nonce = secrets.token_urlsafe(24)
        with self._lock:
            mine = [k for k, f in self._forms.items() if f.token == token]
            for old in mine[: max(0, len(mine) - NONCES_PER_TOKEN + 1)]:
                del self._forms[old]
            self._forms[nonce] = _Form(token, game, step, time.monotonic())
            while len(self._forms) > NONCES_KEPT:
                self._forms.popitem(last=False)
        return nonce

    def use(self, nonce: str, token: str, game: int, step: str) -> bool:
        """True once for a nonce made for this token, game and step (and still fresh)."""
        with self._lock:
            form = self._forms.get(nonce)
            if form is None or form.token != token:
                return False  # never used up by another table's post
            del self._forms[nonce]
        fresh = time.monotonic() - form.made <= self.lifetime
        return fresh and form.game == game and form.step == step

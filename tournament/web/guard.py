"""What keeps the phone pages safe: rate limits and one-time form nonces.

A nonce is made for each form a page shows, bound to the table's token, the game and the
step (``check`` or ``send``); posting it uses it up, so a replayed or forged form is
refused. A nonce carries its own proof (a keyed hash of what it is bound to and when it
was made), so making more never voids one a phone still shows: table-mates reloading
their pages cannot cost anyone a typed form. Only used ones are remembered, until they
expire. The key lives in the server's memory: a restarted server asks for a reload.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict, deque

NONCE_LIFETIME = 30 * 60.0
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


class Nonces:
    """One-time form nonces bound to a token, a game and a step."""

    def __init__(self, lifetime: float = NONCE_LIFETIME) -> None:
        self.lifetime = lifetime
        self._key = secrets.token_bytes(32)
        self._used: OrderedDict[str, float] = OrderedDict()
        self._lock = threading.Lock()

    def _proof(self, token: str, game: int, step: str, made: str, salt: str) -> str:
        message = f"{token}|{game}|{step}|{made}|{salt}".encode()
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()[:32]

    def make(self, token: str, game: int, step: str) -> str:
        made = str(int(time.monotonic() * 1000))
        salt = secrets.token_urlsafe(9)
        return f"{made}.{salt}.{self._proof(token, game, step, made, salt)}"

    def use(self, nonce: str, token: str, game: int, step: str) -> bool:
        """True once for a nonce made for this token, game and step (and still fresh)."""
        made, _, rest = str(nonce).partition(".")
        salt, _, proof = rest.partition(".")
        try:
            age = time.monotonic() - int(made) / 1000
        except ValueError:
            return False
        if not 0 <= age < self.lifetime or len(nonce) > 100:
            return False
        if not hmac.compare_digest(proof, self._proof(token, game, step, made, salt)):
            return False
        now = time.monotonic()
        with self._lock:
            while self._used and next(iter(self._used.values())) < now - self.lifetime:
                self._used.popitem(last=False)
            if nonce in self._used:
                return False
            self._used[nonce] = now
            while len(self._used) > NONCES_KEPT:  # older than any a page still shows
                self._used.popitem(last=False)
        return True

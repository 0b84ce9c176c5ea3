"""Rate limits, one-time nonces and the choice of language, without a server."""

from __future__ import annotations

import pytest

from tournament.web.guard import Nonces, RateLimit
from tournament.web.texts import language_of


def test_a_sliding_window() -> None:
    limit = RateLimit(3, window=10)
    assert [limit.allow("a", now=t) for t in (0, 1, 2, 3)] == [True, True, True, False]
    assert limit.allow("b", now=3)  # each key its own window
    assert not limit.allow("a", now=9.9)
    assert limit.allow("a", now=10.5)  # the first hit left the window


def test_blocked_counts_without_a_hit() -> None:
    limit = RateLimit(2, window=10)
    assert not limit.blocked("a", now=0)
    limit.allow("a", now=0)
    assert not limit.blocked("a", now=1)
    limit.allow("a", now=1)
    assert limit.blocked("a", now=2) and limit.blocked("a", now=2)
    assert not limit.blocked("a", now=10.5)


def test_a_limit_forgets_the_quietest_keys() -> None:
    limit = RateLimit(1, window=60, keys=2)
    assert limit.allow("a", now=0) and limit.allow("b", now=0) and limit.allow("c", now=0)
    assert limit.allow("a", now=1)  # "a" was forgotten (memory stays bounded)
    assert not limit.allow("c", now=1)


def test_a_nonce_works_once_for_its_token_game_and_step() -> None:
    nonces = Nonces()
    nonce = nonces.make("tok1", 2, "check")
    assert not nonces.use(nonce, "tok2", 2, "check")  # another table's post...
    assert nonces.use(nonce, "tok1", 2, "check")  # ...does not use it up
    assert not nonces.use(nonce, "tok1", 2, "check")  # replayed
    wrong_game = nonces.make("tok1", 2, "check")
    assert not nonces.use(wrong_game, "tok1", 3, "check")
    wrong_step = nonces.make("tok1", 2, "check")
    assert not nonces.use(wrong_step, "tok1", 2, "send")
    assert len(nonce) >= 32 and nonce != wrong_game != wrong_step


def test_nonces_expire_and_no_reload_voids_an_open_form() -> None:
    nonces = Nonces(lifetime=0.0)
    old = nonces.make("tok", 1, "check")
    assert not nonces.use(old, "tok", 1, "check")
    nonces = Nonces()
    # One phone's form is open while its table-mates reload their pages 50 times.
    made = [nonces.make("tok", 1, "check") for _ in range(51)]
    assert nonces.use(made[0], "tok", 1, "check")
    assert nonces.use(made[-1], "tok", 1, "check")
    assert not nonces.use(made[0], "tok", 1, "check")


def test_a_forged_or_altered_nonce_is_refused() -> None:
    nonces = Nonces()
    made, salt, proof = nonces.make("tok", 1, "check").split(".")
    for forged in (
        f"{made}.{salt}.{'0' * len(proof)}",
        f"{int(made) + 1}.{salt}.{proof}",
        f"{made}.other.{proof}",
        Nonces().make("tok", 1, "check"),  # another server's key
        "",
        "x" * 500,
    ):
        assert not nonces.use(forged, "tok", 1, "check")


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, "de"),
        ("", "de"),
        ("en-US,en;q=0.9", "en"),
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4", "en"),
        ("en;q=0.2,de;q=0.8", "de"),
        ("en;q=0,de;q=0", "de"),
        ("en;q=abc", "de"),
        ("x" * 5000, "de"),
    ],
)
def test_the_browsers_language(header: str | None, language: str) -> None:
    assert language_of(header) == language

"""The ASGI application of the phone pages: ``/t/<token>`` and its two forms.

    GET  /t/<token>          the table: players by seat, its games, the form of the game
                             being played
    POST /t/<token>/check    the typed result, checked by the services: the points and the
                             confirmation by the other players
    POST /t/<token>/send     the confirmed result, kept for the director (303 to the table)

Every request counts against a rate limit per address and, with a token, per token; an
unknown token counts against a much lower one (nobody guesses 192 bits, but nobody should
try). Forms carry a one-time nonce bound to the token, the game and the step; a POST from
another site's page (its ``Origin``) is refused. The services are called one at a time
(one desk, ``desk="phone"``), off the event loop. Every response, the framework's own
404, 405 and 500 too, carries the security headers (``HEADERS``).

When the tournament file is busy (another program holds it write-locked) or was restored
under the server, a form comes back as it was typed, with a fresh nonce and status 503, to
be sent again once the file is free.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar
from urllib.parse import parse_qsl

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from tournament.services import TournamentService
from tournament.services.dto import ResultEntry
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidResultError,
    StoreError,
)
from tournament.services.phone import PhoneGame, PhoneRefusedError, PhoneTable
from tournament.web import pages
from tournament.web.games import FormProblems, NoPhoneForm, Typed, field_allowed, phone_form
from tournament.web.guard import Nonces, RateLimit
from tournament.web.texts import has_text, language_of, text

T = TypeVar("T")
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "
        "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
}
_STATUS = {
    "token": 404,
    "expired": 410,
    "game": 409,
    "pending": 409,
    "confirm": 422,
    "card_game": 409,
}
_WORDS = {
    "token": "bad_token",
    "expired": "expired",
    "game": "bad_game",
    "pending": "already",
    "entry": "bad_game",
    "card_game": "card_game",
}


@dataclass(frozen=True, slots=True)
class Limits:
    """Requests allowed per minute; the body size of a form."""

    per_token: int = 60
    per_address: int = 300
    bad_tokens: int = 20
    """Requests with an unknown or expired token, per address."""
    body_bytes: int = 4096


class Refused(Exception):
    """A request answered with a message page (status, text key, values)."""

    def __init__(self, status: int, key: str, back: bool = False, **values: object) -> None:
        super().__init__(key)
        self.status = status
        self.key = key
        self.back = back
        self.values = values


class _Form:
    """A posted form: its fields, each given once; anything else is refused."""

    def __init__(self, body: bytes, allowed: Callable[[str], bool]) -> None:
        try:
            pairs = parse_qsl(
                body.decode("utf-8"),
                keep_blank_values=True,
                strict_parsing=bool(body),
                max_num_fields=40,
            )
        except (UnicodeDecodeError, ValueError):
            raise Refused(400, "bad_input", back=True) from None
        self.fields: dict[str, str] = {}
        self.confirm: list[str] = []
        for key, value in pairs:
            if key == "confirm":
                self.confirm.append(value)
            elif key in self.fields or not allowed(key):
                raise Refused(400, "bad_input", back=True)
            else:
                self.fields[key] = value

    def get(self, key: str) -> str:
        return self.fields.get(key, "")


def _allowed(key: str) -> bool:
    return key in ("nonce", "game", "sender") or field_allowed(key)


class PhoneApp:
    """The pages over one service (one desk), with its limits and nonces."""

    def __init__(self, service: TournamentService, limits: Limits) -> None:
        self.service = service
        self.limits = limits
        self.nonces = Nonces()
        self.by_address = RateLimit(limits.per_address)
        self.by_token = RateLimit(limits.per_token)
        self.bad_tokens = RateLimit(limits.bad_tokens)
        self._lock = threading.Lock()

    def call(self, action: Callable[[], T]) -> T:
        with self._lock:
            return action()

    # -- requests ----------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        language = language_of(request.headers.get("accept-language"))
        if not self.by_address.allow(_address(request)):
            return _html(pages.message_page(language, text("too_many", language)), 429)
        return _html(pages.home_page(language))

    async def table(self, request: Request) -> Response:
        return await self._answer(request, self._show)

    async def check(self, request: Request) -> Response:
        return await self._answer(request, self._check, post=True)

    async def send(self, request: Request) -> Response:
        return await self._answer(request, self._send, post=True)

    async def _answer(
        self,
        request: Request,
        handler: Callable[[str, str, _Form | None, Request], Response],
        *,
        post: bool = False,
    ) -> Response:
        language = language_of(request.headers.get("accept-language"))
        token = str(request.path_params.get("token", ""))
        address = _address(request)
        try:
            if not self.by_address.allow(address) or not self.by_token.allow(token[:64]):
                raise Refused(429, "too_many")
            if self.bad_tokens.blocked(address):
                # Guessing links: this address asks for no table for a while, so that a
                # right guess cannot be told from a wrong one.
                raise Refused(429, "too_many")
            form = None
            if post:
                if not _same_origin(request):
                    raise Refused(403, "bad_origin")
                form = _Form(await _body(request, self.limits.body_bytes), _allowed)
            return await run_in_threadpool(self._guarded, handler, token, language, form, request)
        except Refused as refused:
            return self._refused(refused, language, token)

    def _guarded(
        self,
        handler: Callable[[str, str, _Form | None, Request], Response],
        token: str,
        language: str,
        form: _Form | None,
        request: Request,
    ) -> Response:
        try:
            return handler(token, language, form, request)
        except PhoneRefusedError as exc:
            reason = str(exc.data.get("reason", "token"))
            if reason in ("token", "expired") and not self.bad_tokens.allow(_address(request)):
                raise Refused(429, "too_many") from None
            back = reason not in ("token", "expired", "card_game")
            raise Refused(_STATUS.get(reason, 409), _WORDS.get(reason, "bad_game"), back) from None
        except NoPhoneForm:  # a game whose results go to the desk
            raise Refused(409, "card_game") from None
        except ConflictError:
            raise Refused(409, "already", back=True) from None
        except StoreError:
            raise Refused(503, "busy", back=True) from None
        except ValueError:  # the round or game changed under the page (undone, reopened)
            raise Refused(409, "bad_game", back=True) from None

    def _refused(self, refused: Refused, language: str, token: str) -> Response:
        back = f"/t/{token}" if refused.back and token else None
        body = pages.message_page(
            language, text(refused.key, language, **refused.values), back=back
        )
        return _html(body, refused.status)

    # -- the three pages ---------------------------------------------------------------
    def _show(self, token: str, language: str, _form: _Form | None, request: Request) -> Response:
        table = self.call(lambda: self.service.phone.table(token))
        notice = text("sent", language) if request.query_params.get("sent") == "1" else ""
        return self._table_page(table, token, language, notice=notice)

    def _table_page(
        self,
        table: PhoneTable,
        token: str,
        language: str,
        *,
        notice: str = "",
        problems: tuple[str, ...] = (),
        typed: Typed | None = None,
        status: int = 200,
    ) -> Response:
        current = table.current
        nonce = self.nonces.make(token, current.number, "check") if current is not None else ""
        body = pages.table_page(
            table,
            language,
            token=token,
            nonce=nonce,
            notice=notice,
            problems=problems,
            typed=typed,
        )
        return _html(body, status)

    def _game_of(self, token: str, form: _Form, step: str) -> tuple[PhoneTable, PhoneGame]:
        table = self.call(lambda: self.service.phone.table(token))
        number = form.get("game")
        game = next(
            (
                g
                for g in table.games
                if number.isdigit() and len(number) < 4 and g.number == int(number)
            ),
            None,
        )
        if game is None:
            raise Refused(409, "bad_game", back=True)
        if not self.nonces.use(form.get("nonce"), token, game.number, step):
            raise Refused(409, "bad_form" if game.status == "open" else "already", back=True)
        if game.status != "open":
            raise Refused(409, "already" if game.status == "pending" else "bad_game", back=True)
        return table, game

    def _check(self, token: str, language: str, form: _Form | None, request: Request) -> Response:
        assert form is not None
        table, game = self._game_of(token, form, "check")
        typed = dict(form.fields)
        try:
            result = _result(table, game, form, language)
            points = self.call(lambda: self.service.phone.preview(token, game.number, result))
        except FormProblems as problems:
            return self._table_page(
                table, token, language, problems=problems.lines, typed=typed, status=422
            )
        except (InvalidResultError, InvalidInputError) as exc:
            lines = (text("checks", language, detail=_detail(exc, language, table)),)
            return self._table_page(table, token, language, problems=lines, typed=typed, status=422)
        except StoreError:
            lines = (text("busy", language),)
            return self._table_page(table, token, language, problems=lines, typed=typed, status=503)
        return self._confirm_page(table, game, token, language, result, points)

    def _confirm_page(
        self,
        table: PhoneTable,
        game: PhoneGame,
        token: str,
        language: str,
        result: ResultEntry,
        points: Mapping[int, Fraction] | None,
        *,
        problems: tuple[str, ...] = (),
        sender: int | None = None,
        confirmed: Sequence[int] = (),
        status: int = 200,
    ) -> Response:
        body = pages.confirm_page(
            table,
            game,
            language,
            token=token,
            nonce=self.nonces.make(token, game.number, "send"),
            result=result,
            points=points,
            problems=problems,
            sender=sender,
            confirmed=confirmed,
        )
        return _html(body, status)

    def _send(self, token: str, language: str, form: _Form | None, request: Request) -> Response:
        assert form is not None
        table, game = self._game_of(token, form, "send")
        sender: int | None = None
        confirmed: list[int] = []
        again: tuple[str, int] | None = None  # the page back as sent: why, and the status
        try:
            result = _result(table, game, form, language)
            confirmed = _confirmed(form, game)
            sender = _sender(form, game)
            if sender is None:
                again = ("sender_missing", 422)
            else:
                self.call(
                    lambda: self.service.phone.submit(
                        token,
                        game.number,
                        result,
                        confirmed,
                        address=_address(request),
                        sender=sender,
                    )
                )
        except StoreError:  # busy, or restored under the server: to send again
            again = ("busy", 503)
        except FormProblems as problems:
            return self._table_page(table, token, language, problems=problems.lines, status=422)
        except (InvalidResultError, InvalidInputError) as exc:
            lines = (text("checks", language, detail=_detail(exc, language, table)),)
            return self._table_page(table, token, language, problems=lines, status=422)
        except PhoneRefusedError as exc:
            if exc.data.get("reason") != "confirm":
                raise
            need = len(game.player_ids) - 1
            lines = (text("confirm_missing", language, need=need),)
            return self._table_page(table, token, language, problems=lines, status=422)
        if again is not None:
            key, status = again
            lines = (text(key, language),)
            return self._confirm_page(
                table,
                game,
                token,
                language,
                result,
                None,
                problems=lines,
                sender=sender,
                confirmed=confirmed,
                status=status,
            )
        return RedirectResponse(f"/t/{token}?sent=1", status_code=303, headers=HEADERS)

    async def style(self, _request: Request) -> Response:
        return Response(pages.STYLE, media_type="text/css", headers=HEADERS)

    async def script(self, _request: Request) -> Response:
        return Response(pages.SCRIPT, media_type="text/javascript", headers=HEADERS)


def _result(table: PhoneTable, game: PhoneGame, form: _Form, language: str) -> ResultEntry:
    """The typed result as the table's game reads it; the players those of the game."""
    names = {seat.player_id: seat.player_name for seat in table.seats}
    sent = {int(k.split("-", 1)[1]) for k in form.fields if "-" in k}
    if not sent <= set(game.player_ids):
        raise FormProblems((text("bad_input", language),))
    return phone_form(table.game).read(game, names, form.fields, language)


def _confirmed(form: _Form, game: PhoneGame) -> list[int]:
    ids: list[int] = []
    for value in form.confirm[: len(game.player_ids) + 1]:
        if not value.isdigit() or int(value) not in game.player_ids:
            raise Refused(400, "bad_input", back=True)
        ids.append(int(value))
    return ids


def _sender(form: _Form, game: PhoneGame) -> int | None:
    """The player who entered the result (None: not said)."""
    value = form.get("sender")
    if not value:
        return None
    if not value.isdigit() or int(value) not in game.player_ids:
        raise Refused(400, "bad_input", back=True)
    return int(value)


def _same_origin(request: Request) -> bool:
    """Whether a POST comes from this server's own pages. A browser says where a form
    comes from: ``Sec-Fetch-Site`` (which pages cannot set), else ``Origin``, naming this
    host (the pages' no-referrer policy makes a browser send ``null`` for its own forms,
    so ``null`` counts only where ``Sec-Fetch-Site`` vouches for it). A request with
    neither is no browser's cross-site form."""
    site = request.headers.get("sec-fetch-site")
    if site is not None:
        return site in ("same-origin", "none")
    origin = request.headers.get("origin")
    if origin is None:
        return True
    host = request.headers.get("host", "")
    return origin in (f"http://{host}", f"https://{host}")


def _detail(exc: Exception, language: str, table: PhoneTable) -> str:
    """The scoring check's problems in the page's language where the page words them (by
    their codes), else the services' words without the "round r, table t, game g: result
    refused:" lead."""
    data = getattr(exc, "data", None) or {}
    details = data.get("details") or ()
    names = {str(s.player_id): s.player_name for s in table.seats}
    worded: list[str] = []
    for detail in details:
        key = f"problem_{detail.get('code')}"
        if not has_text(key):
            worded = []
            break
        marked = detail.get("data", {}).get("players") or (detail.get("player"),)
        who = ", ".join(names.get(str(p), str(p)) for p in marked if p is not None)
        worded.append(text(key, language, names=who))
    if worded:
        return " ".join(worded)
    message = str(exc)
    for lead in ("result refused: ", ": "):
        if lead in message:
            message = message.split(lead, 1)[1]
            break
    return message


def _address(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


async def _body(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise Refused(413, "too_large", back=True)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Refused(413, "too_large", back=True)
        chunks.append(chunk)
    return b"".join(chunks)


def _html(body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(body, status_code=status, headers=HEADERS)


async def _http_error(request: Request, exc: Exception) -> Response:
    """The framework's refusals (no such page, a method not allowed) as our pages, with
    the security headers."""
    language = language_of(request.headers.get("accept-language"))
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    key = {404: "not_found", 405: "bad_method"}.get(status, "failed")
    headers = dict(HEADERS)
    if isinstance(exc, HTTPException) and exc.headers:
        headers.update({k: v for k, v in exc.headers.items() if k.lower() == "allow"})
    body = pages.message_page(language, text(key, language))
    return HTMLResponse(body, status_code=status, headers=headers)


def create_app(service: TournamentService, *, limits: Limits | None = None) -> Starlette:
    """The phone pages over ``service`` (open it with ``desk="phone"``)."""
    phone = PhoneApp(service, limits or Limits())
    app = Starlette(
        exception_handlers={HTTPException: _http_error, Exception: _http_error},
        routes=[
            Route("/", phone.home),
            Route("/t/{token}", phone.table),
            Route("/t/{token}/check", phone.check, methods=["POST"]),
            Route("/t/{token}/send", phone.send, methods=["POST"]),
            Route("/static/phone.css", phone.style),
            Route("/static/phone.js", phone.script),
        ],
    )
    app.state.phone = phone
    return app

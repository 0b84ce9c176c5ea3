"""Running the phone pages: uvicorn on a socket of the director's choosing, in a thread
(the app) or in the foreground (``stein-rummy serve``).

The server opens its own service on the tournament (``desk="phone"``), like another desk:
the app's views see its changes through their usual polling.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import threading
from pathlib import Path
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from tournament.services import TournamentService, open_tournament
from tournament.web.app import Limits, create_app

ALL_ADDRESSES = ("0.0.0.0", "::")
DEFAULT_PORT = 8765


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses, the LAN ones first, loopback last."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: only picks the route
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    outside = [a for a in found if not a.startswith("127.")]
    return [*outside, "127.0.0.1"]


def listen_address(host: str) -> str:
    """The address to listen on as the socket takes it: every spelling of "all addresses"
    (``0``, ``0.0.0.0``, ``::``, ``::0``, empty) as ``0.0.0.0`` or ``::``."""
    text = host.strip().strip("[]")
    if not text:
        return "0.0.0.0"
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        try:  # the short IPv4 forms the socket takes too ("0", "127.1")
            address = ipaddress.ip_address(socket.inet_ntoa(socket.inet_aton(text)))
        except OSError:
            return text  # a host name
    if address.is_unspecified:
        return "::" if address.version == 6 else "0.0.0.0"
    return str(address)


def binds_everywhere(host: str) -> bool:
    return listen_address(host) in ALL_ADDRESSES


def link_base(host: str, port: int, link_host: str | None = None) -> str:
    """The address the table cards print: ``link_host``, else the listening address, or
    this machine's LAN address where it listens on all (never ``http://0:PORT``)."""
    shown = link_host or (lan_addresses()[0] if binds_everywhere(host) else listen_address(host))
    shown = f"[{shown}]" if ":" in shown else shown
    return f"http://{shown}:{port}"


IDLE_TIMEOUT = 5
"""Seconds a connection may stay open between requests (uvicorn's keep-alive)."""
REQUEST_TIMEOUT = 20.0
"""Seconds a connection may take to send a whole request (headers and form)."""
MAX_CONNECTIONS = 200
"""Open connections at most; more are closed at once, so idle or half-open ones never use
up the file descriptors the tables need."""
MAX_HEADER_BYTES = 16 * 1024


class _GuardedProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, with what uvicorn has no setting for: a deadline for
    the request to arrive (slow and silent connections are closed) and a bound on open
    connections."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > MAX_CONNECTIONS:
            transport.close()
            return
        self._deadline = self.loop.call_later(REQUEST_TIMEOUT, self._late)

    def _late(self) -> None:
        """The deadline passed: the connection closes unless its request arrived whole and
        is being answered (which may wait for the file a while)."""
        cycle = self.cycle
        if cycle is not None and not cycle.more_body and not cycle.response_complete:
            self._deadline = self.loop.call_later(REQUEST_TIMEOUT, self._late)
        else:
            self.transport.close()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._deadline.cancel()
        self._deadline = self.loop.call_later(REQUEST_TIMEOUT, self._late)

    def connection_lost(self, exc: Exception | None) -> None:
        deadline = getattr(self, "_deadline", None)
        if deadline is not None:
            deadline.cancel()
        super().connection_lost(exc)


def server_config(app: Any) -> uvicorn.Config:
    """uvicorn's settings for the phone pages: one process, no access log, no ``server``
    header, timeouts and limits for slow, idle and too many connections."""
    return uvicorn.Config(
        app,
        http=_GuardedProtocol,
        log_level="warning",
        access_log=False,
        lifespan="off",
        workers=1,
        server_header=False,
        timeout_keep_alive=IDLE_TIMEOUT,
        h11_max_incomplete_event_size=MAX_HEADER_BYTES,
        backlog=MAX_CONNECTIONS,
    )


class PhoneServer:
    """The phone pages on ``host:port`` (port 0: a free one) for the tournament at
    ``location``; ``base_url`` is what the table cards print."""

    def __init__(
        self,
        location: str | Path,
        *,
        host: str,
        port: int = DEFAULT_PORT,
        tournament_id: int | None = None,
        limits: Limits | None = None,
        link_host: str | None = None,
    ) -> None:
        self.service: TournamentService = open_tournament(
            location, tournament_id=tournament_id, desk="phone"
        )
        host = listen_address(host)
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._socket = socket.socket(family, socket.SOCK_STREAM)
        try:
            self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self._socket.bind((host, port))
            self._socket.listen(128)
        except BaseException:
            self._socket.close()
            self.service.close()
            raise
        self.host = host
        self.port = int(self._socket.getsockname()[1])
        self.base_url = link_base(host, self.port, link_host)
        self.app = create_app(self.service, limits=limits)
        self._server = uvicorn.Server(server_config(self.app))
        self._thread: threading.Thread | None = None
        self._closed = False

    def links(self) -> dict[int, str]:
        """Switch phone entry on at this server's address; the current round's links."""
        self.service.phone.set_setup(base_url=self.base_url)
        return self.service.phone.links()

    def serve(self) -> None:
        """Serve in this thread until interrupted (Ctrl-C) or ``stop``."""
        try:
            self._server.run(sockets=[self._socket])
        finally:
            self.close()

    def start(self) -> None:
        """Serve in a background thread; returns once the server accepts requests."""
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.02)

    def stop(self, timeout: float = 5.0) -> None:
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                self._server.force_exit = True
                self._thread.join(timeout)
            self._thread = None
        self.close()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def close(self) -> None:
        """Close the socket and the service (once; ``stop`` and ``serve`` call it)."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(OSError):
            self._socket.close()
        self.service.close()

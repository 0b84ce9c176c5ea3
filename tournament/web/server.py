"""Running the phone pages: uvicorn on a socket of the director's choosing, in a thread
(the app) or in the foreground (``stein-rummy serve``).

The server opens its own service on the tournament (``desk="phone"``), like another desk:
the app's views see its changes through their usual polling.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from pathlib import Path

import uvicorn

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


def binds_everywhere(host: str) -> bool:
    return host in ALL_ADDRESSES or host == ""


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
        shown = link_host or (lan_addresses()[0] if binds_everywhere(host) else host)
        shown = f"[{shown}]" if ":" in shown else shown
        self.base_url = f"http://{shown}:{self.port}"
        self.app = create_app(self.service, limits=limits)
        config = uvicorn.Config(
            self.app, log_level="warning", access_log=False, lifespan="off", workers=1
        )
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None
        self._closed = False

    def links(self) -> dict[int, str]:
        """Switch phone entry on at this server's address; the current round's links."""
        self.service.set_phone_setup(base_url=self.base_url)
        return self.service.phone_links()

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

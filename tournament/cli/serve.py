"""``stein-rummy serve``: the tables' phone pages for a tournament, until Ctrl-C."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tournament.cli.common import CliError


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser(
        "serve",
        help="serve the score entry pages for the tables' phones",
        description=(
            "Serve the score entry pages for the tables' phones and print one line per "
            "table of the current round, 'table N: URL' (the link its QR code holds). "
            "Results sent from a phone wait for the director in the app. Stops on Ctrl-C."
        ),
    )
    serve.add_argument("location", metavar="FILE|URL", help="tournament file or database URL")
    serve.add_argument(
        "--host",
        default=None,
        help="the LAN address to listen on (default: this machine's LAN address); "
        "0, 0.0.0.0 or :: listen on all addresses (with a warning; the links then name "
        "this machine's LAN address)",
    )
    serve.add_argument("--port", type=int, default=None, help="port (default 8765; 0: any free)")
    serve.add_argument("--tournament", type=int, default=None, help="tournament id in a database")
    serve.set_defaults(handler=serve_command)


def serve_command(args: argparse.Namespace) -> int:
    from tournament.web.server import (
        DEFAULT_PORT,
        PhoneServer,
        binds_everywhere,
        lan_addresses,
        listen_address,
    )

    host = listen_address(args.host) if args.host is not None else lan_addresses()[0]
    port = DEFAULT_PORT if args.port is None else args.port
    if not 0 <= port <= 65535:
        raise CliError(f"port {port}: choose 0 to 65535")
    if binds_everywhere(host):
        print(
            f"stein-rummy serve: warning: listening on all addresses ({host}); every network "
            "this machine is on can reach the pages",
            file=sys.stderr,
        )
    try:
        server = PhoneServer(args.location, host=host, port=port, tournament_id=args.tournament)
    except OSError as exc:
        raise CliError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    try:
        links = server.links()
        if not links:
            print("stein-rummy serve: no open round: start a round for the links", file=sys.stderr)
        for number, link in links.items():
            print(f"table {number}: {link}")
        sys.stdout.flush()
        server.serve()
    except KeyboardInterrupt:  # Ctrl-C is how it is meant to end, whenever it comes
        pass
    finally:
        server.close()
    return 0

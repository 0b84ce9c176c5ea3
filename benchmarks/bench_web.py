"""Speed of the phone pages under load: 100 tables post their result at the same moment.

Run: .venv/bin/python benchmarks/bench_web.py [TABLES]

Issue 19: 100 tables posting at once on loopback, no result lost or doubled. Each table's
phone (a thread with httpx) opens its page, asks for the points, then sends the confirmed
result twice at once (a double tap). Printed: the time to set up, the wall time of the
whole burst, requests per second, the median and 95th percentile of each step, and the
count of results stored (must equal the tables).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from phones import all_tables_at_once, make_tournament, percentile

from tournament.web import Limits, PhoneServer


def main() -> int:
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.srt"
        start = time.perf_counter()
        director = make_tournament(path, players=3 * tables)
        made = time.perf_counter() - start
        server = PhoneServer(
            path, host="127.0.0.1", port=0, limits=Limits(per_address=100 * tables)
        )
        links = server.links()
        server.start()
        try:
            start = time.perf_counter()
            runs = all_tables_at_once(links, repeat_send=2)
            burst = time.perf_counter() - start
        finally:
            server.stop()
        stored = director.phone.entries()
        director.close()
    errors = [r.error for r in runs if r.error]
    requests = sum(len(r.statuses) for r in runs)
    print(f"tables: {tables}  (set-up of the tournament {made:.1f} s)")
    print(f"burst: {requests} requests in {burst:.2f} s ({requests / burst:.0f} requests/s)")
    for step in ("open", "check", "send0", "send1"):
        values = [r.seconds[step] for r in runs if step in r.seconds]
        print(
            f"  {step:6} median {percentile(values, 0.5) * 1000:7.0f} ms"
            f"   p95 {percentile(values, 0.95) * 1000:7.0f} ms"
            f"   max {max(values, default=0) * 1000:7.0f} ms"
        )
    statuses = sorted(s for r in runs for s in r.statuses[2:])
    print(f"sends answered: {statuses.count(303)} stored, {statuses.count(409)} refused as doubled")
    print(f"results stored: {len(stored)} (tables {tables}); errors: {len(errors)}")
    distinct = {(e.table_number, e.game_number) for e in stored}
    ok = not errors and len(stored) == tables == len(distinct)
    print("no result lost or doubled" if ok else "LOST OR DOUBLED RESULTS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

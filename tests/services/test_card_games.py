"""Indian Rummy and Drachenrummy evenings through the services (RULINGS §8, §9): one game
slot per table and round, results checked by the one validation, decisions, standings
worked out by hand, undo and redo."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament.services import TournamentService
from tournament.services.dto import (
    DealEntry,
    GameInfo,
    ResultEntry,
    RoundInfo,
    Settings,
    StandingRow,
)
from tournament.services.errors import InvalidInputError, InvalidResultError, InvalidStateError

F = Fraction
LOSING_HAND = "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"
"""A losing hand whose least deadwood is 54 (rules/games/indian_table.py's example)."""
DECLARED_HAND = "AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD QD JD"
"""Four melds, two pure sequences: no deadwood."""


def _games(rnd: RoundInfo) -> list[GameInfo]:
    return [game for table in rnd.tables for game in table.games]


def _points(service: TournamentService) -> dict[int, tuple[Fraction, Fraction]]:
    """Player number -> (points, max points)."""
    return {row.player_number: (row.points, row.max_points) for row in service.games.standings()}


def _refusal_codes(error: InvalidResultError) -> list[str]:
    details = error.data["details"]
    assert isinstance(details, list)
    return [str(d["code"]) for d in details]


def _deals_won_by_first(game: GameInfo, deals: int) -> ResultEntry:
    """Every deal won by the table's first player; the others hold 10 deadwood each."""
    first, *others = game.player_ids
    return ResultEntry(
        deals=tuple(DealEntry(first, dict.fromkeys(others, 10)) for _ in range(deals))
    )


def test_a_12_player_indian_rummy_evening(tmp_path: Path, helpers: SimpleNamespace) -> None:
    service = helpers.make_service(
        tmp_path, players=12, settings=Settings(variant="indian", deals=3)
    )
    rnd = service.rounds.start_round().value
    assert [len(t.seats) for t in rnd.tables] == [3, 3, 3, 3]
    assert [len(t.games) for t in rnd.tables] == [1, 1, 1, 1]  # one match per table
    t1, t2, t3, t4 = _games(rnd)
    a, b, c = t1.player_ids
    # Table 1: deal scores a +30/-5/+10, b -10/+20/-8, c -20/-15/-2: totals 35, 2, -37.
    done = service.games.record_result(
        t1.id,
        ResultEntry(
            deals=(
                DealEntry(a, {b: 10, c: 20}),
                DealEntry(b, {a: 5, c: 15}),
                DealEntry(a, {b: 8, c: 2}),
            )
        ),
        expected_version=t1.version,
    )
    assert done.value.points == {a: 3, b: 2, c: 1} and done.value.max_points == 3
    assert done.value.result is not None and done.value.result.totals == {a: 35, b: 2, c: -37}
    assert done.value.result.tiles_left == {} and done.value.result.claims == {}
    assert "result entered" in done.summary and f"{-37}" in done.summary
    # Table 2: hands written out; the engine counts 54 and 0. Totals d 12, e -18, f 6.
    d, e, f = t2.player_ids
    done = service.games.record_result(
        t2.id,
        ResultEntry(
            deals=(
                DealEntry(d, {e: 0}, {f: LOSING_HAND}),
                DealEntry(e, {d: 12}, {f: DECLARED_HAND}),
                DealEntry(f, {d: 30, e: 30}),
            )
        ),
        expected_version=t2.version,
    )
    assert done.value.result is not None and done.value.result.totals == {d: 12, e: -18, f: 6}
    assert done.value.points == {d: 3, e: 1, f: 2}
    assert done.value.result.deals[0] == DealEntry(d, {e: 0}, {f: LOSING_HAND})
    # Table 3 neutralised, half a point off: (3 + 2 + 1) / 3 - 1/2 each.
    service.decisions.apply_decision(
        t3.id,
        "neutralised",
        reason="played Stein-Rummy",
        penalty=F(1, 2),
        expected_version=t3.version,
    )
    # Table 4: a tie of two players shares ranks 1 and 2, then the director sets points.
    g, h, i = t4.player_ids
    done = service.games.record_result(
        t4.id,
        ResultEntry(
            deals=(
                DealEntry(g, {h: 20, i: 20}),
                DealEntry(h, {g: 20, i: 20}),
                DealEntry(i, {g: 5, h: 5}),
            )
        ),
        expected_version=t4.version,
    )
    assert done.value.points == {g: F(5, 2), h: F(5, 2), i: 1}
    done = service.decisions.apply_decision(
        t4.id,
        "points",
        reason="i left the table twice",
        values={g: 3, h: 3, i: 0},
        expected_version=done.value.version,
    )
    assert done.value.status == "decided" and done.value.points == {g: 3, h: 3, i: 0}
    assert done.value.result is not None  # the result stays under the decision
    service.rounds.close_round(1)
    first = {
        1: (F(3), F(3)), 2: (F(2), F(3)), 3: (F(1), F(3)),
        4: (F(3), F(3)), 5: (F(1), F(3)), 6: (F(2), F(3)),
        7: (F(3, 2), F(3)), 8: (F(3, 2), F(3)), 9: (F(3, 2), F(3)),
        10: (F(3), F(3)), 11: (F(3), F(3)), 12: (F(0), F(3)),
    }  # fmt: skip
    assert _points(service) == first
    numbers = {p.id: p.number for p in service.players.all()}

    # Round 2: an average on the table of player 1 (each their own points per game so far),
    # every other table's first player wins every deal (3; the others share 2 and 1).
    rnd = service.rounds.start_round().value
    expected = dict(first)
    for table in rnd.tables:
        game = table.games[0]
        ids = [numbers[p] for p in game.player_ids]
        if 1 in ids:
            done = service.decisions.apply_decision(
                game.id, "average", reason="table started late", expected_version=game.version
            )
            for number in ids:
                points, most = expected[number]
                expected[number] = (points + first[number][0], most + 3)
            assert done.value.points == {p: first[numbers[p]][0] for p in game.player_ids}
        else:
            service.games.record_result(
                game.id, _deals_won_by_first(game, 3), expected_version=game.version
            )
            for k, number in enumerate(ids):
                points, most = expected[number]
                expected[number] = (points + (F(3) if k == 0 else F(3, 2)), most + 3)
    assert _points(service) == expected
    assert service.games.standings()[0].player_number in (1, 4, 10, 11)

    # Undo takes the last result back, redo puts it back.
    last = _games(service.rounds.get(2))[-1]
    service.history.undo()
    assert service.games.get(last.id).status == "open"
    assert _points(service) != expected
    service.history.redo()
    assert service.games.get(last.id).status in ("entered", "decided")
    assert _points(service) == expected
    service.close()


def test_indian_results_are_refused_with_the_validations_codes(
    tmp_path: Path, helpers: SimpleNamespace
) -> None:
    service = helpers.make_service(tmp_path, players=6, settings=Settings(variant="indian"))
    game = _games(service.rounds.start_round().value)[0]
    a, b, c = game.player_ids
    bad = {
        "deals_count": ResultEntry(deals=(DealEntry(a, {b: 1, c: 2}),)),  # 3 wanted (one each)
        "deadwood_missing": ResultEntry(deals=(DealEntry(a, {b: 1}),) * 3),
        "deal_hand": ResultEntry(deals=(DealEntry(a, {b: 1}, {c: "AS 2S"}),) * 3),
        "deadwood_range": ResultEntry(deals=(DealEntry(a, {b: 1, c: 131}),) * 3),
        "not_in_game": ResultEntry({a: 0, b: 3, c: 4}),
        "no_deals": ResultEntry(),
    }
    for code, result in bad.items():
        with pytest.raises(InvalidResultError) as info:
            service.games.record_result(game.id, result, expected_version=game.version)
        assert code in _refusal_codes(info.value), (code, info.value)
    with pytest.raises(InvalidResultError) as info:
        service.games.record_result(
            game.id,
            ResultEntry(deals=(DealEntry(a, {b: "7"}),)),
            expected_version=game.version,  # type: ignore[dict-item]
        )
    assert info.value.code == "result.cards_not_whole"
    # A match cut short is its deals so far, not tile counts.
    with pytest.raises(InvalidInputError) as refused:
        service.decisions.apply_decision(
            game.id,
            "ended_early",
            reason="time",
            values={a: 1, b: 2, c: 3},
            expected_version=game.version,
        )
    assert refused.value.code == "decision.result_missing"
    assert service.games.get(game.id).status == "open"  # nothing stored
    service.close()


def test_a_match_to_500_ends_in_the_deal_a_player_reaches_500(
    tmp_path: Path, helpers: SimpleNamespace
) -> None:
    service = helpers.make_service(
        tmp_path, players=6, settings=Settings(variant="indian", deals="to-500")
    )
    game = _games(service.rounds.start_round().value)[0]
    a, b, c = game.player_ids
    big = DealEntry(a, {b: 130, c: 130})  # a scores 260 a deal: 520 after two
    with pytest.raises(InvalidResultError) as info:
        service.games.record_result(
            game.id, ResultEntry(deals=(big,)), expected_version=game.version
        )
    assert _refusal_codes(info.value) == ["match_not_over"]
    with pytest.raises(InvalidResultError) as info:
        service.games.record_result(
            game.id, ResultEntry(deals=(big,) * 3), expected_version=game.version
        )
    assert _refusal_codes(info.value) == ["match_was_over"]
    done = service.games.record_result(
        game.id, ResultEntry(deals=(big,) * 2), expected_version=game.version
    )
    assert done.value.result is not None and done.value.result.totals == {a: 520, b: -260, c: -260}
    service.close()


def test_a_10_player_drachenrummy_evening(tmp_path: Path, helpers: SimpleNamespace) -> None:
    service = helpers.make_service(
        tmp_path, players=10, settings=Settings(variant="drachen", decks=2, steal="any-face")
    )
    info = service.info().settings
    assert (info.decks, info.steal, info.deals) == (2, "any-face", None)
    rnd = service.rounds.start_round().value
    assert [len(t.seats) for t in rnd.tables] == [3, 3, 4]
    t1, t2, t3 = _games(rnd)
    a, b, c = t1.player_ids
    done = service.games.record_result(
        t1.id, ResultEntry(card_points={a: 12, b: 7, c: 7}), expected_version=t1.version
    )
    assert done.value.points == {a: 3, b: F(3, 2), c: F(3, 2)}
    # Table 2 by laid sets and hand: d 2+1+1 + 2+2+2 - 2 = 8; e 8 (given and counted); f -3.
    d, e, f = t2.player_ids
    laid_result = ResultEntry(
        card_points={e: 8, f: -3},
        laid={d: ("AS 2S 3S", "QH QD QC"), e: ("KS KH KD KC",)},
        hands={d: "5H 9C", e: ""},
    )
    done = service.games.record_result(t2.id, laid_result, expected_version=t2.version)
    assert done.value.result is not None
    assert done.value.result.totals == {d: 8, e: 8, f: -3}
    assert done.value.result.laid == {d: ("AS 2S 3S", "QH QD QC"), e: ("KS KH KD KC",)}
    assert done.value.points == {d: F(5, 2), e: F(5, 2), f: 1}
    # Table 3: a count that disagrees with the cards is refused; then 5, 9, -1, 0.
    g, h, i, j = t3.player_ids
    with pytest.raises(InvalidResultError) as refused:
        service.games.record_result(
            t3.id,
            ResultEntry(card_points={g: 5, h: 9, i: -1, j: 1}, laid={j: ("2C 3C 4C",)}),
            expected_version=t3.version,
        )
    assert _refusal_codes(refused.value) == ["card_points_disagree"]
    done = service.games.record_result(
        t3.id, ResultEntry(card_points={g: 5, h: 9, i: -1, j: 0}), expected_version=t3.version
    )
    assert done.value.points == {g: 3, h: 4, i: 1, j: 2} and done.value.max_points == 4
    # An average (nobody has a counted game before: (4+3+2+1)/4 each), withdrawn again.
    done = service.decisions.apply_decision(
        t3.id, "average", reason="noise", expected_version=done.value.version
    )
    assert done.value.points == dict.fromkeys((g, h, i, j), F(5, 2))
    assert done.value.decision is not None
    done = service.decisions.withdraw_decision(
        done.value.decision.id, reason="wrong table", expected_version=done.value.version
    )
    assert done.value.points == {g: 3, h: 4, i: 1, j: 2}
    # Table 1 corrected: cleared, then neutralised.
    done = service.games.clear_result(t1.id, expected_version=service.games.get(t1.id).version)
    assert done.value.status == "open" and done.value.result is None
    service.decisions.apply_decision(
        t1.id, "neutralised", reason="cards dealt wrong", expected_version=done.value.version
    )
    rows: list[StandingRow] = service.games.standings()
    by_number = {r.player_number: (r.points, r.max_points) for r in rows}
    assert by_number == {
        1: (F(2), F(3)), 2: (F(2), F(3)), 3: (F(2), F(3)),
        4: (F(5, 2), F(3)), 5: (F(5, 2), F(3)), 6: (F(1), F(3)),
        7: (F(3), F(4)), 8: (F(4), F(4)), 9: (F(1), F(4)), 10: (F(2), F(4)),
    }  # fmt: skip
    assert rows[0].player_number == 8
    service.history.undo()  # the neutralised game is open again
    assert service.games.get(t1.id).status == "open"
    service.close()


def test_drachen_cards_count_against_the_tournaments_packs(
    tmp_path: Path, helpers: SimpleNamespace
) -> None:
    service = helpers.make_service(tmp_path, players=6, settings=Settings(variant="drachen"))
    game = _games(service.rounds.start_round().value)[0]
    a, b, c = game.player_ids
    twice = ResultEntry(
        card_points={c: 0}, laid={a: ("QH QD QC",), b: ("JH QH KH",)}, hands={a: "", b: ""}
    )
    with pytest.raises(InvalidResultError) as info:
        service.games.record_result(game.id, twice, expected_version=game.version)
    assert _refusal_codes(info.value) == ["cards_too_many"]  # one pack: one queen of hearts
    with pytest.raises(InvalidResultError) as info:
        service.games.record_result(
            game.id, ResultEntry(card_points={a: 1, b: 2}), expected_version=game.version
        )
    assert _refusal_codes(info.value) == ["card_points_missing"]
    service.close()


@pytest.mark.parametrize(
    ("variant", "players", "sizes"),
    [
        ("indian", 5, [3, 2]),
        ("drachen", 5, [5]),
        ("indian", 2, [2]),
        ("stein", 5, [4]),
        ("drachen", 7, [3, 4]),
    ],
)
def test_card_games_seat_everyone_with_tables_of_their_sizes(
    tmp_path: Path, helpers: SimpleNamespace, variant: str, players: int, sizes: list[int]
) -> None:
    for movement in ("rotate", "mix", "standings"):
        service = helpers.make_service(
            tmp_path,
            players=players,
            settings=Settings(variant=variant, movement=movement),
            name=f"{variant}-{movement}",
        )
        for number in (1, 2, 3):
            rnd = service.rounds.start_round().value
            assert sorted(len(t.seats) for t in rnd.tables) == sorted(sizes)
            assert len(rnd.sitting_out) == players - sum(sizes)
            for game in _games(rnd):
                entry = (
                    _deals_won_by_first(game, len(game.player_ids))
                    if variant == "indian"
                    else ResultEntry(card_points=dict.fromkeys(game.player_ids, 1))
                    if variant == "drachen"
                    else helpers.win_for_first(game)
                )
                service.games.record_result(game.id, entry, expected_version=game.version)
            service.rounds.close_round(number)
        service.close()


def test_the_game_cannot_change_to_other_tables_once_a_round_is_seated(
    tmp_path: Path, helpers: SimpleNamespace
) -> None:
    service = helpers.make_service(tmp_path, players=6)
    service.rounds.start_round()
    with pytest.raises(InvalidStateError) as info:
        service.update_tournament(
            expected_version=service.info().version, settings=Settings(variant="indian")
        )
    assert info.value.code == "setting.game_seated"
    plus = service.update_tournament(
        expected_version=service.info().version, settings=Settings(variant="stein-plus")
    )
    assert plus.value.settings.variant == "stein-plus"  # the same tables and games
    service.close()


def test_a_card_table_plays_on_as_a_table_of_two(tmp_path: Path, helpers: SimpleNamespace) -> None:
    service = helpers.make_service(tmp_path, players=6, settings=Settings(variant="drachen"))
    game = _games(service.rounds.start_round().value)[0]
    a, b, c = game.player_ids
    done = service.decisions.record_absence(
        game.id, c, award="nothing", reason="taken ill", expected_version=game.version
    )
    assert done.value.player_ids == (a, b)
    done = service.games.record_result(
        game.id, ResultEntry(card_points={a: 3, b: 5}), expected_version=done.value.version
    )
    assert done.value.points == {a: 1, b: 2} and done.value.max_points == 2
    assert _points(service)[3] == (F(0), F(2))  # nothing, against the game's maximum
    service.close()


@pytest.mark.postgres
@pytest.mark.parametrize("name", ["indian-evening", "drachen-evening"])
def test_a_card_game_on_postgres(pg_url: str, tmp_path: Path, name: str) -> None:
    """The JSON column and the settings columns on PostgreSQL: a file comes back byte for
    byte, a result is recorded by one desk, seen by another and undone."""
    from tournament.scoring import tournament_file as tf
    from tournament.services import open_tournament
    from tournament.services.exchange import export_tournament_file, import_tournament_file

    golden = Path(__file__).parents[1] / "scoring" / "golden" / f"{name}.json"
    tf.dump(tf.load(golden), tmp_path / "in.json")
    info = import_tournament_file(tmp_path / "in.json", pg_url)
    export_tournament_file(pg_url, tmp_path / "out.json")
    assert (tmp_path / "out.json").read_bytes() == (tmp_path / "in.json").read_bytes()
    desk = open_tournament(pg_url, tournament_id=info.id, desk="desk 1")
    desk.rounds.reopen_round(2)
    game = _games(desk.rounds.get(2))[0]
    if game.decision is not None:
        game = desk.decisions.withdraw_decision(
            game.decision.id, reason="entered again", expected_version=game.version
        ).value
    cleared = game
    if game.result is not None:
        cleared = desk.games.clear_result(game.id, expected_version=game.version).value
    ids = cleared.player_ids
    entry = (
        ResultEntry(deals=(DealEntry(ids[0], dict.fromkeys(ids[1:], 10)),) * len(ids))
        if name.startswith("indian")
        else ResultEntry(card_points={p: k for k, p in enumerate(ids)})
    )
    desk.games.record_result(game.id, entry, expected_version=cleared.version)
    other = open_tournament(pg_url, tournament_id=info.id, desk="desk 2")
    seen = other.games.get(game.id)
    assert seen.result is not None and seen.result.deals == entry.deals
    assert seen.result.card_points == entry.card_points
    other.history.undo()
    assert other.games.get(game.id).status == "open"
    other.close()
    desk.close()


def test_the_director_ends_a_card_match_early(tmp_path: Path, helpers: SimpleNamespace) -> None:
    """An Indian Rummy match stopped after two of three deals ranks the totals so far; the
    decision keeps the match as it stood and comes back when another decision replaces it."""
    service = helpers.make_service(tmp_path, players=6, settings=Settings(variant="indian"))
    game = _games(service.rounds.start_round().value)[0]
    a, b, c = game.player_ids
    so_far = ResultEntry(deals=(DealEntry(a, {b: 10, c: 20}), DealEntry(c, {a: 40, b: 5})))
    with pytest.raises(InvalidResultError) as info:  # as a played match: a deal missing
        service.games.record_result(game.id, so_far, expected_version=game.version)
    assert _refusal_codes(info.value) == ["deals_count"]
    with pytest.raises(InvalidInputError) as missing:
        service.decisions.apply_decision(
            game.id, "ended_early", reason="time", expected_version=game.version
        )
    assert missing.value.code == "decision.result_missing"
    with pytest.raises(InvalidInputError) as stray:
        service.decisions.apply_decision(
            game.id, "average", reason="time", result=so_far, expected_version=game.version
        )
    assert stray.value.code == "decision.takes_no_result"
    done = service.decisions.apply_decision(
        game.id, "ended_early", reason="time", result=so_far, expected_version=game.version
    )
    # a +30 -40 = -10, b -10 -5 = -15, c -20 +45 = 25: c 3, a 2, b 1.
    assert done.value.points == {c: 3, a: 2, b: 1}
    decision = done.value.decision
    assert decision is not None and decision.result is not None
    assert decision.result.deals == so_far.deals
    assert decision.result.totals == {a: -10, b: -15, c: 25}
    from tournament.services.exchange import export_tournament_file, import_tournament_file

    export_tournament_file(service, tmp_path / "out.json")
    import_tournament_file(tmp_path / "out.json", tmp_path / "copy.srt")
    export_tournament_file(tmp_path / "copy.srt", tmp_path / "again.json")
    assert (tmp_path / "again.json").read_bytes() == (tmp_path / "out.json").read_bytes()
    assert '"ended_early": true' in (tmp_path / "out.json").read_text("utf-8")
    service.history.undo()
    assert service.games.get(game.id).status == "open"
    service.close()

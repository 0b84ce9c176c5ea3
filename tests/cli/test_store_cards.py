"""The store's commands with the card games: new with their options, import of their
files, the standings of the store, a demo of each; refusals exit 2 and name the words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.services import open_tournament

GOLDEN = Path(__file__).parents[1] / "scoring" / "golden"


def test_new_takes_the_card_games_and_their_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    indian = tmp_path / "indisch.srt"
    assert (
        main(["new", str(indian), "--name", "I", "--variant", "indian", "--deals", "to-500"]) == 0
    )
    drachen = tmp_path / "drachen.srt"
    args = ["--variant", "drachen", "--decks", "2", "--steal", "higher-face"]
    assert main(["new", str(drachen), "--name", "D", *args]) == 0
    service = open_tournament(indian)
    assert (service.info().settings.variant, service.info().settings.deals) == ("indian", "to-500")
    service.close()
    service = open_tournament(drachen)
    settings = service.info().settings
    service.close()
    assert (settings.variant, settings.decks, settings.steal) == ("drachen", 2, "higher-face")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--variant", "poker"], "choose from 'stein', 'stein-plus', 'indian', 'drachen'"),
        (["--movement", "circle"], "choose from 'rotate', 'mix', 'standings'"),
        (["--variant", "indian", "--deals", "0"], "give 1 to 50 deals or to-500"),
        (["--variant", "drachen", "--steal", "sideways"], "'same-face', 'any-face'"),
        (["--variant", "stein", "--decks", "2"], "--decks does not belong to stein"),
    ],
)
def test_new_refuses_a_bad_option_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    target = tmp_path / "never.srt"
    with pytest.raises(SystemExit) as exited:
        code = main(["new", str(target), "--name", "X", *args])
        raise SystemExit(code)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "<" not in err  # the words, not the enum's repr
    assert not target.exists()


@pytest.mark.parametrize("name", ["indian-evening", "drachen-evening"])
def test_import_then_standings_of_the_store_equal_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    target = tmp_path / f"{name}.srt"
    assert main(["import", str(GOLDEN / f"{name}.json"), str(target)]) == 0
    assert "imported" in capsys.readouterr().out
    assert main(["standings", str(GOLDEN / f"{name}.json")]) == 0
    from_file = capsys.readouterr().out
    assert main(["standings", str(target)]) == 0
    assert capsys.readouterr().out == from_file


@pytest.mark.parametrize(("variant", "players"), [("indian", 12), ("drachen", 10)])
def test_a_demo_of_a_card_game_plays_valid_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], variant: str, players: int
) -> None:
    demo = tmp_path / f"{variant}.srt"
    args = ["demo", str(demo), "--variant", variant, "--players", str(players), "--rounds", "2"]
    assert main([*args, "--seed", "3"]) == 0
    service = open_tournament(demo)
    rounds = service.rounds.all()
    standings = service.games.standings()
    service.close()
    assert [r.status for r in rounds] == ["closed", "closed"]
    games = [g for r in rounds for t in r.tables for g in t.games]
    assert all(len(t.games) == 1 for r in rounds for t in r.tables)
    played = [g for g in games if g.status == "entered"]
    assert played and all(g.result is not None and g.result.totals for g in played)
    if variant == "indian":
        assert all(g.result is not None and g.result.deals for g in played)
        assert any(d.hands for g in played if g.result for d in g.result.deals)
    else:
        assert any(g.result is not None and g.result.laid for g in played)
    assert sum(row.max_points for row in standings) == sum(
        len(g.player_ids) * max(len(g.player_ids), 0) for g in games
    )
    # The demo's file goes through the JSON file and back.
    exported = tmp_path / "demo.json"
    assert main(["export", str(demo), "--json", str(exported)]) == 0
    copy = tmp_path / "copy.srt"
    assert main(["import", str(exported), str(copy)]) == 0
    again = tmp_path / "again.json"
    assert main(["export", str(copy), "--json", str(again)]) == 0
    assert json.loads(again.read_text("utf-8")) == json.loads(exported.read_text("utf-8"))

"""The statistics report as PDF: the rule text's claims next to the measured values with
their intervals and verdicts, the histograms of the hands and the seat advantage of bot
games as bar charts; German or English, in the printouts' font and footer."""

from __future__ import annotations

import os
from dataclasses import dataclass

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._files import atomic_path
from tournament.exports._pdf import FONT, FONT_BOLD, LIGHT, Printout, esc, list_lines, style
from tournament.exports._pdf import table_style as make_table_style
from tournament.exports.model import TournamentHeader
from tournament.statistics.claims import CLAIMS, Figure, Verdict, hand_figures, verdict
from tournament.statistics.estimators import Mean
from tournament.statistics.games import GameTally, game_figures
from tournament.statistics.montecarlo import HandRules, HandTally

__all__ = ["StatisticsReport", "write_report"]

_TITLE = style("stats-title", 18, bold=True, leading=22)
_SUB = style("stats-sub", 10, textColor=colors.HexColor("#333333"))
_HEAD = style("stats-head", 8.5, bold=True, leading=10)
_CELL = style("stats-cell", 9, leading=11)
_NOTE = style("stats-note", 8.5, leading=10.5, textColor=colors.HexColor("#444444"))
_BAR = colors.HexColor("#4a6fa5")

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "title": "Statistik der Anfangshände",
        "setup": "{hands} Hände, {players} Spieler am Tisch, {joker}, {wrap}, Startwert {seed}",
        "joker": "mit eigenem Joker",
        "no_joker": "ohne Joker",
        "wrap": "Strassen über 13-1",
        "no_wrap": "Strassen ohne 13-1",
        "claim": "Der Text sagt",
        "text": "Text",
        "measured": "Gemessen (95-%-Intervall)",
        "verdict": "Urteil",
        "holds": "stimmt",
        "fails": "stimmt nicht",
        "undecided": "offen",
        "unmeasured": "nicht gemessen",
        "not_seen": "nicht beobachtet",
        "fewest_most": "wenigste {0}; meiste {1}",
        "hand_romme": "Hand-Rommé (alle Steine sofort ausgelegt) liegt unter 1 %",
        "others_have_given_none": "Ohne eigene Kombination haben 80 % der anderen eine",
        "dead_1_3": "90 % der Hände haben 1 bis 3 tote Steine",
        "group_share": "Über die Hälfte der Kombinationen sind Gruppen",
        "near_miss_ge2": "Die anderen haben mehrere Kombinationen, denen ein Stein fehlt "
        "(2 oder mehr)",
        "dead": "Tote Steine",
        "placed": "Ausgelegte Steine (P)",
        "near_miss": "Fast-Kombinationen (Paare)",
        "percent_hands": "% der Hände",
        "seats": "Siege nach Platz in der Zugfolge ({games} Bot-Spiele)",
        "method": "Methode: jede Hand exakt ausgewertet (die meisten Steine in Kombinationen); "
        "Intervalle 95 %, der Tisch als Cluster, Wilson für Anteile. Siehe docs/statistics.md.",
    },
    "en": {
        "title": "Statistics of starting hands",
        "setup": "{hands} hands, {players} players a table, {joker}, {wrap}, seed {seed}",
        "joker": "own joker",
        "no_joker": "no joker",
        "wrap": "runs wrap 13-1",
        "no_wrap": "runs do not wrap",
        "claim": "The text says",
        "text": "Text",
        "measured": "Measured (95 % interval)",
        "verdict": "Verdict",
        "holds": "holds",
        "fails": "does not hold",
        "undecided": "undecided",
        "unmeasured": "not measured",
        "not_seen": "not seen",
        "fewest_most": "fewest {0}; most {1}",
        "hand_romme": "Hand-Rommé (all tiles laid at once) is under 1 %",
        "others_have_given_none": "With no combination yourself, 80 % of the others hold one",
        "dead_1_3": "90 % of hands have 1 to 3 dead tiles",
        "group_share": "Over half of the combinations are groups",
        "near_miss_ge2": "The others hold several combinations that miss one tile (2 or more)",
        "dead": "Dead tiles",
        "placed": "Tiles laid (P)",
        "near_miss": "Near-miss pairs",
        "percent_hands": "% of hands",
        "seats": "Wins by position in the turn order ({games} bot games)",
        "method": "Method: every hand measured exactly (the most tiles in melds); 95 % "
        "intervals with the table as the cluster, Wilson for proportions. See "
        "docs/statistics.md.",
    },
}


@dataclass(frozen=True)
class StatisticsReport:
    """What the report shows: a run of hands and, optionally, of bot games."""

    rules: HandRules
    hands: int
    seed: int
    tally: HandTally
    games: GameTally | None = None


def _w(key: str, language: str) -> str:
    return WORDS[language][key]


def _interval(figure: Figure, language: str) -> str:
    if figure is None:
        return _w("not_seen", language)
    if isinstance(figure, Mean):
        text = f"{100 * figure.mean:.1f} % ({100 * figure.lo:.1f}–{100 * figure.hi:.1f})"
    else:
        text = f"{100 * figure.p:.2f} % ({100 * figure.lo:.2f}–{100 * figure.hi:.2f})"
    return text.replace(".", ",") if language == "de" else text


def _bars(title: str, labels: list[str], values: list[float], unit: str, width: float) -> Drawing:
    height = 62 * mm
    drawing = Drawing(width, height)
    chart = VerticalBarChart()
    chart.x, chart.y = 12 * mm, 10 * mm
    chart.width, chart.height = width - 16 * mm, height - 20 * mm
    chart.data = [values or [0.0]]
    chart.categoryAxis.categoryNames = labels or ["0"]
    chart.categoryAxis.labels.fontName = FONT
    chart.categoryAxis.labels.fontSize = 6.5
    chart.valueAxis.labels.fontName = FONT
    chart.valueAxis.labels.fontSize = 7
    chart.valueAxis.valueMin = 0
    chart.valueAxis.valueMax = max([*values, 1.0]) * 1.15
    chart.bars[0].fillColor = _BAR
    chart.bars[0].strokeColor = None
    drawing.add(chart)
    drawing.add(String(12 * mm, height - 7 * mm, title, fontName=FONT_BOLD, fontSize=9))
    drawing.add(String(0, height - 7 * mm - 10, unit, fontName=FONT, fontSize=6.5))
    return drawing


def _histogram(counts: list[int]) -> tuple[list[str], list[float]]:
    last = max((i for i, c in enumerate(counts) if c), default=0)
    total = sum(counts) or 1
    return [str(i) for i in range(last + 1)], [100 * c / total for c in counts[: last + 1]]


def write_report(
    path: str | os.PathLike[str], report: StatisticsReport, *, language: str = "en"
) -> None:
    """Write the report as a PDF to ``path`` (atomically: a failure leaves no half file)."""
    language = language if language in WORDS else "en"
    header = TournamentHeader(name="Stein-Rummy")
    printout = Printout(header, _w("title", language), language=language, page_size_name="A4")
    rules = report.rules
    setup = _w("setup", language).format(
        hands=report.hands,
        players=rules.players,
        joker=_w("joker" if rules.joker else "no_joker", language),
        wrap=_w("wrap" if rules.wrap else "no_wrap", language),
        seed=report.seed,
    )
    figures = hand_figures(report.tally)
    rows: list[list[Flowable]] = [
        [Paragraph(esc(_w(k, language)), _HEAD) for k in ("claim", "text", "measured", "verdict")]
    ]
    for claim in CLAIMS:
        measured = [_interval(figures[name], language) for name in claim.figures]
        text = (
            _w("fewest_most", language).format(*measured)
            if claim.key == "group_share"
            else measured[0]
        )
        judged: Verdict = verdict(claim, figures)
        rows.append(
            [
                Paragraph(esc(_w(claim.key, language)), _CELL),
                Paragraph(esc(claim.stated), _CELL),
                Paragraph(esc(text), _CELL),
                Paragraph(esc(_w(judged.value, language)), _CELL),
            ]
        )
    width = printout.width
    table = Table(
        rows, colWidths=[0.42 * width, 0.1 * width, 0.33 * width, 0.15 * width], repeatRows=1
    )
    table.setStyle(make_table_style([*list_lines(), ("BACKGROUND", (0, 0), (-1, 0), LIGHT)]))
    story: list[Flowable] = [
        Paragraph(esc(_w("title", language)), _TITLE),
        Paragraph(esc(setup), _SUB),
        Spacer(1, 5 * mm),
        table,
        Spacer(1, 5 * mm),
    ]
    half = (width - 6 * mm) / 2
    charts = []
    for key, counts in (
        ("dead", report.tally.dead),
        ("placed", report.tally.placed),
        ("near_miss", report.tally.near_miss),
    ):
        labels, values = _histogram(counts)
        charts.append(_bars(_w(key, language), labels, values, _w("percent_hands", language), half))
    if report.games is not None and report.games.games:
        wins = game_figures(report.games)["wins_by_position"]
        labels = [f"{i}. ({100 * w.lo:.0f}–{100 * w.hi:.0f} %)" for i, w in enumerate(wins, 1)]
        charts.append(
            _bars(
                _w("seats", language).format(games=report.games.games),
                labels,
                [100 * w.p for w in wins],
                "%",
                half,
            )
        )
    grid = [charts[i : i + 2] for i in range(0, len(charts), 2)]
    if len(grid[-1]) == 1:
        grid[-1].append(Spacer(1, 1))
    story.append(Table(grid, colWidths=[half + 3 * mm, half + 3 * mm]))
    story += [Spacer(1, 4 * mm), Paragraph(esc(_w("method", language)), _NOTE)]
    with atomic_path(path) as target:
        printout.build(target, story)

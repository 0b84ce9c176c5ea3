"""What every PDF printout shares: the Unicode font, page sizes, styles, header and footer."""

from __future__ import annotations

import contextlib
import functools
import importlib.resources
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar, cast
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
    Paragraph,
    TableStyle,
)

from tournament.exports.model import PAGE_SIZES, ExportError, TournamentHeader
from tournament.exports.texts import check_language, describe_options, format_date, text

_T = TypeVar("_T")

FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
_FONT_FILES = {FONT: "DejaVuSans.ttf", FONT_BOLD: "DejaVuSans-Bold.ttf"}
_SYSTEM_FONT_DIRS = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/share/fonts/dejavu",
    "/Library/Fonts",
    "C:/Windows/Fonts",
)

MARGIN: float = 15 * mm
FOOTER_FONT_SIZE = 7
INK = colors.HexColor("#1a1a1a")
RULE = colors.HexColor("#444444")
SHADE = colors.HexColor("#e8e8e8")
LIGHT = colors.HexColor("#f4f4f4")


def _font_path(file_name: str) -> Path:
    """The shipped font (tournament.resources/fonts), else the source tree's resources
    folder, else a system copy of DejaVu."""
    try:
        shipped = importlib.resources.files("tournament.resources") / "fonts" / file_name
        if shipped.is_file():
            return Path(str(shipped))
    except ModuleNotFoundError:
        pass
    candidates = [Path(__file__).resolve().parents[2] / "resources" / "fonts" / file_name]
    candidates += [Path(folder) / file_name for folder in _SYSTEM_FONT_DIRS]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise ExportError(f"font {file_name} not found (looked in tournament.resources/fonts)")


def register_fonts() -> None:
    """Make the Unicode font known to reportlab (once per process)."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, file_name in _FONT_FILES.items():
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, os.fspath(_font_path(file_name))))
    pdfmetrics.registerFontFamily(
        FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD
    )


def page_size(name: str, *, landscape_: bool = False) -> tuple[float, float]:
    sizes = {"a4": A4, "letter": LETTER}
    size = sizes.get(name.lower())
    if size is None:
        raise ExportError(f"page size {name!r}: choose one of {', '.join(PAGE_SIZES)}")
    chosen = landscape(size) if landscape_ else size
    return float(chosen[0]), float(chosen[1])


# Fonts with TrueType outlines that cover scripts DejaVu lacks (Chinese, Japanese, Korean),
# looked for on the machine; reportlab cannot embed CFF-based OpenType fonts.
FALLBACK = "StRummyFallback"
FALLBACK_ENV = "STEIN_RUMMY_FALLBACK_FONT"
_FALLBACK_CANDIDATES = (
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/truetype/arphic/uming.ttc",
    "/usr/share/fonts/truetype/unifont/unifont.ttf",
    "C:/Windows/Fonts/msyh.ttc",
    "C:/Windows/Fonts/simsun.ttc",
    "C:/Windows/Fonts/malgun.ttf",
    "/Library/Fonts/Arial Unicode.ttf",
    "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
)
_coverage: dict[str, frozenset[int]] = {}


def _covered(font_name: str) -> frozenset[int]:
    """The code points a registered TrueType font has glyphs for."""
    if font_name not in _coverage:
        font = pdfmetrics.getFont(font_name)
        _coverage[font_name] = frozenset(font.face.charToGlyph)
    return _coverage[font_name]


@functools.cache
def fallback_font() -> str | None:
    """A second font for characters DejaVu has no glyph for, if the machine has one
    (``STEIN_RUMMY_FALLBACK_FONT`` may name a .ttf/.ttc file); None otherwise."""
    chosen = os.environ.get(FALLBACK_ENV)
    candidates = ([chosen] if chosen else []) + list(_FALLBACK_CANDIDATES)
    for candidate in candidates:
        if not Path(candidate).is_file():
            continue
        try:
            pdfmetrics.registerFont(TTFont(FALLBACK, candidate, subfontIndex=0))
        except Exception:
            continue  # an unusable font file is skipped like a missing one
        pdfmetrics.registerFontFamily(
            FALLBACK, normal=FALLBACK, bold=FALLBACK, italic=FALLBACK, boldItalic=FALLBACK
        )
        return FALLBACK
    return None


def runs(value: str) -> list[tuple[str | None, str]]:
    """``value`` cut into runs for drawing: (None, text) for the main font, (fallback font
    name, text) for characters only the fallback font has."""
    main = _covered(FONT)
    if main.issuperset(map(ord, value)):
        return [(None, value)]
    fallback = fallback_font()
    if fallback is None:
        return [(None, value)]
    extra = _covered(fallback)
    result: list[tuple[str | None, str]] = []
    for char in value:
        code = ord(char)
        font = fallback if code not in main and code in extra else None
        if char.isspace() and result:
            font = result[-1][0]
        if result and result[-1][0] == font:
            result[-1] = (font, result[-1][1] + char)
        else:
            result.append((font, char))
    return result


def esc(value: object) -> str:
    """User text for a Paragraph: markup characters are shown, never interpreted, and
    characters DejaVu lacks use the fallback font where there is one."""
    parts = runs(str(value))
    return "".join(
        f'<font name="{font}">{escape(part)}</font>' if font else escape(part)
        for font, part in parts
    )


def text_width(value: str, font: str, size: float) -> float:
    widths = (pdfmetrics.stringWidth(part, other or font, size) for other, part in runs(value))
    return float(sum(widths))


def draw_text(
    canvas: Canvas, x: float, y: float, value: str, font: str, size: float, align: str = "left"
) -> None:
    """Draw one line of user text in ``font``, with the fallback font where needed;
    ``align`` is left, centre or right of ``x``."""
    if align == "centre":
        x -= text_width(value, font, size) / 2
    elif align == "right":
        x -= text_width(value, font, size)
    for other, part in runs(value):
        canvas.setFont(other or font, size)
        canvas.drawString(x, y, part)
        x += pdfmetrics.stringWidth(part, other or font, size)


def table_style(commands: Sequence[tuple[object, ...]]) -> TableStyle:
    """A table style whose cells default to the Unicode font (reportlab's default is
    Helvetica, which has no glyphs beyond Latin-1 and would be referenced unembedded)."""
    return TableStyle([("FONT", (0, 0), (-1, -1), FONT, 10), *commands])


def list_lines(rule: float = 0.25) -> list[tuple[object, ...]]:
    """The lines of a printed list: a shaded header row with a strong line under it and a
    ``rule`` points thin line under every row."""
    return [
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("LINEBELOW", (0, 1), (-1, -1), rule, RULE),
    ]


def style(name: str, size: float = 10, *, bold: bool = False, **extra: Any) -> ParagraphStyle:
    extra.setdefault("leading", size * 1.22)
    extra.setdefault("textColor", INK)
    return ParagraphStyle(name, fontName=FONT_BOLD if bold else FONT, fontSize=size, **extra)


@contextlib.contextmanager
def binary_streams() -> Iterator[None]:
    """Write compressed page streams without the ASCII85 wrapping reportlab adds by
    default: smaller files, and faster (reportlab has only a global switch for it)."""
    previous = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = previous


def fit(value: str, font: str, size: float, width: float) -> str:
    """``value`` cut with an ellipsis so that it fits ``width`` (for one-line labels)."""
    if text_width(value, font, size) <= width:
        return value
    while value and text_width(value + "…", font, size) > width:
        value = value[:-1]
    return value.rstrip() + "…"


class _NumberedCanvas(Canvas):  # type: ignore[misc]
    """Draws the footer after the last page so it can say "page 3 of 7"."""

    def __init__(self, *args: Any, footer: Callable[[Canvas, int, int], None], **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._pages: list[dict[str, Any]] = []
        self._footer = footer

    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            self._footer(self, number, total)
            super().showPage()
        super().save()


class _SharedParagraph(Paragraph):  # type: ignore[misc]
    """A paragraph that is the same on many pages: laid out at a width it was laid out at
    before, it keeps its lines (reportlab breaks them anew on every call)."""

    _wrapped: tuple[float, tuple[float, float]] | None = None  # the width, the size

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        if self._wrapped is not None and self._wrapped[0] == availWidth:
            return self._wrapped[1]
        size = cast(tuple[float, float], super().wrap(availWidth, availHeight))
        self._wrapped = (availWidth, size)
        return size


class Printout:
    """A PDF of one kind (score sheets, standings, ...) for one tournament.

    The footer on every page names the tournament, the printout, the page and the rules and
    options of the tournament, so a sheet found later still says how it was scored.
    """

    def __init__(
        self,
        tournament: TournamentHeader,
        title: str,
        *,
        language: str,
        page_size_name: str,
        landscape_: bool = False,
        show_pages: bool = True,
        note: str = "",
    ) -> None:
        """``note`` is a further footer line of this printout (the standings: how ties
        were broken)."""
        register_fonts()
        self.language = check_language(language)
        self.tournament = tournament
        self.title = title
        self.size = page_size(page_size_name, landscape_=landscape_)
        self.show_pages = show_pages
        self._shared: dict[object, Any] = {}
        options = describe_options(tournament.options, language)
        rules = text("rules", language) + ": " + " · ".join(options) if options else ""
        usable = self.size[0] - 2 * MARGIN
        self.rule_lines = [
            line
            for part in (rules, note)
            if part
            for line in simpleSplit(part, FONT, FOOTER_FONT_SIZE, usable)
        ]
        self.footer_height: float = (len(self.rule_lines) + 1) * (FOOTER_FONT_SIZE + 2) + 3 * mm

    def shared(self, key: object, make: Callable[[], _T]) -> _T:
        """What ``make`` makes, made once for this printout: a flowable that is the same on
        many pages (reportlab lays it out and draws it again on each) is built once."""
        if key not in self._shared:
            self._shared[key] = make()
        return cast(_T, self._shared[key])

    def paragraph(self, markup: str, paragraph_style: ParagraphStyle) -> Paragraph:
        """A paragraph of ``markup`` in ``paragraph_style``, parsed once per printout (and
        its lines broken once per width)."""
        return self.shared(
            (markup, id(paragraph_style)), lambda: _SharedParagraph(markup, paragraph_style)
        )

    @property
    def width(self) -> float:
        return self.size[0] - 2 * MARGIN

    @property
    def height(self) -> float:
        return self.size[1] - 2 * MARGIN - self.footer_height

    def frames(self, count: int, *, top: float = 0.0, name: str = "f") -> list[Frame]:
        """``count`` columns filling the page below ``top`` points of reserved space."""
        gap = 8 * mm
        width = (self.width - gap * (count - 1)) / count
        bottom = MARGIN + self.footer_height
        return [
            Frame(
                MARGIN + index * (width + gap),
                bottom,
                width,
                self.height - top,
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
                id=f"{name}{index}",
            )
            for index in range(count)
        ]

    def top_frame(self, height: float, name: str = "top") -> Frame:
        """A full-width frame of ``height`` points at the top of the page (for a title)."""
        return Frame(
            MARGIN,
            self.size[1] - MARGIN - height,
            self.width,
            height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id=name,
        )

    def draw_footer(self, canvas: Canvas, page: int, pages: int) -> None:
        canvas.saveState()
        canvas.setFillColor(INK)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        top = MARGIN + self.footer_height - 2 * mm
        canvas.line(MARGIN, top, self.size[0] - MARGIN, top)
        y = top - FOOTER_FONT_SIZE - 2
        room = self.width
        if self.show_pages:
            canvas.setFont(FONT, FOOTER_FONT_SIZE)
            label = text("page", self.language, page=page, pages=pages)
            canvas.drawRightString(self.size[0] - MARGIN, y, label)
            room -= pdfmetrics.stringWidth(label, FONT, FOOTER_FONT_SIZE) + 6 * mm
        parts = [self.tournament.name, format_date(self.tournament.date, self.language)]
        left = " · ".join(part for part in [*parts, self.title] if part)
        draw_text(
            canvas,
            MARGIN,
            y,
            fit(left, FONT_BOLD, FOOTER_FONT_SIZE, room),
            FONT_BOLD,
            FOOTER_FONT_SIZE,
        )
        for line in self.rule_lines:
            y -= FOOTER_FONT_SIZE + 2
            draw_text(canvas, MARGIN, y, line, FONT, FOOTER_FONT_SIZE)
        canvas.restoreState()

    def build(
        self,
        path: str | os.PathLike[str],
        story: Sequence[Flowable],
        *,
        templates: Sequence[tuple[str, list[Frame]]] | None = None,
        page_done: Callable[[], None] | None = None,
    ) -> None:
        """Lay out ``story`` into ``path``. ``templates`` are (id, frames) pairs, the first
        used for the first page, that a ``NextPageTemplate`` in the story can switch to;
        the default is one full-page frame. ``page_done`` is called after each page (it may
        raise to stop)."""
        doc = BaseDocTemplate(
            os.fspath(path),
            pagesize=self.size,
            leftMargin=MARGIN,
            rightMargin=MARGIN,
            topMargin=MARGIN,
            bottomMargin=MARGIN,
            title=f"{self.title} – {self.tournament.name}",
            author=self.tournament.director or "",
            creator="stein-rummy",
            invariant=1,
            initialFontName=FONT,
        )
        chosen = templates if templates is not None else [("one", self.frames(1))]
        doc.addPageTemplates([PageTemplate(id=name, frames=frames) for name, frames in chosen])
        if page_done is not None:
            doc.afterPage = page_done

        def canvas_maker(*args: Any, **kw: Any) -> _NumberedCanvas:
            return _NumberedCanvas(*args, footer=self.draw_footer, **kw)

        with binary_streams():
            doc.build(list(story), canvasmaker=canvas_maker)

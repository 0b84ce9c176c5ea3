"""The results site as files: every name escaped, every link relative and to a page that
exists, no script anywhere (the browser's view is in test_site_browser.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tournament.exports.crosstable_data import ResultsData, results_data
from tournament.exports.model import ExportError
from tournament.exports.site import site_pages, write_site
from tournament.services import open_tournament

from .results_helpers import TRICKY, evening_copy


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ResultsData]:
    folder = tmp_path_factory.mktemp("site")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(folder / "documents"))
        service = open_tournament(evening_copy(tmp_path_factory, folder / "abend.srt"))
        try:
            yield results_data(service)
        finally:
            service.close()


class Page(HTMLParser):
    """What a page holds: its text, its links and attributes, and any script tag."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.links: list[str] = []
        self.tags: list[str] = []
        self.attributes: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            self.attributes.append(f"{name}={value}")
            if name in ("href", "src"):
                self.links.append(value or "")

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Page:
    page = Page()
    page.feed(html)
    page.close()
    return page


def test_every_page_shows_the_names_as_written_and_runs_no_script(data: ResultsData) -> None:
    pages = site_pages(data, language="de")
    html_pages = {name: html for name, html in pages.items() if name.endswith(".html")}
    assert {"index.html", "round-1.html", "round-2.html", "crosstable.html", "players.html"} <= set(
        html_pages
    )
    assert len([name for name in html_pages if name.startswith("player-")]) == 7
    for name, html in html_pages.items():
        page = parse(html)
        assert "script" not in page.tags, name
        assert "<b>" not in html and "<script>" not in html, name
        assert not any(attribute.startswith("on") for attribute in page.attributes), name
    index = "".join(parse(pages["index.html"]).text)
    for player, club in TRICKY:
        assert player in index
        assert club in index
    assert "Abend <Nov> & Co" in "".join(parse(pages["players.html"]).text)


def test_every_link_is_relative_and_reaches_a_page_of_the_site(data: ResultsData) -> None:
    pages = site_pages(data, language="en")
    for name, html in pages.items():
        if not name.endswith(".html"):
            continue
        for link in parse(html).links:
            if link.startswith("#"):  # the skip link: to a part of the same page
                assert f'id="{link[1:]}"' in html, (name, link)
                continue
            assert "://" not in link and not link.startswith("/"), (name, link)
            assert link in pages, (name, link)


def test_attributes_are_quoted_so_a_quote_in_a_name_cannot_end_them(data: ResultsData) -> None:
    crosstable = site_pages(data)["crosstable.html"]
    assert 'title="Çağrı &quot;Öz&quot; Öztürk"' in crosstable
    assert 'title="O&#x27;Neil &amp; Söhne"' in crosstable


def test_the_site_speaks_german_by_default_and_english_when_asked(data: ResultsData) -> None:
    german = site_pages(data)["index.html"]
    english = site_pages(data, language="en")["index.html"]
    assert '<html lang="de">' in german and "Rangliste" in german
    assert '<html lang="en">' in english and "Standings" in english and "Rangliste" not in english
    with pytest.raises(ExportError, match="'fr'"):
        site_pages(data, language="fr")


def test_writing_makes_the_folder_and_replaces_old_pages(data: ResultsData, tmp_path: Path) -> None:
    folder = tmp_path / "web"
    moment = datetime(2026, 11, 29, 22, 15, tzinfo=UTC)
    written = write_site(data, folder, now=moment)
    assert (folder / "index.html") in written and (folder / "style.css").is_file()
    (folder / "index.html").write_text("old", encoding="utf-8")
    write_site(data, folder, language="en", now=moment)
    assert "Standings" in (folder / "index.html").read_text(encoding="utf-8")
    assert not list(folder.glob(".*.part"))


def test_a_bad_target_changes_nothing(data: ResultsData, tmp_path: Path) -> None:
    a_file = tmp_path / "file.txt"
    a_file.write_text("keep", encoding="utf-8")
    with pytest.raises(ExportError, match="is a file"):
        write_site(data, a_file)
    with pytest.raises(ExportError, match="does not exist"):
        write_site(data, tmp_path / "missing" / "web")
    assert a_file.read_text(encoding="utf-8") == "keep"
    assert not (tmp_path / "missing").exists()

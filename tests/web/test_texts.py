"""The phone page's words agree with the desk's (the app's German catalogue)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tournament.resources import __file__ as resources_file
from tournament.web.texts import text

TS = ET.parse(resources_file.replace("__init__.py", "translations/stein_rummy_de.ts"))


def desk_words(english: str) -> set[str]:
    """The desk's German for ``english`` standing alone (a heading, a column, a prefix)."""
    return {
        (message.findtext("translation") or "").strip()
        for message in TS.getroot().iter("message")
        if (message.findtext("source") or "").strip().lower() == english.lower()
    }


def test_the_phone_page_says_claims_as_the_desk_does() -> None:
    desk = desk_words("claims")
    assert desk == {"Claims"}, desk  # the glossary's word (Claim, Stein-Rummy Plus)
    assert text("claims", "de") in desk
    assert text("claims", "en") == "Claims"

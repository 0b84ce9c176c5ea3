"""The indented JSON writer (tournament/indented_json.py) writes what json.dumps writes."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tournament.indented_json import dumps_indented


def _standard(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
)
keys = st.text() | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(keys, inner, max_size=4)
    ),
    max_leaves=30,
)


@given(values)
def test_it_writes_what_json_dumps_writes(data: Any) -> None:
    assert dumps_indented(data) == _standard(data)


class Colour(StrEnum):
    RED = "rot"


def test_subclasses_and_empty_containers_nested() -> None:
    data = {"a": [Colour.RED, {}, [], {"b": (1, 2.5, True, None)}], "ü": '\u00e4\n"'}
    assert dumps_indented(data) == _standard(data)
    assert dumps_indented({1: {"x": [{}]}}) == _standard({1: {"x": [{}]}})


def test_the_end_is_joined_with_the_text() -> None:
    assert dumps_indented({"a": [1]}, end="\n") == _standard({"a": [1]}) + "\n"
    assert dumps_indented("x", end="\n") == '"x"\n'

"""The indented JSON writer (tournament/indented_json.py) writes what json.dumps writes."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament import indented_json
from tournament.indented_json import dumps_finite, dumps_indented, encode_finite


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


finite_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.floats(min_value=-1e-3, max_value=1e-3)  # orjson writes those below 1e-4 otherwise
    | st.text()
    | st.sampled_from(["Marie-Luise", "1e-5", "x 0.00001", "\x7f\u2028\ud800"])
)
finite_values = st.recursive(
    finite_scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(keys.filter(lambda k: k == k), inner, max_size=4)
        | st.dictionaries(st.text(), inner, max_size=4)
    ),
    max_leaves=30,
)


@given(finite_values)
def test_finite_data_is_written_as_json_dumps_writes_it(data: Any) -> None:
    assert dumps_finite(data) == _standard(data)
    assert dumps_finite(data, end="\n") == _standard(data) + "\n"
    assert dumps_finite(data, end="!") == _standard(data) + "!"


@given(finite_values)
def test_finite_data_is_encoded_as_its_text_in_utf8(data: Any) -> None:
    text = _standard(data) + "\n"
    try:
        expected = text.encode()
    except UnicodeEncodeError:  # a lone surrogate: no UTF-8 for it, as for any text
        with pytest.raises(UnicodeEncodeError):
            encode_finite(data, end="\n")
        return
    assert encode_finite(data, end="\n") == expected
    assert encode_finite(data) == expected[:-1]


def test_finite_data_of_plain_values_is_written_by_orjson(monkeypatch: pytest.MonkeyPatch) -> None:
    def unused(data: Any, *, end: str = "") -> str:
        raise AssertionError("written by the Python writer")

    monkeypatch.setattr(indented_json, "dumps_indented", unused)
    data = {"name": "Marie-Luise", "points": [2.5, 0.0001, 1e22, -3], "x": {"a": [], "b": {}}}
    assert dumps_finite(data, end="\n") == _standard(data) + "\n"
    assert dumps_finite([Colour.RED]) == _standard([Colour.RED])  # an enum: by its value


@pytest.mark.parametrize(
    "data",
    [
        {"small": 1e-7},
        [0.00004739550951843784],
        -2.5e-05,
        {1: "not a string key"},
        [2**70],
        "\ud800",
    ],
)
def test_what_orjson_writes_otherwise_goes_to_the_python_writer(
    data: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[Any] = []
    real = indented_json.dumps_indented

    def python_writer(value: Any, *, end: str = "") -> str:
        calls.append(value)
        return real(value, end=end)

    monkeypatch.setattr(indented_json, "dumps_indented", python_writer)
    assert dumps_finite(data) == _standard(data)
    assert calls == [data]
    if data != "\ud800":
        assert encode_finite(data) == _standard(data).encode()
        assert calls == [data, data]

"""A package's names looked up in its modules when first asked for (PEP 562), so that
importing the package loads none of them: ``tournament.rules`` and ``tournament.scoring``."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from typing import Any


class LazyNames:
    """``module_of``: each name the package offers -> the module (below the package) that
    defines it. The package's ``__getattr__`` and ``__dir__`` hand over to :meth:`get` and
    :meth:`names`."""

    def __init__(self, package: str, module_of: Mapping[str, str]) -> None:
        self.package = package
        self.module_of = dict(module_of)

    def get(self, name: str) -> Any:
        module = self.module_of.get(name)
        if module is None:
            raise AttributeError(f"module {self.package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{self.package}.{module}"), name)
        vars(sys.modules[self.package])[name] = value  # asked once: then a plain global
        return value

    def names(self) -> list[str]:
        return sorted({*vars(sys.modules[self.package]), *self.module_of})

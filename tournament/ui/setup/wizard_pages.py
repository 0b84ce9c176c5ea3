"""What the New-tournament wizard's pages share: a page that says what keeps it from
being complete, and the strength groups' names as typed."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QWizardPage

from tournament.ui.widgets.fields import hint_label

GROUP_NAME = re.compile(r"^[A-Za-z0-9ÄÖÜäöü]{1,12}$")


def parse_groups(text: str) -> tuple[str, ...]:
    """``"A, B"`` -> ``("A", "B")``; raises ValueError naming a bad or repeated name."""
    names = [part.strip() for part in re.split(r"[,;\s]+", text) if part.strip()]
    seen: set[str] = set()
    for position, name in enumerate(names, start=1):
        if not GROUP_NAME.match(name):
            raise ValueError(
                QCoreApplication.translate(
                    "groups", "Group {0} '{1}': use letters or digits only."
                ).format(position, name)
            )
        if name.upper() in seen:
            raise ValueError(
                QCoreApplication.translate("groups", "Group {0} '{1}' is named twice.").format(
                    position, name
                )
            )
        seen.add(name.upper())
    if len(names) == 1:
        raise ValueError(
            QCoreApplication.translate("groups", "Name at least two groups, or none for one field.")
        )
    return tuple(names)


class CheckedPage(QWizardPage):
    """A page whose :meth:`problem` is shown in red under its form and blocks Next."""

    def add_hint(self, form: QFormLayout) -> None:
        self.hint = hint_label()
        form.addRow(self.hint)

    def problem(self) -> str:
        """What keeps the page from being complete, in the user's words; "" if nothing."""
        raise NotImplementedError

    def _check(self) -> None:
        self.hint.setText(self.problem())
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.problem()

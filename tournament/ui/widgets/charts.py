"""Showing a chart in a view that is made on first use (Qt Charts loads only when a chart is
drawn: import this module where one is)."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLayout


def replace_chart(view: QChartView, chart: QChart) -> None:
    """Show ``chart`` in ``view``; the chart shown before is deleted."""
    old = view.chart()
    view.setChart(chart)
    if old is not None:
        old.deleteLater()


def show_chart(view: QChartView | None, layout: QLayout, chart: QChart, name: str) -> QChartView:
    """Show ``chart`` in ``view``, made (antialiased, named ``name``) and added to ``layout``
    the first time (``view`` None); returns the view."""
    if view is None:
        view = QChartView()
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout.addWidget(view)
    replace_chart(view, chart)
    return view

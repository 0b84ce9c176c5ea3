"""Printouts and the workbook from the app, and the print preview."""

"""The one style sheet of the results site: plain CSS, readable on a phone and in print."""

STYLE = """\
:root { --ink: #1a1a1a; --rule: #c8c8c8; --shade: #f2f4f6; --head: #3a4f66; --link: #1d4f91; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 "DejaVu Sans", "Segoe UI", Arial, sans-serif; color: var(--ink);
       background: #fff; }
header { background: var(--head); color: #fff; padding: .6rem 1rem; }
header .tournament { margin: 0 0 .4rem; font-weight: bold; }
nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap;
         gap: .3rem .9rem; }
nav a { color: #fff; text-decoration: none; border-bottom: 2px solid transparent; }
nav a[aria-current="page"], nav a:hover { border-bottom-color: #fff; }
main { padding: 1rem; max-width: 72rem; }
h1 { font-size: 1.5rem; margin: .2rem 0 .8rem; }
h2 { font-size: 1.15rem; margin: 1.2rem 0 .4rem; }
a { color: var(--link); }
table { border-collapse: collapse; margin-bottom: .6rem; }
th, td { padding: .25rem .5rem; border-bottom: 1px solid var(--rule); text-align: left;
         vertical-align: top; }
thead th { background: var(--shade); border-bottom: 2px solid var(--ink); white-space: nowrap; }
tbody tr:nth-child(even) { background: #fafafa; }
tbody th { font-weight: bold; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.total { font-weight: bold; }
.open { color: #999; }
.decided { font-style: italic; }
.note { color: #555; font-size: .9rem; }
.wide { overflow-x: auto; }
.crosstable td, .crosstable th { border: 1px solid var(--rule); }
.crosstable .meet { text-align: center; white-space: nowrap; font-size: .85rem; }
.crosstable .self { background: #bbb; }
.opponent { white-space: nowrap; }
.players { columns: 16rem; padding-left: 1.2rem; }
footer { padding: 0 1rem 1rem; color: #666; font-size: .85rem; }
@media print { header nav { display: none; } body { font-size: 11pt; } }
"""

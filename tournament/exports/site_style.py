"""The one style sheet of the results site: plain CSS, readable on a phone and in print.

On a phone (390 px) no page is wider than the screen: every table sits in a block that
scrolls sideways (``.wide``) or, the player card's games, reflows into one card per game;
the ranking column (``.ranking``) and a round's totals stay at the block's right edge
while the others scroll under it; long names wrap (in a table between words). Grey text
is at least 4.5:1 on its background (WCAG AA). A skip link, first on every page, leads
past the menu.
"""

STYLE = """\
:root { --ink: #1a1a1a; --rule: #c8c8c8; --shade: #f2f4f6; --head: #3a4f66; --link: #1d4f91; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 "DejaVu Sans", "Segoe UI", Arial, sans-serif; color: var(--ink);
       background: #fff; }
.skip { position: absolute; left: -100vw; top: 0; padding: .4rem .8rem; background: #fff;
        color: var(--link); z-index: 2; }
.skip:focus { left: 0; }
header { background: var(--head); color: #fff; padding: .6rem 1rem; }
header .tournament { margin: 0 0 .4rem; font-weight: bold; }
nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap;
         gap: .3rem .9rem; }
nav a { color: #fff; text-decoration: none; border-bottom: 2px solid transparent; }
nav a[aria-current="page"], nav a:hover { border-bottom-color: #fff; }
main { padding: 1rem; max-width: 72rem; }
h1 { font-size: 1.5rem; margin: .2rem 0 .8rem; }
h1, h2, p, li, header .tournament { overflow-wrap: anywhere; }
th[scope="row"], .opponent { overflow-wrap: break-word; min-width: 7rem; }
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
.open { color: #636363; }
.decided { font-style: italic; }
.note { color: #555; font-size: .9rem; }
.wide { overflow-x: auto; max-width: 100%; }
.ranking, .wide .total { position: sticky; right: 0; background: #fff;
                         box-shadow: -1px 0 0 var(--rule); }
thead .ranking, thead .total { background: var(--shade); }
tbody tr:nth-child(even) .ranking, tbody tr:nth-child(even) .total { background: #fafafa; }
.crosstable td, .crosstable th { border: 1px solid var(--rule); }
.crosstable .meet { text-align: center; white-space: nowrap; font-size: .85rem; }
.crosstable .self { background: #bbb; }
.opponent { white-space: nowrap; }
.players { columns: 16rem; padding-left: 1.2rem; }
footer { padding: 0 1rem 1rem; color: #666; font-size: .85rem; }
@media (max-width: 40rem) {
  main { padding: .75rem .5rem; }
  th, td { padding: .25rem .35rem; }
  table.card, table.card tbody, table.card tr, table.card td { display: block; }
  table.card thead { position: absolute; width: 1px; height: 1px; overflow: hidden;
                     clip-path: inset(50%); }
  table.card tr { display: grid; grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
                  gap: 0 .5rem; padding: .4rem 0; border-bottom: 2px solid var(--ink); }
  table.card td { border: 0; padding: .1rem 0; text-align: left; }
  table.card td::before { content: attr(data-label); display: block; font-size: .75rem;
                          color: #555; }
  table.card td.opponents { grid-column: 1 / -1; }
  table.card .opponent { white-space: normal; }
}
@media print { header nav, .skip { display: none; } body { font-size: 11pt; } }
"""

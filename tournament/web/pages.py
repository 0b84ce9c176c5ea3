"""The phone pages as HTML: plain markup, one small stylesheet, a few lines of script.

Everything shown is escaped; the forms carry a one-time nonce (``guard.Nonces``). Readable
at 360 px: one column, large numeric inputs, large buttons.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from html import escape

from tournament.services.dto import ResultEntry
from tournament.services.phone import PhoneGame, PhoneTable
from tournament.web.games import Typed, phone_form
from tournament.web.texts import text

STYLE = """
*{box-sizing:border-box}
body{margin:0;font:18px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
color:#111;background:#f4f4f2}
main{max-width:560px;margin:0 auto;padding:12px}
h1{font-size:24px;margin:4px 0}h2{font-size:20px;margin:0 0 8px}
.sub{color:#444;margin:0 0 12px}
.card{background:#fff;border:1px solid #ccc;border-radius:10px;padding:12px;margin:0 0 12px}
.seats{margin:0;padding-left:28px}
.row{display:flex;align-items:center;gap:8px;margin:8px 0}
.row label{flex:1;font-weight:600;overflow-wrap:anywhere}
input.num{width:96px;font-size:28px;padding:8px;text-align:center;border:2px solid #555;
border-radius:8px}
input.num.claims{width:72px}
button,.button{display:block;width:100%;font-size:20px;padding:14px;margin:12px 0 0;
border:0;border-radius:10px;background:#1f5fa8;color:#fff;text-align:center;
text-decoration:none}
button:disabled{background:#9aa9ba}
.button.plain{background:#e4e4e4;color:#111}
.tap{display:block;border:2px solid #1f5fa8;border-radius:10px;padding:12px;margin:8px 0;
font-size:20px;font-weight:600}
.tap input{width:26px;height:26px;vertical-align:middle;margin-right:10px}
.notice{background:#e6f2e6;border-left:6px solid #2e7d32;padding:10px;margin:0 0 12px}
.problem{background:#fbe9e7;border-left:6px solid #c62828;padding:10px;margin:0 0 12px}
table{width:100%;border-collapse:collapse}td,th{padding:6px 4px;text-align:left}
td.n,th.n{text-align:right}tr+tr td{border-top:1px solid #ddd}
.state{color:#444}
"""

SCRIPT = """
document.addEventListener("DOMContentLoaded", function () {
  var form = document.getElementById("confirm");
  if (!form) { return; }
  var need = parseInt(form.getAttribute("data-need"), 10);
  var send = document.getElementById("send");
  function update() {
    var sender = form.querySelector("input[name=sender]:checked");
    form.querySelectorAll("input[name=confirm]").forEach(function (box) {
      var own = sender !== null && box.value === sender.value;
      if (own) { box.checked = false; }
      box.disabled = own;
    });
    send.disabled = sender === null ||
      form.querySelectorAll("input[name=confirm]:checked").length < need;
  }
  form.addEventListener("change", update);
  update();
});
"""


def page(language: str, title: str, body: str) -> str:
    return (
        f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f'<title>{escape(title)}</title><link rel="stylesheet" href="/static/phone.css">'
        f'</head><body><main>{body}</main><script src="/static/phone.js" defer></script>'
        "</body></html>"
    )


def message_page(language: str, message: str, *, back: str | None = None) -> str:
    body = f'<h1>{escape(text("refused", language))}</h1><p class="problem">{escape(message)}</p>'
    if back is not None:
        body += (
            f'<a class="button plain" href="{escape(back)}">{escape(text("reload", language))}</a>'
        )
    return page(language, text("refused", language), body)


def home_page(language: str) -> str:
    return page(language, "Stein-Rummy", f'<p class="notice">{escape(text("home", language))}</p>')


def _names(table: PhoneTable) -> dict[int, str]:
    return {seat.player_id: seat.player_name for seat in table.seats}


def _head(table: PhoneTable, language: str) -> str:
    seats = "".join(
        f'<li value="{seat.seat}">{escape(seat.player_name)}</li>' for seat in table.seats
    )
    where = text("round_table", language, round=table.round_number, table=table.table_number)
    return (
        f"<h1>{escape(table.tournament)}</h1>"
        f'<p class="sub">{escape(where)}</p>'
        f'<div class="card"><h2>{escape(text("players", language))}</h2>'
        f'<ol class="seats">{seats}</ol></div>'
    )


def _game_title(game: PhoneGame, names: Mapping[int, str], language: str) -> str:
    starter = names.get(game.starter_player_id, "")
    return (
        f"<h2>{escape(text('game', language, n=game.number))}"
        f' <small class="state">· {escape(text("starts", language, name=starter))}</small></h2>'
    )


def table_page(
    table: PhoneTable,
    language: str,
    *,
    token: str,
    nonce: str,
    notice: str = "",
    problems: Sequence[str] = (),
    typed: Typed | None = None,
) -> str:
    names = _names(table)
    form = phone_form(table.game)
    parts = [_head(table, language)]
    if notice:
        parts.append(f'<p class="notice">{escape(notice)}</p>')
    current = table.current
    for game in table.games:
        card = [_game_title(game, names, language)]
        if game.status == "done":
            card.append(f'<p class="state">✓ {escape(text("done", language))}</p>')
            card.append(form.shown(game, names, game.points, language))
        elif game.status == "pending":
            card.append(f'<p class="state">… {escape(text("pending", language))}</p>')
            card.append(form.shown(game, names, None, language))
        elif current is not None and game.number == current.number:
            if game.message:
                said = text("director_says", language, message=game.message)
                card.append(f'<p class="problem">{escape(said)}</p>')
            card.append(
                _entry_form(table, game, names, language, token, nonce, problems, typed or {})
            )
        parts.append(f'<section class="card" id="game-{game.number}">{"".join(card)}</section>')
    if current is None and all(g.status == "done" for g in table.games):
        parts.append(f'<p class="notice">{escape(text("all_done", language))}</p>')
    return page(language, text("title", language, table=table.table_number), "".join(parts))


def _entry_form(
    table: PhoneTable,
    game: PhoneGame,
    names: Mapping[int, str],
    language: str,
    token: str,
    nonce: str,
    problems: Sequence[str],
    typed: Typed,
) -> str:
    shown = "".join(f'<p class="problem">{escape(p)}</p>' for p in problems)
    fields = phone_form(table.game).inputs(game, names, typed, language)
    return (
        f'{shown}<form method="post" action="/t/{escape(token)}/check" id="entry">'
        f'<input type="hidden" name="nonce" value="{escape(nonce)}">'
        f'<input type="hidden" name="game" value="{game.number}">{fields}'
        f'<button type="submit">{escape(text("show_points", language))}</button></form>'
    )


def confirm_page(
    table: PhoneTable,
    game: PhoneGame,
    language: str,
    *,
    token: str,
    nonce: str,
    result: ResultEntry,
    points: Mapping[int, Fraction] | None,
    problems: Sequence[str] = (),
    sender: int | None = None,
    confirmed: Sequence[int] = (),
) -> str:
    """The typed result with its points (None: not at hand), the entering player's choice
    of their name and the others' confirmations (kept as sent when the form comes back)."""
    names = _names(table)
    form = phone_form(table.game)
    need = len(game.player_ids) - 1
    hidden = [
        f'<input type="hidden" name="nonce" value="{escape(nonce)}">',
        f'<input type="hidden" name="game" value="{game.number}">',
    ]
    hidden += form.hidden(game, result)
    senders = "".join(
        f'<label class="tap"><input type="radio" name="sender" value="{pid}"'
        f"{' checked' if pid == sender else ''}> {escape(names.get(pid, str(pid)))}</label>"
        for pid in game.player_ids
    )
    taps = "".join(
        f'<label class="tap"><input type="checkbox" name="confirm" value="{pid}"'
        f"{' checked' if pid in confirmed and pid != sender else ''}> "
        f"{escape(names.get(pid, str(pid)))}</label>"
        for pid in game.player_ids
    )
    shown = "".join(f'<p class="problem">{escape(p)}</p>' for p in problems)
    body = (
        _head(table, language)
        + f'<section class="card">{_game_title(game, names, language)}'
        + form.checked(game.player_ids, names, result, points, language)
        + "</section>"
        + f'<section class="card"><h2>{escape(text("confirm_head", language))}</h2>{shown}'
        + f"<p>{escape(text('confirm_help', language, need=need))}</p>"
        + f'<form method="post" action="/t/{escape(token)}/send" id="confirm" data-need="{need}">'
        + "".join(hidden)
        + f"<h2>{escape(text('sender_head', language))}</h2>{senders}"
        + f"<h2>{escape(text('confirm_by', language))}</h2>"
        + taps
        + f'<button type="submit" id="send">{escape(text("send", language))}</button></form>'
        + f'<a class="button plain" href="/t/{escape(token)}">{escape(text("back", language))}</a>'
        + "</section>"
    )
    return page(language, text("title", language, table=table.table_number), body)

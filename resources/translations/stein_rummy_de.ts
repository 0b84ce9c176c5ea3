<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AuditModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>rückgängig</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>wiederholt</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>rückgängig gemacht</translation>
    </message>
</context>
<context>
    <name>AuditView</name>
    <message>
        <source>Search who or what…</source>
        <translation>Wer oder was suchen…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
</context>
<context>
    <name>BackupsModel</name>
    <message>
        <source>After round</source>
        <translation>Nach Runde</translation>
    </message>
    <message>
        <source>Made at</source>
        <translation>Angelegt am</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>before round 1</source>
        <translation>vor Runde 1</translation>
    </message>
    <message>
        <source>{0} KB</source>
        <translation>{0} KB</translation>
    </message>
</context>
<context>
    <name>CardMatchRow</name>
    <message>
        <source>Ended early</source>
        <translation>Vorzeitig beendet</translation>
    </message>
    <message>
        <source>The director stopped the match: it counts as it stood (a reason is required)</source>
        <translation>Die Turnierleitung hat die Partie beendet: sie zählt, wie sie stand (Begründung erforderlich)</translation>
    </message>
    <message>
        <source>reason (required when ended early)</source>
        <translation>Begründung (Pflicht bei vorzeitigem Ende)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Decision…</source>
        <translation>Entscheidung…</translation>
    </message>
    <message>
        <source>A director&apos;s decision on this game (Ctrl+D)</source>
        <translation>Eine Entscheidung der Turnierleitung zu diesem Spiel (Strg+D)</translation>
    </message>
    <message>
        <source>Give the reason why the match ended early.</source>
        <translation>Den Grund angeben, warum die Partie vorzeitig endete.</translation>
    </message>
    <message>
        <source>Still to enter: {0}</source>
        <translation>Noch einzugeben: {0}</translation>
    </message>
    <message>
        <source>{0} P.</source>
        <translation>{0} P.</translation>
    </message>
    <message>
        <source>round {0}, table {1}</source>
        <translation>Runde {0}, Tisch {1}</translation>
    </message>
    <message>
        <source>end early: {0}</source>
        <translation>vorzeitig beenden: {0}</translation>
    </message>
    <message>
        <source>result: {0}</source>
        <translation>Ergebnis: {0}</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Round {0}: {1} left</source>
        <translation>Runde {0}: noch {1}</translation>
    </message>
    <message>
        <source>Round {0}: time is up ({1})</source>
        <translation>Runde {0}: Zeit abgelaufen ({1})</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(angehalten)</translation>
    </message>
    <message>
        <source>&amp;Resume clock</source>
        <translation>Uhr weiter&amp;laufen lassen</translation>
    </message>
    <message>
        <source>Pa&amp;use clock</source>
        <translation>Uhr an&amp;halten</translation>
    </message>
    <message>
        <source>Time ran out. Decide the unfinished games ({0}): ended early (type the tiles left) or neutralised.</source>
        <translation>Die Zeit ist abgelaufen. Bitte die offenen Spiele ({0}) entscheiden: vorzeitig beendet (Reststeine eingeben) oder neutralisiert.</translation>
    </message>
    <message>
        <source>Table {0}, game {1} ({2})</source>
        <translation>Tisch {0}, Spiel {1} ({2})</translation>
    </message>
    <message>
        <source>Ended early…</source>
        <translation>Vorzeitig beendet…</translation>
    </message>
    <message>
        <source>Neutralise</source>
        <translation>Neutralisieren</translation>
    </message>
    <message>
        <source>Time ran out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>resume the clock of round {0}</source>
        <translation>Uhr von Runde {0} weiterlaufen lassen</translation>
    </message>
    <message>
        <source>pause the clock of round {0}</source>
        <translation>Uhr von Runde {0} anhalten</translation>
    </message>
    <message>
        <source>decision on round {0}, table {1}, game {2}</source>
        <translation>Entscheidung zu Runde {0}, Tisch {1}, Spiel {2}</translation>
    </message>
</context>
<context>
    <name>ClockStatus</name>
    <message>
        <source>Round {0}: time is up; decide the unfinished games</source>
        <translation>Runde {0}: Zeit abgelaufen, bitte die offenen Spiele entscheiden</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(angehalten)</translation>
    </message>
</context>
<context>
    <name>CorrectDialog</name>
    <message>
        <source>Correct table {0}, game {1}</source>
        <translation>Tisch {0}, Spiel {1} korrigieren</translation>
    </message>
    <message>
        <source>claims </source>
        <translation>Claims </translation>
    </message>
    <message>
        <source>&amp;Message to the table:</source>
        <translation>&amp;Nachricht an den Tisch:</translation>
    </message>
</context>
<context>
    <name>CrosstableDialog</name>
    <message>
        <source>Crosstable and player cards</source>
        <translation>Kreuztabelle und Spielerkarten</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler/in:</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Spielerkarte</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>E&amp;xcel…</source>
        <translation>E&amp;xcel…</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{0} against {1}: ahead–level–behind {2}, points {3}</source>
        <translation>{0} gegen {1}: vorn–gleich–hinten {2}, Punkte {3}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner/innen</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Reststeine</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Spielrang</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>no games yet</source>
        <translation>noch keine Spiele</translation>
    </message>
    <message>
        <source>rating {0} (provisional)</source>
        <translation>Wertungszahl {0} (vorläufig)</translation>
    </message>
    <message>
        <source>rating {0}</source>
        <translation>Wertungszahl {0}</translation>
    </message>
    <message>
        <source>Player card PDF</source>
        <translation>Spielerkarte als PDF</translation>
    </message>
    <message>
        <source>Crosstable PDF</source>
        <translation>Kreuztabelle als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}…</source>
        <translation>{0} wird geschrieben…</translation>
    </message>
    <message>
        <source>Crosstable workbook</source>
        <translation>Kreuztabelle als Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>DealsBox</name>
    <message>
        <source>One deal per player</source>
        <translation>Ein Spiel je Spieler</translation>
    </message>
    <message>
        <source>A number of deals</source>
        <translation>Eine Anzahl Spiele</translation>
    </message>
    <message>
        <source>A match to 500</source>
        <translation>Eine Partie bis 500</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Decision on round {0}, table {1}, game {2}</source>
        <translation>Entscheidung zu Runde {0}, Tisch {1}, Spiel {2}</translation>
    </message>
    <message>
        <source>Neutralise: everyone the same points</source>
        <translation>Neutralisieren: alle gleich viele Punkte</translation>
    </message>
    <message>
        <source>Set the points of each player</source>
        <translation>Punkte jedes Spielers festlegen</translation>
    </message>
    <message>
        <source>Ended early: tiles left at that moment</source>
        <translation>Vorzeitig beendet: Steine in diesem Moment</translation>
    </message>
    <message>
        <source>Left during the round: a player plays no more</source>
        <translation>Während der Runde gegangen: spielt nicht mehr mit</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Entscheidung:</translation>
    </message>
    <message>
        <source>Player who &amp;left:</source>
        <translation>Spieler, der &amp;gegangen ist:</translation>
    </message>
    <message>
        <source>Average: each player keeps their percentage</source>
        <translation>Durchschnitt: jede/r behält den eigenen Prozentwert</translation>
    </message>
    <message>
        <source>Own percentage for each game missed</source>
        <translation>Eigener Prozentwert für jedes verpasste Spiel</translation>
    </message>
    <message>
        <source>Nothing: 0 points, the games count as lost</source>
        <translation>Nichts: 0 Punkte, die Spiele zählen als verloren</translation>
    </message>
    <message>
        <source>&amp;Gets:</source>
        <translation>Er&amp;hält:</translation>
    </message>
    <message>
        <source>&amp;Penalty each:</source>
        <translation>&amp;Abzug je Spieler:</translation>
    </message>
    <message>
        <source>claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Claims of {0} still on the table</source>
        <translation>Claims von {0}, die noch auf dem Tisch liegen</translation>
    </message>
    <message>
        <source>required, e.g. slow play at this table</source>
        <translation>Pflichtangabe, z. B. langsames Spiel an diesem Tisch</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>Active decision: {0}, reason: {1}, by {2}.</source>
        <translation>Gültige Entscheidung: {0}, Begründung: {1}, von {2}.</translation>
    </message>
    <message>
        <source>&amp;Withdraw the active decision</source>
        <translation>Gültige Entscheidung &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Back at the table: {0}</source>
        <translation>&amp;Wieder am Tisch: {0}</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>verbliebene Steine</translation>
    </message>
    <message>
        <source>points, e.g. 2 or 1.5</source>
        <translation>Punkte, z. B. 2 oder 1,5</translation>
    </message>
    <message>
        <source>{0}: type a number.</source>
        <translation>{0}: bitte eine Zahl eingeben.</translation>
    </message>
    <message>
        <source>The reason is required.</source>
        <translation>Die Begründung fehlt.</translation>
    </message>
    <message>
        <source>decision on round {0}, table {1}, game {2}</source>
        <translation>Entscheidung zu Runde {0}, Tisch {1}, Spiel {2}</translation>
    </message>
    <message>
        <source>{0} left the table in round {1}, table {2}</source>
        <translation>{0} hat Runde {1}, Tisch {2} verlassen</translation>
    </message>
    <message>
        <source>Type the reason for taking it back.</source>
        <translation>Bitte die Begründung für die Rücknahme eingeben.</translation>
    </message>
    <message>
        <source>back at the table in round {0}, table {1}</source>
        <translation>wieder am Tisch in Runde {0}, Tisch {1}</translation>
    </message>
    <message>
        <source>Type the reason for withdrawing it.</source>
        <translation>Bitte die Begründung für die Rücknahme eingeben.</translation>
    </message>
    <message>
        <source>withdraw decision on round {0}, table {1}, game {2}</source>
        <translation>Entscheidung zu Runde {0}, Tisch {1}, Spiel {2} zurücknehmen</translation>
    </message>
</context>
<context>
    <name>DrachenCheckPanel</name>
    <message>
        <source>52 cards</source>
        <translation>52 Karten</translation>
    </message>
    <message>
        <source>2×52 cards</source>
        <translation>2×52 Karten</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenspiel:</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>Cards: rank A K Q J 10 … 2 and suit S H D C (or ♠ ♥ ♦ ♣); sets separated by |. The ace is 1 or above the king.</source>
        <translation>Karten: Rang A K Q J 10 … 2 (As, König, Dame, Bube) und Farbe S H D C (oder ♠ ♥ ♦ ♣); Sets durch | getrennt. Das As ist 1 oder über dem König.</translation>
    </message>
    <message>
        <source>e.g. AS 2S 3S | QH QD QC</source>
        <translation>z. B. AS 2S 3S | QH QD QC</translation>
    </message>
    <message>
        <source>A steal with the dice</source>
        <translation>Stehlen mit den Würfeln</translation>
    </message>
    <message>
        <source>Steal &amp;rule:</source>
        <translation>Stehl&amp;regel:</translation>
    </message>
    <message>
        <source>Reserved with (dice × face):</source>
        <translation>Reserviert mit (Würfel × Augenzahl):</translation>
    </message>
    <message>
        <source>Stealing with (dice × face):</source>
        <translation>Stehlen mit (Würfel × Augenzahl):</translation>
    </message>
</context>
<context>
    <name>DrachenMatchRow</name>
    <message>
        <source>Points or
laid sets;
hand</source>
        <translation>Punkte oder
abgelegte Sets;
Hand</translation>
    </message>
    <message>
        <source>points, or sets: AS 2S 3S | …</source>
        <translation>Punkte, oder Sets: AS 2S 3S | …</translation>
    </message>
    <message>
        <source>{0}&apos;s card points, or the laid sets with | between them</source>
        <translation>Kartenpunkte von {0}, oder die abgelegten Sets mit | dazwischen</translation>
    </message>
    <message>
        <source>cards left in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>The cards left in {0}&apos;s hand</source>
        <translation>Die Karten, die {0} noch auf der Hand hat</translation>
    </message>
    <message>
        <source>&lt;b&gt;= {0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;= {0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>rank {0}</source>
        <translation>Platz {0}</translation>
    </message>
</context>
<context>
    <name>EinstufungPage</name>
    <message>
        <source>Groups by rating (Einstufung)</source>
        <translation>Einstufung nach Wertungszahl</translation>
    </message>
    <message>
        <source>Optional: tonight&apos;s players from the club rating list, placed into the strength groups best rated first. Without evening files, skip this page.</source>
        <translation>Freiwillig: die Spieler/innen des Abends aus der Vereinsrangliste, nach Wertungszahl in die Stärkegruppen eingeteilt, die besten zuerst. Ohne Abend-Dateien diese Seite überspringen.</translation>
    </message>
    <message>
        <source>The club&apos;s evenings (tournament files):</source>
        <translation>Die Abende des Vereins (Turnierdateien):</translation>
    </message>
    <message>
        <source>none: players by name and club</source>
        <translation>keiner: Spieler/innen nach Name und Verein</translation>
    </message>
    <message>
        <source>Club &amp;register:</source>
        <translation>&amp;Spielerstamm:</translation>
    </message>
    <message>
        <source>Tick who plays tonight (rating, * provisional):</source>
        <translation>Wer heute spielt, abhaken (Wertungszahl, * vorläufig):</translation>
    </message>
    <message>
        <source>one a line: Name, Club</source>
        <translation>eine/r je Zeile: Name, Verein</translation>
    </message>
    <message>
        <source>Further players (&amp;unrated):</source>
        <translation>Weitere Spieler/innen (&amp;ohne Wertung):</translation>
    </message>
    <message>
        <source>even, e.g. 9, 9, 12</source>
        <translation>gleich groß, z. B. 9, 9, 12</translation>
    </message>
    <message>
        <source>Group &amp;sizes:</source>
        <translation>Gruppen&amp;größen:</translation>
    </message>
    <message>
        <source>Unrated players &amp;go:</source>
        <translation>Spieler/innen ohne Wertung &amp;kommen:</translation>
    </message>
    <message>
        <source>after the rated</source>
        <translation>nach den Gewerteten</translation>
    </message>
    <message>
        <source>before the rated</source>
        <translation>vor den Gewerteten</translation>
    </message>
    <message>
        <source>into group {0}</source>
        <translation>in Gruppe {0}</translation>
    </message>
    <message>
        <source>Cannot rate the evenings: {0}</source>
        <translation>Die Abende lassen sich nicht werten: {0}</translation>
    </message>
    <message>
        <source>Group sizes: whole numbers of at least 3, separated by commas.</source>
        <translation>Gruppengrößen: ganze Zahlen ab 3, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Give one size for each strength group ({0}).</source>
        <translation>Für jede Stärkegruppe eine Größe angeben ({0}).</translation>
    </message>
</context>
<context>
    <name>EveningFiles</name>
    <message>
        <source>&amp;Add evenings…</source>
        <translation>Abende &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add evenings</source>
        <translation>Abende hinzufügen</translation>
    </message>
    <message>
        <source>Tournaments (*.srt *.json);;All files (*)</source>
        <translation>Turniere (*.srt *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <source>The event</source>
        <translation>Die Veranstaltung</translation>
    </message>
    <message>
        <source>Name, date and place as they appear on every printout.</source>
        <translation>Name, Datum und Ort, wie sie auf jedem Ausdruck stehen.</translation>
    </message>
    <message>
        <source>e.g. Club championship 2026</source>
        <translation>z. B. Vereinsmeisterschaft 2026</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>D&amp;irector:</source>
        <translation>&amp;Turnierleitung:</translation>
    </message>
</context>
<context>
    <name>FilePage</name>
    <message>
        <source>Where to keep it</source>
        <translation>Speicherort</translation>
    </message>
    <message>
        <source>Every result is saved in this file at once; there is no Save button.</source>
        <translation>Jedes Ergebnis wird sofort in dieser Datei gespeichert; einen Speichern-Knopf gibt es nicht.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Tournament file</source>
        <translation>Turnierdatei</translation>
    </message>
    <message>
        <source>Tournaments (*.srt)</source>
        <translation>Turniere (*.srt)</translation>
    </message>
    <message>
        <source>Choose where the tournament file goes.</source>
        <translation>Bitte wählen, wohin die Turnierdatei kommt.</translation>
    </message>
    <message>
        <source>The folder {0} does not exist.</source>
        <translation>Den Ordner {0} gibt es nicht.</translation>
    </message>
    <message>
        <source>{0} exists already; choose another name.</source>
        <translation>{0} gibt es schon; bitte einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>The folder {0} could not be created: {1}</source>
        <translation>Der Ordner {0} konnte nicht angelegt werden: {1}</translation>
    </message>
</context>
<context>
    <name>GameReviewView</name>
    <message>
        <source>Review a game</source>
        <translation>Spiel prüfen</translation>
    </message>
    <message>
        <source>&amp;Open a recorded game…</source>
        <translation>Aufgezeichnetes Spiel ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>First: the deal (Home)</source>
        <translation>Anfang: das Austeilen (Pos1)</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Voriger Zug (Pfeil links)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Nächster Zug (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Open a recorded game</source>
        <translation>Aufgezeichnetes Spiel öffnen</translation>
    </message>
    <message>
        <source>Recorded games (*.jsonl);;All files (*)</source>
        <translation>Aufgezeichnete Spiele (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>not a text file (UTF-8)</source>
        <translation>keine Textdatei (UTF-8)</translation>
    </message>
    <message>
        <source>{0} is not a recorded game that can be shown.
{1}</source>
        <translation>{0} ist kein aufgezeichnetes Spiel, das sich zeigen lässt.
{1}</translation>
    </message>
    <message>
        <source>{0}: {1} turns, all legal</source>
        <translation>{0}: {1} Züge, alle regelgerecht</translation>
    </message>
    <message>
        <source>{0}: {1} turns, {2} illegal</source>
        <translation>{0}: {1} Züge, {2} regelwidrig</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Turn {0}: {1}</source>
        <translation>Zug {0}: {1}</translation>
    </message>
    <message>
        <source>{0} — illegal</source>
        <translation>{0} — regelwidrig</translation>
    </message>
    <message>
        <source>{0} / {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <source>{0} (claim of {1})</source>
        <translation>{0} (Claim von {1})</translation>
    </message>
    <message>
        <source>Claims: {0}</source>
        <translation>Claims: {0}</translation>
    </message>
    <message>
        <source>Pool: {0} tiles; discard pile: {1}</source>
        <translation>Neu-Bestand: {0} Steine; Alt-Bestand: {1}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>ausgelegt</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>nicht ausgelegt</translation>
    </message>
    <message>
        <source>played this turn</source>
        <translation>hat diesen Zug gespielt</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>{0}: {1} in hand, {2}</source>
        <translation>{0}: {1} in der Hand, {2}</translation>
    </message>
    <message>
        <source>The deal: {0} to move</source>
        <translation>Das Austeilen: {0} ist am Zug</translation>
    </message>
    <message>
        <source>{0}. The game is over; tiles left: {1}</source>
        <translation>{0}. Das Spiel ist zu Ende; Reststeine: {1}</translation>
    </message>
    <message>
        <source>{0}. Next: {1}</source>
        <translation>{0}. Als Nächstes: {1}</translation>
    </message>
    <message>
        <source>{0} from the discard pile</source>
        <translation>{0} vom Alt-Bestand</translation>
    </message>
    <message>
        <source>drew {0}</source>
        <translation>zog {0}</translation>
    </message>
    <message>
        <source>drew nothing</source>
        <translation>zog nichts</translation>
    </message>
    <message>
        <source>laid {0}</source>
        <translation>legte {0}</translation>
    </message>
    <message>
        <source>laid nothing</source>
        <translation>legte nichts</translation>
    </message>
    <message>
        <source>took {0} from the table</source>
        <translation>nahm {0} vom Tisch</translation>
    </message>
    <message>
        <source>discarded {0}</source>
        <translation>warf {0} ab</translation>
    </message>
    <message>
        <source>Legal.</source>
        <translation>Regelgerecht.</translation>
    </message>
    <message>
        <source>Illegal: {0}</source>
        <translation>Regelwidrig: {0}</translation>
    </message>
    <message>
        <source>Open a recorded game to review it turn by turn.</source>
        <translation>Ein aufgezeichnetes Spiel öffnen, um es Zug für Zug zu prüfen.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Game {0}
{1} starts</source>
        <translation>Spiel {0}
{1} beginnt</translation>
    </message>
    <message>
        <source>Tiles left in {0}&apos;s hand</source>
        <translation>Steine, die {0} noch auf der Hand hat</translation>
    </message>
    <message>
        <source>cl.</source>
        <translation>Cl.</translation>
    </message>
    <message>
        <source>Claims of {0} still on the table</source>
        <translation>Claims von {0}, die noch auf dem Tisch liegen</translation>
    </message>
    <message>
        <source>tiles, e.g. r4 r5 J</source>
        <translation>Steine, z. B. r4 r5 J</translation>
    </message>
    <message>
        <source>Rommé in the first round</source>
        <translation>Rommé in der ersten Runde</translation>
    </message>
    <message>
        <source>Ended early</source>
        <translation>Vorzeitig beendet</translation>
    </message>
    <message>
        <source>reason (required when ended early)</source>
        <translation>Begründung (Pflicht bei vorzeitigem Ende)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Decision…</source>
        <translation>Entscheidung…</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>keine Punkte</translation>
    </message>
    <message>
        <source>— left, not played
({0})</source>
        <translation>— gegangen, nicht gespielt
({0})</translation>
    </message>
    <message>
        <source>{0} left the table during the round: {1}</source>
        <translation>{0} hat den Tisch während der Runde verlassen: {1}</translation>
    </message>
    <message>
        <source>Give the reason why the game ended early.</source>
        <translation>Bitte begründen, warum das Spiel vorzeitig beendet wurde.</translation>
    </message>
    <message>
        <source>{0} P.</source>
        <translation>{0} P.</translation>
    </message>
    <message>
        <source>changed, not saved yet (Enter saves)</source>
        <translation>geändert, noch nicht gespeichert (Enter speichert)</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>neutralised</source>
        <translation>neutralisiert</translation>
    </message>
    <message>
        <source>averages</source>
        <translation>Durchschnittswerte</translation>
    </message>
    <message>
        <source>points set</source>
        <translation>Punkte festgelegt</translation>
    </message>
    <message>
        <source>⚑ Decision: {0} ({1})</source>
        <translation>⚑ Entscheidung: {0} ({1})</translation>
    </message>
    <message>
        <source>✓ saved</source>
        <translation>✓ gespeichert</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Type the tiles left of every player first.</source>
        <translation>Bitte zuerst die verbliebenen Steine jedes Spielers eingeben.</translation>
    </message>
    <message>
        <source>own percentage</source>
        <translation>eigener Prozentwert</translation>
    </message>
    <message>
        <source>round {0}, table {1}, game {2}</source>
        <translation>Runde {0}, Tisch {1}, Spiel {2}</translation>
    </message>
    <message>
        <source>end early: {0}</source>
        <translation>vorzeitig beenden: {0}</translation>
    </message>
    <message>
        <source>result: {0}</source>
        <translation>Ergebnis: {0}</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <source>A director&apos;s decision on this game (Ctrl+D)</source>
        <translation>Eine Entscheidung der Turnierleitung zu diesem Spiel (Strg+D)</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>an .xlsx or .csv file with a header row</source>
        <translation>eine .xlsx- oder .csv-Datei mit Kopfzeile</translation>
    </message>
    <message>
        <source>&amp;Choose file…</source>
        <translation>Datei &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Leave out the rows with problems</source>
        <translation>Zeilen mit Problemen &amp;weglassen</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Player lists (*.xlsx *.csv *.txt);;All files (*)</source>
        <translation>Spielerlisten (*.xlsx *.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen…</translation>
    </message>
    <message>
        <source>Choose a file to see what it would import.</source>
        <translation>Eine Datei wählen, um zu sehen, was importiert würde.</translation>
    </message>
    <message>
        <source>{0} players to import, {1} problems.</source>
        <translation>{0} Spieler zum Importieren, {1} Probleme.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewModel</name>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Membership no.</source>
        <translation>Mitgliedsnr.</translation>
    </message>
</context>
<context>
    <name>IndianCheckPanel</name>
    <message>
        <source>54 cards: 52 and 2 jokers (2-3 players)</source>
        <translation>54 Karten: 52 und 2 Joker (2-3 Spieler)</translation>
    </message>
    <message>
        <source>108 cards: 2×52 and 4 jokers (4 players)</source>
        <translation>108 Karten: 2×52 und 4 Joker (4 Spieler)</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenspiel:</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Cards: rank A K Q J 10 … 2 and suit S H D C (or ♠ ♥ ♦ ♣), * a joker; melds separated by |.</source>
        <translation>Karten: Rang A K Q J 10 … 2 (As, König, Dame, Bube) und Farbe S H D C (oder ♠ ♥ ♦ ♣), * ein Joker; Kombinationen durch | getrennt.</translation>
    </message>
    <message>
        <source>e.g. AS 2S 3S | QH QD *</source>
        <translation>z. B. AS 2S 3S | QH QD *</translation>
    </message>
    <message>
        <source>A hand: declaration and least deadwood</source>
        <translation>Ein Blatt: Herausgehen und kleinstes Deadwood</translation>
    </message>
    <message>
        <source>&amp;Hand (13 cards, 14 before the discard):</source>
        <translation>&amp;Blatt (13 Karten, 14 vor dem Abwerfen):</translation>
    </message>
    <message>
        <source>e.g. AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD</source>
        <translation>z. B. AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD</translation>
    </message>
    <message>
        <source>Type a hand to check its declaration.</source>
        <translation>Ein Blatt eingeben, um das Herausgehen zu prüfen.</translation>
    </message>
    <message>
        <source>A hand holds 13 cards (14 before the discard), not {0}.</source>
        <translation>Ein Blatt hat 13 Karten (14 vor dem Abwerfen), nicht {0}.</translation>
    </message>
    <message>
        <source>The rules engine cannot read this hand.</source>
        <translation>Die Regelprüfung kann dieses Blatt nicht lesen.</translation>
    </message>
    <message>
        <source>Least deadwood: {0} ({1}).</source>
        <translation>Kleinstes Deadwood: {0} ({1}).</translation>
    </message>
</context>
<context>
    <name>IndianMatchRow</name>
    <message>
        <source>Deal {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <source>Who declared (type the seat number)</source>
        <translation>Wer herausgegangen ist (Platznummer tippen)</translation>
    </message>
    <message>
        <source>— declared?</source>
        <translation>— heraus?</translation>
    </message>
    <message>
        <source>deadwood or cards</source>
        <translation>Deadwood oder Karten</translation>
    </message>
    <message>
        <source>{0}&apos;s deadwood, or the losing hand as cards (AS 2S 3S …)</source>
        <translation>Deadwood von {0}, oder das Blatt als Karten (AS 2S 3S …)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Summe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>heraus</translation>
    </message>
    <message>
        <source>{0}  Σ {1}</source>
        <translation>{0}  Σ {1}</translation>
    </message>
    <message>
        <source>= {0}</source>
        <translation>= {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Σ {0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Σ {0}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Stein-Rummy tournament manager</source>
        <translation>Stein-Rummy Turnierverwaltung</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Connect to server…</source>
        <translation>Mit &amp;Server verbinden…</translation>
    </message>
    <message>
        <source>Open &amp;demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turnier&amp;einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherungskopie &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Publish results…</source>
        <translation>Ergebnisse &amp;veröffentlichen…</translation>
    </message>
    <message>
        <source>Season ran&amp;king…</source>
        <translation>Saisonwer&amp;tung…</translation>
    </message>
    <message>
        <source>Club rating &amp;list…</source>
        <translation>Vereins&amp;rangliste…</translation>
    </message>
    <message>
        <source>Re&amp;view a game…</source>
        <translation>Spiel &amp;prüfen …</translation>
    </message>
    <message>
        <source>&amp;Close tournament</source>
        <translation>Turnier &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Score entry</source>
        <translation>&amp;Ergebniseingabe</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Rules &amp;checker</source>
        <translation>Regel&amp;prüfer</translation>
    </message>
    <message>
        <source>&amp;Audit</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Projector view</source>
        <translation>&amp;Beamer-Ansicht</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Rückgängig: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Wiederholen: {0}</translation>
    </message>
    <message>
        <source>director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>players by rating</source>
        <translation>Spieler/innen nach Wertungszahl</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*.srt);;All files (*)</source>
        <translation>Turniere (*.srt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>Database URL, e.g. postgresql://user@host/database:</source>
        <translation>Datenbank-URL, z. B. postgresql://benutzer@rechner/datenbank:</translation>
    </message>
    <message>
        <source>Choose a tournament</source>
        <translation>Turnier wählen</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <source>{0} — Stein-Rummy tournament manager</source>
        <translation>{0} — Stein-Rummy Turnierverwaltung</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>compiled core</source>
        <translation>kompilierter Kern</translation>
    </message>
    <message>
        <source>pure Python (the same answers, slower)</source>
        <translation>reines Python (dieselben Antworten, langsamer)</translation>
    </message>
    <message>
        <source>Stein-Rummy tournament manager, version {0}.</source>
        <translation>Stein-Rummy Turnierverwaltung, Version {0}.</translation>
    </message>
    <message>
        <source>Best-play search: {0}</source>
        <translation>Suche des besten Zugs: {0}</translation>
    </message>
    <message>
        <source>New tournament files: {0}</source>
        <translation>Neue Turnierdateien: {0}</translation>
    </message>
    <message>
        <source>Settings: {0}</source>
        <translation>Einstellungen: {0}</translation>
    </message>
    <message>
        <source>Error log: {0}</source>
        <translation>Fehlerprotokoll: {0}</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Dr&amp;ucken</translation>
    </message>
    <message>
        <source>Score &amp;sheets of the current round…</source>
        <translation>&amp;Spielzettel der laufenden Runde…</translation>
    </message>
    <message>
        <source>Seating &amp;plan of the current round…</source>
        <translation>Sitz&amp;plan der laufenden Runde…</translation>
    </message>
    <message>
        <source>&amp;Table cards of the current round…</source>
        <translation>&amp;Tischkarten der laufenden Runde…</translation>
    </message>
    <message>
        <source>S&amp;tandings…</source>
        <translation>&amp;Rangliste…</translation>
    </message>
    <message>
        <source>Director&apos;s &amp;decisions…</source>
        <translation>&amp;Entscheidungen der Turnierleitung…</translation>
    </message>
    <message>
        <source>There is no round yet to print: start round 1 first.</source>
        <translation>Es gibt noch keine Runde zum Drucken: bitte zuerst Runde 1 starten.</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
</context>
<context>
    <name>PhoneControl</name>
    <message>
        <source>Results by &amp;phone…</source>
        <translation>Ergebnisse per &amp;Handy…</translation>
    </message>
    <message>
        <source>Tables enter their results on a phone; you accept them in the score entry</source>
        <translation>Die Tische geben ihre Ergebnisse am Handy ein; Sie nehmen sie in der Ergebniseingabe an</translation>
    </message>
    <message>
        <source>Results by phone at {0}: print the table cards for the QR codes.</source>
        <translation>Ergebnisse per Handy unter {0}: Tischkarten drucken für die QR-Codes.</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Results by phone</source>
        <translation>Ergebnisse per Handy</translation>
    </message>
    <message>
        <source>All addresses (0.0.0.0)</source>
        <translation>Alle Adressen (0.0.0.0)</translation>
    </message>
    <message>
        <source>&amp;Address in the club&apos;s network:</source>
        <translation>&amp;Adresse im Netz des Vereins:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Accept results all players confirmed at once</source>
        <translation>Von allen Spielern bestätigte Ergebnisse sofort &amp;annehmen</translation>
    </message>
    <message>
        <source>Listening on all addresses: every network this computer is on can reach the pages. Choose the club&apos;s network unless you need this.</source>
        <translation>Auf allen Adressen: jedes Netz, in dem dieser Rechner ist, erreicht die Seiten. Wählen Sie das Netz des Vereins, wenn Sie das nicht brauchen.</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <source>From the table</source>
        <translation>Vom Tisch</translation>
    </message>
    <message>
        <source>Table {0}, game {1} — from the table: {2}</source>
        <translation>Tisch {0}, Spiel {1} — vom Tisch: {2}</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Korrigieren…</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>A&amp;blehnen…</translation>
    </message>
    <message>
        <source>Accept the result from table {0}</source>
        <translation>Ergebnis von Tisch {0} annehmen</translation>
    </message>
    <message>
        <source>Correct the result from table {0}</source>
        <translation>Ergebnis von Tisch {0} korrigieren</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>{0}

Why? (the table&apos;s phone shows it)</source>
        <translation>{0}

Warum? (das Handy des Tisches zeigt es an)</translation>
    </message>
    <message>
        <source>☎ from the table: waiting for you (above)</source>
        <translation>☎ vom Tisch: wartet auf Sie (oben)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Membership no.</source>
        <translation>Mitgliedsnr.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>The club rating brought to this evening; provisional</source>
        <translation>Die zu diesem Abend mitgebrachte Wertungszahl; vorläufig</translation>
    </message>
    <message>
        <source>The club rating brought to this evening</source>
        <translation>Die zu diesem Abend mitgebrachte Wertungszahl</translation>
    </message>
    <message>
        <source>edit {0}</source>
        <translation>{0} bearbeiten</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Membership no.</source>
        <translation>Mitgliedsnr.</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Neuer Spieler:</translation>
    </message>
    <message>
        <source>Search name, club, group…</source>
        <translation>Name, Verein, Gruppe suchen…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Zurückziehen…</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Wieder aufnehmen</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>En&amp;tfernen…</translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before their first round)</source>
        <translation>Einen versehentlich angemeldeten Spieler entfernen (vor seiner ersten Runde)</translation>
    </message>
    <message>
        <source>&amp;Import from Excel or CSV…</source>
        <translation>Aus Excel oder CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Groups by rating…</source>
        <translation>&amp;Einstufung nach Wertungszahl…</translation>
    </message>
    <message>
        <source>Strength groups and round 1 from the club rating list (Einstufung)</source>
        <translation>Spielstärkegruppen und Runde 1 aus der Vereinsrangliste (Einstufung)</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message>
        <source>{0} of {1} players</source>
        <translation>{0} von {1} Spielern</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Bitte zuerst den Namen eingeben.</translation>
    </message>
    <message>
        <source>add {0}</source>
        <translation>{0} hinzufügen</translation>
    </message>
    <message>
        <source>Choose a player in the table first.</source>
        <translation>Bitte zuerst einen Spieler in der Tabelle wählen.</translation>
    </message>
    <message>
        <source>Withdraw {0}</source>
        <translation>{0} zurückziehen</translation>
    </message>
    <message>
        <source>Reason (the player leaves from the next round on):</source>
        <translation>Begründung (der Spieler scheidet ab der nächsten Runde aus):</translation>
    </message>
    <message>
        <source>withdraw {0}</source>
        <translation>{0} zurückziehen</translation>
    </message>
    <message>
        <source>reinstate {0}</source>
        <translation>{0} wieder aufnehmen</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
    <message>
        <source>Remove {0} (no. {1}) from the tournament? This is for a player registered by mistake; a player who has played withdraws instead.</source>
        <translation>{0} (Nr. {1}) aus dem Turnier entfernen? Das ist für versehentlich angemeldete Spieler gedacht; wer schon gespielt hat, zieht sich stattdessen zurück.</translation>
    </message>
    <message>
        <source>remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
    <message>
        <source>import {0} players</source>
        <translation>{0} Spieler importieren</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Projector</source>
        <translation>Beamer</translation>
    </message>
    <message>
        <source>{0} — standings</source>
        <translation>{0} — Rangliste</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <source>{0} — seating, round {1}</source>
        <translation>{0} — Sitzplan, Runde {1}</translation>
    </message>
    <message>
        <source>{0} — no round yet</source>
        <translation>{0} — noch keine Runde</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(angehalten)</translation>
    </message>
    <message>
        <source>{0} — round clock</source>
        <translation>{0} — Rundenuhr</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Reststeine</translation>
    </message>
    <message>
        <source>clock paused</source>
        <translation>Uhr angehalten</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>No round clock is running.</source>
        <translation>Keine Rundenuhr läuft.</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <source>Club rating list</source>
        <translation>Vereinsrangliste</translation>
    </message>
    <message>
        <source>Evenings (tournament files):</source>
        <translation>Abende (Turnierdateien):</translation>
    </message>
    <message>
        <source>none: players by name and club</source>
        <translation>keiner: Spieler/innen nach Name und Verein</translation>
    </message>
    <message>
        <source>Club &amp;register:</source>
        <translation>&amp;Spielerstamm:</translation>
    </message>
    <message>
        <source>Rating = 1500 + 25 × (mu − 25) from every game played (Plackett-Luce); games the director decided do not count. * provisional: one evening so far.</source>
        <translation>Wertungszahl = 1500 + 25 × (mu − 25) aus jedem gespielten Spiel (Plackett-Luce); entschiedene Spiele zählen nicht. * vorläufig: bisher ein Abend.</translation>
    </message>
    <message>
        <source>Cannot rate the evenings: {0}</source>
        <translation>Die Abende lassen sich nicht werten: {0}</translation>
    </message>
    <message>
        <source>{0}: rating over the evenings</source>
        <translation>{0}: Wertungszahl über die Abende</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>&lt;b&gt;This tournament&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dieses Turnier&lt;/b&gt;</translation>
    </message>
    <message>
        <source>even, e.g. 9, 9, 12</source>
        <translation>gleich groß, z. B. 9, 9, 12</translation>
    </message>
    <message>
        <source>Group &amp;sizes:</source>
        <translation>Gruppen&amp;größen:</translation>
    </message>
    <message>
        <source>&amp;Unrated players:</source>
        <translation>&amp;Ohne Wertungszahl:</translation>
    </message>
    <message>
        <source>&amp;Groups by rating</source>
        <translation>&amp;Einstufung nach Wertungszahl</translation>
    </message>
    <message>
        <source>&amp;Seat round 1 by rating</source>
        <translation>Runde &amp;1 nach Wertungszahl setzen</translation>
    </message>
    <message>
        <source>after the rated</source>
        <translation>nach den Gewerteten</translation>
    </message>
    <message>
        <source>before the rated</source>
        <translation>vor den Gewerteten</translation>
    </message>
    <message>
        <source>into group {0}</source>
        <translation>in Gruppe {0}</translation>
    </message>
    <message>
        <source>Name the strength groups in the settings first</source>
        <translation>Zuerst die Spielstärkegruppen in den Einstellungen benennen</translation>
    </message>
    <message>
        <source>Group sizes: whole numbers separated by commas</source>
        <translation>Gruppengrößen: ganze Zahlen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>groups by rating</source>
        <translation>Einstufung nach Wertungszahl</translation>
    </message>
    <message>
        <source>start round 1 by rating</source>
        <translation>Runde 1 nach Wertungszahl beginnen</translation>
    </message>
</context>
<context>
    <name>RatingModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Provisional: one evening so far</source>
        <translation>Vorläufig: bisher ein Abend</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherungskopie wiederherstellen</translation>
    </message>
    <message>
        <source>A backup is kept each time a round closes. Restoring copies it into a new file and opens that; the current file stays as it is.</source>
        <translation>Bei jedem Rundenabschluss wird eine Sicherungskopie angelegt. Beim Wiederherstellen wird sie in eine neue Datei kopiert und diese geöffnet; die aktuelle Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Jetzt &amp;sichern</translation>
    </message>
    <message>
        <source>&amp;Restore into a new file…</source>
        <translation>In neue Datei &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>This tournament is on a database server; it is backed up on the server, not here.</source>
        <translation>Dieses Turnier liegt auf einem Datenbankserver; es wird dort gesichert, nicht hier.</translation>
    </message>
    <message>
        <source>No backup yet: the first is made when round 1 closes.</source>
        <translation>Noch keine Sicherungskopie: Die erste entsteht, wenn Runde 1 abgeschlossen wird.</translation>
    </message>
    <message>
        <source>Restore into a new file</source>
        <translation>In neue Datei wiederherstellen</translation>
    </message>
    <message>
        <source>Tournaments (*.srt)</source>
        <translation>Turniere (*.srt)</translation>
    </message>
    <message>
        <source>Choose a backup in the list first.</source>
        <translation>Bitte zuerst eine Sicherungskopie in der Liste wählen.</translation>
    </message>
    <message>
        <source>{0} exists already. Choose a new file name.</source>
        <translation>{0} gibt es schon. Bitte einen neuen Dateinamen wählen.</translation>
    </message>
</context>
<context>
    <name>RoundPlanModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Starts game</source>
        <translation>Beginnt Spiel</translation>
    </message>
    <message>
        <source>Games entered</source>
        <translation>Spiele eingetragen</translation>
    </message>
</context>
<context>
    <name>RoundSelector</name>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>&amp;Start next round</source>
        <translation>Nächste Runde &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Close round</source>
        <translation>Runde &amp;abschließen</translation>
    </message>
    <message>
        <source>Re&amp;open round</source>
        <translation>Runde wieder ö&amp;ffnen</translation>
    </message>
    <message>
        <source>S&amp;wap the two selected seats</source>
        <translation>Die zwei gewählten Plätze &amp;tauschen</translation>
    </message>
    <message>
        <source>&amp;Enter scores of this table</source>
        <translation>&amp;Ergebnisse dieses Tisches eingeben</translation>
    </message>
    <message>
        <source>Score s&amp;heets…</source>
        <translation>Spiel&amp;zettel…</translation>
    </message>
    <message>
        <source>Seating &amp;plan…</source>
        <translation>Sitz&amp;plan…</translation>
    </message>
    <message>
        <source>&amp;Table cards…</source>
        <translation>&amp;Tischkarten…</translation>
    </message>
    <message>
        <source>No round yet. Add the players, then start round 1.</source>
        <translation>Noch keine Runde. Spieler eintragen, dann Runde 1 starten.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>Round {0} ({1}): {2} tables, {3} of {4} games entered.</source>
        <translation>Runde {0} ({1}): {2} Tische, {3} von {4} Spielen eingetragen.</translation>
    </message>
    <message>
        <source>{0} rounds planned.</source>
        <translation>{0} Runden geplant.</translation>
    </message>
    <message>
        <source>Never changed table: {0} (at least {1}).</source>
        <translation>Nie den Tisch gewechselt: {0} (mindestens {1}).</translation>
    </message>
    <message>
        <source>Sitting out: {0}.</source>
        <translation>Setzt aus: {0}.</translation>
    </message>
    <message>
        <source>start round {0}</source>
        <translation>Runde {0} starten</translation>
    </message>
    <message>
        <source>close round {0}</source>
        <translation>Runde {0} abschließen</translation>
    </message>
    <message>
        <source>reopen round {0}</source>
        <translation>Runde {0} wieder öffnen</translation>
    </message>
    <message>
        <source>Select exactly two seats (Ctrl+click) to swap them.</source>
        <translation>Genau zwei Plätze wählen (Strg+Klick), um sie zu tauschen.</translation>
    </message>
    <message>
        <source>swap {0} and {1}</source>
        <translation>{0} und {1} tauschen</translation>
    </message>
    <message>
        <source>More rounds than planned</source>
        <translation>Mehr Runden als geplant</translation>
    </message>
    <message>
        <source>Planned rounds: {0}. Start round {1} anyway?</source>
        <translation>Geplante Runden: {0}. Runde {1} trotzdem beginnen?</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print with a preview; the PDF buttons save files</source>
        <translation>Drucken mit Vorschau; die PDF-Knöpfe speichern Dateien</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>Seating plan</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>Meetings of one pair: at most {0} (no plan below {1}); pairs meeting that often: {2} (at least {3}); repeat meetings: {4} (at least {5}); 4-table seats per player: {6} to {7} (no plan narrower than {8} to {9}).</source>
        <translation>Begegnungen eines Paares: höchstens {0} (kein Plan unter {1}); Paare, die sich so oft begegnen: {2} (mindestens {3}); wiederholte Begegnungen: {4} (mindestens {5}); Plätze am Vierertisch je Spieler: {6} bis {7} (kein Plan enger als {8} bis {9}).</translation>
    </message>
    <message>
        <source>Seating cancelled: round {0} was not started.</source>
        <translation>Setzen abgebrochen: Runde {0} wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>Seating round {0}…</source>
        <translation>Runde {0} wird gesetzt…</translation>
    </message>
</context>
<context>
    <name>RulesCheckerView</name>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Melds and best play</source>
        <translation>&amp;Kombinationen und bester Zug</translation>
    </message>
    <message>
        <source>Check a t&amp;urn</source>
        <translation>Einen Z&amp;ug prüfen</translation>
    </message>
    <message>
        <source>Melds on the table</source>
        <translation>Kombinationen auf dem Tisch</translation>
    </message>
    <message>
        <source>e.g. r12 r13 r1 | b5 r5 y5 J</source>
        <translation>z. B. r12 r13 r1 | b5 r5 g5 J</translation>
    </message>
    <message>
        <source>Tiles: colour b r y k (or g, s) and value, J for a joker; melds separated by |.</source>
        <translation>Steine: Farbe b r g s (oder y, k) und Wert, J für einen Joker; Kombinationen durch | getrennt.</translation>
    </message>
    <message>
        <source>Best play for a hand against this table</source>
        <translation>Bester Zug einer Hand zu diesem Tisch</translation>
    </message>
    <message>
        <source>the hand, e.g. r2 r3 k7 J</source>
        <translation>die Hand, z. B. r2 r3 s7 J</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Hand:</translation>
    </message>
    <message>
        <source>Find &amp;best play</source>
        <translation>&amp;Besten Zug finden</translation>
    </message>
    <message>
        <source>has laid out already</source>
        <translation>hat schon ausgelegt</translation>
    </message>
    <message>
        <source>Type melds to check them.</source>
        <translation>Kombinationen eingeben, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>{0} of {1} melds are invalid.</source>
        <translation>{0} von {1} Kombinationen sind ungültig.</translation>
    </message>
    <message>
        <source>All {0} melds are valid.</source>
        <translation>Alle {0} Kombinationen sind gültig.</translation>
    </message>
    <message>
        <source>More copies than the game has (two of each): {0}</source>
        <translation>Mehr Steine, als das Spiel hat (je zwei): {0}</translation>
    </message>
    <message>
        <source>Type the hand first.</source>
        <translation>Bitte zuerst die Hand eingeben.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Every option starts at the project&apos;s default; printouts show the choice.</source>
        <translation>Jede Option steht auf der üblichen Voreinstellung; die Ausdrucke zeigen die Wahl.</translation>
    </message>
    <message>
        <source>One joker per player</source>
        <translation>Ein Joker pro Spieler</translation>
    </message>
    <message>
        <source>No jokers</source>
        <translation>Ohne Joker</translation>
    </message>
    <message>
        <source>Two jokers in the pool</source>
        <translation>Zwei Joker im Neu-Bestand</translation>
    </message>
    <message>
        <source>Winner scores rank 1, the others share the rest</source>
        <translation>Sieger erhält Rang 1, die anderen teilen den Rest</translation>
    </message>
    <message>
        <source>Everyone shares the game&apos;s total equally</source>
        <translation>Alle teilen die Punkte des Spiels gleich</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Gesamtpunkte</translation>
    </message>
    <message>
        <source>Percent of the best possible</source>
        <translation>Prozent vom Bestwert</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 Karten</translation>
    </message>
    <message>
        <source>2×52 cards</source>
        <translation>2×52 Karten</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Sp&amp;iel:</translation>
    </message>
    <message>
        <source>&amp;Jokers:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Rommé in the &amp;first round:</source>
        <translation>Rommé in der &amp;ersten Runde:</translation>
    </message>
    <message>
        <source>&amp;Deals per round:</source>
        <translation>Spiele je Run&amp;de:</translation>
    </message>
    <message>
        <source>Dec&amp;ks:</source>
        <translation>&amp;Kartenspiele:</translation>
    </message>
    <message>
        <source>&amp;Steal rule:</source>
        <translation>&amp;Stehlregel:</translation>
    </message>
    <message>
        <source>&amp;Penalty when neutralising:</source>
        <translation>&amp;Abzug beim Neutralisieren:</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Rangfolge nach:</translation>
    </message>
</context>
<context>
    <name>ScoreEntryView</name>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tische:</translation>
    </message>
    <message>
        <source>Tiles in &amp;notation</source>
        <translation>Steine in &amp;Notation</translation>
    </message>
    <message>
        <source>Table {0}   {1}/{2}</source>
        <translation>Tisch {0}   {1}/{2}</translation>
    </message>
    <message>
        <source>Start a round to enter scores.</source>
        <translation>Eine Runde starten, um Ergebnisse einzugeben.</translation>
    </message>
    <message>
        <source>✓ saved. Every game of this round is entered.</source>
        <translation>✓ gespeichert. Alle Spiele dieser Runde sind eingetragen.</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season ranking</source>
        <translation>Saisonwertung</translation>
    </message>
    <message>
        <source>Evenings (tournament files):</source>
        <translation>Abende (Turnierdateien):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Count the &amp;best evenings:</source>
        <translation>Die &amp;besten Abende werten:</translation>
    </message>
    <message>
        <source>&amp;Minimum attendance:</source>
        <translation>&amp;Mindestteilnahme:</translation>
    </message>
    <message>
        <source>no teams</source>
        <translation>keine Mannschaften</translation>
    </message>
    <message>
        <source>&amp;Teams: best players:</source>
        <translation>Ma&amp;nnschaften: beste Spieler/innen:</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Team &amp;value:</source>
        <translation>Mannschafts&amp;wert:</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Team &amp;is the:</source>
        <translation>Mannschaft &amp;ist der/die:</translation>
    </message>
    <message>
        <source>Mer&amp;ge different games</source>
        <translation>Verschiedene Spiele &amp;zusammen werten</translation>
    </message>
    <message>
        <source>Rank evenings of different games or variants together; the ranking says so.</source>
        <translation>Abende verschiedener Spiele oder Varianten zusammen werten; die Wertung sagt es dazu.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Mannschaften</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>E&amp;xcel…</source>
        <translation>E&amp;xcel…</translation>
    </message>
    <message>
        <source>Cannot read the evenings: {0}</source>
        <translation>Die Abende lassen sich nicht lesen: {0}</translation>
    </message>
    <message>
        <source>The evening {0} is {1}, the first evening {2} {3}. A season ranks one game: remove the evening, or tick “Merge different games”.</source>
        <translation>Der Abend {0} ist {1}, der erste Abend {2} {3}. Eine Saison wertet ein Spiel: den Abend entfernen oder „Verschiedene Spiele zusammen werten“ ankreuzen.</translation>
    </message>
    <message>
        <source>Different games ranked together: {0}.</source>
        <translation>Verschiedene Spiele zusammen gewertet: {0}.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Season PDF</source>
        <translation>Saisonwertung als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}…</source>
        <translation>{0} wird geschrieben…</translation>
    </message>
    <message>
        <source>Season workbook</source>
        <translation>Saisonwertung als Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The tournament was restored from a backup meanwhile (at another desk or on the command line). The window now shows the restored state; what was done here before cannot be undone any more.</source>
        <translation>Das Turnier wurde inzwischen aus einer Sicherungskopie wiederhergestellt (an einem anderen Rechner oder auf der Kommandozeile). Das Fenster zeigt jetzt den wiederhergestellten Stand; was hier vorher getan wurde, kann nicht mehr rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Reststeine</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>Chart: points by round</source>
        <translation>Diagramm: Punkte je Runde</translation>
    </message>
    <message>
        <source>Chart: rank by round</source>
        <translation>Diagramm: Rang je Runde</translation>
    </message>
    <message>
        <source>No chart</source>
        <translation>Kein Diagramm</translation>
    </message>
    <message>
        <source>E&amp;xport Excel…</source>
        <translation>E&amp;xcel-Export…</translation>
    </message>
    <message>
        <source>Standings &amp;PDF…</source>
        <translation>Ranglisten-&amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Crosstable &amp;&amp; cards…</source>
        <translation>&amp;Kreuztabelle &amp;&amp; Karten…</translation>
    </message>
    <message>
        <source>Double-click a player for their card</source>
        <translation>Doppelklick auf einen Namen zeigt die Spielerkarte</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Ranked by points; ties broken by percent</source>
        <translation>Rang nach Punkten; bei Gleichstand entscheidet der Prozentwert</translation>
    </message>
    <message>
        <source>Ranked by percent; ties broken by points</source>
        <translation>Rang nach Prozent; bei Gleichstand entscheiden die Punkte</translation>
    </message>
    <message>
        <source>then games won</source>
        <translation>dann gewonnene Spiele</translation>
    </message>
    <message>
        <source>then claims</source>
        <translation>dann Claims</translation>
    </message>
    <message>
        <source>then fewer tiles left; else a shared rank (=)</source>
        <translation>dann weniger Reststeine; sonst geteilter Rang (=)</translation>
    </message>
    <message>
        <source>else a shared rank (=)</source>
        <translation>sonst ein geteilter Platz (=)</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>Rank by round</source>
        <translation>Rang je Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points by round: drawn once a round has results</source>
        <translation>Punkte je Runde: gezeichnet, sobald eine Runde Ergebnisse hat</translation>
    </message>
    <message>
        <source>Rank by round: drawn once two rounds have results</source>
        <translation>Rang je Runde: gezeichnet, sobald zwei Runden Ergebnisse haben</translation>
    </message>
    <message>
        <source>then less own deadwood in total</source>
        <translation>dann weniger eigenes Deadwood in Summe</translation>
    </message>
    <message>
        <source>then more card points in total</source>
        <translation>dann mehr Kartenpunkte in Summe</translation>
    </message>
    <message>
        <source>Deal scores</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>The players ranked before these in the chart</source>
        <translation>Die Spieler vor diesen im Diagramm</translation>
    </message>
    <message>
        <source>The players ranked after these in the chart</source>
        <translation>Die Spieler nach diesen im Diagramm</translation>
    </message>
    <message>
        <source>Players {0}–{1} of {2}</source>
        <translation>Spieler {0}–{1} von {2}</translation>
    </message>
    <message>
        <source>Reading the standings after each round…</source>
        <translation>Die Rangliste nach jeder Runde wird gelesen…</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Own joker</source>
        <translation>Eigener Joker</translation>
    </message>
    <message>
        <source>Runs wrap 13-1</source>
        <translation>Strassen über 13-1</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Players a table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>&amp;Deal hands</source>
        <translation>Hände &amp;austeilen</translation>
    </message>
    <message>
        <source>&amp;Play bot games</source>
        <translation>Bot-&amp;Spiele spielen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Bots by seat</source>
        <translation>Bots nach Platz</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>The text says</source>
        <translation>Der Text sagt</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Measured (95 % interval)</source>
        <translation>Gemessen (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Hand-Rommé (all tiles laid at once) is under 1 %</source>
        <translation>Hand-Rommé (alle Steine sofort ausgelegt) liegt unter 1 %</translation>
    </message>
    <message>
        <source>With no combination yourself, 80 % of the others hold one</source>
        <translation>Ohne eigene Kombination haben 80 % der anderen eine</translation>
    </message>
    <message>
        <source>90 % of hands have 1 to 3 dead tiles</source>
        <translation>90 % der Hände haben 1 bis 3 tote Steine</translation>
    </message>
    <message>
        <source>Over half of the combinations are groups</source>
        <translation>Über die Hälfte der Kombinationen sind Gruppen</translation>
    </message>
    <message>
        <source>The others hold several combinations that miss one tile (2 or more)</source>
        <translation>Die anderen haben mehrere Kombinationen, denen ein Stein fehlt (2 oder mehr)</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>stimmt</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>stimmt nicht</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Dealing {0} hands…</source>
        <translation>{0} Hände werden ausgeteilt…</translation>
    </message>
    <message>
        <source>Unknown bot: {0} (known: {1})</source>
        <translation>Unbekannter Bot: {0} (bekannt: {1})</translation>
    </message>
    <message>
        <source>A table has 3 or 4 bots, not {0}</source>
        <translation>Ein Tisch hat 3 oder 4 Bots, nicht {0}</translation>
    </message>
    <message>
        <source>Playing {0} games…</source>
        <translation>{0} Spiele werden gespielt…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>{0} hands dealt.</source>
        <translation>{0} Hände ausgeteilt.</translation>
    </message>
    <message>
        <source>{0} games played.</source>
        <translation>{0} Spiele gespielt.</translation>
    </message>
    <message>
        <source>The run stopped: {0}</source>
        <translation>Der Lauf wurde beendet: {0}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>nicht beobachtet</translation>
    </message>
    <message>
        <source>fewest {0}
most {1}</source>
        <translation>wenigste {0}
meiste {1}</translation>
    </message>
    <message>
        <source>Dead tiles</source>
        <translation>Tote Steine</translation>
    </message>
    <message>
        <source>Tiles laid (P)</source>
        <translation>Ausgelegte Steine (P)</translation>
    </message>
    <message>
        <source>Near-miss pairs</source>
        <translation>Fast-Kombinationen (Paare)</translation>
    </message>
    <message>
        <source>% of hands</source>
        <translation>% der Hände</translation>
    </message>
    <message>
        <source>{0}. ({1:.0f}–{2:.0f} %)</source>
        <translation>{0}. ({1:.0f}–{2:.0f} %)</translation>
    </message>
    <message>
        <source>Wins by position in the turn order</source>
        <translation>Siege nach Platz in der Zugfolge</translation>
    </message>
    <message>
        <source>% of games</source>
        <translation>% der Spiele</translation>
    </message>
    <message>
        <source>This tournament has no results yet.</source>
        <translation>Dieses Turnier hat noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>This tournament: {0} games; the starting player won {1:.1f} % ({2:.1f}–{3:.1f} %), a fair seat {4:.1f} %; Rommé in the first round {5:.1f} %; claims a game {6:.2f}.</source>
        <translation>Dieses Turnier: {0} Spiele; der Beginner gewann {1:.1f} % ({2:.1f}–{3:.1f} %), ein fairer Platz {4:.1f} %; Rommé in der ersten Runde {5:.1f} %; Claims je Spiel {6:.2f}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>The report could not be written: {0}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>Report written to {0}</source>
        <translation>Bericht geschrieben nach {0}</translation>
    </message>
</context>
<context>
    <name>StructurePage</name>
    <message>
        <source>Rounds and seating</source>
        <translation>Runden und Sitzordnung</translation>
    </message>
    <message>
        <source>Rotate: one player per table moves up</source>
        <translation>Wechsel: ein Spieler je Tisch rückt einen Tisch weiter</translation>
    </message>
    <message>
        <source>Mix: re-seat everyone, fewest repeat meetings</source>
        <translation>Mischen: alle neu setzen, möglichst wenige Wiederbegegnungen</translation>
    </message>
    <message>
        <source>By standings: best players at table 1</source>
        <translation>Nach Rangliste: die Besten an Tisch 1</translation>
    </message>
    <message>
        <source>Seat round &amp;1 by rating (the best at table 1)</source>
        <translation>Runde &amp;1 nach Wertungszahl setzen (die besten an Tisch 1)</translation>
    </message>
    <message>
        <source>Round 1 in the order of the club ratings the players bring (groups by rating), the unrated after them; instead of the start numbers</source>
        <translation>Runde 1 in der Reihenfolge der mitgebrachten Wertungszahlen (Einstufung), Spieler/innen ohne Wertung danach; statt nach Startnummern</translation>
    </message>
    <message>
        <source>none (one field), or e.g. A, B</source>
        <translation>keine (ein Feld) oder z. B. A, B</translation>
    </message>
    <message>
        <source>no promotion</source>
        <translation>kein Aufstieg</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Planned &amp;rounds:</source>
        <translation>Geplante &amp;Runden:</translation>
    </message>
    <message>
        <source>&amp;Movement after each round:</source>
        <translation>&amp;Wechsel nach jeder Runde:</translation>
    </message>
    <message>
        <source>Strength &amp;groups:</source>
        <translation>Spielstärke&amp;gruppen:</translation>
    </message>
    <message>
        <source>&amp;Promotion after round:</source>
        <translation>&amp;Aufstieg nach Runde:</translation>
    </message>
    <message>
        <source>Size of the &amp;winners&apos; group:</source>
        <translation>Größe der &amp;Siegergruppe:</translation>
    </message>
    <message>
        <source>Promotion needs strength groups.</source>
        <translation>Ein Aufstieg braucht Spielstärkegruppen.</translation>
    </message>
    <message>
        <source>Say how many players the winners&apos; group takes.</source>
        <translation>Bitte angeben, wie viele Spieler die Siegergruppe aufnimmt.</translation>
    </message>
    <message>
        <source>Promotion must come before the last round.</source>
        <translation>Der Aufstieg muss vor der letzten Runde liegen.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>no round clock</source>
        <translation>keine Rundenuhr</translation>
    </message>
    <message>
        <source>A countdown from the start of each round, shown on the projector</source>
        <translation>Ein Countdown ab dem Start jeder Runde, gezeigt in der Beamer-Ansicht</translation>
    </message>
    <message>
        <source>Round &amp;clock:</source>
        <translation>Runden&amp;uhr:</translation>
    </message>
    <message>
        <source>R&amp;epeat it every that many rounds, with relegation</source>
        <translation>Alle so viele Runden wie&amp;derholen, mit Abstieg</translation>
    </message>
    <message>
        <source>Promotion after every multiple of the round above; as many players of the winners&apos; group go back to their groups as move up</source>
        <translation>Aufstieg nach jedem Vielfachen der Runde darüber; so viele Spieler der Siegergruppe steigen in ihre Gruppen ab, wie aufsteigen</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>Table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
</context>
<context>
    <name>TournamentSettingsDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Turniereinstellungen</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Rounds and &amp;seating</source>
        <translation>Runden und &amp;Sitzordnung</translation>
    </message>
    <message>
        <source>Results are entered, and they were scored with these rules.</source>
        <translation>Es sind Ergebnisse eingetragen, und sie wurden nach diesen Regeln gewertet.</translation>
    </message>
    <message>
        <source>The game, its options and the penalty are fixed: results are entered, and they were scored with these rules.</source>
        <translation>Spiel, seine Optionen und der Abzug stehen fest: Ergebnisse sind eingetragen und wurden mit diesen Regeln gewertet.</translation>
    </message>
    <message>
        <source>Round 1 has started: the players are seated by group.</source>
        <translation>Runde 1 hat begonnen: Die Spieler sind nach Gruppen gesetzt.</translation>
    </message>
    <message>
        <source>Strength groups are fixed: round 1 has started and seated by group.</source>
        <translation>Die Spielstärkegruppen stehen fest: Runde 1 hat begonnen und nach Gruppen gesetzt.</translation>
    </message>
    <message>
        <source>Promotion took place after round {0}.</source>
        <translation>Der Aufstieg fand nach Runde {0} statt.</translation>
    </message>
    <message>
        <source>Promotion is fixed: it took place after round {0}.</source>
        <translation>Der Aufstieg steht fest: Er fand nach Runde {0} statt.</translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation>Das Turnier braucht einen Namen.</translation>
    </message>
    <message>
        <source>change the tournament settings</source>
        <translation>Turniereinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>TournamentView</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Score entry</source>
        <translation>Ergebniseingabe</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Rules checker</source>
        <translation>Regelprüfer</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>TurnCheckPanel</name>
    <message>
        <source>Melds separated by |; a claim starts with its owner&apos;s seat: &quot;@1 b7 r7 y7 k7&quot;.</source>
        <translation>Kombinationen getrennt durch |; ein Claim beginnt mit dem Platz seines Besitzers: „@1 b7 r7 y7 k7“.</translation>
    </message>
    <message>
        <source>e.g. r5 r6 r7 | b9 r9 J</source>
        <translation>z. B. r5 r6 r7 | b9 r9 J</translation>
    </message>
    <message>
        <source>e.g. r5 r6 r7 r8 | b9 r9 y9 J</source>
        <translation>z. B. r5 r6 r7 r8 | b9 r9 y9 J</translation>
    </message>
    <message>
        <source>the hand before the turn, e.g. r8 y9 k2 J</source>
        <translation>die Hand vor dem Zug, z. B. r8 y9 k2 J</translation>
    </message>
    <message>
        <source>tiles drawn from the pool, e.g. k4 b1</source>
        <translation>aus dem Neu-Bestand gezogene Steine, z. B. k4 b1</translation>
    </message>
    <message>
        <source>the discard pile&apos;s top, if taken</source>
        <translation>der oberste Stein des Alt-Bestands, falls genommen</translation>
    </message>
    <message>
        <source>table tiles taken into the hand</source>
        <translation>Steine des Tisches, in die Hand genommen</translation>
    </message>
    <message>
        <source>the tile discarded</source>
        <translation>der abgeworfene Stein</translation>
    </message>
    <message>
        <source>Table &amp;before:</source>
        <translation>Tisch &amp;vorher:</translation>
    </message>
    <message>
        <source>Table &amp;after:</source>
        <translation>Tisch &amp;nachher:</translation>
    </message>
    <message>
        <source>Ha&amp;nd before the turn:</source>
        <translation>&amp;Hand vor dem Zug:</translation>
    </message>
    <message>
        <source>&amp;Drawn from the pool:</source>
        <translation>Aus dem Neu-Bestand &amp;gezogen:</translation>
    </message>
    <message>
        <source>From the discard &amp;pile:</source>
        <translation>Vom &amp;Alt-Bestand:</translation>
    </message>
    <message>
        <source>Ta&amp;ken from the table:</source>
        <translation>Vom Tisch geno&amp;mmen:</translation>
    </message>
    <message>
        <source>Disca&amp;rded:</source>
        <translation>Abge&amp;worfen:</translation>
    </message>
    <message>
        <source>had opened before the turn</source>
        <translation>hatte vor dem Zug ausgelegt</translation>
    </message>
    <message>
        <source>Stein-Rummy Plus (claims)</source>
        <translation>Stein-Rummy Plus (Claims)</translation>
    </message>
    <message>
        <source>Player&apos;s &amp;seat:</source>
        <translation>&amp;Platz des Spielers:</translation>
    </message>
    <message>
        <source>Check the &amp;turn</source>
        <translation>Zug &amp;prüfen</translation>
    </message>
    <message>
        <source>The table before and after the turn</source>
        <translation>Der Tisch vor und nach dem Zug</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>Vorher:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>Nachher:</translation>
    </message>
    <message>
        <source>Type the turn to check it: at least the player&apos;s hand.</source>
        <translation>Den Zug eingeben, um ihn zu prüfen: mindestens die Hand des Spielers.</translation>
    </message>
    <message>
        <source>Illegal: {0}</source>
        <translation>Regelwidrig: {0}</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Stein-Rummy tournament manager</source>
        <translation>Stein-Rummy Turnierverwaltung</translation>
    </message>
    <message>
        <source>Run a whole tournament evening from one window. Everything is saved at once.</source>
        <translation>Einen ganzen Turnierabend aus einem Fenster leiten. Alles wird sofort gespeichert.</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Connect to server…</source>
        <translation>Mit &amp;Server verbinden…</translation>
    </message>
    <message>
        <source>Open &amp;demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>&amp;Recent tournaments (Enter opens, Delete forgets):</source>
        <translation>&amp;Zuletzt geöffnete Turniere (Eingabe öffnet, Entf vergisst):</translation>
    </message>
</context>
<context>
    <name>card_check</name>
    <message>
        <source>Deal {0}: {1} lost with deadwood 0; check the deal&apos;s winner.</source>
        <translation>Spiel {0}: {1} hat mit Deadwood 0 verloren; bitte prüfen, wer herausgegangen ist.</translation>
    </message>
    <message>
        <source>the hand holds {0} cards, a losing hand 13</source>
        <translation>das Blatt hat {0} Karten, ein Verliererblatt 13</translation>
    </message>
    <message>
        <source>the engine cannot count this hand</source>
        <translation>die Regelprüfung kann dieses Blatt nicht zählen</translation>
    </message>
    <message>
        <source>Deal {0}: choose who declared.</source>
        <translation>Spiel {0}: Wählen, wer herausgegangen ist.</translation>
    </message>
    <message>
        <source>Deal {0}: the deadwood of {1} is missing.</source>
        <translation>Spiel {0}: Das Deadwood von {1} fehlt.</translation>
    </message>
    <message>
        <source>The round has {0} deals; {1} are entered.</source>
        <translation>Die Runde hat {0} Spiele; {1} sind eingetragen.</translation>
    </message>
    <message>
        <source>Nobody has 500 yet: enter the next deal.</source>
        <translation>Noch niemand hat 500: das nächste Spiel eintragen.</translation>
    </message>
    <message>
        <source>Enter the deals first.</source>
        <translation>Zuerst die Spiele eintragen.</translation>
    </message>
    <message>
        <source>A player reached 500 in deal {0}: the match ended there.</source>
        <translation>In Spiel {0} hat ein Spieler 500 erreicht: Dort endete die Partie.</translation>
    </message>
    <message>
        <source>Deal {0}: {1} declared and has no deadwood.</source>
        <translation>Spiel {0}: {1} ist herausgegangen und hat kein Deadwood.</translation>
    </message>
    <message>
        <source>Deal {0}: {1}: deadwood goes from 0 to {2}.</source>
        <translation>Spiel {0}: {1}: Deadwood geht von 0 bis {2}.</translation>
    </message>
    <message>
        <source>Deal {0}: {1}: {2}.</source>
        <translation>Spiel {0}: {1}: {2}.</translation>
    </message>
    <message>
        <source>Deal {0}: {1}: {2} typed, but the hand&apos;s least deadwood is {3}.</source>
        <translation>Spiel {0}: {1}: {2} eingegeben, aber das kleinste Deadwood des Blatts ist {3}.</translation>
    </message>
    <message>
        <source>set {0}: {1}</source>
        <translation>Set {0}: {1}</translation>
    </message>
    <message>
        <source>hand: {0}</source>
        <translation>Hand: {0}</translation>
    </message>
    <message>
        <source>hand: Drachenrummy is played without jokers</source>
        <translation>Hand: Drachenrummy wird ohne Joker gespielt</translation>
    </message>
    <message>
        <source>the cards cannot be counted</source>
        <translation>die Karten lassen sich nicht zählen</translation>
    </message>
    <message>
        <source>{0}: the points (or laid sets and hand) are missing.</source>
        <translation>{0}: Die Punkte (oder abgelegte Sets und Hand) fehlen.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} points typed, but the cards count {2}.</source>
        <translation>{0}: {1} Punkte eingegeben, aber die Karten zählen {2}.</translation>
    </message>
    <message>
        <source>{0} is held more often than the deck has it ({1}).</source>
        <translation>{0} kommt öfter vor, als das Kartenspiel es hat ({1}).</translation>
    </message>
    <message>
        <source>{0}: not at this table.</source>
        <translation>{0}: nicht an diesem Tisch.</translation>
    </message>
</context>
<context>
    <name>card_checker</name>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>reine Folge</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>normale Folge</translation>
    </message>
    <message>
        <source>too short: a meld has at least 3 cards</source>
        <translation>zu kurz: eine Kombination hat mindestens 3 Karten</translation>
    </message>
    <message>
        <source>too long: a set has at most 4 cards</source>
        <translation>zu lang: ein Satz hat höchstens 4 Karten</translation>
    </message>
    <message>
        <source>only jokers: a meld holds at least one real card</source>
        <translation>nur Joker: eine Kombination hat mindestens eine echte Karte</translation>
    </message>
    <message>
        <source>the same card twice</source>
        <translation>dieselbe Karte zweimal</translation>
    </message>
    <message>
        <source>mixed: neither one rank in different suits nor one suit in a row</source>
        <translation>gemischt: weder ein Rang in verschiedenen Farben noch eine Farbe in Folge</translation>
    </message>
    <message>
        <source>a gap in the sequence</source>
        <translation>eine Lücke in der Folge</translation>
    </message>
    <message>
        <source>round the corner: K-A-2 is no sequence</source>
        <translation>über das As hinweg: K-A-2 ist keine Folge</translation>
    </message>
    <message>
        <source>too short: a set has at least 3 cards</source>
        <translation>zu kurz: ein Set hat mindestens 3 Karten</translation>
    </message>
    <message>
        <source>too long</source>
        <translation>zu lang</translation>
    </message>
    <message>
        <source>Drachenrummy is played without jokers</source>
        <translation>Drachenrummy wird ohne Joker gespielt</translation>
    </message>
    <message>
        <source>mixed: neither one value in different suits nor one suit in a row</source>
        <translation>gemischt: weder ein Wert in verschiedenen Farben noch eine Farbe in Folge</translation>
    </message>
    <message>
        <source>a gap in the values</source>
        <translation>eine Lücke in den Werten</translation>
    </message>
    <message>
        <source>round the corner: K-A-2 is no set</source>
        <translation>über das As hinweg: K-A-2 ist kein Set</translation>
    </message>
    <message>
        <source>invalid: {0}</source>
        <translation>ungültig: {0}</translation>
    </message>
    <message>
        <source>valid {0}; joker stands for {1}</source>
        <translation>gültig: {0}; Joker steht für {1}</translation>
    </message>
    <message>
        <source>valid {0}</source>
        <translation>gültig: {0}</translation>
    </message>
    <message>
        <source>valid set: one value, different suits</source>
        <translation>gültiges Set: ein Wert, verschiedene Farben</translation>
    </message>
    <message>
        <source>valid set: one suit, values in a row</source>
        <translation>gültiges Set: eine Farbe, Werte in Folge</translation>
    </message>
    <message>
        <source>More copies than the deck has: {0}</source>
        <translation>Öfter, als das Kartenspiel sie hat: {0}</translation>
    </message>
    <message>
        <source>no pure sequence: every card counts</source>
        <translation>keine reine Folge: jede Karte zählt</translation>
    </message>
    <message>
        <source>a pure sequence but no second sequence: every card outside it counts</source>
        <translation>eine reine Folge, aber keine zweite Folge: jede Karte außerhalb von ihr zählt</translation>
    </message>
    <message>
        <source>a pure and a second sequence: only the cards outside the melds count</source>
        <translation>eine reine und eine zweite Folge: nur die Karten außerhalb der Kombinationen zählen</translation>
    </message>
    <message>
        <source>Valid declaration after discarding {0}.</source>
        <translation>Herausgehen gültig nach Abwerfen von {0}.</translation>
    </message>
    <message>
        <source>Valid declaration: every card is in a meld.</source>
        <translation>Herausgehen gültig: jede Karte liegt in einer Kombination.</translation>
    </message>
    <message>
        <source>no pure sequence; a declaration needs two sequences, one of them pure</source>
        <translation>keine reine Folge; zum Herausgehen braucht es zwei Folgen, davon eine reine</translation>
    </message>
    <message>
        <source>no second sequence besides the pure one</source>
        <translation>keine zweite Folge neben der reinen</translation>
    </message>
    <message>
        <source>cards outside the melds: {0}</source>
        <translation>Karten außerhalb der Kombinationen: {0}</translation>
    </message>
    <message>
        <source>Cannot be declared: {0}.</source>
        <translation>Herausgehen nicht möglich: {0}.</translation>
    </message>
    <message>
        <source>{0} is more dice than {1}</source>
        <translation>{0} sind mehr Würfel als {1}</translation>
    </message>
    <message>
        <source>{0} is more dice showing {1}</source>
        <translation>{0} sind mehr Würfel mit der {1}</translation>
    </message>
    <message>
        <source>{0} is at least as many dice as {1}, showing a higher face</source>
        <translation>{0} sind mindestens so viele Würfel wie {1}, mit höherer Augenzahl</translation>
    </message>
    <message>
        <source>Allowed: {0}.</source>
        <translation>Erlaubt: {0}.</translation>
    </message>
    <message>
        <source>a steal needs more than {0} dice showing {1}</source>
        <translation>zum Stehlen braucht es mehr als {0} Würfel mit der {1}</translation>
    </message>
    <message>
        <source>a steal needs more than {0} dice of one face</source>
        <translation>zum Stehlen braucht es mehr als {0} Würfel einer Augenzahl</translation>
    </message>
    <message>
        <source>a steal needs more than {0} dice showing {1}, or at least {0} showing a higher face</source>
        <translation>zum Stehlen braucht es mehr als {0} Würfel mit der {1}, oder mindestens {0} mit höherer Augenzahl</translation>
    </message>
    <message>
        <source>Not allowed: {0}.</source>
        <translation>Nicht erlaubt: {0}.</translation>
    </message>
    <message>
        <source>Type sets to check them.</source>
        <translation>Sets eingeben, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>Type melds to check them.</source>
        <translation>Kombinationen eingeben, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>{0} of {1} sets are invalid.</source>
        <translation>{0} von {1} Sets sind ungültig.</translation>
    </message>
    <message>
        <source>{0} of {1} melds are invalid.</source>
        <translation>{0} von {1} Kombinationen sind ungültig.</translation>
    </message>
    <message>
        <source>All {0} sets are valid.</source>
        <translation>Alle {0} Sets sind gültig.</translation>
    </message>
    <message>
        <source>All {0} melds are valid.</source>
        <translation>Alle {0} Kombinationen sind gültig.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>card {0} &apos;{1}&apos;</source>
        <translation>Karte {0} „{1}“</translation>
    </message>
    <message>
        <source>&apos;{0}&apos;</source>
        <translation>„{0}“</translation>
    </message>
    <message>
        <source>set {0}, {1}</source>
        <translation>Set {0}, {1}</translation>
    </message>
    <message>
        <source>meld {0}, {1}</source>
        <translation>Kombination {0}, {1}</translation>
    </message>
    <message>
        <source>the suit is missing (S H D C or ♠ ♥ ♦ ♣)</source>
        <translation>die Farbe fehlt (S H D C oder ♠ ♥ ♦ ♣)</translation>
    </message>
    <message>
        <source>the rank is missing (A K Q J 10 … 2)</source>
        <translation>der Rang fehlt (A K Q J 10 … 2)</translation>
    </message>
    <message>
        <source>unknown suit (S H D C or ♠ ♥ ♦ ♣)</source>
        <translation>unbekannte Farbe (S H D C oder ♠ ♥ ♦ ♣)</translation>
    </message>
    <message>
        <source>unknown rank (A K Q J 10 … 2, T for 10)</source>
        <translation>unbekannter Rang (A K Q J 10 … 2, T für 10)</translation>
    </message>
    <message>
        <source>there is no 1: the ace is A</source>
        <translation>es gibt keine 1: das As ist A</translation>
    </message>
    <message>
        <source>the rank comes first, then the suit (AS, 10H)</source>
        <translation>erst der Rang, dann die Farbe (AS, 10H)</translation>
    </message>
    <message>
        <source>nothing between two bars</source>
        <translation>nichts zwischen zwei Strichen</translation>
    </message>
    <message>
        <source>a joker is written * alone</source>
        <translation>ein Joker wird allein als * geschrieben</translation>
    </message>
    <message>
        <source>not a card</source>
        <translation>keine Karte</translation>
    </message>
</context>
<context>
    <name>checker</name>
    <message>
        <source>too short: a meld needs at least 3 tiles</source>
        <translation>zu kurz: eine Kombination braucht mindestens 3 Steine</translation>
    </message>
    <message>
        <source>too long: a group has at most 4, a run 26 tiles</source>
        <translation>zu lang: eine Gruppe hat höchstens 4, eine Straße 26 Steine</translation>
    </message>
    <message>
        <source>no numbered tile, only jokers</source>
        <translation>kein Zahlenstein, nur Joker</translation>
    </message>
    <message>
        <source>a colour twice in a group</source>
        <translation>eine Farbe doppelt in der Gruppe</translation>
    </message>
    <message>
        <source>mixed: neither one value in different colours nor one colour</source>
        <translation>gemischt: weder ein Wert in verschiedenen Farben noch eine Farbe</translation>
    </message>
    <message>
        <source>a gap in the run</source>
        <translation>eine Lücke in der Straße</translation>
    </message>
    <message>
        <source>a value twice in the run</source>
        <translation>ein Wert doppelt in der Straße</translation>
    </message>
    <message>
        <source>tile {0} &apos;{1}&apos;</source>
        <translation>Stein {0} „{1}“</translation>
    </message>
    <message>
        <source>&apos;{0}&apos;</source>
        <translation>„{0}“</translation>
    </message>
    <message>
        <source>meld {0}, {1}</source>
        <translation>Kombination {0}, {1}</translation>
    </message>
    <message>
        <source>unknown colour (use b, r, y/g, k/s or J)</source>
        <translation>unbekannte Farbe (b, r, g/y, s/k oder J verwenden)</translation>
    </message>
    <message>
        <source>the value is missing</source>
        <translation>der Wert fehlt</translation>
    </message>
    <message>
        <source>values go from 1 to 13</source>
        <translation>Werte gehen von 1 bis 13</translation>
    </message>
    <message>
        <source>the value is not a number</source>
        <translation>der Wert ist keine Zahl</translation>
    </message>
    <message>
        <source>empty meld between two bars</source>
        <translation>leere Kombination zwischen zwei Strichen</translation>
    </message>
    <message>
        <source>a joker has no value</source>
        <translation>ein Joker hat keinen Wert</translation>
    </message>
    <message>
        <source>invalid: {0}</source>
        <translation>ungültig: {0}</translation>
    </message>
    <message>
        <source>valid {0}; jokers stand for {1}</source>
        <translation>gültig: {0}; Joker stehen für {1}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>valid {0}; joker stands for {1}</source>
        <translation>gültige {0}; Joker steht für {1}</translation>
    </message>
    <message>
        <source>valid {0}</source>
        <translation>gültige {0}</translation>
    </message>
</context>
<context>
    <name>clock</name>
    <message>
        <source>1 table still playing</source>
        <translation>1 Tisch spielt noch</translation>
    </message>
    <message>
        <source>{0} tables still playing</source>
        <translation>{0} Tische spielen noch</translation>
    </message>
</context>
<context>
    <name>crosstable</name>
    <message>
        <source>Publish results into folder</source>
        <translation>Ergebnisse in Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>Writing the results site…</source>
        <translation>Die Ergebnisseiten werden geschrieben…</translation>
    </message>
    <message>
        <source>Results published</source>
        <translation>Ergebnisse veröffentlicht</translation>
    </message>
    <message>
        <source>The results are in {0}; open index.html.</source>
        <translation>Die Ergebnisse liegen in {0}; index.html öffnen.</translation>
    </message>
</context>
<context>
    <name>demo</name>
    <message>
        <source>Playing a demo tournament…</source>
        <translation>Ein Demo-Turnier wird gespielt…</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>The input is not valid.</source>
        <translation>Die Eingabe ist ungültig.</translation>
    </message>
    <message>
        <source>The file {0} does not exist.</source>
        <translation>Die Datei {0} gibt es nicht.</translation>
    </message>
    <message>
        <source>You may not read or write the file {0}.</source>
        <translation>Die Datei {0} darf nicht gelesen oder geschrieben werden.</translation>
    </message>
    <message>
        <source>The file {0} could not be read or written: {1}</source>
        <translation>Die Datei {0} konnte nicht gelesen oder geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Something went wrong inside the program. Nothing you saved is lost. The details were written to {0}.</source>
        <translation>Im Programm ist etwas schiefgegangen. Nichts Gespeichertes ist verloren. Die Einzelheiten stehen in {0}.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>groups</name>
    <message>
        <source>Group {0} &apos;{1}&apos;: use letters or digits only.</source>
        <translation>Gruppe {0} „{1}“: bitte nur Buchstaben oder Ziffern.</translation>
    </message>
    <message>
        <source>Group {0} &apos;{1}&apos; is named twice.</source>
        <translation>Gruppe {0} „{1}“ ist doppelt genannt.</translation>
    </message>
    <message>
        <source>Name at least two groups, or none for one field.</source>
        <translation>Mindestens zwei Gruppen nennen oder keine für ein einziges Feld.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Another desk changed this a moment ago. The window now shows the current state; please check it and enter your change again.</source>
        <translation>An einem anderen Rechner wurde das gerade geändert. Das Fenster zeigt jetzt den aktuellen Stand; bitte prüfen und die Änderung noch einmal eingeben.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>A tournament file needs a name ending in .srt.</source>
        <translation>Der Name einer Turnierdatei muss auf .srt enden.</translation>
    </message>
    <message>
        <source>Backups are made of tournament files. A tournament on a database server is backed up on the server.</source>
        <translation>Sicherungskopien gibt es von Turnierdateien. Ein Turnier auf einem Datenbankserver wird auf dem Server gesichert.</translation>
    </message>
    <message>
        <source>The result was not saved:</source>
        <translation>Das Ergebnis wurde nicht gespeichert:</translation>
    </message>
    <message>
        <source>Not possible now:</source>
        <translation>Jetzt nicht möglich:</translation>
    </message>
    <message>
        <source>The input was not accepted:</source>
        <translation>Die Eingabe wurde nicht angenommen:</translation>
    </message>
    <message>
        <source>Not found:</source>
        <translation>Nicht gefunden:</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>den Namen</translation>
    </message>
    <message>
        <source>the tournament&apos;s name</source>
        <translation>den Namen des Turniers</translation>
    </message>
    <message>
        <source>the club</source>
        <translation>den Verein</translation>
    </message>
    <message>
        <source>the group</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <source>the venue</source>
        <translation>den Ort</translation>
    </message>
    <message>
        <source>the director</source>
        <translation>die Turnierleitung</translation>
    </message>
    <message>
        <source>the author</source>
        <translation>den Verfasser</translation>
    </message>
    <message>
        <source>the date</source>
        <translation>das Datum</translation>
    </message>
    <message>
        <source>the reason of the decision</source>
        <translation>die Begründung der Entscheidung</translation>
    </message>
    <message>
        <source>the reason for withdrawing</source>
        <translation>den Grund für den Rückzug</translation>
    </message>
    <message>
        <source>Please fill in {field}.</source>
        <translation>Bitte {field} angeben.</translation>
    </message>
    <message>
        <source>There is no group &apos;{group}&apos; in this tournament. Groups: {groups}.</source>
        <translation>Die Gruppe &apos;{group}&apos; gibt es in diesem Turnier nicht. Gruppen: {groups}.</translation>
    </message>
    <message>
        <source>Choose two different players to swap.</source>
        <translation>Bitte zwei verschiedene Spieler zum Tauschen wählen.</translation>
    </message>
    <message>
        <source>The round is closed. Reopen it on the Rounds page to correct results.</source>
        <translation>Die Runde ist abgeschlossen. Zum Korrigieren bitte auf der Seite Runden wieder öffnen.</translation>
    </message>
    <message>
        <source>The game has no result to clear.</source>
        <translation>Das Spiel hat kein Ergebnis, das gelöscht werden könnte.</translation>
    </message>
    <message>
        <source>The decision was withdrawn already.</source>
        <translation>Die Entscheidung wurde schon zurückgenommen.</translation>
    </message>
    <message>
        <source>Another desk saved this game a moment ago; nothing was saved. The window now shows that result; please check it.</source>
        <translation>An einem anderen Rechner wurde dieses Spiel gerade gespeichert; nichts wurde gespeichert. Das Fenster zeigt jetzt dieses Ergebnis; bitte prüfen.</translation>
    </message>
    <message>
        <source>The variant cannot change once results are entered.</source>
        <translation>Die Variante kann sich nicht mehr ändern, sobald Ergebnisse eingetragen sind.</translation>
    </message>
    <message>
        <source>The date &apos;{date}&apos; must be written as YYYY-MM-DD.</source>
        <translation>Das Datum &apos;{date}&apos; bitte als JJJJ-MM-TT schreiben.</translation>
    </message>
    <message>
        <source>There are no players to import.</source>
        <translation>Es gibt keine Spieler zum Übernehmen.</translation>
    </message>
    <message>
        <source>The penalty must not be negative.</source>
        <translation>Der Abzug darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>The group name &apos;{group}&apos; must not be empty nor hold a comma.</source>
        <translation>Der Gruppenname &apos;{group}&apos; darf weder leer sein noch ein Komma enthalten.</translation>
    </message>
    <message>
        <source>This decision takes no points or tiles.</source>
        <translation>Diese Entscheidung nimmt keine Punkte oder Steine.</translation>
    </message>
    <message>
        <source>A penalty is given only when a game is neutralised.</source>
        <translation>Einen Abzug gibt es nur, wenn ein Spiel neutralisiert wird.</translation>
    </message>
    <message>
        <source>Another desk changed the tournament since; this step can no longer be undone or redone from here.</source>
        <translation>An einem anderen Rechner wurde das Turnier inzwischen geändert; dieser Schritt kann von hier nicht mehr rückgängig gemacht oder wiederholt werden.</translation>
    </message>
    <message>
        <source>Another desk changed the tournament a moment ago; nothing was saved. Please open the settings again.</source>
        <translation>An einem anderen Rechner wurde das Turnier gerade geändert; nichts wurde gespeichert. Bitte die Einstellungen neu öffnen.</translation>
    </message>
    <message>
        <source>Round {0}, table {1}, game {2}</source>
        <translation>Runde {0}, Tisch {1}, Spiel {2}</translation>
    </message>
    <message>
        <source>ended early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>neutralised</source>
        <translation>neutralisiert</translation>
    </message>
    <message>
        <source>averages</source>
        <translation>Durchschnittswerte</translation>
    </message>
    <message>
        <source>points set</source>
        <translation>Punkte festgelegt</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Tournament &apos;{name}&apos; created</source>
        <translation>Turnier &apos;{name}&apos; angelegt</translation>
    </message>
    <message>
        <source>Tournament &apos;{name}&apos; imported from {source}</source>
        <translation>Turnier &apos;{name}&apos; übernommen aus {source}</translation>
    </message>
    <message>
        <source>Tournament changed: {fields}</source>
        <translation>Turnier geändert: {fields}</translation>
    </message>
    <message>
        <source>result entered ({shown})</source>
        <translation>Ergebnis eingetragen ({shown})</translation>
    </message>
    <message>
        <source>result corrected ({shown})</source>
        <translation>Ergebnis korrigiert ({shown})</translation>
    </message>
    <message>
        <source>result cleared</source>
        <translation>Ergebnis gelöscht</translation>
    </message>
    <message>
        <source>Restored from backup {name}</source>
        <translation>Aus Sicherungskopie {name} wiederhergestellt</translation>
    </message>
    <message>
        <source>The round clock is paused already.</source>
        <translation>Die Rundenuhr ist schon angehalten.</translation>
    </message>
    <message>
        <source>The round clock is running already.</source>
        <translation>Die Rundenuhr läuft schon.</translation>
    </message>
    <message>
        <source>The round is closed: its clock has stopped.</source>
        <translation>Die Runde ist abgeschlossen: ihre Uhr steht.</translation>
    </message>
    <message>
        <source>their average</source>
        <translation>eigener Durchschnitt</translation>
    </message>
    <message>
        <source>Another desk changed {name} (no. {number}) a moment ago; nothing was saved. Please check the player and enter your change again.</source>
        <translation>An einem anderen Rechner wurde {name} (Nr. {number}) gerade geändert; nichts wurde gespeichert. Bitte prüfen und die Änderung noch einmal eingeben.</translation>
    </message>
    <message>
        <source>{location} was written by a newer version of the program. Please update the program.</source>
        <translation>{location} stammt von einer neueren Version des Programms. Bitte das Programm aktualisieren.</translation>
    </message>
    <message>
        <source>{location} is not a tournament file of this program, so it was not opened.</source>
        <translation>{location} ist keine Turnierdatei dieses Programms und wurde daher nicht geöffnet.</translation>
    </message>
    <message>
        <source>Players {players} do not sit at this table.</source>
        <translation>Spieler {players} sitzen nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>The input was not accepted.</source>
        <translation>Die Eingabe wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>What this step changed has been changed again since; it can no longer be undone or redone.</source>
        <translation>Was dieser Schritt geändert hat, wurde inzwischen wieder geändert; er kann nicht mehr rückgängig gemacht oder wiederholt werden.</translation>
    </message>
    <message>
        <source>The tournament file or database cannot be used.</source>
        <translation>Die Turnierdatei oder Datenbank kann nicht benutzt werden.</translation>
    </message>
    <message>
        <source>{location} exists already and is never overwritten. Please choose another name.</source>
        <translation>{location} gibt es schon, sie wird nie überschrieben. Bitte einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>The tournament file {location} does not exist.</source>
        <translation>Die Turnierdatei {location} gibt es nicht.</translation>
    </message>
    <message>
        <source>{location} is a folder, not a tournament file.</source>
        <translation>{location} ist ein Ordner, keine Turnierdatei.</translation>
    </message>
    <message>
        <source>{location} has a schema this program does not know (made by another program or a newer version of this one), so it was not opened.</source>
        <translation>{location} hat ein Schema, das dieses Programm nicht kennt (von einem anderen Programm oder einer neueren Version dieses Programms angelegt); die Datei wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>{location} was restored from a backup or replaced by another program since this window read it. Nothing was saved; the window now shows the file as it is. Check and enter again.</source>
        <translation>{location} wurde seit dem letzten Lesen dieses Fensters aus einer Sicherung wiederhergestellt oder von einem anderen Programm ersetzt. Nichts wurde gespeichert; das Fenster zeigt jetzt die Datei, wie sie ist. Bitte prüfen und erneut eingeben.</translation>
    </message>
    <message>
        <source>Another program keeps {location} busy, so nothing was saved. Please try again.</source>
        <translation>Ein anderes Programm hält {location} beschäftigt, daher wurde nichts gespeichert. Bitte noch einmal versuchen.</translation>
    </message>
    <message>
        <source>{location} was written by an older version of the program and cannot be updated.</source>
        <translation>{location} stammt von einer älteren Version des Programms und kann nicht aktualisiert werden.</translation>
    </message>
    <message>
        <source>{location} is damaged and cannot be opened. A backup of it can be restored.</source>
        <translation>{location} ist beschädigt und kann nicht geöffnet werden. Eine Sicherungskopie kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>The file {location} cannot be read.</source>
        <translation>Die Datei {location} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{path} is not a club register.</source>
        <translation>{path} ist kein Spielerstamm.</translation>
    </message>
    <message>
        <source>There is no club register {path}.</source>
        <translation>Den Spielerstamm {path} gibt es nicht.</translation>
    </message>
    <message>
        <source>A club register needs a name ending in .srclub.</source>
        <translation>Ein Spielerstamm braucht einen Namen mit der Endung .srclub.</translation>
    </message>
    <message>
        <source>The tournament has no strength groups: name them in the settings first.</source>
        <translation>Das Turnier hat keine Spielstärkegruppen: zuerst in den Einstellungen benennen.</translation>
    </message>
    <message>
        <source>The groups by rating cannot be made: {reason}</source>
        <translation>Die Einstufung nach Wertungszahl geht so nicht: {reason}</translation>
    </message>
    <message>
        <source>A member needs a name.</source>
        <translation>Ein Mitglied braucht einen Namen.</translation>
    </message>
    <message>
        <source>The membership number {number} is given already.</source>
        <translation>Die Mitgliedsnummer {number} ist schon vergeben.</translation>
    </message>
    <message>
        <source>No member has the membership number {number}.</source>
        <translation>Kein Mitglied hat die Mitgliedsnummer {number}.</translation>
    </message>
    <message>
        <source>Not in the club register: {names}</source>
        <translation>Nicht im Spielerstamm: {names}</translation>
    </message>
    <message>
        <source>Several members fit {names}: write the names apart.</source>
        <translation>Mehrere Mitglieder passen zu {names}: die Namen bitte unterscheidbar schreiben.</translation>
    </message>
    <message>
        <source>{location} holds several tournaments; open it from the server instead.</source>
        <translation>{location} enthält mehrere Turniere; bitte über den Server öffnen.</translation>
    </message>
    <message>
        <source>{location} is not a database address. Write it like postgresql://user@host/database.</source>
        <translation>{location} ist keine Datenbankadresse. Bitte so schreiben: postgresql://benutzer@rechner/datenbank.</translation>
    </message>
    <message>
        <source>The database {location} holds no tournament.</source>
        <translation>Die Datenbank {location} enthält kein Turnier.</translation>
    </message>
    <message>
        <source>The database {location} belongs to another program, so it was not opened.</source>
        <translation>Die Datenbank {location} gehört zu einem anderen Programm und wurde daher nicht geöffnet.</translation>
    </message>
    <message>
        <source>The database server {location} cannot be reached. Check the address, the network and the password.</source>
        <translation>Der Datenbankserver {location} ist nicht erreichbar. Bitte Adresse, Netzwerk und Passwort prüfen.</translation>
    </message>
    <message>
        <source>The backup could not be written in {location}, so the round was not closed. Check that the folder can be written and the disk has room, then close the round again.</source>
        <translation>Die Sicherungskopie konnte in {location} nicht geschrieben werden, deshalb wurde die Runde nicht abgeschlossen. Bitte prüfen, ob der Ordner beschreibbar ist und der Datenträger Platz hat, dann die Runde noch einmal abschließen.</translation>
    </message>
    <message>
        <source>{source}: the rounds must be numbered 1, 2, 3 ...; round {round} does not fit.</source>
        <translation>{source}: Die Runden müssen 1, 2, 3 … nummeriert sein; Runde {round} passt nicht.</translation>
    </message>
    <message>
        <source>Not found: {what} {id}.</source>
        <translation>Nicht gefunden: {what} {id}.</translation>
    </message>
    <message>
        <source>Player {id} does not exist (any more).</source>
        <translation>Spieler {id} gibt es nicht (mehr).</translation>
    </message>
    <message>
        <source>Game {id} does not exist (any more).</source>
        <translation>Spiel {id} gibt es nicht (mehr).</translation>
    </message>
    <message>
        <source>Round {id} does not exist.</source>
        <translation>Runde {id} gibt es nicht.</translation>
    </message>
    <message>
        <source>Round {round} has no table {id}.</source>
        <translation>Runde {round} hat keinen Tisch {id}.</translation>
    </message>
    <message>
        <source>The decision {id} does not exist (any more).</source>
        <translation>Die Entscheidung {id} gibt es nicht (mehr).</translation>
    </message>
    <message>
        <source>The absence {id} does not exist (any more).</source>
        <translation>Die Abwesenheit {id} gibt es nicht (mehr).</translation>
    </message>
    <message>
        <source>Tournament {id} does not exist.</source>
        <translation>Turnier {id} gibt es nicht.</translation>
    </message>
    <message>
        <source>{location} holds no tournament {id}.</source>
        <translation>{location} enthält kein Turnier {id}.</translation>
    </message>
    <message>
        <source>Please type {field} as text.</source>
        <translation>Bitte {field} als Text eingeben.</translation>
    </message>
    <message>
        <source>{field} may have at most {limit} characters.</source>
        <translation>Höchstens {limit} Zeichen für {field}.</translation>
    </message>
    <message>
        <source>The control character {char} is not allowed for {field}.</source>
        <translation>Das Steuerzeichen {char} ist für {field} nicht erlaubt.</translation>
    </message>
    <message>
        <source>The character {char} is not text and not allowed for {field}.</source>
        <translation>Das Zeichen {char} ist kein Text und für {field} nicht erlaubt.</translation>
    </message>
    <message>
        <source>The setting {field} has no value &apos;{value}&apos;. Choose one of: {allowed}.</source>
        <translation>Die Einstellung {field} kennt den Wert &apos;{value}&apos; nicht. Möglich sind: {allowed}.</translation>
    </message>
    <message>
        <source>The setting {field} must be a whole number.</source>
        <translation>Die Einstellung {field} muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The setting {field} must be 1 or more.</source>
        <translation>Die Einstellung {field} muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <source>A demo tournament needs at least 3 players, not {players}.</source>
        <translation>Ein Beispielturnier braucht mindestens 3 Spieler, nicht {players}.</translation>
    </message>
    <message>
        <source>The number of rounds must not be negative ({rounds}).</source>
        <translation>Die Zahl der Runden darf nicht negativ sein ({rounds}).</translation>
    </message>
    <message>
        <source>{name} (no. {number}) has already withdrawn.</source>
        <translation>{name} (Nr. {number}) hat sich schon zurückgezogen.</translation>
    </message>
    <message>
        <source>{name} (no. {number}) has not withdrawn.</source>
        <translation>{name} (Nr. {number}) hat sich nicht zurückgezogen.</translation>
    </message>
    <message>
        <source>{name} (no. {number}) cannot be removed: the player is in round {rounds} already. Use Withdraw instead; the player then leaves from the next round.</source>
        <translation>{name} (Nr. {number}) kann nicht entfernt werden: Der Spieler ist schon in Runde {rounds} eingeteilt. Bitte stattdessen Zurückziehen wählen; der Spieler scheidet dann ab der nächsten Runde aus.</translation>
    </message>
    <message>
        <source>Round {round} is still open. Close it before starting the next round.</source>
        <translation>Runde {round} ist noch offen. Bitte erst abschließen, dann die nächste Runde beginnen.</translation>
    </message>
    <message>
        <source>Round {round} is closed. Reopen it first.</source>
        <translation>Runde {round} ist abgeschlossen. Bitte erst wieder öffnen.</translation>
    </message>
    <message>
        <source>Seating was cancelled: round {round} was not started.</source>
        <translation>Das Setzen wurde abgebrochen: Runde {round} wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a server address. Write it like http://192.168.1.20:8765.</source>
        <translation>&apos;{value}&apos; ist keine Serveradresse. Bitte so schreiben: http://192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>The table link is not known.</source>
        <translation>Dieser Tisch-Link ist unbekannt.</translation>
    </message>
    <message>
        <source>Round {round} is closed, so its table links have expired.</source>
        <translation>Runde {round} ist abgeschlossen, ihre Tisch-Links gelten nicht mehr.</translation>
    </message>
    <message>
        <source>Table {table} has no game {number}.</source>
        <translation>Tisch {table} hat kein Spiel {number}.</translation>
    </message>
    <message>
        <source>Table {table}, game {number} is not open for entry any more.</source>
        <translation>Tisch {table}, Spiel {number} ist nicht mehr zur Eingabe offen.</translation>
    </message>
    <message>
        <source>Table {table}, game {number}: a result from the table is waiting already.</source>
        <translation>Tisch {table}, Spiel {number}: Ein Ergebnis vom Tisch wartet bereits.</translation>
    </message>
    <message>
        <source>A phone sends the tiles left, not hands.</source>
        <translation>Ein Handy sendet die übrigen Steine, keine Hände.</translation>
    </message>
    <message>
        <source>Every other player at the table must confirm the result.</source>
        <translation>Alle anderen Spieler am Tisch müssen das Ergebnis bestätigen.</translation>
    </message>
    <message>
        <source>There is no result {id} from a phone.</source>
        <translation>Es gibt kein Ergebnis {id} von einem Handy.</translation>
    </message>
    <message>
        <source>The result {id} from a phone was decided already.</source>
        <translation>Über das Ergebnis {id} vom Handy wurde schon entschieden.</translation>
    </message>
    <message>
        <source>There is no status &apos;{value}&apos;. Choose one of: {allowed}.</source>
        <translation>Es gibt keinen Status &apos;{value}&apos;. Möglich sind: {allowed}.</translation>
    </message>
    <message>
        <source>Please say why the result is rejected; the phone shows it to the table.</source>
        <translation>Bitte angeben, warum das Ergebnis abgelehnt wird; das Handy zeigt es dem Tisch.</translation>
    </message>
    <message>
        <source>The message may have at most {limit} characters.</source>
        <translation>Die Nachricht darf höchstens {limit} Zeichen haben.</translation>
    </message>
    <message>
        <source>Round {round} is closed already.</source>
        <translation>Runde {round} ist schon abgeschlossen.</translation>
    </message>
    <message>
        <source>Round {round} cannot close yet: {count} games have no result ({games}). Enter them or give a director&apos;s decision.</source>
        <translation>Runde {round} kann noch nicht abgeschlossen werden: {count} Spiele haben kein Ergebnis ({games}). Bitte eintragen oder eine Entscheidung der Turnierleitung treffen.</translation>
    </message>
    <message>
        <source>Round {round} is still open.</source>
        <translation>Runde {round} ist noch offen.</translation>
    </message>
    <message>
        <source>Round {round} cannot be reopened: round {later} has started already.</source>
        <translation>Runde {round} kann nicht wieder geöffnet werden: Runde {later} hat schon begonnen.</translation>
    </message>
    <message>
        <source>Round {round} cannot start: the rounds stored are not 1 to {last}.</source>
        <translation>Runde {round} kann nicht beginnen: Die gespeicherten Runden sind nicht 1 bis {last}.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated: {count} players are too few; a table needs at least {least}.</source>
        <translation>Runde {round} kann nicht gesetzt werden: {count} Spieler sind zu wenig; ein Tisch braucht mindestens {least}.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated: group {group} has only {count} players; a table needs at least {least}. Move players between the groups on the Players page.</source>
        <translation>Runde {round} kann nicht gesetzt werden: Gruppe {group} hat nur {count} Spieler; ein Tisch braucht mindestens {least}. Bitte die Gruppen auf der Seite Spieler ausgleichen.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated: a player has no strength group. Give every player a group on the Players page.</source>
        <translation>Runde {round} kann nicht gesetzt werden: Ein Spieler hat keine Spielstärkegruppe. Bitte auf der Seite Spieler jedem Spieler eine Gruppe geben.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated: {reason}</source>
        <translation>Runde {round} kann nicht gesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>Table {table} of round {round} has results already, so its seats cannot change.</source>
        <translation>Tisch {table} der Runde {round} hat schon Ergebnisse, die Plätze können sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Player {player} has no seat in round {round}.</source>
        <translation>Spieler {player} hat in Runde {round} keinen Platz.</translation>
    </message>
    <message>
        <source>The result was not saved: {problems}</source>
        <translation>Das Ergebnis wurde nicht gespeichert: {problems}</translation>
    </message>
    <message>
        <source>The tiles left of player {player} must be a whole number.</source>
        <translation>Die Reststeine von Spieler {player} müssen eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The claims of player {player} must be a whole number.</source>
        <translation>Die Claims von Spieler {player} müssen eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>There is no decision &apos;{value}&apos;. Choose one of: {allowed}.</source>
        <translation>Eine Entscheidung &apos;{value}&apos; gibt es nicht. Möglich sind: {allowed}.</translation>
    </message>
    <message>
        <source>The tiles left of player {player} must be a whole number, 0 or more.</source>
        <translation>Die Reststeine von Spieler {player} müssen eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>A game ended early needs the tiles left of every player (missing: players {players}).</source>
        <translation>Ein vorzeitig beendetes Spiel braucht die Reststeine aller Spieler (es fehlen: Spieler {players}).</translation>
    </message>
    <message>
        <source>Setting the points needs the points of every player (missing: {players}).</source>
        <translation>Zum Festsetzen braucht es die Punkte aller Spieler (es fehlen: {players}).</translation>
    </message>
    <message>
        <source>The decision was not saved: {problems}</source>
        <translation>Die Entscheidung wurde nicht gespeichert: {problems}</translation>
    </message>
    <message>
        <source>There is no award &apos;{value}&apos;. Choose one of: {allowed}.</source>
        <translation>Eine Wertung &apos;{value}&apos; gibt es nicht. Möglich sind: {allowed}.</translation>
    </message>
    <message>
        <source>{name} has left the table already.</source>
        <translation>{name} hat den Tisch schon verlassen.</translation>
    </message>
    <message>
        <source>Player {player} does not sit at this table.</source>
        <translation>Spieler {player} sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>Only {count} players would be left, and a game needs {least}. Neutralise or average the remaining games instead.</source>
        <translation>Es blieben nur {count} Spieler, ein Spiel braucht aber {least}. Bitte die übrigen Spiele stattdessen neutralisieren oder mit Durchschnitt werten.</translation>
    </message>
    <message>
        <source>Game {games} of this table has a result or a decision already. Clear it first.</source>
        <translation>Spiel {games} dieses Tisches hat schon ein Ergebnis oder eine Entscheidung. Bitte erst löschen.</translation>
    </message>
    <message>
        <source>Game {games} was played without the player. Clear it first.</source>
        <translation>Spiel {games} wurde ohne den Spieler gespielt. Bitte erst löschen.</translation>
    </message>
    <message>
        <source>The setting {field} must be at most {limit}.</source>
        <translation>Die Einstellung {field} darf höchstens {limit} sein.</translation>
    </message>
    <message>
        <source>Player {player}: {value} is not a whole number.</source>
        <translation>Spieler {player}: {value} ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>A round is seated already: the game cannot change to one with other tables or games.</source>
        <translation>Eine Runde ist schon gesetzt: Das Spiel kann nicht mehr zu einem mit anderen Tischen oder Spielen wechseln.</translation>
    </message>
    <message>
        <source>Only a card game&apos;s ended-early decision takes the match&apos;s result.</source>
        <translation>Nur die vorzeitige Beendigung eines Kartenspiels nimmt das Ergebnis der Partie.</translation>
    </message>
    <message>
        <source>A card game ended early needs the match as it stood (its deals or points).</source>
        <translation>Ein vorzeitig beendetes Kartenspiel braucht den Stand der Partie (ihre Deals oder Punkte).</translation>
    </message>
    <message>
        <source>{game} results are entered at the desk, not by phone.</source>
        <translation>Ergebnisse von {game} werden am Turniertisch eingegeben, nicht per Handy.</translation>
    </message>
    <message>
        <source>Player {player}: the cards must be written as text.</source>
        <translation>Spieler {player}: Die Karten müssen als Text geschrieben sein.</translation>
    </message>
    <message>
        <source>the reason</source>
        <translation>die Begründung</translation>
    </message>
    <message>
        <source>table {0} game {1}</source>
        <translation>Tisch {0} Spiel {1}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>Player {number} {name} registered</source>
        <translation>Spieler {number} {name} angemeldet</translation>
    </message>
    <message>
        <source>Player {number} {name} registered (late entry, from round {round})</source>
        <translation>Spieler {number} {name} angemeldet (Nachmeldung, ab Runde {round})</translation>
    </message>
    <message>
        <source>{count} players imported</source>
        <translation>{count} Spieler übernommen</translation>
    </message>
    <message>
        <source>{count} players put into groups by rating</source>
        <translation>{count} Spieler/innen nach Wertungszahl in Gruppen eingeteilt</translation>
    </message>
    <message>
        <source>Player {number} edited: {old} → {new}</source>
        <translation>Spieler {number} geändert: {old} → {new}</translation>
    </message>
    <message>
        <source>Player {number} {name} withdrawn after round {round}</source>
        <translation>Spieler {number} {name} nach Runde {round} zurückgezogen</translation>
    </message>
    <message>
        <source>Player {number} {name} withdrawn after round {round}: {reason}</source>
        <translation>Spieler {number} {name} nach Runde {round} zurückgezogen: {reason}</translation>
    </message>
    <message>
        <source>Player {number} {name} reinstated</source>
        <translation>Spieler {number} {name} wieder aufgenommen</translation>
    </message>
    <message>
        <source>Player {number} {name} removed</source>
        <translation>Spieler {number} {name} entfernt</translation>
    </message>
    <message>
        <source>Round {round} started: {tables} tables</source>
        <translation>Runde {round} begonnen: {tables} Tische</translation>
    </message>
    <message>
        <source>Round {round} started: {tables} tables, {sitting_out} sitting out</source>
        <translation>Runde {round} begonnen: {tables} Tische, {sitting_out} setzen aus</translation>
    </message>
    <message>
        <source>Round {round}: {a} and {b} swapped seats</source>
        <translation>Runde {round}: {a} und {b} haben die Plätze getauscht</translation>
    </message>
    <message>
        <source>Round {round} closed</source>
        <translation>Runde {round} abgeschlossen</translation>
    </message>
    <message>
        <source>Round {round} reopened</source>
        <translation>Runde {round} wieder geöffnet</translation>
    </message>
    <message>
        <source>Round {round}: clock paused</source>
        <translation>Runde {round}: Uhr angehalten</translation>
    </message>
    <message>
        <source>Round {round}: clock resumed</source>
        <translation>Runde {round}: Uhr läuft weiter</translation>
    </message>
    <message>
        <source>decision {kind} ({reason})</source>
        <translation>Entscheidung: {kind} ({reason})</translation>
    </message>
    <message>
        <source>decision {kind} withdrawn ({reason})</source>
        <translation>Entscheidung „{kind}“ zurückgenommen ({reason})</translation>
    </message>
    <message>
        <source>{name} left the table, {award} for the games missed ({reason})</source>
        <translation>{name} hat den Tisch verlassen, {award} für die verpassten Spiele ({reason})</translation>
    </message>
    <message>
        <source>{name} back at the table (left by mistake: {reason})</source>
        <translation>{name} wieder am Tisch (irrtümlich als gegangen eingetragen: {reason})</translation>
    </message>
    <message>
        <source>Undo: {summary}</source>
        <translation>Rückgängig: {summary}</translation>
    </message>
    <message>
        <source>Redo: {summary}</source>
        <translation>Wiederholt: {summary}</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>zurückgezogen nach Runde {0}</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>late entry, from round {0}</source>
        <translation>Nachmeldung, ab Runde {0}</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
</context>
<context>
    <name>print_pages</name>
    <message>
        <source>The printout {0} cannot be read.</source>
        <translation>Der Ausdruck {0} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Score sheets</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>Seating plan</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}…</source>
        <translation>{0} wird geschrieben…</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Excel-Export</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Standings PDF</source>
        <translation>Ranglisten-PDF</translation>
    </message>
    <message>
        <source>Decisions PDF</source>
        <translation>Entscheidungen als PDF</translation>
    </message>
    <message>
        <source>Score sheets, round {0}</source>
        <translation>Spielzettel, Runde {0}</translation>
    </message>
    <message>
        <source>Seating plan, round {0}</source>
        <translation>Sitzplan, Runde {0}</translation>
    </message>
    <message>
        <source>Table cards, round {0}</source>
        <translation>Tischkarten, Runde {0}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Director&apos;s decisions</source>
        <translation>Entscheidungen der Turnierleitung</translation>
    </message>
    <message>
        <source>Print preview: {0}</source>
        <translation>Druckvorschau: {0}</translation>
    </message>
    <message>
        <source>Printing {0}…</source>
        <translation>{0} wird gedruckt…</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>{0}: {1} tiles typed, but the hand has {2}.</source>
        <translation>{0}: {1} Steine eingegeben, die Hand hat aber {2}.</translation>
    </message>
    <message>
        <source>{0}: the count is missing.</source>
        <translation>{0}: die Anzahl fehlt.</translation>
    </message>
    <message>
        <source>Only one player can go out: {0} all have 0 tiles.</source>
        <translation>Nur einer kann ausmachen: {0} haben alle 0 Steine.</translation>
    </message>
    <message>
        <source>Nobody has 0 tiles: enter the player who went out, or mark the game as ended early.</source>
        <translation>Niemand hat 0 Steine: den Spieler eintragen, der ausgemacht hat, oder das Spiel als vorzeitig beendet markieren.</translation>
    </message>
    <message>
        <source>A game is either ended early or a Rommé in the first round.</source>
        <translation>Ein Spiel ist entweder vorzeitig beendet oder ein Rommé in der ersten Runde.</translation>
    </message>
    <message>
        <source>The hands hold more of a tile than the set has (two of each): {0}</source>
        <translation>Die Hände enthalten mehr Exemplare eines Steins, als das Spiel hat (je zwei): {0}</translation>
    </message>
    <message>
        <source>The hands hold {0} jokers; this game has {1}.</source>
        <translation>Die Hände enthalten {0} Joker; dieses Spiel hat {1}.</translation>
    </message>
    <message>
        <source>{0}: this game has no claims.</source>
        <translation>{0}: dieses Spiel hat keine Claims.</translation>
    </message>
    <message>
        <source>{0}: a count cannot be negative.</source>
        <translation>{0}: eine Anzahl kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>{0}: not at this table.</source>
        <translation>{0}: nicht an diesem Tisch.</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>Table meld {0} is not valid: {1}</source>
        <translation>Kombination {0} auf dem Tisch ist ungültig: {1}</translation>
    </message>
    <message>
        <source>More copies than the game has (two of each): {0}</source>
        <translation>Mehr Steine, als das Spiel hat (je zwei): {0}</translation>
    </message>
    <message>
        <source>Too many jokers for the solver.</source>
        <translation>Zu viele Joker für die Suche.</translation>
    </message>
    <message>
        <source>The solver cannot work with this hand and table.</source>
        <translation>Mit dieser Hand und diesem Tisch kann die Suche nicht arbeiten.</translation>
    </message>
    <message>
        <source>No tile of the hand can be laid.</source>
        <translation>Kein Stein der Hand kann gelegt werden.</translation>
    </message>
    <message>
        <source>All {0} tiles can be laid: the hand goes out.</source>
        <translation>Alle {0} Steine können gelegt werden: die Hand macht aus.</translation>
    </message>
    <message>
        <source>Best play lays {0} tiles; {1} stay in the hand: {2}</source>
        <translation>Der beste Zug legt {0} Steine; {1} bleiben auf der Hand: {2}</translation>
    </message>
</context>
<context>
    <name>turns</name>
    <message>
        <source>§10 draw</source>
        <translation>§10 Ziehen</translation>
    </message>
    <message>
        <source>§10 first laying out</source>
        <translation>§10 Erstes Auslegen</translation>
    </message>
    <message>
        <source>§10 rearranging</source>
        <translation>§10 Manipulieren</translation>
    </message>
    <message>
        <source>§2 melds</source>
        <translation>§2 Kombinationen</translation>
    </message>
    <message>
        <source>§4 claims</source>
        <translation>§4 Claims</translation>
    </message>
    <message>
        <source>§10 discard</source>
        <translation>§10 Abwerfen</translation>
    </message>
    <message>
        <source>§10 hand</source>
        <translation>§10 Hand</translation>
    </message>
    <message>
        <source>§10 turn order</source>
        <translation>§10 Reihenfolge</translation>
    </message>
    <message>
        <source>§10 the end</source>
        <translation>§10 Spielende</translation>
    </message>
    <message>
        <source>A turn draws two tiles: the first from the pool, the second from the pool or the top of the discard pile (what the pool holds when it has fewer).</source>
        <translation>Ein Zug zieht zwei Steine: den ersten aus dem Neu-Bestand, den zweiten aus dem Neu-Bestand oder oben vom Alt-Bestand (so viele der Neu-Bestand noch hat, wenn es weniger sind).</translation>
    </message>
    <message>
        <source>The first laying out puts at least one group or run of 3 tiles from the own hand on the table, before any table tile is moved.</source>
        <translation>Das erste Auslegen legt mindestens eine Gruppe oder Straße aus 3 Steinen der eigenen Hand auf den Tisch, bevor ein Stein des Tisches bewegt wird.</translation>
    </message>
    <message>
        <source>Every tile on the table before the turn stays on it, except a released joker and one tile taken by putting the own joker in its place; a joker keeps what it stands for until it is released.</source>
        <translation>Jeder Stein, der vor dem Zug auf dem Tisch lag, bleibt auf dem Tisch, außer einem freigespielten Joker und einem Stein, an dessen Stelle der eigene Joker gelegt wird; ein Joker behält, wofür er steht, bis er freigespielt ist.</translation>
    </message>
    <message>
        <source>At the end of the turn every meld on the table is valid.</source>
        <translation>Am Ende des Zuges ist jede Kombination auf dem Tisch gültig.</translation>
    </message>
    <message>
        <source>A claim is a group of exactly 4 tiles with at most one joker; only its owner may move its tiles.</source>
        <translation>Ein Claim ist eine Gruppe aus genau 4 Steinen mit höchstens einem Joker; nur sein Besitzer darf seine Steine bewegen.</translation>
    </message>
    <message>
        <source>The turn ends with one tile from the hand on the discard pile, unless the hand is empty.</source>
        <translation>Der Zug endet mit einem Stein aus der Hand auf dem Alt-Bestand, außer die Hand ist leer.</translation>
    </message>
    <message>
        <source>Only tiles of the hand and the tiles drawn are laid; the hand after the turn is what is left of them.</source>
        <translation>Gelegt werden nur Steine der Hand und die gezogenen; die Hand nach dem Zug ist, was davon übrig bleibt.</translation>
    </message>
    <message>
        <source>The players take their turns in seat order.</source>
        <translation>Die Spieler sind in der Reihenfolge ihrer Plätze am Zug.</translation>
    </message>
    <message>
        <source>After the end of the game there are no more turns.</source>
        <translation>Nach dem Ende des Spiels gibt es keinen Zug mehr.</translation>
    </message>
    <message>
        <source>meld {0} ({1}): {2}</source>
        <translation>Kombination {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>the tiles {0}</source>
        <translation>betroffen: {0}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>empty: the game ends</source>
        <translation>leer: das Spiel endet</translation>
    </message>
    <message>
        <source>Legal: laid {0}; the hand after the turn: {1}</source>
        <translation>Regelgerecht: gelegt {0}; die Hand nach dem Zug: {1}</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>not a recorded game: the first line names the format stein-rummy-game/1</source>
        <translation>kein aufgezeichnetes Spiel: die erste Zeile nennt das Format stein-rummy-game/1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>each line is a JSON object</source>
        <translation>jede Zeile ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a recorded game: {0}</source>
        <translation>kein aufgezeichnetes Spiel: {0}</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
</context>
<context>
    <name>workers</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>es ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Die Datei ist beschädigt: Die Einstellungen der Spieler sind unlesbar.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Diese Datei ist kein gespeichertes Rummy-Spiel.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>Über Rummy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indisches Rommé (13/21 Karten: Punkte, Pool 101 und 201, Deals) und Gin Rummy gegen Computerspieler, offline.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später. Sie dürfen sie unter dieser Lizenz weitergeben und ändern; sie kommt ohne jede Gewährleistung.&lt;/p&gt;&lt;p&gt;Regelwerk, Computerspieler, Kartenbilder und Übersetzungen sind eigene Arbeit des Rummy-Projekts. Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Die Datei ist beschädigt: Die Einstellungen der Spieler sind unlesbar.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>Die gespeicherte Partie enthält einen Zug, den die Regeln nicht erlauben: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>Die Datei ist unvollständig: Sie endet mitten im gespeicherten Spiel.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>Die Datei ist beschädigt: Sie lässt sich nicht als gespeichertes Spiel lesen (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Diese Datei ist kein gespeichertes Rummy-Spiel.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>Die Datei ist beschädigt: Sie gibt nicht an, welches Speicherformat sie verwendet.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>Dieses Spiel wurde von einer neueren Version von Rummy gespeichert (Speicherformat %1; diese Version liest Format %2).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>Dieses Spiel verwendet ein altes Speicherformat (%1), das diese Version von Rummy nicht lesen kann.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>Die Datei ist beschädigt: Der Verlauf der Partie ist unlesbar.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>Die Datei ist beschädigt: Mit ihren Regeln kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>Die gespeicherte Partie enthält einen Zug, den die Regeln nicht erlauben: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Die Datei ist beschädigt: Die Einstellungen der Spieler sind unlesbar.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>Diese Version von Rummy kann das Spiel in dieser Datei nicht spielen.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>Die Datei ist beschädigt: Der Verlauf der Partie ist unlesbar (bei %1).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>sie konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>sie ist kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>sie ist keine Statistikdatei dieser Version</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>die Zahlen für %1 sind beschädigt</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>Ihre Statistikdatei %1 konnte nicht gelesen werden: %2. Sie wurde als %3 aufbewahrt und eine neue Statistik begonnen.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>Ihre Statistikdatei %1 konnte nicht gelesen werden: %2. Eine neue Statistik wurde begonnen; die alte Datei wird beim Speichern ersetzt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>Ihre Statistik konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>die Zahlen für Gin sind beschädigt</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>die Liste der gezählten Runden ist beschädigt</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>die Zahlen für 21 Karten sind beschädigt</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>sie ist %1 MB groß, weit größer als Statistiken je sind</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>die Zahlen für die Tischspiele sind beschädigt</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>Zum Eröffnen fehlen noch %1 Punkte.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>Wählen Sie drei oder mehr Karten, die einen Satz oder eine Folge bilden, dann Auslegen.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>Wählen Sie eine Karte zum Anlegen und klicken Sie dann auf eine Kombination auf dem Tisch.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 passt an keine Kombination auf dem Tisch.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Wählen Sie eine Karte zum Ablegen.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ist ausgegangen.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>Niemand ist ausgegangen: Die Runde ist blockiert.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Ausgelegt</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>Runde %1 von %2. Hier klicken oder N drücken für die nächste Runde.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>Ziel %1, für den Spieler, der ausmacht. Hier klicken oder N drücken für die nächste Runde.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>Ziel %1. Hier klicken oder N drücken für die nächste Runde.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 gewinnt das Spiel! Hier klicken oder N drücken für ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Diese Datei ist kein gespeichertes Rummy-Spiel.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>Indian Rummy gegen Computergegner.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>Reproduzierbar aus dem Startwert &lt;N&gt; geben.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>Spieler am Tisch, 2 bis 6 (Standard 4).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>Spielform: points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>Millisekunden, die ein Bot scheinbar nachdenkt (Standard 700).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>Einige gespeicherte Einstellungen waren nicht verwendbar; stattdessen gelten ihre Standardwerte.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>Das Spiel: indian13, indian21, gin, straight, 500, 51 oder kaluki (Standard: die Einstellungen).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>„%1“ ist keine Zahl von %2 bis %3: %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>„%1“ ist weder true noch false: %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>Unbekannte Spielform „%1“; Punkte-Rummy wird verwendet.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>Die Spielerzahl wird auf %1 zurückgesetzt.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>Unbekannte Stufe „%1“ für Platz %2; Mittel wird verwendet.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>Der Name für Platz %1 ist zu lang; er wird gekürzt.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>Die Hausregeln werden auf die Standardregeln der Spielform zurückgesetzt.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>Mit den gespeicherten Hausregeln können %1 Spieler nicht spielen; die Standardregeln der Spielform werden verwendet.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>Das Kartenblatt „%1“ ist nicht installiert; das eingebaute Blatt wird verwendet.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>Unbekannte Kartenrückseite „%1“; Rot wird verwendet.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>„%1“ ist keine Farbe; der grüne Filz wird verwendet.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>Unbekannte Animationsgeschwindigkeit „%1“; Normal wird verwendet.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>Die Bedenkzeit der Bots wird auf %1 ms zurückgesetzt.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>Unbekannte Sprache „%1“; die Systemsprache wird verwendet.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>Die Einstellungen stammen von einer anderen Version von Rummy (%1); die Standardwerte werden verwendet.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>Unbekanntes Spiel „%1“; Indian Rummy wird gespielt.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>Unbekannte Mauer-Regel „%1“.</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>Die Gin-Optionen werden auf die Standardregeln zurückgesetzt.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>Unbekannte Art, Wertkarten zu bezahlen: „%1“.</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>Die Optionen des Tischspiels werden auf seine Standardregeln zurückgesetzt.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>Die Bedenkzeit des Experten wird auf %1 ms zurückgesetzt.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>Das Kartenblatt „%1“ konnte nicht gelesen werden; das eingebaute Blatt wird verwendet.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>Runden-Code:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Runden-Code</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>Nachspielen mit Spiel → Runde per Code spielen…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>Der Code enthält die Standardregeln der Spielform, nicht die Hausregeln dieser Partie.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>Standard (zwei Farben)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>%1 (KDE)</source>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <source>%1 (aisleriot)</source>
        <translation>%1 (aisleriot)</translation>
    </message>
</context>
<context>
    <name>rummy::DiscardHistoryDialog</name>
    <message>
        <source>Discard history</source>
        <translation>Ablageverlauf</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>warf %1 ab</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>nahm %1</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 zurück (Zug verpasst)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 auf Beenden</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>In diesem Spiel wurde noch nichts abgelegt.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>Das ganze Spiel, älteste zuerst. Vom verdeckten Stapel gezogene Karten werden nicht gezeigt: Niemand sieht sie.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>Letzter Zug: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 zog vom Stapel</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 nahm die abgelegte Karte</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 nahm %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 legte %2 ab</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 passte</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 klopfte</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Erst die aufgedeckte Karte nehmen oder passen.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>Beide haben die aufgedeckte Karte abgelehnt: Zuerst wird vom Stapel gezogen.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>Gin-Züge</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Abgelegte nehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Erst eine Karte auswählen (anklicken), dann Ablegen.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>Zurück zur automatischen Gruppierung: erst die Kombinationen, dann die losen Karten (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>Diese Gin-Rummy-Partie abbrechen und eine neue beginnen?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>Sie können noch nicht klopfen: Auch nach dem besten Ablegen bleiben %1 Totholz, zum Klopfen dürfen es höchstens %2 sein.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>Big Gin! Alle elf Karten auslegen?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>Gin! Klopfen und %1 ablegen?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>Klopfen und %1 ablegen? Totholz %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>Die Partie ist vorbei: Für eine neue auf „Neues Spiel“ klicken.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>Die Runde ist vorbei: „Nächste Runde“ gibt die nächste.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code dieser Runde: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>Sie sind dran: aufgedeckte Karte nehmen (O) oder passen (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>Zwei Karten sind übrig: die abgelegte Karte zum Klopfen nehmen (O) oder passen (P), dann ist die Runde ungültig.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>Sie sind am Zug: C zieht vom Stapel, O nimmt die abgelegte Karte.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>Sie sind dran: Zum Ziehen auf den Stapel oder den Ablagestapel klicken.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>Sie haben an der Mauer die abgelegte Karte genommen: jetzt klopfen (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>Sie sind am Zug: Wählen Sie eine Karte mit den Pfeiltasten und der Leertaste, dann D zum Ablegen oder K zum Klopfen.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>Sie sind dran: eine Karte auf den Ablagestapel oder auf Klopfen ziehen.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Tipp: Was würde ein starker Spieler tun? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>passen: mit %1 könnten Sie nicht klopfen</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>passen: %1 senkt Ihr Totholz nicht</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 nehmen und klopfen</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 nehmen: nach dem Ablegen hätten Sie %2 Totholz</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>vom Stapel ziehen: %1 hilft Ihnen nicht</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Stapel ziehen</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 ablegen: es bleiben %2 Totholz</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>mit %1 klopfen: das ist Gin</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>mit %1 klopfen: Totholz %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Tipps gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>Straight Gin: Nur Gin beendet eine Runde; mit Totholz darf niemand klopfen.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>Oklahoma: Der Wert der ersten aufgedeckten Karte ist der Klopfwert (Bildkarte 10); ein aufgedecktes Ass heißt: nur Gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>Oklahoma: Der Wert der ersten aufgedeckten Karte ist der Klopfwert (Bildkarte 10, Ass 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>Klopfen mit höchstens %1 Totholz.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>Ist die erste aufgedeckte Karte ein Pik, zählt die Runde doppelt.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>Gin-Bonus %1, Unterbieten-Bonus %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>Big Gin (alle elf Karten ausgelegt) bringt einen Bonus von %1.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>Es gibt kein Big Gin.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>Gleiches Totholz nach dem Klopfen gilt als Unterbieten.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>Gleiches Totholz nach dem Klopfen gewinnt die Runde für den Klopfenden, ohne Punkte.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>Die gerade vom Ablagestapel genommene Karte darf sofort wieder abgelegt werden.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>Die gerade vom Ablagestapel genommene Karte darf im selben Zug nicht wieder abgelegt werden.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>An der Mauer (noch zwei Karten im Stapel) ist die Runde ungültig.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>An der Mauer (noch zwei Karten im Stapel) darf der andere die letzte abgelegte Karte nur nehmen, um damit zu klopfen; sonst ist die Runde ungültig.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>Partie bis %1 Punkte; Partiebonus %2, Boxbonus %3 für jede gewonnene Runde.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>Ein Schneider verdoppelt die Punkte des Siegers.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>Ein Schneider verdoppelt die Punkte nicht.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Regeln von Gin Rummy</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Der Regeltext fehlt.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Regeln dieses Tisches</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>unterboten</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Boxbonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>Punkteblock · Partie bis %1</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… frühere Runden: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>Totholz %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 angelegt</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>Totholz</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>Gin-Tisch</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>Oben die Karten des Gegners, in der Mitte Stapel, Ablagestapel und das Klopf-Feld, rechts der Punkteblock, unten Ihre Hand</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>Stapel · %1 · Mauer bei %2</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>Stapel · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>Karten auf dem Ablagestapel: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Nur Gin</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>Totholz ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>Nehmen und klopfen</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spielt…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Sie sind dran: aufgedeckte Karte nehmen oder passen</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>Die Mauer: abgelegte Karte zum Klopfen nehmen oder passen</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>Sie sind dran: vom Stapel oder vom Ablagestapel ziehen</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>Jetzt klopfen: Sie haben an der Mauer die abgelegte Karte genommen</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>Sie sind dran: eine Karte ablegen oder klopfen</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 Pkt. · gewonnene Runden: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Totholz %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>Ohne %1: Gin!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>Ohne %1: Totholz %2, Sie dürfen klopfen</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>Ohne %1: Totholz %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>Oklahoma, %1 aufgedeckt: nur Gin</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>Oklahoma, %1 aufgedeckt: Klopfen bei höchstens %2</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>Punkte doppelt</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>Nur Gin: kein Klopfen mit Totholz</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>Klopfen bei höchstens %1</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Unterboten!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Big Gin!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Ungültige Runde</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>Im Stapel sind nur noch %1 Karten: niemand punktet.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>Erneut gibt: %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>Gin: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>Big Gin: %1, alle elf Karten ausgelegt</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>Geklopft: %1 · Totholz %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>Verteidigung: %1 · Totholz %2 · angelegte Karten: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>Verteidigung: %1 · Totholz %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>Punkte für %1: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>Punkte für %1: %2 − %3 + %4 Unterbieten-Bonus = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>Punkte für %1: %2 + %3 Gin-Bonus = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>Punkte für %1: %2 + %3 Big-Gin-Bonus = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>Verdoppelt: Die erste aufgedeckte Karte war ein Pik, %1 Punkte.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code dieser Runde: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>Partie vorbei. Sieg: %1, %2 zu %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>Schneider: Der Verlierer hat keine Runde gewonnen, die Punkte des Siegers zählen doppelt.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Tipp: Was würde ein starker Spieler tun? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Tipps gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(Das Etikett „übrig“ zeigt %1, den Abwurf, der jetzt die wenigsten Punkte lässt; der Tipp wägt auch ab, was aus jeder Karte noch werden kann und was sie dem nächsten Spieler gäbe.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>Der offene Stapel wurde zu einem neuen verdeckten Stapel gemischt. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 verpasste einen Zug</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 hat %2 Züge hintereinander verpasst: spätes Aussteigen für %3 Punkte</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 hat %2 Züge hintereinander verpasst und verliert das Spiel mit %3 Punkten</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>Zug verpasst: %1 von %2 bis zum Aussteigen</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>Zug verpasst: %1 von %2 bis zum Verlust des Spiels</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 zog vom Stapel</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 zog vom Ablagestapel</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 nahm %2</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 legte %2 ab</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 sagte Rummy an</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 stieg aus</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>Ablage&amp;verlauf…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>&amp;Ergebnis des letzten Spiels…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>Offene Karte nehmen</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe sortieren</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Nach Kombinationen sortieren</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppieren</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>Erst Karten auswählen (anklicken oder Leertaste), dann Gruppieren.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Erst eine Karte auswählen (anklicken), dann Ablegen.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>Die Karte für das Schlussfeld auswählen, dann Beenden.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>Sie sind am Zug: C zieht vom Stapel, O nimmt die offene Karte.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>Sie sind am Zug: Klicken Sie auf den Stapel oder den Ablagestapel, um zu ziehen.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>Sie sind am Zug: Wählen Sie eine Karte mit den Pfeiltasten und der Leertaste, dann D zum Ablegen oder F zum Beenden.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>Sie sind am Zug: Ziehen Sie eine Karte auf den Ablagestapel, um sie abzulegen, oder auf Beenden.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>Späteres Aussteigen: %1 Punkte</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>Sofortiges Aussteigen: %1 Punkte</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>Beenden und ansagen</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 auf das Schlussfeld legen und Ihre Hand ansagen?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>Ihre Gruppen ergeben keine gültige Ansage (nötig sind eine reine Folge, eine zweite Folge und jede Karte in einer Kombination).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>Eine Ansage jetzt kostet %1 Punkte. Trotzdem ansagen?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>Später aussteigen für %1 Punkte?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>Sofort aussteigen für %1 Punkte?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>Wieder in den Pool einsteigen?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>Sie sind aus dem Pool ausgeschieden. Mit %1 Punkten wieder einsteigen?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>Diese Partie abbrechen und eine neue beginnen?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>Gegner oben, die Stapel in der Mitte, Ihre Hand unten</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>Joker: Asse</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>Joker: Zweien</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>Joker: Dreien</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>Joker: Vieren</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>Joker: Fünfen</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>Joker: Sechsen</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>Joker: Siebenen</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>Joker: Achten</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>Joker: Neunen</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>Joker: Zehnen</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>Joker: Buben</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>Joker: Damen</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>Joker: Könige</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>Stapel · leer, zum Mischen klicken</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>Stapel · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>Kein Joker</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>Ablagestapel, neueste zuerst:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (vom Geber aufgedeckt)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — abgelegt von %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… und %n ältere</numerusform>
            <numerusform>… und %n ältere</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>Sie sind dran: ziehen</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>Sie sind dran: ablegen</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spielt…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>Sie sind raus · Zuschauer</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>Ausgestiegen · Zuschauer</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>Falsche Ansage · Zuschauer</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>Züge verpasst · Zuschauer</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>Setzt aus · Zuschauer</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>Sie · %n Chip</numerusform>
            <numerusform>Sie · %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>Sie · Stand %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>Runde kostet: %1 Pkt.</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>Hand: gültig, %1 Pkt.</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>Hand: %1 Pkt.</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 reine nötig: bisher %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ Wertkarten: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>übrig</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — eine Wertkarte</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden; sie gelten bis zum Beenden.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartenblatt</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>Jetzt eine Partie Gin Rummy beginnen? Das Spiel auf dem Tisch endet.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>Jetzt eine Partie Indian Rummy beginnen? Das Spiel auf dem Tisch endet.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>Ü&amp;ber Rummy</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>Jetzt eine Partie Indian Rummy mit 21 Karten beginnen? Das Spiel auf dem Tisch endet.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>Jetzt ein Spiel %1 beginnen? Das Spiel auf dem Tisch endet.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>Letzte Runde &amp;auswerten…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>Noch keine Runde ist zu Ende: es gibt nichts auszuwerten.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>Was gespielt wird</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>Der laufende Spielstand</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Runde %1 (Stechen)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Partie bis %1</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 Karten</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Hand %1 von %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Spieler&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Ergebnis&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Gruppen&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Punkte&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Runde %1 (Stechen)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Spieler&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Diese Runde&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Gesamt (raus bei %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Stand&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Spieler&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Diese Runde&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Spieler&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Punkte&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Wert (%1 je Punkt)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;in dieser Runde ausgeschieden&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>noch %1 bis zur Grenze</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n-mal wieder eingestiegen</numerusform>
            <numerusform>%n-mal wieder eingestiegen</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>kann mit %1 wieder einsteigen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verbleibende Runden: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Partie vorbei.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 hat die Partie gewonnen.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>Kein Gewinner.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>Ergebnis der Runde</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Wertkarten</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Spieler&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Erhalten&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Gezahlt&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Ergebnis der Runde&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n Punkt verloren</numerusform>
            <numerusform>%n Punkte verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>Letzte Runde: %1.</numerusform>
            <numerusform>Letzte %n Runden, älteste zuerst: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>Letzte Runde; Balken nach unten sind verlorene Punkte</numerusform>
            <numerusform>Letzte %n Runden, älteste links; Balken nach unten sind verlorene Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>fraglich</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>schlecht</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>sehr schlecht</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>Zug %1: Du hast gewählt, %2 — gut.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>Zug %1: Du hast gewählt, %2 — %3: etwa %4 Punkte schlechter als %5.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>Auswertung von Runde %1</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>Die Engine prüft jede deiner Entscheidungen…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Auswertung</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>Deine Entscheidungen, bewertet</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Auswertung abgebrochen.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>In dieser Runde hattest du keine Wahl.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> Deine Karten vom Stapel waren %1 Punkte wert, gemessen an der durchschnittlichen Karte.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 Entscheidungen bewertet; im Schnitt kostete jede %2 Punkte: %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>Spielform: %1, %n Spieler.</numerusform>
            <numerusform>Spielform: %1, %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>Der Schlitten: %1 und %2 gedruckte Joker; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>ein Blatt</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 Blätter</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>eine Jokerkarte wird aufgedeckt</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>keine Jokerkarte</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>Aussteigen kostet vor dem ersten Ziehen %1 Punkte (sofortiges Aussteigen) und danach %2 Punkte (späteres Aussteigen).</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>Aussteigen ist in dieser Spielform nicht erlaubt.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>Eine falsche Ansage kostet %1 Punkte und beendet die Runde ohne Gewinner.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>Eine falsche Ansage kostet %1 Punkte; die anderen spielen weiter.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>Eine verlorene Hand zählt höchstens %1 Punkte; eine bereits gültige Hand zählt %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>Joker dürfen vom Ablagestapel genommen werden.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>Joker dürfen nicht vom Ablagestapel genommen werden (außer der allerersten offenen Karte).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>Wer %1 Punkte erreicht, scheidet aus dem Pool aus.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>Wer ausgeschieden ist, darf wieder einsteigen (ab drei Spielern), solange der höchste verbleibende Punktestand höchstens %1 ist.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>Wer ausgeschieden ist, darf nicht wieder einsteigen.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>Alle beginnen mit %1 Chips (%2 je Runde); der Gewinner einer Runde erhält die Punkte jedes Verlierers in Chips.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>Ein Punkt ist %1 wert (nur zur Anzeige).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>Jeder Zug hat %1 Sekunden; %2 verpasste Züge hintereinander gelten als späteres Aussteigen.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>Es gibt kein Zeitlimit pro Zug.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>Regeln von Indian Rummy</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Der Regeltext fehlt.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Regeln dieses Tisches</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>Wertkarten zahlt jeder andere Spieler der Runde: 10, 30 oder 50 für eine, zwei oder drei einer Art, 100 für eine Hochzeit.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>Wertkarten zahlt jeder andere Spieler der Runde: 20 je Karte, 100 für eine Hochzeit, höchstens 240 von einem Spieler.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>Wertkarten werden nicht bezahlt.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>Regeln von Indian Rummy (21 Karten)</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. Es wird weitergespielt, ohne zu speichern.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>Rummy-Spielstände (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Gespeichertes Spiel laden</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>Runde per &amp;Code spielen…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>Runde per Code spielen</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>Runden-Code (wird am Ende jeder Runde angezeigt, z. B. PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>Die Datei %1 konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>Unvollendete Partie nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>Ihre unvollendete Partie konnte nicht wiederhergestellt werden. %1

%2 Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Unvollendete Partie</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>Ihre unvollendete Partie fortsetzen?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>Ein Spiel %1; es endete in Runde %2.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>Eine Partie Gin Rummy; sie endete in Runde %1 beim Stand von %2 zu %3.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>Sie endete in Runde %1, mit %n Spieler am Tisch.</numerusform>
            <numerusform>Sie endete in Runde %1, mit %n Spielern am Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>Spiel nicht geladen</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 konnte nicht geladen werden. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Kein Runden-Code</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>Der Runden-Code %1 nennt eine Runde, die es an keinem Tisch geben kann: An einem Tisch sitzen 2 bis 6 Spieler, und mindestens zwei davon bekommen Karten, der Geber unter ihnen.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>„%1“ ist kein Runden-Code. Ein Code sieht aus wie PTS-4-1ZK3M9QX0A7TB: Spielform, Spielerzahl und Runde.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>Der Rundencode %1 bezeichnet eine Runde, die nicht gegeben werden kann.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>Der Runden-Code %1 verlangt eine Spielform, die mit %2 Spielern nicht spielbar ist.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Hausregeln</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>Regeländerungen gelten ab der nächsten Partie; Tischoptionen sofort.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>Problem mit diesen Einstellungen</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>Setzt die Optionen der angezeigten Seite auf ihre Standardwerte zurück.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>Der Wiedereinstieg muss unter der Pool-Grenze (%1) enden: Senken Sie die Wiedereinstiegsgrenze.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 Spieler brauchen mindestens %2 Karten, aber %3 Blatt und %4 gedruckte Joker ergeben %5: Nehmen Sie ein Blatt hinzu.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>Mit diesen Regeln können %1 Spieler nicht spielen.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>Mit diesen Gin-Optionen kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>Mit diesen Optionen kann nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>Die Einstellungsdatei %1 ist %2 MB groß, weit größer als Einstellungen je sind; sie wurde nicht gelesen und als %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>Die Einstellungsdatei %1 ist %2 MB groß, weit größer als Einstellungen je sind; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>Einige Zeilen der Einstellungsdatei %1 sind keine Einstellungen; sie wurden übersprungen.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>Die Einstellungsdatei, wie sie war, ist als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden (%2); sie wurde als %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>Eine einzige Runde: Die Verlierer zahlen dem Gewinner die Punkte auf ihrer Hand.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>Runde um Runde; wer 101 Punkte erreicht, scheidet aus. Wer übrig bleibt, gewinnt.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>Runde um Runde; wer 201 Punkte erreicht, scheidet aus. Aussteigen kostet 25 und 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Zwei Runden um Chips; kein Aussteigen. Die meisten Chips am Ende gewinnen.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Drei Runden um Chips; kein Aussteigen. Die meisten Chips am Ende gewinnen.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>Sechs Runden um Chips; Aussteigen erlaubt. Die meisten Chips am Ende gewinnen.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Spielform</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Spielform:</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen (2 bis 6). Standard: 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>Computergegner</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>Stufe von Platz %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name von Platz %1</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>Leer gelassen heißt der Platz %1.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>Indian Rummy (13 Karten)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>Welches Rummy die nächste Partie spielt. Standard: Indian Rummy.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>Sp&amp;iel:</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>Zwei Spieler, je zehn Karten: Karten auslegen, bei wenig Totholz klopfen und als Erster 100 Punkte erreichen. Die Gin-Optionen stehen auf der Seite Hausregeln.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>Indian Rummy (21 Karten)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>21 Karten für jeden aus drei Spielen: drei reine Folgen zum Ansagen, und Wertkarten, die alle bezahlen. %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>Einfaches Rommé</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>Rommé 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>Rommé 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>Sätze und Folgen auslegen, an beliebige Kombinationen anlegen und als Erster ausgehen: Die anderen zahlen, was sie auf der Hand halten.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>Nehmen Sie so tief aus dem Ablagestapel, wie Sie brauchen können: Kombinationen zählen für Sie, Karten auf der Hand gegen Sie. Wer zuerst 500 hat, gewinnt.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>Ein Verwandter von Rommé 51: fünfzehn Karten, der Ablagestapel erst nach Ihrer Eröffnung, und wer ausgeht, kassiert bei den anderen.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>Zwei Kartenspiele und Joker: Ihr erstes Auslegen muss mindestens 51 Punkte wert sein. Erreicht jemand das Ziel, gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>Leicht spielt einfache Züge, Schwer merkt sich den Ablagestapel und plant seine Kombinationen, Experte rechnet auch die Karten durch, die er nicht sieht. Standard: Mittel.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>Bedenkzeit des Experten in Sekunden</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>Wie lange ein Experte über jeden Zug nachdenkt: länger spielt etwas besser. Standard: 1 s.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>E&amp;xperte denkt:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>&amp;Klopfwert:</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>Höchstens so viel Totholz darf man beim Klopfen haben (0: nur Gin).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>&amp;Oklahoma: die erste aufgedeckte Karte bestimmt den Klopfwert</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>In jeder Runde ist der Klopfwert der Wert der ersten aufgedeckten Karte; Bildkarten zählen 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>Ein aufgedecktes &amp;Ass heißt: nur Gin</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>Oklahoma: Ein Ass als erste aufgedeckte Karte erlaubt nur Gin (sonst Klopfen mit 1).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>Ein aufgedecktes &amp;Pik verdoppelt die Runde</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>Oklahoma: Ein Pik als erste aufgedeckte Karte verdoppelt jeden Punkt der Runde.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>&amp;Nur Gin beendet eine Runde</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>Mit Totholz darf niemand klopfen; eine Runde endet mit Gin oder an der Mauer.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>&amp;Gin-Bonus:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>Wird bei Gin zum Totholz des Verteidigers addiert.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>&amp;Unterbieten-Bonus:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>Wird zur Differenz addiert, wenn der Verteidiger nicht mehr Totholz hat als der Klopfende.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Big-Gin-Bonus:</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>Für das Auslegen aller elf Karten ohne Ablegen; 0: kein Big Gin.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>&amp;Zielpunkte:</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>Die Partie endet, wenn die Rundenpunkte eines Spielers diesen Wert erreichen.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>Partiebonu&amp;s:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>Wird am Ende der Partie den Punkten des Siegers hinzugefügt.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>Bo&amp;xbonus:</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>Wird am Ende der Partie für jede gewonnene Runde eines Spielers addiert.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>Ein Schnei&amp;der verdoppelt die Punkte des Siegers</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>Hat der Verlierer keine Runde gewonnen, zählen die Rundenpunkte des Siegers vor den Boni doppelt.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>Die genommene Karte da&amp;rf zurück</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Wenn aus, darf die gerade vom Ablagestapel genommene Karte im selben Zug nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>Gleichstand beim Totholz gilt als Unterbie&amp;ten</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>Wenn aus, gewinnt bei Gleichstand der Klopfende die Runde, ohne Punkte.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>An der &amp;Mauer:</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>Was geschieht, wenn noch zwei Karten im Stapel sind und jemand ablegt, ohne zu klopfen.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Wertung einer Runde</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Standard: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>Die Runde ist ungültig</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>Der andere darf die abgelegte Karte zum Klopfen nehmen</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>An der Mauer</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>Gin-Standardregeln wiederherstellen</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>Der Schlitten</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Blätter:</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Wie viele Blätter zu 52 Karten zusammen gemischt werden.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>Gedruckte &amp;Joker:</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>Gedruckte Joker im ganzen Schlitten; jeder ist ein Joker.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>&amp;Jokerrang</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>Nach dem Geben wird eine Karte aufgedeckt; jede Karte ihres Rangs ist ein Joker.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>Sofortiges &amp;Aussteigen:</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>Punkte für das Aussteigen vor dem ersten Ziehen.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>&amp;Späteres Aussteigen:</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>Punkte für das Aussteigen nach dem Ziehen.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>Falsche A&amp;nsage:</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>Punkte für die Ansage einer ungültigen Hand.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>&amp;Höchstwert einer Hand:</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>Das Meiste, was eine verlorene Hand kosten kann.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>&amp;Gültige Hand, nicht angesagt:</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>Was ein Verlierer zahlt, dessen Hand bereits gültig war.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>Eine reine Folge &amp;allein senkt die Wertung</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>Ein Verlierer mit reiner Folge, aber ohne zweite Folge zahlt nicht für die Karten dieser reinen Folge.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>&amp;Joker dürfen vom Ablagestapel genommen werden</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>Wenn aus, bleibt ein abgelegter Joker auf dem Ablagestapel liegen (die erste offene Karte darf immer genommen werden).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>Eine falsche Ansage &amp;beendet die Runde</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>Wenn aus, zahlt der falsch Ansagende und die anderen spielen weiter.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>&amp;Zeit pro Zug (Sekunden):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>Sekunden pro Zug; 0 heißt ohne Zeitlimit.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>Kein Zeitlimit</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>Verpasste Züge &amp;als Aussteigen:</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>Wie viele Züge hintereinander ablaufen dürfen, bevor der Spieler als später ausgestiegen gilt.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>Pool-&amp;Grenze:</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>Wer diesen Punktestand erreicht, scheidet aus.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>Ausgeschiedene dürfen &amp;wieder einsteigen</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>Wer ausgeschieden ist, kann sich mit dem höchsten verbleibenden Punktestand plus eins wieder einkaufen.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>Wiedereinstieg, &amp;solange der Höchststand höchstens:</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>Wiedereinstieg ist nur erlaubt, solange kein verbleibender Spieler mehr hat.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>C&amp;hips je Runde:</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>Runden-Spielformen: Jeder Spieler beginnt mit so vielen Chips je Runde.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>&amp;Punktwert:</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>Punkte-Spielform: was ein Punkt wert ist, für die Ergebnisanzeige.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>Standardregeln der Spielform wiederherstellen</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>Setzt jede Hausregel auf den Standardwert der gewählten Spielform.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>Standard bei %1: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>Tabelle: 10, 30, 50; eine Hochzeit 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>Pauschal: 20 je Karte</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>Nicht bezahlt</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Wertkarten</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 Karten: was jeder andere Spieler, der noch in der Runde ist, dem Besitzer von Wertkarten zahlt (Farbe der aufgedeckten Karte: ihr Rang, einer darüber und einer darunter). Standard: die Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;Wertkarten:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>&amp;Zielpunkte:</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>Das Spiel endet, wenn die Summe eines Spielers diesen Wert erreicht.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>&amp;Runden in einem Spiel:</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>So viele Runden statt bis zu einem Ziel spielen; dann gewinnt die beste Summe.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>Bis zum Ziel</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>&amp;Eröffnungspunkte:</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>Was das erste Auslegen eines Spielers mindestens wert sein muss (0: kein Minimum).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>Ausgehen in einem Zug &amp;verdoppelt die Runde</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>Wer die ganze Hand auf einmal auslegt (Rommé), verdoppelt, was die anderen zahlen.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>Karten zählen &amp;5 oder 10</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>Zwei bis Neun und ein niedriges Ass zählen 5, Zehn bis König 10, ein hohes Ass 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>Die oberste genommene Karte muss sofort ges&amp;pielt werden</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>Wenn an, muss auch die oberste Karte des Ablagestapels allein im selben Zug in oder an eine Kombination.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>Die tiefste genommene Karte beginnt eine &amp;neue Kombination</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>Wenn an, kommt die Karte, die gespielt werden muss, in eine neue Kombination, nicht an eine Kombination auf dem Tisch.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>&amp;Schwimmen: alle Karten auslegen, mit einem Abwurf ausmachen</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>Wenn an, darf ein Spieler alle Karten auslegen und ohne Karten auf den nächsten Zug warten; die Runde endet nur mit einem Abwurf.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>Der l&amp;etzte Abwurf darf an keine Kombination passen</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>Wenn an, muss eine letzte Karte, die angelegt werden könnte, angelegt werden (der Spieler schwimmt dann), statt zum Ausmachen abgeworfen zu werden.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>Nur wer a&amp;usmacht, kann gewinnen</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>Wenn an, endet das Spiel erst, wenn der Spieler, der ausgemacht hat, das Ziel erreicht hat; eine höhere Summe eines anderen gewinnt nicht.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>&amp;Anlegen vor der ersten eigenen Kombination</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>Wenn aus, muss ein Spieler selbst ausgelegt haben, bevor er bei anderen anlegt.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>Die genommene Karte da&amp;rf zurück</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>Wenn aus, darf die eben vom Ablagestapel genommene Karte im selben Zug nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>Ausgehen erfordert ein letztes &amp;Ablegen</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>Wenn an, kann niemand ausgehen, indem er die letzte Karte auslegt.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>Joker gegen die vertretene Karte &amp;tauschen</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>Wer eröffnet hat, darf die echte Karte geben und den Joker nehmen.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>Eine Karte aus einer Kombination von vier oder mehr &amp;nehmen</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>Statt zu ziehen, eine Karte aus einer Kombination nehmen und sofort auslegen.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Standard: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartenblatt</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>Die Kartenbilder: die eigenen Blätter des Spiels oder ein von KDE oder GNOME Aisleriot installiertes SVG-Blatt. Standard: Standard (zwei Farben).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>Die Rückseite der eigenen Blätter des Spiels; ein KDE- oder Aisleriot-Blatt hat eine eigene Rückseite. Standard: Rot.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>Die Farbe des Filzes. Standard: Grün.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>Wie Karten gleiten: Normal, Schnell (Bots denken ein Drittel so lange) oder Aus (Karten springen, Bots ziehen sofort). Standard: Normal.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>Bedenkzeit der Bots in Millisekunden</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>Wie lange ein Computergegner bei normaler Geschwindigkeit scheinbar nachdenkt; die Bots entscheiden unabhängig davon sofort. Standard: 700 ms.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>&amp;Bedenkzeit der Bots:</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>Sprache, gilt nach einem Neustart</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>Die Sprache des Spiels. Standard: die des Systems.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>Die Sprache gilt nach einem Neustart.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>Töne beim Geben, Ziehen und Ablegen, wenn Sie am Zug sind, wenn die Zugzeit abläuft, bei Meldungen, Siegen und Niederlagen. Standard: an.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>Wie laut die Töne sind. Standard: 70 %.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;Töne:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Zwischen den Karten der Hand wechseln</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>Die erste oder letzte Karte der Hand</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>Karte auswählen oder abwählen</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Spielform</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Spielform:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>Statistik der gewählten Spielform</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>Letzte Runden</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>Verlorene Runden</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>Durchschnittliche Punkte je verlorener Runde</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>Gültige Ansagen</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>Falsche Ansagen</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Ausstiege</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>Aktuelle Siegesserie (Runden)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>Längste Siegesserie (Runden)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>Unterbietungen</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>Beste Partie (Punkte)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Letzte Runden</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>Die Statistik aller Spielformen und von Gin löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 Karten · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Abgebrochene Spiele</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>Abgebrochene Partien</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 zog vom Stapel</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 nahm %2 Karten vom Ablagestapel</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 nahm die abgelegte Karte</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 nahm %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 legte %2 ab</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 legte eine Kombination aus</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 legte %2 an</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 tauschte %2 gegen einen Joker</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 nahm %2 aus einer Kombination</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 beendete den Zug</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>Rommé-Züge</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Abgelegte nehmen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>Dieses Spiel abbrechen und ein neues beginnen?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Der Regeltext fehlt.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>Die Partie ist vorbei: Für eine neue auf „Neues Spiel“ klicken.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>Die Runde ist vorbei: „Nächste Runde“ gibt die nächste.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code dieser Runde: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>Karten wählen und auslegen (M), eine Karte auf eine Kombination ziehen, um sie anzulegen, oder auf den Ablagestapel, um sie abzulegen (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>Sie sind dran: Klicken Sie auf den Stapel oder den Ablagestapel, um zu ziehen (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>Sie sind dran: Klicken Sie auf den Stapel, um zu ziehen (C), oder nehmen Sie eine Karte aus einer gegnerischen Kombination von vier oder mehr Karten in eine neue Kombination.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>Sie sind dran: Klicken Sie auf den Stapel, um zu ziehen (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>Rommé-Tisch</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>Oben der Stapel und der Ablagestapel, in der Mitte die Kombinationen jedes Spielers, unten Ihre Hand</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Ablagestapel: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(gibt)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>auf der Hand: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>noch nicht eröffnet</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Noch nichts ausgelegt</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>Ohne Kombination: %1 Punkte</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>Spielen Sie %1 jetzt aus: Die Karte muss in eine Kombination.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>Erst ziehen: Klicken Sie auf den Stapel oder den Ablagestapel.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>Sie haben schon gezogen: auslegen, anlegen oder ablegen.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>Diese Karten bilden keine Kombination: Ein Satz sind drei oder vier gleichen Rangs, eine Folge drei oder mehr einer Farbe in Reihe.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>In diesem Spiel nur eine Kombination pro Zug.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>Nicht vor Ihrer Eröffnung: Legen Sie zuerst Kombinationen im Wert von %1 Punkten aus.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>Nicht vor Ihrer ersten eigenen Kombination.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>Ihre Eröffnung muss mindestens %1 Punkte wert sein.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>Spielen Sie %1 jetzt aus: Die genommene Karte muss sofort in eine Kombination.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>Die genommene Karte muss sofort ausgespielt werden, was nicht geht.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>Beenden Sie Ihren Zug mit einer abgelegten Karte.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>Diese Karte passt nicht an diese Kombination.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>Der Stapel ist leer: Nehmen Sie den Ablagestapel.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>Die vom Ablagestapel genommene Karte darf in diesem Zug nicht zurück.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>Ihre letzte Karte passt an eine Kombination auf dem Tisch: Legen Sie sie an (dann warten Sie ohne Karten auf Ihren nächsten Zug).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>Keine Kombination</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 Kombinationen, %2 Punkte</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>Satz, %1 Punkte</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>Folge, %1 Punkte</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>Eröffnung: %1 von %2</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>Kaluki folgt den Regeln von Rommé 51 unten, mit den Unterschieden, die hier und im Abschnitt „%1“ gegen Ende stehen.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>Karten für jeden Spieler: %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>Niemand zieht vom Ablagestapel.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>Sie dürfen die oberste abgeworfene Karte nehmen, sobald Sie eröffnet haben.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>Höchstens ein Joker in einer Kombination.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>Eine Kombination darf mehrere Joker enthalten.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>Ein Ass zählt %1, wo immer es liegt.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>Die Karten, die auf der Hand bleiben, sind Strafpunkte: Die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>Wer ausmacht, bekommt die Karten, die in den anderen Händen bleiben: Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>Jeder Spieler zählt seine ausgelegten Karten abzüglich derer auf der Hand: Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>Ein Spiel über %1 Runden; die beste Summe gewinnt.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>Gespielt wird bis %1 Punkte.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>Nur wer ausmacht, kann das Spiel gewinnen.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>Schwimmen: Ein Spieler darf alle Karten auslegen; die Runde endet mit einem Abwurf.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>Der Abwurf, der die Runde beendet, darf an keine Kombination auf dem Tisch passen.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>Das erste Auslegen muss mindestens %1 Punkte wert sein.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Regeln dieses Tisches</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>Sie dürfen die oberste abgeworfene Karte nehmen, sobald Sie eröffnet haben; vorher nur, um sie sofort in Ihrer Eröffnung auszulegen.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>reine Folge</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>unreine Folge</translation>
    </message>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>Nicht jetzt: Erst eine Karte ziehen oder eine ablegen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf Ihrer Hand.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>Ein Joker darf nicht vom Ablagestapel genommen werden.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>Diese Spielform erlaubt kein Aussteigen.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>Die Gruppen passen nicht zu Ihrer Hand.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>Sie sind in dieser Runde nicht mehr dabei.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>Dieser Zug ist nicht erlaubt (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>sofort ausgestiegen</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>später ausgestiegen</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>falsche Ansage</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>Asha</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>Ravi</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>Meera</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>Kiran</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>Dev</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>diese Karte</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 ablegen: loser Wert von %n Punkten</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 ablegen: eine hohe Karte (%n Punkte) früh loswerden</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 ablegen: eine sichere Karte, die dem nächsten Spieler kaum hilft</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 ablegen: Jede Karte steckt in einer Kombination oder einem Ansatz; diese hilft am wenigsten</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; niemand sammelt %2</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 spielen: eine zufällige Wahl</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>Eine zufällige Wahl</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>%1 vom Ablagestapel nehmen: Sie vervollständigt oder verlängert eine Kombination</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>Die offene Karte nehmen: Sie vervollständigt oder verlängert eine Kombination</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>%1 vom Ablagestapel nehmen: Sie senkt die Punkte Ihrer Hand</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>Die offene Karte nehmen: Sie senkt die Punkte Ihrer Hand</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>Vom Stapel ziehen: %1 auf dem Ablagestapel hilft nicht</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>Vom Stapel ziehen: Die offene Karte hilft nicht</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>Mit %1 beenden und ansagen: Ihre Hand ist gültig</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>Ansagen: Ihre Hand ist gültig</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>Jetzt für %n Punkte aussteigen: Mit dieser Hand lässt sich zu wenig anfangen</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>Jetzt für %n Punkte aussteigen: Sie liegen weit zurück, und eine volle Niederlage kostet mehr</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>Wieder in den Pool einsteigen</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>Kein Grund angegeben</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>Punkte-Rummy</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>Pool-Rummy, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>Pool-Rummy, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>Runden-Rummy, 2 Runden</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>Runden-Rummy, 3 Runden</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>Runden-Rummy, 6 Runden</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>raus wegen verpasster Züge</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>Mit Gin klopfen und %1 ablegen: kein loser Wert bleibt</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>Klopfen und %1 ablegen: %n Punkte loser Wert bleiben</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 liegen lassen: Sie hilft Ihrer Hand nicht</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>Die offene Karte liegen lassen: Sie hilft Ihrer Hand nicht</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>Zu viel Totholz zum Klopfen: Die behaltenen Karten dürfen höchstens den Klopfwert zählen.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>Die gerade vom Ablagestapel genommene Karte darf in diesem Zug nicht zurück: Legen Sie eine andere ab.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>Sie haben an der Mauer die letzte abgelegte Karte genommen: Sie müssen jetzt klopfen.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>Tunnela</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>Die Suche fand diesen Zug am besten, um %n Punkte im Schnitt</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Stapel ziehen</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>%1 Karten vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>die oberste abgelegte Karte nehmen</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>ansagen, mit %1 abschließen</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>aus dem Spiel aussteigen</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>den Zug aussetzen</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>die offene Karte liegen lassen</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>klopfen und %1 abwerfen</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 auslegen</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 anlegen</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 gegen einen Joker tauschen</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>%1 aus einer Kombination nehmen</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>den Zug beenden</translation>
    </message>
</context>
</TS>

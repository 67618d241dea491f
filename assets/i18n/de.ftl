# Die Texte des Bots auf Deutsch (nach der englischen Referenz en.ftl: dieselben Nachrichten mit
# denselben Variablen).
#
# Markup: `...` ist etwas zum Eintippen (als Code gezeigt); **...** ist hervorgehoben.
# Züge bleiben in SAN mit englischen Figurenbuchstaben (C = Kastalia).

## Help and the rules in brief

help = **Kastalia-Schach-Bot**: klassisches Schach plus die Kastalia (C), die wie eine Dame zieht, aber nie schlägt, die nächste Figur hinter sich entführt und die gegnerische Figur vor sich abstößt.
    Neu bei der Kastalia? `/lernen` bringt sie dir in kurzen Lektionen mit Übungen bei (etwa zehn Minuten).
    `/herausfordern @gegner [regeln] [aufstellung] [farbe] [bedenkzeit] [gewertet]`: jemanden herausfordern (ohne Gegner: eine offene Herausforderung)
    `/annehmen`, `/ablehnen`, `/zurückziehen`: eine Herausforderung beantworten oder zurückziehen
    `/spielen stufe:1-8 [farbe] [regeln] [bedenkzeit]`: gegen den Bot spielen (ungewertet)
    `/zug e4` (SAN oder UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/aufgeben`, `/remis`, `/zurücknehmen`, `/reklamieren`
    `/abbrechen`: eine Partie beenden, bevor beide Seiten gezogen haben (ohne Ergebnis); `/revanche`: noch eine Partie mit getauschten Farben
    `/brett [drehen]`, `/züge`, `/pgn`, `/statistik [spieler]`, `/rangliste`, `/regeln`
    `/partien`: deine Partien hier und die Herausforderungen, die auf dich warten; ein Befehl zu einer bestimmten Partie nimmt ihre Nummer (`/brett 12` oder `partie:12`)
    `/erklären`: was der letzte Zug bewirkt und warum er gut oder schlecht ist; `/erklären 8...Cd5` oder `/erklären mine` (dein letzter Zug): ein früherer Zug; `/erklären ZUG` zeigt einen Zug vorab, bevor er gespielt wird
    `/analyse [partie]`: die Engine analysiert eine Partie: Fehler, bessere Züge, Genauigkeit, eine Grafik und eine kommentierte PGN (eine Partie zwischen Menschen, sobald sie vorbei ist)
    `/vergessen`: alles löschen, was der Bot über dich speichert (Server-Admins: `/vergessen nutzer`)
    `/einstellungen [design:ocean] [koordinaten:off] [benachrichtigung:dm] [sprache:de]`: wie dein Brett aussieht, Benachrichtigungen auch per Direktnachricht und die Sprache, in der der Bot mit dir spricht
    `/lernen`, `/lernen lektion:3`, `/lernen aktion:hint`: der Kastalia-Kurs, Lektion für Lektion (ohne laufende Partie beantwortet auch ein einfaches `/zug` eine Übung)
    `/puzzle [motiv:kidnap]`, `/puzzle daily`, `/puzzle zug:Cd5`, `/puzzle giveup`: Kastalia-Puzzles lösen (ohne laufende Partie antwortet auch ein einfaches `/zug`)
    Optionen – regeln: `castalia` (Standard), `castalia-weak`, `standard`; aufstellung: `castalia`, `classic` oder eine FEN; farbe: `white`, `black`, `random`; bedenkzeit: `none`, `10+5`, `3d` (weggelassen: die Voreinstellung des Servers); gewertet: `yes` oder `no` (eine Partie ohne Uhr ist immer ungewertet).

rules-brief = **Kastalia-Schach** (M. Winther, 2006): klassisches Schach plus die **Kastalia** (C), etwa 3 Bauern wert.
    1. Sie zieht wie eine Dame auf ein **leeres** Feld und **schlägt nie**. Sie kann geschlagen werden.
    2. **Entführung** (Pflicht): Die nächste Figur hinter ihr auf der Linie, auf der sie zieht (egal welcher Farbe, auch Könige), wird auf das Feld gezogen, das sie verlassen hat. In den Regeln castalia-weak entführt sie nur, wenn sie ein einziges Feld weit zieht.
    3. **Abstoßung**: Eine gegnerische Figur auf dem Feld direkt hinter ihrem Zielfeld (in Zugrichtung) gleitet in derselben Richtung so weit weiter, wie sie kann. Ein Bauer wird nie auf seine eigene erste Reihe geschoben; ein Bauer, der auf seine letzte Reihe geschoben wird, wird zur Dame.
    4. Der Zug ist legal, wenn dein König danach nicht angegriffen ist: Eine Kastalia kann deinen König also aus dem Schach ziehen. Die Kastalia selbst greift nichts an und gibt kein Schach.
    5. In der Ausgangsstellung steht statt jedes Damenspringers eine Kastalia; Bauern dürfen sich in eine Kastalia umwandeln.
    Alles andere ist klassisches Schach (das Rochaderecht geht verloren, wenn König oder Turm verschoben werden). Lass dir mit `/erklären` zeigen, was ein Zug bewirkt, oder lerne das Spiel Schritt für Schritt mit `/lernen`.
    Die vollständigen Regeln, mit jeder Entscheidung dort, wo der Erfinder schweigt, und durchgerechneten Beispielen: `docs/rules.md` im Quellcode des Bots.

## Settings

# $theme: der Name eines Brettdesigns (classic, ocean, forest: so, wie man sie eintippt).
# $coordinates: on oder off. $notices: dm oder channel.
# $language: der Name der Sprache in ihr selbst, mit der Art der Wahl (settings-language-*).
settings-current = Deine Einstellungen: Brett **{ $theme }**, Koordinaten **{ $coordinates ->
        [on] an
       *[off] aus
    }**, Benachrichtigungen **{ $notices ->
        [dm] im Kanal und per Direktnachricht
       *[channel] nur im Kanal
    }**, Sprache **{ $language }**.
settings-saved = Gespeichert. Deine Einstellungen: Brett **{ $theme }**, Koordinaten **{ $coordinates ->
        [on] an
       *[off] aus
    }**, Benachrichtigungen **{ $notices ->
        [dm] im Kanal und per Direktnachricht
       *[channel] nur im Kanal
    }**, Sprache **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (deine Discord-Sprache)
# $themes: die Namen der Designs, durch Kommas getrennt.
settings-how-to-change = Ändere sie mit `/einstellungen design:forest koordinaten:off benachrichtigung:dm sprache:de` (Designs: { $themes }; Benachrichtigung: dm oder channel; Sprache: en, de, fr, es, ru, pt-BR oder auto, um Discord zu folgen).
settings-sample-board-alt = Ein Beispielbrett mit deinen Brett-Einstellungen (Farben, Figuren und Koordinaten): die Ausgangsstellung des Kastalia-Schachs.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = herausfordern
    .description = Jemanden zu einer Partie herausfordern (ohne Gegner: eine offene Herausforderung für alle)
cmd-challenge-opt-user = gegner
    .description = Gegen wen du spielen willst (weglassen für eine offene Herausforderung)
cmd-challenge-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-challenge-opt-setup = aufstellung
    .description = Ausgangsstellung: castalia, classic oder eine FEN
cmd-challenge-opt-color = farbe
    .description = Deine Farbe (Standard: random)
cmd-challenge-opt-time = bedenkzeit
    .description = Bedenkzeit: none, 10+5 (Minuten+Inkrement) oder 3d (Tage pro Zug)
cmd-challenge-opt-rated = gewertet
    .description = Gewertet (Standard: yes mit Uhr) oder ungewertet
cmd-accept = annehmen
    .description = Eine Herausforderung annehmen (die an dich hier oder die mit dieser Nummer)
cmd-accept-opt-id = nummer
    .description = Nummer der Herausforderung
cmd-decline = ablehnen
    .description = Eine Herausforderung an dich ablehnen
cmd-decline-opt-id = nummer
    .description = Nummer der Herausforderung
cmd-cancel = zurückziehen
    .description = Deine Herausforderung zurückziehen
cmd-cancel-opt-id = nummer
    .description = Nummer der Herausforderung
cmd-play = spielen
    .description = Gegen den Bot spielen
cmd-play-opt-level = stufe
    .description = Spielstärke: 1 (Anfänger) bis 8 (volle Stärke)
cmd-play-opt-color = farbe
    .description = Deine Farbe (Standard: random)
cmd-play-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-play-opt-time = bedenkzeit
    .description = Bedenkzeit: none, 10+5 (Minuten+Inkrement) oder 3d (Tage pro Zug)
cmd-move = zug
    .description = Einen Zug spielen (SAN wie Cd5, e4, O-O, e8=Q oder UCI wie e2e4)
cmd-move-opt-move = zug
    .description = Dein Zug
cmd-move-opt-game = partie
    .description = Nummer der Partie (wenn du hier mehrere spielst)
cmd-board = brett
    .description = Das Brett zeigen
cmd-board-opt-game = partie
    .description = Nummer der Partie
cmd-board-opt-flip = drehen
    .description = Von der anderen Seite aus zeigen
cmd-board-opt-text = text
    .description = Nur in Worten, nur für dich (für einen Screenreader)
cmd-moves = züge
    .description = Die Züge einer Partie auflisten
cmd-moves-opt-game = partie
    .description = Nummer der Partie
cmd-pgn = pgn
    .description = Eine Partie als PGN herunterladen
cmd-pgn-opt-game = partie
    .description = Nummer der Partie
cmd-resign = aufgeben
    .description = Deine Partie aufgeben
cmd-resign-opt-game = partie
    .description = Nummer der Partie
cmd-draw = remis
    .description = Remis anbieten, das Angebot deines Gegners annehmen oder es ablehnen
cmd-draw-opt-decline = ablehnen
    .description = Das Angebot deines Gegners ablehnen
cmd-draw-opt-game = partie
    .description = Nummer der Partie
cmd-takeback = zurücknehmen
    .description = Um Rücknahme deines letzten Zugs bitten, die Bitte deines Gegners erfüllen oder ablehnen
cmd-takeback-opt-decline = ablehnen
    .description = Die Bitte deines Gegners ablehnen
cmd-takeback-opt-game = partie
    .description = Nummer der Partie
cmd-explain = erklären
    .description = Einen Zug erklären: was er entführt und abstößt, warum er gut oder schlecht ist (Standard: letzter)
cmd-explain-opt-move = zug
    .description = Ein früherer Zug (8...Cd5, Cd5, mine: dein letzter) oder einer zur Vorschau; Standard: der letzte
cmd-explain-opt-game = partie
    .description = Nummer der Partie
cmd-review = analyse
    .description = Eine Partie mit der Engine analysieren: Fehler, bessere Züge, Genauigkeit, Grafik, kommentierte PGN
cmd-review-opt-game = partie
    .description = Nummer der Partie (Standard: deine Partie hier oder deine letzte)
cmd-claim = reklamieren
    .description = Den Sieg reklamieren, wenn die Zeit deines Gegners abgelaufen ist
cmd-claim-opt-game = partie
    .description = Nummer der Partie
cmd-abort = abbrechen
    .description = Deine Partie abbrechen, bevor beide gezogen haben (kein Ergebnis, keine Wertungsänderung)
cmd-abort-opt-game = partie
    .description = Nummer der Partie
cmd-rematch = revanche
    .description = Revanche für eine beendete Partie anbieten: gleiche Optionen, Farben getauscht
cmd-rematch-opt-game = partie
    .description = Nummer der Partie (Standard: deine letzte beendete Partie hier)
cmd-games = partien
    .description = Deine laufenden Partien auflisten
cmd-rules = regeln
    .description = Die Regeln des Kastalia-Schachs
cmd-stats = statistik
    .description = Wertungszahlen und Ergebnisse eines Spielers (Standard: du)
cmd-stats-opt-user = spieler
    .description = Wessen Statistik
cmd-leaderboard = rangliste
    .description = Die höchstbewerteten Spieler dieses Servers (in einer DM: du und deine gewerteten Gegner)
cmd-leaderboard-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-forget = vergessen
    .description = Löschen, was der Bot über dich speichert (Server-Admins: über jeden)
cmd-forget-opt-user = nutzer
    .description = Wessen Daten (nur Admins; Standard: du)
cmd-help = hilfe
    .description = So benutzt du den Bot
cmd-settings = einstellungen
    .description = Brettoptik, Benachrichtigungen per DM und Sprache (zeigt sie; ändert die angegebenen)
cmd-settings-opt-theme = design
    .description = Farben des Bretts
cmd-settings-opt-coordinates = koordinaten
    .description = Linien und Reihen am Brettrand
cmd-settings-opt-notify = benachrichtigung
    .description = dm: auch per Direktnachricht (du bist am Zug, Herausforderungen, Erinnerungen, Partieende)
cmd-settings-opt-language = sprache
    .description = Die Sprache, in der ich mit dir spreche (auto: deine Discord-Sprache)
cmd-puzzle = puzzle
    .description = Ein Kastalia-Puzzle lösen (Antworten und Bretter siehst nur du)
cmd-puzzle-opt-action = aktion
    .description = new (Standard), daily (heute für alle gleich), show oder giveup
cmd-puzzle-opt-themes = motiv
    .description = Ein Motiv, z. B. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = zug
    .description = Deine Antwort auf das Puzzle, das du gerade löst, z. B. Cd5
cmd-learn = lernen
    .description = Kastalia-Schach lernen: kurze Lektionen mit Übungen (nur für dich sichtbar)
cmd-learn-opt-lesson = lektion
    .description = Eine Lektion nach Nummer öffnen (weglassen, um dort weiterzumachen, wo du aufgehört hast)
cmd-learn-opt-action = aktion
    .description = hint (Tipp), retry (die Übung noch mal) oder next (zur nächsten Übung springen)
cmd-learn-opt-move = zug
    .description = Deine Antwort auf die Übung, z. B. Cd5
cmd-tournament = turnier
    .description = Turniere auf diesem Server: Arena, Schweizer System und Rundenturnier
cmd-tournament-create = erstellen
    .description = Ein Turnier erstellen (erfordert die Berechtigung „Events verwalten“)
cmd-tournament-create-opt-kind = modus
    .description = arena (Paarung, sobald Partien enden), swiss (FIDE Dutch) oder roundrobin
cmd-tournament-create-opt-rounds = runden
    .description = Schweizer System: Anzahl der Runden (Standard: 5)
cmd-tournament-create-opt-minutes = minuten
    .description = Arena: wie lange sie dauert, in Minuten (Standard: 30)
cmd-tournament-create-opt-double = doppelt
    .description = Rundenturnier: jeder trifft zweimal auf jeden, mit getauschten Farben
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: Spieler dürfen ihre halbe Uhr für einen Extrapunkt hergeben (Standard: yes)
cmd-tournament-create-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-tournament-create-opt-time = bedenkzeit
    .description = Bedenkzeit: 3+2 (Minuten+Inkrement) oder 1d (Tage pro Zug)
cmd-tournament-create-opt-rated = gewertet
    .description = Gewertet (Standard: yes mit Uhr) oder ungewertet
cmd-tournament-create-opt-start = beginn
    .description = Wann es beginnt: now, 15m, 2h, 1d (Standard: 10m)
cmd-tournament-create-opt-name = name
    .description = Der Name des Turniers
cmd-tournament-create-opt-band = wertungsbereich
    .description = Nur Spieler mit einer Wertung in diesem Bereich, z. B. 1200-1600
cmd-tournament-join = beitreten
    .description = Einem Turnier dieses Servers beitreten
cmd-tournament-join-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das hier offene)
cmd-tournament-leave = abmelden
    .description = Dich von einem Turnier abmelden (läuft es schon: von den nächsten Runden zurückziehen)
cmd-tournament-leave-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)
cmd-tournament-withdraw = aussteigen
    .description = Aus einem laufenden Turnier aussteigen (keine Paarungen mehr; gespielte Partien zählen weiter)
cmd-tournament-withdraw-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)
cmd-tournament-berserk = berserk
    .description = Arena: deine halbe Uhr für einen Extrapunkt bei Sieg hergeben (vor deinem ersten Zug)
cmd-tournament-berserk-opt-game = partie
    .description = Die Nummer der Partie (weglassen für deine laufende Turnierpartie)
cmd-tournament-start = starten
    .description = Dein Turnier jetzt starten
cmd-tournament-start-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)
cmd-tournament-standings = tabelle
    .description = Die Tabelle eines Turniers
cmd-tournament-standings-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)
cmd-tournament-pairings = paarungen
    .description = Die Paarungen einer Runde (bei einer Arena: die laufenden Partien)
cmd-tournament-pairings-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)
cmd-tournament-pairings-opt-round = runde
    .description = Die Runde (Standard: die zuletzt gepaarte)
cmd-tournament-list = liste
    .description = Die Turniere dieses Servers
cmd-tournament-trf = trf
    .description = Ein Turnier als FIDE-TRF-16-Bericht
cmd-tournament-trf-opt-id = nummer
    .description = Die Nummer des Turniers (weglassen für das Turnier hier)

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (der vollständige Text ist angehängt)
# $id: die Nummer der Partie; $white, $black: die Namen der Spieler.
discord-game-title = Partie #{ $id }: { $white } gegen { $black }
# $variant: das Regelwerk (castalia, castalia-weak, standard); $time: die Bedenkzeit (10+5, 3d, none).
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }
discord-field-white = Weiß
discord-field-black = Schwarz
discord-field-rules = Regeln
discord-field-move = Zug
discord-field-last-move = Letzter Zug
discord-no-move-yet = noch keiner
discord-field-time-runs-out = Zeit läuft ab
discord-confirm-resign = Partie #{ $id } aufgeben? Dein Gegner gewinnt; das lässt sich nicht rückgängig machen.
button-rematch = Revanche
button-move = Ziehen
button-abort = Partie abbrechen
button-resign = Aufgeben
button-offer-draw = Remis anbieten
button-flip = Brett drehen
button-explain-last = Letzten Zug erklären
button-hint = Tipp
button-retry = Noch mal
button-skip = Weiter (überspringen)
button-next = Weiter
button-join = Beitreten
button-leave = Abmelden
button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Abbrechen
discord-nothing-changed = Nichts geändert: Die Partie geht weiter.

## The console (the local terminal front end)

# $user: der Name des Konsolennutzers.
console-welcome = Kastalia-Schach-Konsole. Du bist `{ $user }`; `/as NAME` wechselt den Nutzer, `/help` listet die Befehle auf, `/quit` beendet.
console-images-folder = Brettbilder werden nach { $folder }/ geschrieben
console-not-utf8 = Diese Zeile ist kein gültiger UTF-8-Text und wurde ignoriert: Gib den Befehl noch einmal ein.
console-you-are = Du bist jetzt { $user }.
console-bad-name = Sag, wer du bist, z. B. `/as alice` (1-32 Buchstaben, Ziffern, `_`, `-` oder `.`).
console-bot-thinking = (der Bot denkt nach …)
# Eine private Antwort (auf Discord sieht sie nur ihr Empfänger); $text: die Antwort.
console-only-you = (nur du) { $text }
console-wrote = ({ $path } geschrieben)
console-cannot-write = ({ $path } konnte nicht geschrieben werden: { $error })
# $moves: die Züge, z. B. "Cd5 (d4-d5), Qxe7 (e2-e7)".
console-solution-moves = Deine Züge in der Lösung: { $moves }
# Die Legende unter einem Textbrett; $marks: z. B. "[ ] gezogen von / nach, < > entführte Figur".
console-marks = Markierungen: { $marks }
console-mark-moved = gezogen von / nach
console-mark-kidnapped = entführte Figur
console-mark-repulsed = abgestoßene Figur
# Ein Zeitpunkt relativ zu jetzt: $n Einheiten ($unit: s, min, h, days) in der Zukunft oder Vergangenheit.
console-relative-time = { $when ->
        [future] in { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] Tag
               *[other] Tagen
            }
        }
       *[past] vor { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] Tag
               *[other] Tagen
            }
        }
    }

## Legende der Bilder (was jede Farbe zeigt)

legend-move = der Zug
legend-moved-from-to = gezogen von / nach
legend-castalia-path = Weg der Kastalia
legend-kidnap-drag = Entführung
legend-repulse-push = Abstoßung
legend-kidnapped-piece = entführte Figur
legend-repulsed-piece = abgestoßene Figur
legend-king-in-check = König im Schach
legend-better-move = besserer Zug
legend-threat = Drohung

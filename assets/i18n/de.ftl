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
    `/brett [drehen]`, `/züge`, `/pgn`, `/statistik [spieler]`, `/rangliste`, `/regeln`, `/web` (das Brett im Browser)
    `/partien`: deine Partien hier und die Herausforderungen, die auf dich warten; ein Befehl zu einer bestimmten Partie nimmt ihre Nummer (`/brett 12` oder `partie:12`)
    `/erklären`: was der letzte Zug bewirkt und warum er gut oder schlecht ist; `/erklären 8...Cd5` oder `/erklären mine` (dein letzter Zug): ein früherer Zug; `/erklären ZUG` zeigt einen Zug vorab, bevor er gespielt wird
    `/analyse [partie]`: die Engine analysiert eine Partie: Fehler, bessere Züge, Genauigkeit, eine Grafik und eine kommentierte PGN (eine Partie zwischen Menschen, sobald sie vorbei ist)
    `/vergessen`: alles löschen, was der Bot über dich speichert (Server-Admins: `/vergessen nutzer`)
    `/turnier erstellen modus:schweizer runden:5 bedenkzeit:10+5 beginn:15m name:Winter Open`, `/turnier beitreten`, `/turnier paarungen`, `/turnier tabelle`, `/turnier aussteigen`, `/turnier liste`, `/turnier beenden`: Turniere hier (Arena, Schweizer System oder Rundenturnier)
    Als Text getippt reicht der Wert einer Option mit Leerzeichen bis zur nächsten Option (`name:Winter Open bedenkzeit:10+5`), oder setze ihn in Anführungszeichen (`name:"Winter Open"`)
    `/einstellungen [design:ozean] [koordinaten:aus] [benachrichtigung:dm] [sprache:de]`: wie dein Brett aussieht, Benachrichtigungen auch per Direktnachricht und die Sprache, in der der Bot mit dir spricht
    `/lernen`, `/lernen lektion:3`, `/lernen aktion:tipp`: der Kastalia-Kurs, Lektion für Lektion (ohne laufende Partie beantwortet auch ein einfaches `/zug` eine Übung)
    `/puzzle [motiv:kidnap]`, `/puzzle täglich`, `/puzzle zug:Cd5`, `/puzzle aufgeben`: Kastalia-Puzzles lösen (ohne laufende Partie antwortet auch ein einfaches `/zug`)
    Optionen – regeln: `castalia` (Standard), `castalia-schwach`, `standard`; aufstellung: `castalia`, `klassisch` oder eine FEN; farbe: `weiß`, `schwarz`, `zufällig`; bedenkzeit: `keine`, `10+5`, `3d` (weggelassen: die Voreinstellung des Servers); gewertet: `ja` oder `nein` (eine Partie ohne Uhr ist immer ungewertet).

rules-brief = **Kastalia-Schach** (M. Winther, 2006): klassisches Schach plus die **Kastalia** (C), etwa 3 Bauern wert.
    1. Sie zieht wie eine Dame auf ein **leeres** Feld und **schlägt nie**. Sie kann geschlagen werden.
    2. **Entführung** (Pflicht): Die nächste Figur hinter ihr auf der Linie, auf der sie zieht (egal welcher Farbe, auch Könige), wird auf das Feld gezogen, das sie verlassen hat. In den Regeln castalia-weak entführt sie nur, wenn sie ein einziges Feld weit zieht.
    3. **Abstoßung**: Eine gegnerische Figur auf dem Feld direkt hinter ihrem Zielfeld (in Zugrichtung) gleitet in derselben Richtung so weit weiter, wie sie kann. Ein Bauer wird nie auf seine eigene erste Reihe geschoben; ein Bauer, der auf seine letzte Reihe geschoben wird, wird zur Dame.
    4. Der Zug ist legal, wenn dein König danach nicht angegriffen ist: Eine Kastalia kann deinen König also aus dem Schach ziehen. Die Kastalia selbst greift nichts an und gibt kein Schach.
    5. In der Ausgangsstellung steht statt jedes Damenspringers eine Kastalia; Bauern dürfen sich in eine Kastalia umwandeln.
    Alles andere ist klassisches Schach (das Rochaderecht geht verloren, wenn König oder Turm verschoben werden). Lass dir mit `/erklären` zeigen, was ein Zug bewirkt, oder lerne das Spiel Schritt für Schritt mit `/lernen`.
    Die vollständigen Regeln, mit jeder Entscheidung dort, wo der Erfinder schweigt, und durchgerechneten Beispielen: `docs/rules.md` im Quellcode des Bots.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece ->
        [pawn] { $piece_color ->
            [white] weißer
           *[black] schwarzer
        } Bauer
        [knight] { $piece_color ->
            [white] weißer
           *[black] schwarzer
        } Springer
        [bishop] { $piece_color ->
            [white] weißer
           *[black] schwarzer
        } Läufer
        [rook] { $piece_color ->
            [white] weißer
           *[black] schwarzer
        } Turm
        [queen] { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Dame
        [king] { $piece_color ->
            [white] weißer
           *[black] schwarzer
        } König
       *[castalia] { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Kastalia
    }
web-off = Dieser Bot bietet kein Web-Brett an.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Das Live-Brett in diesem Kanal öffnen
web-link = Dein Anmeldelink zum Web-Brett (gilt einmal, innerhalb von 10 Minuten; gib ihn nicht weiter): { $link }
web-square-empty = { $square }, leer
# status-over for the web board, which has its own Rematch button.
web-status-over = Partie #{ $id } ist vorbei: **{ $outcome }** ({ $result }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = Partie #{ $id } wurde von { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) abgebrochen (kein Ergebnis, Wertungen unverändert).
web-status-aborted-no-first-move = Partie #{ $id } wurde abgebrochen: { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) hat den ersten Zug nicht rechtzeitig gemacht (kein Ergebnis, Wertungen unverändert).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = Dieser Anmeldelink wurde schon benutzt oder ist älter als 10 Minuten. Schreib dem Bot /web für einen neuen.
web-error-signed-out = Du bist nicht angemeldet. Schreib dem Bot /web für einen Anmeldelink.
web-error-origin = Diese Anfrage kam von einer anderen Seite und wurde abgelehnt; nichts wurde geändert.
web-error-bad-request = Diese Anfrage war nicht lesbar; nichts wurde geändert.
web-error-activity-refused = Discord hat nicht bestätigt, dass du hier an dieser Aktivität teilnimmst; schließe sie und öffne sie erneut.
web-error-position-changed = Die Stellung hat sich inzwischen geändert, dein Zug wurde nicht gespielt.
web-error-not-a-player = Nur die Spieler der Partie #{ $id } können das; du schaust zu.
web-error-too-large = Diese Anfrage ist zu groß; nichts wurde geändert.
web-error-no-game = Es gibt keine Partie #{ $id }, die du sehen kannst.
web-error-not-found = Hier gibt es nichts.
web-error-too-many = Zu viele Anfragen: warte einen Moment und versuch es dann noch einmal.
web-error-discord-off = Die Anmeldung mit Discord ist bei diesem Bot nicht eingerichtet: schreib dem Bot stattdessen /web.
web-error-discord-failed = Discord hat nicht bestätigt, wer du bist; bitte versuch es noch einmal.
web-error-no-review = Die Analyse einer Partie zwischen Menschen gibt es erst, wenn sie vorbei ist (Fairplay).
web-challenge-incoming = { $player } fordert dich heraus: { $terms }
web-rematch-offered = { $player } bietet dir eine Revanche an.
web-challenge-open = { $player } bietet allen eine Partie an: { $terms }
web-challenge-yours = Deine Herausforderung an { $player }: { $terms }
web-challenge-yours-open = Deine offene Herausforderung: { $terms }
web-level = Stufe { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
        [kidnap] entführt
       *[push] verdrängt
    } { $owner ->
        [own] { $piece ->
            [pawn] den eigenen Bauern
            [knight] den eigenen Springer
            [bishop] den eigenen Läufer
            [rook] den eigenen Turm
            [queen] die eigene Dame
            [king] den eigenen König
           *[castalia] die eigene Kastalia
        }
        [yours] { $piece ->
            [pawn] deinen Bauern
            [knight] deinen Springer
            [bishop] deinen Läufer
            [rook] deinen Turm
            [queen] deine Dame
            [king] deinen König
           *[castalia] deine Kastalia
        }
        [player] { $piece ->
            [pawn] den Bauern von { $player }
            [knight] den Springer von { $player }
            [bishop] den Läufer von { $player }
            [rook] den Turm von { $player }
            [queen] die Dame von { $player }
            [king] den König von { $player }
           *[castalia] die Kastalia von { $player }
        }
        [bot] { $piece ->
            [pawn] den Bauern des Bots
            [knight] den Springer des Bots
            [bishop] den Läufer des Bots
            [rook] den Turm des Bots
            [queen] die Dame des Bots
            [king] den König des Bots
           *[castalia] die Kastalia des Bots
        }
       *[removed] { $piece ->
            [pawn] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Bauern
            [knight] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Springer
            [bishop] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Läufer
            [rook] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Turm
            [queen] die { $color ->
                [white] weiße
               *[black] schwarze
            } Dame
            [king] den { $color ->
                [white] weißen
               *[black] schwarzen
            } König
           *[castalia] die { $color ->
                [white] weiße
               *[black] schwarze
            } Kastalia
        }
    } von { $from } nach { $to }{ $queen ->
        [yes] , wo er zur Dame wird
       *[no] {""}
    }

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
settings-language-console = { $language } (--lang der Konsole)
# $themes: die Namen der Designs, durch Kommas getrennt.
settings-how-to-change = Ändere sie mit `/einstellungen design:wald koordinaten:aus benachrichtigung:dm sprache:de` (Designs: { $themes }; Benachrichtigung: dm oder kanal; Sprache: en, de, fr, es, ru, pt-BR oder auto, um { $site ->
        [console] --lang der Konsole zu nutzen
       *[discord] Discord zu folgen
    }).
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
    .description = Ausgangsstellung: castalia, klassisch oder eine FEN
cmd-challenge-opt-color = farbe
    .description = Deine Farbe (Standard: zufällig)
cmd-challenge-opt-time = bedenkzeit
    .description = Bedenkzeit: keine, 10+5 (Minuten+Inkrement) oder 3d (Tage pro Zug)
cmd-challenge-opt-rated = gewertet
    .description = Gewertet (Standard: ja mit Uhr) oder ungewertet
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
    .description = Deine Farbe (Standard: zufällig)
cmd-play-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-play-opt-time = bedenkzeit
    .description = Bedenkzeit: keine, 10+5 (Minuten+Inkrement) oder 3d (Tage pro Zug)
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
cmd-web = web
    .description = Ein Link, der dich am Web-Brett anmeldet (nur du siehst ihn)
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
    .description = neu (Standard), täglich (heute für alle gleich), zeigen oder aufgeben
cmd-puzzle-opt-themes = motiv
    .description = Ein Motiv, z. B. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = zug
    .description = Deine Antwort auf das Puzzle, das du gerade löst, z. B. Cd5
cmd-learn = lernen
    .description = Kastalia-Schach lernen: kurze Lektionen mit Übungen (nur für dich sichtbar)
cmd-learn-opt-lesson = lektion
    .description = Eine Lektion nach Nummer öffnen (weglassen, um dort weiterzumachen, wo du aufgehört hast)
cmd-learn-opt-action = aktion
    .description = tipp, nochmal (die Übung noch mal) oder weiter (zur nächsten Übung springen)
cmd-learn-opt-move = zug
    .description = Deine Antwort auf die Übung, z. B. Cd5
cmd-tournament = turnier
    .description = Turniere auf diesem Server: Arena, Schweizer System und Rundenturnier
cmd-tournament-create = erstellen
    .description = Ein Turnier erstellen (erfordert die Berechtigung „Events verwalten“)
cmd-tournament-create-opt-kind = modus
    .description = arena (Paarung, sobald Partien enden), schweizer (FIDE Dutch) oder rundenturnier
cmd-tournament-create-opt-rounds = runden
    .description = Schweizer System: Anzahl der Runden (Standard: 5)
cmd-tournament-create-opt-minutes = minuten
    .description = Arena: wie lange sie dauert, in Minuten (Standard: 30)
cmd-tournament-create-opt-double = doppelt
    .description = Rundenturnier: jeder trifft zweimal auf jeden, mit getauschten Farben
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: Spieler dürfen ihre halbe Uhr für einen Extrapunkt hergeben (Standard: ja)
cmd-tournament-create-opt-rules = regeln
    .description = Regelwerk (Standard: castalia)
cmd-tournament-create-opt-time = bedenkzeit
    .description = Bedenkzeit: 3+2 (Minuten+Inkrement) oder 1d (Tage pro Zug)
cmd-tournament-create-opt-rated = gewertet
    .description = Gewertet (Standard: ja mit Uhr) oder ungewertet
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
cmd-tournament-end = beenden
    .description = Beende dein Turnier jetzt mit dem aktuellen Tabellenstand
cmd-tournament-end-opt-id = nummer
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

## Optionswerte: die Auswahl der Befehlsoptionen in jeder Sprache (`/spielen farbe:weiß` ist
## `/play color:white`); ein Wort je Wert, kleingeschrieben, ohne Leerzeichen.

choice-color-white = weiß
choice-color-black = schwarz
choice-color-random = zufällig
choice-rules-castalia = castalia
choice-rules-castalia-weak = castalia-schwach
choice-rules-standard = standard
choice-setup-castalia = castalia
choice-setup-classic = klassisch
choice-time-none = keine
choice-yesno-yes = ja
choice-yesno-no = nein
choice-onoff-on = an
choice-onoff-off = aus
choice-notify-dm = dm
choice-notify-channel = kanal
choice-theme-classic = klassisch
choice-theme-ocean = ozean
choice-theme-forest = wald
choice-language-auto = auto
choice-kind-arena = arena
choice-kind-swiss = schweizer
choice-kind-roundrobin = rundenturnier
choice-puzzle-new = neu
choice-puzzle-daily = täglich
choice-puzzle-show = zeigen
choice-puzzle-giveup = aufgeben
choice-learn-hint = tipp
choice-learn-retry = nochmal
choice-learn-next = weiter

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
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Auf dem Brett spielen
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
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Brett: { $url }
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


## Discord: a game's start, its thread, and where an answer went

# The start message in the channel; $white, $black: the players' names; $terms: the rule set, the time control and rated or casual (discord-game-rules).
discord-game-starts = Partie #{ $id } beginnt: **{ $white }** (Weiß) gegen **{ $black }** (Schwarz), { $terms }.
# The same for a game shown on one board edited in place; the game's status follows it.
discord-game-starts-live = Partie #{ $id } beginnt: **{ $white }** (Weiß) gegen **{ $black }** (Schwarz).
# Follows discord-game-starts once the game's thread is open; $thread: a link to the thread.
discord-game-thread-link = Gespielt wird im Thread: { $thread }
# Follows discord-game-starts until then.
discord-game-thread-below = Der Thread zur Partie öffnet sich unten.
# A game's thread name (at most 100 characters); $title: the players ("alice vs bob").
discord-game-thread-name = #{ $id } { $title }
# Said privately where the answer to a command or a click was posted elsewhere; $thread, $channel: links.
discord-pointer-thread = Erledigt: Die Partie geht in { $thread } weiter.
discord-pointer-board = Erledigt: Das Brett der Partie #{ $id } ist in { $channel } aktualisiert.
# A challenge's message once accepted; $name: who accepted it.
discord-challenge-accepted = Herausforderung von **{ $name }** angenommen: Die Partie beginnt unten.
# The private Resign question, closed once the player resigned.
discord-you-resigned = Du hast aufgegeben.
# A button of an older version of the bot, or a damaged one.
discord-stale-button = Dieser Button funktioniert nicht mehr; tippe `/brett` für ein aktuelles Brett.
# Under a notice sent by direct message; $link: the game's channel or thread.
discord-dm-go-to-game = Zur Partie: { $link }

## Discord: the move picker (the Move button's private menus)

# $board: what the picker moves in ("Game #12", "Exercise 3.2").
discord-picker-which-piece = { $board }: Welche Figur ziehst du? (Nur du siehst das.)
# A menu's placeholder (at most 100 characters, as every label of the picker).
discord-picker-choose-piece = Wähle eine Figur
# A piece in the menu: $piece on $square, and the number of its legal moves.
discord-picker-piece = { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } { $square } ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    })
# $board as in discord-picker-which-piece; the $piece on $square.
discord-picker-where = { $board }: Wohin zieht { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } auf { $square }?
discord-picker-choose-destination = Wähle das Zielfeld
# A menu's placeholder when a piece has too many moves for one menu: the moves in $directions (discord-picker-direction, joined by commas), $count of them.
discord-picker-moves-toward = Züge { $directions } ({ $count })
# A direction on the board (north: towards the 8th rank); other: moves along no line (a knight's jump, castling).
discord-picker-direction = { $direction ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
        [north-west] nach Nordwesten
       *[other] sonstige
    }
# A pawn's move to the last rank ($square); the new piece is asked next.
discord-picker-promotes = { $square }: Umwandlung (die neue Figur wählst du als Nächstes)
discord-picker-another-piece = Andere Figur wählen
discord-picker-choose-promotion = Wähle die neue Figur
discord-picker-promotion = { $board }: Der Bauer auf { $from } erreicht { $to }. Was soll aus ihm werden?
# **Move** is the board's button (button-move).
discord-picker-stale-game = Die Stellung der Partie #{ $id } hat sich geändert, seit dieses Menü geöffnet wurde, daher wurde nichts gespielt. Klicke auf dem neuesten Brett auf **Ziehen** oder tippe `/zug`.
discord-picker-stale-lesson = Du bist zu einer anderen Übung weitergegangen, seit dieses Menü geöffnet wurde, daher wurde nichts gespielt. Tippe `/lernen`, um deine aktuelle Übung zu sehen.
# The picker closed after a move; $san: the move (Cd5).
discord-picker-played = Du hast **{ $san }** in Partie #{ $id } gespielt.

## Discord: the adapter's refusals and apologies

# The bot's permissions, as Discord's server settings name them.
discord-permission-view-channel = Kanäle ansehen
discord-permission-send-messages = Nachrichten senden
discord-permission-send-messages-in-threads = Nachrichten in Threads senden
discord-permission-embed-links = Links einbetten
discord-permission-attach-files = Dateien anhängen
# $permissions: the names of the missing permissions (discord-permission-*), joined by commas; $count: how many.
discord-missing-permissions = Ich kann in diesem Kanal keine Partien führen: Mir { $count ->
        [one] fehlt hier die Berechtigung
       *[other] fehlen hier die Berechtigungen
    } { $permissions }. Bitte einen Server-Admin, { $count ->
        [one] sie
       *[other] sie
    } mir (oder meiner Rolle) zu erteilen, oder spiel in einem anderen Kanal.
discord-bot-challenged = Bots können keine Herausforderungen annehmen. Spiel gegen diesen Bot mit `/spielen stufe:3`.
discord-sorry = Entschuldige, das hat nicht geklappt; bitte versuch es noch einmal.
discord-sorry-explain = Entschuldige, bei der Erklärung ist etwas schiefgegangen. Bitte versuch es noch einmal.
discord-sorry-review = Entschuldige, bei der Analyse ist etwas schiefgegangen. Bitte versuch es später noch einmal.
# A review's progress; $bar: ten characters of # (done) and - (to do), kept as they are; $percent: 0 to 100.
discord-review-progress = Die Engine analysiert die Partie: `[{ $bar }]` { $percent } %
# $command: the command's name as the user's Discord shows it (tournament join).
discord-server-only = `/{ $command }` funktioniert in einem Serverkanal, wo beide Spieler die Partie sehen. Hier kannst du mit `/spielen stufe:3` gegen den Bot spielen.
# $subcommands: the subcommands' names, joined by commas.
discord-subcommand-required = Du musst einen dieser Unterbefehle angeben: { $subcommands }
# $input: what the user typed in an option; $command as in discord-server-only.
discord-unreadable-input = Ich konnte `{ $input }` in `/{ $command }` nicht lesen. `/hilfe` listet die Befehle auf und was ihre Optionen erwarten.
discord-unreadable-option = Ich konnte eine Option in `/{ $command }` nicht lesen. `/hilfe` listet die Befehle auf und was ihre Optionen erwarten.
discord-options-mismatch = Ich konnte die Optionen von `/{ $command }` nicht lesen: Wähle sie aus den Listen, die Discord anzeigt (sieht das Formular anders aus als in `/hilfe`, zeigt Discord vielleicht noch eine ältere Version des Befehls; versuch es in einer Minute noch einmal).
# The title and the text of the answer when a command broke down.
discord-internal-error = Interner Fehler
discord-internal-error-details = Ein unerwarteter interner Fehler ist aufgetreten.

## Discord: a tournament's thread and scheduled event, the settings menu

# The name of a tournament's thread and of its event in the server's calendar (at most 100 characters); $name: the tournament's name.
discord-tournament-name = Turnier #{ $id }: { $name }
# The event's description; $summary: the tournament in a few words ("Swiss, 5 rounds, 3+2").
discord-tournament-event = { $summary }. Tritt im Kanal mit `/turnier beitreten` bei.
# A choice of `/settings language:` (at most 100 characters): the language of the user's Discord.
discord-language-auto = auto (die Sprache deines Discord)

## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Kastalia-Bot (Stufe { $level })
# A player whose data was deleted at their request.
play-seat-removed = ein entfernter Spieler
# A game's title: its players, white first.
play-game-title = { $white } gegen { $black }
# A time control: no clock at all.
play-time-none = ohne Uhr
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = abgebrochen von { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    })
play-aborted-no-first-move = abgebrochen: { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) hat den ersten Zug nicht rechtzeitig gemacht

## Refusals

error-no-game = Du hast in diesem Kanal keine Partie. Starte eine mit `/herausfordern @jemand` oder `/spielen stufe:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = Du hast hier { $count } Partien ({ $games }). Gib mit `partie:ID` an, welche du meinst, z. B. `partie:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = Hier gibt es keine Partie #{ $id }. Tippe `/partien`, um deine zu sehen.
error-game-over = Partie #{ $id } ist vorbei. Starte eine neue mit `/herausfordern` oder `/spielen`.
error-not-a-player = Nur die Spieler der Partie #{ $id } können das; zuschauen kann jeder mit `/brett partie:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = Du bist nicht am Zug: { $player } ist am Zug.
error-no-challenge = Hier wartet keine offene Herausforderung auf dich. Fordere jemanden mit `/herausfordern @jemand` heraus.
error-unknown-challenge = Hier gibt es keine Herausforderung #{ $id }; vielleicht ist sie abgelaufen oder wurde schon beantwortet.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Hier warten mehrere Herausforderungen auf dich ({ $challenges }). Gib mit `nummer:N` an, welche du meinst.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } von { $challenger }
error-not-your-challenge = Diese Herausforderung ist nicht an dich gerichtet.
error-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen; `/zurückziehen` zieht sie zurück.
error-self-challenge = Du kannst dich nicht selbst herausfordern. Spiel mit `/spielen stufe:3` gegen den Bot oder fordere jemand anderen heraus.
error-conflict = Die Partie hat sich geändert, während dein Befehl unterwegs war; bitte versuch es noch einmal.
error-damaged = Der gespeicherte Datensatz der Partie #{ $id } ist beschädigt, daher kann sie nicht weitergespielt werden; sie wurde nicht verändert. Bitte sag dem Betreiber des Bots Bescheid.
error-storage = Entschuldige, der Bot konnte das nicht speichern, daher wurde nichts geändert. Bitte versuch es gleich noch einmal.
error-busy = Entschuldige, der Bot ist ausgelastet und konnte nicht rechtzeitig antworten; bitte versuch es noch einmal.

## Challenges

challenge-not-in-dm = Herausforderungen gibt es dort, wo beide Spieler sie sehen: Nutze `/herausfordern` in einem Serverkanal oder in deiner DM oder Gruppen-DM mit deinem Freund (füge die App zuerst deinem Konto hinzu). Hier kannst du mit `/spielen stufe:3` gegen den Bot spielen.
challenge-answer-not-in-dm = Herausforderungen werden dort beantwortet, wo sie gestellt wurden: in einem Serverkanal oder in der DM oder Gruppen-DM mit deinem Freund. Hier kannst du mit `/spielen stufe:3` gegen den Bot spielen.
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = Du hast schon { $max } offene Herausforderungen: Zieh eine mit `/zurückziehen` zurück oder warte, bis eine beantwortet wird oder abläuft.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } fordert dich zu einer Partie { $terms } heraus (Herausforderung #{ $id }, { $minutes } Min. offen). Antworte dort mit `/annehmen` oder `/ablehnen`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } fordert { $opponent } zu einer Partie { $terms } heraus.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent }: `/annehmen` oder `/ablehnen` (Herausforderung #{ $id }, { $minutes } Min. offen).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } stellt eine offene Herausforderung: { $terms }.
challenge-open-answer = Jeder kann sie mit `/annehmen` annehmen (Herausforderung #{ $id }, { $minutes } Min. offen).
# $player declines the challenge $challenger made.
challenge-declined = { $player } lehnt die Herausforderung von { $challenger } ab.
challenge-withdrawn = { $player } zieht Herausforderung #{ $id } zurück.
challenge-expired = Herausforderung #{ $id } von { $challenger } ist unbeantwortet abgelaufen.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] Kastalia-Schach
       *[orthodox] klassisches Schach
    } ({ $setup }, { $color ->
        [white] { $challenger } spielt Weiß
        [black] { $challenger } spielt Schwarz
       *[random] Farben werden ausgelost
    }, { $time }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = Regeln { $rules }, { $setup ->
        [castalia] Aufstellung castalia
        [classic] Aufstellung classic
       *[fen] aus der FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = Partie #{ $id } beginnt: { $white } (Weiß) gegen { $black } (Schwarz), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Partie #{ $id } { $white } (Weiß) gegen { $black } (Schwarz), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Stufe { $level } (etwa { $elo } Elo): { $level ->
        [1] ein Anfänger, der einen Zug weit schaut und oft patzt
        [2] ein Neuling, der einfache Drohungen erkennt, aber viele Taktiken übersieht
        [3] ein Gelegenheitsspieler, der vernünftig spielt, aber noch Figuren einstellt
        [4] ein Vereinsanfänger, der kurze Taktiken sieht
        [5] ein solider Vereinsspieler, hin und wieder ungenau
        [6] ein starker Vereinsspieler
        [7] ein Experte, der selten vom besten Zug abweicht
       *[8] volle Stärke, jedes Mal der beste Zug der Engine
    }.
play-bot-elo-orthodox = Diese Elo-Zahl ist im klassischen Schach gegen Stockfish gemessen. Keine andere Engine spielt Kastalia-Schach, daher sind die Stufen dort nur gegeneinander gemessen: Jede schlägt die darunter.
play-bot-casual = Diese Partie ist ungewertet: Partien gegen den Bot ändern nie die Wertung. Gewertete Partien spielen Menschen gegeneinander, z. B. `/herausfordern @jemand bedenkzeit:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = Der Bot ist gerade sehr beschäftigt ({ $waiting } { $waiting ->
        [one] Zug wartet
       *[other] Züge warten
    }). Bitte versuch es in einer Minute noch einmal.
play-abort-tournament = Partie #{ $id } gehört zu Turnier #{ $tournament }: Sie kann nicht abgebrochen werden. `/aufgeben` beendet sie als Niederlage.
play-abort-too-late = Partie #{ $id } kann nicht mehr abgebrochen werden: Beide Seiten haben gezogen. Nutze stattdessen `/aufgeben` oder `/remis`.
# Shown when a finished game's thread is closed.
play-thread-closed = Partie #{ $id } ist vorbei; ihr Thread ist geschlossen.
play-rematch-still-going = Partie #{ $id } läuft noch: Beende sie zuerst (`/aufgeben`, `/remis` oder `/abbrechen`).
play-rematch-opponent-removed = Die Daten deines Gegners wurden gelöscht, daher ist keine Revanche möglich. Fordere jemanden mit `/herausfordern @jemand` heraus.
# Put before the new challenge or game of a rematch.
play-rematch-of = Revanche für Partie #{ $id }:
play-rematch-no-game = Du hast hier keine beendete Partie für eine Revanche. Nenne eine mit `/revanche partie:ID`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = Der Bot konnte in Partie #{ $id } nicht ziehen: { $reason }
play-bot-not-its-turn = Der Bot ist in Partie #{ $id } nicht am Zug.
play-bot-already-thinking = Der Bot denkt in Partie #{ $id } schon nach.
play-bot-no-legal-move = Der Bot hat keinen legalen Zug gefunden.
play-bot-stumbled = Entschuldige, beim Nachdenken ist beim Bot etwas schiefgegangen. Er versucht es in einer Minute noch einmal.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = Der Bot ist mit anderen Partien beschäftigt: Deine ist Nummer { $place } in seiner Warteschlange, und sein Zug kommt, sobald ein Rechenprozess frei ist.

## Moves

# **Move** is the board's button of that name.
move-position-changed = Die Stellung der Partie #{ $id } hat sich geändert, seit dieses Menü geöffnet wurde, daher wurde nichts gespielt. Klicke auf dem neuesten Brett auf **Ziehen** oder tippe `/zug`.

## Clocks and deadlines

clock-claim-own-turn = Du bist selbst am Zug: Du kannst jetzt keinen Sieg auf Zeit reklamieren.
clock-claim-no-clock = Diese Partie hat keine Uhr, also gibt es nichts zu reklamieren.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = { $player } hat noch Zeit (sie läuft { $until } ab).
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = Die Zeit von { $late } in Partie #{ $id } ({ $title }) ist abgelaufen. { $waiting }: Reklamiere jetzt mit `/reklamieren` den Sieg; sonst endet die Partie { $ends } von selbst.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = Die Zeit von { $late } in Partie #{ $id } ({ $title }) ist abgelaufen. Zieh jetzt: Die Partie endet { $ends } von selbst.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Erinnerung: { $player }, dein Zug in Partie #{ $id } ({ $title }) ist { $due } fällig.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } bietet in Partie #{ $id } Remis an. { $opponent }: `/remis` zum Annehmen, `/remis ablehnen` zum Ablehnen.
offer-takeback = { $player } möchte in Partie #{ $id } den letzten Zug zurücknehmen. { $opponent }: `/zurücknehmen` zum Annehmen, `/zurücknehmen ablehnen` zum Ablehnen.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = Du hast schon gefragt; { $opponent } kann mit `{ $command }` antworten.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Zug zurückgenommen ({ $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }).
offer-draw-declined = { $player } lehnt das Remisangebot ab.
offer-takeback-declined = { $player } lehnt die Zugrücknahme ab.
offer-nothing-to-take-back = Es gibt nichts zurückzunehmen: Diese Seite hat noch nicht gezogen.
offer-no-draw-to-decline = Es gibt nichts abzulehnen: Kein Remisangebot wartet auf deine Antwort.
offer-no-takeback-to-decline = Es gibt nichts abzulehnen: Keine Bitte um Zugrücknahme wartet auf deine Antwort.
offer-bot-declines-draw = Der Bot lehnt dein Remisangebot ab: Er spielt lieber weiter.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = Der Bot gewährt Zugrücknahmen nur auf den Stufen { $min }-{ $max }. Spiel weiter oder nutze `/aufgeben`.

## Game options

error-standard-has-no-castalia = Im Regelwerk standard gibt es keine Kastalia: Nutze `aufstellung:klassisch` oder `regeln:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Diese FEN funktioniert nicht: { $reason }. Gib eine legale FEN an oder `aufstellung:castalia` / `aufstellung:klassisch`.
error-position-over = Diese Stellung ist schon zu Ende (Matt, Patt oder totes Remis): Wähle eine andere.
error-rated-without-clock = Eine Partie ohne Uhr ist immer ungewertet und kann daher nicht gewertet werden: Gib ihr eine Uhr, z. B. `bedenkzeit:10+5` oder `bedenkzeit:3d`, oder lass `gewertet:ja` weg.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Unbekanntes Regelwerk `{ $rules }`: Nutze castalia, castalia-schwach oder standard
error-setup-empty = `aufstellung:` braucht einen Wert: `aufstellung:castalia`, `aufstellung:klassisch` oder eine FEN in Anführungszeichen; lass die Option weg für die normale Ausgangsstellung.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Unbekannte Aufstellung `{ $setup }`: Nutze castalia, klassisch oder eine FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` ist keine Farbe: Nutze weiß, schwarz oder zufällig.
# $time is what the player typed.
error-unknown-time = `{ $time }` ist keine Bedenkzeit: Nutze `keine`, `10+5` (Minuten + Sekunden pro Zug, bis 180+60) oder `3d` (1-14 Tage pro Zug).

## Typed commands (the console, prefix commands)

# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.
# $length is the number of characters of the line; $max the most accepted.
command-too-long = Diese Zeile ist zu lang ({ $length } Zeichen, höchstens { $max }).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Unbekannter Befehl `/{ $name }`. Meintest du `/{ $suggestion }`?
command-unknown = Unbekannter Befehl `/{ $name }`. Tippe `/hilfe` für die Liste.
command-takes-no-options = `/{ $command }` hat keine Option `{ $option }:`; der Befehl hat gar keine Optionen.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` hat keine Option `{ $option }:`; möglich sind { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` ist keine Zahl: { $number ->
        [challenge] Gib die Nummer der Herausforderung an, z. B. nummer:7
        [tournament] Gib die Nummer des Turniers an, z. B. nummer:3
        [round] Gib die Nummer der Runde an, z. B. runde:2
       *[game] Gib die Nummer der Partie an, z. B. partie:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` versteht `{ $word }` nicht: Gib eine Partienummer an, z. B. `12` oder `partie:12`, oder nichts für deine Partie hier.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` versteht `{ $word }` nicht: Gib eine Partienummer an, z. B. `12` oder `partie:12`, oder eines der Wörter aus `/hilfe`.
# $first and $second are game numbers.
command-two-games = Zwei Partien sind genannt ({ $first } und { $second }): Gib eine an, z. B. `partie:{ $first }`.
command-unclosed-quote = Nicht geschlossenes Anführungszeichen: Schließe es mit `"`.
command-option-empty = `{ $option }:` braucht einen Wert: Gib einen an oder lass die Option weg, dann gilt die Voreinstellung.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` ist keine Stufe: Wähle eine von { $min } (Anfänger) bis { $max } (volle Stärke), z. B. stufe:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = koordinaten: erwartet an oder aus, z. B. `/einstellungen koordinaten:aus`.
command-notify-usage = benachrichtigung: erwartet dm (Benachrichtigungen auch per Direktnachricht) oder kanal, z. B. `/einstellungen benachrichtigung:dm`.
command-theme-usage = design: erwartet klassisch, ozean oder wald, z. B. `/einstellungen design:ozean`.
command-language-usage = sprache: erwartet en, de, fr, es, ru, pt-BR oder auto, z. B. `/einstellungen sprache:de`.
command-rated-usage = gewertet: erwartet ja oder nein.
command-tournament-usage = Versuch es mit `/turnier erstellen modus:schweizer runden:3 bedenkzeit:10+5 beginn:now`, `/turnier beitreten`, `/turnier starten`, `/turnier paarungen`, `/turnier tabelle`, `/turnier aussteigen`, `/turnier berserk`, `/turnier liste` oder `/turnier beenden`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/turnier erstellen` versteht `{ $word }` nicht: Die Einstellungen werden als `option:wert` geschrieben, z. B. `modus:schweizer runden:5`. Ein Wert mit Leerzeichen reicht bis zur nächsten Option (`name:Winter Open bedenkzeit:10+5`), oder setze ihn in Anführungszeichen (`name:"Winter Open"`).
command-challenge-usage = Nenne den Spieler, den du herausfordern willst, z. B. `/herausfordern bob`, oder lass ihn weg für eine offene Herausforderung.
command-play-usage = Wähle eine Stufe von 1 bis 8, z. B. `/spielen stufe:3`.
command-move-usage = Sag, welchen Zug du spielst, z. B. `/zug e4` oder `/zug Cd5`.
command-puzzle-usage = Versuch es mit `/puzzle`, `/puzzle motiv:kidnap`, `/puzzle aktion:täglich`, `/puzzle zug:Cd5` oder `/puzzle aktion:aufgeben`.
command-learn-usage = Versuch es mit `/lernen`, `/lernen 3`, `/lernen tipp`, `/lernen nochmal`, `/lernen weiter` oder `/lernen zug:Cd5`.
command-stats-usage = Nenne einen Spieler, z. B. `/statistik bob`.
command-forget-usage = Nenne einen Spieler, z. B. `/vergessen bob` (Server-Admins), oder nur `/vergessen`, um deine eigenen Daten zu löschen.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt durch { $reason ->
        [checkmate] Schachmatt
        [resignation] Aufgabe
        [timeout] Zeitüberschreitung
       *[abandonment] Verlassen der Partie
    }
# $reason: why the game was drawn.
game-outcome-draw = Remis durch { $reason ->
        [stalemate] Patt
        [repetition] dreifache Stellungswiederholung
        [fifty-moves] die 50-Züge-Regel
        [dead-position] ungenügendes Material (tote Stellung)
        [agreement] Vereinbarung
       *[timeout-vs-insufficient-material] Zeitüberschreitung bei ungenügendem Material
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = Partie #{ $id } wurde von { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) abgebrochen (kein Ergebnis, Wertungen unverändert). `/revanche` bittet um eine weitere.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = Partie #{ $id } wurde abgebrochen: { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) hat den ersten Zug nicht rechtzeitig gemacht (kein Ergebnis, Wertungen unverändert). `/revanche` bittet um eine weitere.
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = Partie #{ $id } ist vorbei: { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) { $reason ->
        [no-first-move] hat den ersten Zug nicht rechtzeitig gemacht
       *[left] ist gegangen, bevor beide Seiten gezogen hatten
    } und verliert kampflos (Turnier #{ $tournament }; eine kampflose Partie wird nicht gewertet). `/turnier tabelle nummer:{ $tournament }` zeigt die Tabelle.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = Partie #{ $id } ist vorbei: **{ $outcome }** ({ $result }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }). `/revanche` bittet um eine weitere.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = Partie #{ $id } ist vorbei: **{ $outcome }** ({ $result }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }), eine Partie von Turnier #{ $tournament }. `/turnier tabelle nummer:{ $tournament }` zeigt die Tabelle.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) ist am Zug, Zug { $number }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
status-to-move-in-check = { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) ist am Zug und steht im Schach, Zug { $number }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Uhren: Weiß { $white }, Schwarz { $black }.
status-abortable = Solange nicht beide Seiten gezogen haben, kann jeder mit `/abbrechen` abbrechen.
# $player: who offers the draw.
status-draw-offer = { $player } bietet Remis an.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (Zeit läuft ab: { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } hat **{ $san }** gespielt.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } hat **{ $san }** gespielt und dabei { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san }: { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } und { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $owner ->
        [own] { $piece ->
            [pawn] den eigenen Bauern
            [knight] den eigenen Springer
            [bishop] den eigenen Läufer
            [rook] den eigenen Turm
            [queen] die eigene Dame
            [king] den eigenen König
           *[castalia] die eigene Kastalia
        }
        [yours] { $piece ->
            [pawn] deinen Bauern
            [knight] deinen Springer
            [bishop] deinen Läufer
            [rook] deinen Turm
            [queen] deine Dame
            [king] deinen König
           *[castalia] deine Kastalia
        }
        [player] { $piece ->
            [pawn] den Bauern von { $player }
            [knight] den Springer von { $player }
            [bishop] den Läufer von { $player }
            [rook] den Turm von { $player }
            [queen] die Dame von { $player }
            [king] den König von { $player }
           *[castalia] die Kastalia von { $player }
        }
        [bot] { $piece ->
            [pawn] den Bauern des Bots
            [knight] den Springer des Bots
            [bishop] den Läufer des Bots
            [rook] den Turm des Bots
            [queen] die Dame des Bots
            [king] den König des Bots
           *[castalia] die Kastalia des Bots
        }
       *[removed] { $piece ->
            [pawn] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Bauern
            [knight] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Springer
            [bishop] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Läufer
            [rook] den { $color ->
                [white] weißen
               *[black] schwarzen
            } Turm
            [queen] die { $color ->
                [white] weiße
               *[black] schwarze
            } Dame
            [king] den { $color ->
                [white] weißen
               *[black] schwarzen
            } König
           *[castalia] die { $color ->
                [white] weiße
               *[black] schwarze
            } Kastalia
        }
    } von { $from } nach { $to } { $how ->
        [kidnap] entführt
       *[push] abgestoßen
    }{ $queen ->
        [yes] , wo er zur Dame wurde
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Partie #{ $id } { $white } gegen { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } gegen { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Partie #{ $id } ({ $white } gegen { $black }): { $moves }
game-moves-none = Partie #{ $id } ({ $white } gegen { $black }): noch keine Züge
game-pgn = PGN der Partie #{ $id } ({ $white } gegen { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = Entführung und Abstoßung der Kastalia in einem Zug, gezeigt vor und nach dem Zug
game-card-not-yet = Partie #{ $id } läuft noch; ihre Ergebniskarte kommt, wenn sie endet.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = Partie #{ $id } ist vorbei. { $white } (Weiß) gegen { $black } (Schwarz): **{ $result }**: { $outcome } nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = Partie #{ $id } ist vorbei. { $white } (Weiß) gegen { $black } (Schwarz): abgebrochen von { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = Partie #{ $id } ist vorbei. { $white } (Weiß) gegen { $black } (Schwarz): abgebrochen nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, weil { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) den ersten Zug nicht rechtzeitig gemacht hat, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = Partie #{ $id } ist vorbei. { $white } (Weiß) gegen { $black } (Schwarz): { $player } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) { $reason ->
        [no-first-move] hat den ersten Zug nicht rechtzeitig gemacht
       *[left] ist gegangen, bevor beide Seiten gezogen hatten
    } und hat kampflos verloren (Turnier #{ $tournament }, ungewertet).
# $sentence: the last move in a sentence (announce-played...).
game-last-move = Der letzte Zug: { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = Eine Animation der ganzen Partie, Zug für Zug: { $moves }. Die Schlussstellung: { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } gegen { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Partie #{ $id }
game-choices-exercise = Übung { $exercise }
game-no-legal-move = In Partie #{ $id } gibt es keinen legalen Zug.

## /games

games-none = Du hast hier keine laufende Partie und keine wartende Herausforderung. Starte eine mit `/herausfordern @jemand` oder `/spielen stufe:3`.
games-heading = Deine Partien hier:
games-line-your-move = #{ $id } { $white } gegen { $black } ({ $rules }, du bist am Zug)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } gegen { $black } ({ $rules }, { $player } ist am Zug)
games-line-damaged = #{ $id } { $white } gegen { $black } ({ $rules }, Datensatz beschädigt)
games-challenges-heading = Herausforderungen:
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } von dir an { $to }, { $terms }: `/zurückziehen nummer:{ $id }` zieht sie zurück
games-challenge-from-you-open = #{ $id } von dir an alle (offen), { $terms }: `/zurückziehen nummer:{ $id }` zieht sie zurück
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } von { $player } an dich, { $terms }: `/annehmen nummer:{ $id }` oder `/ablehnen nummer:{ $id }`
games-challenge-open = #{ $id } von { $player } an alle (offen), { $terms }: `/annehmen nummer:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules }: Wertung { $rating } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $draws } Remis, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    } ({ $rated ->
        [one] { $rated } gewertete Partie
       *[other] { $rated } gewertete Partien
    })
stats-none = Noch keine beendeten Partien.
leaderboard-empty-server = Auf diesem Server gibt es noch keine gewerteten Partien ({ $rules }). Fordere jemanden mit `/herausfordern @jemand` heraus.
leaderboard-empty-yours = Du hast noch keine gewerteten Partien ({ $rules }). Fordere jemanden mit `/herausfordern @jemand` heraus.
leaderboard-empty-here = Hier gibt es noch keine gewerteten Partien ({ $rules }). Fordere jemanden mit `/herausfordern @jemand` heraus.
leaderboard-heading-server = Rangliste ({ $rules }), Spieler dieses Servers; die Wertungen sind global:
leaderboard-heading-yours = Rangliste ({ $rules }), du und die Spieler, mit denen du gewertete Partien gespielt hast (jeder Server hat seine eigene: Tippe dort `/rangliste`); die Wertungen sind global:
leaderboard-heading-here = Rangliste ({ $rules }), Spieler hier; die Wertungen sind global:
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } ({ $wins }S { $draws }R { $losses }N)

## Notices by direct message

# $opponent: the other player.
notice-your-move = Du bist am Zug in Partie #{ $id } gegen { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = Partie #{ $id } gegen { $opponent } ist vorbei: **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = Das kann man mit einer Partie nicht machen.
reply-not-for-a-challenge = Das kann man mit einer Herausforderung nicht machen.
reply-decline-own-challenge = Das ist deine eigene Herausforderung: `/zurückziehen` zieht sie zurück.
reply-decline-open-challenge = Eine offene Herausforderung muss man nicht ablehnen: Sie läuft einfach ab.
reply-only-challenger-cancels = Nur wer herausgefordert hat, kann eine Herausforderung zurückziehen; mit `/ablehnen` lehnst du eine an dich ab.

## Privacy (/forget)

privacy-cannot-forget-here = Hier kannst du deine Daten nicht löschen.
privacy-only-admins = Nur ein Administrator dieses Servers kann einen anderen Spieler daraus entfernen; `/vergessen` ohne Nutzer löscht alles, was der Bot über dich speichert.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = Erledigt: Der Bot speichert nichts mehr über { $name }. { $changed ->
        [one] { $changed } Partie zeigt
       *[other] { $changed } Partien zeigen
    } jetzt „ein entfernter Spieler“; laufende Partien wurden aufgegeben (oder abgebrochen, wo noch nicht beide Seiten gezogen hatten).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = Erledigt: { $name } ist von diesem Server entfernt: { $deleted ->
        [one] { $deleted } beendete Partie
       *[other] { $deleted } beendete Partien
    } hier gelöscht, { $resigned ->
        [one] { $resigned } laufende Partie
       *[other] { $resigned } laufende Partien
    } hier aufgegeben, und aus der Rangliste dieses Servers gestrichen. Wertung und Partien anderswo gehören weiter dieser Person: Nur sie selbst kann sie mit `/vergessen` löschen.

## Limits

# $seconds: how long to wait.
limits-slow-down = Etwas langsamer bitte: zu viele Befehle auf einmal. Versuch es in { $seconds } s noch einmal.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } hat schon { $games ->
        [one] { $games } laufende Partie
       *[other] { $games } laufende Partien
    } (mehr sind nicht erlaubt); beende oder gib zuerst eine auf (`/partien` listet sie auf).

## /explain and /review around the engine's words

fairplay-engine-closed = Die Engine-Analyse der Partie #{ $id } gibt es, sobald sie beendet ist (dann auch mit `/analyse partie:{ $id }`): kein Urteil, keine Bewertung und kein besserer Zug, solange zwei Menschen sie spielen.
# The alt text of an explanation's picture.
analysis-picture-alt = Die Stellung vor und nach dem Zug, mit Pfeilen für das, was er bewegt hat
analysis-no-move-yet = In Partie #{ $id } wurde noch kein Zug gespielt: Nenne einen, um ihn vorab zu sehen, z. B. `/erklären Cd5`.
analysis-not-playing = Du spielst nicht in Partie #{ $id }, also gibt es dort keinen Zug von dir: Nenne einen, z. B. `/erklären 8...Cd5`.
analysis-not-moved-yet = Du hast in Partie #{ $id } noch nicht gezogen: Nenne einen Zug, um ihn vorab zu sehen, z. B. `/erklären Cd5`.
analysis-preview-heading = **{ $san } wurde nicht gespielt:** Dies ist eine Vorschau in der aktuellen Stellung der Partie #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Das ist eine Vorschau von { $preview } in der aktuellen Stellung; { $played } wurde früher gespielt: `/erklären { $typed }` erklärt diesen Zug.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = Partie #{ $id } beginnt mit Zug { $first }: Einen Zug { $number } gibt es darin nicht.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = Partie #{ $id } hat noch keinen Zug { $number }: Als Nächstes ist { $side ->
        [white] Weiß
       *[black] Schwarz
    } mit Zug { $next } an der Reihe.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = Zug { $number } wurde in Partie #{ $id } noch nicht gespielt: Nenne einen Zug, um ihn vorab zu sehen, z. B. `/erklären { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = In Partie #{ $id } war { $number } { $played }, nicht { $typed }: Tippe `/erklären { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = In Partie #{ $id } war { $number } { $played }, nicht { $typed }: Tippe `/erklären { $numbered }` oder lass die Nummer weg für das letzte `{ $typed }`.
review-nothing-yet = Es gibt noch nichts zu analysieren: In dieser Partie wurde noch kein Zug gespielt.
review-not-yours-yet = Partie #{ $id } läuft noch, und vor ihrem Ende dürfen nur ihre Spieler sie analysieren. Versuch es mit `/analyse partie:{ $id }`, sobald sie vorbei ist.
review-already-running = Bei dir läuft schon eine Analyse; sie wird hier gepostet, sobald sie fertig ist. Frag erst danach nach der nächsten.
review-failed = Entschuldige, bei der Analyse ist etwas schiefgegangen. Bitte versuch es später noch einmal.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = Die Bewertungsgrafik der Partie #{ $id } (der Vorteil nach jedem Zug) und ihre Analyse: { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Analyse der Partie #{ $id }** ({ $nodes } Knoten pro Stellung)
review-clean = Keine Ungenauigkeit, kein Fehler, kein Patzer: eine saubere Partie.
review-key-moments = **Schlüsselmomente**

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = { $piece ->
        [pawn] der { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Bauer
        [knight] der { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Springer
        [bishop] der { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Läufer
        [rook] der { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Turm
        [queen] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Dame
        [king] der { $piece_color ->
            [white] weiße
           *[black] schwarze
        } König
       *[castalia] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Kastalia
    } auf { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } und { $last }
explain-list-comma = { $first }, { $rest }

## What a legal move does

# The first line of an explanation: the move ($san, or "8... Cd5" for a move of a game) and
# what it does ($clauses: the explain-clause-* below, joined by semicolons).
explain-summary = { $san }: { $clauses }.
# A move in a menu: its SAN and what it does besides moving ($effects: the explain-clause-*
# and explain-does-* clauses, joined by semicolons).
explain-effect-label = { $san }: { $effects }
# Clauses of the summary line (lower case: they follow the move's SAN and a colon).
explain-clause-castalia = Kastalia { $from }-{ $to }
explain-clause-kidnaps = entführt { $piece ->
        [pawn] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Bauern
        [knight] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Springer
        [bishop] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Läufer
        [rook] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Turm
        [queen] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Dame
        [king] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } König
       *[castalia] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Kastalia
    } von { $from } nach { $to }
explain-clause-repulses = stößt { $piece ->
        [pawn] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Bauern
        [knight] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Springer
        [bishop] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Läufer
        [rook] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Turm
        [queen] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Dame
        [king] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } König
       *[castalia] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Kastalia
    } von { $from } nach { $to } ab
explain-clause-repulses-promotes = stößt { $piece ->
        [pawn] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Bauern
        [knight] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Springer
        [bishop] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Läufer
        [rook] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } Turm
        [queen] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Dame
        [king] den { $piece_color ->
            [white] weißen
           *[black] schwarzen
        } König
       *[castalia] die { $piece_color ->
            [white] weiße
           *[black] schwarze
        } Kastalia
    } von { $from } nach { $to } ab (wird zur Dame)
explain-clause-castles = { $side ->
        [king] kurze
       *[queen] lange
    } Rochade
explain-clause-en-passant = Bauer { $from }x{ $to } en passant
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } { $from }x{ $to } schlägt { $captured ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    }

explain-clause-move-promotes = { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } { $from }-{ $to } mit Umwandlung in { $promotion ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] eine Kastalia
    }
explain-clause-move-takes-promotes = { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } { $from }x{ $to } schlägt { $captured ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    }, mit Umwandlung in { $promotion ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] eine Kastalia
    }
explain-clause-check = Schach
explain-clause-checkmate = Schachmatt
explain-clause-stalemate = Patt
# Clauses of a move menu only.
explain-does-nothing = keine Entführung, keine Abstoßung
explain-does-en-passant = schlägt den Bauern auf { $square } en passant
explain-does-takes = schlägt { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    } auf { $square }
explain-does-promotes = Umwandlung in { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] eine Kastalia
    }
# The sentences under the summary.
explain-castalia-move = Kastalia { $from }-{ $to } ({ $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    }).
explain-castling = { $side ->
        [king] Kurze
       *[queen] Lange
    } Rochade: Der König zieht { $from }-{ $to } und der Turm { $rook_from }-{ $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Bauer { $from }x{ $to } en passant: Er schlägt { $victim_color ->
        [white] { $victim ->
            [pawn] den weißen Bauern auf { $victim_square }, der
            [knight] den weißen Springer auf { $victim_square }, der
            [bishop] den weißen Läufer auf { $victim_square }, der
            [rook] den weißen Turm auf { $victim_square }, der
            [queen] die weiße Dame auf { $victim_square }, die
            [king] den weißen König auf { $victim_square }, der
           *[castalia] die weiße Kastalia auf { $victim_square }, die
        }
       *[black] { $victim ->
            [pawn] den schwarzen Bauern auf { $victim_square }, der
            [knight] den schwarzen Springer auf { $victim_square }, der
            [bishop] den schwarzen Läufer auf { $victim_square }, der
            [rook] den schwarzen Turm auf { $victim_square }, der
            [queen] die schwarze Dame auf { $victim_square }, die
            [king] den schwarzen König auf { $victim_square }, der
           *[castalia] die schwarze Kastalia auf { $victim_square }, die
        }
    } gerade mit einem Doppelschritt über { $to } hinweggezogen ist.
explain-double-step = Das ist ein Doppelschritt des Bauern von seiner zweiten Reihe aus.
explain-captures = Dabei wird { $captured_color ->
        [white] { $captured ->
            [pawn] der weiße Bauer
            [knight] der weiße Springer
            [bishop] der weiße Läufer
            [rook] der weiße Turm
            [queen] die weiße Dame
            [king] der weiße König
           *[castalia] die weiße Kastalia
        }
       *[black] { $captured ->
            [pawn] der schwarze Bauer
            [knight] der schwarze Springer
            [bishop] der schwarze Läufer
            [rook] der schwarze Turm
            [queen] die schwarze Dame
            [king] der schwarze König
           *[castalia] die schwarze Kastalia
        }
    } auf { $captured_square } geschlagen.
# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = Der Bauer wird zu { $promotion_color ->
        [white] { $promotion ->
            [pawn] einem weißen Bauern
            [knight] einem weißen Springer
            [bishop] einem weißen Läufer
            [rook] einem weißen Turm
            [queen] einer weißen Dame
            [king] einem weißen König
           *[castalia] einer weißen Kastalia
        }
       *[black] { $promotion ->
            [pawn] einem schwarzen Bauern
            [knight] einem schwarzen Springer
            [bishop] einem schwarzen Läufer
            [rook] einem schwarzen Turm
            [queen] einer schwarzen Dame
            [king] einem schwarzen König
           *[castalia] einer schwarzen Kastalia
        }
    }.
explain-captures-promotes = Dabei wird { $captured_color ->
        [white] { $captured ->
            [pawn] der weiße Bauer
            [knight] der weiße Springer
            [bishop] der weiße Läufer
            [rook] der weiße Turm
            [queen] die weiße Dame
            [king] der weiße König
           *[castalia] die weiße Kastalia
        }
       *[black] { $captured ->
            [pawn] der schwarze Bauer
            [knight] der schwarze Springer
            [bishop] der schwarze Läufer
            [rook] der schwarze Turm
            [queen] die schwarze Dame
            [king] der schwarze König
           *[castalia] die schwarze Kastalia
        }
    } auf { $captured_square } geschlagen, und der Bauer wird zu { $promotion_color ->
        [white] { $promotion ->
            [pawn] einem weißen Bauern
            [knight] einem weißen Springer
            [bishop] einem weißen Läufer
            [rook] einem weißen Turm
            [queen] einer weißen Dame
            [king] einem weißen König
           *[castalia] einer weißen Kastalia
        }
       *[black] { $promotion ->
            [pawn] einem schwarzen Bauern
            [knight] einem schwarzen Springer
            [bishop] einem schwarzen Läufer
            [rook] einem schwarzen Turm
            [queen] einer schwarzen Dame
            [king] einem schwarzen König
           *[castalia] einer schwarzen Kastalia
        }
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = Damit wird das Schach abgewehrt, das { $checkers } gegeben hat.

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Entführung: Die nächste Figur hinter ihr auf { $line ->
        [file] der { $file }-Linie
        [rank] der { $rank ->
            [1] 1.
            [2] 2.
            [3] 3.
           *[other] { $rank }.
        } Reihe
       *[diagonal] der Diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] der weiße Bauer
                [knight] der weiße Springer
                [bishop] der weiße Läufer
                [rook] der weiße Turm
                [queen] die weiße Dame
                [king] der weiße König
               *[castalia] die weiße Kastalia
            }
           *[black] { $victim ->
                [pawn] der schwarze Bauer
                [knight] der schwarze Springer
                [bishop] der schwarze Läufer
                [rook] der schwarze Turm
                [queen] die schwarze Dame
                [king] der schwarze König
               *[castalia] die schwarze Kastalia
            }
        } auf { $victim_square }
    }, { $mood ->
       *[played] wird
        [would] würde
    } nach { $to } gezogen.
explain-kidnap-king = Entführung: Die nächste Figur hinter ihr auf { $line ->
        [file] der { $file }-Linie
        [rank] der { $rank ->
            [1] 1.
            [2] 2.
            [3] 3.
           *[other] { $rank }.
        } Reihe
       *[diagonal] der Diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] der weiße Bauer
                [knight] der weiße Springer
                [bishop] der weiße Läufer
                [rook] der weiße Turm
                [queen] die weiße Dame
                [king] der weiße König
               *[castalia] die weiße Kastalia
            }
           *[black] { $victim ->
                [pawn] der schwarze Bauer
                [knight] der schwarze Springer
                [bishop] der schwarze Läufer
                [rook] der schwarze Turm
                [queen] die schwarze Dame
                [king] der schwarze König
               *[castalia] die schwarze Kastalia
            }
        } auf { $victim_square }
    }, { $mood ->
       *[played] wird
        [would] würde
    } nach { $to } gezogen (Könige werden wie jede andere Figur entführt).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Entführung: Der Zug geht nur ein Feld weit, also { $mood ->
       *[played] entführt
        [would] würde
    } die Kastalia im Regelwerk castalia-weak { $mood ->
       *[played] auch
        [would] auch entführen
    }: Die nächste Figur hinter ihr auf { $line ->
        [file] der { $file }-Linie
        [rank] der { $rank ->
            [1] 1.
            [2] 2.
            [3] 3.
           *[other] { $rank }.
        } Reihe
       *[diagonal] der Diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] der weiße Bauer
                [knight] der weiße Springer
                [bishop] der weiße Läufer
                [rook] der weiße Turm
                [queen] die weiße Dame
                [king] der weiße König
               *[castalia] die weiße Kastalia
            }
           *[black] { $victim ->
                [pawn] der schwarze Bauer
                [knight] der schwarze Springer
                [bishop] der schwarze Läufer
                [rook] der schwarze Turm
                [queen] die schwarze Dame
                [king] der schwarze König
               *[castalia] die schwarze Kastalia
            }
        } auf { $victim_square }
    }, { $mood ->
       *[played] wird
        [would] würde
    } nach { $to } gezogen.
explain-kidnap-weak-king = Entführung: Der Zug geht nur ein Feld weit, also { $mood ->
       *[played] entführt
        [would] würde
    } die Kastalia im Regelwerk castalia-weak { $mood ->
       *[played] auch
        [would] auch entführen
    }: Die nächste Figur hinter ihr auf { $line ->
        [file] der { $file }-Linie
        [rank] der { $rank ->
            [1] 1.
            [2] 2.
            [3] 3.
           *[other] { $rank }.
        } Reihe
       *[diagonal] der Diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] der weiße Bauer
                [knight] der weiße Springer
                [bishop] der weiße Läufer
                [rook] der weiße Turm
                [queen] die weiße Dame
                [king] der weiße König
               *[castalia] die weiße Kastalia
            }
           *[black] { $victim ->
                [pawn] der schwarze Bauer
                [knight] der schwarze Springer
                [bishop] der schwarze Läufer
                [rook] der schwarze Turm
                [queen] die schwarze Dame
                [king] der schwarze König
               *[castalia] die schwarze Kastalia
            }
        } auf { $victim_square }
    }, { $mood ->
       *[played] wird
        [would] würde
    } nach { $to } gezogen (Könige werden wie jede andere Figur entführt).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Entführung: keine. Im Regelwerk castalia-weak entführt die Kastalia nur, wenn sie genau ein Feld weit zieht, und dieser Zug geht { $length ->
        [one] ein Feld
       *[other] { $length } Felder
    } weit, also { $mood ->
       *[played] bleibt
        [would] bliebe
    } { $stays ->
        [none] { $stays_square }
       *[other] { $stays_color ->
            [white] { $stays ->
                [pawn] der weiße Bauer
                [knight] der weiße Springer
                [bishop] der weiße Läufer
                [rook] der weiße Turm
                [queen] die weiße Dame
                [king] der weiße König
               *[castalia] die weiße Kastalia
            }
           *[black] { $stays ->
                [pawn] der schwarze Bauer
                [knight] der schwarze Springer
                [bishop] der schwarze Läufer
                [rook] der schwarze Turm
                [queen] die schwarze Dame
                [king] der schwarze König
               *[castalia] die schwarze Kastalia
            }
        } auf { $stays_square }
    } stehen.
explain-kidnap-nothing = Entführung: Hinter ihr auf { $line ->
        [file] der { $file }-Linie
        [rank] der { $rank ->
            [1] 1.
            [2] 2.
            [3] 3.
           *[other] { $rank }.
        } Reihe
       *[diagonal] der Diagonale { $diagonal }
    } steht nichts, also { $mood ->
       *[played] wird
        [would] würde
    } nichts mitgezogen.

## The Castalia's repulse

explain-repulse-edge = Abstoßung: Die Kastalia { $mood ->
       *[played] bleibt
        [would] bliebe
    } am Brettrand stehen, also { $mood ->
       *[played] gibt
        [would] gäbe
    } es dahinter nichts abzustoßen.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Abstoßung: Das Feld dahinter, { $square }, ist leer, also { $mood ->
       *[played] wird
        [would] würde
    } nichts abgestoßen.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } dahinter gehört zur Seite der Kastalia, und eine Kastalia stößt nur gegnerische Figuren ab.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] wird
        [would] würde
    } { $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    } auf { $to } geschoben.
explain-repulse-promotes = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] wird
        [would] würde
    } { $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    } auf { $to } geschoben, auf die Umwandlungsreihe, und { $mood ->
       *[played] wird zur { $victim_color ->
            [white] weißen
           *[black] schwarzen
        } Dame
        [would] würde zur { $victim_color ->
            [white] weißen
           *[black] schwarzen
        } Dame werden
    }.
explain-repulse-to-edge = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] wird
        [would] würde
    } { $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    } auf { $to } geschoben, das am weitesten entfernte leere Feld, am Brettrand.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] wird
        [would] würde
    } { $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    } auf { $to } geschoben, das am weitesten entfernte leere Feld vor { $blocker_color ->
        [white] { $blocker ->
            [pawn] dem weißen Bauern
            [knight] dem weißen Springer
            [bishop] dem weißen Läufer
            [rook] dem weißen Turm
            [queen] der weißen Dame
            [king] dem weißen König
           *[castalia] der weißen Kastalia
        }
       *[black] { $blocker ->
            [pawn] dem schwarzen Bauern
            [knight] dem schwarzen Springer
            [bishop] dem schwarzen Läufer
            [rook] dem schwarzen Turm
            [queen] der schwarzen Dame
            [king] dem schwarzen König
           *[castalia] der schwarzen Kastalia
        }
    } auf { $blocker_square }.
explain-repulse-pawn-stops = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] wird
        [would] würde
    } { $dir ->
        [north] nach Norden
        [north-east] nach Nordosten
        [east] nach Osten
        [south-east] nach Südosten
        [south] nach Süden
        [south-west] nach Südwesten
        [west] nach Westen
       *[north-west] nach Nordwesten
    } auf { $to } geschoben: Ein Bauer darf nicht auf seine eigene erste Reihe geschoben werden, also { $mood ->
       *[played] hält
        [would] hielte
    } er auf seiner zweiten Reihe an.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } steht am Brettrand, kann sich nicht bewegen und { $mood ->
       *[played] bleibt
        [would] bliebe
    } daher stehen.
explain-repulse-stuck-first-rank = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } kann nicht auf die eigene erste Reihe zurückgeschoben werden und { $mood ->
       *[played] bleibt
        [would] bliebe
    } daher stehen.
explain-repulse-stuck-blocked = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } kann sich nicht bewegen und { $mood ->
       *[played] bleibt
        [would] bliebe
    } daher stehen, denn auf dem nächsten Feld, { $blocker_square }, steht { $blocker_color ->
        [white] { $blocker ->
            [pawn] der weiße Bauer
            [knight] der weiße Springer
            [bishop] der weiße Läufer
            [rook] der weiße Turm
            [queen] die weiße Dame
            [king] der weiße König
           *[castalia] die weiße Kastalia
        }
       *[black] { $blocker ->
            [pawn] der schwarze Bauer
            [knight] der schwarze Springer
            [bishop] der schwarze Läufer
            [rook] der schwarze Turm
            [queen] die schwarze Dame
            [king] der schwarze König
           *[castalia] die schwarze Kastalia
        }
    }.
explain-repulse-stays = Abstoßung: { $victim_color ->
        [white] { $victim ->
            [pawn] Der weiße Bauer
            [knight] Der weiße Springer
            [bishop] Der weiße Läufer
            [rook] Der weiße Turm
            [queen] Die weiße Dame
            [king] Der weiße König
           *[castalia] Die weiße Kastalia
        }
       *[black] { $victim ->
            [pawn] Der schwarze Bauer
            [knight] Der schwarze Springer
            [bishop] Der schwarze Läufer
            [rook] Der schwarze Turm
            [queen] Die schwarze Dame
            [king] Der schwarze König
           *[castalia] Die schwarze Kastalia
        }
    } auf { $victim_square } { $mood ->
       *[played] bleibt
        [would] bliebe
    } stehen.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] Weiß
       *[black] Schwarz
    } verliert das Rochaderecht: Sein König hat { $square } verlassen.
explain-castling-lost-king-left = { $color ->
        [white] Weiß
       *[black] Schwarz
    } verliert das Recht auf die { $side ->
        [king] kurze
       *[queen] lange
    } Rochade: Sein König hat { $square } verlassen.
explain-castling-lost-rook-captured = { $color ->
        [white] Weiß
       *[black] Schwarz
    } verliert das Recht auf die { $side ->
        [king] kurze
       *[queen] lange
    } Rochade: Sein Turm auf { $square } wurde geschlagen.
explain-castling-lost-rook-left = { $color ->
        [white] Weiß
       *[black] Schwarz
    } verliert das Recht auf die { $side ->
        [king] kurze
       *[queen] lange
    } Rochade: Sein Turm hat { $square } verlassen.
# $color: the side that cannot move.
explain-stalemate = Patt: { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen legalen Zug und steht nicht im Schach, also endet die Partie remis.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Schach: Den { $king_color ->
        [white] weißen
       *[black] schwarzen
    } König auf { $king_square } greift { $attackers } an.
explain-check-castalia = Schach: Den { $king_color ->
        [white] weißen
       *[black] schwarzen
    } König auf { $king_square } greift { $attackers } an (die Kastalia selbst gibt nie Schach).
explain-checkmate = Schachmatt: Den { $king_color ->
        [white] weißen
       *[black] schwarzen
    } König auf { $king_square } greift { $attackers } an, und { $king_color ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen legalen Zug. { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt.
explain-checkmate-castalia = Schachmatt: Den { $king_color ->
        [white] weißen
       *[black] schwarzen
    } König auf { $king_square } greift { $attackers } an (die Kastalia selbst gibt nie Schach), und { $king_color ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen legalen Zug. { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = { $input } ist hier nicht legal: { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = für { $piece ->
        [none] { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] den weißen Bauern
                [knight] den weißen Springer
                [bishop] den weißen Läufer
                [rook] den weißen Turm
                [queen] die weiße Dame
                [king] den weißen König
               *[castalia] die weiße Kastalia
            }
           *[black] { $piece ->
                [pawn] den schwarzen Bauern
                [knight] den schwarzen Springer
                [bishop] den schwarzen Läufer
                [rook] den schwarzen Turm
                [queen] die schwarze Dame
                [king] den schwarzen König
               *[castalia] die schwarze Kastalia
            }
        } auf { $piece_square }
    }: { $reason }
# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = eine Figur muss auf ein anderes Feld ziehen
illegal-no-piece-on = du hast keine Figur auf { $square }
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] ein Bauer zieht ein Feld geradeaus vorwärts (von seiner zweiten Reihe aus auch zwei) oder schlägt ein Feld schräg vorwärts
        [knight] ein Springer zieht im L: zwei Felder entlang einer Reihe oder Linie, dann eins zur Seite
        [bishop] ein Läufer zieht entlang der Diagonalen
        [rook] ein Turm zieht entlang der Reihen und Linien
        [queen] eine Dame zieht entlang der Reihen, Linien und Diagonalen
        [king] ein König zieht ein Feld in jede Richtung (bei der Rochade zwei entlang seiner Reihe)
       *[castalia] eine Kastalia zieht wie eine Dame, entlang einer Reihe, Linie oder Diagonale
    }
illegal-castalia-not-on-line = eine Kastalia zieht wie eine Dame, entlang einer Reihe, Linie oder Diagonale, und { $to } liegt mit { $from } weder auf einer Reihe noch auf einer Linie oder Diagonale
# $target: the piece on $square.
illegal-castalia-cannot-capture = eine Kastalia kann nicht schlagen, und auf { $square } steht { $target_color ->
        [white] { $target ->
            [pawn] der weiße Bauer
            [knight] der weiße Springer
            [bishop] der weiße Läufer
            [rook] der weiße Turm
            [queen] die weiße Dame
            [king] der weiße König
           *[castalia] die weiße Kastalia
        }
       *[black] { $target ->
            [pawn] der schwarze Bauer
            [knight] der schwarze Springer
            [bishop] der schwarze Läufer
            [rook] der schwarze Turm
            [queen] die schwarze Dame
            [king] der schwarze König
           *[castalia] die schwarze Kastalia
        }
    }
illegal-castalia-cannot-capture-own = eine Kastalia kann nicht schlagen, und auf { $square } steht { $target_color ->
        [white] { $target ->
            [pawn] dein eigener weißer Bauer
            [knight] dein eigener weißer Springer
            [bishop] dein eigener weißer Läufer
            [rook] dein eigener weißer Turm
            [queen] deine eigene weiße Dame
            [king] dein eigener weißer König
           *[castalia] deine eigene weiße Kastalia
        }
       *[black] { $target ->
            [pawn] dein eigener schwarzer Bauer
            [knight] dein eigener schwarzer Springer
            [bishop] dein eigener schwarzer Läufer
            [rook] dein eigener schwarzer Turm
            [queen] deine eigene schwarze Dame
            [king] dein eigener schwarzer König
           *[castalia] deine eigene schwarze Kastalia
        }
    }
illegal-own-piece = auf { $square } steht { $piece ->
        [pawn] dein eigener Bauer
        [knight] dein eigener Springer
        [bishop] dein eigener Läufer
        [rook] dein eigener Turm
        [queen] deine eigene Dame
        [king] dein eigener König
       *[castalia] deine eigene Kastalia
    }
illegal-own-piece-capture = auf { $square } steht { $piece ->
        [pawn] dein eigener Bauer
        [knight] dein eigener Springer
        [bishop] dein eigener Läufer
        [rook] dein eigener Turm
        [queen] deine eigene Dame
        [king] dein eigener König
       *[castalia] deine eigene Kastalia
    }, und keine Figur schlägt eine Figur der eigenen Seite
illegal-pawn-captures-ahead = ein Bauer kann nicht geradeaus schlagen
illegal-pawn-captures-ahead-piece = ein Bauer kann nicht geradeaus schlagen, und auf { $square } steht { $piece_color ->
        [white] { $piece ->
            [pawn] der weiße Bauer
            [knight] der weiße Springer
            [bishop] der weiße Läufer
            [rook] der weiße Turm
            [queen] die weiße Dame
            [king] der weiße König
           *[castalia] die weiße Kastalia
        }
       *[black] { $piece ->
            [pawn] der schwarze Bauer
            [knight] der schwarze Springer
            [bishop] der schwarze Läufer
            [rook] der schwarze Turm
            [queen] die schwarze Dame
            [king] der schwarze König
           *[castalia] die schwarze Kastalia
        }
    }
illegal-pawn-double-step = ein Bauer darf nur von seiner zweiten Reihe aus zwei Felder weit ziehen
illegal-pawn-diagonal-to-empty = ein Bauer zieht nur schräg, um zu schlagen, und { $square } ist leer
illegal-cannot-castle = du kannst jetzt nicht rochieren
illegal-blocked = der Weg ist { $blocker ->
        [none] auf { $blocker_square }
       *[other] durch { $blocker_color ->
            [white] { $blocker ->
                [pawn] den weißen Bauern
                [knight] den weißen Springer
                [bishop] den weißen Läufer
                [rook] den weißen Turm
                [queen] die weiße Dame
                [king] den weißen König
               *[castalia] die weiße Kastalia
            }
           *[black] { $blocker ->
                [pawn] den schwarzen Bauern
                [knight] den schwarzen Springer
                [bishop] den schwarzen Läufer
                [rook] den schwarzen Turm
                [queen] die schwarze Dame
                [king] den schwarzen König
               *[castalia] die schwarze Kastalia
            }
        } auf { $blocker_square }
    } versperrt
illegal-no-castalia-in-standard = im klassischen Schach (standard) gibt es keine Kastalia

illegal-does-not-answer-check = dein König steht im Schach, und dieser Zug hebt es nicht auf
illegal-castalia-exposes-king = ihre Entführung oder Abstoßung würde deinen König im Schach stehen lassen
illegal-exposes-king = der Zug würde deinen König im Schach stehen lassen
illegal-no-such-promotion = ein Bauer kann sich nicht in { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] eine Kastalia
    } umwandeln
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = im Regelwerk { $rules } kann sich ein Bauer nicht in { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] eine Kastalia
    } umwandeln
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = auf { $square } steht { $is ->
        [pawn] ein Bauer
        [knight] ein Springer
        [bishop] ein Läufer
        [rook] ein Turm
        [queen] eine Dame
        [king] ein König
       *[castalia] eine Kastalia
    }, { $named ->
        [pawn] kein Bauer
        [knight] kein Springer
        [bishop] kein Läufer
        [rook] kein Turm
        [queen] keine Dame
        [king] kein König
       *[castalia] keine Kastalia
    }
illegal-none-of-kind = du hast { $piece ->
        [pawn] keinen Bauern
        [knight] keinen Springer
        [bishop] keinen Läufer
        [rook] keinen Turm
        [queen] keine Dame
        [king] keinen König
       *[castalia] keine Kastalia
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason }; { $moves }
illegal-with-moves-sentence = { $reason }; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = für { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    } auf { $square }: { $reason }
illegal-each-sentence = Für { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    } auf { $square }: { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = du hast { $piece ->
        [pawn] keinen Bauern, der
        [knight] keinen Springer, der
        [bishop] keinen Läufer, der
        [rook] keinen Turm, der
        [queen] keine Dame, die
        [king] keinen König, der
       *[castalia] keine Kastalia, die
    } nach { $square } ziehen kann
illegal-none-reaches-moves = du hast { $piece ->
        [pawn] keinen Bauern, der
        [knight] keinen Springer, der
        [bishop] keinen Läufer, der
        [rook] keinen Turm, der
        [queen] keine Dame, die
        [king] keinen König, der
       *[castalia] keine Kastalia, die
    } nach { $square } ziehen kann; deine möglichen { $piece ->
        [pawn] Bauernzüge
        [knight] Springerzüge
        [bishop] Läuferzüge
        [rook] Turmzüge
        [queen] Damenzüge
        [king] Königszüge
       *[castalia] Kastalia-Züge
    } sind { $moves }
illegal-none-reaches-sentence = Du hast { $piece ->
        [pawn] keinen Bauern, der
        [knight] keinen Springer, der
        [bishop] keinen Läufer, der
        [rook] keinen Turm, der
        [queen] keine Dame, die
        [king] keinen König, der
       *[castalia] keine Kastalia, die
    } nach { $square } ziehen kann.
illegal-none-reaches-moves-sentence = Du hast { $piece ->
        [pawn] keinen Bauern, der
        [knight] keinen Springer, der
        [bishop] keinen Läufer, der
        [rook] keinen Turm, der
        [queen] keine Dame, die
        [king] keinen König, der
       *[castalia] keine Kastalia, die
    } nach { $square } ziehen kann; deine möglichen { $piece ->
        [pawn] Bauernzüge
        [knight] Springerzüge
        [bishop] Läuferzüge
        [rook] Turmzüge
        [queen] Damenzüge
        [king] Königszüge
       *[castalia] Kastalia-Züge
    } sind { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [castalia] die Kastalia
       *[none] die Figur
    } auf { $square } kann { $moves } spielen
illegal-piece-no-moves = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [castalia] die Kastalia
       *[none] die Figur
    } auf { $square } hat keinen legalen Zug
illegal-piece-moves-sentence = { $piece ->
        [pawn] Der Bauer
        [knight] Der Springer
        [bishop] Der Läufer
        [rook] Der Turm
        [queen] Die Dame
        [king] Der König
        [castalia] Die Kastalia
       *[none] Die Figur
    } auf { $square } kann { $moves } spielen.
illegal-piece-no-moves-sentence = { $piece ->
        [pawn] Der Bauer
        [knight] Der Springer
        [bishop] Der Läufer
        [rook] Der Turm
        [queen] Die Dame
        [king] Der König
        [castalia] Die Kastalia
       *[none] Die Figur
    } auf { $square } hat keinen legalen Zug.
# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat das Recht auf die { $side ->
        [king] kurze
       *[queen] lange
    } Rochade verloren (der König oder dieser Turm hat sein Feld schon verlassen)
# $piece stands on a square between the king and the rook.
illegal-castling-between = { $piece ->
        [none] { $piece_square }
       *[other] { $piece ->
            [queen] die
            [castalia] die
           *[other] der
        } { $piece_color ->
            [white] weiße
           *[black] schwarze
        } { $piece ->
            [pawn] Bauer
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $piece_square }
    } steht zwischen König und Turm
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = du kannst nicht aus dem Schach heraus rochieren, und { $attackers } greift deinen König an
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = der König würde { $way ->
        [passes] über { $square } ziehen
       *[lands] auf { $square } landen
    }, das { $attackers } angreift
# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = die Entführung würde deinen König von { $from } nach { $to } ziehen, direkt neben den gegnerischen König
illegal-kidnap-king-attacked = die Entführung würde deinen König von { $from } nach { $to } ziehen, wo ihn { $attackers } angreift
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = die Abstoßung würde { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [queen] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
            [castalia] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] den { $pushed_color ->
                [white] weißen
               *[black] schwarzen
            }
        } { $pushed ->
            [pawn] Bauern
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $pushed_square }
    } nach { $to } schieben, wo daraus eine Dame würde, die deinem König auf { $king } Schach gibt
illegal-repulse-checks = die Abstoßung würde { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [queen] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
            [castalia] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] den { $pushed_color ->
                [white] weißen
               *[black] schwarzen
            }
        } { $pushed ->
            [pawn] Bauern
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $pushed_square }
    } nach { $to } schieben, von wo aus die Figur deinem König auf { $king } Schach gäbe
# $checker: the piece that would then give check.
illegal-repulse-unshields = die Abstoßung würde { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [queen] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
            [castalia] die { $pushed_color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] den { $pushed_color ->
                [white] weißen
               *[black] schwarzen
            }
        } { $pushed ->
            [pawn] Bauern
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $pushed_square }
    } nach { $to } wegschieben und so die Linie zu deinem König auf { $king } öffnen: Dann gäbe ihm { $checker ->
        [none] { $checker_square }
       *[other] { $checker ->
            [queen] die
            [castalia] die
           *[other] der
        } { $checker_color ->
            [white] weiße
           *[black] schwarze
        } { $checker ->
            [pawn] Bauer
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $checker_square }
    } Schach
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = die Entführung würde { $dragged ->
        [queen] die { $dragged_color ->
            [white] weiße
           *[black] schwarze
        }
        [castalia] die { $dragged_color ->
            [white] weiße
           *[black] schwarze
        }
       *[other] den { $dragged_color ->
            [white] weißen
           *[black] schwarzen
        }
    } { $dragged ->
        [pawn] Bauern
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } von { $dragged_square } nach { $to } ziehen, von wo aus die Figur deinem König auf { $king } Schach gäbe
illegal-kidnap-unshields = die Entführung würde { $dragged ->
        [none] { $dragged_square }
       *[other] { $dragged ->
            [queen] die { $dragged_color ->
                [white] weiße
               *[black] schwarze
            }
            [castalia] die { $dragged_color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] den { $dragged_color ->
                [white] weißen
               *[black] schwarzen
            }
        } { $dragged ->
            [pawn] Bauern
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $dragged_square }
    } nach { $to } wegziehen und so die Linie zu deinem König auf { $king } öffnen: Dann gäbe ihm { $checker ->
        [none] { $checker_square }
       *[other] { $checker ->
            [queen] die
            [castalia] die
           *[other] der
        } { $checker_color ->
            [white] weiße
           *[black] schwarze
        } { $checker ->
            [pawn] Bauer
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
            [king] König
           *[castalia] Kastalia
        } auf { $checker_square }
    } Schach
illegal-king-next-to-king = dein König stünde auf { $to } neben dem gegnerischen König
illegal-king-in-check-on = auf { $to } gäbe { $attackers } deinem König Schach
illegal-check-not-stopped = { $attackers } gibt deinem König auf { $king } Schach, und dieser Zug hebt das nicht auf
# $piece: the piece that was to move.
illegal-pinned = { $piece ->
        [queen] die
        [castalia] die
       *[other] der
    } { $piece_color ->
        [white] weiße
       *[black] schwarze
    } { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[castalia] Kastalia
    } auf { $piece_square } ist gefesselt: Nach diesem Zug gäbe { $attackers } deinem König auf { $king } Schach
illegal-leaves-king-in-check = danach gäbe { $attackers } deinem König auf { $king } Schach

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = kein Zug angegeben: Gib einen ein, z. B. e4, Nf3, Cd5 oder e2e4
# $length: how many characters were typed.
illegal-parse-too-long = das ist zu lang für einen Zug ({ $length } Zeichen): Gib einen ein wie e4, Nf3, Cd5 oder e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` ist kein Zug: Gib einen ein wie e4, Nf3, Cd5, e2e4 oder O-O
illegal-parse-no-piece = auf { $square } steht keine Figur
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = die Figur auf { $square } gehört { $owner ->
        [white] Weiß
       *[black] Schwarz
    }, und { $turn ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
illegal-parse-illegal = { $input } ist hier nicht legal: { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = { $input } ist mehrdeutig: { $candidates }
explain-list-or = { $first } oder { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } erreicht die letzte Reihe: Gib an, in welche Figur umgewandelt wird, z. B. { $options }
illegal-parse-needless-promotion = { $input } ist keine Umwandlung: Lass den Figurenbuchstaben weg

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
       *[castalia] die Kastalia
    }
       *[other] { $count } { $piece ->
        [pawn] Bauern
        [knight] Springer
        [bishop] Läufer
        [rook] Türme
        [queen] Damen
        [king] Könige
       *[castalia] Kastalias
    }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    }
       *[other] { $count } { $piece ->
        [pawn] Bauern
        [knight] Springer
        [bishop] Läufer
        [rook] Türme
        [queen] Damen
        [king] Könige
       *[castalia] Kastalias
    }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } für { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Matt in 1: Der Zug setzt sofort matt.
why-forces-mate = Der Zug erzwingt Matt in { $moves }: { $line }.
why-allows-mate = Der Zug lässt Matt in { $moves } zu: { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = Der Zug gewinnt { $material }: { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = Der Zug gewinnt { $material } (nach der Abstoßung deckt { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } { $square } nicht mehr): { $line }.
why-wins-kidnap-cause = Der Zug gewinnt { $material } (nach der Entführung deckt { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } { $square } nicht mehr): { $line }.
why-loses = Der Zug verliert { $material }: { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = Danach kann { $attacker ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } auf { $attacker_square } { $victim ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    } auf { $victim_square } schlagen: { $line }.
why-left-to-be-taken-free = Danach kann { $attacker ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } auf { $attacker_square } { $victim ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
       *[castalia] die Kastalia
    } auf { $victim_square } schlagen, und nichts kann zurückschlagen: { $line }.
why-draws-by-repetition = Der Zug wiederholt die Stellung zum dritten Mal: Die Partie endet remis durch Stellungswiederholung.
why-allows-repetition = Der Zug erlaubt ein Remis durch Stellungswiederholung: { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = Der Zug erlaubt { $color ->
        [white] Weiß
       *[black] Schwarz
    } die Antwort { $reply }: { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = Laut Engine steht { $color ->
        [white] Weiß
       *[black] Schwarz
    } danach bei { $eval }.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = Der einzige Zug, der Matt verhindert: Wird stattdessen { $other } gespielt, setzt { $color ->
        [white] Weiß
       *[black] Schwarz
    } in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } matt: { $line }.
why-only-stops-mate-in = Der einzige Zug, der Matt in { $moves } verhindert: Wird stattdessen { $other } gespielt, setzt { $color ->
        [white] Weiß
       *[black] Schwarz
    } in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } matt: { $line }.
why-only-saves-material = Der einzige Zug, der Material rettet: Wird stattdessen { $other } gespielt, verliert { $color ->
        [white] Weiß
       *[black] Schwarz
    } { $material }: { $line }.
why-only-good-move = Der einzige gute Zug: Der nächstbeste, { $other }, ergäbe { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = Der Zug droht { $threat }, und das ist Matt.
why-threatens-mate = Der Zug droht Matt in { $moves }, beginnend mit { $threat }: { $line }.
why-threatens-win = Der Zug droht { $threat }, was { $material } gewinnt: { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = die Bewertung bleibt bei { $eval } (Gewinnchance für { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $chance } %)
why-eval-changes = { $before } vorher, { $after } nachher (Gewinnchance für { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $chance_before } % -> { $chance_after } %)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Bester Zug
        [good] Guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }: { $eval }.
why-verdict-only-legal = Der einzige legale Zug: { $eval }.
why-verdict-if-played = Falls er gespielt würde: { $verdict }
why-verdict-a-little-better = Guter Zug: { $eval }; { $better } war etwas besser.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Besser war { $better }: Dieser Zug { $reason }.
# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = setzt sofort matt
why-reason-forces-mate = erzwingt Matt in { $moves } ({ $line })
why-reason-keeps-eval = hält die Bewertung bei { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = gewinnt { $material }
why-phrase-loses = verliert { $material }
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = verliert anders als { $played } nicht { $kept }
why-advantage-wins = gewinnt { $won }
why-advantage-wins-more = gewinnt { $won } mehr als { $played }
why-advantage-keeps-wins = verliert anders als { $played } nicht { $kept } und gewinnt { $won }
why-advantage-keeps-wins-more = verliert anders als { $played } nicht { $kept } und gewinnt { $won } mehr
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, kostet aber { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }): Genauigkeit { $accuracy } %; { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }): keine Züge; { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move }: { $quality ->
        [best] bester Zug
        [good] guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    } (Gewinnchance für Weiß: { $before } % -> { $after } %).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Bester Zug
        [good] Guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = { $kind ->
        [kidnap] Verpasstes Entführungsmatt
        [repulse] Verpasstes Abstoßungsmatt
       *[mate] Verpasstes Matt
    } in { $moves }: { $better }.
review-line-missed-mate-line = { $kind ->
        [kidnap] Verpasstes Entführungsmatt
        [repulse] Verpasstes Abstoßungsmatt
       *[mate] Verpasstes Matt
    } in { $moves }: { $better } ({ $line }).
review-line-repulse-promoted = Die Abstoßung hat den Bauern von { $from } nach { $to } geschoben, wo er zur Dame wurde.
review-line-repulse-loses-queen = Diese Abstoßung kostet die Dame: { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] bester Zug
        [good] guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] bester Zug
        [good] guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }); grün: gespielt, blau: { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = { $color ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
alt-to-move-in-check = { $color ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug und steht im Schach.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Letzter Zug: { $color ->
        [white] Weiß
       *[black] Schwarz
    } { $effects }.
alt-the-move = Der Zug: { $color ->
        [white] Weiß
       *[black] Schwarz
    } { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white }; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] Bauer
       *[other] Bauern
    } { $squares }
alt-nothing = nichts
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } Vorher: { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = Vorher: { $color ->
        [white] Weiß
       *[black] Schwarz
    } am Zug
picture-after = Nach { $san }
# Under the first frame of a game's animation.
picture-start = Start
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = Zugnummer  ·  y: Gewinnchance für Weiß
picture-graph-inaccuracy = Ungenauigkeit
picture-graph-mistake = Fehler
picture-graph-blunder = Patzer
# The last line of a long table: $count rows left out.
picture-table-more = … und { $count } weitere


## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Nur wer das Turnier erstellt hat (oder die Berechtigung „Events verwalten“ hat), darf es vorzeitig starten.
# $id: the tournament's number (as in all the messages below).
tournament-already-started = Turnier #{ $id } hat schon begonnen.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = Es hat schon begonnen.
tournament-trf = Turnier #{ $id } als FIDE-TRF-16-Bericht (für Paarungsprogramme und Wertungsreferenten).
tournament-servers-only = Turniere finden auf Servern statt: Nutze `/turnier` in einem Kanal eines Servers.
tournament-not-here = Hier gibt es kein Turnier #{ $id }. `/turnier liste` zeigt die Turniere dieses Servers.
tournament-no-such = Es gibt kein Turnier #{ $id }.
tournament-gone = Das Turnier gibt es nicht mehr.
tournament-none-live = Hier ist gerade kein Turnier offen oder im Gange. `/turnier erstellen modus:schweizer runden:5 bedenkzeit:10+5 beginn:15m` erstellt eins; `/turnier liste` zeigt frühere.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Hier sind mehrere Turniere offen oder im Gange ({ $list }): Gib die Nummer an, z. B. `nummer:{ $first }`.
tournament-create-not-allowed = Um ein Turnier zu erstellen, brauchst du auf diesem Server die Berechtigung „Events verwalten“ (oder eine Organisator-Rolle). Frag einen Moderator oder tritt mit `/turnier beitreten` einem Turnier bei.
tournament-too-many = Auf diesem Server { $count ->
        [one] ist schon { $count } Turnier
       *[other] sind schon { $count } Turniere
    } offen oder im Gange (mehr sind nicht erlaubt).
tournament-arena-needs-clock = Eine Arena wird mit echter Uhr gespielt: Füge z. B. `bedenkzeit:3+2` hinzu.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $kind ->
        [arena] Arena
        [swiss] Schweizer System
       *[round-robin] Rundenturnier
    } ({ $rules })
tournament-already-in = Du nimmst schon an Turnier #{ $id } teil.
tournament-round-robin-started = Einem Rundenturnier kann man nicht mehr beitreten, wenn es begonnen hat.
tournament-over = Turnier #{ $id } ist vorbei.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = Turnier #{ $id } ist für Spieler mit einer Wertung von { $low } bis { $high }; deine Wertung in { $rules } ist { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = { $player } ist Turnier #{ $id } beigetreten ({ $count ->
        [one] 1 Spieler
       *[other] { $count } Spieler
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } ausgestiegen
    }).
tournament-joined-running = Du wirst in der nächsten Runde gepaart.
tournament-joined-running-arena = Du wirst gepaart, sobald ein Gegner frei ist: Eine Arena paart die Spieler, sobald ihre Partien enden.
tournament-not-in = Du nimmst nicht an Turnier #{ $id } teil.
# $player left before the start.
tournament-left = { $player } hat sich von Turnier #{ $id } abgemeldet. Bereits gespielte Partien zählen weiter; eine laufende Partie wird zu Ende gespielt.
# $player left once it had started.
tournament-withdrew = { $player } ist aus Turnier #{ $id } ausgestiegen. Bereits gespielte Partien zählen weiter; eine laufende Partie wird zu Ende gespielt.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = Turnier #{ $id } ({ $name }) beginnt in etwa { $minutes ->
        [one] einer Minute
       *[other] { $minutes } Minuten
    } mit { $players ->
        [one] 1 Spieler
       *[other] { $players } Spielern
    }. Halte dich bereit: Deine erste Partie wird beim Start erstellt.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = { $kind ->
        [arena] Eine Arena
        [swiss] Ein Turnier im Schweizer System
        [round-robin] Ein Rundenturnier
       *[double-round-robin] Ein doppeltes Rundenturnier
    } braucht mindestens { $needed } Spieler; { $players ->
        [one] bisher ist 1 beigetreten
       *[other] bisher sind { $players } beigetreten
    }.
tournament-called-off = Turnier #{ $id } ({ $name }) ist abgesagt: Zu wenige Spieler sind beigetreten.
tournament-full = Turnier #{ $id } ist voll (die höchste Zahl an Teilnehmenden: { $most }).
tournament-end-not-allowed = Nur wer das Turnier erstellt hat (oder die Berechtigung „Events verwalten“ hat), darf es beenden.
tournament-ended-by = Turnier #{ $id } ({ $name }) wurde von { $player } mit dem aktuellen Tabellenstand beendet.
tournament-ended-unpairable = Runde { $round } kann nicht gepaart werden: Es gibt keine gültige Paarung (jede übrige Paarung würde eine Partie wiederholen). Das Turnier endet mit dem aktuellen Tabellenstand.
tournament-ended-reply = Turnier #{ $id } ({ $name }) ist beendet; seine Spieler werden benachrichtigt.
tournament-pairings-posted = Die Paarungen werden für die Spieler gepostet.
notice-continued = (Fortsetzung, { $part }/{ $parts })
tournament-no-game-here = Du hast hier keine laufende Turnierpartie.
# $game: the number of one of the player's games.
tournament-which-game = Du hast mehrere laufende Turnierpartien: Gib die Nummer der Partie an, z. B. `partie:{ $game }`.

## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = beginn: erwartet `now` oder eine Zeit ab jetzt: `15m`, `2h`, `1d` (höchstens 14 Tage).
tournament-band-option = wertungsbereich: erwartet die niedrigste und die höchste Wertung, z. B. `wertungsbereich:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = Der Name eines Turniers hat höchstens { $max } Zeichen; dieser hat { $length }. Wähle einen kürzeren.
tournament-name-empty = `name:` braucht einen Wert: z. B. `name:"Winterturnier"`, oder lass die Option weg für den vorgegebenen Namen.
tournament-no-color = Die Paarung bestimmt die Farben jeder Partie: Lass `farbe:` weg.
tournament-arena-no-rounds = Eine Arena dauert eine bestimmte Zeit, nicht eine Zahl von Runden: z. B. `modus:arena minuten:30`.
tournament-minutes-option = minuten: erwartet eine Zahl, z. B. `minuten:30`.
tournament-arena-length = Eine Arena dauert 5 Minuten bis 24 Stunden: z. B. `minuten:60`.
tournament-berserk-option = berserk: erwartet ja oder nein.
tournament-swiss-no-minutes = Ein Turnier im Schweizer System wird in Runden gespielt: z. B. `modus:schweizer runden:5`.
tournament-rounds-option = runden: erwartet eine Zahl, z. B. `runden:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = Ein Turnier im Schweizer System hat 1 bis { $most } Runden: z. B. `runden:5`.
tournament-round-robin-options = Ein Rundenturnier hat so viele Runden, wie nötig sind, damit jeder auf jeden trifft: Wähle nur `doppelt:ja` oder `doppelt:nein`.
tournament-double-option = doppelt: erwartet ja (jeder trifft zweimal auf jeden) oder nein.
tournament-choose-kind = Wähle einen Modus: `modus:arena`, `modus:schweizer` oder `modus:rundenturnier`, z. B. `/turnier erstellen modus:schweizer runden:5 bedenkzeit:10+5 beginn:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = Runde { $round } kann nicht gepaart werden ({ $reason }). Wer das Turnier organisiert, kann es mit dem aktuellen Tabellenstand beenden.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = Das ist keine deiner Turnierpartien.
arena-berserk-game-over = Diese Partie ist vorbei.
arena-berserk-after-first-move = Berserk wählst du vor deinem ersten Zug in der Partie.
arena-berserk-no-clock = Berserk geht nur in einer Partie mit Uhr.
arena-berserk-not-allowed = Berserk gibt es nur in Arenen, die es erlauben.
arena-berserk-not-in-tournament = Diese Partie gehört nicht zum Turnier.
arena-berserk-already = Du hast in dieser Partie schon Berserk gewählt.
# $player: who goes berserk.
arena-berserk = { $player } wählt Berserk: die halbe Bedenkzeit, dafür ein Punkt mehr bei einem Sieg.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Turnier #{ $id }: { $name }**
tournament-started-title = **Turnier #{ $id }: { $name } hat begonnen!**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] gewertet
       *[no] ungewertet
    } · nur Wertung { $low }-{ $high }
tournament-length-arena = Arena, { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
tournament-length-arena-berserk = Arena, { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }, Berserk erlaubt
tournament-length-swiss = Schweizer System, { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }
tournament-length-round-robin = Rundenturnier
tournament-length-double-round-robin = Doppeltes Rundenturnier
tournament-time-none = ohne Uhr
tournament-time-days = { $days ->
        [one] 1 Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Erstellt von { $player }.
tournament-join-now = Jetzt offen; es beginnt innerhalb { $minutes ->
        [one] einer Minute
       *[other] von { $minutes } Minuten
    }. Tritt gleich mit `/turnier beitreten` bei (oder mit dem Button „Beitreten“); wer es erstellt hat, kann es mit `/turnier starten` früher starten.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Beginnt { $time }. Tritt mit `/turnier beitreten` bei (oder mit dem Button „Beitreten“); wer es erstellt hat, kann es mit `/turnier starten` früher starten.
tournament-no-games-now = Gerade laufen keine Partien.
# Followed by a line per game.
tournament-games-now = Laufende Partien:
tournament-not-paired-yet = Noch nicht gepaart: Runde 1 wird beim Start gepaart.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = Es gibt keine Runde { $round }: Gepaart sind die Runden 1 bis { $paired }.
tournament-round-of = Runde { $round } von { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Brett { $number }: { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (Partie #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player }: { $kind ->
        [pairing] Freilos (1 Punkt)
        [half] Freilos (ein halber Punkt)
        [rest] spielfrei in dieser Runde (ungerade Spielerzahl: in jeder Runde setzt einer aus)
        [withdrew] ausgestiegen (kein Punkt)
       *[zero] nicht gepaart (kein Punkt)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · Tabelle ({ $state ->
        [open] offen
        [running] läuft
        [first-round] Runde 1 läuft
        [after-round] nach Runde { $round }
        [final] Endstand
       *[called-off] abgesagt
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Spieler
        [rating] Wertung
        [points] Punkte
        [games] Partien
        [bh1] BH-1
        [bh] BH
        [sb] SB
        [wins] Siege
       *[de] DV
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (ausgestiegen)
tournament-nobody-yet = Noch niemand ist beigetreten.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } (Siegesserie)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] Punkt
       *[other] Punkte
    }, Buchholz mit Streichwert { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] Punkt
       *[other] Punkte
    }, Buchholz mit Streichwert { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger } (Siegesserie)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] Punkt
       *[other] Punkte
    }, direkter Vergleich { $direct }, Sonneborn-Berger { $sonneborn_berger }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
tournament-over-title = **Turnier #{ $id } ({ $name }) ist vorbei!**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] Platz 1
        [second] Platz 2
       *[third] Platz 3
    }: { $player } mit { $score } { $points ->
        [one] Punkt
       *[other] Punkten
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] 1 Spieler hat teilgenommen
       *[other] { $count } Spieler haben teilgenommen
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } davon ausgestiegen
    }. `/turnier tabelle nummer:{ $id }` zeigt die ganze Tabelle.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Turnier #{ $id } ({ $name }), Runde { $round }**: { $white } (Weiß) gegen { $black } (Schwarz), Partie #{ $game }. Viel Glück!
# The same in an arena (no rounds).
tournament-game-start-arena = **Turnier #{ $id } ({ $name })**: { $white } (Weiß) gegen { $black } (Schwarz), Partie #{ $game }. Viel Glück!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Partie #{ $game } ist beendet: { $white } { $score } { $black }.
tournament-list-title = **Turniere hier**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] offen
        [running] läuft
        [finished] beendet
       *[called-off] abgesagt
    }, { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } ausgestiegen
    }): { $summary }
tournament-list-empty = Noch keine. `/turnier erstellen modus:arena minuten:30 bedenkzeit:3+2 beginn:10m` erstellt eins.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = Die Tabelle. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (Turnier #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] 1 Spieler
       *[other] { $count } Spieler
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } ausgestiegen
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] Punkt
       *[other] Punkte
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = Das Podium von { $title }: { $places }.
tournament-podium-words-place = { $place ->
        [first] Platz 1
        [second] Platz 2
       *[third] Platz 3
    }: { $name }, { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **Der Kastalia-Kurs**: { $solved } von { $total } { $total ->
        [one] Übung
       *[other] Übungen
    } gelöst.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (erledigt)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] Übung
       *[other] Übungen
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } ({ $done } von { $count } gelöst)
course-overview-how = `/lernen lektion:3` öffnet eine Lektion; `/lernen` macht dort weiter, wo du aufgehört hast.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Kastalia-Kurs: { $solved } von { $total } Übungen gelöst, { $lessons_done } von { $lessons } Lektionen erledigt.
course-stats-complete = Kastalia-Kurs: abgeschlossen ({ $total } Übungen).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Lektion { $number }: { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Übung { $id } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug):** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Übung { $id } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, Regelwerk castalia-weak):** { $task }
course-exercise-how = Antworte mit `/zug` (z. B. `/zug Cd5`); `/lernen tipp` gibt dir einen Tipp.
course-exercise-how-game = Antworte mit `/lernen zug:` (z. B. `/lernen zug:Cd5`): Hier spielt `/zug` in deiner Partie #{ $id }. `/lernen tipp` gibt dir einen Tipp.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } ist legal, aber nicht die Lösung.** Was der Zug bewirkt: { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Tipp: { $hint } Versuch es noch mal: { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san }: richtig!** Übung { $id } gelöst. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san }: richtig!** Übung { $id } gelöst (schon früher gelöst). { $what }
course-lesson-complete = Lektion { $number } erledigt!
course-next-exercise = Als Nächstes: Übung { $id }, `/lernen weiter` zeigt sie.
# $title: the next lesson's title.
course-next-lesson = Als Nächstes: Lektion { $number }, { $title }; `/lernen weiter` öffnet sie.
course-next-lesson-untitled = Als Nächstes: Lektion { $number }; `/lernen weiter` öffnet sie.
# $hint: the exercise's hint.
course-hint = **Tipp:** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Zieh { $piece ->
        [pawn] deinen Bauern
        [knight] deinen Springer
        [bishop] deinen Läufer
        [rook] deinen Turm
        [queen] deine Dame
        [king] deinen König
       *[castalia] deine Kastalia
    } von { $square } (auf dem Brett eingekreist).
course-exercise-again = Übung { $id }: { $task }
course-finished = **Du hast den Kastalia-Kurs geschafft!** Alle { $total } Übungen gelöst.
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **Du bist am Ende des Kastalia-Kurses angekommen.** { $solved } von { $total } Übungen gelöst; { $count ->
        [one] in Lektion { $open } sind noch Übungen offen
       *[other] in den Lektionen { $open } sind noch Übungen offen
    } (`/lernen lektion:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Übe als Nächstes mit Puzzles, in denen { $theme }: `/puzzle motiv:{ $name }`. Dann spiel gegen den Bot auf deiner Stufe: `/spielen stufe:{ $level }` (etwa { $elo } Elo).
# $count: the number of lessons.
course-no-such-lesson = Es gibt keine Lektion { $number }: Der Kurs hat die Lektionen 1 bis { $count }. Tippe `/lernen`, um sie zu sehen.
course-stale-menu = Dieses Menü gehört zu einer Übung, die du schon verlassen hast, daher wurde nichts gespielt. Du bist bei Übung { $id }: `/lernen` zeigt sie.
course-last-exercise = Das ist die letzte Übung des Kurses ({ $solved } von { $total } gelöst). Beantworte sie mit `/zug` oder öffne mit `/lernen lektion:N` eine andere Lektion.
course-last-exercise-game = Das ist die letzte Übung des Kurses ({ $solved } von { $total } gelöst). Beantworte sie mit `/lernen zug:` (hier spielt `/zug` in deiner Partie #{ $id }) oder öffne mit `/lernen lektion:N` eine andere Lektion.
course-lesson-empty = Diese Lektion hat keine Übungen.
course-nothing-to-answer = Es gibt nichts zu beantworten: Keine Übung des Kurses ist offen; `/lernen` startet den Kurs.
course-exercise-unreadable = Diese Übung kann nicht gelesen werden; `/lernen weiter` geht zur nächsten.
course-one-thing-at-a-time = `/lernen` nimmt immer nur eine Sache: `/lernen lektion:3`, `/lernen aktion:tipp` oder `/lernen zug:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` ist keine Nummer einer Lektion. Versuch `/lernen lektion:3` oder `/lernen` für die Liste.
# $action: what the user typed as an action.
course-bad-action = `/lernen` hat keine Aktion `{ $action }`. Versuch `/lernen tipp`, `/lernen nochmal`, `/lernen weiter` oder `/lernen lektion:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Übung { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Lektion { $lesson } · Übung { $id }
course-picture-header-short = Übung { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: siehe Aufgabe
course-picture-to-play = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
# Below the board after a right answer. $san: the move.
course-picture-right = { $san }: richtig!
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Tipp: { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
       *[castalia] die Kastalia
    } auf { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Übung { $id } ({ $title }): { $footer }
course-picture-answer = Deine Antwort, als Bild vor und nach dem Zug
# $title: the lesson's title.
course-picture-lesson = Lektion { $number }: { $title }, mit ihrem Beispiel als Bild

## Lesson 1

lesson-1-title = Die Kastalia zieht wie eine Dame
lesson-1-body = Die Kastalia (C) zieht wie eine Dame: beliebig weit entlang einer Reihe, einer Linie oder einer Diagonale, aber nur über leere Felder. Hier gleitet die weiße Kastalia von d4 über die lange Diagonale nach h8.
# Exercise 1.1
lesson-1-exercise-1-task = Zieh deine Kastalia in eine Ecke des Bretts.
lesson-1-exercise-1-hint = Wie eine Dame zieht die Kastalia auch entlang der Diagonalen.
# Exercise 1.2
lesson-1-exercise-2-task = Zieh deine Kastalia auf die h-Linie.
lesson-1-exercise-2-hint = Sie kann nicht über eine Figur springen: Such einen Weg, der bis zum Ende frei ist.

## Lesson 2

lesson-2-title = Sie schlägt nie
lesson-2-body = Die Kastalia schlägt nie: Sie kann nur auf einem leeren Feld stehen bleiben. Eine gegnerische Figur auf ihrem Weg ist also eine Mauer, kein Ziel. Sie greift auch nichts an (kein Schach, keine Deckung). Aber wie jede Figur kann sie trotzdem im Weg stehen und eine Linie sperren. Hier kann sie den Turm auf e8 nicht schlagen, also blockt sie stattdessen auf e5 sein Schach.
# Exercise 2.1
lesson-2-exercise-1-task = Schlag die schwarze Figur, die wirklich ungedeckt ist.
lesson-2-exercise-1-hint = Eine Kastalia schlägt nie, also deckt sie auch nichts.
# Exercise 2.2
lesson-2-exercise-2-task = Blocke das Schach des Turms mit deiner Kastalia.
lesson-2-exercise-2-hint = Sie kann den Turm nicht schlagen, aber sie kann sich zwischen den Turm und deinen König stellen.

## Lesson 3

lesson-3-title = Die Entführung
lesson-3-body = Wenn die Kastalia zieht, wird die nächste Figur hinter ihr auf ihrer Linie mitgezogen: auf das Feld, das die Kastalia gerade verlassen hat. Farbe und Entfernung spielen keine Rolle. Hier zieht die Kastalia von d4 nach d2 und holt den schwarzen Springer von d7 nach d4. Nur die nächste Figur kommt mit, also bleibt der Turm auf d8 stehen.
# Exercise 3.1
lesson-3-exercise-1-task = Entführe den schwarzen Springer.
lesson-3-exercise-1-hint = Zieh die Kastalia direkt vom Springer weg.
# Exercise 3.2
lesson-3-exercise-2-task = Entführe die schwarze Dame.
lesson-3-exercise-2-hint = Nur die nächste Figur hinter der Kastalia wird mitgezogen: Bei welcher Kastalia steht nichts zwischen ihr und der Dame?
# Exercise 3.3
lesson-3-exercise-3-task = Entführe einen weißen Turm.
lesson-3-exercise-3-hint = Der Turm auf e1 versteckt sich hinter seinem Bauern; schau entlang der Diagonalen.

## Lesson 4

lesson-4-title = Eigene Figuren entführen
lesson-4-body = Die Entführung wirkt auch auf deine eigenen Figuren. So kann die Kastalia eine eigene Figur nach vorn holen, ohne dass diese Figur dafür ziehen muss. Hier zieht die Kastalia von d4 nach f6 und holt den weißen Turm aus der Ecke, entlang einer Diagonale, nach d4: ein Zug, den kein Turm machen könnte.
# Exercise 4.1
lesson-4-exercise-1-task = Bring deinen b-Bauern nach b7, ohne ihn zu ziehen.
lesson-4-exercise-1-hint = Der Bauer muss genau hinter der Kastalia stehen, wenn sie zieht.
# Exercise 4.2
lesson-4-exercise-2-task = Bring deinen Turm auf die 7. Reihe, ohne ihn zu ziehen.
lesson-4-exercise-2-hint = Beide Kastalias können das: Jede muss direkt vom Turm weg ziehen.
# Exercise 4.3
lesson-4-exercise-3-task = Zieh deinen König mit der Kastalia aus dem Schach.
lesson-4-exercise-3-hint = Dein König ist die nächste Figur hinter der Kastalia, wenn sie vom König weg zieht.

## Lesson 5

lesson-5-title = Die Abstoßung
lesson-5-body = Bleibt die Kastalia direkt neben einer gegnerischen Figur auf ihrer Linie stehen, wird diese Figur in derselben Richtung weitergeschoben, so weit sie gleiten kann: bis zum Rand oder bis zur ersten Figur, die ihr im Weg steht. Deine eigenen Figuren werden nie geschoben. Hier bleibt die Kastalia auf d4 stehen und schiebt den schwarzen Läufer von e5 nach h8.
# Exercise 5.1
lesson-5-exercise-1-task = Schieb den schwarzen Springer an den Rand des Bretts.
lesson-5-exercise-1-hint = Eine geschobene Figur bleibt vor der ersten Figur stehen, die ihr im Weg steht.
# Exercise 5.2
lesson-5-exercise-2-task = Dein König steht im Schach: Schieb den schwarzen Turm weg.
lesson-5-exercise-2-hint = Bleib direkt neben dem Turm stehen, in einer Richtung, die ihn von der e-Linie wegführt.
# Exercise 5.3
lesson-5-exercise-3-task = Schieb den weißen Läufer von der langen Diagonale.
lesson-5-exercise-3-hint = Er greift deinen Turm entlang der Diagonale a1-h8 an. Schiebst du ihn entlang dieser Diagonale, bleibt er darauf.

## Lesson 6

lesson-6-title = Bauern kommen nie auf ihre erste Reihe zurück
lesson-6-body = Ein geschobener Bauer darf nie auf seiner eigenen ersten Reihe landen: Er bleibt auf seiner zweiten Reihe stehen, auch wenn er entlang einer Diagonale geschoben wird. Hier schiebt Cc3 den schwarzen Bauern von d4 die Diagonale hinauf, und er bleibt auf g7 statt auf h8 stehen. Zurück auf seiner zweiten Reihe darf er wieder einen Doppelschritt machen.
# Exercise 6.1
lesson-6-exercise-1-task = Schieb den schwarzen Bauern zurück auf seine zweite Reihe.
lesson-6-exercise-1-hint = Die zweite Reihe von Schwarz ist die 7.: Schieb den Bauern in ihre Richtung, nicht zur Seite.
# Exercise 6.2
lesson-6-exercise-2-task = Schieb den weißen Bauern zurück auf seine zweite Reihe.
lesson-6-exercise-2-hint = Folge jeder Diagonale vom Bauern aus: Welche führt ganz hinunter bis zur 2. Reihe von Weiß?

## Lesson 7

lesson-7-title = Schieb keinen Bauern zur Umwandlung
lesson-7-body = Ein Bauer, der auf seine letzte Reihe geschoben wird, wird sofort zu einer Dame seiner eigenen Farbe, obwohl du gezogen hast. Hier schiebt Cd3 den schwarzen Bauern von d2 nach d1, und Schwarz bekommt eine neue Dame. Bevor du neben einem gegnerischen Bauern stehen bleibst, schau, wo er landen würde.
# Exercise 7.1
lesson-7-exercise-1-task = Entführe den Springer, ohne Schwarz eine Dame zu geben.
lesson-7-exercise-1-hint = Bleib nicht direkt vor dem Bauern auf d2 stehen.
# Exercise 7.2
lesson-7-exercise-2-task = Blocke das Schach, ohne Weiß eine Dame zu geben.
lesson-7-exercise-2-hint = Auch ein Bauer, der entlang einer Diagonale geschoben wird, kann seine letzte Reihe erreichen.

## Lesson 8

lesson-8-title = Einen Doppelschritt rückgängig machen
lesson-8-body = Hat ein gegnerischer Bauer gerade einen Doppelschritt gemacht, kannst du ihn genau zurückschieben. Dann landet er wieder zu Hause auf seiner zweiten Reihe, als hätte es den Schritt nie gegeben. Hier hat Schwarz gerade d7-d5 gespielt, um den Springer anzugreifen, und Cd4 schickt den Bauern zurück nach d7.
# Exercise 8.1
lesson-8-exercise-1-task = Schwarz hat gerade e7-e5 gespielt: Schick den Bauern zurück nach e7.
lesson-8-exercise-1-hint = Um ihn genau zurückzuschieben, muss die Kastalia von unten kommen, auf der e-Linie.
# Exercise 8.2
lesson-8-exercise-2-task = Weiß hat gerade c2-c4 gespielt: Schick den Bauern zurück nach c2.
lesson-8-exercise-2-hint = Schiebst du ihn entlang einer Diagonale, landet er auf einer anderen Linie.

## Lesson 9

lesson-9-title = Entführung und Abstoßung in einem Zug
lesson-9-body = Ein einziger Kastalia-Zug kann beides zugleich: die Figur hinter ihr mitziehen und die gegnerische Figur vor ihr wegschieben. Hier holt Cc5 den weißen Bauern von f2 nach d4 und schiebt den schwarzen Läufer von b6 nach a7.
# Exercise 9.1
lesson-9-exercise-1-task = Entführe den Springer und schieb zugleich den Turm weg.
lesson-9-exercise-1-hint = Der Springer muss hinter der Kastalia stehen und der Turm direkt vor dem Feld, auf dem sie stehen bleibt.
# Exercise 9.2
lesson-9-exercise-2-task = Entführe eine weiße Figur und schieb zugleich eine andere weg.
lesson-9-exercise-2-hint = Such eine Richtung, in der auf beiden Seiten deiner Kastalia eine weiße Figur steht.

## Lesson 10

lesson-10-title = Könige entführen und wegschieben
lesson-10-body = Könige werden entführt und geschoben wie jede andere Figur. So kann die Kastalia den gegnerischen König in ein Schach durch eine deiner Figuren ziehen oder schieben. Die Kastalia selbst gibt nie Schach. Hier holt Ce5 den schwarzen König von e8 nach e6, wo ihm der Turm auf a6 Schach gibt.
# Exercise 10.1
lesson-10-exercise-1-task = Gib Schach, indem du den schwarzen König wegschiebst.
lesson-10-exercise-1-hint = Ein geschobener König gleitet, bis ihn etwas aufhält: Folge jeder Richtung bis zum Ende.
# Exercise 10.2
lesson-10-exercise-2-task = Zieh den weißen König in ein Schach durch deinen Läufer.
lesson-10-exercise-2-hint = Welches Feld liegt auf der Diagonale deines Läufers, und kann der König dorthin gezogen werden?

## Lesson 11

lesson-11-title = Matt mit der Kastalia
lesson-11-body = Da Könige mitgezogen und geschoben werden können, kann ein Kastalia-Zug mit Hilfe deiner anderen Figuren matt setzen. Hier schiebt Ce8 den schwarzen König von d8 in die Ecke a8: Der Turm auf a1 gibt ihm Schach, und der Turm auf b2 deckt b7 und b8.
# Exercise 11.1
lesson-11-exercise-1-task = Setz mit einer Entführung in einem Zug matt.
lesson-11-exercise-1-hint = Zieh den König auf die offene e-Linie, wo deine Türme und dein Springer jedes Fluchtfeld decken.
# Exercise 11.2
lesson-11-exercise-2-task = Setz mit einer Entführung in einem Zug matt.
lesson-11-exercise-2-hint = Hol deine Dame direkt neben den König, wo dein Läufer sie deckt.
# Exercise 11.3
lesson-11-exercise-3-task = Setz mit einer Abstoßung in einem Zug matt.
lesson-11-exercise-3-hint = Deine Türme beherrschen die 1. und 2. Reihe: Schieb den König in die Ecke.

## Lesson 12

lesson-12-title = Das schwache Regelwerk (castalia-weak)
lesson-12-body = Im Regelwerk castalia-weak entführt die Kastalia nur, wenn sie genau ein Feld weit zieht; ein längerer Zug zieht nichts mit. Die Abstoßung wirkt weiterhin auf jede Entfernung. Hier ist Cd5 ein Zug um ein Feld, also wird der Bauer auf d2 nach d4 mitgezogen. Cd6 hätte ihn zu Hause gelassen.
# Exercise 12.1
lesson-12-exercise-1-task = Entführe den schwarzen Springer.
lesson-12-exercise-1-hint = Im Regelwerk castalia-weak entführt nur ein Zug um ein einziges Feld.
# Exercise 12.2
lesson-12-exercise-2-task = Zieh die d-Linie hinauf, ohne deinen Springer mitzuziehen.
lesson-12-exercise-2-hint = Zieh mehr als ein Feld weit.
# Exercise 12.3
lesson-12-exercise-3-task = Bring deinen König mit deiner Kastalia aus dem Schach.
lesson-12-exercise-3-hint = Zieh deinen König vom Springer weg. In diesem Regelwerk zieht nur ein Zug um ein Feld etwas mit.

## Lesson 13

lesson-13-title = Umwandlung in eine Kastalia
lesson-13-body = Ein Bauer, der seine letzte Reihe erreicht, darf sich in eine Kastalia umwandeln (geschrieben b8=C, in UCI b7b8c), ebenso wie in eine Dame, einen Turm, einen Läufer oder einen Springer. Eine Kastalia ist etwa drei Bauern wert, wie ein Springer. Hier wird der b-Bauer auf b8 zu einer neuen weißen Kastalia.
# Exercise 13.1
lesson-13-exercise-1-task = Wandle einen Bauern in eine Kastalia um.
lesson-13-exercise-1-hint = Ein Bauer kann nicht geradeaus auf ein besetztes Feld ziehen.
# Exercise 13.2
lesson-13-exercise-2-task = Schlag den Turm und wandle dabei in eine Kastalia um.
lesson-13-exercise-2-hint = Ein Bauer schlägt diagonal, und er darf beim Schlagen umwandeln.
# Exercise 13.3
lesson-13-exercise-3-task = Wandle in eine Kastalia um und gib dabei Schach.
lesson-13-exercise-3-hint = Die neue Kastalia gibt selbst kein Schach, aber der Bauer öffnet eine Linie, wenn er c7 verlässt.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] Weiß
       *[black] Schwarz
    } zieht und setzt in { $moves ->
        [one] einem Zug
       *[other] { $moves } Zügen
    } matt
puzzle-task-win = { $side ->
        [white] Weiß
       *[black] Schwarz
    } zieht und gewinnt
puzzle-task-defend = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: Finde den einzigen Zug, der die Stellung hält
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Puzzle { $id } ({ $rules }, Wertung { $rating }): **{ $task }.**
puzzle-how-to-answer = Antworte mit `/puzzle zug:` (oder hier mit `/zug`, wenn du keine laufende Partie hast); `/puzzle aufgeben` zeigt die Lösung.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = Es gibt kein Puzzle-Motiv `{ $theme }`. Versuch eins davon: `{ $themes }`.
puzzle-none-with-theme = Noch kein Puzzle hat dieses Motiv. Versuch `/puzzle` für ein beliebiges Motiv.
puzzle-none-installed = Es sind keine Puzzles installiert.
puzzle-nothing-to-answer = Es gibt nichts zu beantworten: Du löst gerade kein Puzzle; `/puzzle` gibt dir eins.
puzzle-daily-solved = Du hast das heutige Puzzle gelöst: Morgen kommt ein neues. `/puzzle` gibt dir jetzt ein anderes.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } ist es nicht. Der Zug war **{ $san }**: { $why } Die ganze Lösung: { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san }: gelöst!** Motive: { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san }: richtig!** Die Antwort: { $reply }. Du bist wieder am Zug.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = Der Zug war **{ $san }**: { $why } Die ganze Lösung: { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Puzzle-Wertung { $rating } ({ $change }), Serie { $streak }. `/puzzle` für das nächste.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = `/puzzle` hat keine Aktion `{ $action }`. Versuch `/puzzle aktion:täglich` oder eine dieser Aktionen: `{ $actions }`.
puzzle-answer-alone = Eine Antwort kommt allein: Tippe `/puzzle zug:Cd5` (ohne Aktion oder Motiv dazu).
puzzle-theme-alone = Ein Motiv wählt ein neues Puzzle: Tippe `/puzzle motiv:kidnap` (ohne weitere Aktion dazu).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Puzzle { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: der einzige Zug, der hält
puzzle-picture-task-short = { $side ->
        [white] Weiß
       *[black] Schwarz
    } zieht und { $goal ->
        [mate] setzt matt in { $moves }
        [win] gewinnt
       *[hold] hält
    }
puzzle-picture-task-shortest = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $goal ->
        [mate] Matt in { $moves }
        [win] gewinnt
       *[hold] hält
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Lösung: { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = Lösung beginnt mit { $first } (grün)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Puzzle { $id } ({ $rules }): { $task }
# After the description of the position.
puzzle-picture-words-solution = Lösung, als Pfeile gezeigt: { $moves }.

## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = du in einem Zug matt setzt
theme-mate-in-2 = du in zwei Zügen matt setzt
theme-mate-in-3 = du in drei Zügen matt setzt
theme-mate = du matt setzt
theme-kidnap = eine Entführung durch die Kastalia den Ausschlag gibt
theme-repulse = eine Abstoßung durch die Kastalia den Ausschlag gibt
theme-king-kidnap = die Kastalia einen König entführt
theme-king-repulse = die Kastalia den gegnerischen König abstößt
theme-repulse-promotion = eine Abstoßung einen Bauern auf seine letzte Reihe schiebt
theme-castalia-key = der erste Zug ein Kastalia-Zug ist
theme-defence = du den einzigen Zug finden musst, der nicht verliert
theme-stops-kidnap = die Verteidigung eine Entführung durch die Kastalia verhindert
theme-stops-repulse = die Verteidigung eine Abstoßung durch die Kastalia verhindert
theme-wins-material = du Material gewinnst
theme-attack = ein Angriff gewinnt
theme-promotion = ein Bauer umwandelt
theme-sacrifice = du Material opferst, um zu gewinnen
theme-one-move = ein einziger Zug reicht
theme-short = die Lösung zwei Züge lang ist
theme-long = die Lösung drei Züge lang ist
theme-very-long = die Lösung vier Züge lang ist

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Tagespuzzle für { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] Montag
        [tuesday] Dienstag
        [wednesday] Mittwoch
        [thursday] Donnerstag
        [friday] Freitag
        [saturday] Samstag
       *[sunday] Sonntag
    }, { $day }. { $month ->
        [january] Januar
        [february] Februar
        [march] März
        [april] April
        [may] Mai
        [june] Juni
        [july] Juli
        [august] August
        [september] September
        [october] Oktober
        [november] November
       *[december] Dezember
    } { $year }
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = Tag { $day }
daily-how-to-solve = Löse es mit `/puzzle täglich`: Deine Antworten siehst nur du.
daily-none-installed = Heute sind keine Puzzles installiert.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = Das Puzzle von gestern, { $id }: **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Niemand hat es gelöst.
        [one] 1 Spieler hat es gelöst.
       *[other] { $count } Spieler haben es gelöst.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = die FEN ist leer
fen-too-long = die FEN ist zu lang ({ $length } Zeichen; eine FEN hat weniger als { $max })
fen-missing-fields = eine FEN braucht mindestens 4 Teile (Brett, Zugrecht, Rochade, en passant), diese hat { $found }
fen-too-many-fields = eine FEN hat höchstens 6 Teile, diese hat { $found }
fen-rank-count = das Brett braucht 8 Reihen, getrennt durch `/`, diese FEN hat { $found }
fen-rank-length = Reihe { $rank } hat nicht 8 Felder, sondern { $squares }
fen-bad-piece = `{ $letter }` ist kein Figurenbuchstabe (nimm K Q R B N P C, Kleinbuchstaben für Schwarz)
fen-no-king = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen König
fen-too-many-kings = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } Könige
fen-too-many-pieces = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } Figuren; möglich sind höchstens 16
fen-too-many-pawns = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } Bauern; möglich sind höchstens 8
fen-pawn-on-back-rank = Bauer auf Reihe { $rank } ({ $square }): Bauern stehen nie auf Reihe 1 oder 8
fen-castalia-in-standard = im klassischen Schach (standard) gibt es keine Kastalia ({ $square })
fen-bad-side = das Zugrecht muss `w` oder `b` sein, nicht `{ $found }`
fen-bad-castling = der Rochade-Teil muss `-` sein oder aus Buchstaben von KQkq bestehen, nicht `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = Rochaderecht { $right }, aber kein { $color ->
        [white] weißer König
       *[black] schwarzer König
    } auf { $square }
fen-castling-without-rook = Rochaderecht { $right }, aber kein { $color ->
        [white] weißer Turm
       *[black] schwarzer Turm
    } auf { $square }
fen-bad-en-passant = `{ $found }` ist kein En-passant-Feld: nimm `-` oder ein Feld auf Reihe 3 oder 6
fen-impossible-en-passant = das En-passant-Feld { $square } passt zu keinem Doppelschritt der Seite, die gerade gezogen hat
fen-bad-counter = `{ $found }` ist kein Zugzähler: nimm eine ganze Zahl
fen-zero-move-number = die Zugnummer (der letzte Teil) zählt ab 1, nicht ab 0
fen-opponent-in-check = die Seite, die nicht am Zug ist, steht im Schach

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Kastalia-Schach
web-ui-board = Schachbrett
web-ui-resign = Aufgeben
web-ui-resign-confirm = Diese Partie aufgeben?
web-ui-cancel = Abbrechen
web-ui-flip = Brett drehen
web-ui-offer-draw = Remis anbieten
web-ui-accept-draw = Remis annehmen
web-ui-decline-draw = Remis ablehnen
web-ui-takeback = Zugrücknahme erbitten
web-ui-grant-takeback = Zugrücknahme gewähren
web-ui-decline-takeback = Zugrücknahme ablehnen
web-ui-abort = Partie abbrechen
web-ui-claim = Sieg beanspruchen
web-ui-rematch = Revanche
web-ui-review = Analyse
web-ui-your-games = Deine Partien
web-ui-no-games = Keine laufende Partie.
web-ui-challenges = Herausforderungen
web-ui-no-challenges = Keine offene Herausforderung.
web-ui-challenge = Herausforderung
web-ui-accept = Annehmen
web-ui-decline = Ablehnen
web-ui-cancel-challenge = Herausforderung zurückziehen
web-ui-watch = Partien zum Zuschauen
web-ui-no-watch = Gerade gibt es keine Partie zum Zuschauen.
web-ui-play-bot = Gegen den Bot spielen
web-ui-level = Stufe
web-ui-rules = Regeln
web-ui-color = Farbe
web-ui-time = Bedenkzeit
web-ui-play = Spielen
web-ui-challenge-friend = Freund herausfordern
web-ui-rated = Gewertet
web-ui-create-challenge = Herausforderung erstellen
web-ui-challenge-link = Schicke diesen Link deinem Freund:
web-ui-copy-link = Link kopieren
web-ui-copied = Kopiert.
web-ui-sign-out = Abmelden
web-ui-sign-in-discord = Mit Discord anmelden
web-ui-not-signed-in = Du bist nicht angemeldet. Bitte den Kastalia-Bot auf Discord um einen Anmeldelink.
web-ui-type-move = Zug eingeben (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } schaut zu
       *[other] { $count } schauen zu
    }
web-ui-moves = Züge
web-ui-first = Erster Zug
web-ui-prev = Vorheriger Zug
web-ui-next = Nächster Zug
web-ui-last = Letzter Zug
web-ui-back-to-live = Zurück zur aktuellen Stellung
web-ui-back-to-game = Zurück zur Partie
web-ui-lobby = Übersicht
web-ui-promote-to = Umwandeln in
web-ui-reconnecting = Verbindung unterbrochen. Neue Verbindung …
web-ui-offline = Der Server ist nicht erreichbar. Prüfe deine Verbindung.
web-ui-error = Etwas ist schiefgegangen. Bitte versuche es noch einmal.
web-ui-your-turn = Du bist am Zug
web-ui-eval-graph = Bewertungsverlauf
web-ui-start-position = Ausgangsstellung
web-ui-empty = leer
web-ui-piece-wK = weißer König
web-ui-piece-wQ = weiße Dame
web-ui-piece-wR = weißer Turm
web-ui-piece-wB = weißer Läufer
web-ui-piece-wN = weißer Springer
web-ui-piece-wP = weißer Bauer
web-ui-piece-wC = weiße Kastalia
web-ui-piece-bK = schwarzer König
web-ui-piece-bQ = schwarze Dame
web-ui-piece-bR = schwarzer Turm
web-ui-piece-bB = schwarzer Läufer
web-ui-piece-bN = schwarzer Springer
web-ui-piece-bP = schwarzer Bauer
web-ui-piece-bC = schwarze Kastalia

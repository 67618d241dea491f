# Los textos del bot en español (según la referencia inglesa en.ftl: los mismos mensajes con las
# mismas variables; un test lo comprueba).
#
# Marcado: `...` es algo para escribir (se muestra como código); **...** se destaca en negrita.
# Las jugadas siguen en SAN con las letras inglesas de las piezas (C = la Castalia).

## Help and the rules in brief

help = **Bot de ajedrez Castalia**: ajedrez ortodoxo más la Castalia (C), que se mueve como una dama sin capturar, secuestra la pieza más cercana que tiene detrás y repele la pieza enemiga que tiene delante.
    ¿No conoces la Castalia? `/aprender` te la enseña en lecciones cortas con ejercicios (unos diez minutos).
    `/retar @rival [reglas] [posición] [color] [ritmo] [puntuable]`: retar a alguien (sin rival: un reto abierto)
    `/aceptar`, `/rechazar`, `/cancelar`: responder a un reto o retirar el tuyo
    `/jugar nivel:1-8 [color] [reglas] [ritmo]`: jugar contra el bot (partida amistosa)
    `/mover e4` (SAN o UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/rendirse`, `/tablas`, `/deshacer`, `/reclamar`
    `/anular`: terminar una partida antes de que ambos bandos hayan movido (sin resultado); `/revancha`: otra partida, con los colores cambiados
    `/tablero [girar]`, `/jugadas`, `/pgn`, `/estadísticas [jugador]`, `/ranking`, `/reglas`, `/web` (el tablero en tu navegador)
    `/partidas`: tus partidas aquí y los retos que te esperan; un comando sobre una partida concreta lleva su número (`/tablero 12` o `partida:12`)
    `/explicar`: qué hace la última jugada y por qué es buena o mala; `/explicar 8...Cd5` o `/explicar mine` (tu última jugada): una jugada anterior; `/explicar JUGADA` muestra una jugada antes de hacerla
    `/analizar [partida]`: el motor analiza una partida: errores, mejores jugadas, precisión, un gráfico y un PGN comentado (una partida entre personas, una vez terminada)
    `/olvidar`: borrar todo lo que el bot guarda sobre ti (administradores del servidor: `/olvidar usuario`)
    `/torneo crear tipo:suizo rondas:5 ritmo:10+5 inicio:15m nombre:Abierto de invierno`, `/torneo unirse`, `/torneo emparejamientos`, `/torneo clasificación`, `/torneo retirarse`, `/torneo lista`, `/torneo terminar`: los torneos de aquí (arena, suizo o todos contra todos)
    Escrito como texto, el valor de una opción con espacios llega hasta la siguiente opción (`nombre:Abierto de invierno ritmo:10+5`), o ponlo entre comillas (`nombre:"Abierto de invierno"`)
    `/ajustes [tema:océano] [coordenadas:no] [avisos:md] [idioma:de]`: el aspecto de tu tablero, avisos también por mensaje directo y el idioma en que te habla el bot
    `/aprender`, `/aprender lección:3`, `/aprender acción:pista`: el curso de la Castalia, lección a lección (donde no tengas una partida en curso, un simple `/mover` también responde a un ejercicio)
    `/problema [temas:kidnap]`, `/problema diario`, `/problema jugada:Cd5`, `/problema rendirse`: resolver problemas de Castalia (donde no tengas una partida en curso, un simple `/mover` también sirve para responder)
    Opciones: reglas `castalia` (por defecto), `castalia-débil`, `estándar`; posición `castalia`, `clásica` o un FEN; color `blancas`, `negras`, `azar`; ritmo `ninguno`, `10+5`, `3d` (si se omite: el predeterminado del servidor); puntuable `sí` o `no` (una partida sin reloj siempre es amistosa).

rules-brief = **Ajedrez Castalia** (M. Winther, 2006): ajedrez ortodoxo más la **Castalia** (C), que vale unos 3 peones.
    1. Se mueve como una dama a una casilla **vacía** y **nunca captura**. Puede ser capturada.
    2. **Secuestro** (obligatorio): la pieza más cercana detrás de ella en la línea por la que se mueve (de cualquier color, reyes incluidos) es arrastrada a la casilla que acaba de dejar. Con las reglas castalia-weak solo secuestra cuando se mueve una sola casilla.
    3. **Repulsión**: una pieza enemiga situada en la casilla justo más allá de su destino se desliza en la misma dirección tan lejos como pueda. Un peón nunca es empujado a su propia primera fila; un peón empujado a su última fila se convierte en dama.
    4. La jugada es legal si tu rey no queda atacado después: así, una Castalia puede sacar a tu rey del jaque arrastrándolo. La Castalia en sí no ataca nada y nunca da jaque.
    5. En la posición inicial, cada caballo de dama se sustituye por una Castalia; los peones pueden promocionar a Castalia.
    Todo lo demás es ajedrez ortodoxo (se pierde el derecho a enrocar cuando el rey o la torre son desplazados). Usa `/explicar` con una jugada para ver lo que hace, o aprende el juego paso a paso con `/aprender`.
    Las reglas completas, con cada decisión tomada donde el inventor no dice nada y ejemplos resueltos: `docs/rules.md` en el código fuente del bot.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    } { $piece ->
        [rook] { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [queen] { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [castalia] { $piece_color ->
            [white] blanca
           *[black] negra
        }
       *[other] { $piece_color ->
            [white] blanco
           *[black] negro
        }
    }
web-off = Este bot no ofrece el tablero web.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Abrir el tablero en vivo en este canal
web-link = Tu enlace para entrar en el tablero web (sirve una vez, durante 10 minutos; no lo compartas): { $link }
web-square-empty = { $square }, vacía
# status-over for the web board, which has its own Rematch button.
web-status-over = La partida #{ $id } terminó: **{ $outcome }** ({ $result }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = La partida #{ $id } fue anulada por { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) (sin resultado; el Elo no cambia).
web-status-aborted-no-first-move = La partida #{ $id } fue anulada: { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada a tiempo (sin resultado; el Elo no cambia).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = Este enlace ya se usó o tiene más de 10 minutos. Escribe /web al bot para recibir otro.
web-error-signed-out = No has entrado. Escribe /web al bot para recibir un enlace.
web-error-origin = Esta petición vino de otro sitio y fue rechazada; nada cambió.
web-error-bad-request = No se pudo leer la petición; nada cambió.
web-error-activity-refused = Discord no confirmó que participas en esta actividad aquí; ciérrala y ábrela de nuevo.
web-error-position-changed = La posición cambió mientras tanto, así que tu jugada no se hizo.
web-error-not-a-player = Solo los jugadores de la partida #{ $id } pueden hacer eso; tú la estás mirando.
web-error-too-large = La petición es demasiado grande; nada cambió.
web-error-no-game = No hay ninguna partida #{ $id } que puedas ver.
web-error-not-found = Aquí no hay nada.
web-error-too-many = Demasiadas peticiones: espera un momento y vuelve a intentarlo.
web-error-discord-off = Entrar con Discord no está configurado en este bot: escribe /web al bot.
web-error-discord-failed = Discord no confirmó quién eres; inténtalo de nuevo.
web-error-no-review = El análisis de una partida entre personas se muestra cuando termina (juego limpio).
web-challenge-incoming = { $player } te desafía: { $terms }
web-rematch-offered = { $player } te ofrece la revancha.
web-challenge-open = { $player } ofrece una partida a cualquiera: { $terms }
web-challenge-yours = Tu desafío a { $player }: { $terms }
web-challenge-yours-open = Tu desafío abierto: { $terms }
web-level = Nivel { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
        [kidnap] secuestra
       *[push] repele
    } { $piece ->
        [pawn] { $owner ->
            [own] su propio peón
            [yours] tu peón
            [player] el peón de { $player }
            [bot] el peón del bot
           *[removed] el peón { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [knight] { $owner ->
            [own] su propio caballo
            [yours] tu caballo
            [player] el caballo de { $player }
            [bot] el caballo del bot
           *[removed] el caballo { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [bishop] { $owner ->
            [own] su propio alfil
            [yours] tu alfil
            [player] el alfil de { $player }
            [bot] el alfil del bot
           *[removed] el alfil { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [rook] { $owner ->
            [own] su propia torre
            [yours] tu torre
            [player] la torre de { $player }
            [bot] la torre del bot
           *[removed] la torre { $color ->
                [white] blanca
               *[black] negra
            }
        }
        [queen] { $owner ->
            [own] su propia dama
            [yours] tu dama
            [player] la dama de { $player }
            [bot] la dama del bot
           *[removed] la dama { $color ->
                [white] blanca
               *[black] negra
            }
        }
        [king] { $owner ->
            [own] su propio rey
            [yours] tu rey
            [player] el rey de { $player }
            [bot] el rey del bot
           *[removed] el rey { $color ->
                [white] blanco
               *[black] negro
            }
        }
       *[castalia] { $owner ->
            [own] su propia Castalia
            [yours] tu Castalia
            [player] la Castalia de { $player }
            [bot] la Castalia del bot
           *[removed] la Castalia { $color ->
                [white] blanca
               *[black] negra
            }
        }
    } de { $from } a { $to }{ $queen ->
        [yes] , donde se convierte en dama
       *[no] {""}
    }

## Settings

# $theme: a board theme's name, as the language names it (choice-theme-*).
# $coordinates: on or off. $notices: dm or channel.
# $language: the language's own name, with how it was chosen (settings-language-*).
settings-current = Tus ajustes: tablero **{ $theme }**, coordenadas **{ $coordinates ->
        [on] visibles
       *[off] ocultas
    }**, avisos **{ $notices ->
        [dm] en el canal y por mensaje directo
       *[channel] solo en el canal
    }**, idioma **{ $language }**.
settings-saved = Guardado. Tus ajustes: tablero **{ $theme }**, coordenadas **{ $coordinates ->
        [on] visibles
       *[off] ocultas
    }**, avisos **{ $notices ->
        [dm] en el canal y por mensaje directo
       *[channel] solo en el canal
    }**, idioma **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (tu idioma de Discord)
settings-language-console = { $language } (--lang de la consola)
# $themes: the themes' names, comma-separated.
settings-how-to-change = Cámbialos con `/ajustes tema:bosque coordenadas:no avisos:md idioma:de` (temas: { $themes }; avisos: md o canal; idioma: en, de, fr, es, ru, pt-BR, o auto para { $site ->
        [console] usar el --lang de la consola
       *[discord] seguir a Discord
    }).
settings-sample-board-alt = Un tablero de ejemplo con tus ajustes de tablero (colores, piezas y coordenadas): la posición inicial del ajedrez Castalia.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = retar
    .description = Retar a alguien a una partida (sin rival: un reto abierto que cualquiera puede aceptar)
cmd-challenge-opt-user = rival
    .description = Contra quién jugar (omítelo para un reto abierto)
cmd-challenge-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-challenge-opt-setup = posición
    .description = Posición inicial: castalia, clásica o un FEN
cmd-challenge-opt-color = color
    .description = Tu color (por defecto: azar)
cmd-challenge-opt-time = ritmo
    .description = Ritmo de juego: ninguno, 10+5 (minutos+incremento) o 3d (días por jugada)
cmd-challenge-opt-rated = puntuable
    .description = Puntuable (por defecto: sí con reloj) o amistosa
cmd-accept = aceptar
    .description = Aceptar un reto (el que te han hecho aquí, o el de este número)
cmd-accept-opt-id = número
    .description = Número del reto
cmd-decline = rechazar
    .description = Rechazar un reto que te han hecho
cmd-decline-opt-id = número
    .description = Número del reto
cmd-cancel = cancelar
    .description = Retirar tu reto
cmd-cancel-opt-id = número
    .description = Número del reto
cmd-play = jugar
    .description = Jugar contra el bot
cmd-play-opt-level = nivel
    .description = Fuerza: de 1 (principiante) a 8 (máxima fuerza)
cmd-play-opt-color = color
    .description = Tu color (por defecto: azar)
cmd-play-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-play-opt-time = ritmo
    .description = Ritmo de juego: ninguno, 10+5 (minutos+incremento) o 3d (días por jugada)
cmd-move = mover
    .description = Hacer una jugada (SAN como Cd5, e4, O-O, e8=Q, o UCI como e2e4)
cmd-move-opt-move = jugada
    .description = Tu jugada
cmd-move-opt-game = partida
    .description = Número de la partida (si juegas varias aquí)
cmd-board = tablero
    .description = Mostrar el tablero
cmd-board-opt-game = partida
    .description = Número de la partida
cmd-board-opt-flip = girar
    .description = Dibujarlo desde el otro lado
cmd-board-opt-text = texto
    .description = Solo en palabras y solo para ti (para un lector de pantalla)
cmd-moves = jugadas
    .description = Mostrar las jugadas de una partida
cmd-moves-opt-game = partida
    .description = Número de la partida
cmd-pgn = pgn
    .description = Descargar una partida en PGN
cmd-pgn-opt-game = partida
    .description = Número de la partida
cmd-resign = rendirse
    .description = Abandonar tu partida
cmd-resign-opt-game = partida
    .description = Número de la partida
cmd-draw = tablas
    .description = Ofrecer tablas, aceptar la oferta de tu rival o rechazarla
cmd-draw-opt-decline = rechazar
    .description = Rechazar la oferta de tu rival
cmd-draw-opt-game = partida
    .description = Número de la partida
cmd-takeback = deshacer
    .description = Pedir deshacer tu última jugada, aceptar la petición de tu rival o rechazarla
cmd-takeback-opt-decline = rechazar
    .description = Rechazar la petición de tu rival
cmd-takeback-opt-game = partida
    .description = Número de la partida
cmd-explain = explicar
    .description = Explicar una jugada: qué secuestra y repele, y por qué es buena o mala (por defecto: la última)
cmd-explain-opt-move = jugada
    .description = Una jugada anterior (8...Cd5, Cd5, mine: tu última) o una por probar; por defecto: la última
cmd-explain-opt-game = partida
    .description = Número de la partida
cmd-review = analizar
    .description = Analizar una partida con el motor: errores, mejores jugadas, precisión, gráfico y PGN comentado
cmd-review-opt-game = partida
    .description = Número de la partida (por defecto: tu partida aquí, o la última)
cmd-claim = reclamar
    .description = Reclamar la victoria cuando tu rival se ha quedado sin tiempo
cmd-claim-opt-game = partida
    .description = Número de la partida
cmd-abort = anular
    .description = Anular tu partida antes de que ambos hayan movido (sin resultado ni cambio de Elo)
cmd-abort-opt-game = partida
    .description = Número de la partida
cmd-rematch = revancha
    .description = Pedir la revancha de una partida terminada: mismas opciones, colores cambiados
cmd-rematch-opt-game = partida
    .description = Número de la partida (por defecto: tu última partida terminada aquí)
cmd-games = partidas
    .description = Mostrar tus partidas en curso
cmd-rules = reglas
    .description = Las reglas del ajedrez Castalia
cmd-web = web
    .description = Un enlace para entrar en el tablero web (solo tú lo ves)
cmd-stats = estadísticas
    .description = Elo y resultados de un jugador (por defecto: tú)
cmd-stats-opt-user = jugador
    .description = De quién ver las estadísticas
cmd-leaderboard = ranking
    .description = Los jugadores con más Elo de este servidor (en un MD: tú y tus rivales en partidas puntuables)
cmd-leaderboard-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-forget = olvidar
    .description = Borrar lo que el bot guarda sobre ti (administradores del servidor: sobre cualquiera)
cmd-forget-opt-user = usuario
    .description = De quién son los datos (solo administradores; por defecto: tú)
cmd-help = ayuda
    .description = Cómo usar el bot
cmd-settings = ajustes
    .description = Aspecto del tablero, avisos por MD e idioma (los muestra; cambia los que indiques)
cmd-settings-opt-theme = tema
    .description = Colores del tablero
cmd-settings-opt-coordinates = coordenadas
    .description = Columnas y filas alrededor del tablero
cmd-settings-opt-notify = avisos
    .description = md: avisarme también por mensaje directo (tu turno, retos, recordatorios, fin de partida)
cmd-settings-opt-language = idioma
    .description = El idioma en que te hablo (auto: tu idioma de Discord)
cmd-puzzle = problema
    .description = Resolver un problema de Castalia (las respuestas y los tableros solo los ves tú)
cmd-puzzle-opt-action = acción
    .description = nuevo (por defecto), diario (el mismo para todos hoy), mostrar o rendirse
cmd-puzzle-opt-themes = temas
    .description = Un tema, p. ej. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = jugada
    .description = Tu respuesta al problema que estás resolviendo, p. ej. Cd5
cmd-learn = aprender
    .description = Aprender ajedrez Castalia: lecciones cortas con ejercicios (solo las ves tú)
cmd-learn-opt-lesson = lección
    .description = Una lección para abrir, por número (omítelo para seguir donde lo dejaste)
cmd-learn-opt-action = acción
    .description = pista, reintentar (repetir el ejercicio) o siguiente (saltar al siguiente ejercicio)
cmd-learn-opt-move = jugada
    .description = Tu respuesta al ejercicio, p. ej. Cd5
cmd-tournament = torneo
    .description = Torneos de este servidor: arena, suizo y todos contra todos
cmd-tournament-create = crear
    .description = Crear un torneo (requiere el permiso Gestionar eventos)
cmd-tournament-create-opt-kind = tipo
    .description = arena (emparejando según terminan las partidas), suizo (holandés FIDE) o liguilla
cmd-tournament-create-opt-rounds = rondas
    .description = Suizo: el número de rondas (por defecto 5)
cmd-tournament-create-opt-minutes = minutos
    .description = Arena: cuánto dura, en minutos (por defecto 30)
cmd-tournament-create-opt-double = doble
    .description = Todos contra todos: cada uno se enfrenta a los demás dos veces, con los colores cambiados
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: los jugadores pueden ceder la mitad de su reloj por un punto extra (por defecto sí)
cmd-tournament-create-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-tournament-create-opt-time = ritmo
    .description = Ritmo de juego: 3+2 (minutos+incremento) o 1d (días por jugada)
cmd-tournament-create-opt-rated = puntuable
    .description = Partidas puntuables (por defecto: sí con reloj) o amistosas
cmd-tournament-create-opt-start = inicio
    .description = Cuándo empieza: now, 15m, 2h, 1d (por defecto 10m)
cmd-tournament-create-opt-name = nombre
    .description = Su nombre
cmd-tournament-create-opt-band = rango
    .description = Solo jugadores con un Elo dentro de este rango, p. ej. 1200-1600
cmd-tournament-join = unirse
    .description = Unirte a un torneo de este servidor
cmd-tournament-join-opt-id = número
    .description = El número del torneo (omítelo para el que está abierto aquí)
cmd-tournament-leave = salir
    .description = Salir de un torneo (si ya está en marcha: retirarte de las próximas rondas)
cmd-tournament-leave-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-withdraw = retirarse
    .description = Retirarte de un torneo en curso (sin más emparejamientos; las partidas jugadas cuentan)
cmd-tournament-withdraw-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-berserk = berserk
    .description = Arena: ceder la mitad de tu reloj por un punto más si ganas (antes de tu primera jugada)
cmd-tournament-berserk-opt-game = partida
    .description = El número de la partida (omítelo para tu partida de torneo en curso)
cmd-tournament-start = empezar
    .description = Empezar tu torneo ahora
cmd-tournament-start-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-end = terminar
    .description = Termina tu torneo ahora con la clasificación actual
cmd-tournament-end-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-standings = clasificación
    .description = La clasificación de un torneo
cmd-tournament-standings-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-pairings = emparejamientos
    .description = Los emparejamientos de una ronda (en una arena: las partidas en curso)
cmd-tournament-pairings-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)
cmd-tournament-pairings-opt-round = ronda
    .description = La ronda (por defecto: la última emparejada)
cmd-tournament-list = lista
    .description = Los torneos de este servidor
cmd-tournament-trf = trf
    .description = Un torneo como informe TRF-16 de la FIDE
cmd-tournament-trf-opt-id = número
    .description = El número del torneo (omítelo para el de aquí)

## Valores de las opciones: las opciones de los comandos en cada idioma
## (`/jugar color:blancas` es `/play color:white`); una palabra por valor, en minúsculas, sin espacios.

choice-color-white = blancas
choice-color-black = negras
choice-color-random = azar
choice-rules-castalia = castalia
choice-rules-castalia-weak = castalia-débil
choice-rules-standard = estándar
choice-setup-castalia = castalia
choice-setup-classic = clásica
choice-time-none = ninguno
choice-yesno-yes = sí
choice-yesno-no = no
choice-onoff-on = sí
choice-onoff-off = no
choice-notify-dm = md
choice-notify-channel = canal
choice-theme-classic = clásico
choice-theme-ocean = océano
choice-theme-forest = bosque
choice-language-auto = auto
choice-kind-arena = arena
choice-kind-swiss = suizo
choice-kind-roundrobin = liguilla
choice-puzzle-new = nuevo
choice-puzzle-daily = diario
choice-puzzle-show = mostrar
choice-puzzle-giveup = rendirse
choice-learn-hint = pista
choice-learn-retry = reintentar
choice-learn-next = siguiente

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (el texto completo va adjunto)
# $id: the game's number; $white, $black: the players' names.
discord-game-title = Partida #{ $id }: { $white } contra { $black }
# $variant: the rule set (castalia, castalia-weak, standard); $time: the time control (10+5, 3 days per move, no clock).
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }
discord-field-white = Blancas
discord-field-black = Negras
# The field with the game's rule set, time control and whether it is rated.
discord-field-rules = Reglas
# The field with the number of the move being played.
discord-field-move = Jugada
discord-field-last-move = Última jugada
discord-no-move-yet = ninguna todavía
discord-field-time-runs-out = Se agota el tiempo
discord-confirm-resign = ¿Rendirte en la partida #{ $id }? Tu rival gana; esto no se puede deshacer.
button-rematch = Revancha
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Jugar en el tablero
button-move = Mover
button-abort = Anular
button-resign = Rendirse
button-offer-draw = Ofrecer tablas
button-flip = Girar tablero
button-explain-last = Explicar última jugada
button-hint = Pista
button-retry = Reintentar
button-skip = Siguiente (saltar)
button-next = Siguiente
button-join = Unirse
button-leave = Salir
button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
discord-nothing-changed = Sin cambios: la partida continúa.

## Discord: a game's start, its thread, and where an answer went

# The start message in the channel; $white, $black: the players' names; $terms: the rule set, the time control and rated or casual (discord-game-rules).
discord-game-starts = Empieza la partida #{ $id }: **{ $white }** (blancas) contra **{ $black }** (negras), { $terms }.
# The same for a game shown on one board edited in place; the game's status follows it.
discord-game-starts-live = Empieza la partida #{ $id }: **{ $white }** (blancas) contra **{ $black }** (negras).
# Follows discord-game-starts once the game's thread is open; $thread: a link to the thread.
discord-game-thread-link = Juégala en su hilo: { $thread }
# Follows discord-game-starts until then.
discord-game-thread-below = Su hilo se abre aquí abajo.
# A game's thread name (at most 100 characters); $title: the players ("alice vs bob").
discord-game-thread-name = #{ $id } { $title }
# Said privately where the answer to a command or a click was posted elsewhere; $thread, $channel: links.
discord-pointer-thread = Hecho: la partida sigue en { $thread }.
discord-pointer-board = Hecho: el tablero de la partida #{ $id } está actualizado en { $channel }.
# A challenge's message once accepted; $name: who accepted it.
discord-challenge-accepted = Reto aceptado por **{ $name }**: la partida empieza aquí abajo.
# The private Resign question, closed once the player resigned.
discord-you-resigned = Rendición confirmada: abandonaste la partida.
# A button of an older version of the bot, or a damaged one.
discord-stale-button = Este botón ya no funciona; escribe `/tablero` para ver un tablero actualizado.
# Under a notice sent by direct message; $link: the game's channel or thread.
discord-dm-go-to-game = Ir a la partida: { $link }

## Discord: the move picker (the Move button's private menus)

# $board: what the picker moves in ("Game #12", "Exercise 3.2").
discord-picker-which-piece = { $board }: ¿qué pieza mueves? (Solo tú ves esto.)
# A menu's placeholder (at most 100 characters, as every label of the picker).
discord-picker-choose-piece = Elige una pieza
# A piece in the menu: $piece on $square, and the number of its legal moves.
discord-picker-piece = { $piece ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
        [king] Rey
       *[castalia] Castalia
    } { $square } ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    })
# $board as in discord-picker-which-piece; the $piece on $square.
discord-picker-where = { $board }: ¿adónde va { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } de { $square }?
discord-picker-choose-destination = Elige adónde va
# A menu's placeholder when a piece has too many moves for one menu: the moves in $directions (discord-picker-direction, joined by commas), $count of them.
discord-picker-moves-toward = Jugadas hacia: { $directions } ({ $count })
# A direction on the board (north: towards the 8th rank); other: moves along no line (a knight's jump, castling).
discord-picker-direction = { $direction ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
        [north-west] noroeste
       *[other] otras
    }
# A pawn's move to the last rank ($square); the new piece is asked next.
discord-picker-promotes = { $square }: promociona (elige después la nueva pieza)
discord-picker-another-piece = Elegir otra pieza
discord-picker-choose-promotion = Elige la nueva pieza
discord-picker-promotion = { $board }: el peón de { $from } llega a { $to }. ¿En qué se convierte?
# **Move** is the board's button (button-move).
discord-picker-stale-game = La posición de la partida #{ $id } cambió después de abrir este menú, así que no se jugó nada. Haz clic en **Mover** en el tablero más reciente o escribe `/mover`.
discord-picker-stale-lesson = Pasaste a otro ejercicio después de abrir este menú, así que no se jugó nada. Escribe `/aprender` para ver el ejercicio en el que estás.
# The picker closed after a move; $san: the move (Cd5).
discord-picker-played = Jugada **{ $san }** hecha en la partida #{ $id }.

## Discord: the adapter's refusals and apologies

# The bot's permissions, as Discord's server settings name them.
discord-permission-view-channel = Ver canal
discord-permission-send-messages = Enviar mensajes
discord-permission-send-messages-in-threads = Enviar mensajes en hilos
discord-permission-embed-links = Insertar enlaces
discord-permission-attach-files = Adjuntar archivos
# $permissions: the names of the missing permissions (discord-permission-*), joined by commas; $count: how many.
discord-missing-permissions = No puedo gestionar partidas en este canal: aquí me { $count ->
        [one] falta el permiso
       *[other] faltan los permisos
    } { $permissions }. Pide a un administrador del servidor que { $count ->
        [one] me lo conceda
       *[other] me los conceda
    } (a mí o a mi rol), o juega en otro canal.
discord-bot-challenged = Los bots no pueden aceptar retos. Juega contra este bot con `/jugar nivel:3`.
discord-sorry = Lo siento, algo falló; inténtalo de nuevo.
discord-sorry-explain = Lo siento, no pude completar la explicación. Inténtalo de nuevo.
discord-sorry-review = Lo siento, no pude completar el análisis. Inténtalo de nuevo más tarde.
# A review's progress; $bar: ten characters of # (done) and - (to do), kept as they are; $percent: 0 to 100.
discord-review-progress = Analizando la partida con el motor: `[{ $bar }]` { $percent } %
# $command: the command's name as the user's Discord shows it (tournament join).
discord-server-only = `/{ $command }` funciona en un canal de un servidor, donde ambos jugadores pueden ver la partida. Aquí puedes jugar contra el bot con `/jugar nivel:3`.
# $subcommands: the subcommands' names, joined by commas.
discord-subcommand-required = Debes indicar uno de estos subcomandos: { $subcommands }
# $input: what the user typed in an option; $command as in discord-server-only.
discord-unreadable-input = No pude leer `{ $input }` en `/{ $command }`. `/ayuda` muestra los comandos y lo que admiten sus opciones.
discord-unreadable-option = No pude leer una opción en `/{ $command }`. `/ayuda` muestra los comandos y lo que admiten sus opciones.
discord-options-mismatch = No pude leer las opciones de `/{ $command }`: elígelas de las listas que muestra Discord (si el formulario no se parece a lo que dice `/ayuda`, puede que Discord aún muestre una versión antigua del comando; vuelve a intentarlo en un minuto).
# The title and the text of the answer when a command broke down.
discord-internal-error = Error interno
discord-internal-error-details = Se produjo un error interno inesperado.

## Discord: a tournament's thread and scheduled event, the settings menu

# The name of a tournament's thread and of its event in the server's calendar (at most 100 characters); $name: the tournament's name.
discord-tournament-name = Torneo #{ $id }: { $name }
# The event's description; $summary: the tournament in a few words ("Swiss, 5 rounds, 3+2").
discord-tournament-event = { $summary }. Únete con `/torneo unirse` en el canal.
# A choice of `/settings language:` (at most 100 characters): the language of the user's Discord.
discord-language-auto = auto (el idioma de Discord)

## The console (the local terminal front end)

# $user: the console user's name.
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Tablero: { $url }
console-welcome = Consola del ajedrez Castalia. Eres `{ $user }`; `/as NAME` cambia de usuario, `/ayuda` muestra los comandos, `/quit` sale.
console-images-folder = Las imágenes del tablero se guardan en { $folder }/
console-not-utf8 = Esa línea no es texto UTF-8 válido, así que se ignoró: escribe el comando de nuevo.
console-you-are = Ahora eres { $user }.
console-bad-name = Di quién eres, p. ej. `/as alice` (1-32 letras, cifras, `_`, `-` o `.`).
console-bot-thinking = (el bot está pensando...)
# A private answer (on Discord only its reader sees it); $text: the answer.
console-only-you = (solo tú) { $text }
console-wrote = (archivo guardado: { $path })
console-cannot-write = (no se pudo escribir { $path }: { $error })
# $moves: the moves, e.g. "Cd5 (d4-d5), Qxe7 (e2-e7)".
console-solution-moves = Tus jugadas en la solución: { $moves }
# The legend under a text board; $marks: e.g. "[ ] moved from / to, < > kidnapped piece".
console-marks = Marcas: { $marks }
console-mark-moved = origen / destino
console-mark-kidnapped = pieza secuestrada
console-mark-repulsed = pieza repelida
# A moment relative to now: $n units ($unit: s, min, h, days) in the future or the past.
console-relative-time = { $when ->
        [future] dentro de { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] día
               *[other] días
            }
        }
       *[past] hace { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] día
               *[other] días
            }
        }
    }

# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = El peón se convierte en { $promotion_color ->
        [white] { $promotion ->
            [pawn] un peón blanco
            [knight] un caballo blanco
            [bishop] un alfil blanco
            [rook] una torre blanca
            [queen] una dama blanca
            [king] un rey blanco
           *[castalia] una Castalia blanca
        }
       *[black] { $promotion ->
            [pawn] un peón negro
            [knight] un caballo negro
            [bishop] un alfil negro
            [rook] una torre negra
            [queen] una dama negra
            [king] un rey negro
           *[castalia] una Castalia negra
        }
    }.
explain-captures-promotes = Captura { $captured_color ->
        [white] { $captured ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $captured ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $captured_square }, y el peón se convierte en { $promotion_color ->
        [white] { $promotion ->
            [pawn] un peón blanco
            [knight] un caballo blanco
            [bishop] un alfil blanco
            [rook] una torre blanca
            [queen] una dama blanca
            [king] un rey blanco
           *[castalia] una Castalia blanca
        }
       *[black] { $promotion ->
            [pawn] un peón negro
            [knight] un caballo negro
            [bishop] un alfil negro
            [rook] una torre negra
            [queen] una dama negra
            [king] un rey negro
           *[castalia] una Castalia negra
        }
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = Esta jugada responde al jaque dado por { $checkers }.

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Secuestro: la pieza más cercana detrás de ella en { $line ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] 1.ª
            [2] 2.ª
            [3] 3.ª
           *[other] { $rank }.ª
        } fila
       *[diagonal] la diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $victim ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] es arrastrada
        [would] sería arrastrada
    } a { $to }.
explain-kidnap-king = Secuestro: la pieza más cercana detrás de ella en { $line ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] 1.ª
            [2] 2.ª
            [3] 3.ª
           *[other] { $rank }.ª
        } fila
       *[diagonal] la diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $victim ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] es arrastrada
        [would] sería arrastrada
    } a { $to } (los reyes se secuestran como cualquier otra pieza).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Secuestro: la jugada es de una sola casilla, así que con las reglas castalia-weak la Castalia { $mood ->
       *[played] secuestra
        [would] secuestraría
    }: la pieza más cercana detrás de ella en { $line ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] 1.ª
            [2] 2.ª
            [3] 3.ª
           *[other] { $rank }.ª
        } fila
       *[diagonal] la diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $victim ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] es arrastrada
        [would] sería arrastrada
    } a { $to }.
explain-kidnap-weak-king = Secuestro: la jugada es de una sola casilla, así que con las reglas castalia-weak la Castalia { $mood ->
       *[played] secuestra
        [would] secuestraría
    }: la pieza más cercana detrás de ella en { $line ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] 1.ª
            [2] 2.ª
            [3] 3.ª
           *[other] { $rank }.ª
        } fila
       *[diagonal] la diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $victim ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] es arrastrada
        [would] sería arrastrada
    } a { $to } (los reyes se secuestran como cualquier otra pieza).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Secuestro: ninguno. Con las reglas castalia-weak la Castalia solo secuestra cuando se mueve exactamente una casilla, y esta jugada es de { $length ->
        [one] una casilla
       *[other] { $length } casillas
    }, así que { $stays ->
        [none] { $stays_square }
       *[other] { $stays_color ->
            [white] { $stays ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $stays ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $stays_square }
    } { $mood ->
       *[played] se queda
        [would] se quedaría
    } donde está.
explain-kidnap-nothing = Secuestro: no hay nada detrás de ella en { $line ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] 1.ª
            [2] 2.ª
            [3] 3.ª
           *[other] { $rank }.ª
        } fila
       *[diagonal] la diagonal { $diagonal }
    }, así que no { $mood ->
       *[played] se arrastra
        [would] se arrastraría
    } nada.

## The Castalia's repulse

explain-repulse-edge = Repulsión: la Castalia { $mood ->
       *[played] se detiene
        [would] se detendría
    } en el borde del tablero, así que más allá no { $mood ->
       *[played] hay
        [would] habría
    } nada que empujar.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Repulsión: la casilla de más allá, { $square }, está vacía, así que no { $mood ->
       *[played] se empuja
        [would] se empujaría
    } nada.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square }, más allá, es del mismo bando que la Castalia, y una Castalia solo empuja piezas enemigas.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] es
        [would] sería
    } { $victim ->
        [pawn] empujado
        [knight] empujado
        [bishop] empujado
        [rook] empujada
        [queen] empujada
        [king] empujado
       *[castalia] empujada
    } hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    } hasta { $to }.
explain-repulse-promotes = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] es
        [would] sería
    } { $victim ->
        [pawn] empujado
        [knight] empujado
        [bishop] empujado
        [rook] empujada
        [queen] empujada
        [king] empujado
       *[castalia] empujada
    } hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    } hasta { $to }, su fila de promoción, y { $mood ->
       *[played] se convierte
        [would] se convertiría
    } en una dama { $victim_color ->
        [white] blanca
       *[black] negra
    }.
explain-repulse-to-edge = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] es
        [would] sería
    } { $victim ->
        [pawn] empujado
        [knight] empujado
        [bishop] empujado
        [rook] empujada
        [queen] empujada
        [king] empujado
       *[castalia] empujada
    } hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    } hasta { $to }, la casilla vacía más lejana, en el borde del tablero.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] es
        [would] sería
    } { $victim ->
        [pawn] empujado
        [knight] empujado
        [bishop] empujado
        [rook] empujada
        [queen] empujada
        [king] empujado
       *[castalia] empujada
    } hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    } hasta { $to }, la casilla vacía más lejana antes { $blocker_color ->
        [white] { $blocker ->
            [pawn] del peón blanco
            [knight] del caballo blanco
            [bishop] del alfil blanco
            [rook] de la torre blanca
            [queen] de la dama blanca
            [king] del rey blanco
           *[castalia] de la Castalia blanca
        }
       *[black] { $blocker ->
            [pawn] del peón negro
            [knight] del caballo negro
            [bishop] del alfil negro
            [rook] de la torre negra
            [queen] de la dama negra
            [king] del rey negro
           *[castalia] de la Castalia negra
        }
    } en { $blocker_square }.
explain-repulse-pawn-stops = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] es
        [would] sería
    } { $victim ->
        [pawn] empujado
        [knight] empujado
        [bishop] empujado
        [rook] empujada
        [queen] empujada
        [king] empujado
       *[castalia] empujada
    } hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    } hasta { $to }: un peón no puede ser empujado a su propia primera fila, así que { $mood ->
       *[played] se detiene
        [would] se detendría
    } en su segunda fila.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } no puede moverse, ya que está en el borde del tablero, así que { $mood ->
       *[played] se queda
        [would] se quedaría
    } donde está.
explain-repulse-stuck-first-rank = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } no puede retroceder a su primera fila, así que { $mood ->
       *[played] se queda
        [would] se quedaría
    } donde está.
explain-repulse-stuck-blocked = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } no puede moverse, porque la casilla siguiente, { $blocker_square }, está ocupada por { $blocker_color ->
        [white] { $blocker ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $blocker ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    }, así que { $mood ->
       *[played] se queda
        [would] se quedaría
    } donde está.
explain-repulse-stays = Repulsión: { $victim_color ->
        [white] { $victim ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $victim ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $victim_square } { $mood ->
       *[played] se queda
        [would] se quedaría
    } donde está.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] Las blancas
       *[black] Las negras
    } pierden el derecho a enrocar: su rey salió de { $square }.
explain-castling-lost-king-left = { $color ->
        [white] Las blancas
       *[black] Las negras
    } pierden el derecho a enrocar { $side ->
        [king] corto
       *[queen] largo
    }: su rey salió de { $square }.
explain-castling-lost-rook-captured = { $color ->
        [white] Las blancas
       *[black] Las negras
    } pierden el derecho a enrocar { $side ->
        [king] corto
       *[queen] largo
    }: su torre de { $square } fue capturada.
explain-castling-lost-rook-left = { $color ->
        [white] Las blancas
       *[black] Las negras
    } pierden el derecho a enrocar { $side ->
        [king] corto
       *[queen] largo
    }: su torre salió de { $square }.
# $color: the side that cannot move.
explain-stalemate = Ahogado: { $color ->
        [white] las blancas
       *[black] las negras
    } no tienen ninguna jugada legal y su rey no está en jaque, así que la partida termina en tablas.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Jaque: el rey { $king_color ->
        [white] blanco
       *[black] negro
    } en { $king_square } está atacado por { $attackers }.
explain-check-castalia = Jaque: el rey { $king_color ->
        [white] blanco
       *[black] negro
    } en { $king_square } está atacado por { $attackers } (la Castalia en sí nunca da jaque).
explain-checkmate = Jaque mate: el rey { $king_color ->
        [white] blanco
       *[black] negro
    } en { $king_square } está atacado por { $attackers } y { $king_color ->
        [white] las blancas
       *[black] las negras
    } no tienen ninguna jugada legal. { $winner ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    }.
explain-checkmate-castalia = Jaque mate: el rey { $king_color ->
        [white] blanco
       *[black] negro
    } en { $king_square } está atacado por { $attackers } (la Castalia en sí nunca da jaque) y { $king_color ->
        [white] las blancas
       *[black] las negras
    } no tienen ninguna jugada legal. { $winner ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    }.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = { $input } no es legal aquí: { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = para { $piece ->
        [none] { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $piece ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $piece_square }
    }, { $reason }
# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = una pieza tiene que moverse a otra casilla
illegal-no-piece-on = no tienes ninguna pieza en { $square }
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] un peón avanza una casilla en línea recta (dos desde su segunda fila), o una casilla en diagonal hacia delante para capturar
        [knight] un caballo se mueve en L: dos casillas por una fila o columna y luego una hacia un lado
        [bishop] un alfil se mueve por las diagonales
        [rook] una torre se mueve por filas y columnas
        [queen] una dama se mueve por filas, columnas y diagonales
        [king] un rey se mueve una casilla en cualquier dirección (dos por su fila al enrocar)
       *[castalia] una Castalia se mueve como una dama, por una fila, columna o diagonal
    }
illegal-castalia-not-on-line = una Castalia se mueve como una dama, por una fila, columna o diagonal, y { $to } no está en línea con { $from }
# $target: the piece on $square.
illegal-castalia-cannot-capture = una Castalia no puede capturar, y en { $square } está { $target_color ->
        [white] { $target ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $target ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    }
illegal-castalia-cannot-capture-own = una Castalia no puede capturar, y en { $square } está tu { $target_color ->
        [white] { $target ->
            [pawn] propio peón blanco
            [knight] propio caballo blanco
            [bishop] propio alfil blanco
            [rook] propia torre blanca
            [queen] propia dama blanca
            [king] propio rey blanco
           *[castalia] propia Castalia blanca
        }
       *[black] { $target ->
            [pawn] propio peón negro
            [knight] propio caballo negro
            [bishop] propio alfil negro
            [rook] propia torre negra
            [queen] propia dama negra
            [king] propio rey negro
           *[castalia] propia Castalia negra
        }
    }
illegal-own-piece = en { $square } está tu { $piece ->
        [pawn] propio peón
        [knight] propio caballo
        [bishop] propio alfil
        [rook] propia torre
        [queen] propia dama
        [king] propio rey
       *[castalia] propia Castalia
    }
illegal-own-piece-capture = en { $square } está tu { $piece ->
        [pawn] propio peón
        [knight] propio caballo
        [bishop] propio alfil
        [rook] propia torre
        [queen] propia dama
        [king] propio rey
       *[castalia] propia Castalia
    }, y ninguna pieza captura a las de su propio bando
illegal-pawn-captures-ahead = un peón no puede capturar en línea recta hacia delante
illegal-pawn-captures-ahead-piece = un peón no puede capturar en línea recta hacia delante, y en { $square } está { $piece_color ->
        [white] { $piece ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $piece ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    }
illegal-pawn-double-step = un peón solo puede avanzar dos casillas desde su segunda fila
illegal-pawn-diagonal-to-empty = un peón solo se mueve en diagonal para capturar, y la casilla { $square } está vacía
illegal-cannot-castle = ahora no puedes enrocar
illegal-blocked = el camino está bloqueado por { $blocker ->
        [none] { $blocker_square }
       *[other] { $blocker_color ->
            [white] { $blocker ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $blocker ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $blocker_square }
    }
illegal-no-castalia-in-standard = con las reglas standard no hay Castalia
illegal-does-not-answer-check = tu rey está en jaque y esta jugada no lo resuelve
illegal-castalia-exposes-king = su secuestro o su repulsión dejaría a tu rey en jaque
illegal-exposes-king = dejaría a tu rey en jaque
illegal-no-such-promotion = un peón no puede convertirse en { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[castalia] una Castalia
    }
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = con las reglas { $rules } un peón no puede convertirse en { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[castalia] una Castalia
    }
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = la pieza en { $square } es { $is ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[castalia] una Castalia
    }, no { $named ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[castalia] una Castalia
    }
illegal-none-of-kind = no tienes { $piece ->
        [pawn] ningún peón
        [knight] ningún caballo
        [bishop] ningún alfil
        [rook] ninguna torre
        [queen] ninguna dama
        [king] ningún rey
       *[castalia] ninguna Castalia
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason }; { $moves }
illegal-with-moves-sentence = { $reason }; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = para { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $square }, { $reason }
illegal-each-sentence = Para { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $square }, { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = { $piece ->
        [pawn] ningún peón tuyo
        [knight] ningún caballo tuyo
        [bishop] ningún alfil tuyo
        [rook] ninguna torre tuya
        [queen] ninguna dama tuya
        [king] ningún rey tuyo
       *[castalia] ninguna Castalia tuya
    } puede moverse a { $square }
illegal-none-reaches-moves = { $piece ->
        [pawn] ningún peón tuyo
        [knight] ningún caballo tuyo
        [bishop] ningún alfil tuyo
        [rook] ninguna torre tuya
        [queen] ninguna dama tuya
        [king] ningún rey tuyo
       *[castalia] ninguna Castalia tuya
    } puede moverse a { $square }; tus jugadas de { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    } son { $moves }

illegal-none-reaches-sentence = { $piece ->
        [pawn] Ningún peón tuyo
        [knight] Ningún caballo tuyo
        [bishop] Ningún alfil tuyo
        [rook] Ninguna torre tuya
        [queen] Ninguna dama tuya
        [king] Tu rey no
       *[castalia] Ninguna Castalia tuya
    } puede ir a { $square }.
illegal-none-reaches-moves-sentence = { $piece ->
        [pawn] Ningún peón tuyo
        [knight] Ningún caballo tuyo
        [bishop] Ningún alfil tuyo
        [rook] Ninguna torre tuya
        [queen] Ninguna dama tuya
        [king] Tu rey no
       *[castalia] Ninguna Castalia tuya
    } puede ir a { $square }; tus jugadas de { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    } son { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
        [castalia] la Castalia
       *[none] la pieza
    } en { $square } puede jugar { $moves }
illegal-piece-no-moves = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
        [castalia] la Castalia
       *[none] la pieza
    } en { $square } no tiene ninguna jugada legal
illegal-piece-moves-sentence = { $piece ->
        [pawn] El peón
        [knight] El caballo
        [bishop] El alfil
        [rook] La torre
        [queen] La dama
        [king] El rey
        [castalia] La Castalia
       *[none] La pieza
    } en { $square } puede jugar { $moves }.
illegal-piece-no-moves-sentence = { $piece ->
        [pawn] El peón
        [knight] El caballo
        [bishop] El alfil
        [rook] La torre
        [queen] La dama
        [king] El rey
        [castalia] La Castalia
       *[none] La pieza
    } en { $square } no tiene ninguna jugada legal.
# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = { $color ->
        [white] las blancas
       *[black] las negras
    } ya no tienen derecho a enrocar { $side ->
        [king] corto
       *[queen] largo
    } (el rey o esa torre ya dejó su casilla)
# $piece stands on a square between the king and the rook.
illegal-castling-between = { $piece ->
        [none] { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $piece ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $piece_square }
    } está entre el rey y la torre
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = no puedes enrocar para salir del jaque, y tu rey está atacado por { $attackers }
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = el rey { $way ->
        [passes] pasaría por
       *[lands] acabaría en
    } { $square }, casilla atacada por { $attackers }
# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = el secuestro arrastraría a tu rey de { $from } a { $to }, junto al rey enemigo
illegal-kidnap-king-attacked = el secuestro arrastraría a tu rey de { $from } a { $to }, donde estaría atacado por { $attackers }
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = la repulsión empujaría { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $pushed ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $pushed_square }
    } hasta { $to }, donde se convertiría en dama y daría jaque a tu rey en { $king }
illegal-repulse-checks = la repulsión empujaría { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $pushed ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $pushed_square }
    } hasta { $to }, desde donde daría jaque a tu rey en { $king }
# $checker: the piece that would then give check.
illegal-repulse-unshields = la repulsión empujaría { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $pushed ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $pushed_square }
    }, que cubre a tu rey en { $king }, hasta { $to }, y tu rey quedaría en jaque { $checker ->
        [none] desde { $checker_square }
       *[other] { $checker_color ->
            [white] { $checker ->
                [pawn] del peón blanco
                [knight] del caballo blanco
                [bishop] del alfil blanco
                [rook] de la torre blanca
                [queen] de la dama blanca
                [king] del rey blanco
               *[castalia] de la Castalia blanca
            }
           *[black] { $checker ->
                [pawn] del peón negro
                [knight] del caballo negro
                [bishop] del alfil negro
                [rook] de la torre negra
                [queen] de la dama negra
                [king] del rey negro
               *[castalia] de la Castalia negra
            }
        } en { $checker_square }
    }
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = el secuestro arrastraría { $dragged_color ->
        [white] { $dragged ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $dragged ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $dragged_square } a { $to }, desde donde daría jaque a tu rey en { $king }
illegal-kidnap-unshields = el secuestro arrastraría { $dragged ->
        [none] { $dragged_square }
       *[other] { $dragged_color ->
            [white] { $dragged ->
                [pawn] el peón blanco
                [knight] el caballo blanco
                [bishop] el alfil blanco
                [rook] la torre blanca
                [queen] la dama blanca
                [king] el rey blanco
               *[castalia] la Castalia blanca
            }
           *[black] { $dragged ->
                [pawn] el peón negro
                [knight] el caballo negro
                [bishop] el alfil negro
                [rook] la torre negra
                [queen] la dama negra
                [king] el rey negro
               *[castalia] la Castalia negra
            }
        } en { $dragged_square }
    }, que cubre a tu rey en { $king }, hasta { $to }, y tu rey quedaría en jaque { $checker ->
        [none] desde { $checker_square }
       *[other] { $checker_color ->
            [white] { $checker ->
                [pawn] del peón blanco
                [knight] del caballo blanco
                [bishop] del alfil blanco
                [rook] de la torre blanca
                [queen] de la dama blanca
                [king] del rey blanco
               *[castalia] de la Castalia blanca
            }
           *[black] { $checker ->
                [pawn] del peón negro
                [knight] del caballo negro
                [bishop] del alfil negro
                [rook] de la torre negra
                [queen] de la dama negra
                [king] del rey negro
               *[castalia] de la Castalia negra
            }
        } en { $checker_square }
    }
illegal-king-next-to-king = tu rey quedaría en { $to }, junto al rey enemigo
illegal-king-in-check-on = tu rey quedaría en jaque en { $to }, atacado por { $attackers }
illegal-check-not-stopped = tu rey en { $king } está en jaque, atacado por { $attackers }, y esta jugada no lo resuelve
# $piece: the piece that was to move.
illegal-pinned = { $piece_color ->
        [white] { $piece ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [king] el rey blanco
           *[castalia] la Castalia blanca
        }
       *[black] { $piece ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [king] el rey negro
           *[castalia] la Castalia negra
        }
    } en { $piece_square } es una pieza clavada: moverla dejaría en jaque a tu rey en { $king }, atacado por { $attackers }
illegal-leaves-king-in-check = dejaría en jaque a tu rey en { $king }, atacado por { $attackers }

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = falta la jugada: escribe una como e4, Nf3, Cd5 o e2e4
# $length: how many characters were typed.
illegal-parse-too-long = es demasiado largo para ser una jugada ({ $length } caracteres): escribe una como e4, Nf3, Cd5 o e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` no es una jugada: escribe una como e4, Nf3, Cd5, O-O o e2e4
illegal-parse-no-piece = no hay ninguna pieza en { $square }
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = la pieza en { $square } es de las { $owner ->
        [white] blancas
       *[black] negras
    }, y es el turno de las { $turn ->
        [white] blancas
       *[black] negras
    }
illegal-parse-illegal = { $input } no es legal aquí: { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = { $input } es ambigua: puede ser { $candidates }
explain-list-or = { $first } o { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } llega a la última fila: indica en qué pieza se convierte, p. ej. { $options }
illegal-parse-needless-promotion = { $input } no es una promoción: quita la letra de la pieza

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[castalia] la Castalia
    }
       *[other] { $count } { $piece ->
        [pawn] peones
        [knight] caballos
        [bishop] alfiles
        [rook] torres
        [queen] damas
        [king] reyes
       *[castalia] Castalias
    }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    }
       *[other] { $count } { $piece ->
        [pawn] peones
        [knight] caballos
        [bishop] alfiles
        [rook] torres
        [queen] damas
        [king] reyes
       *[castalia] Castalias
    }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } por { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Fuerza mate en 1: es jaque mate de inmediato.
why-forces-mate = Fuerza mate en { $moves }: { $line }.
why-allows-mate = Permite mate en { $moves }: { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = Gana { $material }: { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = Gana { $material } (la repulsión aparta { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } de la defensa de { $square }): { $line }.
why-wins-kidnap-cause = Gana { $material } (el secuestro aleja { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } de la defensa de { $square }): { $line }.
why-loses = Pierde { $material }: { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = Permite que { $attacker ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $attacker_square } capture { $victim ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $victim_square }: { $line }.
why-left-to-be-taken-free = Permite que { $attacker ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $attacker_square } capture { $victim ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } en { $victim_square } sin que nada pueda recapturar: { $line }.
why-draws-by-repetition = Repite la posición por tercera vez: la partida termina en tablas por repetición.
why-allows-repetition = Permite tablas por repetición: { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = Permite a las { $color ->
        [white] blancas
       *[black] negras
    } responder con { $reply }: { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = Deja a las { $color ->
        [white] blancas
       *[black] negras
    } en { $eval } según el motor.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = La única jugada que evita el mate: tras { $other } en su lugar, las { $color ->
        [white] blancas
       *[black] negras
    } dan mate en { $moves }: { $line }.
why-only-stops-mate-in = La única jugada que evita el mate en { $moves }: tras { $other } en su lugar, las { $color ->
        [white] blancas
       *[black] negras
    } dan mate en { $moves }: { $line }.
why-only-saves-material = La única jugada que no pierde material: tras { $other } en su lugar, las { $color ->
        [white] blancas
       *[black] negras
    } pierden { $material }: { $line }.
why-only-good-move = La única buena jugada: la siguiente mejor, { $other }, daría { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = Amenaza { $threat }, que es mate.
why-threatens-mate = Amenaza mate en { $moves }, empezando por { $threat }: { $line }.
why-threatens-win = Amenaza { $threat }, que gana { $material }: { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = la evaluación se mantiene en { $eval } (probabilidad de victoria de las { $color ->
        [white] blancas
       *[black] negras
    }: { $chance } %)
why-eval-changes = { $before } antes, { $after } después (probabilidad de victoria de las { $color ->
        [white] blancas
       *[black] negras
    }: { $chance_before } % -> { $chance_after } %)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Mejor jugada
        [good] Buena jugada
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }: { $eval }.
why-verdict-only-legal = La única jugada legal: { $eval }.
why-verdict-if-played = Si se jugara: { $verdict }
why-verdict-a-little-better = Buena jugada: { $eval }; { $better } era un poco mejor.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Era mejor { $better }, que { $reason }.
# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = da mate de inmediato
why-reason-forces-mate = fuerza mate en { $moves } ({ $line })
why-reason-keeps-eval = mantiene la evaluación en { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = gana { $material }
why-phrase-loses = pierde { $material }
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = conserva { $kept }, que { $played } pierde
why-advantage-wins = gana { $won }
why-advantage-wins-more = gana { $won } más que { $played }
why-advantage-keeps-wins = conserva { $kept }, que { $played } pierde, y gana { $won }
why-advantage-keeps-wins-more = conserva { $kept }, que { $played } pierde, y gana { $won } más
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, a costa de { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] blancas
       *[black] negras
    }): precisión { $accuracy } %; { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] blancas
       *[black] negras
    }): sin jugadas; { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move }: { $quality ->
        [best] mejor jugada
        [good] buena jugada
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    } (probabilidad de victoria de las blancas: { $before } % -> { $after } %).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Mejor jugada
        [good] Buena jugada
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = Se pasó por alto { $kind ->
        [kidnap] un mate por secuestro
        [repulse] un mate por repulsión
       *[mate] un mate
    } en { $moves }: { $better }.
review-line-missed-mate-line = Se pasó por alto { $kind ->
        [kidnap] un mate por secuestro
        [repulse] un mate por repulsión
       *[mate] un mate
    } en { $moves }: { $better } ({ $line }).
review-line-repulse-promoted = La repulsión empujó el peón de { $from } a { $to }, donde se convirtió en dama.
review-line-repulse-loses-queen = Esta repulsión pierde la dama: { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] mejor jugada
        [good] buena jugada
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] mejor jugada
        [good] buena jugada
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    }); verde: la jugada, azul: { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = Juegan las { $color ->
        [white] blancas
       *[black] negras
    }.
alt-to-move-in-check = Juegan las { $color ->
        [white] blancas
       *[black] negras
    }, en jaque.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Última jugada, de las { $color ->
        [white] blancas
       *[black] negras
    }: { $effects }.
alt-the-move = La jugada, de las { $color ->
        [white] blancas
       *[black] negras
    }: { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white }; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] Blancas
       *[black] Negras
    }: { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] peón
       *[other] peones
    } { $squares }
alt-nothing = nada
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } Antes de la jugada: { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# The legend under a board or an explanation picture: what each colour shows (short labels
# beside colour samples).
legend-move = la jugada
legend-moved-from-to = origen / destino
legend-castalia-path = recorrido de la Castalia
legend-kidnap-drag = arrastre del secuestro
legend-repulse-push = empuje de la repulsión
legend-kidnapped-piece = pieza secuestrada
legend-repulsed-piece = pieza repelida
legend-king-in-check = rey en jaque
legend-better-move = mejor jugada
legend-threat = amenaza
# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = Antes: juegan las { $color ->
        [white] blancas
       *[black] negras
    }
picture-after = Después de { $san }
# Under the first frame of a game's animation.
picture-start = Inicio
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = número de jugada  ·  y: probabilidad de victoria de las blancas
picture-graph-inaccuracy = imprecisión
picture-graph-mistake = error
picture-graph-blunder = error grave
# The last line of a long table: $count rows left out.
picture-table-more = … y { $count } más


## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Bot Castalia (nivel { $level })
# A player whose data was deleted at their request.
play-seat-removed = un jugador eliminado
# A game's title: its players, white first.
play-game-title = { $white } contra { $black }
# A time control: no clock at all.
play-time-none = sin reloj
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } día por jugada
       *[other] { $days } días por jugada
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = anulada por { $player } ({ $color ->
        [white] blancas
       *[black] negras
    })
play-aborted-no-first-move = anulada: { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada a tiempo

## Refusals

error-no-game = No tienes ninguna partida en este canal. Empieza una con `/retar @rival` o `/jugar nivel:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = Tienes { $count } partidas aquí ({ $games }). Añade `partida:ID` para indicar cuál, p. ej. `partida:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = Aquí no hay ninguna partida #{ $id }. Escribe `/partidas` para ver las tuyas.
error-game-over = La partida #{ $id } ya terminó. Empieza otra con `/retar` o `/jugar`.
error-not-a-player = Solo los jugadores de la partida #{ $id } pueden hacer eso; cualquiera puede seguirla con `/tablero partida:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = No es tu turno: le toca mover a { $player }.
error-no-challenge = Aquí no hay ningún reto abierto para ti. Reta a alguien con `/retar @rival`.
error-unknown-challenge = Aquí no hay ningún reto #{ $id }; puede que haya caducado o que ya tenga respuesta.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Aquí te esperan varios retos ({ $challenges }). Añade `número:N` para indicar cuál.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } de { $challenger }
error-not-your-challenge = Ese reto no va dirigido a ti.
error-own-challenge = No puedes aceptar tu propio reto; `/cancelar` lo retira.
error-self-challenge = No puedes retarte a ti mismo. Juega contra el bot con `/jugar nivel:3` o reta a otra persona.
error-conflict = La partida cambió mientras llegaba tu comando; inténtalo de nuevo.
error-damaged = El registro guardado de la partida #{ $id } está dañado, así que no se puede seguir jugando; se dejó intacto. Avisa al propietario del bot.
error-storage = Lo siento, el bot no pudo guardar eso, así que no se cambió nada. Inténtalo de nuevo en un momento.
error-busy = Lo siento, el bot está ocupado y no pudo responder a tiempo; inténtalo de nuevo.

## Challenges

challenge-not-in-dm = Los retos se hacen donde ambos jugadores pueden verlos: usa `/retar` en un canal de un servidor, o en tu MD o MD grupal con tu amigo (primero añade la aplicación a tu cuenta). Aquí puedes jugar contra el bot con `/jugar nivel:3`.
challenge-answer-not-in-dm = Los retos se responden donde se hicieron: en un canal de un servidor, o en el MD o MD grupal con tu amigo. Aquí puedes jugar contra el bot con `/jugar nivel:3`.
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = Ya tienes { $max } retos abiertos: retira uno con `/cancelar` o espera a que se responda o caduque alguno.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } te reta a una partida de { $terms } (reto #{ $id }, abierto durante { $minutes } min). Responde allí con `/aceptar` o `/rechazar`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } reta a { $opponent } a una partida de { $terms }.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent }: `/aceptar` o `/rechazar` (reto #{ $id }, abierto durante { $minutes } min).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } publica un reto abierto: { $terms }.
challenge-open-answer = Cualquiera puede aceptarlo con `/aceptar` (reto #{ $id }, abierto durante { $minutes } min).
# $player declines the challenge $challenger made.
challenge-declined = { $player } rechaza el reto de { $challenger }.
challenge-withdrawn = { $player } retira el reto #{ $id }.
challenge-expired = El reto #{ $id } de { $challenger } caducó sin respuesta.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] ajedrez Castalia
       *[orthodox] ajedrez ortodoxo
    } ({ $setup }, { $color ->
        [white] { $challenger } juega con blancas
        [black] { $challenger } juega con negras
       *[random] colores al azar
    }, { $time }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = reglas { $rules }, { $setup ->
        [castalia] posición castalia
        [classic] posición classic
       *[fen] a partir del FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = Empieza la partida #{ $id }: { $white } (blancas) contra { $black } (negras), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Partida #{ $id }: { $white } (blancas) contra { $black } (negras), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Nivel { $level } (unos { $elo } de Elo): { $level ->
        [1] un principiante que solo ve una jugada por delante y a menudo comete errores graves
        [2] un novato que detecta amenazas sencillas pero se le escapan muchas tácticas
        [3] un aficionado que juega con sensatez pero todavía pierde piezas
        [4] un principiante de club que ve tácticas cortas
        [5] un jugador de club sólido, impreciso de vez en cuando
        [6] un jugador de club fuerte
        [7] un experto que rara vez se aparta de la mejor jugada
       *[8] máxima fuerza, siempre la mejor jugada del motor
    }.
play-bot-elo-orthodox = Ese Elo se midió en ajedrez ortodoxo, contra Stockfish. Ningún otro motor juega al ajedrez Castalia, así que allí los niveles solo se miden entre sí: cada uno vence al de abajo.
play-bot-casual = Esta partida es amistosa: las partidas contra el bot nunca cambian el Elo. Las partidas puntuables son entre personas, p. ej. `/retar @rival ritmo:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = El bot está muy ocupado ahora mismo ({ $waiting } { $waiting ->
        [one] jugada
       *[other] jugadas
    } en espera). Inténtalo de nuevo dentro de un minuto.
play-abort-tournament = La partida #{ $id } es del torneo #{ $tournament }: no se puede anular. `/rendirse` la termina como derrota.
play-abort-too-late = La partida #{ $id } ya no se puede anular: ambos bandos ya movieron. Usa `/rendirse` o `/tablas`.
# Shown when a finished game's thread is closed.
play-thread-closed = La partida #{ $id } terminó; su hilo queda cerrado.
play-rematch-still-going = La partida #{ $id } sigue en curso: termínala primero (`/rendirse`, `/tablas` o `/anular`).
play-rematch-opponent-removed = Los datos de tu rival se borraron, así que no puede haber revancha. Reta a alguien con `/retar @rival`.
# Put before the new challenge or game of a rematch.
play-rematch-of = Revancha de la partida #{ $id }:
play-rematch-no-game = Aquí no tienes ninguna partida terminada de la que pedir la revancha. Indica una con `/revancha partida:ID`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = El bot no pudo mover en la partida #{ $id }: { $reason }
play-bot-not-its-turn = No es el turno del bot en la partida #{ $id }.
play-bot-already-thinking = El bot ya está pensando en la partida #{ $id }.
play-bot-no-legal-move = El bot no encontró ninguna jugada legal.
play-bot-stumbled = Lo siento, el bot tuvo un problema mientras pensaba. Lo intentará de nuevo dentro de un minuto.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = El bot está ocupado con otras partidas: la tuya es la número { $place } de su cola, y su jugada llegará en cuanto haya un proceso libre.

## Moves

# **Move** is the board's button of that name.
move-position-changed = La posición de la partida #{ $id } cambió después de abrir este menú, así que no se jugó nada. Haz clic en **Mover** en el tablero más reciente o escribe `/mover`.

## Clocks and deadlines

clock-claim-own-turn = Es tu turno: ahora no puedes reclamar por tiempo.
clock-claim-no-clock = Esta partida no tiene reloj, así que no hay nada que reclamar.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = { $player } todavía tiene tiempo (se le acaba { $until }).
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = Se acabó el tiempo de { $late } en la partida #{ $id } ({ $title }). { $waiting }: reclama ya la victoria con `/reclamar`; si no, la partida terminará sola { $ends }.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = Se acabó el tiempo de { $late } en la partida #{ $id } ({ $title }). Mueve ya: la partida terminará sola { $ends }.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Recordatorio: { $player }, tu jugada en la partida #{ $id } ({ $title }) vence { $due }.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } ofrece tablas en la partida #{ $id }. { $opponent }: `/tablas` para aceptar, `/tablas rechazar` para rechazar.
offer-takeback = { $player } pide deshacer su última jugada en la partida #{ $id }. { $opponent }: `/deshacer` para aceptar, `/deshacer rechazar` para rechazar.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = Ya lo pediste; { $opponent } puede responder con `{ $command }`.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Jugada deshecha ({ $plies } { $plies ->
        [one] semijugada
       *[other] semijugadas
    }).
offer-draw-declined = { $player } rechaza la oferta de tablas.
offer-takeback-declined = { $player } rechaza deshacer la jugada.
offer-nothing-to-take-back = No hay nada que deshacer: ese bando todavía no tiene ninguna jugada.
offer-no-draw-to-decline = No hay nada que rechazar: ninguna oferta de tablas espera tu respuesta.
offer-no-takeback-to-decline = No hay nada que rechazar: ninguna petición de deshacer espera tu respuesta.
offer-bot-declines-draw = El bot rechaza tu oferta de tablas: prefiere seguir jugando.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = El bot solo permite deshacer jugadas en los niveles { $min }-{ $max }. Sigue jugando o usa `/rendirse`.

## Game options

error-standard-has-no-castalia = El ajedrez estándar no tiene Castalia: usa `posición:clásica` o `reglas:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Ese FEN no sirve: { $reason }. Indica un FEN legal, o `posición:castalia` / `posición:clásica`.
error-position-over = Esa posición ya está terminada (mate, ahogado o tablas por posición muerta): elige otra.
error-rated-without-clock = Una partida sin reloj siempre es amistosa, así que no puede ser puntuable: ponle reloj, p. ej. `ritmo:10+5` o `ritmo:3d`, u omite `puntuable:sí`.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Reglas desconocidas `{ $rules }`: usa castalia, castalia-débil o estándar
error-setup-empty = `posición:` necesita un valor: `posición:castalia`, `posición:clásica` o un FEN entre comillas; omítela para la posición inicial estándar.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Posición desconocida `{ $setup }`: usa castalia, clásica o un FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` no es un color: usa blancas, negras o azar.
# $time is what the player typed.
error-unknown-time = `{ $time }` no es un ritmo de juego: usa `ninguno`, `10+5` (minutos + segundos por jugada, hasta 180+60) o `3d` (de 1 a 14 días por jugada).

## Typed commands (the console, prefix commands)

# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.
# $length is the number of characters of the line; $max the most accepted.
command-too-long = Esa línea es demasiado larga ({ $length } caracteres; como máximo { $max }).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Comando desconocido `/{ $name }`. ¿Quisiste decir `/{ $suggestion }`?
command-unknown = Comando desconocido `/{ $name }`. Escribe `/ayuda` para ver la lista.
command-takes-no-options = `/{ $command }` no admite `{ $option }:`; no admite ninguna opción.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` no admite `{ $option }:`; admite { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` no es un número: { $number ->
        [challenge] escribe el número del reto, p. ej. número:7
        [tournament] escribe el número del torneo, p. ej. número:3
        [round] escribe el número de la ronda, p. ej. ronda:2
       *[game] escribe el número de la partida, p. ej. partida:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` no entiende `{ $word }`: indica un número de partida, p. ej. `12` o `partida:12`, o nada para tu partida de aquí.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` no entiende `{ $word }`: indica un número de partida, p. ej. `12` o `partida:12`, o una de las palabras que muestra `/ayuda`.
# $first and $second are game numbers.
command-two-games = Se indican dos partidas ({ $first } y { $second }): indica solo una, p. ej. `partida:{ $first }`.
command-unclosed-quote = Comillas sin cerrar: ciérralas con `"`.
command-option-empty = `{ $option }:` necesita un valor: da uno, u omite la opción para usar el valor por defecto.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` no es un nivel: elige uno de { $min } (principiante) a { $max } (máxima fuerza), p. ej. nivel:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = coordenadas: admite sí o no, p. ej. `/ajustes coordenadas:no`.
command-notify-usage = avisos: admite md (avisos también por mensaje directo) o canal, p. ej. `/ajustes avisos:md`.
command-theme-usage = tema: admite clásico, océano o bosque, p. ej. `/ajustes tema:océano`.
command-language-usage = idioma: admite en, de, fr, es, ru, pt-BR o auto, p. ej. `/ajustes idioma:de`.
command-rated-usage = puntuable: admite sí o no.
command-tournament-usage = Prueba `/torneo crear tipo:suizo rondas:3 ritmo:10+5 inicio:now`, `/torneo unirse`, `/torneo empezar`, `/torneo emparejamientos`, `/torneo clasificación`, `/torneo retirarse`, `/torneo berserk`, `/torneo lista` o `/torneo terminar`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/torneo crear` no entiende `{ $word }`: sus ajustes se escriben `opción:valor`, p. ej. `tipo:suizo rondas:5`. Un valor con espacios llega hasta la siguiente opción (`nombre:Abierto de invierno ritmo:10+5`), o ponlo entre comillas (`nombre:"Abierto de invierno"`).
command-challenge-usage = Indica a quién retar, p. ej. `/retar bob`, u omítelo para un reto abierto.
command-play-usage = Elige un nivel de 1 a 8, p. ej. `/jugar nivel:3`.
command-move-usage = Indica qué jugada, p. ej. `/mover e4` o `/mover Cd5`.
command-puzzle-usage = Prueba `/problema`, `/problema temas:kidnap`, `/problema acción:diario`, `/problema jugada:Cd5` o `/problema acción:rendirse`.
command-learn-usage = Prueba `/aprender`, `/aprender 3`, `/aprender pista`, `/aprender reintentar`, `/aprender siguiente` o `/aprender jugada:Cd5`.
command-stats-usage = Indica un jugador, p. ej. `/estadísticas bob`.
command-forget-usage = Indica un jugador, p. ej. `/olvidar bob` (administradores del servidor), o solo `/olvidar` para borrar tus propios datos.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = { $winner ->
        [white] Las blancas ganan
       *[black] Las negras ganan
    } por { $reason ->
        [checkmate] jaque mate
        [resignation] rendición
        [timeout] tiempo
       *[abandonment] abandono
    }
# $reason: why the game was drawn.
game-outcome-draw = Tablas por { $reason ->
        [stalemate] ahogado
        [repetition] triple repetición
        [fifty-moves] la regla de las 50 jugadas
        [dead-position] material insuficiente (posición muerta)
        [agreement] acuerdo
       *[timeout-vs-insufficient-material] tiempo agotado frente a material insuficiente
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = La partida #{ $id } fue anulada por { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) (sin resultado; el Elo no cambia). `/revancha` pide otra.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = La partida #{ $id } fue anulada: { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada a tiempo (sin resultado; el Elo no cambia). `/revancha` pide otra.
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = La partida #{ $id } terminó: { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) { $reason ->
        [no-first-move] no hizo su primera jugada a tiempo
       *[left] se fue antes de que ambos bandos movieran
    } y pierde por incomparecencia (torneo #{ $tournament }; una incomparecencia no cuenta para el Elo). `/torneo clasificación número:{ $tournament }` muestra la tabla.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = La partida #{ $id } terminó: **{ $outcome }** ({ $result }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }). `/revancha` pide otra.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = La partida #{ $id } terminó: **{ $outcome }** ({ $result }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }), una partida del torneo #{ $tournament }. `/torneo clasificación número:{ $tournament }` muestra la tabla.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = Mueve { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }), jugada { $number }, partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }.
status-to-move-in-check = Mueve { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }, en jaque), jugada { $number }, partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Relojes: blancas { $white }, negras { $black }.
status-abortable = Hasta que ambos bandos hayan movido, cualquiera de los dos puede usar `/anular`.
# $player: who offers the draw.
status-draw-offer = { $player } ofrece tablas.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (el tiempo se agota { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } jugó **{ $san }**.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } jugó **{ $san }**: { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san }: { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } y { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $how ->
        [kidnap] secuestró
       *[push] repelió
    } { $piece ->
        [pawn] { $owner ->
            [own] su propio peón
            [yours] tu peón
            [player] el peón de { $player }
            [bot] el peón del bot
           *[removed] el peón { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [knight] { $owner ->
            [own] su propio caballo
            [yours] tu caballo
            [player] el caballo de { $player }
            [bot] el caballo del bot
           *[removed] el caballo { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [bishop] { $owner ->
            [own] su propio alfil
            [yours] tu alfil
            [player] el alfil de { $player }
            [bot] el alfil del bot
           *[removed] el alfil { $color ->
                [white] blanco
               *[black] negro
            }
        }
        [rook] { $owner ->
            [own] su propia torre
            [yours] tu torre
            [player] la torre de { $player }
            [bot] la torre del bot
           *[removed] la torre { $color ->
                [white] blanca
               *[black] negra
            }
        }
        [queen] { $owner ->
            [own] su propia dama
            [yours] tu dama
            [player] la dama de { $player }
            [bot] la dama del bot
           *[removed] la dama { $color ->
                [white] blanca
               *[black] negra
            }
        }
        [king] { $owner ->
            [own] su propio rey
            [yours] tu rey
            [player] el rey de { $player }
            [bot] el rey del bot
           *[removed] el rey { $color ->
                [white] blanco
               *[black] negro
            }
        }
       *[castalia] { $owner ->
            [own] su propia Castalia
            [yours] tu Castalia
            [player] la Castalia de { $player }
            [bot] la Castalia del bot
           *[removed] la Castalia { $color ->
                [white] blanca
               *[black] negra
            }
        }
    } de { $from } a { $to }{ $queen ->
        [yes] , donde se convirtió en dama
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Partida #{ $id }: { $white } contra { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } vs { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Partida #{ $id } ({ $white } contra { $black }): { $moves }
game-moves-none = Partida #{ $id } ({ $white } contra { $black }): todavía no hay jugadas
game-pgn = PGN de la partida #{ $id } ({ $white } contra { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = El secuestro y la repulsión de la Castalia en una sola jugada, antes y después
game-card-not-yet = La partida #{ $id } sigue en curso; su tarjeta de resultado llegará cuando termine.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = La partida #{ $id } terminó. { $white } (blancas) contra { $black } (negras): **{ $result }**: { $outcome } tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } (partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }).
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = La partida #{ $id } terminó. { $white } (blancas) contra { $black } (negras): anulada por { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } (partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }).
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = La partida #{ $id } terminó. { $white } (blancas) contra { $black } (negras): anulada tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, porque { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada a tiempo (partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }).
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = La partida #{ $id } terminó. { $white } (blancas) contra { $black } (negras): { $player } ({ $color ->
        [white] blancas
       *[black] negras
    }) { $reason ->
        [no-first-move] no hizo su primera jugada a tiempo
       *[left] se fue antes de que ambos bandos movieran
    } y perdió por incomparecencia (torneo #{ $tournament }, no puntuable).
# $sentence: the last move in a sentence (announce-played...).
game-last-move = La última jugada: { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = Una animación de toda la partida, jugada a jugada: { $moves }. La posición final: { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } vs { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Partida #{ $id }
game-choices-exercise = Ejercicio { $exercise }
game-no-legal-move = No hay ninguna jugada legal en la partida #{ $id }.

## /games

games-none = Aquí no tienes ninguna partida en curso ni ningún reto pendiente. Empieza una con `/retar @rival` o `/jugar nivel:3`.
games-heading = Tus partidas aquí:
games-line-your-move = #{ $id } { $white } contra { $black } ({ $rules }, te toca mover)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } contra { $black } ({ $rules }, mueve { $player })
games-line-damaged = #{ $id } { $white } contra { $black } ({ $rules }, registro dañado)
games-challenges-heading = Retos:
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } tuyo para { $to }, { $terms }: `/cancelar número:{ $id }` lo retira
games-challenge-from-you-open = #{ $id } tuyo para cualquiera (abierto), { $terms }: `/cancelar número:{ $id }` lo retira
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } de { $player } para ti, { $terms }: `/aceptar número:{ $id }` o `/rechazar número:{ $id }`
games-challenge-open = #{ $id } de { $player } para cualquiera (abierto), { $terms }: `/aceptar número:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules }: Elo { $rating } · ganadas { $wins }, tablas { $draws }, perdidas { $losses } (puntuables: { $rated })
stats-none = Todavía no hay partidas terminadas.
leaderboard-empty-server = Todavía no hay partidas puntuables de { $rules } en este servidor. Reta a alguien con `/retar @rival`.
leaderboard-empty-yours = Todavía no tienes partidas puntuables de { $rules }. Reta a alguien con `/retar @rival`.
leaderboard-empty-here = Todavía no hay partidas puntuables de { $rules } aquí. Reta a alguien con `/retar @rival`.
leaderboard-heading-server = Ranking ({ $rules }), jugadores de este servidor; el Elo es global:
leaderboard-heading-yours = Ranking ({ $rules }), tú y los jugadores con los que jugaste partidas puntuables (cada servidor tiene el suyo: escribe `/ranking` allí); el Elo es global:
leaderboard-heading-here = Ranking ({ $rules }), jugadores de aquí; el Elo es global:
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } (+{ $wins } ={ $draws } -{ $losses })

## Notices by direct message

# $opponent: the other player.
notice-your-move = Te toca mover en la partida #{ $id } contra { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = La partida #{ $id } contra { $opponent } terminó: **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = Eso no es algo que se pueda hacer con una partida.
reply-not-for-a-challenge = Eso no es algo que se pueda hacer con un reto.
reply-decline-own-challenge = Ese reto es tuyo: `/cancelar` lo retira.
reply-decline-open-challenge = Un reto abierto no hace falta rechazarlo: simplemente caduca.
reply-only-challenger-cancels = Solo quien hizo el reto puede cancelarlo; `/rechazar` rechaza uno que te hayan enviado.

## Privacy (/forget)

privacy-cannot-forget-here = Aquí no puedes borrar tus datos.
privacy-only-admins = Solo un administrador de este servidor puede eliminar de él a otro jugador; `/olvidar` sin usuario borra todo lo que el bot guarda sobre ti.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = Hecho: el bot ya no guarda nada sobre { $name }. { $changed ->
        [one] { $changed } partida guardada muestra
       *[other] { $changed } partidas guardadas muestran
    } ahora "un jugador eliminado"; las partidas en curso se abandonaron (o se anularon, donde ninguno de los dos bandos había movido aún).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = Hecho: { $name } ya no está en este servidor: { $deleted ->
        [one] se borró { $deleted } partida terminada
       *[other] se borraron { $deleted } partidas terminadas
    } de aquí, { $resigned ->
        [one] se abandonó { $resigned } partida en curso
       *[other] se abandonaron { $resigned } partidas en curso
    } de aquí y ya no figura en el ranking de este servidor. Su Elo y sus partidas en otros sitios le pertenecen: solo esa persona puede borrarlos, con `/olvidar`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Ve un poco más despacio: demasiados comandos a la vez. Inténtalo de nuevo dentro de { $seconds } s.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } ya tiene { $games } { $games ->
        [one] partida
       *[other] partidas
    } en curso (el máximo permitido); termina o abandona alguna primero (`/partidas` las muestra).

## /explain and /review around the engine's words

fairplay-engine-closed = El análisis del motor de la partida #{ $id } estará disponible cuando termine (entonces también con `/analizar partida:{ $id }`): ni veredicto, ni evaluación, ni mejor jugada mientras la juegan dos personas.
# The alt text of an explanation's picture.
analysis-picture-alt = La jugada antes y después, con flechas para lo que movió
analysis-no-move-yet = Todavía no hay ninguna jugada en la partida #{ $id }: indica una para verla antes de hacerla, p. ej. `/explicar Cd5`.
analysis-not-playing = No juegas en la partida #{ $id }, así que no tiene ninguna jugada tuya: indica una, p. ej. `/explicar 8...Cd5`.
analysis-not-moved-yet = Todavía no tienes ninguna jugada en la partida #{ $id }: indica una jugada para verla antes de hacerla, p. ej. `/explicar Cd5`.
analysis-preview-heading = **{ $san } no se ha jugado:** esto es una vista previa en la posición actual de la partida #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Esto muestra { $preview } en la posición actual; { $played } se jugó antes: `/explicar { $typed }` explica esa.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = La partida #{ $id } empieza en la jugada { $first }: no tiene jugada { $number }.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = La partida #{ $id } todavía no tiene jugada { $number }: la siguiente es la jugada { $next } de las { $side ->
        [white] blancas
       *[black] negras
    }.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = La jugada { $number } todavía no existe en la partida #{ $id }: indica una jugada para verla antes de hacerla, p. ej. `/explicar { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = En la partida #{ $id }, la jugada { $number } fue { $played }, no { $typed }: escribe `/explicar { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = En la partida #{ $id }, la jugada { $number } fue { $played }, no { $typed }: escribe `/explicar { $numbered }`, u omite el número para la última `{ $typed }`.
review-nothing-yet = Todavía no hay nada que analizar: esta partida no tiene ninguna jugada.
review-not-yours-yet = La partida #{ $id } todavía se está jugando, y solo sus jugadores pueden analizarla antes de que termine. Prueba `/analizar partida:{ $id }` cuando haya terminado.
review-already-running = Ya tienes un análisis en marcha; se publicará aquí cuando esté listo. Pide el siguiente después.
review-failed = Lo siento, el análisis falló. Inténtalo de nuevo más tarde.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = El gráfico de evaluación de la partida #{ $id } (la ventaja tras cada jugada) y su análisis: { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Análisis de la partida #{ $id }** ({ $nodes } nodos por posición)
review-clean = Ninguna imprecisión, error ni error grave: una partida limpia.
review-key-moments = **Momentos clave**

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = { $piece ->
        [pawn] el peón { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $piece_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $piece_color ->
            [white] blanca
           *[black] negra
        }
    } en { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } y { $last }
explain-list-comma = { $first }, { $rest }

## What a legal move does

# The first line of an explanation: the move ($san, or "8... Cd5" for a move of a game) and
# what it does ($clauses: the explain-clause-* below, joined by semicolons).
explain-summary = { $san }: { $clauses }.
# A move in a menu: its SAN and what it does besides moving ($effects: the explain-clause-*
# and explain-does-* clauses, joined by semicolons).
explain-effect-label = { $san }: { $effects }
# Clauses of the summary line (lower case: they follow the move's SAN and a colon).
explain-clause-castalia = Castalia { $from }-{ $to }
explain-clause-kidnaps = secuestra { $piece ->
        [pawn] el peón { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $piece_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $piece_color ->
            [white] blanca
           *[black] negra
        }
    } de { $from } a { $to }
explain-clause-repulses = repele { $piece ->
        [pawn] el peón { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $piece_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $piece_color ->
            [white] blanca
           *[black] negra
        }
    } de { $from } a { $to }
explain-clause-repulses-promotes = repele { $piece ->
        [pawn] el peón { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $piece_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $piece_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $piece_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $piece_color ->
            [white] blanca
           *[black] negra
        }
    } de { $from } a { $to } (se convierte en dama)
explain-clause-castles = enroque { $side ->
        [king] corto
       *[queen] largo
    }
explain-clause-en-passant = peón { $from }x{ $to } al paso
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
        [king] Rey
       *[castalia] Castalia
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
        [king] Rey
       *[castalia] Castalia
    } { $from }x{ $to } captura { $captured ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    }
explain-clause-move-promotes = { $piece ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
        [king] Rey
       *[castalia] Castalia
    } { $from }-{ $to }, promociona a { $promotion ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    }
explain-clause-move-takes-promotes = { $piece ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
        [king] Rey
       *[castalia] Castalia
    } { $from }x{ $to } captura { $captured ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } y promociona a { $promotion ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    }
explain-clause-check = jaque
explain-clause-checkmate = jaque mate
explain-clause-stalemate = ahogado
# Clauses of a move menu only.
explain-does-nothing = sin secuestro ni repulsión
explain-does-en-passant = captura al paso el peón de { $square }
explain-does-takes = captura { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } de { $square }
explain-does-promotes = promociona a { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
       *[castalia] Castalia
    }
# The sentences under the summary.
explain-castalia-move = Castalia { $from }-{ $to } (hacia el { $dir ->
        [north] norte
        [north-east] noreste
        [east] este
        [south-east] sureste
        [south] sur
        [south-west] suroeste
        [west] oeste
       *[north-west] noroeste
    }).
explain-castling = Enroque { $side ->
        [king] corto
       *[queen] largo
    }: el rey va de { $from } a { $to } y la torre de { $rook_from } a { $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Peón { $from }x{ $to } al paso: captura { $victim ->
        [pawn] el peón { $victim_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $victim_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $victim_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $victim_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $victim_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $victim_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $victim_color ->
            [white] blanca
           *[black] negra
        }
    } de { $victim_square }, que acaba de avanzar dos casillas pasando por { $to }.
explain-double-step = Es un avance doble desde su segunda fila.
explain-captures = Captura { $captured ->
        [pawn] el peón { $captured_color ->
            [white] blanco
           *[black] negro
        }
        [knight] el caballo { $captured_color ->
            [white] blanco
           *[black] negro
        }
        [bishop] el alfil { $captured_color ->
            [white] blanco
           *[black] negro
        }
        [rook] la torre { $captured_color ->
            [white] blanca
           *[black] negra
        }
        [queen] la dama { $captured_color ->
            [white] blanca
           *[black] negra
        }
        [king] el rey { $captured_color ->
            [white] blanco
           *[black] negro
        }
       *[castalia] la Castalia { $captured_color ->
            [white] blanca
           *[black] negra
        }
    } de { $captured_square }.


## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Solo quien creó el torneo (o alguien con el permiso Gestionar eventos) puede empezarlo antes de tiempo.
# $id: the tournament's number (as in all the messages below).
tournament-already-started = El torneo #{ $id } ya está en marcha.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = Ya está en marcha.
tournament-trf = El torneo #{ $id } como informe TRF-16 de la FIDE (para programas de emparejamiento y responsables de Elo).
tournament-servers-only = Los torneos se juegan en servidores: usa `/torneo` en un canal de un servidor.
tournament-not-here = Aquí no hay ningún torneo #{ $id }. `/torneo lista` muestra los torneos de este servidor.
tournament-no-such = No existe el torneo #{ $id }.
tournament-gone = El torneo ya no existe.
tournament-none-live = Aquí no hay ningún torneo abierto ni en curso. `/torneo crear tipo:suizo rondas:5 ritmo:10+5 inicio:15m` crea uno; `/torneo lista` muestra los anteriores.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Aquí hay varios torneos abiertos o en curso ({ $list }): añade su número, p. ej. `número:{ $first }`.
tournament-create-not-allowed = Para crear un torneo hace falta el permiso Gestionar eventos (o un rol de organizador) en este servidor. Pídeselo a un moderador, o únete a uno con `/torneo unirse`.
tournament-too-many = Este servidor ya tiene { $count } { $count ->
        [one] torneo abierto
       *[other] torneos abiertos
    } o en curso (el máximo permitido).
tournament-arena-needs-clock = Una arena se juega con reloj: añade, p. ej., `ritmo:3+2`.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $kind ->
        [arena] Arena
        [swiss] Suizo
       *[round-robin] Todos contra todos
    } { $rules }
tournament-already-in = Ya estás en el torneo #{ $id }.
tournament-round-robin-started = Un todos contra todos no admite nuevos jugadores una vez empezado.
tournament-over = El torneo #{ $id } ya terminó.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = El torneo #{ $id } es para jugadores con un Elo de { $low } a { $high }; tu Elo en { $rules } es { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = { $player } se unió al torneo #{ $id } ({ $count ->
        [one] 1 jugador
       *[other] { $count } jugadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retirado
       *[other] , { $withdrew } retirados
    }).
tournament-joined-running = Entrarás en los emparejamientos de la próxima ronda.
tournament-joined-running-arena = Te emparejarán en cuanto haya un rival libre: una arena empareja a los jugadores a medida que terminan sus partidas.
tournament-not-in = No estás en el torneo #{ $id }.
# $player left before the start.
tournament-left = { $player } salió del torneo #{ $id }. Las partidas ya jugadas siguen contando; una partida en curso se juega hasta el final.
# $player left once it had started.
tournament-withdrew = { $player } se retiró del torneo #{ $id }. Las partidas ya jugadas siguen contando; una partida en curso se juega hasta el final.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = El torneo #{ $id } ({ $name }) empieza dentro de { $minutes ->
        [one] un minuto
       *[other] unos { $minutes } minutos
    } con { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }. Prepárate: tu primera partida se crea al empezar.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = { $kind ->
        [arena] Una arena
        [swiss] Un suizo
        [round-robin] Un todos contra todos
       *[double-round-robin] Un todos contra todos a doble vuelta
    } necesita al menos { $needed } jugadores; de momento { $players ->
        [one] hay { $players } inscrito
       *[other] hay { $players } inscritos
    }.
tournament-called-off = El torneo #{ $id } ({ $name }) queda cancelado: no se inscribieron suficientes jugadores.
tournament-full = El torneo #{ $id } está completo (el máximo de jugadores: { $most }).
tournament-end-not-allowed = Solo quien creó el torneo (o alguien con el permiso Gestionar eventos) puede terminarlo.
tournament-ended-by = { $player } terminó el torneo #{ $id } ({ $name }) con la clasificación actual.
tournament-ended-unpairable = No se puede emparejar la ronda { $round }: no existe ningún emparejamiento válido (todos los que quedan repetirían una partida). El torneo termina con la clasificación actual.
tournament-ended-reply = El torneo #{ $id } ({ $name }) ha terminado; se avisa a sus jugadores.
tournament-pairings-posted = Los emparejamientos se publican para sus jugadores.
notice-continued = (continuación, { $part }/{ $parts })
tournament-no-game-here = Aquí no tienes ninguna partida de torneo en curso.
# $game: the number of one of the player's games.
tournament-which-game = Tienes varias partidas de torneo en curso: añade el número de la partida, p. ej. `partida:{ $game }`.

## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = inicio: admite `now` o un tiempo a partir de ahora: `15m`, `2h`, `1d` (como máximo 14 días).
tournament-band-option = rango: admite el Elo mínimo y el máximo, p. ej. `rango:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = El nombre de un torneo tiene como máximo { $max } caracteres; este tiene { $length }. Elige uno más corto.
tournament-name-empty = `nombre:` necesita un valor: p. ej. `nombre:"Suizo de invierno"`, u omítela para el nombre por defecto.
tournament-no-color = Los emparejamientos deciden los colores de cada partida: omite `color:`.
tournament-arena-no-rounds = Una arena dura un tiempo, no un número de rondas: p. ej. `tipo:arena minutos:30`.
tournament-minutes-option = minutos: admite un número, p. ej. `minutos:30`.
tournament-arena-length = Una arena dura de 5 minutos a 24 horas: p. ej. `minutos:60`.
tournament-berserk-option = berserk: admite sí o no.
tournament-swiss-no-minutes = Un suizo se juega por rondas: p. ej. `tipo:suizo rondas:5`.
tournament-rounds-option = rondas: admite un número, p. ej. `rondas:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = Un suizo tiene de 1 a { $most } rondas: p. ej. `rondas:5`.
tournament-round-robin-options = Un todos contra todos tiene las rondas necesarias para que todos se enfrenten: elige solo `doble:sí` o `doble:no`.
tournament-double-option = doble: admite sí (todos se enfrentan dos veces) o no.
tournament-choose-kind = Elige un tipo: `tipo:arena`, `tipo:suizo` o `tipo:liguilla`, p. ej. `/torneo crear tipo:suizo rondas:5 ritmo:10+5 inicio:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = No se puede emparejar la ronda { $round } ({ $reason }). Quien organiza el torneo puede terminarlo con la clasificación actual.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = Esa no es una de tus partidas de torneo.
arena-berserk-game-over = Esa partida ya terminó.
arena-berserk-after-first-move = El berserk se elige antes de tu primera jugada de la partida.
arena-berserk-no-clock = El berserk necesita una partida con reloj.
arena-berserk-not-allowed = El berserk solo está disponible en las arenas que lo permiten.
arena-berserk-not-in-tournament = Esa partida no es del torneo.
arena-berserk-already = Ya activaste el berserk en esta partida.
# $player: who goes berserk.
arena-berserk = { $player } activa el berserk: la mitad del reloj y un punto más si gana.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Torneo #{ $id }: { $name }**
tournament-started-title = **¡Empieza el torneo #{ $id }: { $name }!**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] puntuable
       *[no] amistoso
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] puntuable
       *[no] amistoso
    } · solo Elo { $low }-{ $high }
tournament-length-arena = Arena, { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
tournament-length-arena-berserk = Arena, { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }, berserk permitido
tournament-length-swiss = Suizo, { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }
tournament-length-round-robin = Todos contra todos
tournament-length-double-round-robin = Todos contra todos a doble vuelta
tournament-time-none = sin reloj
tournament-time-days = { $days ->
        [one] 1 día por jugada
       *[other] { $days } días por jugada
    }
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Creado por { $player }.
tournament-join-now = Abierto ya; empieza en menos de { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }. Únete ahora con `/torneo unirse` (o con el botón Unirse); quien lo creó puede empezarlo antes con `/torneo empezar`.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Empieza { $time }. Únete con `/torneo unirse` (o con el botón Unirse); quien lo creó puede empezarlo antes con `/torneo empezar`.
tournament-no-games-now = Ahora no hay partidas en curso.
# Followed by a line per game.
tournament-games-now = Partidas en curso:
tournament-not-paired-yet = Aún no hay emparejamientos: la ronda 1 se empareja al empezar.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = No existe la ronda { $round }: están emparejadas las rondas de la 1 a la { $paired }.
tournament-round-of = Ronda { $round } de { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Tablero { $number }: { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (partida #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player }: { $kind ->
        [pairing] bye (1 punto)
        [half] bye (medio punto)
        [rest] sin partida en esta ronda (número impar de jugadores: en cada ronda descansa uno)
        [withdrew] retirado (ningún punto)
       *[zero] sin emparejar (ningún punto)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · clasificación ({ $state ->
        [open] inscripción abierta
        [running] en curso
        [first-round] ronda 1 en juego
        [after-round] tras la ronda { $round }
        [final] final
       *[called-off] torneo cancelado
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Jugador
        [rating] Elo
        [points] Puntos
        [games] Partidas
        [bh1] BH-1
        [bh] BH
        [sb] SB
        [wins] Vict.
       *[de] ED
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (retirado)
tournament-nobody-yet = Todavía no hay nadie inscrito.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } (en racha)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] punto
       *[other] puntos
    }, Buchholz Cut 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] punto
       *[other] puntos
    }, Buchholz Cut 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger } (en racha)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] punto
       *[other] puntos
    }, enfrentamiento directo { $direct }, Sonneborn-Berger { $sonneborn_berger }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
tournament-over-title = **¡Terminó el torneo #{ $id } ({ $name })!**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] Primer puesto
        [second] Segundo puesto
       *[third] Tercer puesto
    }: { $player }, con { $score } { $points ->
        [one] punto
       *[other] puntos
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] Participó 1 jugador
       *[other] Participaron { $count } jugadores
    }{ $withdrew ->
        [0] {""}
        [one] ; { $withdrew } se retiró
       *[other] ; { $withdrew } se retiraron
    }. `/torneo clasificación número:{ $id }` muestra la tabla completa.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Torneo #{ $id } ({ $name }), ronda { $round }**: { $white } (blancas) contra { $black } (negras), partida #{ $game }. ¡Suerte!
# The same in an arena (no rounds).
tournament-game-start-arena = **Torneo #{ $id } ({ $name })**: { $white } (blancas) contra { $black } (negras), partida #{ $game }. ¡Suerte!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Partida #{ $game } terminada: { $white } { $score } { $black }.
tournament-list-title = **Torneos de aquí**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] abierto
        [running] en curso
        [finished] terminado
       *[called-off] cancelado
    }, { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retirado
       *[other] , { $withdrew } retirados
    }): { $summary }
tournament-list-empty = Todavía no hay ninguno. `/torneo crear tipo:arena minutos:30 ritmo:3+2 inicio:10m` crea uno.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = La tabla de clasificación. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (torneo #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] 1 jugador
       *[other] { $count } jugadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retirado
       *[other] , { $withdrew } retirados
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] punto
       *[other] puntos
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = El podio de { $title }: { $places }.
tournament-podium-words-place = { $place ->
        [first] primer puesto
        [second] segundo puesto
       *[third] tercer puesto
    }, { $name }, { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **El curso de la Castalia**: { $solved } de { $total } { $total ->
        [one] ejercicio resuelto
       *[other] ejercicios resueltos
    }.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (completada)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] ejercicio
       *[other] ejercicios
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } ({ $done } de { $count } resueltos)
course-overview-how = `/aprender lección:3` abre una lección; `/aprender` sigue donde lo dejaste.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Curso de la Castalia: { $solved } de { $total } ejercicios, { $lessons_done } de { $lessons } lecciones completadas.
course-stats-complete = Curso de la Castalia: completo ({ $total } ejercicios).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Lección { $number }: { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Ejercicio { $id } ({ $side ->
        [white] juegan las blancas
       *[black] juegan las negras
    }):** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Ejercicio { $id } ({ $side ->
        [white] juegan las blancas
       *[black] juegan las negras
    }, reglas castalia-weak):** { $task }
course-exercise-how = Responde con `/mover` (p. ej. `/mover Cd5`); `/aprender pista` te da una pista.
course-exercise-how-game = Responde con `/aprender jugada:` (p. ej. `/aprender jugada:Cd5`): aquí `/mover` juega en tu partida #{ $id }. `/aprender pista` te da una pista.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } es legal, pero no es la respuesta.** Lo que hace: { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Pista: { $hint } Inténtalo de nuevo: { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san }: ¡correcto!** Ejercicio { $id } resuelto. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san }: ¡correcto!** Ejercicio { $id } resuelto (ya lo habías resuelto antes). { $what }
course-lesson-complete = ¡Lección { $number } completada!
course-next-exercise = Siguiente: el ejercicio { $id }; `/aprender siguiente` te lo muestra.
# $title: the next lesson's title.
course-next-lesson = Siguiente: la lección { $number }, { $title }; `/aprender siguiente` la abre.
course-next-lesson-untitled = Siguiente: la lección { $number }; `/aprender siguiente` la abre.
# $hint: the exercise's hint.
course-hint = **Pista:** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Mueve { $piece ->
        [pawn] tu peón
        [knight] tu caballo
        [bishop] tu alfil
        [rook] tu torre
        [queen] tu dama
        [king] tu rey
       *[castalia] tu Castalia
    } de { $square } (la pieza rodeada con un círculo en el tablero).
course-exercise-again = Ejercicio { $id }: { $task }
course-finished = **¡Completaste el curso de la Castalia!** Resolviste los { $total } ejercicios.
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **Llegaste al final del curso de la Castalia.** { $solved } de { $total } ejercicios resueltos; { $count ->
        [one] la lección { $open } aún tiene ejercicios pendientes
       *[other] las lecciones { $open } aún tienen ejercicios pendientes
    } (`/aprender lección:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Sigue practicando con problemas de este tema: { $theme } (`/problema temas:{ $name }`). Después juega contra el bot a tu nivel: `/jugar nivel:{ $level }` (unos { $elo } de Elo).
# $count: the number of lessons.
course-no-such-lesson = No existe la lección { $number }: el curso tiene las lecciones de la 1 a la { $count }. Escribe `/aprender` para verlas.
course-stale-menu = Este menú es de un ejercicio que ya dejaste, así que no se jugó nada. Estás en el ejercicio { $id }: `/aprender` te lo muestra.
course-last-exercise = Este es el último ejercicio del curso ({ $solved } de { $total } resueltos). Respóndelo con `/mover`, o abre otra lección con `/aprender lección:N`.
course-last-exercise-game = Este es el último ejercicio del curso ({ $solved } de { $total } resueltos). Respóndelo con `/aprender jugada:` (aquí `/mover` juega en tu partida #{ $id }), o abre otra lección con `/aprender lección:N`.
course-lesson-empty = Esa lección no tiene ejercicios.
course-nothing-to-answer = No hay nada que responder: no tienes ningún ejercicio del curso abierto; `/aprender` empieza el curso.
course-exercise-unreadable = No se puede leer este ejercicio; `/aprender siguiente` pasa al siguiente.
course-one-thing-at-a-time = `/aprender` hace una sola cosa cada vez: `/aprender lección:3`, `/aprender acción:pista` o `/aprender jugada:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` no es un número de lección. Prueba `/aprender lección:3`, o `/aprender` para ver la lista.
# $action: what the user typed as an action.
course-bad-action = `/aprender` no tiene la acción `{ $action }`. Prueba `/aprender pista`, `/aprender reintentar`, `/aprender siguiente` o `/aprender lección:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Ejercicio { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Lección { $lesson } · ejercicio { $id }
course-picture-header-short = Ejercicio { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }: mira el enunciado
course-picture-to-play = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
# Below the board after a right answer. $san: the move.
course-picture-right = { $san }: ¡correcto!
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Pista: { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[castalia] la Castalia
    } de { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Ejercicio { $id } ({ $title }): { $footer }
course-picture-answer = Tu respuesta: el tablero antes y después
# $title: the lesson's title.
course-picture-lesson = Lección { $number }: { $title }, con su ejemplo en el tablero

## Lesson 1

lesson-1-title = La Castalia se mueve como una dama
lesson-1-body = La Castalia (C) se mueve como una dama: cualquier número de casillas por una fila, una columna o una diagonal, pero solo por casillas vacías. Aquí la Castalia blanca de d4 se desliza por la gran diagonal hasta h8.
# Exercise 1.1
lesson-1-exercise-1-task = Lleva tu Castalia a una esquina del tablero.
lesson-1-exercise-1-hint = Como la dama, la Castalia también se mueve por las diagonales.
# Exercise 1.2
lesson-1-exercise-2-task = Lleva tu Castalia a la columna h.
lesson-1-exercise-2-hint = No puede saltar por encima de otras piezas: busca una línea libre hasta el final.

## Lesson 2

lesson-2-title = Nunca captura
lesson-2-body = La Castalia nunca captura: solo puede detenerse en una casilla vacía. Por eso una pieza enemiga en su camino es un muro, no un objetivo. Tampoco ataca nada (ni da jaque ni protege), pero puede cortar una línea como cualquier otra pieza. Aquí no puede capturar la torre de e8, así que tapa el jaque de la torre en e5.
# Exercise 2.1
lesson-2-exercise-1-task = Captura la pieza negra que de verdad está sin proteger.
lesson-2-exercise-1-hint = La Castalia nunca captura, así que no protege nada.
# Exercise 2.2
lesson-2-exercise-2-task = Tapa el jaque de la torre con tu Castalia.
lesson-2-exercise-2-hint = No puede capturar la torre, pero sí ponerse entre la torre y tu rey.

## Lesson 3

lesson-3-title = El secuestro
lesson-3-body = Cuando la Castalia se mueve, la pieza más cercana detrás de ella en su línea, de cualquier color y a cualquier distancia, es arrastrada a la casilla que acaba de dejar. Aquí la Castalia va de d4 a d2 y arrastra el caballo negro de d7 a d4. Solo viene la pieza más cercana, así que la torre de d8 se queda donde está.
# Exercise 3.1
lesson-3-exercise-1-task = Secuestra el caballo negro.
lesson-3-exercise-1-hint = Aleja la Castalia del caballo en línea recta.
# Exercise 3.2
lesson-3-exercise-2-task = Secuestra la dama negra.
lesson-3-exercise-2-hint = Solo se arrastra la pieza más cercana detrás de la Castalia: ¿qué Castalia no tiene nada entre ella y la dama?
# Exercise 3.3
lesson-3-exercise-3-task = Secuestra una torre blanca.
lesson-3-exercise-3-hint = La torre de e1 se esconde detrás de su peón; mira por las diagonales.

## Lesson 4

lesson-4-title = Secuestra tus propias piezas
lesson-4-body = El secuestro también funciona con tus propias piezas. Así la Castalia puede adelantar una pieza amiga sin gastar la jugada de esa pieza. Aquí la Castalia va de d4 a f6 y saca la torre blanca de la esquina, por una diagonal, hasta d4: una jugada que ninguna torre podría hacer.
# Exercise 4.1
lesson-4-exercise-1-task = Lleva tu peón de la columna b a b7 sin moverlo.
lesson-4-exercise-1-hint = Cuando la Castalia se mueve, el peón tiene que estar justo detrás de ella, en la misma línea.
# Exercise 4.2
lesson-4-exercise-2-task = Lleva tu torre a la 7.ª fila sin moverla.
lesson-4-exercise-2-hint = Cualquiera de tus dos Castalias puede hacerlo: cada una debe alejarse de la torre en línea recta.
# Exercise 4.3
lesson-4-exercise-3-task = Saca a tu rey del jaque arrastrándolo con la Castalia.
lesson-4-exercise-3-hint = Si la Castalia se aleja de tu rey, el rey es la pieza más cercana detrás de ella.

## Lesson 5

lesson-5-title = La repulsión
lesson-5-body = Cuando la Castalia se detiene justo al lado de una pieza enemiga en su línea, esa pieza es empujada en la misma dirección, tan lejos como pueda deslizarse: hasta el borde o hasta la primera pieza que encuentre. Tus propias piezas nunca son empujadas. Aquí la Castalia se detiene en d4 y empuja el alfil negro de e5 a h8.
# Exercise 5.1
lesson-5-exercise-1-task = Empuja el caballo negro hasta el borde del tablero.
lesson-5-exercise-1-hint = Una pieza empujada se detiene antes de la primera pieza que encuentra.
# Exercise 5.2
lesson-5-exercise-2-task = Tu rey está en jaque: aparta la torre negra de un empujón.
lesson-5-exercise-2-hint = Detente justo al lado de la torre, en una línea que la saque de la columna e.
# Exercise 5.3
lesson-5-exercise-3-task = Saca el alfil blanco de la gran diagonal de un empujón.
lesson-5-exercise-3-hint = Ataca tu torre por la diagonal a1-h8; si lo empujas por esa misma diagonal, sigue en ella.

## Lesson 6

lesson-6-title = Los peones nunca vuelven a su primera fila
lesson-6-body = Un peón empujado nunca puede acabar en su propia primera fila: se detiene en su segunda fila, aunque lo empujen por una diagonal. Aquí Cc3 empuja el peón negro de d4 diagonal arriba, y se detiene en g7 en lugar de en h8. De vuelta en su segunda fila, puede volver a avanzar dos casillas.
# Exercise 6.1
lesson-6-exercise-1-task = Devuelve el peón negro a su segunda fila de un empujón.
lesson-6-exercise-1-hint = La segunda fila de las negras es la 7.ª: empuja el peón hacia ella, no de lado.
# Exercise 6.2
lesson-6-exercise-2-task = Devuelve el peón blanco a su segunda fila de un empujón.
lesson-6-exercise-2-hint = Sigue cada diagonal desde el peón: ¿cuál llega hasta la 2.ª fila de las blancas?

## Lesson 7

lesson-7-title = No empujes un peón a la promoción
lesson-7-body = Un peón empujado a su última fila se convierte enseguida en una dama de su color, aunque el empujón sea jugada tuya. Aquí Cd3 empuja el peón negro de d2 a d1, y las negras consiguen una dama nueva. Antes de detenerte al lado de un peón enemigo, mira dónde acabaría.
# Exercise 7.1
lesson-7-exercise-1-task = Secuestra el caballo sin darles una dama a las negras.
lesson-7-exercise-1-hint = No te detengas justo delante del peón de d2.
# Exercise 7.2
lesson-7-exercise-2-task = Tapa el jaque sin darles una dama a las blancas.
lesson-7-exercise-2-hint = Un peón empujado por una diagonal también puede llegar a su última fila.

## Lesson 8

lesson-8-title = Deshaz un avance doble
lesson-8-body = Justo después del avance doble de un peón enemigo, un empujón en línea recta hacia atrás lo devuelve a su segunda fila, como si nunca hubiera avanzado. Aquí las negras acaban de jugar d7-d5 para atacar el caballo, y Cd4 devuelve el peón a d7.
# Exercise 8.1
lesson-8-exercise-1-task = Las negras acaban de jugar e7-e5: devuelve el peón a e7.
lesson-8-exercise-1-hint = Para empujarlo hacia atrás en línea recta, la Castalia tiene que llegar desde abajo, por la columna e.
# Exercise 8.2
lesson-8-exercise-2-task = Las blancas acaban de jugar c2-c4: devuelve el peón a c2.
lesson-8-exercise-2-hint = Un empujón en diagonal lo manda a otra columna.

## Lesson 9

lesson-9-title = Secuestro y repulsión en una sola jugada
lesson-9-body = Una sola jugada de la Castalia puede hacer las dos cosas a la vez: arrastrar la pieza que tiene detrás y empujar la pieza enemiga que tiene delante. Aquí Cc5 arrastra el peón blanco de f2 a d4 y empuja el alfil negro de b6 a a7.
# Exercise 9.1
lesson-9-exercise-1-task = Secuestra el caballo y empuja la torre a la vez.
lesson-9-exercise-1-hint = El caballo tiene que estar detrás de la Castalia, y la torre justo delante de la casilla donde se detiene.
# Exercise 9.2
lesson-9-exercise-2-task = Secuestra una pieza blanca y empuja otra a la vez.
lesson-9-exercise-2-hint = Busca una línea con una pieza blanca a cada lado de tu Castalia.

## Lesson 10

lesson-10-title = Secuestrar y empujar a un rey
lesson-10-body = Los reyes se secuestran y se empujan como cualquier otra pieza. Así la Castalia puede arrastrar o empujar al rey enemigo a una casilla donde le dé jaque una de tus piezas. La Castalia en sí nunca da jaque. Aquí Ce5 arrastra al rey negro de e8 a e6, donde la torre de a6 le da jaque.
# Exercise 10.1
lesson-10-exercise-1-task = Da jaque empujando al rey negro.
lesson-10-exercise-1-hint = Un rey empujado se desliza hasta que algo lo detiene: sigue cada línea hasta el final.
# Exercise 10.2
lesson-10-exercise-2-task = Arrastra al rey blanco a una casilla donde le dé jaque tu alfil.
lesson-10-exercise-2-hint = ¿Qué casilla está en la diagonal de tu alfil, y puedes arrastrar al rey hasta allí?

## Lesson 11

lesson-11-title = Mate con la Castalia
lesson-11-body = Como los reyes se pueden arrastrar y empujar, una jugada de la Castalia puede dar mate con la ayuda de tus otras piezas. Aquí Ce8 empuja al rey negro de d8 a la esquina a8: la torre de a1 le da jaque y la torre de b2 controla b7 y b8.
# Exercise 11.1
lesson-11-exercise-1-task = Mate en una con un secuestro.
lesson-11-exercise-1-hint = Arrastra al rey a la columna e abierta, donde tus torres y tu caballo controlan todas las casillas de escape.
# Exercise 11.2
lesson-11-exercise-2-task = Mate en una con un secuestro.
lesson-11-exercise-2-hint = Lleva tu dama justo al lado del rey, donde tu alfil la protege.
# Exercise 11.3
lesson-11-exercise-3-task = Mate en una con un empujón.
lesson-11-exercise-3-hint = Tus torres dominan la 1.ª y la 2.ª fila: empuja al rey a la esquina.

## Lesson 12

lesson-12-title = Las reglas castalia-weak
lesson-12-body = Con las reglas castalia-weak, la Castalia solo secuestra cuando se mueve exactamente una casilla; una jugada más larga no arrastra nada. La repulsión sigue funcionando a cualquier distancia. Aquí Cd5 es una jugada de una casilla, así que el peón de d2 es arrastrado a d4. Con Cd6, el peón se habría quedado en su casilla.
# Exercise 12.1
lesson-12-exercise-1-task = Secuestra el caballo negro.
lesson-12-exercise-1-hint = Con las reglas castalia-weak, solo secuestra una jugada de una casilla.
# Exercise 12.2
lesson-12-exercise-2-task = Sube por la columna d sin arrastrar tu caballo.
lesson-12-exercise-2-hint = Muévete más de una casilla.
# Exercise 12.3
lesson-12-exercise-3-task = Sal del jaque con tu Castalia.
lesson-12-exercise-3-hint = Aleja a tu rey del caballo arrastrándolo; con estas reglas, solo una jugada de una casilla arrastra algo.

## Lesson 13

lesson-13-title = Promociona a Castalia
lesson-13-body = Un peón que llega a su última fila puede convertirse en Castalia (se escribe b8=C, o b7b8c en UCI), además de en dama, torre, alfil o caballo. La Castalia vale unos tres peones, como un caballo. Aquí el peón de la columna b se convierte en una nueva Castalia blanca en b8.
# Exercise 13.1
lesson-13-exercise-1-task = Promociona un peón a Castalia.
lesson-13-exercise-1-hint = Un peón no puede avanzar a una casilla ocupada justo delante de él.
# Exercise 13.2
lesson-13-exercise-2-task = Promociona a Castalia capturando la torre.
lesson-13-exercise-2-hint = Un peón captura en diagonal, y puede promocionar al capturar.
# Exercise 13.3
lesson-13-exercise-3-task = Promociona a Castalia dando jaque.
lesson-13-exercise-3-hint = La nueva Castalia no da jaque, pero el peón, al dejar c7, abre una línea.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    } y dan mate en { $moves }
puzzle-task-win = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    } y ganan
puzzle-task-defend = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }: encuentra la única jugada que aguanta
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Problema { $id } ({ $rules }, Elo { $rating }): **{ $task }.**
puzzle-how-to-answer = Responde con `/problema jugada:` (o con `/mover` aquí, si no tienes una partida en curso); `/problema rendirse` muestra la solución.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = No existe el tema de problemas `{ $theme }`. Prueba uno de estos: `{ $themes }`.
puzzle-none-with-theme = Todavía no hay ningún problema con ese tema. Prueba `/problema` para cualquier tema.
puzzle-none-installed = No hay problemas instalados.
puzzle-nothing-to-answer = No hay nada que responder: no estás resolviendo ningún problema; `/problema` te da uno.
puzzle-daily-solved = Ya resolviste el problema de hoy: mañana llega uno nuevo. `/problema` te da otro ahora.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } no es la solución. La jugada era **{ $san }**: { $why } La solución completa: { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san }: ¡resuelto!** Temas: { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san }: ¡correcto!** La respuesta: { $reply }. Te toca otra vez.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = La jugada era **{ $san }**: { $why } La solución completa: { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Elo de problemas: { $rating } ({ $change }); racha: { $streak }. `/problema` para otro.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = `/problema` no tiene la acción `{ $action }`. Prueba `/problema acción:diario` u otra de estas acciones: `{ $actions }`.
puzzle-answer-alone = Una respuesta va sola: escribe `/problema jugada:Cd5` (sin acción ni tema).
puzzle-theme-alone = Un tema elige un problema nuevo: escribe `/problema temas:kidnap` (sin ninguna otra acción).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Problema { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }: la única jugada que aguanta
puzzle-picture-task-short = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    } y { $goal ->
        [mate] dan mate en { $moves }
        [win] ganan
       *[hold] aguantan
    }
puzzle-picture-task-shortest = { $side ->
        [white] Blancas
       *[black] Negras
    }: { $goal ->
        [mate] mate en { $moves }
        [win] ganar
       *[hold] aguantar
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Solución: { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = La solución empieza con { $first } (en verde)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Problema { $id } ({ $rules }): { $task }
# After the description of the position.
puzzle-picture-words-solution = Solución, dibujada con flechas: { $moves }.

## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = mate en una jugada
theme-mate-in-2 = mate en dos jugadas
theme-mate-in-3 = mate en tres jugadas
theme-mate = jaque mate
theme-kidnap = la clave es un secuestro de la Castalia
theme-repulse = la clave es una repulsión de la Castalia
theme-king-kidnap = la Castalia secuestra a un rey
theme-king-repulse = la Castalia repele al rey enemigo
theme-repulse-promotion = una repulsión empuja un peón a su última fila
theme-castalia-key = la primera jugada es de la Castalia
theme-defence = encontrar la única jugada que no pierde
theme-stops-kidnap = la defensa evita un secuestro de la Castalia
theme-stops-repulse = la defensa evita una repulsión de la Castalia
theme-wins-material = ganar material
theme-attack = un ataque ganador
theme-promotion = un peón promociona
theme-sacrifice = entregar material para ganar
theme-one-move = un problema de una sola jugada
theme-short = dos jugadas
theme-long = tres jugadas
theme-very-long = cuatro jugadas

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Problema del día: { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] lunes
        [tuesday] martes
        [wednesday] miércoles
        [thursday] jueves
        [friday] viernes
        [saturday] sábado
       *[sunday] domingo
    } { $day } de { $month ->
        [january] enero
        [february] febrero
        [march] marzo
        [april] abril
        [may] mayo
        [june] junio
        [july] julio
        [august] agosto
        [september] septiembre
        [october] octubre
        [november] noviembre
       *[december] diciembre
    } de { $year }
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = día { $day }
daily-how-to-solve = Resuélvelo con `/problema diario`: tus respuestas solo las ves tú.
daily-none-installed = Hoy no hay problemas instalados.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = El problema de ayer, { $id }: **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Nadie lo resolvió.
        [one] 1 jugador lo resolvió.
       *[other] { $count } jugadores lo resolvieron.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = el FEN está vacío
fen-too-long = el FEN es demasiado largo ({ $length } caracteres; un FEN tiene menos de { $max })
fen-missing-fields = un FEN necesita al menos 4 campos (tablero, turno, enroque, captura al paso) y este tiene { $found }
fen-too-many-fields = un FEN tiene como máximo 6 campos y este tiene { $found }
fen-rank-count = el tablero necesita 8 filas separadas por `/` y hay { $found }
fen-rank-length = la fila { $rank } no tiene 8 casillas, sino { $squares }
fen-bad-piece = `{ $letter }` no es una letra de pieza (usa K Q R B N P C, en minúscula para las negras)
fen-no-king = { $color ->
        [white] las blancas
       *[black] las negras
    } no tienen rey
fen-too-many-kings = { $color ->
        [white] las blancas
       *[black] las negras
    } tienen { $count } reyes
fen-too-many-pieces = { $color ->
        [white] las blancas
       *[black] las negras
    } tienen { $count } piezas; como máximo puede haber 16
fen-too-many-pawns = { $color ->
        [white] las blancas
       *[black] las negras
    } tienen { $count } peones; como máximo puede haber 8
fen-pawn-on-back-rank = peón en la fila { $rank } ({ $square }): los peones nunca están en la fila 1 ni en la 8
fen-castalia-in-standard = con las reglas standard no hay Castalia ({ $square })
fen-bad-side = el bando que mueve debe ser `w` o `b`, no `{ $found }`
fen-bad-castling = el campo del enroque debe ser `-` o letras de KQkq, no `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = derecho a enrocar { $right }, pero no hay { $color ->
        [white] rey blanco
       *[black] rey negro
    } en { $square }
fen-castling-without-rook = derecho a enrocar { $right }, pero no hay { $color ->
        [white] torre blanca
       *[black] torre negra
    } en { $square }
fen-bad-en-passant = `{ $found }` no es una casilla de captura al paso: usa `-` o una casilla de la fila 3 o 6
fen-impossible-en-passant = la casilla de captura al paso { $square } no corresponde a un avance doble del bando que acaba de mover
fen-bad-counter = `{ $found }` no es un contador de jugadas: usa un número entero
fen-zero-move-number = el número de jugada (el último campo) empieza en 1, no en 0
fen-opponent-in-check = el bando que no mueve está en jaque

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Ajedrez Castalia
web-ui-board = Tablero
web-ui-resign = Abandonar
web-ui-resign-confirm = ¿Abandonar esta partida?
web-ui-cancel = Cancelar
web-ui-flip = Girar el tablero
web-ui-offer-draw = Ofrecer tablas
web-ui-accept-draw = Aceptar las tablas
web-ui-decline-draw = Rechazar las tablas
web-ui-takeback = Pedir deshacer la jugada
web-ui-grant-takeback = Conceder deshacer la jugada
web-ui-decline-takeback = Rechazar deshacer la jugada
web-ui-abort = Anular la partida
web-ui-claim = Reclamar la victoria
web-ui-rematch = Revancha
web-ui-review = Análisis
web-ui-your-games = Tus partidas
web-ui-no-games = Ninguna partida en curso.
web-ui-challenges = Desafíos
web-ui-no-challenges = Ningún desafío abierto.
web-ui-challenge = Desafío
web-ui-accept = Aceptar
web-ui-decline = Rechazar
web-ui-cancel-challenge = Retirar el desafío
web-ui-watch = Partidas para mirar
web-ui-no-watch = Ahora no hay ninguna partida para mirar.
web-ui-play-bot = Jugar contra el bot
web-ui-level = Nivel
web-ui-rules = Reglas
web-ui-color = Color
web-ui-time = Ritmo
web-ui-play = Jugar
web-ui-challenge-friend = Desafiar a un amigo
web-ui-rated = Puntuable
web-ui-create-challenge = Crear el desafío
web-ui-challenge-link = Envía este enlace a tu amigo:
web-ui-copy-link = Copiar el enlace
web-ui-copied = Copiado.
web-ui-sign-out = Cerrar sesión
web-ui-sign-in-discord = Iniciar sesión con Discord
web-ui-not-signed-in = No has iniciado sesión. Pide al bot Castalia en Discord un enlace para entrar.
web-ui-type-move = Escribe una jugada (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } mirando
       *[other] { $count } mirando
    }
web-ui-moves = Jugadas
web-ui-first = Primera jugada
web-ui-prev = Jugada anterior
web-ui-next = Jugada siguiente
web-ui-last = Última jugada
web-ui-back-to-live = Volver a la posición actual
web-ui-back-to-game = Volver a la partida
web-ui-lobby = Inicio
web-ui-promote-to = Promocionar a
web-ui-reconnecting = Conexión perdida. Reconectando…
web-ui-offline = No se puede contactar con el servidor. Comprueba tu conexión.
web-ui-error = Algo salió mal. Inténtalo de nuevo.
web-ui-your-turn = Te toca
web-ui-eval-graph = Gráfico de evaluación
web-ui-start-position = Posición inicial
web-ui-empty = vacía
web-ui-piece-wK = rey blanco
web-ui-piece-wQ = dama blanca
web-ui-piece-wR = torre blanca
web-ui-piece-wB = alfil blanco
web-ui-piece-wN = caballo blanco
web-ui-piece-wP = peón blanco
web-ui-piece-wC = Castalia blanca
web-ui-piece-bK = rey negro
web-ui-piece-bQ = dama negra
web-ui-piece-bR = torre negra
web-ui-piece-bB = alfil negro
web-ui-piece-bN = caballo negro
web-ui-piece-bP = peón negro
web-ui-piece-bC = Castalia negra

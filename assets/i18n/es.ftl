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
    `/tablero [girar]`, `/jugadas`, `/pgn`, `/estadísticas [jugador]`, `/ranking`, `/reglas`
    `/partidas`: tus partidas aquí y los retos que te esperan; un comando sobre una partida concreta lleva su número (`/tablero 12` o `partida:12`)
    `/explicar`: qué hace la última jugada y por qué es buena o mala; `/explicar 8...Cd5` o `/explicar mine` (tu última jugada): una jugada anterior; `/explicar JUGADA` muestra una jugada antes de hacerla
    `/analizar [partida]`: el motor analiza una partida: errores, mejores jugadas, precisión, un gráfico y un PGN comentado (una partida entre personas, una vez terminada)
    `/olvidar`: borrar todo lo que el bot guarda sobre ti (administradores del servidor: `/olvidar usuario`)
    `/ajustes [tema:ocean] [coordenadas:off] [avisos:dm] [idioma:de]`: el aspecto de tu tablero, avisos también por mensaje directo y el idioma en que te habla el bot
    `/aprender`, `/aprender lección:3`, `/aprender acción:hint`: el curso de la Castalia, lección a lección (donde no tengas una partida en curso, un simple `/mover` también responde a un ejercicio)
    `/problema [temas:kidnap]`, `/problema daily`, `/problema jugada:Cd5`, `/problema giveup`: resolver problemas de Castalia (donde no tengas una partida en curso, un simple `/mover` también sirve para responder)
    Opciones: reglas `castalia` (por defecto), `castalia-weak`, `standard`; posición `castalia`, `classic` o un FEN; color `white`, `black`, `random`; ritmo `none`, `10+5`, `3d` (si se omite: el predeterminado del servidor); puntuable `yes` o `no` (una partida sin reloj siempre es amistosa).

rules-brief = **Ajedrez Castalia** (M. Winther, 2006): ajedrez ortodoxo más la **Castalia** (C), que vale unos 3 peones.
    1. Se mueve como una dama a una casilla **vacía** y **nunca captura**. Puede ser capturada.
    2. **Secuestro** (obligatorio): la pieza más cercana detrás de ella en la línea por la que se mueve (de cualquier color, reyes incluidos) es arrastrada a la casilla que acaba de dejar. Con las reglas castalia-weak solo secuestra cuando se mueve una sola casilla.
    3. **Repulsión**: una pieza enemiga situada en la casilla justo más allá de su destino se desliza en la misma dirección tan lejos como pueda. Un peón nunca es empujado a su propia primera fila; un peón empujado a su última fila se convierte en dama.
    4. La jugada es legal si tu rey no queda atacado después: así, una Castalia puede sacar a tu rey del jaque arrastrándolo. La Castalia en sí no ataca nada y nunca da jaque.
    5. En la posición inicial, cada caballo de dama se sustituye por una Castalia; los peones pueden promocionar a Castalia.
    Todo lo demás es ajedrez ortodoxo (se pierde el derecho a enrocar cuando el rey o la torre son desplazados). Usa `/explicar` con una jugada para ver lo que hace, o aprende el juego paso a paso con `/aprender`.
    Las reglas completas, con cada decisión tomada donde el inventor no dice nada y ejemplos resueltos: `docs/rules.md` en el código fuente del bot.

## Settings

# $theme: a board theme's name (classic, ocean, forest: typed as they are).
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
# $themes: the themes' names, comma-separated.
settings-how-to-change = Cámbialos con `/ajustes tema:forest coordenadas:off avisos:dm idioma:de` (temas: { $themes }; avisos: dm o channel; idioma: en, de, fr, es, ru, pt-BR, o auto para seguir a Discord).
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
    .description = Posición inicial: castalia, classic o un FEN
cmd-challenge-opt-color = color
    .description = Tu color (por defecto: random)
cmd-challenge-opt-time = ritmo
    .description = Ritmo de juego: none, 10+5 (minutos+incremento) o 3d (días por jugada)
cmd-challenge-opt-rated = puntuable
    .description = Puntuable (por defecto: yes con reloj) o amistosa
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
    .description = Tu color (por defecto: random)
cmd-play-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-play-opt-time = ritmo
    .description = Ritmo de juego: none, 10+5 (minutos+incremento) o 3d (días por jugada)
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
    .description = dm: avisarme también por mensaje directo (tu turno, retos, recordatorios, fin de partida)
cmd-settings-opt-language = idioma
    .description = El idioma en que te hablo (auto: tu idioma de Discord)
cmd-puzzle = problema
    .description = Resolver un problema de Castalia (las respuestas y los tableros solo los ves tú)
cmd-puzzle-opt-action = acción
    .description = new (por defecto), daily (el mismo para todos hoy), show o giveup
cmd-puzzle-opt-themes = temas
    .description = Un tema, p. ej. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = jugada
    .description = Tu respuesta al problema que estás resolviendo, p. ej. Cd5
cmd-learn = aprender
    .description = Aprender ajedrez Castalia: lecciones cortas con ejercicios (solo las ves tú)
cmd-learn-opt-lesson = lección
    .description = Una lección para abrir, por número (omítelo para seguir donde lo dejaste)
cmd-learn-opt-action = acción
    .description = hint (pista), retry (repetir el ejercicio) o next (saltar al siguiente ejercicio)
cmd-learn-opt-move = jugada
    .description = Tu respuesta al ejercicio, p. ej. Cd5
cmd-tournament = torneo
    .description = Torneos de este servidor: arena, suizo y todos contra todos
cmd-tournament-create = crear
    .description = Crear un torneo (requiere el permiso Gestionar eventos)
cmd-tournament-create-opt-kind = tipo
    .description = arena (emparejando según terminan las partidas), swiss (holandés FIDE) o roundrobin
cmd-tournament-create-opt-rounds = rondas
    .description = Suizo: el número de rondas (por defecto 5)
cmd-tournament-create-opt-minutes = minutos
    .description = Arena: cuánto dura, en minutos (por defecto 30)
cmd-tournament-create-opt-double = doble
    .description = Todos contra todos: cada uno se enfrenta a los demás dos veces, con los colores cambiados
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: los jugadores pueden ceder la mitad de su reloj por un punto extra (por defecto yes)
cmd-tournament-create-opt-rules = reglas
    .description = Reglas (por defecto: castalia)
cmd-tournament-create-opt-time = ritmo
    .description = Ritmo de juego: 3+2 (minutos+incremento) o 1d (días por jugada)
cmd-tournament-create-opt-rated = puntuable
    .description = Partidas puntuables (por defecto: yes con reloj) o amistosas
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
# $level: the level asked for; $min, $max: the weakest and the strongest.
discord-no-such-level = No existe el nivel { $level }: elige de { $min } (principiante) a { $max } (máxima fuerza), p. ej. `/jugar nivel:3`.
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

# The bot's words in English: the reference catalogue. Every other language's file has the
# same messages with the same variables (a test checks it).
#
# Markup: `...` is something to type (shown as code); **...** stands out.
# Moves stay in SAN with English piece letters in every language.

## Help and the rules in brief

help = **Castalia chess bot**: orthodox chess plus the Castalia (C), which moves like a queen without capturing, kidnaps the nearest piece behind it and repulses the enemy piece in front of it.
    New to the Castalia? `/learn` teaches it in short lessons with exercises (about ten minutes).
    `/challenge @user [rules] [setup] [color] [time] [rated]`: challenge someone (no user: an open challenge)
    `/accept`, `/decline`, `/cancel`: answer or withdraw a challenge
    `/play level:1-8 [color] [rules] [time]`: play the bot (casual)
    `/move e4` (SAN or UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/resign`, `/draw`, `/takeback`, `/claim`
    `/abort`: end a game before both sides have moved (no result); `/rematch`: another game, colours swapped
    `/board [flip]`, `/moves`, `/pgn`, `/stats [user]`, `/leaderboard`, `/rules`, `/web` (the board in your browser)
    `/games`: your games here and the challenges waiting for you; a command about one game takes its number (`/board 12` or `game:12`)
    `/explain`: what the last move does and why it is good or bad; `/explain 8...Cd5` or `/explain mine` (your last move): an earlier move; `/explain MOVE` previews a move before it is played
    `/review [game]`: the engine reviews a game: mistakes, better moves, accuracy, a graph and an annotated PGN (a game between people once it is over)
    `/forget`: delete everything the bot stores about you (server admins: `/forget user`)
    `/tournament create kind:swiss rounds:5 time:10+5 start:15m name:Winter Swiss`, `/tournament join`, `/tournament pairings`, `/tournament standings`, `/tournament withdraw`, `/tournament list`, `/tournament end`: tournaments here (arena, Swiss or round robin)
    Typed as text, an option's value with spaces runs to the next option (`name:Winter Swiss time:10+5`), or put it in quotes (`name:"Winter Swiss"`)
    `/settings [theme:ocean] [coordinates:off] [notify:dm] [language:de]`: your board look, notices by direct message too, and the language the bot speaks to you
    `/learn`, `/learn lesson:3`, `/learn action:hint`: the Castalia course, lesson by lesson (plain `/move` answers an exercise too where you have no game going)
    `/puzzle [themes:kidnap]`, `/puzzle daily`, `/puzzle move:Cd5`, `/puzzle giveup`: solve Castalia puzzles (plain `/move` answers too where you have no game going)
    Options: rules `castalia` (default), `castalia-weak`, `standard`; setup `castalia`, `classic` or a FEN; color `white`, `black`, `random`; time `none`, `10+5`, `3d` (left out: the server's default); rated `yes` or `no` (a game with no clock is always casual).

rules-brief = **Castalia chess** (M. Winther, 2006): orthodox chess plus the **Castalia** (C), worth about 3 pawns.
    1. It moves like a queen to an **empty** square and **never captures**. It can be captured.
    2. **Kidnap** (compulsory): the nearest piece behind it on the line it moves along (either colour, kings too) is dragged to the square it left. In the castalia-weak rules it kidnaps only when it moves one square.
    3. **Repulse**: an enemy piece on the square just beyond its destination slides on in the same direction as far as it can. A pawn is never pushed onto its own first rank; a pawn pushed onto its last rank becomes a queen.
    4. The move is legal if your king is not attacked afterwards: so a Castalia can drag your king out of check. The Castalia itself attacks nothing and gives no check.
    5. The start position replaces each queen's knight with a Castalia; pawns may promote to a Castalia.
    Everything else is orthodox chess (castling rights are lost when the king or rook is displaced). `/explain` a move to see what it does, or learn the game step by step with `/learn`.
    The full rules, with every decision where the inventor is silent and worked examples: `docs/rules.md` in the bot's source code.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
web-off = The web board is not served by this bot.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Open the live board in this channel
web-link = Your sign-in link to the web board (it works once, within 10 minutes; do not share it): { $link }
web-square-empty = { $square }, empty
# status-over for the web board, which has its own Rematch button.
web-status-over = Game #{ $id } is over: **{ $outcome }** ({ $result }, { $rated ->
        [rated] rated
       *[casual] casual
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = Game #{ $id } was aborted by { $player } ({ $color ->
        [white] white
       *[black] black
    }) (no result, ratings unchanged).
web-status-aborted-no-first-move = Game #{ $id } was aborted: { $player } ({ $color ->
        [white] white
       *[black] black
    }) did not make a first move in time (no result, ratings unchanged).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = This sign-in link was used already, or is older than 10 minutes. Type /web to the bot for a new one.
web-error-signed-out = You are not signed in. Type /web to the bot for a sign-in link.
web-error-origin = This request came from another site and was refused; nothing changed.
web-error-bad-request = That request could not be read; nothing changed.
web-error-activity-refused = Discord did not confirm that you take part in this Activity here; close it and open it again.
web-error-position-changed = The position changed meanwhile, so your move was not played.
web-error-not-a-player = Only the players of game #{ $id } can do that; you are watching it.
web-error-too-large = That request is too large; nothing changed.
web-error-no-game = There is no game #{ $id } that you can see.
web-error-not-found = There is nothing here.
web-error-too-many = Too many requests: wait a moment, then try again.
web-error-discord-off = Signing in with Discord is not set up on this bot: type /web to the bot instead.
web-error-discord-failed = Discord did not confirm who you are; please try again.
web-error-no-review = The review of a game between people is shown once it is over (fair play).
web-challenge-incoming = { $player } challenges you: { $terms }
web-rematch-offered = { $player } offers you a rematch.
web-challenge-open = { $player } offers a game to anyone: { $terms }
web-challenge-yours = Your challenge to { $player }: { $terms }
web-challenge-yours-open = Your open challenge: { $terms }
web-level = Level { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
        [kidnap] kidnaps
       *[push] repulses
    } { $owner ->
        [own] its own
        [yours] your
        [player] { $player }'s
        [bot] the bot's
       *[removed] the { $color ->
            [white] white
           *[black] black
        }
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } from { $from } to { $to }{ $queen ->
        [yes] , where it becomes a queen
       *[no] {""}
    }

## Settings

# $theme: a board theme's name, as the language names it (choice-theme-*).
# $coordinates: on or off. $notices: dm or channel.
# $language: the language's own name, with how it was chosen (settings-language-*).
settings-current = Your settings: board **{ $theme }**, coordinates **{ $coordinates ->
        [on] on
       *[off] off
    }**, notices **{ $notices ->
        [dm] in the channel and by direct message
       *[channel] in the channel only
    }**, language **{ $language }**.
settings-saved = Saved. Your settings: board **{ $theme }**, coordinates **{ $coordinates ->
        [on] on
       *[off] off
    }**, notices **{ $notices ->
        [dm] in the channel and by direct message
       *[channel] in the channel only
    }**, language **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (your Discord language)
# On the console, which has no Discord language: the language of its --lang.
settings-language-console = { $language } (the console's --lang)
# $themes: the themes' names, comma-separated; $site: console or discord (what auto follows).
settings-how-to-change = Change them with `/settings theme:forest coordinates:off notify:dm language:de` (themes: { $themes }; notify: dm or channel; language: en, de, fr, es, ru, pt-BR, or auto to { $site ->
        [console] use the console's --lang
       *[discord] follow Discord
    }).
settings-sample-board-alt = A sample board in your board settings (colours, pieces and coordinates): the starting position of Castalia chess.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values: choice-* below.

cmd-challenge = challenge
    .description = Challenge someone to a game (leave out the user for an open challenge anyone may accept)
cmd-challenge-opt-user = user
    .description = Who to play (leave out for an open challenge)
cmd-challenge-opt-rules = rules
    .description = Rule set (default: castalia)
cmd-challenge-opt-setup = setup
    .description = Start position: castalia, classic, or a FEN
cmd-challenge-opt-color = color
    .description = Your colour (default: random)
cmd-challenge-opt-time = time
    .description = Time control: none, 10+5 (minutes+increment) or 3d (days per move)
cmd-challenge-opt-rated = rated
    .description = Rated (default: yes with a clock) or casual
cmd-accept = accept
    .description = Accept a challenge (the one addressed to you here, or the one with this id)
cmd-accept-opt-id = id
    .description = Challenge number
cmd-decline = decline
    .description = Decline a challenge addressed to you
cmd-decline-opt-id = id
    .description = Challenge number
cmd-cancel = cancel
    .description = Withdraw your challenge
cmd-cancel-opt-id = id
    .description = Challenge number
cmd-play = play
    .description = Play the bot
cmd-play-opt-level = level
    .description = Strength: 1 (beginner) to 8 (full strength)
cmd-play-opt-color = color
    .description = Your colour (default: random)
cmd-play-opt-rules = rules
    .description = Rule set (default: castalia)
cmd-play-opt-time = time
    .description = Time control: none, 10+5 (minutes+increment) or 3d (days per move)
cmd-move = move
    .description = Play a move (SAN like Cd5, e4, O-O, e8=Q, or UCI like e2e4)
cmd-move-opt-move = move
    .description = Your move
cmd-move-opt-game = game
    .description = Game number (when you play several here)
cmd-board = board
    .description = Show the board
cmd-board-opt-game = game
    .description = Game number
cmd-board-opt-flip = flip
    .description = Draw it from the other side
cmd-board-opt-text = text
    .description = In words only, just for you (for a screen reader)
cmd-moves = moves
    .description = List the moves of a game
cmd-moves-opt-game = game
    .description = Game number
cmd-pgn = pgn
    .description = Download a game as PGN
cmd-pgn-opt-game = game
    .description = Game number
cmd-resign = resign
    .description = Resign your game
cmd-resign-opt-game = game
    .description = Game number
cmd-draw = draw
    .description = Offer a draw, accept your opponent's offer, or decline it
cmd-draw-opt-decline = decline
    .description = Decline your opponent's offer
cmd-draw-opt-game = game
    .description = Game number
cmd-takeback = takeback
    .description = Ask to take back your last move, grant your opponent's request, or decline it
cmd-takeback-opt-decline = decline
    .description = Decline your opponent's request
cmd-takeback-opt-game = game
    .description = Game number
cmd-explain = explain
    .description = Explain a move: what it kidnaps and repulses, and why it is good or bad (default: last move)
cmd-explain-opt-move = move
    .description = An earlier move (8...Cd5, Cd5, mine: your last) or one to preview; default: the last
cmd-explain-opt-game = game
    .description = Game number
cmd-review = review
    .description = Review a game with the engine: mistakes, better moves, accuracy, a graph and annotated PGN
cmd-review-opt-game = game
    .description = Game number (default: your game here, or your last one)
cmd-claim = claim
    .description = Claim the win when your opponent's time has run out
cmd-claim-opt-game = game
    .description = Game number
cmd-abort = abort
    .description = Abort your game before both sides have moved (no result, no rating change)
cmd-abort-opt-game = game
    .description = Game number
cmd-rematch = rematch
    .description = Ask for a rematch of a finished game: same options, colours swapped
cmd-rematch-opt-game = game
    .description = Game number (default: your last finished game here)
cmd-games = games
    .description = List your games in progress
cmd-rules = rules
    .description = The rules of Castalia chess
cmd-web = web
    .description = A link that signs you in on the web board (only you see it)
cmd-stats = stats
    .description = Ratings and results of a player (default: you)
cmd-stats-opt-user = user
    .description = Whose stats
cmd-leaderboard = leaderboard
    .description = The best rated players of this server (in a DM: you and your rated opponents)
cmd-leaderboard-opt-rules = rules
    .description = Rule set (default: castalia)
cmd-forget = forget
    .description = Delete what the bot stores about you (server admins: about anyone)
cmd-forget-opt-user = user
    .description = Whose data (admins only; default: you)
cmd-help = help
    .description = How to use the bot
cmd-settings = settings
    .description = Your board look, notices by DM and language (shows them; changes those given)
cmd-settings-opt-theme = theme
    .description = Board colours
cmd-settings-opt-coordinates = coordinates
    .description = Files and ranks around the board
cmd-settings-opt-notify = notify
    .description = dm: also tell me by direct message (your move, challenges, reminders, game over)
cmd-settings-opt-language = language
    .description = The language I speak to you (auto: your Discord language)
cmd-puzzle = puzzle
    .description = Solve a Castalia puzzle (answers and boards are shown to you only)
cmd-puzzle-opt-action = action
    .description = new (default), daily (the same for everyone today), show, or giveup
cmd-puzzle-opt-themes = themes
    .description = A theme, e.g. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = move
    .description = Your answer to the puzzle you are solving, e.g. Cd5
cmd-learn = learn
    .description = Learn Castalia chess: short lessons with exercises (shown to you only)
cmd-learn-opt-lesson = lesson
    .description = A lesson to open, by number (leave out to go on where you stopped)
cmd-learn-opt-action = action
    .description = hint, retry (the exercise again), or next (skip to the next exercise)
cmd-learn-opt-move = move
    .description = Your answer to the exercise, e.g. Cd5
cmd-tournament = tournament
    .description = Tournaments on this server: arena, Swiss and round robin
cmd-tournament-create = create
    .description = Create a tournament (needs Manage Events)
cmd-tournament-create-opt-kind = kind
    .description = arena (paired as games end), swiss (FIDE Dutch) or roundrobin
cmd-tournament-create-opt-rounds = rounds
    .description = Swiss: the number of rounds (default 5)
cmd-tournament-create-opt-minutes = minutes
    .description = Arena: how long it lasts, in minutes (default 30)
cmd-tournament-create-opt-double = double
    .description = Round robin: everyone meets twice, colours swapped
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: players may give half their clock for an extra point (default yes)
cmd-tournament-create-opt-rules = rules
    .description = Rule set (default: castalia)
cmd-tournament-create-opt-time = time
    .description = Time control: 3+2 (minutes+increment) or 1d (days per move)
cmd-tournament-create-opt-rated = rated
    .description = Rated (default: yes with a clock) or casual
cmd-tournament-create-opt-start = start
    .description = When it starts: now, 15m, 2h, 1d (default 10m)
cmd-tournament-create-opt-name = name
    .description = Its name
cmd-tournament-create-opt-band = band
    .description = Only players rated within this band, e.g. 1200-1600
cmd-tournament-join = join
    .description = Join a tournament of this server
cmd-tournament-join-opt-id = id
    .description = The tournament's number (leave out for the one open here)
cmd-tournament-leave = leave
    .description = Leave a tournament (once it runs: withdraw from the next rounds)
cmd-tournament-leave-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-withdraw = withdraw
    .description = Withdraw from a running tournament (no more pairings; games played still count)
cmd-tournament-withdraw-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-berserk = berserk
    .description = Arena: give half your clock for a point more on a win (before your first move)
cmd-tournament-berserk-opt-game = game
    .description = The game's number (leave out for your tournament game going on)
cmd-tournament-start = start
    .description = Start your tournament now
cmd-tournament-start-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-end = end
    .description = End your tournament now with its standings as they are
cmd-tournament-end-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-standings = standings
    .description = A tournament's standings
cmd-tournament-standings-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-pairings = pairings
    .description = A round's pairings (an arena: the games going on)
cmd-tournament-pairings-opt-id = id
    .description = The tournament's number (leave out for the one here)
cmd-tournament-pairings-opt-round = round
    .description = The round (default: the last one paired)
cmd-tournament-list = list
    .description = This server's tournaments
cmd-tournament-trf = trf
    .description = A tournament as a FIDE TRF-16 report
cmd-tournament-trf-opt-id = id
    .description = The tournament's number (leave out for the one here)

## Option values: the choices of the commands' options in every language (`/play color:white`
## is `/spielen farbe:weiß`); a player may type the English value or their language's, and
## Discord shows these as the choices' names. One word each (letters, digits, -), lower case,
## different from the other values of the same option; the last part of the id is the value.

choice-color-white = white
choice-color-black = black
choice-color-random = random
choice-rules-castalia = castalia
choice-rules-castalia-weak = castalia-weak
choice-rules-standard = standard
choice-setup-castalia = castalia
choice-setup-classic = classic
choice-time-none = none
choice-yesno-yes = yes
choice-yesno-no = no
choice-onoff-on = on
choice-onoff-off = off
choice-notify-dm = dm
choice-notify-channel = channel
choice-theme-classic = classic
choice-theme-ocean = ocean
choice-theme-forest = forest
choice-language-auto = auto
choice-kind-arena = arena
choice-kind-swiss = swiss
choice-kind-roundrobin = roundrobin
choice-puzzle-new = new
choice-puzzle-daily = daily
choice-puzzle-show = show
choice-puzzle-giveup = giveup
choice-learn-hint = hint
choice-learn-retry = retry
choice-learn-next = next

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (the full text is attached)
# $id: the game's number; $white, $black: the players' names.
discord-game-title = Game #{ $id }: { $white } vs { $black }
# $variant: the rule set (castalia, castalia-weak, standard); $time: the time control (10+5, 3 days per move, no clock).
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] rated
       *[casual] casual
    }
discord-field-white = White
discord-field-black = Black
# The field with the game's rule set, time control and whether it is rated.
discord-field-rules = Rules
# The field with the number of the move being played.
discord-field-move = Move
discord-field-last-move = Last move
discord-no-move-yet = none yet
discord-field-time-runs-out = Time runs out
discord-confirm-resign = Resign game #{ $id }? Your opponent wins; this cannot be undone.
button-rematch = Rematch
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Play on the board
button-move = Move
button-abort = Abort
button-resign = Resign
button-offer-draw = Offer draw
button-flip = Flip board
button-explain-last = Explain last move
button-hint = Hint
button-retry = Retry
button-skip = Next (skip)
button-next = Next
button-join = Join
button-leave = Leave
button-accept = Accept
button-decline = Decline
button-cancel = Cancel
discord-nothing-changed = Nothing changed: the game goes on.

## Discord: a game's start, its thread, and where an answer went

# The start message in the channel; $white, $black: the players' names; $terms: the rule set, the time control and rated or casual (discord-game-rules).
discord-game-starts = Game #{ $id } starts: **{ $white }** (white) vs **{ $black }** (black), { $terms }.
# The same for a game shown on one board edited in place; the game's status follows it.
discord-game-starts-live = Game #{ $id } starts: **{ $white }** (white) vs **{ $black }** (black).
# Follows discord-game-starts once the game's thread is open; $thread: a link to the thread.
discord-game-thread-link = Play it in its thread: { $thread }
# Follows discord-game-starts until then.
discord-game-thread-below = Its thread opens below.
# A game's thread name (at most 100 characters); $title: the players ("alice vs bob").
discord-game-thread-name = #{ $id } { $title }
# Said privately where the answer to a command or a click was posted elsewhere; $thread, $channel: links.
discord-pointer-thread = Done: the game goes on in { $thread }.
discord-pointer-board = Done: the board of game #{ $id } is updated in { $channel }.
# A challenge's message once accepted; $name: who accepted it.
discord-challenge-accepted = Challenge accepted by **{ $name }**: the game starts below.
# The private Resign question, closed once the player resigned.
discord-you-resigned = You resigned.
# A button of an older version of the bot, or a damaged one.
discord-stale-button = This button no longer works; type `/board` for a fresh board.
# Under a notice sent by direct message; $link: the game's channel or thread.
discord-dm-go-to-game = Go to the game: { $link }

## Discord: the move picker (the Move button's private menus)

# $board: what the picker moves in ("Game #12", "Exercise 3.2").
discord-picker-which-piece = { $board }: which piece do you move? (Only you see this.)
# A menu's placeholder (at most 100 characters, as every label of the picker).
discord-picker-choose-piece = Choose a piece
# A piece in the menu: $piece on $square, and the number of its legal moves.
discord-picker-piece = { $piece ->
        [pawn] Pawn
        [knight] Knight
        [bishop] Bishop
        [rook] Rook
        [queen] Queen
        [king] King
       *[castalia] Castalia
    } { $square } ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    })
# $board as in discord-picker-which-piece; the $piece on $square.
discord-picker-where = { $board }: where does the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square } go?
discord-picker-choose-destination = Choose where it goes
# A menu's placeholder when a piece has too many moves for one menu: the moves in $directions (discord-picker-direction, joined by commas), $count of them.
discord-picker-moves-toward = Moves { $directions } ({ $count })
# A direction on the board (north: towards the 8th rank); other: moves along no line (a knight's jump, castling).
discord-picker-direction = { $direction ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
        [north-west] north-west
       *[other] other
    }
# A pawn's move to the last rank ($square); the new piece is asked next.
discord-picker-promotes = { $square }: promotes (choose the new piece next)
discord-picker-another-piece = Choose another piece
discord-picker-choose-promotion = Choose the new piece
discord-picker-promotion = { $board }: the pawn on { $from } reaches { $to }. What does it become?
# **Move** is the board's button (button-move).
discord-picker-stale-game = The position of game #{ $id } changed since this menu was opened, so nothing was played. Click **Move** on the newest board, or type `/move`.
discord-picker-stale-lesson = You have moved on to another exercise since this menu was opened, so nothing was played. Type `/learn` to see the exercise you are on.
# The picker closed after a move; $san: the move (Cd5).
discord-picker-played = You played **{ $san }** in game #{ $id }.

## Discord: the adapter's refusals and apologies

# The bot's permissions, as Discord's server settings name them.
discord-permission-view-channel = View Channel
discord-permission-send-messages = Send Messages
discord-permission-send-messages-in-threads = Send Messages in Threads
discord-permission-embed-links = Embed Links
discord-permission-attach-files = Attach Files
# $permissions: the names of the missing permissions (discord-permission-*), joined by commas; $count: how many.
discord-missing-permissions = I cannot run games in this channel: I am missing the { $permissions } { $count ->
        [one] permission
       *[other] permissions
    } here. Ask a server admin to grant { $count ->
        [one] it
       *[other] them
    } to me (or my role), or play in another channel.
discord-bot-challenged = Bots cannot take challenges. Play this bot with `/play level:3`.
discord-sorry = Sorry, that did not work; please try again.
discord-sorry-explain = Sorry, the explanation stumbled. Please try again.
discord-sorry-review = Sorry, the review stumbled. Please try again later.
# A review's progress; $bar: ten characters of # (done) and - (to do), kept as they are; $percent: 0 to 100.
discord-review-progress = Reviewing the game with the engine: `[{ $bar }]` { $percent }%
# $command: the command's name as the user's Discord shows it (tournament join).
discord-server-only = `/{ $command }` works in a server channel, where both players can see the game. Here you can play the bot with `/play level:3`.
# $subcommands: the subcommands' names, joined by commas.
discord-subcommand-required = You must specify one of the following subcommands: { $subcommands }
# $input: what the user typed in an option; $command as in discord-server-only.
discord-unreadable-input = I could not read `{ $input }` in `/{ $command }`. `/help` lists the commands and what their options take.
discord-unreadable-option = I could not read an option in `/{ $command }`. `/help` lists the commands and what their options take.
discord-options-mismatch = I could not read the options of `/{ $command }`: pick them from the lists Discord shows (if the form looks different from `/help`, Discord may still show an older version of the command; try again in a minute).
# The title and the text of the answer when a command broke down.
discord-internal-error = Internal error
discord-internal-error-details = An unexpected internal error has occurred.

## Discord: a tournament's thread and scheduled event, the settings menu

# The name of a tournament's thread and of its event in the server's calendar (at most 100 characters); $name: the tournament's name.
discord-tournament-name = Tournament #{ $id }: { $name }
# The event's description; $summary: the tournament in a few words ("Swiss, 5 rounds, 3+2").
discord-tournament-event = { $summary }. Join with `/tournament join` in the channel.
# A choice of `/settings language:` (at most 100 characters): the language of the user's Discord.
discord-language-auto = auto (Discord's language)

## The console (the local terminal front end)

# $user: the console user's name.
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Board: { $url }
console-welcome = Castalia chess console. You are `{ $user }`; `/as NAME` switches user, `/help` lists commands, `/quit` leaves.
console-images-folder = Board images are written to { $folder }/
console-not-utf8 = That line is not valid UTF-8 text, so it was ignored: type the command again.
console-you-are = You are now { $user }.
console-bad-name = Say who you are, e.g. `/as alice` (1-32 letters, digits, `_`, `-` or `.`).
console-bot-thinking = (the bot is thinking...)
# A private answer (on Discord only its reader sees it); $text: the answer.
console-only-you = (only you) { $text }
console-wrote = (wrote { $path })
console-cannot-write = (could not write { $path }: { $error })
# $moves: the moves, e.g. "Cd5 (d4-d5), Qxe7 (e2-e7)".
console-solution-moves = Your moves in the solution: { $moves }
# The legend under a text board; $marks: e.g. "[ ] moved from / to, < > kidnapped piece".
console-marks = Marks: { $marks }
console-mark-moved = moved from / to
console-mark-kidnapped = kidnapped piece
console-mark-repulsed = repulsed piece
# A moment relative to now: $n units ($unit: s, min, h, days) in the future or the past.
console-relative-time = { $when ->
        [future] in { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] day
               *[other] days
            }
        }
       *[past] { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] day
               *[other] days
            }
        } ago
    }

# Playing games: challenges, moves, offers, clocks, refusals, and the errors of typed commands.
# Game and challenge numbers ($id) are shown after "#" (game #12); $player, $challenger and the
# like are player names. Moves (SAN, e.g. Nf3) and squares (e4) stay as they are.

## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Castalia bot (level { $level })
# A player whose data was deleted at their request.
play-seat-removed = a removed player
# A game's title: its players, white first.
play-game-title = { $white } vs { $black }
# A time control: no clock at all.
play-time-none = no clock
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } day per move
       *[other] { $days } days per move
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = aborted by { $player } ({ $color ->
        [white] white
       *[black] black
    })
play-aborted-no-first-move = aborted: { $player } ({ $color ->
        [white] white
       *[black] black
    }) did not make a first move in time

## Refusals

error-no-game = You have no game in this channel. Start one with `/challenge @someone` or `/play level:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = You have { $count } games here ({ $games }). Add `game:ID` to say which, e.g. `game:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = No game #{ $id } here. Type `/games` to see yours.
error-game-over = Game #{ $id } is over. Start a new one with `/challenge` or `/play`.
error-not-a-player = Only the players of game #{ $id } can do that; anyone may watch with `/board game:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = It is not your turn: { $player } is to move.
error-no-challenge = There is no open challenge for you here. Challenge someone with `/challenge @someone`.
error-unknown-challenge = No challenge #{ $id } here; it may have expired or been answered.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Several challenges wait for you here ({ $challenges }). Add `id:N` to say which.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } from { $challenger }
error-not-your-challenge = That challenge is not addressed to you.
error-own-challenge = You cannot accept your own challenge; `/cancel` withdraws it.
error-self-challenge = You cannot challenge yourself. Play the bot with `/play level:3`, or challenge someone else.
error-conflict = The game changed while your command was on its way; please try again.
error-damaged = Game #{ $id }'s stored record is damaged, so it cannot be played on; it was left untouched. Please tell the bot's owner.
error-storage = Sorry, the bot could not save that, so nothing was changed. Please try again in a moment.
error-busy = Sorry, the bot is busy and could not answer in time; please try again.

## Challenges

challenge-not-in-dm = Challenges are made where both players can see them: use `/challenge` in a server channel, or in your DM or group DM with your friend (add the app to your account first). Here you can play the bot with `/play level:3`.
challenge-answer-not-in-dm = Challenges are answered where they were made: in a server channel, or in the DM or group DM with your friend. Here you can play the bot with `/play level:3`.
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = You already have { $max } open challenges: withdraw one with `/cancel` or wait until one is answered or expires.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } challenges you to a game of { $terms } (challenge #{ $id }, open for { $minutes } min). Answer there with `/accept` or `/decline`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } challenges { $opponent } to a game of { $terms }.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent }: `/accept` or `/decline` (challenge #{ $id }, open for { $minutes } min).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } posts an open challenge: { $terms }.
challenge-open-answer = Anyone may `/accept` it (challenge #{ $id }, open for { $minutes } min).
# $player declines the challenge $challenger made.
challenge-declined = { $player } declines the challenge from { $challenger }.
challenge-withdrawn = { $player } withdraws challenge #{ $id }.
challenge-expired = Challenge #{ $id } from { $challenger } expired unanswered.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] Castalia chess
       *[orthodox] orthodox chess
    } ({ $setup }, { $color ->
        [white] { $challenger } plays white
        [black] { $challenger } plays black
       *[random] colours drawn at random
    }, { $time }, { $rated ->
        [rated] rated
       *[casual] casual
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] rated
       *[casual] casual
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = { $rules } rules, { $setup ->
        [castalia] castalia setup
        [classic] classic setup
       *[fen] from FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = Game #{ $id } starts: { $white } (white) vs { $black } (black), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Game #{ $id } { $white } (white) vs { $black } (black), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Level { $level } (about { $elo } Elo): { $level ->
        [1] a beginner who sees one move ahead and often blunders
        [2] a novice who spots simple threats but misses many tactics
        [3] a casual player who plays sensibly but still drops pieces
        [4] a club beginner who sees short tactics
        [5] a solid club player, now and then imprecise
        [6] a strong club player
        [7] an expert who rarely strays from the best move
       *[8] full strength, the engine's best move every time
    }.
# After play-bot-level in a game of a Castalia rule set: where the level's Elo was measured.
play-bot-elo-orthodox = That Elo is measured in orthodox chess, against Stockfish. No other engine plays Castalia chess, so there the levels are measured only against each other: each beats the one below it.
play-bot-casual = This game is casual: games against the bot never change ratings. Rated games are between people, e.g. `/challenge @someone time:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = The bot is very busy right now ({ $waiting } { $waiting ->
        [one] move
       *[other] moves
    } waiting). Please try again in a minute.
play-abort-tournament = Game #{ $id } is a game of tournament #{ $tournament }: it cannot be aborted. `/resign` ends it as a loss.
play-abort-too-late = Game #{ $id } can no longer be aborted: both sides have moved. Use `/resign` or `/draw` instead.
# Shown when a finished game's thread is closed.
play-thread-closed = Game #{ $id } is over; its thread is closed.
play-rematch-still-going = Game #{ $id } is still going on: finish it first (`/resign`, `/draw` or `/abort`).
play-rematch-opponent-removed = Your opponent's data was deleted, so there can be no rematch. Challenge someone with `/challenge @someone`.
# Put before the new challenge or game of a rematch.
play-rematch-of = Rematch of game #{ $id }:
play-rematch-no-game = You have no finished game here to rematch. Name one with `/rematch game:ID`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = The bot could not move in game #{ $id }: { $reason }
play-bot-not-its-turn = It is not the bot's turn in game #{ $id }.
play-bot-already-thinking = The bot is already thinking in game #{ $id }.
play-bot-no-legal-move = The bot found no legal move.
play-bot-stumbled = Sorry, the bot stumbled while thinking. It will try again in a minute.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = The bot is busy with other games: yours is number { $place } in its queue, and its move comes as soon as a worker is free.

## Moves

# **Move** is the board's button of that name.
move-position-changed = The position of game #{ $id } changed since this menu was opened, so nothing was played. Click **Move** on the newest board, or type `/move`.

## Clocks and deadlines

clock-claim-own-turn = It is your own turn: you cannot claim on time now.
clock-claim-no-clock = This game has no clock, so there is nothing to claim.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = { $player } still has time: it runs out { $until }.
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = Time is up for { $late } in game #{ $id } ({ $title }). { $waiting }: `/claim` the win now; otherwise the game ends by itself { $ends }.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = Time is up for { $late } in game #{ $id } ({ $title }). Move now: the game ends by itself { $ends }.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Reminder: { $player }, your move in game #{ $id } ({ $title }) is due { $due }.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } offers a draw in game #{ $id }. { $opponent }: `/draw` to accept, `/draw decline` to refuse.
offer-takeback = { $player } asks to take back their last move in game #{ $id }. { $opponent }: `/takeback` to accept, `/takeback decline` to refuse.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = You already asked; { $opponent } can answer with `{ $command }`.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Move taken back ({ $plies } { $plies ->
        [one] ply
       *[other] plies
    }).
offer-draw-declined = { $player } declines the draw offer.
offer-takeback-declined = { $player } declines the takeback.
offer-nothing-to-take-back = There is nothing to take back: that side has not moved yet.
offer-no-draw-to-decline = There is nothing to decline: no draw offer waits for your answer.
offer-no-takeback-to-decline = There is nothing to decline: no takeback request waits for your answer.
offer-bot-declines-draw = The bot declines your draw offer: it would rather play on.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = The bot grants takebacks at levels { $min }-{ $max } only. Play on, or `/resign`.

## Game options

error-standard-has-no-castalia = Standard chess has no Castalia: use `setup:classic`, or `rules:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = That FEN does not work: { $reason }. Give a legal FEN, or `setup:castalia` / `setup:classic`.
error-position-over = That position is already over (mate, stalemate or a dead draw): choose another.
error-rated-without-clock = A game with no clock is always casual, so it cannot be rated: give it a clock, e.g. `time:10+5` or `time:3d`, or leave out `rated:yes`.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Unknown rule set `{ $rules }`: use castalia, castalia-weak or standard
error-setup-empty = `setup:` needs a value: `setup:castalia`, `setup:classic` or a FEN in quotes; leave it out for the standard start.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Unknown setup `{ $setup }`: use castalia, classic, or a FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` is not a colour: use white, black or random.
# $time is what the player typed.
error-unknown-time = `{ $time }` is not a time control: use `none`, `10+5` (minutes + seconds per move, up to 180+60) or `3d` (1-14 days per move).

## Typed commands (the console, prefix commands)
# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.

# $length is the number of characters of the line; $max the most accepted.
command-too-long = That line is too long ({ $length } characters, at most { $max }).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Unknown command `/{ $name }`. Did you mean `/{ $suggestion }`?
command-unknown = Unknown command `/{ $name }`. Type `/help` for the list.
command-takes-no-options = `/{ $command }` does not take `{ $option }:`; it takes no options.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` does not take `{ $option }:`; it takes { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` is not a number: { $number ->
        [challenge] write the challenge number, e.g. id:7
        [tournament] write the tournament number, e.g. id:3
        [round] write the round number, e.g. round:2
       *[game] write the game number, e.g. game:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` does not understand `{ $word }`: give a game number, e.g. `12` or `game:12`, or nothing for your game here.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` does not understand `{ $word }`: give a game number, e.g. `12` or `game:12`, or one of the words in `/help`.
# $first and $second are game numbers.
command-two-games = Two games are named ({ $first } and { $second }): give one, e.g. `game:{ $first }`.
command-unclosed-quote = Unclosed quote: close it with `"`.
# $option: the option as typed, with nothing after its colon.
command-option-empty = `{ $option }:` needs a value: give one, or leave the option out to use the default.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` is not a level: choose one from { $min } (beginner) to { $max } (full strength), e.g. level:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = coordinates: takes on or off, e.g. `/settings coordinates:off`.
command-notify-usage = notify: takes dm (notices by direct message too) or channel, e.g. `/settings notify:dm`.
command-theme-usage = theme: takes classic, ocean or forest, e.g. `/settings theme:ocean`.
command-language-usage = language: takes en, de, fr, es, ru, pt-BR or auto, e.g. `/settings language:de`.
command-rated-usage = rated: takes yes or no.
command-tournament-usage = Try `/tournament create kind:swiss rounds:3 time:10+5 start:now`, `/tournament join`, `/tournament start`, `/tournament pairings`, `/tournament standings`, `/tournament withdraw`, `/tournament berserk`, `/tournament list` or `/tournament end`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/tournament create` does not understand `{ $word }`: its settings are written `option:value`, e.g. `kind:swiss rounds:5`. A value with spaces runs to the next option (`name:Winter Swiss time:10+5`), or put it in quotes (`name:"Winter Swiss"`).
command-challenge-usage = Name the player to challenge, e.g. `/challenge bob`, or leave it out for an open challenge.
command-play-usage = Choose a level from 1 to 8, e.g. `/play level:3`.
command-move-usage = Say which move, e.g. `/move e4` or `/move Cd5`.
command-puzzle-usage = Try `/puzzle`, `/puzzle themes:kidnap`, `/puzzle action:daily`, `/puzzle move:Cd5` or `/puzzle action:giveup`.
command-learn-usage = Try `/learn`, `/learn 3`, `/learn hint`, `/learn retry`, `/learn next` or `/learn move:Cd5`.
command-stats-usage = Name a player, e.g. `/stats bob`.
command-forget-usage = Name a player, e.g. `/forget bob` (server admins), or `/forget` alone to delete your own data.

# Replies: a game's status, moves just played, results, boards, game lists, stats, the
# leaderboard, notices, privacy, limits, and the words around explanations and reviews.
#
# Shared variables: $id is a game's (or challenge's) number; $white and $black the players'
# names; $rules a rule set's name as typed (castalia, castalia-weak, standard); $color is
# white or black; $rated is rated or casual.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] rated
       *[casual] casual
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = { $winner ->
        [white] White
       *[black] Black
    } wins by { $reason ->
        [checkmate] checkmate
        [resignation] resignation
        [timeout] timeout
       *[abandonment] abandonment
    }
# $reason: why the game was drawn.
game-outcome-draw = Draw by { $reason ->
        [stalemate] stalemate
        [repetition] threefold repetition
        [fifty-moves] the 50-move rule
        [dead-position] insufficient material (dead position)
        [agreement] agreement
       *[timeout-vs-insufficient-material] timeout against insufficient material
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = Game #{ $id } was aborted by { $player } ({ $color ->
        [white] white
       *[black] black
    }) (no result, ratings unchanged). `/rematch` asks for another.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = Game #{ $id } was aborted: { $player } ({ $color ->
        [white] white
       *[black] black
    }) did not make a first move in time (no result, ratings unchanged). `/rematch` asks for another.
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = Game #{ $id } is over: { $player } ({ $color ->
        [white] white
       *[black] black
    }) { $reason ->
        [no-first-move] did not make a first move in time
       *[left] left before both sides had moved
    } and loses by forfeit (tournament #{ $tournament }; a forfeit is not rated). `/tournament standings id:{ $tournament }` shows the table.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = Game #{ $id } is over: **{ $outcome }** ({ $result }, { $rated ->
        [rated] rated
       *[casual] casual
    }). `/rematch` asks for another.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = Game #{ $id } is over: **{ $outcome }** ({ $result }, { $rated ->
        [rated] rated
       *[casual] casual
    }), a game of tournament #{ $tournament }. `/tournament standings id:{ $tournament }` shows the table.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = { $player } to move ({ $color ->
        [white] white
       *[black] black
    }), move { $number }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
status-to-move-in-check = { $player } to move ({ $color ->
        [white] white
       *[black] black
    }, in check), move { $number }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Clocks: white { $white }, black { $black }.
status-abortable = Until both sides have moved, either may `/abort`.
# $player: who offers the draw.
status-draw-offer = { $player } offers a draw.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (time runs out { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } played **{ $san }**.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } played **{ $san }**: it { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san }: { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } and { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $how ->
        [kidnap] kidnapped
       *[push] pushed
    } { $owner ->
        [own] its own
        [yours] your
        [player] { $player }'s
        [bot] the bot's
       *[removed] the { $color ->
            [white] white
           *[black] black
        }
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } from { $from } to { $to }{ $queen ->
        [yes] , where it became a queen
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Game #{ $id } { $white } vs { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } vs { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Game #{ $id } ({ $white } vs { $black }): { $moves }
game-moves-none = Game #{ $id } ({ $white } vs { $black }): no moves yet
game-pgn = PGN of game #{ $id } ({ $white } vs { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = The Castalia's kidnap and repulse in one move, drawn before and after
game-card-not-yet = Game #{ $id } is still going on; its result card comes when it ends.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = Game #{ $id } is over. { $white } (white) vs { $black } (black): **{ $result }**: { $outcome } after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = Game #{ $id } is over. { $white } (white) vs { $black } (black): aborted by { $player } ({ $color ->
        [white] white
       *[black] black
    }) after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = Game #{ $id } is over. { $white } (white) vs { $black } (black): aborted: { $player } ({ $color ->
        [white] white
       *[black] black
    }) did not make a first move in time after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = Game #{ $id } is over. { $white } (white) vs { $black } (black): { $player } ({ $color ->
        [white] white
       *[black] black
    }) { $reason ->
        [no-first-move] did not make a first move in time
       *[left] left before both sides had moved
    } and lost by forfeit (tournament #{ $tournament }, not rated).
# $sentence: the last move in a sentence (announce-played...).
game-last-move = The last move: { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = An animation of the whole game, move by move: { $moves }. The final position: { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } vs { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Game #{ $id }
game-choices-exercise = Exercise { $exercise }
game-no-legal-move = There is no legal move in game #{ $id }.

## /games

games-none = You have no game in progress here and no challenge waiting. Start one with `/challenge @someone` or `/play level:3`.
games-heading = Your games here:
games-line-your-move = #{ $id } { $white } vs { $black } ({ $rules }, your move)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } vs { $black } ({ $rules }, { $player } to move)
games-line-damaged = #{ $id } { $white } vs { $black } ({ $rules }, damaged record)
games-challenges-heading = Challenges:
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } from you to { $to }, { $terms }: `/cancel id:{ $id }` withdraws it
games-challenge-from-you-open = #{ $id } from you to anyone (open), { $terms }: `/cancel id:{ $id }` withdraws it
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } from { $player } to you, { $terms }: `/accept id:{ $id }` or `/decline id:{ $id }`
games-challenge-open = #{ $id } from { $player } to anyone (open), { $terms }: `/accept id:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules }: rating { $rating } · { $wins } { $wins ->
        [one] win
       *[other] wins
    }, { $draws } { $draws ->
        [one] draw
       *[other] draws
    }, { $losses } { $losses ->
        [one] loss
       *[other] losses
    } ({ $rated } rated { $rated ->
        [one] game
       *[other] games
    })
stats-none = No finished games yet.
leaderboard-empty-server = No rated { $rules } games on this server yet. Challenge someone with `/challenge @someone`.
leaderboard-empty-yours = No rated { $rules } games of yours yet. Challenge someone with `/challenge @someone`.
leaderboard-empty-here = No rated { $rules } games here yet. Challenge someone with `/challenge @someone`.
leaderboard-heading-server = Leaderboard ({ $rules }), players of this server; ratings are global:
leaderboard-heading-yours = Leaderboard ({ $rules }), you and the players you played rated games with (each server has its own: type `/leaderboard` there); ratings are global:
leaderboard-heading-here = Leaderboard ({ $rules }), players here; ratings are global:
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } ({ $wins }W { $draws }D { $losses }L)

## Notices by direct message

# $opponent: the other player.
notice-your-move = Your move in game #{ $id } against { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = Game #{ $id } against { $opponent } is over: **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = That is not something one does to a game.
reply-not-for-a-challenge = That is not something one does to a challenge.
reply-decline-own-challenge = That is your own challenge: `/cancel` withdraws it.
reply-decline-open-challenge = An open challenge needs no declining: it simply expires.
reply-only-challenger-cancels = Only the challenger can cancel a challenge; `/decline` refuses one sent to you.

## Privacy (/forget)

privacy-cannot-forget-here = You cannot delete your data here.
privacy-only-admins = Only an administrator of this server can remove another player from it; `/forget` with no user deletes everything the bot stores about you.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = Done: the bot no longer stores anything about { $name }. { $changed } game record(s) now show "a removed player"; games in progress were resigned (or aborted, where both sides had not yet moved).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = Done: { $name } is removed from this server: { $deleted } finished { $deleted ->
        [one] game
       *[other] games
    } here deleted, { $resigned } { $resigned ->
        [one] game
       *[other] games
    } in progress here resigned, and off this server's leaderboard. Their rating and their games elsewhere are theirs: only they can delete those, with `/forget`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Slow down a little: too many commands at once. Try again in { $seconds } s.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } already has { $games } { $games ->
        [one] game
       *[other] games
    } in progress (the most allowed); finish or resign one first (`/games` lists them).

## /explain and /review around the engine's words

fairplay-engine-closed = Engine analysis of game #{ $id } is available once it ends (then `/review game:{ $id }` too): no verdict, evaluation or better move while two people are playing it.
# The alt text of an explanation's picture.
analysis-picture-alt = The move before and after, with arrows for what it moved
analysis-no-move-yet = No move has been played in game #{ $id } yet: name one to preview it, e.g. `/explain Cd5`.
analysis-not-playing = You are not playing in game #{ $id }, so it has no move of yours: name one, e.g. `/explain 8...Cd5`.
analysis-not-moved-yet = You have not moved yet in game #{ $id }: name a move to preview it, e.g. `/explain Cd5`.
# Above the explanation of a move not played ($san), previewed in game $id's position.
analysis-preview-heading = **{ $san } has not been played:** this previews it in the current position of game #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = This previews { $preview } in the current position; { $played } was played earlier: `/explain { $typed }` explains that one.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = Game #{ $id } starts at move { $first }: there is no move { $number } in it.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = Game #{ $id } has no move { $number } yet: the next move is { $side ->
        [white] White's
       *[black] Black's
    } move { $next }.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = Move { $number } has not been played yet in game #{ $id }: name a move to preview it, e.g. `/explain { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = In game #{ $id }, { $number } was { $played }, not { $typed }: type `/explain { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = In game #{ $id }, { $number } was { $played }, not { $typed }: type `/explain { $numbered }`, or leave out the number for the latest `{ $typed }`.
review-nothing-yet = There is nothing to review yet: no move has been played in this game.
review-not-yours-yet = Game #{ $id } is still being played, and only its players may review it before it ends. Try `/review game:{ $id }` once it is over.
review-already-running = You already have a review under way; it will be posted here when it is done. Ask for the next one after that.
review-failed = Sorry, the review stumbled. Please try again later.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = The evaluation graph of game #{ $id } (the advantage after each move) and its review: { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Review of game #{ $id }** ({ $nodes } nodes a position)
review-clean = No inaccuracy, mistake or blunder: a clean game.
review-key-moments = **Key moments**

# Move explanations (`/explain`, the explanation picture, lessons and puzzles), the reasons a
# move is illegal, the engine's view of a move, game reviews, alt texts of pictures and the
# words drawn into pictures.
#
# Conventions of this part:
# - A piece named in a sentence is three variables: `$x` its kind (a selector key: pawn,
#   knight, bishop, rook, queen, king, castalia), `$x_color` its colour (white, black) and
#   `$x_square` its square (e4). Decline the noun and its adjective as the sentence needs.
#   An `$x` of `none` means the square is empty (then only `$x_square` is named).
# - `$mood` is `played` for a move that was played (or is previewed as legal) and `would` for
#   an illegal move: what it would have done.
# - Squares (e4), moves in SAN (Cd5, Nxe4, O-O) and lines of moves (12. Cd5 exd5 13. Qxd5) stay
#   as they are in every language.
# - `$line` names the line a Castalia moves along: `file` (with `$file`, its letter), `rank`
#   (with `$rank`, its number, 1-8) or `diagonal` (with `$diagonal`, its two ends: a1-h8).
# - `$dir` is a direction: north (towards Black's side), north-east, east, south-east, south,
#   south-west, west, north-west.

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } and { $last }
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
explain-clause-kidnaps = kidnaps the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } from { $from } to { $to }
explain-clause-repulses = repulses the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } from { $from } to { $to }
explain-clause-repulses-promotes = repulses the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } from { $from } to { $to } (it becomes a queen)
explain-clause-castles = castles { $side ->
        [king] king
       *[queen] queen
    } side
explain-clause-en-passant = pawn { $from }x{ $to } en passant
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Pawn
        [knight] Knight
        [bishop] Bishop
        [rook] Rook
        [queen] Queen
        [king] King
       *[castalia] Castalia
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Pawn
        [knight] Knight
        [bishop] Bishop
        [rook] Rook
        [queen] Queen
        [king] King
       *[castalia] Castalia
    } { $from }x{ $to } takes the { $captured ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
explain-clause-move-promotes = { $piece ->
        [pawn] Pawn
        [knight] Knight
        [bishop] Bishop
        [rook] Rook
        [queen] Queen
        [king] King
       *[castalia] Castalia
    } { $from }-{ $to }, promoting to a { $promotion ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
explain-clause-move-takes-promotes = { $piece ->
        [pawn] Pawn
        [knight] Knight
        [bishop] Bishop
        [rook] Rook
        [queen] Queen
        [king] King
       *[castalia] Castalia
    } { $from }x{ $to } takes the { $captured ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }, promoting to a { $promotion ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
explain-clause-check = check
explain-clause-checkmate = checkmate
explain-clause-stalemate = stalemate
# Clauses of a move menu only.
explain-does-nothing = no kidnap, no repulse
explain-does-en-passant = takes the pawn on { $square } en passant
explain-does-takes = takes the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square }
explain-does-promotes = promotes to a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }

# The sentences under the summary.
explain-castalia-move = Castalia { $from }-{ $to } ({ $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    }).
explain-castling = Castling { $side ->
        [king] king
       *[queen] queen
    } side: the king goes { $from }-{ $to } and the rook { $rook_from }-{ $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Pawn { $from }x{ $to } en passant: it captures the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square }, which has just made its double step past { $to }.
explain-double-step = It is a double step from its second rank.
explain-captures = It captures the { $captured_color ->
        [white] white
       *[black] black
    } { $captured ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $captured_square }.
# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = The pawn becomes a { $promotion_color ->
        [white] white
       *[black] black
    } { $promotion ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }.
explain-captures-promotes = It captures the { $captured_color ->
        [white] white
       *[black] black
    } { $captured ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $captured_square }, and the pawn becomes a { $promotion_color ->
        [white] white
       *[black] black
    } { $promotion ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = This answers the check from { $checkers }.

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Kidnap: the nearest piece behind it on { $line ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $rank }th
        } rank
       *[diagonal] the { $diagonal } diagonal
    }, { $victim ->
        [none] { $victim_square }
       *[other] the { $victim_color ->
            [white] white
           *[black] black
        } { $victim ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $victim_square }
    }, { $mood ->
       *[played] is dragged
        [would] would be dragged
    } to { $to }.
explain-kidnap-king = Kidnap: the nearest piece behind it on { $line ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $rank }th
        } rank
       *[diagonal] the { $diagonal } diagonal
    }, { $victim ->
        [none] { $victim_square }
       *[other] the { $victim_color ->
            [white] white
           *[black] black
        } { $victim ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $victim_square }
    }, { $mood ->
       *[played] is dragged
        [would] would be dragged
    } to { $to } (kings are kidnapped like any piece).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Kidnap: the move is one square long, so in the weak rule set the Castalia { $mood ->
       *[played] kidnaps
        [would] would kidnap
    }: the nearest piece behind it on { $line ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $rank }th
        } rank
       *[diagonal] the { $diagonal } diagonal
    }, { $victim ->
        [none] { $victim_square }
       *[other] the { $victim_color ->
            [white] white
           *[black] black
        } { $victim ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $victim_square }
    }, { $mood ->
       *[played] is dragged
        [would] would be dragged
    } to { $to }.
explain-kidnap-weak-king = Kidnap: the move is one square long, so in the weak rule set the Castalia { $mood ->
       *[played] kidnaps
        [would] would kidnap
    }: the nearest piece behind it on { $line ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $rank }th
        } rank
       *[diagonal] the { $diagonal } diagonal
    }, { $victim ->
        [none] { $victim_square }
       *[other] the { $victim_color ->
            [white] white
           *[black] black
        } { $victim ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $victim_square }
    }, { $mood ->
       *[played] is dragged
        [would] would be dragged
    } to { $to } (kings are kidnapped like any piece).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Kidnap: none. In the weak rule set the Castalia kidnaps only when it moves exactly one square, and this move is { $length ->
        [one] one square
       *[other] { $length } squares
    } long, so { $stays ->
        [none] { $stays_square }
       *[other] the { $stays_color ->
            [white] white
           *[black] black
        } { $stays ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $stays_square }
    } { $mood ->
       *[played] stays
        [would] would stay
    }.
explain-kidnap-nothing = Kidnap: nothing stands behind it on { $line ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $rank }th
        } rank
       *[diagonal] the { $diagonal } diagonal
    }, so nothing { $mood ->
       *[played] is dragged
        [would] would be dragged
    }.

## The Castalia's repulse

explain-repulse-edge = Repulse: the Castalia { $mood ->
       *[played] stops
        [would] would stop
    } at the edge of the board, so there { $mood ->
       *[played] is
        [would] would be
    } nothing beyond it to push.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Repulse: { $square }, beyond it, is empty, so nothing { $mood ->
       *[played] is pushed
        [would] would be pushed
    }.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square }, beyond it, is on the Castalia's own side, and a Castalia pushes only enemy pieces.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] is pushed
        [would] would be pushed
    } { $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    } to { $to }.
explain-repulse-promotes = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] is pushed
        [would] would be pushed
    } { $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    } to { $to }, its promotion rank, and { $mood ->
       *[played] becomes
        [would] would become
    } a { $victim_color ->
        [white] white
       *[black] black
    } queen.
explain-repulse-to-edge = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] is pushed
        [would] would be pushed
    } { $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    } to { $to }, the remotest empty square, at the edge of the board.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] is pushed
        [would] would be pushed
    } { $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    } to { $to }, the remotest empty square before the { $blocker_color ->
        [white] white
       *[black] black
    } { $blocker ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $blocker_square }.
explain-repulse-pawn-stops = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] is pushed
        [would] would be pushed
    } { $dir ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    } to { $to }: a pawn may not be pushed onto its own first rank, so it { $mood ->
       *[played] stops
        [would] would stop
    } on its second rank.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } cannot move, as it stands at the edge of the board, so it { $mood ->
       *[played] stays
        [would] would stay
    }.
explain-repulse-stuck-first-rank = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } cannot be pushed back onto its first rank, so it { $mood ->
       *[played] stays
        [would] would stay
    }.
explain-repulse-stuck-blocked = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } cannot move, because the next square, { $blocker_square }, holds the { $blocker_color ->
        [white] white
       *[black] black
    } { $blocker ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }, so it { $mood ->
       *[played] stays
        [would] would stay
    }.
explain-repulse-stays = Repulse: the { $victim_color ->
        [white] white
       *[black] black
    } { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } { $mood ->
       *[played] stays
        [would] would stay
    }.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] White
       *[black] Black
    } loses the right to castle: its king left { $square }.
explain-castling-lost-king-left = { $color ->
        [white] White
       *[black] Black
    } loses the right to castle { $side ->
        [king] king
       *[queen] queen
    } side: its king left { $square }.
explain-castling-lost-rook-captured = { $color ->
        [white] White
       *[black] Black
    } loses the right to castle { $side ->
        [king] king
       *[queen] queen
    } side: its rook on { $square } was captured.
explain-castling-lost-rook-left = { $color ->
        [white] White
       *[black] Black
    } loses the right to castle { $side ->
        [king] king
       *[queen] queen
    } side: its rook left { $square }.
# $color: the side that cannot move.
explain-stalemate = Stalemate: { $color ->
        [white] White
       *[black] Black
    } has no legal move and is not in check, so the game is drawn.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Check: the { $king_color ->
        [white] white
       *[black] black
    } king on { $king_square } is attacked by { $attackers }.
explain-check-castalia = Check: the { $king_color ->
        [white] white
       *[black] black
    } king on { $king_square } is attacked by { $attackers } (the Castalia itself never gives check).
explain-checkmate = Checkmate: the { $king_color ->
        [white] white
       *[black] black
    } king on { $king_square } is attacked by { $attackers }, and { $king_color ->
        [white] White
       *[black] Black
    } has no legal move. { $winner ->
        [white] White
       *[black] Black
    } wins.
explain-checkmate-castalia = Checkmate: the { $king_color ->
        [white] white
       *[black] black
    } king on { $king_square } is attacked by { $attackers } (the Castalia itself never gives check), and { $king_color ->
        [white] White
       *[black] Black
    } has no legal move. { $winner ->
        [white] White
       *[black] Black
    } wins.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = { $input } is not legal here: { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence). A message
# whose id ends in -sentence is written with a capital first letter, whatever starts it.
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = for { $piece ->
        [none] { $piece_square }
       *[other] the { $piece_color ->
            [white] white
           *[black] black
        } { $piece ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $piece_square }
    }, { $reason }

# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = a piece must move to another square
illegal-no-piece-on = you have no piece on { $square }
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] a pawn moves one square straight forward (two from its second rank), or one square diagonally forward to capture
        [knight] a knight moves in an L: two squares along a rank or file, then one to the side
        [bishop] a bishop moves along diagonals
        [rook] a rook moves along ranks and files
        [queen] a queen moves along ranks, files and diagonals
        [king] a king moves one square in any direction (two along its rank when castling)
       *[castalia] a Castalia moves like a queen, along a rank, file or diagonal
    }
illegal-castalia-not-on-line = a Castalia moves like a queen, along a rank, file or diagonal, and { $to } is not on a line with { $from }
# $target: the piece on $square.
illegal-castalia-cannot-capture = a Castalia cannot capture, and { $square } holds the { $target_color ->
        [white] white
       *[black] black
    } { $target ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
illegal-castalia-cannot-capture-own = a Castalia cannot capture, and { $square } holds your own { $target_color ->
        [white] white
       *[black] black
    } { $target ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
illegal-own-piece = { $square } holds your own { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
illegal-own-piece-capture = { $square } holds your own { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }, and no piece captures its own side
illegal-pawn-captures-ahead = a pawn cannot capture straight ahead
illegal-pawn-captures-ahead-piece = a pawn cannot capture straight ahead, and { $square } holds the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
illegal-pawn-double-step = a pawn can step two squares only from its second rank
illegal-pawn-diagonal-to-empty = a pawn moves diagonally only to capture, and { $square } is empty
illegal-cannot-castle = you cannot castle now
illegal-blocked = the path is blocked by { $blocker ->
        [none] { $blocker_square }
       *[other] the { $blocker_color ->
            [white] white
           *[black] black
        } { $blocker ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $blocker_square }
    }
illegal-no-castalia-in-standard = there is no Castalia in standard chess
illegal-does-not-answer-check = your king is in check, and this move does not answer it
illegal-castalia-exposes-king = its kidnap or repulse would leave your king in check
illegal-exposes-king = it would leave your king in check
illegal-no-such-promotion = a pawn cannot become a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = a pawn cannot become a { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } in { $rules }
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = the piece on { $square } is a { $is ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }, not a { $named ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
illegal-none-of-kind = you have no { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason }; { $moves }
illegal-with-moves-sentence = { $reason }; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = for the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square }, { $reason }
illegal-each-sentence = For the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square }, { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = no { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } of yours can move to { $square }
illegal-none-reaches-moves = no { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } of yours can move to { $square }; your { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } moves are { $moves }
illegal-none-reaches-sentence = No { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } of yours can move to { $square }.
illegal-none-reaches-moves-sentence = No { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } of yours can move to { $square }; your { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } moves are { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [castalia] Castalia
       *[none] piece
    } on { $square } can play { $moves }
illegal-piece-no-moves = the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [castalia] Castalia
       *[none] piece
    } on { $square } has no legal move
illegal-piece-moves-sentence = The { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [castalia] Castalia
       *[none] piece
    } on { $square } can play { $moves }.
illegal-piece-no-moves-sentence = The { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [castalia] Castalia
       *[none] piece
    } on { $square } has no legal move.

# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = { $color ->
        [white] White
       *[black] Black
    } has lost the right to castle { $side ->
        [king] king
       *[queen] queen
    } side (the king or that rook has left its square)
# $piece stands on a square between the king and the rook.
illegal-castling-between = { $piece ->
        [none] { $piece_square }
       *[other] the { $piece_color ->
            [white] white
           *[black] black
        } { $piece ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $piece_square }
    } stands between the king and the rook
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = you cannot castle out of check, and your king is attacked by { $attackers }
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = the king would { $way ->
        [passes] pass through
       *[lands] land on
    } { $square }, which { $attackers } attacks

# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = the kidnap would drag your king from { $from } to { $to }, next to the enemy king
illegal-kidnap-king-attacked = the kidnap would drag your king from { $from } to { $to }, where { $attackers } attacks it
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = the repulse would push { $pushed ->
        [none] { $pushed_square }
       *[other] the { $pushed_color ->
            [white] white
           *[black] black
        } { $pushed ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $pushed_square }
    } to { $to }, where it would become a queen and check your king on { $king }
illegal-repulse-checks = the repulse would push { $pushed ->
        [none] { $pushed_square }
       *[other] the { $pushed_color ->
            [white] white
           *[black] black
        } { $pushed ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $pushed_square }
    } to { $to }, from where it would check your king on { $king }
# $checker: the piece that would then give check.
illegal-repulse-unshields = the repulse would push { $pushed ->
        [none] { $pushed_square }
       *[other] the { $pushed_color ->
            [white] white
           *[black] black
        } { $pushed ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $pushed_square }
    }, which shields your king on { $king }, away to { $to }, leaving it in check from { $checker ->
        [none] { $checker_square }
       *[other] the { $checker_color ->
            [white] white
           *[black] black
        } { $checker ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $checker_square }
    }
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = the kidnap would drag the { $dragged_color ->
        [white] white
       *[black] black
    } { $dragged ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $dragged_square } to { $to }, from where it would check your king on { $king }
illegal-kidnap-unshields = the kidnap would drag { $dragged ->
        [none] { $dragged_square }
       *[other] the { $dragged_color ->
            [white] white
           *[black] black
        } { $dragged ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $dragged_square }
    }, which shields your king on { $king }, away to { $to }, leaving it in check from { $checker ->
        [none] { $checker_square }
       *[other] the { $checker_color ->
            [white] white
           *[black] black
        } { $checker ->
            [pawn] pawn
            [knight] knight
            [bishop] bishop
            [rook] rook
            [queen] queen
            [king] king
           *[castalia] Castalia
        } on { $checker_square }
    }
illegal-king-next-to-king = your king would stand next to the enemy king on { $to }
illegal-king-in-check-on = your king would be in check on { $to } from { $attackers }
illegal-check-not-stopped = your king on { $king } is in check from { $attackers }, and this move does not stop it
# $piece: the piece that was to move.
illegal-pinned = the { $piece_color ->
        [white] white
       *[black] black
    } { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $piece_square } is pinned: moving it would leave your king on { $king } in check from { $attackers }
illegal-leaves-king-in-check = it would leave your king on { $king } in check from { $attackers }

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = no move given: type one like e4, Nf3, Cd5 or e2e4
# $length: how many characters were typed.
illegal-parse-too-long = that is too long for a move ({ $length } characters): type one like e4, Nf3, Cd5 or e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` is not a move: type one like e4, Nf3, Cd5, e2e4 or O-O
illegal-parse-no-piece = there is no piece on { $square }
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = the piece on { $square } is { $owner ->
        [white] white
       *[black] black
    }'s, and it is { $turn ->
        [white] white
       *[black] black
    }'s turn
illegal-parse-illegal = { $input } is not legal here: { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = { $input } is ambiguous: { $candidates }
explain-list-or = { $first } or { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } reaches the last rank: say which piece it becomes, e.g. { $options }
illegal-parse-needless-promotion = { $input } is not a promotion: leave out the piece letter

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
        [pawn] a pawn
        [knight] a knight
        [bishop] a bishop
        [rook] a rook
        [queen] a queen
        [king] a king
       *[castalia] the Castalia
    }
       *[other] { $count } { $piece ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
        [king] kings
       *[castalia] Castalias
    }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    }
       *[other] { $count } { $piece ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
        [king] kings
       *[castalia] Castalias
    }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } for { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Forces mate in 1: it is checkmate at once.
why-forces-mate = Forces mate in { $moves }: { $line }.
why-allows-mate = It allows mate in { $moves }: { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = It wins { $material }: { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = It wins { $material } (the repulse pushes the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } off the defence of { $square }): { $line }.
why-wins-kidnap-cause = It wins { $material } (the kidnap drags the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } away from the defence of { $square }): { $line }.
why-loses = It loses { $material }: { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = It leaves the { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } to be taken by the { $attacker ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $attacker_square }: { $line }.
why-left-to-be-taken-free = It leaves the { $victim ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $victim_square } to be taken by the { $attacker ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $attacker_square }, with nothing to take back: { $line }.
# The move repeats a position of the game for the third time: a draw at once (automatic).
why-draws-by-repetition = It repeats the position a third time: the game is drawn by repetition.
# The move lets the game reach a position for the third time ($line: the move and the line to it).
why-allows-repetition = It allows a draw by repetition: { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = It lets { $color ->
        [white] White
       *[black] Black
    } answer { $reply }: { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = It leaves { $color ->
        [white] White
       *[black] Black
    } at { $eval } in the engine's view.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = The only move that stops mate: after { $other } instead, { $color ->
        [white] White
       *[black] Black
    } mates in { $moves }: { $line }.
why-only-stops-mate-in = The only move that stops mate in { $moves }: after { $other } instead, { $color ->
        [white] White
       *[black] Black
    } mates in { $moves }: { $line }.
why-only-saves-material = The only move that saves material: after { $other } instead, { $color ->
        [white] White
       *[black] Black
    } loses { $material }: { $line }.
why-only-good-move = The only good move: the next best, { $other }, would give { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = It threatens { $threat }, mate.
why-threatens-mate = It threatens mate in { $moves }, starting with { $threat }: { $line }.
why-threatens-win = It threatens { $threat }, which wins { $material }: { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = the evaluation stays { $eval } ({ $color ->
        [white] White
       *[black] Black
    }'s winning chance { $chance }%)
why-eval-changes = { $before } before, { $after } after ({ $color ->
        [white] White
       *[black] Black
    }'s winning chance { $chance_before }% -> { $chance_after }%)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Best move
        [good] Good move
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }: { $eval }.
why-verdict-only-legal = The only legal move: { $eval }.
# The verdict on a move not played, a preview ($verdict: a why-verdict* sentence).
why-verdict-if-played = If it were played: { $verdict }
why-verdict-a-little-better = Good move: { $eval }; { $better } was a little better.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Better was { $better }, which { $reason }.

# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = mates at once
why-reason-forces-mate = forces mate in { $moves } ({ $line })
why-reason-keeps-eval = keeps the evaluation at { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = wins { $material }
why-phrase-loses = loses { $material }
# What the better move's line keeps ($kept: a list of piece-the, which the move played loses)
# or wins ($won: a list of piece-some) beyond the move played ($played, SAN, which wins
# something too in -more).
why-advantage-keeps = keeps { $kept } that { $played } loses
why-advantage-wins = wins { $won }
why-advantage-wins-more = wins { $won } more than { $played } does
why-advantage-keeps-wins = keeps { $kept } that { $played } loses, and wins { $won }
why-advantage-keeps-wins-more = keeps { $kept } that { $played } loses, and wins { $won } more
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, at the cost of { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] white
       *[black] black
    }): accuracy { $accuracy }%; { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] white
       *[black] black
    }): no moves; { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move }: { $quality ->
        [best] best move
        [good] good move
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    } (White's winning chance { $before }% -> { $after }%).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Best move
        [good] Good move
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = Missed { $kind ->
        [kidnap] a kidnap mate
        [repulse] a repulse mate
       *[mate] a mate
    } in { $moves }: { $better }.
review-line-missed-mate-line = Missed { $kind ->
        [kidnap] a kidnap mate
        [repulse] a repulse mate
       *[mate] a mate
    } in { $moves }: { $better } ({ $line }).
review-line-repulse-promoted = The repulse pushed the pawn from { $from } to { $to }, where it became a queen.
review-line-repulse-loses-queen = This repulse loses the queen: { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] best move
        [good] good move
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] best move
        [good] good move
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }); green: played, blue: { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = { $color ->
        [white] White
       *[black] Black
    } to move.
alt-to-move-in-check = { $color ->
        [white] White
       *[black] Black
    } to move, in check.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Last move: { $color ->
        [white] White
       *[black] Black
    } { $effects }.
alt-the-move = The move: { $color ->
        [white] White
       *[black] Black
    } { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white }; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] White
       *[black] Black
    }: { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] pawn
       *[other] pawns
    } { $squares }
alt-nothing = nothing
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } Before it: { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# The legend under a board or an explanation picture: what each colour shows (short labels
# beside colour samples).
legend-move = the move
legend-moved-from-to = moved from / to
legend-castalia-path = Castalia's path
legend-kidnap-drag = kidnap drag
legend-repulse-push = repulse push
legend-kidnapped-piece = kidnapped piece
legend-repulsed-piece = repulsed piece
legend-king-in-check = king in check
legend-better-move = better move
legend-threat = threat
# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = Before: { $color ->
        [white] White
       *[black] Black
    } to move
picture-after = After { $san }
# Under the first frame of a game's animation.
picture-start = Start
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = move number  ·  y: White's winning chance
picture-graph-inaccuracy = inaccuracy
picture-graph-mistake = mistake
picture-graph-blunder = blunder
# The last line of a long table: $count rows left out.
picture-table-more = … and { $count } more

# English messages of the community features: tournaments (`/tournament`), puzzles
# (`/puzzle`, the daily puzzle), puzzle themes, and the Castalia course (`/learn`) with its
# lessons and exercises. Merged into en.ftl when the move into the catalogue is done.

## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Only the tournament's creator (or someone with Manage Events) may start it early.
# $id: the tournament's number (as in all the messages below).
tournament-already-started = Tournament #{ $id } has already started.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = It has already started.
tournament-trf = Tournament #{ $id } as a FIDE TRF-16 report (for pairing programs and rating officers).
tournament-servers-only = Tournaments are held on servers: use `/tournament` in a server's channel.
tournament-not-here = There is no tournament #{ $id } here. `/tournament list` shows this server's tournaments.
tournament-no-such = There is no tournament #{ $id }.
tournament-gone = The tournament is gone.
tournament-none-live = No tournament is open or running here. `/tournament create kind:swiss rounds:5 time:10+5 start:15m` makes one; `/tournament list` shows past ones.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Several tournaments are open or running here ({ $list }): add its number, e.g. `id:{ $first }`.
tournament-create-not-allowed = Creating a tournament needs the Manage Events permission (or an organiser role) on this server. Ask a moderator, or join one with `/tournament join`.
tournament-too-many = This server already has { $count } { $count ->
        [one] tournament
       *[other] tournaments
    } open or running (the most allowed).
tournament-arena-needs-clock = An arena is played with a real clock: add e.g. `time:3+2`.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $rules } { $kind ->
        [arena] Arena
        [swiss] Swiss
       *[round-robin] Round Robin
    }
tournament-already-in = You are already in tournament #{ $id }.
tournament-round-robin-started = A round robin cannot be joined once it has started.
tournament-over = Tournament #{ $id } is over.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = Tournament #{ $id } is for players rated { $low } to { $high }; your { $rules } rating is { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = { $player } joined tournament #{ $id } ({ $count ->
        [one] 1 player
       *[other] { $count } players
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } withdrew
    }).
tournament-joined-running = You will be paired in the next round.
tournament-joined-running-arena = You will be paired as soon as an opponent is free: an arena pairs players as their games end.
tournament-not-in = You are not in tournament #{ $id }.
# $player left before the start.
tournament-left = { $player } left tournament #{ $id }. Games already played still count; a game going on is played to its end.
# $player left once it had started.
tournament-withdrew = { $player } withdrew from tournament #{ $id }. Games already played still count; a game going on is played to its end.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = Tournament #{ $id } ({ $name }) starts in about { $minutes ->
        [one] a minute
       *[other] { $minutes } minutes
    } with { $players ->
        [one] 1 player
       *[other] { $players } players
    }. Be ready: your first game is created at the start.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = A { $kind ->
        [arena] arena
        [swiss] Swiss
        [round-robin] round robin
       *[double-round-robin] double round robin
    } needs at least { $needed } players; { $players } joined so far.
tournament-called-off = Tournament #{ $id } ({ $name }) is called off: too few players joined.
tournament-full = Tournament #{ $id } is full (the most players it takes: { $most }).
tournament-end-not-allowed = Only the tournament's creator (or someone with Manage Events) may end it.
tournament-ended-by = Tournament #{ $id } ({ $name }) was ended by { $player } with the standings as they are.
tournament-ended-unpairable = Round { $round } cannot be paired: no valid pairing exists (every pairing left would repeat a game). The tournament ends with the standings as they are.
tournament-ended-reply = Tournament #{ $id } ({ $name }) is ended; its players are told.
tournament-pairings-posted = The pairings are posted for its players.
notice-continued = (continued, { $part }/{ $parts })
tournament-no-game-here = You have no tournament game going on here.
# $game: the number of one of the player's games.
tournament-which-game = You have several tournament games going on: add the game's number, e.g. `game:{ $game }`.

## Settings of a new tournament (`/tournament create`): what to type instead. Option names
## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = start: takes `now` or a time from now: `15m`, `2h`, `1d` (at most 14 days).
tournament-band-option = band: takes the lowest and highest rating, e.g. `band:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = A tournament's name has at most { $max } characters; this one has { $length }. Choose a shorter one.
tournament-name-empty = `name:` needs a value: e.g. `name:"Winter Swiss"`, or leave it out for the default name.
tournament-no-color = The pairing gives each game's colours: leave out `color:`.
tournament-arena-no-rounds = An arena lasts a time, not rounds: e.g. `kind:arena minutes:30`.
tournament-minutes-option = minutes: takes a number, e.g. `minutes:30`.
tournament-arena-length = An arena lasts 5 minutes to 24 hours: e.g. `minutes:60`.
tournament-berserk-option = berserk: takes yes or no.
tournament-swiss-no-minutes = A Swiss is played in rounds: e.g. `kind:swiss rounds:5`.
tournament-rounds-option = rounds: takes a number, e.g. `rounds:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = A Swiss has 1 to { $most } rounds: e.g. `rounds:5`.
tournament-round-robin-options = A round robin has as many rounds as it takes for everyone to meet: choose only `double:yes` or `double:no`.
tournament-double-option = double: takes yes (everyone meets twice) or no.
tournament-choose-kind = Choose a kind: `kind:arena`, `kind:swiss` or `kind:roundrobin`, e.g. `/tournament create kind:swiss rounds:5 time:10+5 start:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = Round { $round } cannot be paired ({ $reason }). The tournament's organiser can end it with the standings as they are.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = That is not one of your tournament games.
arena-berserk-game-over = That game is over.
arena-berserk-after-first-move = Berserk is chosen before your first move of the game.
arena-berserk-no-clock = Berserk needs a game on the clock.
arena-berserk-not-allowed = Berserk is only for arenas that allow it.
arena-berserk-not-in-tournament = That game is not one of the tournament's.
arena-berserk-already = You have already gone berserk in this game.
# $player: who goes berserk.
arena-berserk = { $player } goes berserk: half the clock, and a point more for a win.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Tournament #{ $id }: { $name }**
tournament-started-title = **Tournament #{ $id }: { $name } has started!**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] rated
       *[no] casual
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] rated
       *[no] casual
    } · open to ratings { $low }-{ $high }
tournament-length-arena = Arena, { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
tournament-length-arena-berserk = Arena, { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }, berserk allowed
tournament-length-swiss = Swiss, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
tournament-length-round-robin = Round robin
tournament-length-double-round-robin = Double round robin
tournament-time-none = no clock
tournament-time-days = { $days ->
        [one] 1 day a move
       *[other] { $days } days a move
    }
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Created by { $player }.
tournament-join-now = Open now; it starts within { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }. Join at once with `/tournament join` (or the Join button); the creator may start it early with `/tournament start`.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Starts { $time }. Join with `/tournament join` (or the Join button); the creator may start it early with `/tournament start`.
tournament-no-games-now = No games going on now.
# Followed by a line per game.
tournament-games-now = Games going on:
tournament-not-paired-yet = Not paired yet: round 1 is paired at the start.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = There is no round { $round }: rounds 1 to { $paired } are paired.
tournament-round-of = Round { $round } of { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Board { $number }: { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (game #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player }: { $kind ->
        [pairing] bye (1 point)
        [half] bye (half a point)
        [rest] no game this round (an odd number of players: one sits out each round)
        [withdrew] withdrew (no point)
       *[zero] not paired (no point)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · standings ({ $state ->
        [open] open
        [running] running
        [first-round] round 1 in play
        [after-round] after round { $round }
        [final] final
       *[called-off] called off
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Player
        [rating] Rating
        [points] Points
        [games] Games
        [bh1] BH-1
        [bh] BH
        [sb] SB
        [wins] Wins
       *[de] DE
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (withdrew)
tournament-nobody-yet = Nobody has joined yet.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 point
       *[other] { $points } points
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }): { $points ->
        [one] 1 point
       *[other] { $points } points
    } (on fire)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] point
       *[other] points
    }, Buchholz cut 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] point
       *[other] points
    }, Buchholz cut 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger } (on fire)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] point
       *[other] points
    }, direct encounter { $direct }, Sonneborn-Berger { $sonneborn_berger }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
tournament-over-title = **Tournament #{ $id } ({ $name }) is over!**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] First
        [second] Second
       *[third] Third
    }: { $player } with { $score } { $points ->
        [one] point
       *[other] points
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] 1 player took part
       *[other] { $count } players took part
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } withdrew
    }. `/tournament standings id:{ $id }` shows the whole table.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Tournament #{ $id } ({ $name }), round { $round }**: { $white } (white) vs { $black } (black), game #{ $game }. Good luck!
# The same in an arena (no rounds).
tournament-game-start-arena = **Tournament #{ $id } ({ $name })**: { $white } (white) vs { $black } (black), game #{ $game }. Good luck!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Game #{ $game } ended: { $white } { $score } { $black }.
tournament-list-title = **Tournaments here**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] open
        [running] running
        [finished] finished
       *[called-off] called off
    }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } withdrew
    }): { $summary }
tournament-list-empty = None yet. `/tournament create kind:arena minutes:30 time:3+2 start:10m` makes one.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = The standings table. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (tournament #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] 1 player
       *[other] { $count } players
    }{ $withdrew ->
        [0] {""}
       *[other] , { $withdrew } withdrew
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] point
       *[other] points
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = The podium of { $title }: { $places }.
tournament-podium-words-place = { $place ->
        [first] first
        [second] second
       *[third] third
    } { $name }, { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **The Castalia course**: { $solved } of { $total } { $total ->
        [one] exercise
       *[other] exercises
    } solved.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (done)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] exercise
       *[other] exercises
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } ({ $done } of { $count } solved)
course-overview-how = `/learn lesson:3` opens a lesson; `/learn` goes on where you stopped.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Castalia course: { $solved } of { $total } exercises, { $lessons_done } of { $lessons } lessons done.
course-stats-complete = Castalia course: complete ({ $total } exercises).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Lesson { $number }: { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Exercise { $id } ({ $side ->
        [white] White
       *[black] Black
    } to play):** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Exercise { $id } ({ $side ->
        [white] White
       *[black] Black
    } to play, weak rule set):** { $task }
course-exercise-how = Answer with `/move` (e.g. `/move Cd5`); `/learn hint` helps.
# The same where the learner has a game going here, so that `/move` goes to the game ($id: its number).
course-exercise-how-game = Answer with `/learn move:` (e.g. `/learn move:Cd5`): here `/move` plays in your game #{ $id }. `/learn hint` helps.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } is legal, but not the answer.** What it does: { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Hint: { $hint } Try again: { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san }: right!** Exercise { $id } solved. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san }: right!** Exercise { $id } solved (solved before). { $what }
course-lesson-complete = Lesson { $number } complete!
course-next-exercise = Next: exercise { $id }, `/learn next` shows it.
# $title: the next lesson's title.
course-next-lesson = Next: lesson { $number }, { $title }; `/learn next` opens it.
course-next-lesson-untitled = Next: lesson { $number }; `/learn next` opens it.
# $hint: the exercise's hint.
course-hint = **Hint:** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Move your { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square } (ringed on the board).
course-exercise-again = Exercise { $id }: { $task }
course-finished = **You finished the Castalia course!** All { $total } exercises solved.
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **You reached the end of the Castalia course.** { $solved } of { $total } exercises solved; { $count ->
        [one] lesson { $open } still has open ones
       *[other] lessons { $open } still have open ones
    } (`/learn lesson:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Practise next with puzzles where { $theme }: `/puzzle themes:{ $name }`. Then play the bot at your level: `/play level:{ $level }` (about { $elo } Elo).
# $count: the number of lessons.
course-no-such-lesson = There is no lesson { $number }: the course has lessons 1 to { $count }. Type `/learn` to see them.
course-stale-menu = This menu is for an exercise you have left, so nothing was played. You are on exercise { $id }: `/learn` shows it.
course-last-exercise = This is the course's last exercise ({ $solved } of { $total } solved). Answer it with `/move`, or open another lesson with `/learn lesson:N`.
# The same where the learner has a game going here ($id: its number).
course-last-exercise-game = This is the course's last exercise ({ $solved } of { $total } solved). Answer it with `/learn move:` (here `/move` plays in your game #{ $id }), or open another lesson with `/learn lesson:N`.
course-lesson-empty = That lesson has no exercises.
course-nothing-to-answer = There is nothing to answer: no course exercise is open; `/learn` starts the course.
course-exercise-unreadable = This exercise cannot be read; `/learn next` goes on to the next one.
course-one-thing-at-a-time = `/learn` takes one thing at a time: `/learn lesson:3`, `/learn action:hint` or `/learn move:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` is no lesson number. Try `/learn lesson:3`, or `/learn` for the list.
# $action: what the user typed as an action.
course-bad-action = `/learn` has no action `{ $action }`. Try `/learn hint`, `/learn retry`, `/learn next` or `/learn lesson:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Exercise { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Lesson { $lesson } · exercise { $id }
course-picture-header-short = Exercise { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = { $side ->
        [white] White
       *[black] Black
    } to play: see the task
course-picture-to-play = { $side ->
        [white] White
       *[black] Black
    } to play
# Below the board after a right answer. $san: the move.
course-picture-right = { $san }: right!
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Hint: the { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[castalia] Castalia
    } on { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Exercise { $id } ({ $title }): { $footer }
course-picture-answer = Your answer, drawn before and after
# $title: the lesson's title.
course-picture-lesson = Lesson { $number }: { $title }, its example drawn

## The Castalia course (`/learn`), lesson by lesson: a lesson's title and sentences (they
## describe the lesson's picture: one position and one move), then each exercise's task and
## hint (shown after a wrong answer and by `/learn hint`), which speak of the exercise's
## position. The structure (positions, answers) is in assets/lessons/; the ids follow the
## numbers: lesson-3-exercise-2-task is the task of exercise 3.2.
## Squares (d4), moves in SAN (Cd5, b8=C) and UCI (b7b8c) stay as they are.

## Lesson 1

lesson-1-title = The Castalia moves like a queen
lesson-1-body = The Castalia (C) moves like a queen: any distance along a rank, a file or a diagonal, over empty squares only. Here the white Castalia on d4 glides along the long diagonal to h8.
# Exercise 1.1
lesson-1-exercise-1-task = Move your Castalia to a corner of the board.
lesson-1-exercise-1-hint = Like a queen, the Castalia goes along the diagonals too.
# Exercise 1.2
lesson-1-exercise-2-task = Move your Castalia to the h-file.
lesson-1-exercise-2-hint = It cannot jump over a piece: find a line that is open all the way.

## Lesson 2

lesson-2-title = It never captures
lesson-2-body = The Castalia never captures: it can only stop on an empty square, so an enemy piece in its path is a wall, not a target. It attacks nothing either (no check, no guard), but it can still stand in the way of a line like any piece. Here it cannot take the rook on e8, so it blocks the rook's check on e5 instead.
# Exercise 2.1
lesson-2-exercise-1-task = Take the black piece that is really unguarded.
lesson-2-exercise-1-hint = A Castalia never captures, so it guards nothing.
# Exercise 2.2
lesson-2-exercise-2-task = Block the rook's check with your Castalia.
lesson-2-exercise-2-hint = It cannot take the rook, but it can stand between the rook and your king.

## Lesson 3

lesson-3-title = The kidnap
lesson-3-body = When the Castalia moves, the nearest piece behind it on its line, of either colour and at any distance, is dragged to the square it has just left. Here the Castalia goes from d4 to d2 and pulls the black knight from d7 to d4; only the nearest piece comes, so the rook on d8 stays.
# Exercise 3.1
lesson-3-exercise-1-task = Kidnap the black knight.
lesson-3-exercise-1-hint = Move the Castalia directly away from the knight.
# Exercise 3.2
lesson-3-exercise-2-task = Kidnap the black queen.
lesson-3-exercise-2-hint = Only the nearest piece behind the Castalia is dragged: which Castalia has nothing between it and the queen?
# Exercise 3.3
lesson-3-exercise-3-task = Kidnap a white rook.
lesson-3-exercise-3-hint = The rook on e1 hides behind its pawn; look along the diagonals.

## Lesson 4

lesson-4-title = Kidnap your own pieces
lesson-4-body = The kidnap works on your own pieces too, so the Castalia can pull a friend forward without spending that piece's move. Here the Castalia goes from d4 to f6 and drags the white rook out of the corner, along a diagonal, to d4: a move no rook could make.
# Exercise 4.1
lesson-4-exercise-1-task = Bring your b-pawn to b7 without moving it.
lesson-4-exercise-1-hint = The pawn must be straight behind the Castalia when it moves.
# Exercise 4.2
lesson-4-exercise-2-task = Bring your rook to the 7th rank without moving it.
lesson-4-exercise-2-hint = Either Castalia can do it: each must move straight away from the rook.
# Exercise 4.3
lesson-4-exercise-3-task = Drag your king out of check with the Castalia.
lesson-4-exercise-3-hint = Your king is the nearest piece behind the Castalia when it moves away from the king.

## Lesson 5

lesson-5-title = The repulse
lesson-5-body = When the Castalia stops right next to an enemy piece on its line, that piece is pushed on in the same direction, as far as it can slide: to the edge, or up to the first piece in its way. Your own pieces are never pushed. Here the Castalia stops on d4 and pushes the black bishop from e5 to h8.
# Exercise 5.1
lesson-5-exercise-1-task = Push the black knight to the edge of the board.
lesson-5-exercise-1-hint = A pushed piece stops before the first piece in its way.
# Exercise 5.2
lesson-5-exercise-2-task = Your king is in check: push the black rook away.
lesson-5-exercise-2-hint = Stop right next to the rook, on a line that leads it off the e-file.
# Exercise 5.3
lesson-5-exercise-3-task = Push the white bishop off the long diagonal.
lesson-5-exercise-3-hint = It attacks your rook along the a1-h8 diagonal; a push along that diagonal keeps it there.

## Lesson 6

lesson-6-title = Pawns never go back to their first rank
lesson-6-body = A pushed pawn may never land on its own first rank: it stops on its second rank, even when it is pushed along a diagonal. Here Cc3 pushes the black pawn from d4 up the diagonal, and it stops on g7 instead of h8. Back on its second rank, it may make its double step again.
# Exercise 6.1
lesson-6-exercise-1-task = Push the black pawn back to its second rank.
lesson-6-exercise-1-hint = Black's second rank is the 7th: push the pawn toward it, not sideways.
# Exercise 6.2
lesson-6-exercise-2-task = Push the white pawn back to its second rank.
lesson-6-exercise-2-hint = Follow each diagonal from the pawn: which one runs all the way down to White's 2nd rank?

## Lesson 7

lesson-7-title = Don't push a pawn to promotion
lesson-7-body = A pawn pushed onto its last rank becomes a queen of its own colour at once, even though the push was your move. Here Cd3 pushes the black pawn from d2 to d1, and Black gets a new queen. Before you stop next to an enemy pawn, see where it would land.
# Exercise 7.1
lesson-7-exercise-1-task = Kidnap the knight without giving Black a queen.
lesson-7-exercise-1-hint = Don't stop right in front of the d2 pawn.
# Exercise 7.2
lesson-7-exercise-2-task = Block the check without giving White a queen.
lesson-7-exercise-2-hint = A pawn pushed along a diagonal can reach its last rank too.

## Lesson 8

lesson-8-title = Undo a double step
lesson-8-body = Right after an enemy pawn's double step, a push straight back sends it home to its second rank, as if the step never happened. Here Black has just played d7-d5 to attack the knight, and Cd4 sends the pawn back to d7.
# Exercise 8.1
lesson-8-exercise-1-task = Black just played e7-e5: send the pawn back to e7.
lesson-8-exercise-1-hint = To push it straight back, the Castalia must arrive from below, on the e-file.
# Exercise 8.2
lesson-8-exercise-2-task = White just played c2-c4: send the pawn back to c2.
lesson-8-exercise-2-hint = A diagonal push sends it to another file.

## Lesson 9

lesson-9-title = Kidnap and repulse in one move
lesson-9-body = One Castalia move can do both at once: drag the piece behind it and push the enemy piece in front of it. Here Cc5 drags the white pawn from f2 to d4 and pushes the black bishop from b6 to a7.
# Exercise 9.1
lesson-9-exercise-1-task = Kidnap the knight and push the rook at once.
lesson-9-exercise-1-hint = The knight must be behind the Castalia and the rook right in front of the square where it stops.
# Exercise 9.2
lesson-9-exercise-2-task = Kidnap a white piece and push another at once.
lesson-9-exercise-2-hint = Look for a line with a white piece on each side of your Castalia.

## Lesson 10

lesson-10-title = Kidnapping and pushing a king
lesson-10-body = Kings are kidnapped and pushed like any other piece, so the Castalia can drag or push the enemy king into a check from one of your pieces. The Castalia itself never gives check. Here Ce5 drags the black king from e8 to e6, where the rook on a6 checks it.
# Exercise 10.1
lesson-10-exercise-1-task = Give check by pushing the black king.
lesson-10-exercise-1-hint = A pushed king slides until something stops it: follow each line to its end.
# Exercise 10.2
lesson-10-exercise-2-task = Drag the white king into check from your bishop.
lesson-10-exercise-2-hint = Which square is on your bishop's diagonal, and can the king be dragged there?

## Lesson 11

lesson-11-title = Mate with the Castalia
lesson-11-body = Since kings can be dragged and pushed, a Castalia move can deliver mate with the help of your other pieces. Here Ce8 pushes the black king from d8 into the corner a8: the rook on a1 checks it, and the rook on b2 covers b7 and b8.
# Exercise 11.1
lesson-11-exercise-1-task = Mate in one with a kidnap.
lesson-11-exercise-1-hint = Drag the king onto the open e-file, where your rooks and knight cover every escape.
# Exercise 11.2
lesson-11-exercise-2-task = Mate in one with a kidnap.
lesson-11-exercise-2-hint = Bring your queen right next to the king, where your bishop guards it.
# Exercise 11.3
lesson-11-exercise-3-task = Mate in one with a push.
lesson-11-exercise-3-hint = Your rooks own the 1st and 2nd ranks: push the king into the corner.

## Lesson 12

lesson-12-title = The weak rule set
lesson-12-body = In the weak rule set the Castalia kidnaps only when it moves exactly one square; a longer move drags nothing. The repulse still works at any distance. Here Cd5 is a one-square move, so the pawn on d2 is dragged to d4; Cd6 would have left it at home.
# Exercise 12.1
lesson-12-exercise-1-task = Kidnap the black knight.
lesson-12-exercise-1-hint = In the weak rule set only a one-square move kidnaps.
# Exercise 12.2
lesson-12-exercise-2-task = Go up the d-file without dragging your knight.
lesson-12-exercise-2-hint = Move more than one square.
# Exercise 12.3
lesson-12-exercise-3-task = Get out of check with your Castalia.
lesson-12-exercise-3-hint = Drag your king away from the knight; in this rule set only a one-square move drags anything.

## Lesson 13

lesson-13-title = Promote to a Castalia
lesson-13-body = A pawn that reaches its last rank may become a Castalia (written b8=C, or b7b8c in UCI) as well as a queen, rook, bishop or knight. It is worth about three pawns, like a knight. Here the b-pawn becomes a new white Castalia on b8.
# Exercise 13.1
lesson-13-exercise-1-task = Promote a pawn to a Castalia.
lesson-13-exercise-1-hint = A pawn cannot move onto an occupied square straight ahead.
# Exercise 13.2
lesson-13-exercise-2-task = Promote to a Castalia while taking the rook.
lesson-13-exercise-2-hint = A pawn captures diagonally, and it may promote as it captures.
# Exercise 13.3
lesson-13-exercise-3-task = Promote to a Castalia with check.
lesson-13-exercise-3-hint = The new Castalia gives no check itself, but the pawn leaving c7 opens a line.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] White
       *[black] Black
    } to play and mate in { $moves }
puzzle-task-win = { $side ->
        [white] White
       *[black] Black
    } to play and win
puzzle-task-defend = { $side ->
        [white] White
       *[black] Black
    } to play: find the only move that holds
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Puzzle { $id } ({ $rules }, rated { $rating }): **{ $task }.**
puzzle-how-to-answer = Answer with `/puzzle move:` (or `/move` here when you have no game going); `/puzzle giveup` shows the solution.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = There is no puzzle theme `{ $theme }`. Try one of: `{ $themes }`.
puzzle-none-with-theme = No puzzle has that theme yet. Try `/puzzle` for any theme.
puzzle-none-installed = No puzzles are installed.
puzzle-nothing-to-answer = There is nothing to answer: you are not solving a puzzle; `/puzzle` gives you one.
puzzle-daily-solved = You have solved today's puzzle: a new one comes tomorrow. `/puzzle` gives you another now.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } is not it. The move was **{ $san }**: { $why } The whole solution: { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san }: solved!** Themes: { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san }: right!** The reply: { $reply }. Your move again.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = The move was **{ $san }**: { $why } The whole solution: { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Puzzle rating { $rating } ({ $change }), streak { $streak }. `/puzzle` for another.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = `/puzzle` has no action `{ $action }`. Try `/puzzle action:daily`, or another action of: `{ $actions }`.
puzzle-answer-alone = An answer goes alone: type `/puzzle move:Cd5` (no action or theme with it).
puzzle-theme-alone = A theme picks a new puzzle: type `/puzzle themes:kidnap` (no other action with it).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Puzzle { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = { $side ->
        [white] White
       *[black] Black
    } to play: the only move that holds
puzzle-picture-task-short = { $side ->
        [white] White
       *[black] Black
    } to play and { $goal ->
        [mate] mate in { $moves }
        [win] win
       *[hold] hold
    }
puzzle-picture-task-shortest = { $side ->
        [white] White
       *[black] Black
    }: { $goal ->
        [mate] mate in { $moves }
        [win] win
       *[hold] hold
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Solution: { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = Solution starts { $first } (green)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Puzzle { $id } ({ $rules }): { $task }
# After the description of the position.
puzzle-picture-words-solution = Solution, drawn as arrows: { $moves }.

## Puzzle themes: what each theme means, a phrase that follows "puzzles where" (in the
## course's suggestion at its end). The theme names themselves (mateIn1, kidnap) are typed
## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = mate in one move
theme-mate-in-2 = mate in two moves
theme-mate-in-3 = mate in three moves
theme-mate = checkmate
theme-kidnap = a Castalia kidnap does the work
theme-repulse = a Castalia repulse does the work
theme-king-kidnap = the Castalia kidnaps a king
theme-king-repulse = the Castalia repulses the enemy king
theme-repulse-promotion = a repulse pushes a pawn onto its last rank
theme-castalia-key = the first move is a Castalia move
theme-defence = find the only move that does not lose
theme-stops-kidnap = the defence stops a Castalia kidnap
theme-stops-repulse = the defence stops a Castalia repulse
theme-wins-material = win material
theme-attack = a winning attack
theme-promotion = a pawn promotes
theme-sacrifice = give material to win
theme-one-move = a one-move puzzle
theme-short = two moves
theme-long = three moves
theme-very-long = four moves

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Daily puzzle for { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] Monday
        [tuesday] Tuesday
        [wednesday] Wednesday
        [thursday] Thursday
        [friday] Friday
        [saturday] Saturday
       *[sunday] Sunday
    } { $day } { $month ->
        [january] January
        [february] February
        [march] March
        [april] April
        [may] May
        [june] June
        [july] July
        [august] August
        [september] September
        [october] October
        [november] November
       *[december] December
    } { $year }
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = day { $day }
daily-how-to-solve = Solve it with `/puzzle daily`: your answers are shown to you only.
daily-none-installed = No puzzles are installed today.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = Yesterday's puzzle { $id }: **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Nobody solved it.
        [one] 1 player solved it.
       *[other] { $count } players solved it.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = the FEN is empty
fen-too-long = the FEN is too long ({ $length } characters; a FEN has fewer than { $max })
fen-missing-fields = a FEN needs at least 4 fields (board, side, castling, en passant), found { $found }
fen-too-many-fields = a FEN has at most 6 fields, found { $found }
fen-rank-count = the board needs 8 ranks separated by `/`, found { $found }
fen-rank-length = rank { $rank } has { $squares } { $squares ->
        [one] square
       *[other] squares
    }, not 8
fen-bad-piece = `{ $letter }` is not a piece letter (use K Q R B N P C, lower case for black)
fen-no-king = { $color ->
        [white] white
       *[black] black
    } has no king
fen-too-many-kings = { $color ->
        [white] white
       *[black] black
    } has { $count } kings
fen-too-many-pieces = { $color ->
        [white] white
       *[black] black
    } has { $count } pieces; at most 16 are possible
fen-too-many-pawns = { $color ->
        [white] white
       *[black] black
    } has { $count } pawns; at most 8 are possible
fen-pawn-on-back-rank = pawn on rank { $rank } ({ $square }): pawns never stand on rank 1 or 8
fen-castalia-in-standard = there is no Castalia in standard chess ({ $square })
fen-bad-side = the side to move must be `w` or `b`, not `{ $found }`
fen-bad-castling = the castling field must be `-` or letters from KQkq, not `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = castling right { $right } but no { $color ->
        [white] white
       *[black] black
    } king on { $square }
fen-castling-without-rook = castling right { $right } but no { $color ->
        [white] white
       *[black] black
    } rook on { $square }
fen-bad-en-passant = `{ $found }` is not an en-passant square: use `-` or a square on rank 3 or 6
fen-impossible-en-passant = en-passant square { $square } does not follow a double step of the side that just moved
fen-bad-counter = `{ $found }` is not a move counter: use a whole number
fen-zero-move-number = the full-move number (the last field) counts from 1, not 0
fen-opponent-in-check = the side not to move is in check

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Castalia chess
web-ui-board = Chessboard
web-ui-resign = Resign
web-ui-resign-confirm = Resign this game?
web-ui-cancel = Cancel
web-ui-flip = Flip board
web-ui-offer-draw = Offer a draw
web-ui-accept-draw = Accept the draw
web-ui-decline-draw = Decline the draw
web-ui-takeback = Ask for a takeback
web-ui-grant-takeback = Grant the takeback
web-ui-decline-takeback = Decline the takeback
web-ui-abort = Abort the game
web-ui-claim = Claim the win
web-ui-rematch = Rematch
web-ui-review = Review
web-ui-your-games = Your games
web-ui-no-games = No game in progress.
web-ui-challenges = Challenges
web-ui-no-challenges = No open challenge.
web-ui-challenge = Challenge
web-ui-accept = Accept
web-ui-decline = Decline
web-ui-cancel-challenge = Cancel the challenge
web-ui-watch = Games to watch
web-ui-no-watch = No game to watch right now.
web-ui-play-bot = Play the bot
web-ui-level = Level
web-ui-rules = Rules
web-ui-color = Colour
web-ui-time = Time control
web-ui-play = Play
web-ui-challenge-friend = Challenge a friend
web-ui-rated = Rated
web-ui-create-challenge = Create the challenge
web-ui-challenge-link = Send this link to your friend:
web-ui-copy-link = Copy link
web-ui-copied = Copied.
web-ui-sign-out = Sign out
web-ui-sign-in-discord = Sign in with Discord
web-ui-not-signed-in = You are not signed in. Ask the Castalia bot on Discord for a sign-in link.
web-ui-type-move = Type a move (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } watching
       *[other] { $count } watching
    }
web-ui-moves = Moves
web-ui-first = First move
web-ui-prev = Previous move
web-ui-next = Next move
web-ui-last = Last move
web-ui-back-to-live = Back to the live position
web-ui-back-to-game = Back to the game
web-ui-lobby = Lobby
web-ui-promote-to = Promote to
web-ui-reconnecting = Connection lost. Reconnecting…
web-ui-offline = The server cannot be reached. Check your connection.
web-ui-error = Something went wrong. Please try again.
web-ui-your-turn = Your turn
web-ui-eval-graph = Evaluation graph
web-ui-start-position = Start position
web-ui-empty = empty
web-ui-piece-wK = white king
web-ui-piece-wQ = white queen
web-ui-piece-wR = white rook
web-ui-piece-wB = white bishop
web-ui-piece-wN = white knight
web-ui-piece-wP = white pawn
web-ui-piece-wC = white Castalia
web-ui-piece-bK = black king
web-ui-piece-bQ = black queen
web-ui-piece-bR = black rook
web-ui-piece-bB = black bishop
web-ui-piece-bN = black knight
web-ui-piece-bP = black pawn
web-ui-piece-bC = black Castalia

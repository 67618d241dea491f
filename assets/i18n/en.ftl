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
    `/board [flip]`, `/moves`, `/pgn`, `/stats [user]`, `/leaderboard`, `/rules`
    `/games`: your games here and the challenges waiting for you; a command about one game takes its number (`/board 12` or `game:12`)
    `/explain`: what the last move does and why it is good or bad; `/explain 8...Cd5` or `/explain mine` (your last move): an earlier move; `/explain MOVE` previews a move before it is played
    `/review [game]`: the engine reviews a game: mistakes, better moves, accuracy, a graph and an annotated PGN (a game between people once it is over)
    `/forget`: delete everything the bot stores about you (server admins: `/forget user`)
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

## Settings

# $theme: a board theme's name (classic, ocean, forest: typed as they are).
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
# $themes: the themes' names, comma-separated.
settings-how-to-change = Change them with `/settings theme:forest coordinates:off notify:dm language:de` (themes: { $themes }; notify: dm or channel; language: en, de, fr, es, ru, pt-BR, or auto to follow Discord).
settings-sample-board-alt = A sample board in your board settings (colours, pieces and coordinates): the starting position of Castalia chess.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

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
# $level: the level asked for; $min, $max: the weakest and the strongest.
discord-no-such-level = There is no level { $level }: choose { $min } (beginner) to { $max } (full strength), e.g. `/play level:3`.
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

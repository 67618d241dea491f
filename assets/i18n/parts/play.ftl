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
clock-claim-still-time = { $player } still has time (until { $until }).
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
offer-taken-back = Move taken back ({ $plies } ply).
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
# $rules is what the player typed; the rule set names stay as they are typed.
error-unknown-rules = Unknown rule set `{ $rules }`: use castalia, castalia-weak or standard
error-setup-empty = `setup:` needs a value: `setup:castalia`, `setup:classic` or a FEN in quotes; leave it out for the standard start.
# $setup is what the player typed; the setup names stay as they are typed.
error-unknown-setup = Unknown setup `{ $setup }`: use castalia, classic, or a FEN
# $color is what the player typed; the colour words stay as they are typed (they are option values).
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
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` is not a level: choose one from { $min } (beginner) to { $max } (full strength), e.g. level:3
# The option values (on, off, dm, channel, classic, ocean, forest, en, auto, yes, no) stay as they are typed.
command-coordinates-usage = coordinates: takes on or off, e.g. `/settings coordinates:off`.
command-notify-usage = notify: takes dm (notices by direct message too) or channel, e.g. `/settings notify:dm`.
command-theme-usage = theme: takes classic, ocean or forest, e.g. `/settings theme:ocean`.
command-language-usage = language: takes en, de, fr, es, ru, pt-BR or auto, e.g. `/settings language:de`.
command-rated-usage = rated: takes yes or no.
command-tournament-usage = Try `/tournament create kind:swiss rounds:3 time:10+5 start:now`, `/tournament join`, `/tournament start`, `/tournament pairings`, `/tournament standings`, `/tournament withdraw`, `/tournament berserk` or `/tournament list`.
command-challenge-usage = Name the player to challenge, e.g. `/challenge bob`, or leave it out for an open challenge.
command-play-usage = Choose a level from 1 to 8, e.g. `/play level:3`.
command-move-usage = Say which move, e.g. `/move e4` or `/move Cd5`.
command-puzzle-usage = Try `/puzzle`, `/puzzle themes:kidnap`, `/puzzle action:daily`, `/puzzle move:Cd5` or `/puzzle action:giveup`.
command-learn-usage = Try `/learn`, `/learn 3`, `/learn hint`, `/learn retry`, `/learn next` or `/learn move:Cd5`.
command-stats-usage = Name a player, e.g. `/stats bob`.
command-forget-usage = Name a player, e.g. `/forget bob` (server admins), or `/forget` alone to delete your own data.

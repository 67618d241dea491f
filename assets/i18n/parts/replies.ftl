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
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = Game #{ $id } is over: **{ $outcome }** ({ $result }, { $rated ->
        [rated] rated
       *[casual] casual
    }). `/rematch` asks for another.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = { $player } to move ({ $color ->
        [white] white
       *[black] black
    }), move { $number }, { $rated ->
        [rated] rated
       *[casual] casual
    }.
status-to-move-in-check = { $player } to move (in check) ({ $color ->
        [white] white
       *[black] black
    }), move { $number }, { $rated ->
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
stats-line = { $rules }: rating { $rating } · { $wins } wins, { $draws } draws, { $losses } losses ({ $rated } rated games)
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
privacy-removed-here = Done: { $name } is removed from this server: { $deleted } finished game(s) here deleted, { $resigned } game(s) in progress here resigned, and off this server's leaderboard. Their rating and their games elsewhere are theirs: only they can delete those, with `/forget`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Slow down a little: too many commands at once. Try again in { $seconds } s.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } already has { $games } games in progress (the most allowed); finish or resign one first (`/games` lists them).

## /explain and /review around the engine's words

fairplay-engine-closed = Engine analysis of game #{ $id } is available once it ends (then `/review game:{ $id }` too): no verdict, evaluation or better move while two people are playing it.
# The alt text of an explanation's picture.
analysis-picture-alt = The move before and after, with arrows for what it moved
analysis-no-move-yet = No move has been played in game #{ $id } yet: name one to preview it, e.g. `/explain Cd5`.
analysis-not-playing = You are not playing in game #{ $id }, so it has no move of yours: name one, e.g. `/explain 8...Cd5`.
analysis-not-moved-yet = You have not moved yet in game #{ $id }: name a move to preview it, e.g. `/explain Cd5`.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = This previews { $preview } in the current position; { $played } was played earlier: `/explain { $typed }` explains that one.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = Game #{ $id } starts at move { $first }: there is no move { $number } in it.
# $next: the number of the next move (8. or 8...).
analysis-not-played-yet = Game #{ $id } has no move { $number } yet: the next move is { $next }.
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

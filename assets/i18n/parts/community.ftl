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
tournament-too-many = This server already has { $count } tournaments open or running (the most allowed).
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
# $player: who joined; $count: the players in it now.
tournament-joined = { $player } joined tournament #{ $id } ({ $count ->
        [one] 1 player
       *[other] { $count } players
    }).
tournament-joined-running = You will be paired in the next round.
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
tournament-no-game-here = You have no tournament game going on here.
# $game: the number of one of the player's games.
tournament-which-game = You have several tournament games going on: add the game's number, e.g. `game:{ $game }`.

## Settings of a new tournament (`/tournament create`): what to type instead. Option names
## (`kind:`, `rounds:`), kinds (arena, swiss, roundrobin) and yes/no are typed as they are.

tournament-start-option = start: takes `now` or a time from now: `15m`, `2h`, `1d` (at most 14 days).
tournament-band-option = band: takes the lowest and highest rating, e.g. `band:1200-1600`.
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
    } · rated { $low }-{ $high } only
tournament-length-arena = Arena, { $minutes } minutes
tournament-length-arena-berserk = Arena, { $minutes } minutes, berserk allowed
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
tournament-join-now = Open now; it starts within { $minutes } minutes. Join at once with `/tournament join` (or the Join button); the creator may start it early with `/tournament start`.
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
# A player without a game this round.
tournament-bye = { $player }: { $kind ->
        [pairing] bye (1 point)
        [half] bye (half a point)
       *[zero] not paired
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
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger and direct
# encounter (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Player
        [rating] Rating
        [points] Points
        [games] Games
        [bh1] BH-1
        [bh] BH
        [sb] SB
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
# $count: the players; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] 1 player took part.
       *[other] { $count } players took part.
    } `/tournament standings id:{ $id }` shows the whole table.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Tournament #{ $id } ({ $name }), round { $round }**: { $white } (white) vs { $black } (black), game #{ $game }. Good luck!
# The same in an arena (no rounds).
tournament-game-start-arena = **Tournament #{ $id } ({ $name })**: { $white } (white) vs { $black } (black), game #{ $game }. Good luck!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Game #{ $game } ended: { $white } { $score } { $black }.
tournament-list-title = **Tournaments here**
# A tournament of the list. $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] open
        [running] running
        [finished] finished
       *[called-off] called off
    }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }): { $summary }
tournament-list-empty = None yet. `/tournament create kind:arena minutes:30 time:3+2 start:10m` makes one.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = The standings table. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (tournament #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: the players.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] 1 player
       *[other] { $count } players
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

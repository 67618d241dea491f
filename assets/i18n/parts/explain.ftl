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
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
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
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = keeps { $kept }
why-advantage-wins = wins { $won }
why-advantage-wins-more = wins { $won } more than { $played }
why-advantage-keeps-wins = keeps { $kept } and wins { $won }
why-advantage-keeps-wins-more = keeps { $kept } and wins { $won } more than { $played }
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage } for { $costs }

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

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

# The example of the text model's test: a player, a command, a plural.
greeting-example = Hello { $player }, type `/move` { $count ->
        [one] **once**
       *[other] **{ $count } times**
    }.

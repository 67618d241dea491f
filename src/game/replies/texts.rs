//! Fixed texts: help and the rules in brief (the full rules: `docs/rules.md`).

use crate::game::replies::text::Text;

/// The commands in brief.
pub fn help() -> Text {
    Text::new()
        .strong("Castalia chess bot")
        .plain(": orthodox chess plus the Castalia (C), which moves like a queen without capturing, kidnaps the nearest piece behind it and repulses the enemy piece in front of it.")
        .line()
        .plain("New to the Castalia? ")
        .code("/learn")
        .plain(" teaches it in short lessons with exercises (about ten minutes).")
        .line()
        .then(Text::template(
            "`/challenge @user [rules] [setup] [color] [time] [rated]`: challenge someone (no user: an open challenge)
`/accept`, `/decline`, `/cancel`: answer or withdraw a challenge
`/play level:1-8 [color] [rules] [time]`: play the bot (casual)
`/move e4` (SAN or UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/resign`, `/draw`, `/takeback`, `/claim`
`/abort`: end a game before both sides have moved (no result); `/rematch`: another game, colours swapped
`/board [flip]`, `/moves`, `/pgn`, `/stats [user]`, `/leaderboard`, `/rules`
`/games`: your games here and the challenges waiting for you; a command about one game takes its number (`/board 12` or `game:12`)
`/explain`: what the last move does and why it is good or bad; `/explain 8...Cd5` or `/explain mine` (your last move): an earlier move; `/explain MOVE` previews a move before it is played
`/review [game]`: the engine reviews a game: mistakes, better moves, accuracy, a graph and an annotated PGN (a game between people once it is over)
`/forget`: delete everything the bot stores about you (server admins: `/forget user`)
`/settings [theme:ocean] [coordinates:off] [notify:dm]`: your board look, and notices by direct message too
`/learn`, `/learn lesson:3`, `/learn action:hint`: the Castalia course, lesson by lesson (plain `/move` answers an exercise too where you have no game going)
`/puzzle [themes:kidnap]`, `/puzzle daily`, `/puzzle move:Cd5`, `/puzzle giveup`: solve Castalia puzzles (plain `/move` answers too where you have no game going)
Options: rules `castalia` (default), `castalia-weak`, `standard`; setup `castalia`, `classic` or a FEN; \
color `white`, `black`, `random`; time `none`, `10+5`, `3d` (left out: the server's default); rated `yes` or `no` (a game with no clock is always casual).",
        ))
}

/// The rules in brief.
pub fn rules() -> Text {
    Text::new()
        .strong("Castalia chess")
        .plain(" (M. Winther, 2006): orthodox chess plus the ")
        .strong("Castalia")
        .plain(" (C), worth about 3 pawns.")
        .line()
        .plain("1. It moves like a queen to an ")
        .strong("empty")
        .plain(" square and ")
        .strong("never captures")
        .plain(". It can be captured.")
        .line()
        .plain("2. ")
        .strong("Kidnap")
        .plain(" (compulsory): the nearest piece behind it on the line it moves along (either colour, kings too) is dragged to the square it left. In the castalia-weak rules it kidnaps only when it moves one square.")
        .line()
        .plain("3. ")
        .strong("Repulse")
        .plain(": an enemy piece on the square just beyond its destination slides on in the same direction as far as it can. A pawn is never pushed onto its own first rank; a pawn pushed onto its last rank becomes a queen.")
        .line()
        .plain("4. The move is legal if your king is not attacked afterwards: so a Castalia can drag your king out of check. The Castalia itself attacks nothing and gives no check.")
        .line()
        .plain("5. The start position replaces each queen's knight with a Castalia; pawns may promote to a Castalia.")
        .line()
        .plain("Everything else is orthodox chess (castling rights are lost when the king or rook is displaced). ")
        .code("/explain")
        .plain(" a move to see what it does, or learn the game step by step with ")
        .code("/learn")
        .plain(".")
        .line()
        .plain("The full rules, with every decision where the inventor is silent and worked examples: ")
        .code("docs/rules.md")
        .plain(" in the bot's source code.")
}

/// The worked example drawn with `/rules`: Cd4-c5 drags the pawn f2 to d4 and pushes the
/// bishop b6 to a7 (from the test vectors).
pub const RULES_EXAMPLE_FEN: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";
pub const RULES_EXAMPLE_MOVE: &str = "d4c5";

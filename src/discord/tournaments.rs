//! `/tournament` on Discord: one slash command with a subcommand per action (create, join,
//! leave, withdraw, berserk, start, end, standings, pairings, list, trf), each handing a typed
//! command to the service;
//! and the Join and Leave buttons under a tournament's messages.

use super::data::{Ctx, Error};
use super::respond;
use crate::game::commands::command::{TournamentCommand, TournamentSpec};
use crate::game::commands::options::{self, NewGameArgs};
use crate::game::model::TournamentId;
use crate::game::tournaments::spec::SpecWords;
use crate::game::{self, Command};
use crate::rules::Variant;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum KindChoice {
    #[name = "arena"]
    Arena,
    #[name = "swiss"]
    Swiss,
    #[name = "roundrobin"]
    RoundRobin,
}

/// Tournaments on this server: arena, Swiss and round robin
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands(
        "create",
        "join",
        "leave",
        "withdraw",
        "berserk",
        "start",
        "end",
        "standings",
        "pairings",
        "list",
        "trf"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

async fn refuse(ctx: Ctx<'_>, e: &game::GameError) -> Result<(), Error> {
    respond::tell(ctx, &e.text()).await
}

/// Create a tournament (needs Manage Events)
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Ctx<'_>,
    #[description = "arena (paired as games end), swiss (FIDE Dutch) or roundrobin"]
    kind: KindChoice,
    #[description = "Swiss: the number of rounds (default 5)"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Arena: how long it lasts, in minutes (default 30)"]
    #[min = 5]
    #[max = 1440]
    minutes: Option<u32>,
    #[description = "Round robin: everyone meets twice, colours swapped"] double: Option<bool>,
    #[description = "Arena: players may give half their clock for an extra point (default yes)"]
    berserk: Option<bool>,
    #[description = "Rule set (default: castalia)"] rules: Option<super::commands::RulesChoice>,
    #[description = "Time control: 3+2 (minutes+increment) or 1d (days per move)"] time: Option<
        String,
    >,
    #[description = "Rated (default: yes with a clock) or casual"] rated: Option<bool>,
    #[description = "When it starts: now, 15m, 2h, 1d (default 10m)"] start: Option<String>,
    #[description = "Its name"]
    #[max_length = 60] // spec::MAX_NAME_CHARS
    name: Option<String>,
    #[description = "Only players rated within this band, e.g. 1200-1600"] band: Option<String>,
) -> Result<(), Error> {
    let rounds = rounds.map(|r| r.to_string());
    let minutes = minutes.map(|m| m.to_string());
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let words = SpecWords {
        kind: Some(match kind {
            KindChoice::Arena => "arena",
            KindChoice::Swiss => "swiss",
            KindChoice::RoundRobin => "roundrobin",
        }),
        rounds: rounds.as_deref(),
        minutes: minutes.as_deref(),
        double: double.map(yes_no),
        berserk: berserk.map(yes_no),
        start: start.as_deref(),
        name: name.as_deref(),
        band: band.as_deref(),
    };
    let spec = (|| -> Result<TournamentSpec, game::GameError> {
        let args = NewGameArgs {
            variant: rules.map(Variant::from),
            setup: None,
            color: None,
            time: time.as_deref().map(options::parse_time).transpose()?,
            rated,
        };
        TournamentSpec::from_words(&words, args)
    })();
    match spec {
        Ok(spec) => {
            respond::command(ctx, Command::Tournament(TournamentCommand::Create(spec))).await
        }
        Err(e) => refuse(ctx, &e).await,
    }
}

fn id(n: Option<u64>) -> Option<TournamentId> {
    n.map(TournamentId)
}

/// Join a tournament of this server
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn join(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one open here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Join { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// Leave a tournament (once it runs: withdraw from the next rounds)
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn leave(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Leave { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// Withdraw from a running tournament (no more pairings; games played still count)
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn withdraw(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Leave { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// Arena: give half your clock for a point more on a win (before your first move)
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn berserk(
    ctx: Ctx<'_>,
    #[description = "The game's number (leave out for your tournament game going on)"] game: Option<
        u64,
    >,
) -> Result<(), Error> {
    let command = TournamentCommand::Berserk {
        game: game.map(crate::game::GameId),
    };
    respond::command(ctx, Command::Tournament(command)).await
}

/// Start your tournament now
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn start(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Start { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// End your tournament now with its standings as they are
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn end(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::End { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// A tournament's standings
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn standings(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Standings { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

/// A round's pairings (an arena: the games going on)
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn pairings(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
    #[description = "The round (default: the last one paired)"]
    #[min = 1]
    #[max = 60]
    round: Option<u32>,
) -> Result<(), Error> {
    let command = TournamentCommand::Pairings {
        id: self::id(id),
        round,
    };
    respond::command(ctx, Command::Tournament(command)).await
}

/// This server's tournaments
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn list(ctx: Ctx<'_>) -> Result<(), Error> {
    respond::command(ctx, Command::Tournament(TournamentCommand::List)).await
}

/// A tournament as a FIDE TRF-16 report
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn trf(
    ctx: Ctx<'_>,
    #[description = "The tournament's number (leave out for the one here)"] id: Option<u64>,
) -> Result<(), Error> {
    let command = TournamentCommand::Trf { id: self::id(id) };
    respond::command(ctx, Command::Tournament(command)).await
}

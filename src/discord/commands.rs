//! The slash commands. Each is a thin function: read the options into a `game::Command`, ask
//! the service, show its reply (and the bot's answer when the bot is to move).

use super::format::Outgoing;
use super::{bot_answer, Ctx, Data, Error};
use crate::engine::Level;
use crate::game::{self, options, ChallengeId, Command, GameId, NewGameArgs, Reply, UserRef};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

/// Every command, for the framework and for registration.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        accept(),
        decline(),
        cancel(),
        play(),
        r#move(),
        board(),
        moves(),
        pgn(),
        resign(),
        draw(),
        takeback(),
        explain(),
        claim(),
        abort(),
        rematch(),
        games(),
        rules(),
        stats(),
        leaderboard(),
        forget(),
        help(),
        puzzle(),
    ]
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PuzzleAction {
    #[name = "new"]
    New,
    #[name = "daily"]
    Daily,
    #[name = "show"]
    Show,
    #[name = "giveup"]
    GiveUp,
}

/// Solve a Castalia puzzle (answers and boards are shown to you only)
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Ctx<'_>,
    #[description = "new (default), daily (the same for everyone today), show, or giveup"]
    action: Option<PuzzleAction>,
    #[description = "A theme, e.g. kidnap, repulse, mateIn2, defence"] themes: Option<String>,
    #[description = "Your answer to the puzzle you are solving, e.g. Cd5"]
    #[rename = "move"]
    text: Option<String>,
) -> Result<(), Error> {
    let command = match (text, action) {
        (Some(text), _) => game::PuzzleCommand::Move { text },
        (None, Some(PuzzleAction::Daily)) => game::PuzzleCommand::Daily,
        (None, Some(PuzzleAction::Show)) => game::PuzzleCommand::Show,
        (None, Some(PuzzleAction::GiveUp)) => game::PuzzleCommand::GiveUp,
        (None, Some(PuzzleAction::New) | None) => game::PuzzleCommand::New { theme: themes },
    };
    run(ctx, Command::Puzzle(command)).await
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RulesChoice {
    #[name = "castalia"]
    Castalia,
    #[name = "castalia-weak"]
    CastaliaWeak,
    #[name = "standard"]
    Standard,
}

impl From<RulesChoice> for Variant {
    fn from(choice: RulesChoice) -> Variant {
        match choice {
            RulesChoice::Castalia => Variant::Castalia,
            RulesChoice::CastaliaWeak => Variant::CastaliaWeak,
            RulesChoice::Standard => Variant::Standard,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorChoice {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "random"]
    Random,
}

impl From<ColorChoice> for game::model::ColorChoice {
    fn from(choice: ColorChoice) -> game::model::ColorChoice {
        match choice {
            ColorChoice::White => game::model::ColorChoice::White,
            ColorChoice::Black => game::model::ColorChoice::Black,
            ColorChoice::Random => game::model::ColorChoice::Random,
        }
    }
}

/// Who is asking, and where, in the service's terms.
pub fn game_context(ctx: Ctx<'_>) -> game::Context {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let nick = member.and_then(|m| m.nick.clone());
    let site = site_of(ctx.cache(), ctx.guild_id());
    game::Context {
        user: game::UserId(ctx.author().id.get()),
        name: nick.unwrap_or_else(|| ctx.author().display_name().to_string()),
        channel: game::ChannelId(ctx.channel_id().get()),
        guild: game::GuildId(ctx.guild_id().map_or(0, |g| g.get())),
        is_admin: is_admin(member),
        site,
    }
}

/// Where a command comes from: a server (by name, when the cache knows it) or a DM.
pub fn site_of(cache: &serenity::Cache, guild: Option<serenity::GuildId>) -> game::Site {
    match guild {
        Some(id) => game::Site::Server(
            id.to_guild_cached(cache)
                .map(|g| g.name.clone())
                .unwrap_or_else(|| format!("#{id}")),
        ),
        None => game::Site::DirectMessage,
    }
}

/// Whether a member administers the server (Discord sends their permissions with interactions).
pub fn is_admin(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.administrator() || p.manage_guild())
}

fn user_ref(user: &serenity::User) -> UserRef {
    UserRef {
        id: game::UserId(user.id.get()),
        name: user.display_name().to_string(),
    }
}

async fn send(ctx: Ctx<'_>, reply: &Reply) -> Result<(), Error> {
    ctx.send(Outgoing::from_reply(reply).into_poise()).await?;
    Ok(())
}

/// Runs a command and shows the reply, then the bot's move if it is the bot's turn.
async fn run(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let reply = service.handle(&game_context(ctx), command).await;
    send(ctx, &reply).await?;
    if let Some(answer) = bot_answer(&service, &reply).await {
        send(ctx, &answer).await?;
    }
    Ok(())
}

fn game_id(game: Option<u64>) -> Option<GameId> {
    game.map(GameId)
}

/// Challenge someone to a game (leave out the user for an open challenge anyone may accept)
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Ctx<'_>,
    #[description = "Who to play (leave out for an open challenge)"] user: Option<serenity::User>,
    #[description = "Rule set (default: castalia)"] rules: Option<RulesChoice>,
    #[description = "Start position: castalia, classic, or a FEN"] setup: Option<String>,
    #[description = "Your colour (default: random)"] color: Option<ColorChoice>,
    #[description = "Time control: none, 10+5 (minutes+increment) or 3d (days per move)"]
    time: Option<String>,
    #[description = "Rated (default: yes with a clock) or casual"] rated: Option<bool>,
) -> Result<(), Error> {
    if user.as_ref().is_some_and(|u| u.bot) {
        let text = "Bots cannot take challenges. Play this bot with `/play level:3`.";
        ctx.send(Outgoing::private(text).into_poise()).await?;
        return Ok(());
    }
    let parsed = (|| -> Result<NewGameArgs, game::GameError> {
        Ok(NewGameArgs {
            variant: rules.map(Variant::from),
            setup: match setup.as_deref() {
                Some(text) => options::parse_setup(text)?,
                None => None,
            },
            color: color.map(Into::into),
            time: time.as_deref().map(options::parse_time).transpose()?,
            rated,
        })
    })();
    let args = match parsed {
        Ok(args) => args,
        Err(e) => {
            let text = super::format::markdown(&e.text());
            ctx.send(Outgoing::private(text).into_poise()).await?;
            return Ok(());
        }
    };
    let opponent = user.as_ref().map(user_ref);
    run(ctx, Command::Challenge { opponent, args }).await
}

/// Accept a challenge (the one addressed to you here, or the one with this id)
#[poise::command(slash_command, guild_only)]
pub async fn accept(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    run(ctx, Command::Accept { challenge }).await
}

/// Decline a challenge addressed to you
#[poise::command(slash_command, guild_only)]
pub async fn decline(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    run(ctx, Command::Decline { challenge }).await
}

/// Withdraw your challenge
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    run(ctx, Command::Cancel { challenge }).await
}

/// Play the bot
#[poise::command(slash_command)]
pub async fn play(
    ctx: Ctx<'_>,
    #[description = "Strength: 1 (beginner) to 8 (full strength)"]
    #[min = 1]
    #[max = 8]
    level: u8,
    #[description = "Your colour (default: random)"] color: Option<ColorChoice>,
    #[description = "Rule set (default: castalia)"] rules: Option<RulesChoice>,
    #[description = "Time control: none, 10+5 (minutes+increment) or 3d (days per move)"]
    time: Option<String>,
) -> Result<(), Error> {
    let time = match time.as_deref().map(options::parse_time).transpose() {
        Ok(time) => time,
        Err(e) => {
            let text = super::format::markdown(&e.text());
            ctx.send(Outgoing::private(text).into_poise()).await?;
            return Ok(());
        }
    };
    let Some(level) = Level::new(level) else {
        let text = format!(
            "There is no level {level}: choose {} (beginner) to {} (full strength), e.g. `/play level:3`.",
            Level::MIN,
            Level::MAX
        );
        ctx.send(Outgoing::private(text).into_poise()).await?;
        return Ok(());
    };
    // The bot may have to think before anyone sees the board: acknowledge at once.
    ctx.defer().await?;
    let service = ctx.data().service.clone();
    let args = NewGameArgs {
        variant: rules.map(Variant::from),
        color: color.map(Into::into),
        time,
        ..NewGameArgs::default()
    };
    let reply = service
        .handle(&game_context(ctx), Command::Play { level, args })
        .await;
    if reply.ephemeral {
        // A deferred answer is public: take it back and answer privately.
        if let poise::Context::Application(app) = ctx {
            app.interaction.delete_response(ctx.http()).await?;
        }
    }
    send(ctx, &reply).await?;
    if let Some(answer) = bot_answer(&service, &reply).await {
        send(ctx, &answer).await?;
    }
    Ok(())
}

async fn autocomplete_move(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .legal_moves_for(&game_context(ctx), partial);
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// Play a move (SAN like Cd5, e4, O-O, e8=Q, or UCI like e2e4)
#[poise::command(slash_command, rename = "move")]
pub async fn r#move(
    ctx: Ctx<'_>,
    #[description = "Your move"]
    #[rename = "move"]
    #[autocomplete = "autocomplete_move"]
    text: String,
    #[description = "Game number (when you play several here)"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Move { text, game }).await
}

/// Show the board
#[poise::command(slash_command)]
pub async fn board(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
    #[description = "Draw it from the other side"] flip: Option<bool>,
) -> Result<(), Error> {
    let command = Command::Board {
        game: game_id(game),
        flip: flip.unwrap_or(false),
    };
    run(ctx, command).await
}

/// List the moves of a game
#[poise::command(slash_command)]
pub async fn moves(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Moves { game }).await
}

/// Download a game as PGN
#[poise::command(slash_command)]
pub async fn pgn(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Pgn { game }).await
}

/// Resign your game
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Resign { game }).await
}

/// Offer a draw, accept your opponent's offer, or decline it
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Ctx<'_>,
    #[description = "Decline your opponent's offer"] decline: Option<bool>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    let command = if decline.unwrap_or(false) {
        Command::DeclineDraw { game }
    } else {
        Command::Draw { game }
    };
    run(ctx, command).await
}

/// Ask to take back your last move, grant your opponent's request, or decline it
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Ctx<'_>,
    #[description = "Decline your opponent's request"] decline: Option<bool>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    let command = if decline.unwrap_or(false) {
        Command::DeclineTakeback { game }
    } else {
        Command::Takeback { game }
    };
    run(ctx, command).await
}

/// Explain a move: what it kidnaps and repulses (default: the last move played)
#[poise::command(slash_command)]
pub async fn explain(
    ctx: Ctx<'_>,
    #[description = "A move playable now, e.g. Cd5 (default: the last move)"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Explain { game, text }).await
}

/// Claim the win when your opponent's time has run out
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::ClaimTimeout { game }).await
}

/// Abort your game before both sides have moved (no result, no rating change)
#[poise::command(slash_command)]
pub async fn abort(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Abort { game }).await
}

/// Ask for a rematch of a finished game: same options, colours swapped
#[poise::command(slash_command)]
pub async fn rematch(
    ctx: Ctx<'_>,
    #[description = "Game number (default: your last finished game here)"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    run(ctx, Command::Rematch { game }).await
}

/// List your games in progress
#[poise::command(slash_command)]
pub async fn games(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Games).await
}

/// The rules of Castalia chess
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Rules).await
}

/// Ratings and results of a player (default: you)
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Ctx<'_>,
    #[description = "Whose stats"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.as_ref().map(user_ref);
    run(ctx, Command::Stats { user }).await
}

/// The best rated players of this server
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "Rule set (default: castalia)"] rules: Option<RulesChoice>,
) -> Result<(), Error> {
    let variant = rules.map(Variant::from);
    run(ctx, Command::Leaderboard { variant }).await
}

/// Delete what the bot stores about you (server admins: about anyone)
#[poise::command(slash_command)]
pub async fn forget(
    ctx: Ctx<'_>,
    #[description = "Whose data (admins only; default: you)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.as_ref().map(user_ref);
    run(ctx, Command::Forget { user }).await
}

/// How to use the bot
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}

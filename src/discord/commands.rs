//! The slash commands. Each is a thin function: read the options into a `game::Command`, ask
//! the service, show its reply (and the bot's answer when the bot is to move).

use super::format::Outgoing;
use super::home;
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
        review(),
        claim(),
        abort(),
        rematch(),
        games(),
        rules(),
        stats(),
        leaderboard(),
        forget(),
        help(),
        super::settings::settings(),
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
    #[autocomplete = "autocomplete_puzzle_move"]
    text: Option<String>,
) -> Result<(), Error> {
    let action = action.map(|a| match a {
        PuzzleAction::New => "new",
        PuzzleAction::Daily => "daily",
        PuzzleAction::Show => "show",
        PuzzleAction::GiveUp => "giveup",
    });
    match game::puzzles::puzzle_command(action, themes, text) {
        Ok(command) => run(ctx, Command::Puzzle(command)).await,
        Err(e) => {
            let text = super::format::markdown(&e.text());
            ctx.send(Outgoing::private(text).into_poise()).await?;
            Ok(())
        }
    }
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

/// The interaction behind a slash command (none for a prefix command).
fn interaction<'a>(ctx: Ctx<'a>) -> Option<&'a serenity::CommandInteraction> {
    match ctx {
        poise::Context::Application(app) => Some(app.interaction),
        poise::Context::Prefix(_) => None,
    }
}

/// Whether a game started by this command may get its own thread.
fn can_thread_here(ctx: Ctx<'_>) -> bool {
    let Some(i) = interaction(ctx) else {
        return false;
    };
    home::can_thread(
        &ctx.data().homes,
        i.guild_id,
        i.channel.as_ref().map(|c| c.kind),
        i.app_permissions,
    )
}

/// The refusal of a command that starts games where the bot lacks permissions it needs.
fn permissions_refusal(ctx: Ctx<'_>) -> Option<String> {
    let i = interaction(ctx)?;
    i.guild_id?;
    let missing = home::missing_permissions(i.channel.as_ref().map(|c| c.kind), i.app_permissions);
    (!missing.is_empty()).then(|| home::permissions_refusal(&missing))
}

/// Shows a reply to a command (`answered`: the command already has its answer, this is the
/// bot's move after it). A new game in a server channel opens its thread; a public answer
/// about a game with a thread goes to the thread (a command typed elsewhere gets a pointer);
/// anything else is the command's answer.
async fn show(ctx: Ctx<'_>, reply: &Reply, answered: bool) -> Result<(), Error> {
    let sh = home::Shower::new(&ctx.serenity_context().http, ctx.data());
    if home::starts_game(reply).is_some() && !answered && can_thread_here(ctx) {
        let handle = ctx
            .send(home::start_message(reply, None).into_poise())
            .await?;
        let start = handle.message().await?.into_owned();
        if home::open_thread(&sh, reply, &start).await.is_none() {
            // Discord refused the thread: the game stays in this channel.
            home::post(&sh, start.channel_id, reply).await?;
        }
        return Ok(());
    }
    if let Some(thread) = reply
        .game
        .as_ref()
        .filter(|_| !reply.ephemeral)
        .and_then(|v| v.thread)
    {
        if answered || thread.0 != ctx.channel_id().get() {
            if let Some(Err(e)) = home::post_in_thread(&sh, reply).await {
                tracing::warn!("cannot post in the game's thread: {e}");
                if !answered {
                    ctx.send(Outgoing::from_reply(reply).into_poise()).await?;
                }
                return Ok(());
            }
            if !answered {
                let pointer = format!("Done: the game goes on in <#{}>.", thread.0);
                ctx.send(Outgoing::private(pointer).into_poise()).await?;
            }
            return Ok(());
        }
    }
    if let Some(view) = home::goes_live(&ctx.data().homes, reply) {
        if let Some(board_channel) = home::edit_live(&sh, reply).await {
            return show_turn(ctx, &sh, reply, view.id, board_channel, answered).await;
        }
    }
    let sent = ctx.send(Outgoing::from_reply(reply).into_poise()).await;
    let handle = match sent {
        Ok(handle) => handle,
        Err(e) if answered => {
            // The interaction's token expired (15 minutes) or Discord failed: the bot's move
            // is posted as an ordinary message in the channel.
            tracing::info!("cannot follow up ({e}); posting the reply in the channel");
            home::post(&sh, ctx.channel_id(), reply).await?;
            return Ok(());
        }
        Err(e) => return Err(e.into()),
    };
    if reply.game.is_some() && !reply.ephemeral {
        match handle.message().await {
            Ok(message) => home::shown(&sh, reply, &message).await,
            Err(e) => tracing::debug!("cannot read the message just sent: {e}"),
        }
    }
    Ok(())
}

/// A reply shown on its game's live board (already edited): the command's answer is the turn
/// message, which replaces the game's previous one. Typed in another channel, the turn
/// message goes to the board's channel and the command gets a private pointer.
async fn show_turn(
    ctx: Ctx<'_>,
    sh: &home::Shower,
    reply: &Reply,
    id: GameId,
    board_channel: serenity::ChannelId,
    answered: bool,
) -> Result<(), Error> {
    if board_channel == ctx.channel_id() {
        match ctx.send(home::turn_message(reply).into_poise()).await {
            Ok(handle) => match handle.message().await {
                Ok(message) => home::turn_posted(sh, id, &message).await,
                Err(e) => tracing::debug!("cannot read the turn message just sent: {e}"),
            },
            Err(e) if answered => {
                tracing::info!("cannot follow up ({e}); posting the turn in the channel");
                home::post_turn(sh, board_channel, reply).await?;
            }
            Err(e) => return Err(e.into()),
        }
        return Ok(());
    }
    home::post_turn(sh, board_channel, reply).await?;
    if !answered {
        let pointer = format!("Done: the board of game #{id} is updated in <#{board_channel}>.");
        ctx.send(Outgoing::private(pointer).into_poise()).await?;
    }
    Ok(())
}

/// Runs a command and shows the reply, then the bot's move if it is the bot's turn. A
/// command still being worked on when its time budget (`discord.defer_after_ms`) runs out
/// (a slow disk, a busy machine) is acknowledged first, so Discord's three seconds are kept.
pub(super) async fn run(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = game_context(ctx);
    let worker = service.clone();
    let mut task = tokio::spawn(async move { worker.handle(&who, command).await });
    let budget = ctx.data().defer_after;
    // A budget of 0 acknowledges every command first.
    let in_time = async {
        if budget.is_zero() {
            None
        } else {
            tokio::time::timeout(budget, &mut task).await.ok()
        }
    }
    .await;
    let (done, deferred) = match in_time {
        Some(done) => (done, false),
        None => {
            ctx.defer().await?;
            (task.await, true)
        }
    };
    let reply = match done {
        Ok(reply) => reply,
        Err(e) => {
            tracing::error!("a command task failed: {e}");
            let text = "Sorry, that did not work; please try again.";
            ctx.send(Outgoing::private(text).into_poise()).await?;
            return Ok(());
        }
    };
    if deferred && reply.ephemeral {
        // A deferred answer is public: take it back and answer privately.
        if let poise::Context::Application(app) = ctx {
            app.interaction.delete_response(ctx.http()).await?;
        }
    }
    show(ctx, &reply, false).await?;
    if let Some(answer) = bot_answer(&service, &reply).await {
        show(ctx, &answer, true).await?;
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
    if let Some(text) = permissions_refusal(ctx) {
        ctx.send(Outgoing::private(text).into_poise()).await?;
        return Ok(());
    }
    if user.as_ref().is_some_and(|u| u.bot) {
        let text = "Bots cannot take challenges. Play this bot with `/play level:3`.";
        ctx.send(Outgoing::private(text).into_poise()).await?;
        return Ok(());
    }
    let parsed = (|| -> Result<NewGameArgs, game::GameError> {
        Ok(NewGameArgs {
            variant: rules.map(Variant::from),
            setup: setup.as_deref().map(options::parse_setup).transpose()?,
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
    if let Some(text) = permissions_refusal(ctx) {
        ctx.send(Outgoing::private(text).into_poise()).await?;
        return Ok(());
    }
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
    show(ctx, &reply, false).await?;
    if let Some(answer) = bot_answer(&service, &reply).await {
        show(ctx, &answer, true).await?;
    }
    Ok(())
}

async fn autocomplete_puzzle_move(
    ctx: Ctx<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .puzzle_moves_for(&game_context(ctx), partial);
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// The `game:` option already filled in, while another option of the command is being typed.
fn typed_game(ctx: Ctx<'_>) -> Option<GameId> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let option = app
        .interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "game")?;
    let id = match &option.value {
        serenity::CommandDataOptionValue::Integer(n) => u64::try_from(*n).ok(),
        serenity::CommandDataOptionValue::Number(n) if n.fract() == 0.0 && *n >= 0.0 => {
            Some(*n as u64)
        }
        serenity::CommandDataOptionValue::String(s)
        | serenity::CommandDataOptionValue::Autocomplete { value: s, .. } => {
            s.trim().trim_start_matches('#').parse().ok()
        }
        _ => None,
    }?;
    Some(GameId(id))
}

/// The caller's legal moves in the game of `game:` (else their game in this channel or
/// thread), each shown with what it does ("Cd5: kidnaps ...") and sent as its SAN.
async fn autocomplete_move(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .move_suggestions(&game_context(ctx), typed_game(ctx), partial);
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|m| {
                serenity::AutocompleteChoice::new(
                    super::picker::fit(&m.label, super::picker::MAX_LABEL),
                    m.san,
                )
            })
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
    // Asked privately first ([Resign] [Cancel]); anything the service would refuse is
    // refused at once.
    let service = ctx.data().service.clone();
    if let Some(id) = service.my_game_in_progress(&game_context(ctx), game) {
        let question = super::events::confirm_resign(id);
        ctx.send(question.into_poise()).await?;
        return Ok(());
    }
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

/// Explain a move: what it kidnaps and repulses, and why it is good or bad (default: last move)
#[poise::command(slash_command)]
pub async fn explain(
    ctx: Ctx<'_>,
    #[description = "An earlier move (8...Cd5, Cd5, mine: your last) or one to preview; default: the last"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    let service = ctx.data().service.clone();
    let who = game_context(ctx);
    let mut task =
        tokio::spawn(async move { service.handle(&who, Command::Explain { game, text }).await });
    // The engine's part takes about a second; on a busy machine, defer rather than let the
    // interaction expire (a refusal comes at once, before this, and stays private).
    let done = tokio::select! {
        done = &mut task => done,
        _ = tokio::time::sleep(std::time::Duration::from_millis(2000)) => {
            ctx.defer().await?;
            task.await
        }
    };
    match done {
        Ok(reply) => show(ctx, &reply, false).await,
        Err(e) => {
            tracing::error!("the explanation task failed: {e}");
            let text = "Sorry, the explanation stumbled. Please try again.";
            ctx.send(Outgoing::private(text).into_poise()).await?;
            Ok(())
        }
    }
}

/// Review a game with the engine: mistakes, better moves, accuracy, a graph and annotated PGN
#[poise::command(slash_command)]
pub async fn review(
    ctx: Ctx<'_>,
    #[description = "Game number (default: your game here, or your last one)"] game: Option<u64>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = game_context(ctx);
    let game = game_id(game);
    let (progress, mut seen) = tokio::sync::watch::channel(0u8);
    let mut task = tokio::spawn(async move { service.review(&who, game, progress).await });
    // A refusal comes at once and is shown privately; a review under way gets a progress
    // message (within Discord's three seconds) that is edited as it goes.
    let early = tokio::select! {
        done = &mut task => Some(done),
        _ = seen.changed() => None,
        _ = tokio::time::sleep(std::time::Duration::from_millis(700)) => None,
    };
    if let Some(done) = early {
        return finish_review(ctx, done).await;
    }
    let mut shown = *seen.borrow();
    let handle = ctx
        .send(poise::CreateReply::default().content(progress_bar(shown)))
        .await?;
    let done = loop {
        tokio::select! {
            done = &mut task => break done,
            _ = tokio::time::sleep(std::time::Duration::from_millis(1500)) => {
                let now = *seen.borrow();
                if now != shown {
                    shown = now;
                    let edit = poise::CreateReply::default().content(progress_bar(now));
                    if let Err(e) = handle.edit(ctx, edit).await {
                        tracing::warn!("cannot update the review progress: {e}");
                    }
                }
            }
        }
    };
    let last = poise::CreateReply::default().content(progress_bar(100));
    if let Err(e) = handle.edit(ctx, last).await {
        tracing::warn!("cannot update the review progress: {e}");
    }
    finish_review(ctx, done).await
}

async fn finish_review(
    ctx: Ctx<'_>,
    done: Result<Reply, tokio::task::JoinError>,
) -> Result<(), Error> {
    match done {
        Ok(reply) => show(ctx, &reply, false).await,
        Err(e) => {
            tracing::error!("the review task failed: {e}");
            let text = "Sorry, the review stumbled. Please try again later.";
            ctx.send(Outgoing::private(text).into_poise()).await?;
            Ok(())
        }
    }
}

/// "Reviewing the game with the engine: `[######----]` 60%".
fn progress_bar(percent: u8) -> String {
    let filled = usize::from(percent.min(100)) / 10;
    format!(
        "Reviewing the game with the engine: `[{}{}]` {percent}%",
        "#".repeat(filled),
        "-".repeat(10 - filled)
    )
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

/// The best rated players of this server (in a DM: you and your rated opponents)
#[poise::command(slash_command)]
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

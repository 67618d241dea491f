//! The slash commands. Each is a thin function: read the options into a `game::Command`, ask
//! the service, show its reply (and the bot's answer when the bot is to move).

use super::context;
use super::data::{Ctx, Data, Error};
use super::defer::{self, Timed};
use super::format::{self, Outgoing};
use super::home;
use super::respond;
use crate::engine::Level;
use crate::game::{
    self, commands::options, ChallengeId, Command, GameId, NewGameArgs, Reply, Text, UserRef,
};
use crate::i18n::{tr, Lang};
use crate::msg;
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

/// Every command, for the framework and for registration.
///
/// Each command says where it is offered: the game, puzzle, lesson and player commands for
/// both installations (a server's, and a user's own) and in servers, the bot's DM and other
/// DMs and group DMs (`install_context = "Guild|User"`, `interaction_context =
/// "Guild|BotDm|PrivateChannel"`); challenges (`/challenge`, `/accept`, `/decline`,
/// `/cancel`) in servers and in DMs and group DMs between people, where both players see
/// them, but not in the bot's DM, where nobody else is (`"Guild|User"`,
/// `"Guild|PrivateChannel"`); `/tournament` only in servers that installed the bot
/// (`"Guild"`, `"Guild"`).
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
        web(),
        stats(),
        leaderboard(),
        forget(),
        help(),
        super::settings::settings(),
        puzzle(),
        learn(),
        super::tournaments::tournament(),
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
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
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
    match game::puzzles::solving::puzzle_command(action, themes, text) {
        Ok(command) => respond::command(ctx, Command::Puzzle(command)).await,
        Err(e) => respond::tell(ctx, &e.text()).await,
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LearnAction {
    #[name = "hint"]
    Hint,
    #[name = "retry"]
    Retry,
    #[name = "next"]
    Next,
}

/// Learn Castalia chess: short lessons with exercises (shown to you only)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn learn(
    ctx: Ctx<'_>,
    #[description = "A lesson to open, by number (leave out to go on where you stopped)"]
    #[min = 1]
    #[max = 99]
    lesson: Option<u32>,
    #[description = "hint, retry (the exercise again), or next (skip to the next exercise)"]
    action: Option<LearnAction>,
    #[description = "Your answer to the exercise, e.g. Cd5"]
    #[rename = "move"]
    #[autocomplete = "autocomplete_lesson_move"]
    text: Option<String>,
) -> Result<(), Error> {
    let lesson = lesson.map(|n| n.to_string());
    let action = action.map(|a| match a {
        LearnAction::Hint => "hint",
        LearnAction::Retry => "retry",
        LearnAction::Next => "next",
    });
    match game::course::learning::learn_command(lesson.as_deref(), action, text) {
        Ok(command) => respond::command(ctx, Command::Learn(command)).await,
        Err(e) => respond::tell(ctx, &e.text()).await,
    }
}

async fn autocomplete_lesson_move(
    ctx: Ctx<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .lesson_moves_for(&context::of_command(ctx), partial);
    san_choices(moves)
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

/// The refusal of a command that starts games where the bot lacks permissions it needs.
fn permissions_refusal(ctx: Ctx<'_>) -> Option<String> {
    let i = interaction(ctx)?;
    i.guild_id?;
    // In a private chat the bot answers through the interaction alone: it needs nothing.
    if context::is_private(i.context, &i.authorizing_integration_owners) {
        return None;
    }
    let missing = home::missing_permissions(i.channel.as_ref().map(|c| c.kind), i.app_permissions);
    (!missing.is_empty()).then(|| home::permissions_refusal(&missing, context::lang(ctx)))
}

fn game_id(game: Option<u64>) -> Option<GameId> {
    game.map(GameId)
}

/// Challenge someone to a game (leave out the user for an open challenge anyone may accept)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
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
        return respond::tell(ctx, &Text::msg("discord-bot-challenged")).await;
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
        Err(e) => return respond::tell(ctx, &e.text()).await,
    };
    let opponent = user.as_ref().map(user_ref);
    respond::command(ctx, Command::Challenge { opponent, args }).await
}

/// Accept a challenge (the one addressed to you here, or the one with this id)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub async fn accept(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    respond::command(ctx, Command::Accept { challenge }).await
}

/// Decline a challenge addressed to you
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub async fn decline(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    respond::command(ctx, Command::Decline { challenge }).await
}

/// Withdraw your challenge
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub async fn cancel(
    ctx: Ctx<'_>,
    #[description = "Challenge number"] id: Option<u64>,
) -> Result<(), Error> {
    let challenge = id.map(ChallengeId);
    respond::command(ctx, Command::Cancel { challenge }).await
}

/// Play the bot
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
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
        Err(e) => return respond::tell(ctx, &e.text()).await,
    };
    let Some(level) = Level::new(level) else {
        let text = msg!(
            "discord-no-such-level",
            level = level,
            min = Level::MIN.get(),
            max = Level::MAX.get()
        );
        return respond::tell(ctx, &text).await;
    };
    // The bot may have to think before anyone sees the board: acknowledge at once.
    let args = NewGameArgs {
        variant: rules.map(Variant::from),
        color: color.map(Into::into),
        time,
        ..NewGameArgs::default()
    };
    let command = Command::Play { level, args };
    respond::command_within(ctx, command, std::time::Duration::ZERO, respond::SORRY).await
}

async fn autocomplete_puzzle_move(
    ctx: Ctx<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .puzzle_moves_for(&context::of_command(ctx), partial);
    san_choices(moves)
}

/// Moves in SAN as autocompletion choices (the name is the value).
fn san_choices(moves: Vec<String>) -> serenity::CreateAutocompleteResponse {
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
    let service = &ctx.data().service;
    let gctx = context::of_command(ctx);
    let lang = service.reply_lang(&gctx);
    let moves = service.move_suggestions(&gctx, typed_game(ctx), partial);
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|m| {
                let label = m.label_text.words(lang);
                serenity::AutocompleteChoice::new(format::fit(&label, format::MAX_LABEL), m.san)
            })
            .collect(),
    )
}

/// Play a move (SAN like Cd5, e4, O-O, e8=Q, or UCI like e2e4)
#[poise::command(
    slash_command,
    rename = "move",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn r#move(
    ctx: Ctx<'_>,
    #[description = "Your move"]
    #[rename = "move"]
    #[autocomplete = "autocomplete_move"]
    text: String,
    #[description = "Game number (when you play several here)"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::Move { text, game }).await
}

/// Show the board
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn board(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
    #[description = "Draw it from the other side"] flip: Option<bool>,
    #[description = "In words only, just for you (for a screen reader)"] text: Option<bool>,
) -> Result<(), Error> {
    let command = Command::Board {
        game: game_id(game),
        flip: flip.unwrap_or(false),
        text: text.unwrap_or(false),
    };
    respond::command(ctx, command).await
}

/// List the moves of a game
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn moves(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::Moves { game }).await
}

/// Download a game as PGN
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn pgn(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::Pgn { game }).await
}

/// Resign your game
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn resign(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    // Asked privately first ([Resign] [Cancel]); anything the service would refuse is
    // refused at once.
    let service = ctx.data().service.clone();
    let gctx = context::of_command(ctx);
    if let Some(id) = service.my_game_in_progress(&gctx, game) {
        let question = format::confirm_resign(id, service.reply_lang(&gctx));
        ctx.send(question.into_poise()).await?;
        return Ok(());
    }
    respond::command(ctx, Command::Resign { game }).await
}

/// Offer a draw, accept your opponent's offer, or decline it
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
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
    respond::command(ctx, command).await
}

/// Ask to take back your last move, grant your opponent's request, or decline it
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
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
    respond::command(ctx, command).await
}

/// Explain a move: what it kidnaps and repulses, and why it is good or bad (default: last move)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn explain(
    ctx: Ctx<'_>,
    #[description = "An earlier move (8...Cd5, Cd5, mine: your last) or one to preview; default: the last"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    // The engine's part takes about a second; on a busy machine, defer rather than let the
    // interaction expire (a refusal comes at once, before this, and stays private).
    let budget = ctx.data().budgets.explain;
    let sorry = "discord-sorry-explain";
    respond::command_within(ctx, Command::Explain { game, text }, budget, sorry).await
}

/// Review a game with the engine: mistakes, better moves, accuracy, a graph and annotated PGN
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn review(
    ctx: Ctx<'_>,
    #[description = "Game number (default: your game here, or your last one)"] game: Option<u64>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = context::of_command(ctx);
    let lang = service.reply_lang(&who);
    let game = game_id(game);
    let budgets = ctx.data().budgets;
    let (progress, mut seen) = tokio::sync::watch::channel(0u8);
    let work = async move { service.review(&who, game, progress).await };
    // A refusal comes at once and is shown privately; a review under way (its first
    // progress, or the budget run out) gets a progress message, within Discord's three
    // seconds, that is edited as it goes.
    let under_way = async {
        if seen.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    let mut task = match defer::race(budgets.review_progress_after, under_way, work).await {
        Timed::InTime(done) => return finish_review(ctx, done, lang).await,
        Timed::Late(task) => task,
    };
    let mut shown = *seen.borrow();
    let handle = ctx
        .send(poise::CreateReply::default().content(progress_bar(shown, lang)))
        .await?;
    let done = loop {
        tokio::select! {
            done = &mut task => break done,
            _ = tokio::time::sleep(budgets.review_progress_every) => {
                let now = *seen.borrow();
                if now != shown {
                    shown = now;
                    let edit = poise::CreateReply::default().content(progress_bar(now, lang));
                    if let Err(e) = handle.edit(ctx, edit).await {
                        tracing::warn!("cannot update the review progress: {e}");
                    }
                }
            }
        }
    };
    let last = poise::CreateReply::default().content(progress_bar(100, lang));
    if let Err(e) = handle.edit(ctx, last).await {
        tracing::warn!("cannot update the review progress: {e}");
    }
    finish_review(ctx, done, lang).await
}

async fn finish_review(
    ctx: Ctx<'_>,
    done: Result<Reply, tokio::task::JoinError>,
    lang: Lang,
) -> Result<(), Error> {
    match done {
        Ok(reply) => respond::Responder::command(ctx).deliver(&reply).await,
        Err(e) => {
            tracing::error!("the review task failed: {e}");
            let text = tr(lang, "discord-sorry-review");
            ctx.send(Outgoing::private(text).into_poise()).await?;
            Ok(())
        }
    }
}

/// "Reviewing the game with the engine: `[######----]` 60%", in `lang`.
fn progress_bar(percent: u8, lang: Lang) -> String {
    let filled = usize::from(percent.min(100)) / 10;
    let bar = format!("{}{}", "#".repeat(filled), "-".repeat(10 - filled));
    let text = msg!("discord-review-progress", bar = bar, percent = percent);
    format::markdown(&text, lang)
}

/// Claim the win when your opponent's time has run out
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn claim(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::ClaimTimeout { game }).await
}

/// Abort your game before both sides have moved (no result, no rating change)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn abort(
    ctx: Ctx<'_>,
    #[description = "Game number"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::Abort { game }).await
}

/// Ask for a rematch of a finished game: same options, colours swapped
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn rematch(
    ctx: Ctx<'_>,
    #[description = "Game number (default: your last finished game here)"] game: Option<u64>,
) -> Result<(), Error> {
    let game = game_id(game);
    respond::command(ctx, Command::Rematch { game }).await
}

/// List your games in progress
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn games(ctx: Ctx<'_>) -> Result<(), Error> {
    respond::command(ctx, Command::Games).await
}

/// The rules of Castalia chess
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
    respond::command(ctx, Command::Rules).await
}

/// A link that signs you in on the web board (only you see it)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn web(ctx: Ctx<'_>) -> Result<(), Error> {
    respond::command(ctx, Command::Web).await
}

/// Ratings and results of a player (default: you)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn stats(
    ctx: Ctx<'_>,
    #[description = "Whose stats"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.as_ref().map(user_ref);
    respond::command(ctx, Command::Stats { user }).await
}

/// The best rated players of this server (in a DM: you and your rated opponents)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "Rule set (default: castalia)"] rules: Option<RulesChoice>,
) -> Result<(), Error> {
    let variant = rules.map(Variant::from);
    respond::command(ctx, Command::Leaderboard { variant }).await
}

/// Delete what the bot stores about you (server admins: about anyone)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn forget(
    ctx: Ctx<'_>,
    #[description = "Whose data (admins only; default: you)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.as_ref().map(user_ref);
    respond::command(ctx, Command::Forget { user }).await
}

/// How to use the bot
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    respond::command(ctx, Command::Help).await
}

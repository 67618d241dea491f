//! The slash commands on Discord, made from the command table (`game::commands::table`):
//! one framework command per entry, each running `run`, which reads Discord's typed option
//! values into the table's `Given`, has `table::build` make the `game::Command`, asks the
//! service and shows its reply (and the bot's answer when the bot is to move). What Discord
//! asks for besides is here too: the permissions a new game's thread needs, the confirmation
//! before resigning, a review's progress, the moves suggested while one is typed.
//! Discord's registration is made from the same table (`localize`).

use super::context;
use super::data::{Ctx, Data, Error};
use super::defer::{self, Timed};
use super::format::{self, Outgoing};
use super::home;
use super::respond;
use crate::game::commands::table::{
    self, CommandSpec, Completion, Given, Offered, OptionKind, OptionSpec, Value,
};
use crate::game::{self, Command, GameId, Reply, Text, UserRef};
use crate::i18n::{tr, Lang};
use crate::msg;
use poise::serenity_prelude as serenity;

/// Every command, for the framework (dispatch and autocompletion), made from the table.
///
/// Where each is offered (`Offered`) is registered by `localize::registration`; the
/// framework refuses a server-only command (`/tournament`) in a DM an old client still sends.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    table::COMMANDS.iter().map(framework_command).collect()
}

fn framework_command(spec: &'static CommandSpec) -> poise::Command<Data, Error> {
    poise::Command {
        name: spec.name.into(),
        qualified_name: spec.name.into(),
        identifying_name: spec.name.into(),
        source_code_name: spec.name.into(),
        slash_action: Some(slash_action),
        subcommands: spec.subcommands.iter().map(framework_command).collect(),
        subcommand_required: !spec.subcommands.is_empty(),
        guild_only: spec.offered == Offered::Servers,
        parameters: spec
            .options
            .iter()
            .filter(|o| o.on_discord())
            .map(parameter)
            .collect(),
        custom_data: Box::new(spec),
        ..Default::default()
    }
}

/// An option as the framework knows it: by name, with the moves it suggests.
fn parameter(option: &'static OptionSpec) -> poise::CommandParameter<Data, Error> {
    let completion = match option.kind {
        OptionKind::Text { completion, .. } => completion,
        _ => None,
    };
    poise::CommandParameter {
        name: option.name.into(),
        name_localizations: Default::default(),
        description: None,
        description_localizations: Default::default(),
        required: option.required,
        channel_types: None,
        choices: Default::default(),
        type_setter: None,
        autocomplete_callback: completion.map(|c| match c {
            Completion::GameMove => complete_game_move as AutocompleteFn,
            Completion::PuzzleMove => complete_puzzle_move,
            Completion::LessonMove => complete_lesson_move,
        }),
        __non_exhaustive: (),
    }
}

type AutocompleteFn = for<'a> fn(
    poise::ApplicationContext<'a, Data, Error>,
    &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse>;

fn complete_game_move<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(autocomplete_move(poise::Context::Application(ctx), partial))
}

fn complete_puzzle_move<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(autocomplete_puzzle_move(
        poise::Context::Application(ctx),
        partial,
    ))
}

fn complete_lesson_move<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(autocomplete_lesson_move(
        poise::Context::Application(ctx),
        partial,
    ))
}

fn slash_action(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(run(ctx))
}

/// The table's entry of a framework command.
fn spec_of(command: &poise::Command<Data, Error>) -> Option<&'static CommandSpec> {
    command
        .custom_data
        .downcast_ref::<&'static CommandSpec>()
        .copied()
}

/// Runs a slash command: its options read as the table types them (options of another
/// shape are a command Discord holds from an older registration: the framework says so),
/// then `answer`.
async fn run(
    app: poise::ApplicationContext<'_, Data, Error>,
) -> Result<(), poise::FrameworkError<'_, Data, Error>> {
    let ctx = poise::Context::Application(app);
    let Some(spec) = spec_of(ctx.command()) else {
        return Ok(());
    };
    // A command with subcommands: Discord always names one.
    if !spec.subcommands.is_empty() {
        return Ok(());
    }
    let parent = ctx.parent_commands().first().and_then(|c| spec_of(c));
    let (given, named_bot) = match read(spec, app.args) {
        Ok(read) => read,
        Err(description) => {
            return Err(poise::FrameworkError::new_command_structure_mismatch(
                app,
                description,
            ))
        }
    };
    answer(ctx, parent, spec, &given, named_bot)
        .await
        .map_err(|error| poise::FrameworkError::new_command(ctx, error))
}

/// The options Discord sent, typed as the table declares them, and whether a user named is
/// a bot. An option of another type, or a required one missing: `Err` with what is wrong.
fn read(
    spec: &'static CommandSpec,
    args: &[serenity::ResolvedOption<'_>],
) -> Result<(Given, bool), &'static str> {
    use serenity::ResolvedValue;
    let mut given = Given::new();
    let mut named_bot = false;
    for option in spec.options.iter().filter(|o| o.on_discord()) {
        let Some(arg) = args.iter().find(|a| a.name == option.name) else {
            if option.required {
                return Err("a required argument is missing");
            }
            continue;
        };
        let value = match (option.kind, &arg.value) {
            (OptionKind::Text { .. }, ResolvedValue::String(text)) => Value::Text(text.to_string()),
            (OptionKind::Number(of), ResolvedValue::Integer(n)) => Value::Number(
                u64::try_from(*n)
                    .ok()
                    .filter(|n| of.fits(*n))
                    .ok_or("received out of bounds integer")?,
            ),
            (OptionKind::Flag { .. }, ResolvedValue::Boolean(b)) => Value::Flag(*b),
            (OptionKind::User, ResolvedValue::User(user, _)) => {
                named_bot |= user.bot;
                Value::User(user_ref(user))
            }
            (OptionKind::Choice(choices), ResolvedValue::Integer(index)) => Value::Choice(
                usize::try_from(*index)
                    .ok()
                    .and_then(|i| choices.nth(i))
                    .ok_or("out of bounds choice key")?,
            ),
            _ => return Err("an option of another type"),
        };
        given.set(option.name, value);
    }
    Ok((given, named_bot))
}

/// Answers a slash command whose options were read.
async fn answer(
    ctx: Ctx<'_>,
    parent: Option<&'static CommandSpec>,
    spec: &'static CommandSpec,
    given: &Given,
    named_bot: bool,
) -> Result<(), Error> {
    let starts_a_game = parent.is_none() && matches!(spec.name, "challenge" | "play");
    if starts_a_game {
        if let Some(text) = permissions_refusal(ctx) {
            ctx.send(Outgoing::private(text).into_poise()).await?;
            return Ok(());
        }
    }
    if spec.name == "challenge" && named_bot {
        return respond::tell(ctx, &Text::msg("discord-bot-challenged")).await;
    }
    let command = match table::build(parent, spec, given) {
        Ok(command) => command,
        Err(e) => return respond::tell(ctx, &e.text()).await,
    };
    match command {
        Command::Resign { game } => resign(ctx, game).await,
        Command::Review { game } => review(ctx, game).await,
        Command::Explain { .. } => {
            // The engine's part takes about a second; on a busy machine, defer rather than
            // let the interaction expire (a refusal comes at once, before this, and stays
            // private).
            let budget = ctx.data().budgets.explain;
            respond::command_within(ctx, command, budget, "discord-sorry-explain").await
        }
        Command::Play { .. } => {
            // The bot may have to think before anyone sees the board: acknowledge at once.
            let zero = std::time::Duration::ZERO;
            respond::command_within(ctx, command, zero, respond::SORRY).await
        }
        command => respond::command(ctx, command).await,
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

/// `/resign`: asked privately first ([Resign] [Cancel]); anything the service would refuse
/// is refused at once.
async fn resign(ctx: Ctx<'_>, game: Option<GameId>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let gctx = context::of_command(ctx);
    if let Some(id) = service.my_game_in_progress(&gctx, game) {
        let question = format::confirm_resign(id, service.reply_lang(&gctx));
        ctx.send(question.into_poise()).await?;
        return Ok(());
    }
    respond::command(ctx, Command::Resign { game }).await
}

/// `/review`: the engine reviews a game, with a progress message while it works.
async fn review(ctx: Ctx<'_>, game: Option<GameId>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = context::of_command(ctx);
    let lang = service.reply_lang(&who);
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

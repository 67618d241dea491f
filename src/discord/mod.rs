//! The Discord front end: a thin adapter between Discord (poise on serenity) and the game
//! service. It reads slash commands, button clicks and (optionally) prefix commands into
//! `game::Command`s, and shows each `Reply` as a Discord message; it holds no game state.
//!
//! The modules, from the bottom up (each uses only those above it in this list):
//!
//! - `buttons`: the custom ids of every component (buttons, the move picker's menus), written
//!   and read in one place. `format`: a `Reply` as a message (content, embed,
//!   buttons, files), and the small messages of the adapter itself.
//! - `defer`: the one time-budget helper (acknowledge a command or click still being worked on
//!   when its budget runs out) and the budgets from the config.
//! - `home`: a thread per game, live boards and turn messages, result cards, superseded
//!   boards' buttons disabled. `tournament_home`: a tournament's thread, standings message
//!   and scheduled event.
//! - `data`: what every handler shares (`Data`, `Error`, `Ctx`, the bot's answer to a reply).
//! - `localize`: the slash commands' names and descriptions, their options' and their
//!   choices', in every language from the catalogues, registered as Discord's localizations
//!   (its tests keep every locale within Discord's limits).
//! - `context`: the one builder of `game::Context` (who asks, where, admin or not, the site)
//!   from a slash command, a click or a channel message.
//! - `delivery`: where each part of an answer goes, as a pure function of the reply, the
//!   game's home and where the request came from.
//! - `respond`: the one responder, carrying those parts out over a slash command, a click
//!   or a channel message; running a command or a click against its time budget.
//! - `direct`: notices by direct message, and the DM fallback for a channel that refuses one.
//!   `notices`: what the service says on its own, posted to its channel.
//! - `connect`: token checks, the HTTP client (to `https://discord.com` with serenity's rate
//!   limiter, through `discord.https_proxy` if set; or `discord.api_base_url` as a proxy),
//!   waiting, with growing pauses, until Discord can be reached, and the gateway shards this
//!   process runs (`discord.shards`, else all of Discord's recommended count).
//! - On top: `localize` (the slash commands as registered with Discord, made from the
//!   command table `game::commands::table` and named in every language), `commands` (the
//!   slash commands run: their typed options read into the table's `Given`, made into a
//!   `game::Command` by `table::build`, answered), `tournament_home` (a tournament's thread,
//!   standings message and scheduled event), `picker` (the Move button's private menus:
//!   piece, destination, promotion; also for a course exercise) and `events` (button clicks
//!   and prefix commands, read by the same text parser as the console).

pub mod buttons;
pub mod commands;
pub mod connect;
pub mod context;
pub mod data;
pub mod defer;
pub mod delivery;
pub mod direct;
pub mod events;
pub mod format;
pub mod home;
pub mod localize;
pub mod notices;
pub mod picker;
pub mod respond;
pub mod tournament_home;

pub use data::{bot_answer, Ctx, Data, Error};

use crate::config::Config;
use crate::game::{GameService, Text};
use crate::i18n::{tr, Lang};
use crate::msg;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Runs the bot until `shutdown` completes (or the connection fails for good), then stops
/// taking commands, lets commands in progress finish and stops the service's timers.
pub async fn serve(
    config: &Config,
    service: Arc<GameService>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let token = connect::token(config)?;
    let http = connect::http(&token, &config.discord)?;
    let mut shutdown = std::pin::pin!(shutdown);
    // Until Discord answers, nothing is started, so a signal stops the bot at once.
    let Some(gateway) =
        connect::wait_for_gateway(&http, &config.discord.api_base_url, shutdown.as_mut()).await?
    else {
        tracing::info!("stopped before Discord could be reached");
        service.shutdown().await;
        return Ok(());
    };
    let discord = &config.discord;
    let shards = connect::shard_range(discord.shards, gateway.shards);
    let prefix = discord.prefix_commands.then(|| discord.prefix.clone());
    let mut intents = serenity::GatewayIntents::GUILDS;
    if prefix.is_some() {
        intents |= serenity::GatewayIntents::GUILD_MESSAGES
            | serenity::GatewayIntents::DIRECT_MESSAGES
            | serenity::GatewayIntents::MESSAGE_CONTENT;
    }
    let homes = Arc::new(home::Homes::new(
        discord.thread_per_game,
        discord.live_board,
        Duration::from_secs(discord.archive_after_minutes * 60),
    ));
    let data = Data {
        service: service.clone(),
        prefix,
        homes: homes.clone(),
        organiser_roles: discord.organiser_roles.clone(),
        budgets: defer::Budgets::from_config(discord),
    };
    let dev_guilds = discord.dev_guilds.clone();
    // The board as an Activity: a "Play on the board" button on boards, the entry point
    // command registered (the web board serves the Activity: `cli/app.rs`).
    let activity = config.web.activity
        && config.web.listen.is_some()
        && config.web.public_url.is_some()
        && config.discord_client_secret().is_some();
    service.offer_board_activity(activity);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(events::handle(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!("connected to Discord as {}", ready.user.name);
                register(ctx, &dev_guilds, activity).await;
                Ok(data)
            })
        })
        .initialize_owners(false)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("cannot set up the Discord client")?;

    service.enable_outbox();
    let shower = home::Shower {
        http: client.http.clone(),
        service: service.clone(),
        homes,
    };
    let poster = tokio::spawn(notices::post(shower));
    service.start().await;

    let shard_manager = client.shard_manager.clone();
    tracing::info!(
        "starting gateway shards {shards} ({} of {} in this process)",
        shards.count(),
        shards.total
    );
    // serenity 0.12 starts the range's end too (`first..last` runs `first` to `last`).
    let (result, runners) = tokio::select! {
        result = client.start_shard_range(shards.first..shards.last, shards.total) => {
            (result.map_err(connect::explain_error), Vec::new())
        }
        () = shutdown.as_mut() => {
            tracing::info!("shutting down: no new commands are taken");
            let runners: Vec<_> = shard_manager
                .runners
                .lock()
                .await
                .iter()
                .map(|(id, info)| (*id, info.runner_tx.clone()))
                .collect();
            shard_manager.shutdown_all().await;
            (Ok(()), runners)
        }
    };
    drop(client);
    // The timer and the bot moves it started end (and are waited for) before the runtime.
    service.shutdown().await;
    // Notices not yet posted stay in the outbox for the next start.
    poster.abort();
    let _ = poster.await;
    // serenity 0.12 can miss a shard restarted after a connection loss (its shutdown races
    // the restart's stale notice); that runner would hold the service until the deadline
    // below. Tell the runners to stop if something still holds the service a moment later.
    let settle = tokio::time::Instant::now() + Duration::from_secs(1);
    while Arc::strong_count(&service) > 1 && tokio::time::Instant::now() < settle {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    if Arc::strong_count(&service) > 1 {
        for (id, runner) in runners {
            runner.send_to_shard(serenity::ShardRunnerMessage::Shutdown(id, 1000));
        }
    }
    // Commands in progress hold the service; let them finish (every change is stored
    // atomically, so one cut short leaves nothing half-written).
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while Arc::strong_count(&service) > 1 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    result
}

/// The Activity's entry point command (its launcher in Discord's app menu), opened by Discord
/// itself (`DISCORD_LAUNCH_ACTIVITY`): no interaction reaches the bot.
fn entry_point() -> serenity::CreateCommand {
    let mut command = serenity::CreateCommand::new("launch")
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description(crate::i18n::tr(Lang::En, "web-entry-point"))
        .integration_types(vec![
            serenity::InstallationContext::Guild,
            serenity::InstallationContext::User,
        ])
        .contexts(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ]);
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        for locale in lang.discord_locales() {
            command =
                command.description_localized(*locale, crate::i18n::tr(lang, "web-entry-point"));
        }
    }
    command
}

/// The global commands to register: ours, and an entry point command. With Activities on in
/// the Developer Portal, Discord keeps one and refuses an overwrite that leaves it out (error
/// 50240): the one it has is kept as it is, else ours is added when the Activity is on.
async fn global_commands(ctx: &serenity::Context, activity: bool) -> Vec<serenity::CreateCommand> {
    let mut all = localize::registration();
    let existing = serenity::Command::get_global_commands(&ctx.http)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!("cannot list the registered commands: {e}");
            Vec::new()
        });
    let kept = existing
        .into_iter()
        .find(|c| c.kind == serenity::CommandType::PrimaryEntryPoint);
    match kept {
        Some(kept) => {
            let mut keep = serenity::CreateCommand::new(kept.name)
                .kind(serenity::CommandType::PrimaryEntryPoint)
                .description(kept.description)
                .handler(
                    kept.handler
                        .unwrap_or(serenity::EntryPointHandlerType::DiscordLaunchActivity),
                );
            if !kept.integration_types.is_empty() {
                keep = keep.integration_types(kept.integration_types);
            }
            if let Some(contexts) = kept.contexts {
                keep = keep.contexts(contexts);
            }
            all.push(keep);
        }
        None if activity => all.push(entry_point()),
        None => {}
    }
    all
}

/// Whether Discord refused a global overwrite for leaving the Activity's entry point command
/// out (JSON error 50240).
fn refused_for_entry_point(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(answer))
            if answer.error.code == 50240
    )
}

/// Registers the slash commands (`localize::registration`, made from the command table):
/// instantly in the development guilds, else globally (with the Activity's entry point
/// command, see `global_commands`).
async fn register(ctx: &serenity::Context, dev_guilds: &[u64], activity: bool) {
    let count = crate::game::commands::table::COMMANDS.len();
    let result = if dev_guilds.is_empty() {
        let all = global_commands(ctx, activity).await;
        let has_entry_point = all.len() > count;
        match serenity::Command::set_global_commands(&ctx.http, all).await {
            // Discord has an entry point it did not list: registered again with ours.
            Err(e) if refused_for_entry_point(&e) && !has_entry_point => {
                tracing::warn!("Discord keeps an Activity entry point command: registering ours with the slash commands");
                let mut all = localize::registration();
                all.push(entry_point());
                serenity::Command::set_global_commands(&ctx.http, all)
                    .await
                    .map(|_| ())
            }
            other => other.map(|_| ()),
        }
    } else {
        let mut result = Ok(());
        for &guild in dev_guilds.iter().filter(|&&g| g != 0) {
            let guild = serenity::GuildId::new(guild);
            let set = guild
                .set_commands(&ctx.http, localize::registration())
                .await;
            result = result.and(set.map(|_| ()));
        }
        result
    };
    match result {
        Ok(()) => tracing::info!(
            "registered {} slash commands {}",
            count,
            if dev_guilds.is_empty() {
                "globally (they may take up to an hour to appear)"
            } else {
                "in the development guilds"
            }
        ),
        Err(e) => tracing::error!("cannot register the slash commands: {e}"),
    }
}

/// The command as the caller sees it in Discord's menus (`tournament join` in their Discord
/// language, where the catalogue names it), without the slash.
fn shown_name(ctx: Ctx<'_>) -> String {
    localize::shown_name(
        &ctx.command().qualified_name,
        ctx.locale().unwrap_or_default(),
    )
}

/// The framework's errors, answered in the caller's language.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, "command failed: {error}");
            let sorry = Text::msg(respond::SORRY);
            if let Err(e) = respond::tell(ctx, &sorry).await {
                tracing::debug!("cannot report the failure either: {e}");
            }
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            // The payload is for the log only: it may hold details nobody else should see.
            tracing::error!(command = %ctx.command().name, ?payload, "command panicked");
            let lang = context::lang(ctx);
            let embed = serenity::CreateEmbed::default()
                .title(tr(lang, "discord-internal-error"))
                .color((255, 0, 0))
                .description(tr(lang, "discord-internal-error-details"));
            let reply = poise::CreateReply::default().embed(embed).ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::debug!("cannot report the failure either: {e}");
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            // Discord hides these commands in DMs, but an old client may still send them.
            let text = msg!("discord-server-only", command = shown_name(ctx));
            if let Err(e) = respond::tell(ctx, &text).await {
                tracing::debug!("cannot answer a server-only command in a DM: {e}");
            }
        }
        poise::FrameworkError::SubcommandRequired { ctx } => {
            // Discord always sends one; a prefix command may not.
            let names: Vec<&str> = ctx.command().subcommands.iter().map(|s| &*s.name).collect();
            let text = msg!(
                "discord-subcommand-required",
                subcommands = names.join(", ")
            );
            if let Err(e) = respond::tell(ctx, &text).await {
                tracing::debug!("cannot ask for a subcommand: {e}");
            }
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::info!(command = %ctx.command().name, "unreadable option: {error}");
            let command = shown_name(ctx);
            let text = match input {
                Some(i) => msg!(
                    "discord-unreadable-input",
                    input = i.replace('`', "'").chars().take(60).collect::<String>(),
                    command = command
                ),
                None => msg!("discord-unreadable-option", command = command),
            };
            if let Err(e) = respond::tell(ctx, &text).await {
                tracing::debug!("cannot answer an unreadable command: {e}");
            }
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // Options Discord's form would never send (an unknown choice), or a client still
            // showing an older version of the command.
            tracing::info!(command = %ctx.command().name, "options do not match: {description}");
            let ctx = poise::Context::Application(ctx);
            let text = msg!("discord-options-mismatch", command = shown_name(ctx));
            if let Err(e) = respond::tell(ctx, &text).await {
                tracing::debug!("cannot answer an unreadable command: {e}");
            }
        }
        // The rest cannot reach a user with this bot's commands (no cooldowns, checks,
        // owner-only, DM-only, NSFW or required permissions): the framework logs them.
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while reporting an error: {e}");
            }
        }
    }
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM. The handlers are installed when this is called, not
/// when the future is first polled, so a signal that comes while the bot is still starting
/// (before anything awaits the future) stops it as well. Call it inside the runtime.
#[cfg(unix)]
pub fn shutdown_signal() -> impl Future<Output = ()> {
    use tokio::signal::unix::{signal, Signal, SignalKind};
    async fn wait(signal: std::io::Result<Signal>, name: &str) {
        match signal {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(e) => {
                tracing::error!("cannot listen for {name}: {e}");
                std::future::pending::<()>().await;
            }
        }
    }
    let interrupt = signal(SignalKind::interrupt());
    let terminate = signal(SignalKind::terminate());
    async move {
        tokio::select! {
            () = wait(interrupt, "Ctrl-C") => {}
            () = wait(terminate, "SIGTERM") => {}
        }
    }
}

/// Completes on Ctrl-C.
#[cfg(not(unix))]
pub fn shutdown_signal() -> impl Future<Output = ()> {
    async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!("cannot listen for Ctrl-C: {e}");
            std::future::pending::<()>().await;
        }
    }
}

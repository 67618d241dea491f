//! Who is asking, and where, in the service's terms: one `game::Context` builder for a slash
//! command, a button click (or menu choice) and a prefix command typed as a message.

use super::data::Ctx;
use crate::game;
use crate::i18n::Lang;
use poise::serenity_prelude as serenity;

/// The context of a slash command (or of its autocompletion).
pub fn of_command(ctx: Ctx<'_>) -> game::Context {
    let (member, private, locale) = match ctx {
        poise::Context::Application(app) => {
            let i = app.interaction;
            let private = is_private(i.context, &i.authorizing_integration_owners);
            let locale = locale_of(Some(&i.locale), i.guild_locale.as_deref());
            (i.member.as_deref(), private, locale)
        }
        poise::Context::Prefix(_) => (None, false, server_locale(ctx.cache(), ctx.guild_id())),
    };
    build(
        ctx.cache(),
        ctx.author(),
        member.and_then(|m| m.nick.as_deref()),
        ctx.channel_id(),
        (!private).then_some(ctx.guild_id()),
        permissions(member, &ctx.data().organiser_roles),
        locale,
    )
}

/// The language of the answers to a slash command's caller (see `GameService::reply_lang`).
pub fn lang(ctx: Ctx<'_>) -> Lang {
    ctx.data().service.reply_lang(&of_command(ctx))
}

/// Whether an interaction comes from a place the bot is not a member of, reached through a
/// user install: a DM or group DM between people (context 2), or a server that did not
/// install the app. The bot can only answer there, never post on its own; no server's data
/// is seen from there.
pub fn is_private(
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
) -> bool {
    use serenity::{AuthorizingIntegrationOwner as Owner, InteractionContext};
    match context {
        Some(InteractionContext::PrivateChannel) => true,
        Some(InteractionContext::Guild) => {
            // Used in a server through the user's own install only.
            !owners.0.is_empty()
                && !owners
                    .0
                    .iter()
                    .any(|o| matches!(o, Owner::GuildInstall(Some(_))))
        }
        _ => false,
    }
}

/// The context of a button click or a choice in a menu (`roles`: the organisers' roles).
pub fn of_click(
    cache: &serenity::Cache,
    roles: &[u64],
    click: &serenity::ComponentInteraction,
) -> game::Context {
    let member = click.member.as_ref();
    let private = is_private(click.context, &click.authorizing_integration_owners);
    build(
        cache,
        &click.user,
        member.and_then(|m| m.nick.as_deref()),
        click.channel_id,
        (!private).then_some(click.guild_id),
        permissions(member, roles),
        locale_of(Some(&click.locale), click.guild_locale.as_deref()),
    )
}

/// The context of a prefix command. Messages carry no permissions: text commands never act
/// as an admin.
pub fn of_message(cache: &serenity::Cache, message: &serenity::Message) -> game::Context {
    let nick = message.member.as_ref().and_then(|m| m.nick.as_deref());
    build(
        cache,
        &message.author,
        nick,
        message.channel_id,
        Some(message.guild_id),
        Permissions::default(),
        server_locale(cache, message.guild_id),
    )
}

/// The languages of an interaction: the user's Discord language and the server's.
pub fn locale_of(user: Option<&str>, server: Option<&str>) -> game::Locale {
    game::Locale {
        user: user.and_then(Lang::from_discord),
        server: server.and_then(Lang::from_discord),
    }
}

/// A message carries no locale: the server's preferred one, as the cache knows it.
pub fn server_locale(cache: &serenity::Cache, guild: Option<serenity::GuildId>) -> game::Locale {
    let server = guild
        .and_then(|g| cache.guild(g).map(|g| g.preferred_locale.clone()))
        .and_then(|l| Lang::from_discord(&l));
    game::Locale { user: None, server }
}

/// The one builder: the user by their server nickname (else their display name), the channel,
/// the server (0 in a DM) and the site. `guild` is `None` for a private chat (see
/// `is_private`): no server there, and nobody administers anything.
fn build(
    cache: &serenity::Cache,
    user: &serenity::User,
    nick: Option<&str>,
    channel: serenity::ChannelId,
    guild: Option<Option<serenity::GuildId>>,
    permissions: Permissions,
    locale: game::Locale,
) -> game::Context {
    let Some(guild) = guild else {
        return game::Context {
            user: game::UserId(user.id.get()),
            name: user.display_name().to_string(),
            channel: game::ChannelId(channel.get()),
            guild: game::GuildId(0),
            is_admin: false,
            organiser: false,
            site: game::Site::PrivateChannel,
            locale,
        };
    };
    game::Context {
        user: game::UserId(user.id.get()),
        name: nick.map_or_else(|| user.display_name().to_string(), str::to_string),
        channel: game::ChannelId(channel.get()),
        guild: game::GuildId(guild.map_or(0, |g| g.get())),
        is_admin: permissions.admin,
        organiser: permissions.organiser,
        site: site_of(cache, guild),
        locale,
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

/// What a member may do in the service (Discord sends their permissions with interactions;
/// a message carries none, so a text command never acts with them).
#[derive(Copy, Clone, Debug, Default)]
struct Permissions {
    /// Administrator or Manage Server: may delete others' data.
    admin: bool,
    /// Manage Events (or admin), or one of the organisers' roles: may run tournaments.
    organiser: bool,
}

/// A member's permissions; `roles` are the organisers' roles (`discord.organiser_roles`).
fn permissions(member: Option<&serenity::Member>, roles: &[u64]) -> Permissions {
    let by_role = member.is_some_and(|m| m.roles.iter().any(|r| roles.contains(&r.get())));
    Permissions {
        admin: is_admin(member),
        organiser: by_role
            || member
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.administrator() || p.manage_guild() || p.manage_events()),
    }
}

/// Whether a member administers the server (Discord sends their permissions with interactions).
pub fn is_admin(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.administrator() || p.manage_guild())
}

//! A home for each game on Discord. Where the bot may (a server text channel where it can
//! create public threads and send messages in them, with `discord.thread_per_game` on), a
//! game gets its own thread, opened from the start message: boards, moves, offers and
//! notices go there, and the channel keeps three messages per game (the challenge, the start
//! with the thread link, the result card). Elsewhere the game stays in its channel.
//! Either way, the buttons of a board are disabled once a newer board of the game is posted.

use super::format::{self, Outgoing};
use crate::game::replies::announce::seat_name;
use crate::game::GameService;
use crate::game::{GameId, GameView, MessageRef, Reply, ReplyKind};
use crate::i18n::{tr, Lang};
use crate::msg;
use crate::sync::Recover;
use poise::serenity_prelude as serenity;
use serenity::{ChannelType, CreateAllowedMentions, EditMessage, EditThread, Permissions};
use std::sync::Arc;
use std::time::Duration;

/// Discord's limit on a thread name.
const MAX_THREAD_NAME: usize = 100;

/// How the front end shows games (the live boards, turn messages, result cards and thread
/// closings themselves are stored with each game, see `game::Shown`, so a restart loses
/// none).
pub struct Homes {
    /// Whether games get threads (`discord.thread_per_game`).
    pub threads: bool,
    /// Whether a game without a thread keeps one board edited in place and one turn message
    /// (`discord.live_board`).
    pub live_board: bool,
    /// How long after its end a game's thread is archived.
    pub archive_after: Duration,
    /// Each live board's edits, by message (see `board_edits`).
    boards: std::sync::Mutex<std::collections::HashMap<u64, BoardSlot>>,
}

/// One live board's edits, one at a time, with the game version it shows.
type BoardSlot = Arc<tokio::sync::Mutex<u64>>;

impl Homes {
    pub fn new(threads: bool, live_board: bool, archive_after: Duration) -> Homes {
        Homes {
            threads,
            live_board,
            archive_after,
            boards: Default::default(),
        }
    }

    /// Live board `message`'s edits, one at a time, with the game version it shows: the edits
    /// of one game's moves are made after their answers, each in its own task, and when the
    /// channel's rate-limit bucket holds them back they can be ready in any order. An edit
    /// older than what the board shows is skipped, so the board always ends on the newest.
    fn board_edits(&self, message: u64) -> BoardSlot {
        let mut boards = self.boards.lock().recover();
        // Boards no edit is under way on are dropped from time to time.
        if boards.len() > 4_096 {
            boards.retain(|_, slot| Arc::strong_count(slot) > 1);
        }
        boards.entry(message).or_default().clone()
    }
}

/// What showing a game needs: Discord's HTTP client, the service and the homes.
#[derive(Clone)]
pub struct Shower {
    pub http: Arc<serenity::Http>,
    pub service: Arc<GameService>,
    pub homes: Arc<Homes>,
}

/// What the bot needs in any channel where games are played: to see it, post in it, show
/// boards (embeds) and attach images and PGN files. The permissions missing, as catalogue ids
/// of their names (Discord's own names for them, `discord-permission-*`).
pub fn missing_permissions(
    kind: Option<ChannelType>,
    perms: Option<Permissions>,
) -> Vec<&'static str> {
    let Some(perms) = perms else {
        return Vec::new();
    };
    if perms.administrator() {
        return Vec::new();
    }
    let in_thread = matches!(
        kind,
        Some(ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
    );
    let send = if in_thread {
        (
            Permissions::SEND_MESSAGES_IN_THREADS,
            "discord-permission-send-messages-in-threads",
        )
    } else {
        (
            Permissions::SEND_MESSAGES,
            "discord-permission-send-messages",
        )
    };
    [
        (Permissions::VIEW_CHANNEL, "discord-permission-view-channel"),
        send,
        (Permissions::EMBED_LINKS, "discord-permission-embed-links"),
        (Permissions::ATTACH_FILES, "discord-permission-attach-files"),
    ]
    .into_iter()
    .filter(|(p, _)| !perms.contains(*p))
    .map(|(_, name)| name)
    .collect()
}

/// The refusal when the bot lacks permissions here, naming each one, in `lang`.
pub fn permissions_refusal(missing: &[&str], lang: Lang) -> String {
    let names: Vec<String> = missing.iter().map(|id| tr(lang, id)).collect();
    let text = msg!(
        "discord-missing-permissions",
        permissions = names.join(", "),
        count = missing.len()
    );
    format::markdown(&text, lang)
}

/// Whether a game started from this channel can get a thread: a server's text or news
/// channel (not a DM, a thread or a forum) where the bot may create public threads and
/// send messages in them.
pub fn can_thread(
    homes: &Homes,
    guild: Option<serenity::GuildId>,
    kind: Option<ChannelType>,
    perms: Option<Permissions>,
) -> bool {
    if !homes.threads || guild.is_none() {
        return false;
    }
    let kind_ok = matches!(kind, Some(ChannelType::Text | ChannelType::News) | None);
    let needed = Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
    let perms_ok = perms.is_none_or(|p| p.administrator() || p.contains(needed));
    kind_ok && perms_ok
}

/// Whether a reply starts a game that has no home of its own yet.
pub fn starts_game(reply: &Reply) -> Option<&GameView> {
    let view = reply.game.as_ref()?;
    (reply.kind == ReplyKind::GameStarted && !reply.ephemeral && view.thread.is_none())
        .then_some(view)
}

/// Whether a reply ends a game (and so earns a result card).
fn ends_game(reply: &Reply) -> bool {
    !reply.ephemeral
        && reply.game.as_ref().is_some_and(GameView::is_over)
        && matches!(reply.kind, ReplyKind::Moved | ReplyKind::GameEnded)
}

/// The start message in the channel: both players mentioned, the game in one line, and
/// where it is played (the thread link once it exists), in the reply's language.
pub fn start_message(reply: &Reply, thread: Option<serenity::ChannelId>) -> Outgoing {
    let mut out = Outgoing::private("");
    out.ephemeral = false;
    let Some(view) = &reply.game else {
        return out;
    };
    let lang = reply.lang;
    out.mentions = view
        .players()
        .into_iter()
        .filter(|u| u.0 != 0)
        .map(|u| serenity::UserId::new(u.0))
        .collect();
    let mut content: String = out.mentions.iter().map(|u| format!("<@{u}> ")).collect();
    let starts = msg!(
        "discord-game-starts",
        id = view.id.0,
        white = seat_name(&view.white.seat),
        black = seat_name(&view.black.seat),
        terms = format::rules(view)
    );
    content.push_str(&format::markdown(&starts, lang));
    content.push(' ');
    match thread {
        Some(t) => content.push_str(&format::raw(
            lang,
            "discord-game-thread-link",
            &[("thread", format!("<#{t}>"))],
        )),
        None => content.push_str(&tr(lang, "discord-game-thread-below")),
    }
    out.content = content;
    out
}

/// "#12 alice vs bob", within Discord's limit.
fn thread_name(view: &GameView, lang: Lang) -> String {
    let name = msg!(
        "discord-game-thread-name",
        id = view.id.0,
        title = view.title_text()
    )
    .words(lang);
    name.chars().take(MAX_THREAD_NAME).collect()
}

/// After the start message `start` is posted: opens the game's thread from it, makes it the
/// game's home, posts the board there and puts the thread's link in the start message.
/// Returns the thread, or `None` when Discord refused it (the game then stays here).
pub async fn open_thread(
    sh: &Shower,
    reply: &Reply,
    start: &serenity::Message,
) -> Option<serenity::ChannelId> {
    let view = reply.game.as_ref()?;
    let builder = serenity::CreateThread::new(thread_name(view, reply.lang))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let thread = match start
        .channel_id
        .create_thread_from_message(&sh.http, start.id, builder)
        .await
    {
        Ok(thread) => thread.id,
        Err(e) => {
            tracing::warn!(game = view.id.0, "cannot open a thread for the game: {e}");
            return None;
        }
    };
    if let Err(e) = sh
        .service
        .set_thread(view.id, crate::game::ChannelId(thread.get()))
        .await
    {
        tracing::error!(game = view.id.0, "cannot store the game's thread: {e}");
    }
    let mut board = reply.clone();
    if let Some(v) = &mut board.game {
        v.thread = Some(crate::game::ChannelId(thread.get()));
    }
    if let Err(e) = post(sh, thread, &board).await {
        tracing::warn!(
            game = view.id.0,
            "cannot post the board in the game's thread: {e}"
        );
    }
    let link = start_message(reply, Some(thread));
    let edit = EditMessage::new().content(link.content);
    if let Err(e) = start
        .channel_id
        .edit_message(&sh.http, start.id, edit)
        .await
    {
        tracing::debug!(game = view.id.0, "cannot link the thread: {e}");
    }
    Some(thread)
}

/// After a new game's start message `start` was posted: the game's thread is opened from it
/// (see `open_thread`), or where Discord refuses, the board follows in the start's channel.
pub async fn house(
    sh: &Shower,
    reply: &Reply,
    start: &serenity::Message,
) -> Result<(), serenity::Error> {
    if open_thread(sh, reply, start).await.is_none() {
        post(sh, start.channel_id, reply).await?;
    }
    Ok(())
}

/// Posts a reply as a channel message in `channel`; a board becomes the game's newest. A
/// reply shown on the game's live board edits it and posts its turn message instead (in the
/// board's channel); the turn message is returned then.
pub async fn post(
    sh: &Shower,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<serenity::Message, serenity::Error> {
    if let Some(board_channel) = edit_live(sh, reply).await {
        return post_turn(sh, board_channel, reply).await;
    }
    let message = channel
        .send_message(&sh.http, Outgoing::from_reply(reply).into_message())
        .await?;
    shown(sh, reply, &message).await;
    Ok(message)
}

/// Where a message is, in the service's terms.
pub fn message_ref(message: &serenity::Message) -> MessageRef {
    MessageRef {
        channel: crate::game::ChannelId(message.channel_id.get()),
        message: message.id.get(),
    }
}

pub fn channel_of(m: MessageRef) -> serenity::ChannelId {
    serenity::ChannelId::new(m.channel.0.max(1))
}

/// Whether a reply shows a game's board publicly (a new game, a move, an ending, an offer, a
/// takeback, a reminder, a board asked for).
fn is_board(reply: &Reply) -> bool {
    !reply.ephemeral
        && reply.game.is_some()
        && matches!(
            reply.kind,
            ReplyKind::GameStarted
                | ReplyKind::Moved
                | ReplyKind::GameEnded
                | ReplyKind::Board
                | ReplyKind::Offered(_)
                | ReplyKind::OfferDeclined(_)
                | ReplyKind::TakenBack { .. }
                | ReplyKind::BotThinking
                | ReplyKind::Reminder
                | ReplyKind::DeadlinePassed
        )
}

/// Whether a game without a thread keeps a live board (edited in place) and turn message.
fn is_live(homes: &Homes, view: &GameView) -> bool {
    homes.live_board && view.thread.is_none()
}

/// The game whose live board a reply updates: a public change to a game without a thread
/// (a move, an ending, an offer...). A new game and a board asked for are posted anew.
pub fn goes_live<'a>(homes: &Homes, reply: &'a Reply) -> Option<&'a GameView> {
    let view = reply.game.as_ref().filter(|v| is_live(homes, v))?;
    (is_board(reply) && !matches!(reply.kind, ReplyKind::GameStarted | ReplyKind::Board))
        .then_some(view)
}

/// Edits the live board of the reply's game to show it (nobody is pinged by an edit; the turn
/// message does that). Returns the board's channel, or `None` when the reply does not go
/// live, the game has no live board yet, or Discord refused the edit (the board was
/// deleted): the caller then shows the reply as a new board.
pub async fn edit_live(sh: &Shower, reply: &Reply) -> Option<serenity::ChannelId> {
    let board = live_board(sh, reply)?;
    edit_board(sh, reply, board)
        .await
        .then(|| channel_of(board))
}

/// The live board a reply is shown on: `None` when the reply does not go live (see
/// `goes_live`) or the game has no live board yet.
pub fn live_board(sh: &Shower, reply: &Reply) -> Option<MessageRef> {
    let view = goes_live(&sh.homes, reply)?;
    match sh.service.shown(view.id) {
        Ok(shown) => shown.board,
        Err(e) => {
            tracing::warn!(game = view.id.0, "cannot read the game's live board: {e}");
            None
        }
    }
}

/// Edits the live `board` to show the reply. False when Discord refused the edit (the board
/// was deleted): the game forgets the board, and the reply is to be shown as a new one.
pub async fn edit_board(sh: &Shower, reply: &Reply, board: MessageRef) -> bool {
    let Some(view) = &reply.game else {
        return false;
    };
    let slot = sh.homes.board_edits(board.message);
    let mut shown = slot.lock().await;
    if view.version < *shown {
        // A newer view of the game is on the board already.
        return true;
    }
    let edit = edit_to(Outgoing::from_reply(reply));
    let channel = channel_of(board);
    let id = serenity::MessageId::new(board.message.max(1));
    match channel.edit_message(&sh.http, id, edit).await {
        Ok(_) => {
            *shown = view.version;
            true
        }
        Err(e) => {
            tracing::info!(
                game = view.id.0,
                "cannot edit the live board ({e}); posting a new one"
            );
            let forget = |s: &mut crate::game::Shown| {
                if s.board == Some(board) {
                    s.board = None;
                }
            };
            if let Err(e) = sh.service.update_shown(view.id, forget).await {
                tracing::warn!(game = view.id.0, "cannot forget the live board: {e}");
            }
            false
        }
    }
}

/// The edit that makes a message show `out` in place of what it showed (its files replaced;
/// nobody is pinged by an edit).
pub fn edit_to(out: Outgoing) -> EditMessage {
    let mut edit = EditMessage::new()
        .content(out.content)
        .embeds(out.embed.into_iter().collect())
        .components(out.components)
        .allowed_mentions(CreateAllowedMentions::new());
    if out.files.is_empty() {
        edit = edit.remove_all_attachments();
    }
    for file in out.files {
        edit = edit.new_attachment(file);
    }
    edit
}

/// The short message that goes with a live board's edit: what happened and whose turn it is,
/// mentioning the player to move (both players when the game ended).
pub fn turn_message(reply: &Reply) -> Outgoing {
    let mut out = Outgoing::from_reply(reply);
    out.embed = None;
    out.files = Vec::new();
    out.components = Vec::new();
    out.ephemeral = false;
    out
}

/// The turn message of a game started on a live board by a button (an edit of the challenge,
/// which pings nobody): both players mentioned. `None` where the game does not go live.
pub fn start_turn(homes: &Homes, reply: &Reply) -> Option<Outgoing> {
    let view = reply.game.as_ref().filter(|v| is_live(homes, v))?;
    if reply.ephemeral || reply.kind != ReplyKind::GameStarted {
        return None;
    }
    let mut out = turn_message(reply);
    out.mentions = view
        .players()
        .into_iter()
        .filter(|u| u.0 != 0)
        .map(|u| serenity::UserId::new(u.0))
        .collect();
    let mut content: String = out.mentions.iter().map(|u| format!("<@{u}> ")).collect();
    let starts = msg!(
        "discord-game-starts-live",
        id = view.id.0,
        white = seat_name(&view.white.seat),
        black = seat_name(&view.black.seat)
    );
    content.push_str(&format::markdown(&starts, reply.lang));
    content.push(' ');
    content.push_str(&format::markdown(&view.status(), reply.lang));
    out.content = content;
    Some(out)
}

/// Posts the turn message of a reply shown on its live board, in `channel`.
pub async fn post_turn(
    sh: &Shower,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<serenity::Message, serenity::Error> {
    let message = channel
        .send_message(&sh.http, turn_message(reply).into_message())
        .await?;
    if let Some(view) = &reply.game {
        turn_posted(sh, view.id, &message).await;
    }
    Ok(message)
}

/// After a turn message of game `id` was posted: it is remembered, and the one before it is
/// deleted (the channel keeps one).
pub async fn turn_posted(sh: &Shower, id: GameId, message: &serenity::Message) {
    let new = message_ref(message);
    // Discord's ids grow with time: of two turn messages stored out of order, the newer stays.
    let change = |s: &mut crate::game::Shown| {
        if s.turn.is_none_or(|t| t.message < new.message) {
            s.turn = Some(new);
        }
    };
    match sh.service.update_shown(id, change).await {
        Ok(before) => match before.turn {
            Some(old) if old.message > new.message => delete(sh, id, new).await,
            Some(old) if old != new => delete(sh, id, old).await,
            _ => {}
        },
        Err(e) => tracing::warn!(game = id.0, "cannot remember the turn message: {e}"),
    }
}

/// Deletes one of the bot's messages about game `id` (gone already is fine).
async fn delete(sh: &Shower, id: GameId, message: MessageRef) {
    let target = serenity::MessageId::new(message.message.max(1));
    if let Err(e) = channel_of(message).delete_message(&sh.http, target).await {
        tracing::debug!(game = id.0, "cannot delete an old message of the game: {e}");
    }
}

/// After a reply was shown as `message`: a public board becomes the game's newest. Where
/// the game has a thread (or live boards are off) the previous board loses its buttons;
/// where it has a live board, the previous board and turn message are deleted (this one
/// replaces them). A game that just ended in its thread gets its result card in the channel.
pub async fn shown(sh: &Shower, reply: &Reply, message: &serenity::Message) {
    let Some(view) = &reply.game else {
        return;
    };
    if !is_board(reply) {
        return;
    }
    let live = is_live(&sh.homes, view);
    let new = message_ref(message);
    // The final board keeps its buttons (Rematch, Flip); a live board is then forgotten, so
    // that a later board is posted anew.
    let over = view.is_over();
    // Discord's ids grow with time: a board stored after a newer one is the one replaced.
    let stale = |s: &crate::game::Shown| s.board.is_some_and(|b| b.message > new.message);
    let change = |s: &mut crate::game::Shown| {
        if stale(s) {
            return;
        }
        // A thread's final board stays the newest, so that a board shown late is disabled.
        s.board = (!(over && live)).then_some(new);
        if live {
            s.turn = None;
        }
    };
    match sh.service.update_shown(view.id, change).await {
        // Shown after a newer board (the replies raced): this one is the superseded one.
        Ok(before) if stale(&before) => {
            if live {
                delete(sh, view.id, new).await;
            } else {
                disable(sh, reply, new).await;
            }
        }
        Ok(before) => {
            if let Some(old) = before.board.filter(|b| *b != new) {
                if live {
                    delete(sh, view.id, old).await;
                } else {
                    disable(sh, reply, old).await;
                }
            }
            if let Some(old) = before.turn.filter(|_| live) {
                delete(sh, view.id, old).await;
            }
        }
        Err(e) => tracing::warn!(game = view.id.0, "cannot remember the newest board: {e}"),
    }
    if ends_game(reply) {
        finish(sh, view).await;
    }
}

/// Disables the buttons of a superseded board of the reply's game.
async fn disable(sh: &Shower, reply: &Reply, board: MessageRef) {
    let Some(view) = &reply.game else {
        return;
    };
    let rows = format::game_buttons_disabled(view, reply.lang);
    let edit = EditMessage::new().components(rows);
    let id = serenity::MessageId::new(board.message.max(1));
    if let Err(e) = channel_of(board).edit_message(&sh.http, id, edit).await {
        tracing::debug!(
            game = view.id.0,
            "cannot disable an old board's buttons: {e}"
        );
    }
}

/// A game that had a thread ended: its result card goes to the channel it started in, and
/// the thread is archived a while later (the service's timer says when, with a `HomeClosed`
/// notice, so a restart in between loses nothing; see `notices`).
pub async fn finish(sh: &Shower, view: &GameView) {
    if view.thread.is_none() {
        return;
    }
    let id = view.id;
    match sh
        .service
        .result_card_posted(id, sh.homes.archive_after)
        .await
    {
        Ok(true) => {}
        Ok(false) => return,
        Err(e) => {
            tracing::error!(game = id.0, "cannot note the result card: {e}");
            return;
        }
    }
    let service = sh.service.clone();
    let card = tokio::task::spawn_blocking(move || service.result_card(id)).await;
    match card {
        Ok(Ok(card)) => {
            let channel = serenity::ChannelId::new(view.channel.0.max(1));
            let message = Outgoing::result_card(&card).into_message();
            if let Err(e) = channel.send_message(&sh.http, message).await {
                tracing::warn!(game = id.0, "cannot post the result card: {e}");
            }
        }
        Ok(Err(e)) => tracing::error!(game = id.0, "cannot make the result card: {e}"),
        Err(e) => tracing::error!(game = id.0, "the result card failed: {e}"),
    }
}

/// Archives a finished game's thread (its `HomeClosed` notice).
pub async fn archive(sh: &Shower, thread: serenity::ChannelId) -> Result<(), serenity::Error> {
    thread
        .edit_thread(&sh.http, EditThread::new().archived(true))
        .await
        .map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named() {
        let all = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES;
        assert!(missing_permissions(Some(ChannelType::Text), Some(all)).is_empty());
        assert!(missing_permissions(Some(ChannelType::Text), None).is_empty());
        let missing = missing_permissions(
            Some(ChannelType::Text),
            Some(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES),
        );
        let names =
            |ids: &[&str]| -> Vec<String> { ids.iter().map(|id| tr(Lang::En, id)).collect() };
        assert_eq!(names(&missing), ["Embed Links", "Attach Files"]);
        let text = permissions_refusal(&missing, Lang::En);
        assert!(
            text.contains("Embed Links, Attach Files permissions"),
            "{text}"
        );
        assert!(text.contains("grant them to me"), "{text}");
        let one = permissions_refusal(&missing[..1], Lang::En);
        assert!(
            one.contains("missing the Embed Links permission here") && one.contains("grant it"),
            "{one}"
        );
        let in_thread = missing_permissions(Some(ChannelType::PublicThread), Some(all));
        assert_eq!(names(&in_thread), ["Send Messages in Threads"]);
    }

    #[test]
    fn threads_need_a_server_text_channel_and_permissions() {
        let homes = Homes::new(true, true, Duration::ZERO);
        let guild = Some(serenity::GuildId::new(1));
        let both = Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
        assert!(can_thread(
            &homes,
            guild,
            Some(ChannelType::Text),
            Some(both)
        ));
        assert!(!can_thread(
            &homes,
            None,
            Some(ChannelType::Private),
            Some(both)
        ));
        assert!(!can_thread(
            &homes,
            guild,
            Some(ChannelType::PublicThread),
            Some(both)
        ));
        assert!(!can_thread(
            &homes,
            guild,
            Some(ChannelType::Forum),
            Some(both)
        ));
        let no_threads = Permissions::CREATE_PUBLIC_THREADS;
        assert!(!can_thread(
            &homes,
            guild,
            Some(ChannelType::Text),
            Some(no_threads)
        ));
        let off = Homes::new(false, true, Duration::ZERO);
        assert!(!can_thread(
            &off,
            guild,
            Some(ChannelType::Text),
            Some(both)
        ));
    }
}

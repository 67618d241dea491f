//! Turning a service `Reply` into a Discord message: content with mentions, an embed for a game
//! (players, ratings, rules, move, last move, status, clock, the board as
//! `attachment://board.png`), buttons, and files. One neutral `Outgoing` value converts into
//! each builder Discord needs (slash reply, interaction response, follow-up, channel message).

use super::buttons::Button;
use crate::game::replies::announce::seat_name;
use crate::game::replies::reply::{ChallengeView, LessonView, SideView, TournamentView};
use crate::game::{GameView, Reply, ReplyKind, Span, Text};
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::msg;
use crate::rules::Color;
use fluent_bundle::{FluentArgs, FluentValue};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage,
};

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;
/// Discord's limit on the users one message may ping (`allowed_mentions.users`).
pub const MAX_MENTIONED_USERS: usize = 100;
/// Longer texts are cut to this and attached in full as `message.txt`.
const CUT_CONTENT_CHARS: usize = 1800;

/// A message ready to send, whatever the way of sending it.
#[derive(Clone, Debug)]
pub struct Outgoing {
    pub content: String,
    pub embed: Option<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub files: Vec<CreateAttachment>,
    pub ephemeral: bool,
    /// Users the message may ping (nobody else: no roles, no @everyone).
    pub mentions: Vec<serenity::UserId>,
}

/// A file to upload; a picture carries its words in `lang` as its description (Discord's
/// alt text, cut to Discord's limit).
pub fn attachment(file: &crate::game::replies::reply::Attachment, lang: Lang) -> CreateAttachment {
    let out = CreateAttachment::bytes(file.bytes.clone(), file.name.clone());
    match &file.description {
        Some(words) => out.description(crate::explain::alt_text::cut(&words.words(lang))),
        None => out,
    }
}

/// A catalogue message in `lang` exactly as written, its variables filled in as given: for
/// words around something markdown must not touch (a channel's link `<#id>`).
pub fn raw(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, FluentValue::from(value.clone()));
    }
    tr_args(lang, id, &fluent)
}

impl Outgoing {
    /// A reply in its language (`Reply::lang`).
    pub fn from_reply(reply: &Reply) -> Outgoing {
        let lang = reply.lang;
        // A game that just ended pings both players (a game with a thread does it with its
        // result card in the channel).
        let ended_here = reply.game.as_ref().filter(|v| {
            v.is_over()
                && v.thread.is_none()
                && !reply.ephemeral
                && matches!(reply.kind, ReplyKind::Moved | ReplyKind::GameEnded)
        });
        let wanted = match ended_here {
            Some(view) => view.players(),
            None => reply.mentions.clone(),
        };
        // Never more than Discord allows (the service splits notices for more people).
        let mentions: Vec<serenity::UserId> = wanted
            .iter()
            .filter(|u| u.0 != 0)
            .map(|u| serenity::UserId::new(u.0))
            .take(MAX_MENTIONED_USERS)
            .collect();
        let mut content = String::new();
        for user in &mentions {
            content.push_str(&format!("<@{user}> "));
        }
        content.push_str(&markdown(&reply.text, lang));
        let mut files = Vec::new();
        if content.chars().count() > MAX_CONTENT_CHARS {
            files.push(CreateAttachment::bytes(
                reply.text.words(lang).into_bytes(),
                "message.txt",
            ));
            content = content.chars().take(CUT_CONTENT_CHARS).collect();
            content.push_str(&tr(lang, "discord-cut-attached"));
        }
        for file in reply
            .image
            .iter()
            .chain(&reply.file)
            .chain(&reply.animation)
        {
            files.push(attachment(file, lang));
        }
        let image_name = reply.image.as_ref().map(|i| i.name.as_str());
        let (embed, components) = match (&reply.game, &reply.challenge) {
            (Some(view), _) => (
                Some(game_embed(view, image_name, lang)),
                game_buttons(view, lang),
            ),
            (None, Some(challenge)) => (None, challenge_buttons(challenge, lang)),
            (None, None) => match (&reply.lesson, &reply.tournament) {
                (Some(lesson), _) => (None, lesson_buttons(lesson, lang)),
                (None, Some(t)) => (None, tournament_buttons(t, lang)),
                (None, None) => (None, Vec::new()),
            },
        };
        Outgoing {
            content,
            embed,
            components,
            files,
            ephemeral: reply.ephemeral,
            mentions,
        }
    }

    /// A finished game's card in its channel: the reply's text, the final board, the GIF and
    /// the PGN, and only a Rematch button.
    pub fn result_card(reply: &Reply) -> Outgoing {
        let mut out = Outgoing::from_reply(reply);
        if let Some(view) = &reply.game {
            let rematch = CreateButton::new(Button::Rematch(view.id).custom_id())
                .label(tr(reply.lang, "button-rematch"))
                .style(ButtonStyle::Success);
            out.components = vec![CreateActionRow::Buttons(vec![rematch])];
        }
        out
    }

    /// A short private text (the adapter's own words, already in the reader's language).
    pub fn private(text: impl Into<String>) -> Outgoing {
        Outgoing {
            content: text.into(),
            embed: None,
            components: Vec::new(),
            files: Vec::new(),
            ephemeral: true,
            mentions: Vec::new(),
        }
    }

    fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(self.mentions.iter().copied())
            .empty_roles()
            .everyone(false)
    }

    /// For poise's `ctx.send` (initial slash reply, or follow-up after one).
    pub fn into_poise(self) -> poise::CreateReply {
        let mentions = self.allowed_mentions();
        let mut reply = poise::CreateReply::default()
            .content(self.content)
            .components(self.components)
            .ephemeral(self.ephemeral)
            .allowed_mentions(mentions);
        if let Some(embed) = self.embed {
            reply = reply.embed(embed);
        }
        for file in self.files {
            reply = reply.attachment(file);
        }
        reply
    }

    /// For an interaction response (a new message, or the update of the clicked one). An
    /// update replaces the message's buttons and files with these.
    pub fn into_response(self) -> CreateInteractionResponseMessage {
        let mentions = self.allowed_mentions();
        CreateInteractionResponseMessage::new()
            .content(self.content)
            .embeds(self.embed.into_iter().collect())
            .components(self.components)
            .files(self.files)
            .ephemeral(self.ephemeral)
            .allowed_mentions(mentions)
    }

    pub fn into_followup(self) -> CreateInteractionResponseFollowup {
        let mentions = self.allowed_mentions();
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(self.content)
            .components(self.components)
            .add_files(self.files)
            .ephemeral(self.ephemeral)
            .allowed_mentions(mentions);
        if let Some(embed) = self.embed {
            followup = followup.embed(embed);
        }
        followup
    }

    /// For a channel message (notices, prefix commands), which cannot be private.
    pub fn into_message(self) -> CreateMessage {
        let mentions = self.allowed_mentions();
        let mut message = CreateMessage::new()
            .content(self.content)
            .components(self.components)
            .add_files(self.files)
            .allowed_mentions(mentions);
        if let Some(embed) = self.embed {
            message = message.embed(embed);
        }
        message
    }
}

/// Discord's limit on the characters of a select option's label or description.
pub const MAX_LABEL: usize = 100;

/// `text` cut to `max` characters, with an ellipsis when cut.
pub fn fit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// "Resign game #12?" with Resign and Cancel, for the clicker alone.
pub fn confirm_resign(id: crate::game::GameId, lang: Lang) -> Outgoing {
    let text = msg!("discord-confirm-resign", id = id.0);
    let mut question = Outgoing::private(markdown(&text, lang));
    question.components = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Button::ConfirmResign(id).custom_id())
            .label(tr(lang, "button-resign"))
            .style(ButtonStyle::Danger),
        CreateButton::new(Button::Dismiss.custom_id())
            .label(tr(lang, "button-cancel"))
            .style(ButtonStyle::Secondary),
    ])];
    question
}

/// A neutral text as Discord markdown: emphasis in bold, commands as code, players by name in
/// bold, moments as Discord timestamps (shown in each reader's time zone). Text from users is
/// escaped so that it cannot format or mention anything.
pub fn markdown(text: &Text, lang: Lang) -> String {
    let mut out = String::new();
    for span in &text.localize(lang).spans {
        match span {
            Span::Plain(t) => out.push_str(&escape(t)),
            Span::Strong(t) | Span::Player { name: t, .. } => {
                out.push_str("**");
                out.push_str(&escape(t));
                out.push_str("**");
            }
            Span::Code(t) => {
                out.push('`');
                out.push_str(&t.replace('`', "\u{2018}"));
                out.push('`');
            }
            Span::Time(ms) => out.push_str(&format!("<t:{}:R>", ms.div_euclid(1000))),
            // `localize` left none.
            Span::Msg(_) => {}
        }
    }
    out
}

/// Backslashes before Discord's markdown characters, and `@` made inert.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '>' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '@' => out.push_str("@\u{200b}"),
            c => out.push(c),
        }
    }
    out
}

/// "alice (1520?)" (the bot by its name in `lang`).
fn side_label(side: &SideView, lang: Lang) -> String {
    let name = seat_name(&side.seat).words(lang);
    match &side.rating {
        Some(r) => format!("{name} ({})", r.display()),
        None => name,
    }
}

/// A game's rules in a few words: "castalia, 10+5, rated".
pub fn rules(view: &GameView) -> Text {
    msg!(
        "discord-game-rules",
        variant = view.variant.name(),
        time = view.time_control.text(),
        rated = Arg::key(if view.rated { "rated" } else { "casual" })
    )
}

/// The embed of a board message, in `lang`.
pub fn game_embed(view: &GameView, image_name: Option<&str>, lang: Lang) -> CreateEmbed {
    let title = msg!(
        "discord-game-title",
        id = view.id.0,
        white = seat_name(&view.white.seat),
        black = seat_name(&view.black.seat)
    );
    let mut embed = CreateEmbed::new()
        .title(title.words(lang))
        .description(markdown(&view.status(), lang))
        .field(
            tr(lang, "discord-field-white"),
            side_label(&view.white, lang),
            true,
        )
        .field(
            tr(lang, "discord-field-black"),
            side_label(&view.black, lang),
            true,
        )
        .field(
            tr(lang, "discord-field-rules"),
            markdown(&rules(view), lang),
            true,
        )
        .field(
            tr(lang, "discord-field-move"),
            view.move_number().to_string(),
            true,
        )
        .field(
            tr(lang, "discord-field-last-move"),
            view.last_move_summary()
                .map_or_else(|| tr(lang, "discord-no-move-yet"), |m| markdown(&m, lang)),
            true,
        )
        .colour(if view.is_over() { 0x7f8c8d } else { 0x2e86c1 });
    if let Some(deadline) = view.deadline_ms {
        embed = embed.field(
            tr(lang, "discord-field-time-runs-out"),
            markdown(&Text::new().time(deadline), lang),
            true,
        );
    }
    if let Some(name) = image_name {
        embed = embed.image(format!("attachment://{name}"));
    }
    embed
}

/// Abort (until both sides have moved) / Resign / Offer draw / Flip board / Explain last
/// move; once it is over: Rematch / Flip board / Explain last move (at most five).
pub fn game_buttons(view: &GameView, lang: Lang) -> Vec<CreateActionRow> {
    buttons_of(view, false, lang)
}

/// The buttons of a board that a newer board replaced: shown, but they no longer work.
pub fn game_buttons_disabled(view: &GameView, lang: Lang) -> Vec<CreateActionRow> {
    buttons_of(view, true, lang)
}

fn buttons_of(view: &GameView, disabled: bool, lang: Lang) -> Vec<CreateActionRow> {
    // First row: moving and looking; second: ending the game (or asking for another).
    let mut look = Vec::new();
    let mut end = Vec::new();
    if view.is_over() {
        end.push(
            CreateButton::new(Button::Rematch(view.id).custom_id())
                .label(tr(lang, "button-rematch"))
                .style(ButtonStyle::Success),
        );
    } else {
        look.push(
            CreateButton::new(Button::Move(view.id).custom_id())
                .label(tr(lang, "button-move"))
                .style(ButtonStyle::Success),
        );
        if view.abortable {
            end.push(
                CreateButton::new(Button::Abort(view.id).custom_id())
                    .label(tr(lang, "button-abort"))
                    .style(ButtonStyle::Secondary),
            );
        }
        end.push(
            CreateButton::new(Button::Resign(view.id).custom_id())
                .label(tr(lang, "button-resign"))
                .style(ButtonStyle::Danger),
        );
        end.push(
            CreateButton::new(Button::Draw(view.id).custom_id())
                .label(tr(lang, "button-offer-draw"))
                .style(ButtonStyle::Secondary),
        );
    }
    look.push(
        CreateButton::new(
            Button::Flip {
                game: view.id,
                flipped: view.orientation == Color::White,
            }
            .custom_id(),
        )
        .label(tr(lang, "button-flip"))
        .style(ButtonStyle::Secondary),
    );
    if view.last_move.is_some() {
        look.push(
            CreateButton::new(Button::Explain(view.id).custom_id())
                .label(tr(lang, "button-explain-last"))
                .style(ButtonStyle::Primary),
        );
    }
    if view.board_activity {
        look.push(
            CreateButton::new(Button::PlayOnBoard(view.id).custom_id())
                .label(tr(lang, "button-play-on-board"))
                .style(ButtonStyle::Primary),
        );
    }
    [look, end]
        .into_iter()
        .filter(|row| !row.is_empty())
        .map(|row| {
            CreateActionRow::Buttons(row.into_iter().map(|b| b.disabled(disabled)).collect())
        })
        .collect()
}

/// A course exercise's buttons: while it waits for a move, Move (the picker), Hint, Retry
/// and Next (skips it); once solved, Next when another exercise follows.
pub fn lesson_buttons(view: &LessonView, lang: Lang) -> Vec<CreateActionRow> {
    let button = |b: Button, label: &str, style: ButtonStyle| {
        CreateButton::new(b.custom_id())
            .label(tr(lang, label))
            .style(style)
    };
    let row = if view.answering {
        vec![
            button(Button::LessonMove, "button-move", ButtonStyle::Primary),
            button(Button::LessonHint, "button-hint", ButtonStyle::Secondary),
            button(Button::LessonRetry, "button-retry", ButtonStyle::Secondary),
            button(Button::LessonNext, "button-skip", ButtonStyle::Secondary),
        ]
    } else if view.has_next {
        vec![button(
            Button::LessonNext,
            "button-next",
            ButtonStyle::Success,
        )]
    } else {
        return Vec::new();
    };
    vec![CreateActionRow::Buttons(row)]
}

/// Join and Leave under a tournament's messages while it takes players.
pub fn tournament_buttons(view: &TournamentView, lang: Lang) -> Vec<CreateActionRow> {
    if !view.joinable {
        return Vec::new();
    }
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Button::TournamentJoin(view.id).custom_id())
            .label(tr(lang, "button-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(Button::TournamentLeave(view.id).custom_id())
            .label(tr(lang, "button-leave"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// Accept / Decline for a challenge to someone; Accept / Cancel for an open one.
pub fn challenge_buttons(challenge: &ChallengeView, lang: Lang) -> Vec<CreateActionRow> {
    let accept = CreateButton::new(Button::Accept(challenge.id).custom_id())
        .label(tr(lang, "button-accept"))
        .style(ButtonStyle::Success);
    let refuse = match challenge.challenged {
        Some(_) => CreateButton::new(Button::Decline(challenge.id).custom_id())
            .label(tr(lang, "button-decline"))
            .style(ButtonStyle::Danger),
        None => CreateButton::new(Button::Cancel(challenge.id).custom_id())
            .label(tr(lang, "button-cancel"))
            .style(ButtonStyle::Secondary),
    };
    vec![CreateActionRow::Buttons(vec![accept, refuse])]
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn markdown_styles_spans_and_escapes_user_text() {
        let text = Text::new()
            .player(None, "**evil** @everyone <@1>")
            .plain(" plays ")
            .strong("Cd5")
            .plain(". ")
            .code("/accept")
            .plain(" by ")
            .time(1_700_000_000_500);
        assert_eq!(
            markdown(&text, Lang::En),
            "**\\*\\*evil\\*\\* @\u{200b}everyone \\<@\u{200b}1\\>** plays **Cd5**. `/accept` by <t:1700000000:R>"
        );
    }
    use crate::game::{Attachment, ChallengeId, UserId};

    #[test]
    fn long_texts_are_cut_and_attached() {
        let reply = Reply::new(crate::game::ReplyKind::Info, "x".repeat(5000));
        let out = Outgoing::from_reply(&reply);
        assert!(out.content.chars().count() <= MAX_CONTENT_CHARS);
        assert_eq!(out.files.len(), 1);
    }

    #[test]
    fn mentions_lead_the_content_and_are_the_only_pings() {
        let reply = Reply {
            text: "Your move.".into(),
            mentions: vec![UserId(42)],
            image: Some(Attachment::picture("board.png", vec![1, 2, 3], "A board.")),
            challenge: Some(ChallengeView {
                id: ChallengeId(5),
                challenged: None,
            }),
            ..Reply::default()
        };
        let out = Outgoing::from_reply(&reply);
        assert_eq!(out.content, "<@42> Your move.");
        assert_eq!(out.mentions, vec![serenity::UserId::new(42)]);
        assert_eq!(out.files.len(), 1);
        let json = serde_json::to_value(&out.components).unwrap();
        let text = json.to_string();
        assert!(text.contains("castalia:accept:5"), "{text}");
        assert!(text.contains("castalia:cancel:5"), "{text}");
    }

    /// A standard game #9 between alice and bob, for the tests of the front end.
    pub(crate) fn view(abortable: bool, aborted: bool) -> GameView {
        let side = |name: &str| SideView {
            seat: crate::game::model::Seat::Human {
                id: UserId(1),
                name: name.into(),
            },
            rating: None,
        };
        GameView {
            id: crate::game::GameId(9),
            white: side("alice"),
            black: side("bob"),
            variant: crate::rules::Variant::Standard,
            time_control: crate::game::model::TimeControl::Unlimited,
            rated: false,
            position: crate::rules::Position::start(crate::rules::Variant::Standard),
            last_move: None,
            outcome: None,
            aborted: aborted.then_some(crate::game::model::AbortReason::ByPlayer(Color::White)),
            abortable,
            draw_offer: None,
            clocks: None,
            deadline_ms: None,
            orientation: Color::White,
            channel: crate::game::ChannelId(1),
            thread: None,
            tournament: None,
            version: 1,
            board_activity: false,
        }
    }

    #[test]
    fn boards_offer_abort_until_both_moved_and_rematch_once_over() {
        let ids = |v: &GameView| {
            serde_json::to_value(game_buttons(v, Lang::En))
                .unwrap()
                .to_string()
        };
        let fresh = ids(&view(true, false));
        assert!(fresh.contains("castalia:abort:9"), "{fresh}");
        assert!(fresh.contains("castalia:resign:9"), "{fresh}");
        assert!(!fresh.contains("rematch"), "{fresh}");
        let going = ids(&view(false, false));
        assert!(!going.contains("abort"), "{going}");
        let over = ids(&view(false, true));
        assert!(over.contains("castalia:rematch:9"), "{over}");
        assert!(!over.contains("resign"), "{over}");
    }
}

//! Turning a service `Reply` into a Discord message: content with mentions, an embed for a game
//! (players, ratings, rules, move, last move, status, clock, the board as
//! `attachment://board.png`), buttons, and files. One neutral `Outgoing` value converts into
//! each builder Discord needs (slash reply, interaction response, follow-up, channel message).

use super::buttons::Button;
use crate::game::replies::reply::{ChallengeView, LessonView, SideView, TournamentView};
use crate::game::{GameView, Reply, ReplyKind, Span, Text};
use crate::i18n::Lang;
use crate::rules::Color;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage,
};

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;
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

/// A file to upload; a picture carries its words as its description (Discord's alt text).
pub fn attachment(file: &crate::game::replies::reply::Attachment) -> CreateAttachment {
    let out = CreateAttachment::bytes(file.bytes.clone(), file.name.clone());
    match &file.description {
        Some(words) => out.description(words.clone()),
        None => out,
    }
}

impl Outgoing {
    pub fn from_reply(reply: &Reply, lang: Lang) -> Outgoing {
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
        let mentions: Vec<serenity::UserId> = wanted
            .iter()
            .filter(|u| u.0 != 0)
            .map(|u| serenity::UserId::new(u.0))
            .collect();
        let mut content = String::new();
        for user in &mentions {
            content.push_str(&format!("<@{user}> "));
        }
        content.push_str(&markdown(&reply.text, lang));
        let mut files = Vec::new();
        if content.chars().count() > MAX_CONTENT_CHARS {
            files.push(CreateAttachment::bytes(
                reply.text.to_string().into_bytes(),
                "message.txt",
            ));
            content = content.chars().take(CUT_CONTENT_CHARS).collect();
            content.push_str("… (the full text is attached)");
        }
        for file in reply
            .image
            .iter()
            .chain(&reply.file)
            .chain(&reply.animation)
        {
            files.push(attachment(file));
        }
        let image_name = reply.image.as_ref().map(|i| i.name.as_str());
        let (embed, components) = match (&reply.game, &reply.challenge) {
            (Some(view), _) => (Some(game_embed(view, image_name)), game_buttons(view)),
            (None, Some(challenge)) => (None, challenge_buttons(challenge)),
            (None, None) => match (&reply.lesson, &reply.tournament) {
                (Some(lesson), _) => (None, lesson_buttons(lesson)),
                (None, Some(t)) => (None, tournament_buttons(t)),
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
        let mut out = Outgoing::from_reply(reply, crate::i18n::Lang::En);
        if let Some(view) = &reply.game {
            let rematch = CreateButton::new(Button::Rematch(view.id).custom_id())
                .label("Rematch")
                .style(ButtonStyle::Success);
            out.components = vec![CreateActionRow::Buttons(vec![rematch])];
        }
        out
    }

    /// A short private text (errors of the adapter itself).
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
pub fn confirm_resign(id: crate::game::GameId) -> Outgoing {
    let mut question = Outgoing::private(format!(
        "Resign game #{id}? Your opponent wins; this cannot be undone."
    ));
    question.components = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Button::ConfirmResign(id).custom_id())
            .label("Resign")
            .style(ButtonStyle::Danger),
        CreateButton::new(Button::Dismiss.custom_id())
            .label("Cancel")
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

/// "alice (1520?)".
fn side_label(side: &SideView) -> String {
    match &side.rating {
        Some(r) => format!("{} ({})", side.seat.name(), r.display()),
        None => side.seat.name(),
    }
}

/// The embed of a board message.
pub fn game_embed(view: &GameView, image_name: Option<&str>) -> CreateEmbed {
    let mut embed = CreateEmbed::new()
        .title(format!(
            "Game #{}: {} vs {}",
            view.id,
            view.white.seat.name(),
            view.black.seat.name()
        ))
        .description(markdown(&view.status(), crate::i18n::Lang::En))
        .field("White", side_label(&view.white), true)
        .field("Black", side_label(&view.black), true)
        .field(
            "Rules",
            format!(
                "{}, {}, {}",
                view.variant,
                view.time_control,
                if view.rated { "rated" } else { "casual" }
            ),
            true,
        )
        .field("Move", view.move_number().to_string(), true)
        .field(
            "Last move",
            view.last_move_summary().map_or_else(
                || "none yet".to_string(),
                |m| markdown(&m, crate::i18n::Lang::En),
            ),
            true,
        )
        .colour(if view.is_over() { 0x7f8c8d } else { 0x2e86c1 });
    if let Some(deadline) = view.deadline_ms {
        embed = embed.field(
            "Time runs out",
            markdown(&Text::new().time(deadline), crate::i18n::Lang::En),
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
pub fn game_buttons(view: &GameView) -> Vec<CreateActionRow> {
    buttons_of(view, false)
}

/// The buttons of a board that a newer board replaced: shown, but they no longer work.
pub fn game_buttons_disabled(view: &GameView) -> Vec<CreateActionRow> {
    buttons_of(view, true)
}

fn buttons_of(view: &GameView, disabled: bool) -> Vec<CreateActionRow> {
    // First row: moving and looking; second: ending the game (or asking for another).
    let mut look = Vec::new();
    let mut end = Vec::new();
    if view.is_over() {
        end.push(
            CreateButton::new(Button::Rematch(view.id).custom_id())
                .label("Rematch")
                .style(ButtonStyle::Success),
        );
    } else {
        look.push(
            CreateButton::new(Button::Move(view.id).custom_id())
                .label("Move")
                .style(ButtonStyle::Success),
        );
        if view.abortable {
            end.push(
                CreateButton::new(Button::Abort(view.id).custom_id())
                    .label("Abort")
                    .style(ButtonStyle::Secondary),
            );
        }
        end.push(
            CreateButton::new(Button::Resign(view.id).custom_id())
                .label("Resign")
                .style(ButtonStyle::Danger),
        );
        end.push(
            CreateButton::new(Button::Draw(view.id).custom_id())
                .label("Offer draw")
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
        .label("Flip board")
        .style(ButtonStyle::Secondary),
    );
    if view.last_move.is_some() {
        look.push(
            CreateButton::new(Button::Explain(view.id).custom_id())
                .label("Explain last move")
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

/// Accept / Decline for a challenge to someone; Accept / Cancel for an open one.
/// A course exercise's buttons: while it waits for a move, Move (the picker), Hint, Retry
/// and Next (skips it); once solved, Next when another exercise follows.
pub fn lesson_buttons(view: &LessonView) -> Vec<CreateActionRow> {
    let button = |b: Button, label: &str, style: ButtonStyle| {
        CreateButton::new(b.custom_id()).label(label).style(style)
    };
    let row = if view.answering {
        vec![
            button(Button::LessonMove, "Move", ButtonStyle::Primary),
            button(Button::LessonHint, "Hint", ButtonStyle::Secondary),
            button(Button::LessonRetry, "Retry", ButtonStyle::Secondary),
            button(Button::LessonNext, "Next (skip)", ButtonStyle::Secondary),
        ]
    } else if view.has_next {
        vec![button(Button::LessonNext, "Next", ButtonStyle::Success)]
    } else {
        return Vec::new();
    };
    vec![CreateActionRow::Buttons(row)]
}

/// Join and Leave under a tournament's messages while it takes players.
pub fn tournament_buttons(view: &TournamentView) -> Vec<CreateActionRow> {
    if !view.joinable {
        return Vec::new();
    }
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Button::TournamentJoin(view.id).custom_id())
            .label("Join")
            .style(ButtonStyle::Success),
        CreateButton::new(Button::TournamentLeave(view.id).custom_id())
            .label("Leave")
            .style(ButtonStyle::Secondary),
    ])]
}

pub fn challenge_buttons(challenge: &ChallengeView) -> Vec<CreateActionRow> {
    let accept = CreateButton::new(Button::Accept(challenge.id).custom_id())
        .label("Accept")
        .style(ButtonStyle::Success);
    let refuse = match challenge.challenged {
        Some(_) => CreateButton::new(Button::Decline(challenge.id).custom_id())
            .label("Decline")
            .style(ButtonStyle::Danger),
        None => CreateButton::new(Button::Cancel(challenge.id).custom_id())
            .label("Cancel")
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
        let out = Outgoing::from_reply(&reply, crate::i18n::Lang::En);
        assert!(out.content.chars().count() <= MAX_CONTENT_CHARS);
        assert_eq!(out.files.len(), 1);
    }

    #[test]
    fn mentions_lead_the_content_and_are_the_only_pings() {
        let reply = Reply {
            text: "Your move.".into(),
            mentions: vec![UserId(42)],
            image: Some(Attachment::picture(
                "board.png",
                vec![1, 2, 3],
                "A board.".into(),
            )),
            challenge: Some(ChallengeView {
                id: ChallengeId(5),
                challenged: None,
            }),
            ..Reply::default()
        };
        let out = Outgoing::from_reply(&reply, crate::i18n::Lang::En);
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
        }
    }

    #[test]
    fn boards_offer_abort_until_both_moved_and_rematch_once_over() {
        let ids = |v: &GameView| serde_json::to_value(game_buttons(v)).unwrap().to_string();
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

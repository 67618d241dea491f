//! The move picker: moves without typing. The board's Move button opens, for the clicker
//! alone, a menu of their pieces that can move; choosing one shows the piece's destinations,
//! each labelled with what the move does; a promotion then asks for the piece. Every step
//! asks the service again (`GameService::move_choices`), so a stranger's click, a move out of
//! turn or a finished game is refused, and a menu from an older position is refused by its
//! position key (the move itself is played with `Command::PickedMove`, which checks it again
//! under the game's lock). The move is then shown as any move made by a click is. The menus'
//! custom ids (`Pick`, `Target`) are written and read in `buttons`.

use super::buttons::{Pick, Target};
use super::data::{Data, Error};
use super::defer;
use super::delivery;
use super::format::{fit, markdown, Outgoing, MAX_LABEL};
use super::respond::{self, Responder};
use crate::game::{self, Command, GameId, MoveChoice, MoveChoices, Text};
use crate::i18n::{tr, Arg, Lang};
use crate::msg;
use crate::rules::{Direction, PieceKind, Square};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateInteractionResponse, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

/// Discord's limits: options per select menu, action rows per message (characters per
/// option label and description: `format::MAX_LABEL`).
pub const MAX_OPTIONS: usize = 25;
const MAX_ROWS: usize = 5;

/// A label for an option: the text if it fits, else its first part and the rest as the
/// option's description (cut if even that is too long).
fn label_and_description(text: &str) -> (String, Option<String>) {
    if text.chars().count() <= MAX_LABEL {
        return (text.to_string(), None);
    }
    // Cut at the last "; " that fits, so each part reads as a whole.
    let head: String = text.chars().take(MAX_LABEL).collect();
    match head.rfind("; ") {
        Some(cut) if cut > 0 => {
            let rest = &text[cut + 2..];
            (head[..cut].to_string(), Some(fit(rest, MAX_LABEL)))
        }
        _ => (fit(text, MAX_LABEL), None),
    }
}

/// A piece as a selector's key (`pawn` ... `castalia`), for messages that name it in words.
fn piece_key(kind: PieceKind) -> Arg {
    Arg::key(kind.name().to_lowercase())
}

/// A move's label (its SAN and what it does) in `lang`.
fn label_words(m: &MoveChoice, lang: Lang) -> String {
    m.label_text.words(lang)
}

/// The first step: the pieces that can move, in `lang`.
pub fn piece_menu(choices: &MoveChoices, lang: Lang) -> Outgoing {
    let options: Vec<CreateSelectMenuOption> = choices
        .pieces()
        .into_iter()
        .take(MAX_OPTIONS)
        .map(|(sq, kind, count)| {
            let sans: Vec<&str> = choices.from(sq).map(|m| m.san.as_str()).collect();
            let label = msg!(
                "discord-picker-piece",
                piece = piece_key(kind),
                square = sq.to_string(),
                count = count
            );
            CreateSelectMenuOption::new(fit(&label.words(lang), MAX_LABEL), sq.to_string())
                .description(fit(&sans.join(", "), MAX_LABEL))
        })
        .collect();
    let menu = CreateSelectMenu::new(
        Pick::Piece {
            target: Target::of(&choices.board),
            position: choices.position,
        }
        .custom_id(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(tr(lang, "discord-picker-choose-piece"));
    let text = msg!(
        "discord-picker-which-piece",
        board = choices.board.title_text()
    );
    let mut out = Outgoing::private(markdown(&text, lang));
    out.components = vec![CreateActionRow::SelectMenu(menu)];
    out
}

/// One option per destination of the piece on `from`: a promotion is one option (its piece
/// is asked next), anything else its own move. Labels in `lang`.
fn destinations(
    choices: &MoveChoices,
    from: Square,
    lang: Lang,
) -> Vec<(Option<Direction>, String, String)> {
    let mut out: Vec<(Option<Direction>, String, String)> = Vec::new();
    for m in choices.from(from) {
        if m.promotion.is_some() {
            let value = format!("{}{}", m.from, m.to);
            if out.iter().any(|(_, v, _)| *v == value) {
                continue;
            }
            let label = msg!("discord-picker-promotes", square = m.to.to_string());
            out.push((m.direction, value, label.words(lang)));
        } else {
            out.push((m.direction, m.uci.clone(), label_words(m, lang)));
        }
    }
    out
}

const DIRECTION_ORDER: [Option<Direction>; 9] = [
    Some(Direction::North),
    Some(Direction::NorthEast),
    Some(Direction::East),
    Some(Direction::SouthEast),
    Some(Direction::South),
    Some(Direction::SouthWest),
    Some(Direction::West),
    Some(Direction::NorthWest),
    None,
];

/// The destinations split into menus of at most 25, whole directions together: each menu is
/// (its directions, its options).
type Group = (Vec<Option<Direction>>, Vec<(String, String)>);

fn split_by_direction(all: Vec<(Option<Direction>, String, String)>) -> Vec<Group> {
    if all.len() <= MAX_OPTIONS {
        let dirs = Vec::new();
        return vec![(dirs, all.into_iter().map(|(_, v, l)| (v, l)).collect())];
    }
    // Menus of about equal size: as few as 25 allows, whole directions in each.
    let count = all.len().div_ceil(MAX_OPTIONS);
    let target = all.len().div_ceil(count);
    let mut menus: Vec<Group> = Vec::new();
    for dir in DIRECTION_ORDER {
        let group: Vec<(String, String)> = all
            .iter()
            .filter(|(d, _, _)| *d == dir)
            .map(|(_, v, l)| (v.clone(), l.clone()))
            .collect();
        if group.is_empty() {
            continue;
        }
        match menus.last_mut() {
            Some((dirs, options))
                if options.len() < target && options.len() + group.len() <= MAX_OPTIONS =>
            {
                dirs.push(dir);
                options.extend(group);
            }
            _ => menus.push((vec![dir], group)),
        }
    }
    menus
}

/// The directions of a menu in words ("north, north-east"); `None`: the other moves
/// (knights' jumps, castling).
fn direction_names(dirs: &[Option<Direction>], lang: Lang) -> String {
    let names: Vec<String> = dirs
        .iter()
        .map(|d| {
            let key = Arg::key(d.map_or("other", |d| d.name()));
            msg!("discord-picker-direction", direction = key).words(lang)
        })
        .collect();
    names.join(", ")
}

fn back_row(target: Target, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(target.back_button().custom_id())
        .label(tr(lang, "discord-picker-another-piece"))
        .style(ButtonStyle::Secondary)])
}

/// The second step: where the piece on `from` goes, each move labelled with what it does.
/// More than 25 destinations are split into menus by direction. In `lang`.
pub fn destination_menu(choices: &MoveChoices, from: Square, lang: Lang) -> Option<Outgoing> {
    let first = choices.from(from).next()?;
    let all = destinations(choices, from, lang);
    let menus = split_by_direction(all);
    let several = menus.len() > 1;
    let mut rows: Vec<CreateActionRow> = menus
        .into_iter()
        .take(MAX_ROWS - 1)
        .enumerate()
        .map(|(i, (dirs, options))| {
            let count = options.len();
            let options = options
                .into_iter()
                .map(|(value, text)| {
                    let (label, description) = label_and_description(&text);
                    let option = CreateSelectMenuOption::new(label, value);
                    match description {
                        Some(d) => option.description(d),
                        None => option,
                    }
                })
                .collect();
            let placeholder = if several {
                let directions = direction_names(&dirs, lang);
                msg!(
                    "discord-picker-moves-toward",
                    directions = directions,
                    count = count
                )
                .words(lang)
            } else {
                tr(lang, "discord-picker-choose-destination")
            };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    Pick::Move {
                        target: Target::of(&choices.board),
                        position: choices.position,
                        menu: u8::try_from(i).unwrap_or(u8::MAX),
                    }
                    .custom_id(),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(fit(&placeholder, MAX_LABEL)),
            )
        })
        .collect();
    rows.push(back_row(Target::of(&choices.board), lang));
    let text = msg!(
        "discord-picker-where",
        board = choices.board.title_text(),
        piece = piece_key(first.piece),
        square = from.to_string()
    );
    let mut out = Outgoing::private(markdown(&text, lang));
    out.components = rows;
    Some(out)
}

/// The last step of a promotion: which piece the pawn becomes, in `lang`.
pub fn promotion_menu(
    choices: &MoveChoices,
    from: Square,
    to: Square,
    lang: Lang,
) -> Option<Outgoing> {
    let promotions: Vec<&MoveChoice> = choices
        .from(from)
        .filter(|m| m.to == to && m.promotion.is_some())
        .collect();
    if promotions.is_empty() {
        return None;
    }
    let options = promotions
        .iter()
        .map(|m| {
            let (label, description) = label_and_description(&label_words(m, lang));
            let option = CreateSelectMenuOption::new(label, m.uci.clone());
            match description {
                Some(d) => option.description(d),
                None => option,
            }
        })
        .collect();
    let menu = CreateSelectMenu::new(
        Pick::Move {
            target: Target::of(&choices.board),
            position: choices.position,
            menu: 0,
        }
        .custom_id(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(tr(lang, "discord-picker-choose-promotion"));
    let text = msg!(
        "discord-picker-promotion",
        board = choices.board.title_text(),
        from = from.to_string(),
        to = to.to_string()
    );
    let mut out = Outgoing::private(markdown(&text, lang));
    out.components = vec![
        CreateActionRow::SelectMenu(menu),
        back_row(Target::of(&choices.board), lang),
    ];
    Some(out)
}

/// Whether the click came from a private message (the picker itself), which is then updated
/// in place; a click on a board opens a new private message.
fn from_private(click: &ComponentInteraction) -> bool {
    click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// Answers a click of the picker with `out` (private): in place of the picker, or as a new
/// private message under a board.
async fn answer(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    out: Outgoing,
) -> Result<(), Error> {
    let message = out.into_response();
    let response = if from_private(click) {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message)
    };
    click.create_response(&ctx.http, response).await?;
    Ok(())
}

/// A refusal from the service, privately, in `lang`.
fn refusal(e: &game::GameError, lang: Lang) -> Outgoing {
    Outgoing::private(markdown(&e.text(), lang))
}

/// "This menu is out of date", when the game moved on since it was opened.
fn stale(target: Target, lang: Lang) -> Outgoing {
    let text = match target {
        Target::Game(game) => msg!("discord-picker-stale-game", id = game.0),
        Target::Lesson => Text::msg("discord-picker-stale-lesson"),
    };
    Outgoing::private(markdown(&text, lang))
}

/// The clicker's choices in what a picker moves in.
fn choices_for(
    data: &Data,
    gctx: &game::Context,
    target: Target,
) -> Result<MoveChoices, game::GameError> {
    match target {
        Target::Game(id) => data.service.move_choices(gctx, Some(id)),
        Target::Lesson => data.service.lesson_choices(gctx),
    }
}

/// The Move button: the clicker's pieces that can move, for them alone. Under a board it
/// opens a new private message, in the picker it goes back to its first menu; a lesson's
/// Move button (on a private message the picker must not replace) always opens a new one.
pub async fn open(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    gctx: &game::Context,
    target: Target,
    new_message: bool,
) -> Result<(), Error> {
    let lang = data.service.reply_lang(gctx);
    let out = match choices_for(data, gctx, target) {
        Ok(choices) => piece_menu(&choices, lang),
        Err(e) => refusal(&e, lang),
    };
    if new_message {
        let response = CreateInteractionResponse::Message(out.into_response());
        click.create_response(&ctx.http, response).await?;
        return Ok(());
    }
    answer(ctx, click, out).await
}

/// A choice in one of the picker's menus.
pub async fn on_pick(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    gctx: &game::Context,
    pick: Pick,
) -> Result<(), Error> {
    let value = match &click.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    let target = pick.target();
    let lang = data.service.reply_lang(gctx);
    let choices = match choices_for(data, gctx, target) {
        Ok(choices) if choices.position == pick.position() => choices,
        Ok(_) => return answer(ctx, click, stale(target, lang)).await,
        Err(e) => return answer(ctx, click, refusal(&e, lang)).await,
    };
    let Some(value) = value else {
        return answer(ctx, click, piece_menu(&choices, lang)).await;
    };
    match pick {
        Pick::Piece { .. } => {
            let out = value
                .parse::<Square>()
                .ok()
                .and_then(|from| destination_menu(&choices, from, lang))
                .unwrap_or_else(|| piece_menu(&choices, lang));
            answer(ctx, click, out).await
        }
        Pick::Move { position, .. } => {
            let Some(chosen) = choices.by_uci(&value) else {
                let squares = (value.get(..2), value.get(2..4));
                let promotion = match squares {
                    (Some(from), Some(to)) if value.len() == 4 => {
                        match (from.parse::<Square>(), to.parse::<Square>()) {
                            (Ok(from), Ok(to)) => promotion_menu(&choices, from, to, lang),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let out = promotion.unwrap_or_else(|| piece_menu(&choices, lang));
                return answer(ctx, click, out).await;
            };
            let san = chosen.san.clone();
            match target {
                Target::Game(game) => {
                    play(ctx, data, click, gctx, (game, position), value, san).await
                }
                Target::Lesson => answer_lesson(ctx, data, click, gctx, position, value).await,
            }
        }
    }
}

/// Plays the chosen move as `/move` would and shows it as any move made by a click: the
/// picker closes ("You played Cd5."), the board is shown publicly. A move still being saved
/// when the time budget (`discord.defer_after_ms`) runs out is acknowledged first, and the
/// picker closed afterwards, so Discord's three seconds are kept.
async fn play(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    gctx: &game::Context,
    (game, position): (GameId, u64),
    uci: String,
    san: String,
) -> Result<(), Error> {
    let lang = data.service.reply_lang(gctx);
    let command = Command::PickedMove {
        game,
        position,
        uci,
    };
    let service = data.service.clone();
    let who = gctx.clone();
    let work = async move { service.handle(&who, command).await };
    let ack = if from_private(click) {
        CreateInteractionResponse::Acknowledge
    } else {
        let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        CreateInteractionResponse::Defer(private)
    };
    let acknowledge = click.create_response(&ctx.http, ack);
    let (done, deferred) = defer::within(data.budgets.command, work, acknowledge).await?;
    let reply = match done {
        Ok(reply) => Some(reply),
        Err(e) => {
            tracing::error!("a picked move's task failed: {e}");
            None
        }
    };
    let closed = match &reply {
        None => Outgoing::private(tr(lang, respond::SORRY)),
        Some(reply) if reply.is_refusal() => Outgoing::private(markdown(&reply.text, reply.lang)),
        Some(_) => {
            let played = msg!("discord-picker-played", san = san, id = game.0);
            Outgoing::private(markdown(&played, lang))
        }
    };
    if deferred {
        let edit = serenity::EditInteractionResponse::new()
            .content(closed.content)
            .components(Vec::new());
        click.edit_response(&ctx.http, edit).await?;
    } else {
        answer(ctx, click, closed).await?;
    }
    let Some(reply) = reply.filter(|r| !r.is_refusal()) else {
        return Ok(());
    };
    // The picker is closed: the move is shown as any move after a click's answer.
    Responder::click(&ctx.http, data, click, delivery::Click::default(), deferred)
        .answered()
        .reply_and_bot(&reply)
        .await
}

/// A lesson's answer picked: the picker is replaced by the answer (private, with its board
/// and buttons), as `/learn move:` would show it.
async fn answer_lesson(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    gctx: &game::Context,
    position: u64,
    uci: String,
) -> Result<(), Error> {
    let command = Command::Learn(game::LearnCommand::Picked { position, uci });
    let reply = data.service.handle(gctx, command).await;
    answer(ctx, click, Outgoing::from_reply(&reply)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_labels_are_split_at_a_clause() {
        let text = format!("Cd5: {}; {}", "k".repeat(60), "r".repeat(60));
        let (label, description) = label_and_description(&text);
        assert!(label.chars().count() <= MAX_LABEL);
        assert_eq!(label, format!("Cd5: {}", "k".repeat(60)));
        assert_eq!(description.as_deref(), Some("r".repeat(60).as_str()));
        assert_eq!(fit(&"x".repeat(150), 100).chars().count(), 100);
    }

    #[test]
    fn more_than_25_destinations_are_split_by_direction() {
        let all: Vec<(Option<Direction>, String, String)> = DIRECTION_ORDER
            .iter()
            .flat_map(|d| (0..4).map(move |i| (*d, format!("{d:?}{i}"), String::new())))
            .collect();
        assert_eq!(all.len(), 36);
        let menus = split_by_direction(all);
        assert_eq!(menus.len(), 2);
        assert!(menus.iter().all(|(_, o)| o.len() <= MAX_OPTIONS));
        assert_eq!(menus.iter().map(|(_, o)| o.len()).sum::<usize>(), 36);
        assert_eq!(
            direction_names(&menus[0].0, Lang::En),
            "north, north-east, east, south-east, south"
        );
        assert_eq!(
            direction_names(&menus[1].0, Lang::En),
            "south-west, west, north-west, other"
        );
    }
}

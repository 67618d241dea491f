//! Where each part of an answer goes: a pure function (`plan`) from the service's reply, the
//! game's home (its thread, its live board) and where the request came from (a slash command,
//! a click, a channel message) to the parts to send and where: the request's own answer
//! (public or private), the clicked message updated in place, a message in a channel or
//! thread, the live board edited, a private pointer to where the answer went. `respond`
//! carries the parts out; nothing here talks to Discord.

use super::home::{self, Homes};
use crate::game::{ChannelId, GameId, MessageRef, Reply, ReplyKind};

/// What kind of request is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A slash command.
    Command,
    /// A button click or a choice in a menu.
    Click(Click),
    /// A prefix command typed as a channel message: its answers are channel messages, which
    /// cannot be private (so no pointers), and the game stays where the command was typed.
    Message,
}

/// What the clicked button asks of its message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Click {
    /// Accept, Decline or Cancel: the challenge's message shows the answer.
    pub answers_challenge: bool,
    /// Rematch: the result card it was asked from stays, the answer is a new message.
    pub keeps_message: bool,
    /// The confirmation of a private question (resign): the question closes, the result is
    /// public.
    pub confirms: bool,
}

/// Where a request came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    pub source: Source,
    /// The channel or thread of the request.
    pub channel: ChannelId,
    /// The request has its answer already: this reply comes after it (the bot's move).
    pub answered: bool,
    /// A game started here may get its own thread (see `home::can_thread`).
    pub can_thread: bool,
    /// A private chat the bot is not a member of: nothing can be posted there but the
    /// request's answers (see `context::is_private`).
    pub private: bool,
}

/// The game's home, as far as one reply is concerned (none: a private chat's game, shown
/// only in the answers to commands).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Home {
    /// The game's thread, when the reply is public and the game has one.
    pub thread: Option<ChannelId>,
    /// The game keeps a live board (it has no thread and `discord.live_board` is on).
    pub live: bool,
    /// The live board this reply is shown on, edited in place: set when the reply goes live
    /// (`home::goes_live`) and the game has a board; `None` once Discord refused the edit.
    pub board: Option<MessageRef>,
}

impl Home {
    /// The home of the reply's game; `board` is the game's live board, if it has one.
    pub fn of(reply: &Reply, homes: &Homes, board: Option<MessageRef>) -> Home {
        let thread = reply
            .game
            .as_ref()
            .filter(|_| !reply.ephemeral)
            .and_then(|v| v.thread);
        let live = reply
            .game
            .as_ref()
            .is_some_and(|v| homes.live_board && v.thread.is_none());
        let board = board.filter(|_| home::goes_live(homes, reply).is_some());
        Home {
            thread,
            live,
            board,
        }
    }
}

/// What a part shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Content {
    /// The reply as it is (text, board, buttons, files); a public board becomes the game's
    /// newest.
    Reply,
    /// The reply's turn message (what happened, whose turn; no board), for a live board just
    /// edited; it replaces the game's previous one.
    Turn,
    /// The start message of a new game, from which its thread is opened (where Discord
    /// refuses the thread, the board follows in the channel).
    Start,
    /// "Challenge accepted by NAME: the game starts below.", in place of the challenge.
    Accepted,
    /// The turn message of a game started on a live board by a click (an edit pings nobody):
    /// both players mentioned.
    StartTurn,
    /// The private question closed: "You resigned.", or the refusal.
    Closing,
    /// A private note saying where the answer went.
    Pointer(Pointer),
}

/// Where a pointer points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    /// "Done: the game goes on in <#thread>."
    Thread(ChannelId),
    /// "Done: the board of game #N is updated in <#channel>."
    Board { game: GameId, channel: ChannelId },
}

impl Pointer {
    /// The note in `lang`.
    pub fn text(self, lang: crate::i18n::Lang) -> String {
        match self {
            Pointer::Thread(thread) => super::format::raw(
                lang,
                "discord-pointer-thread",
                &[("thread", format!("<#{}>", thread.0))],
            ),
            Pointer::Board { game, channel } => super::format::raw(
                lang,
                "discord-pointer-board",
                &[
                    ("id", game.to_string()),
                    ("channel", format!("<#{}>", channel.0)),
                ],
            ),
        }
    }
}

/// Where a part goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The request's answer: its interaction response, or a follow-up once it has one (for
    /// a channel message, a reply to it).
    Answer,
    /// The clicked message, in place.
    Update,
    /// A new message in this channel or thread.
    Channel(ChannelId),
    /// The game's live board, edited.
    Board(MessageRef),
}

/// What happens when a part cannot be delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The request failed.
    Fail,
    /// The part becomes the request's answer instead, and no pointer to it follows.
    Answer,
    /// Posted as a message in this channel instead (a follow-up whose token expired).
    Post(ChannelId),
    /// Kept by the service as a notice of this private chat (a follow-up whose token
    /// expired where the bot cannot post): sent by DM, or shown with the next command there.
    Keep(ChannelId),
    /// The live board is gone: plan again without it (a new board is posted).
    WithoutBoard,
}

/// One part of an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub content: Content,
    pub place: Place,
    pub fallback: Fallback,
}

impl Part {
    fn new(content: Content, place: Place) -> Part {
        Part {
            content,
            place,
            fallback: Fallback::Fail,
        }
    }

    fn or(mut self, fallback: Fallback) -> Part {
        self.fallback = fallback;
        self
    }
}

/// The parts of the answer to `reply`, in the order they are sent. A new game where threads
/// may be opened starts with its start message; a public reply about a game with a thread
/// goes to the thread (a request from elsewhere gets a pointer); a change shown on a live
/// board edits it and is answered with the turn message (in the board's channel, with a
/// pointer, for a request from elsewhere); anything else is the request's answer (a click's
/// answer about its game or challenge updates the clicked message).
///
/// An interaction not yet answered is answered first: the parts that answer it (`Answer`,
/// `Update`) come before every channel message and board edit, whose requests may wait for
/// a busy channel's rate limit for seconds, past Discord's three seconds for an answer.
pub fn plan(reply: &Reply, home: &Home, origin: &Origin) -> Vec<Part> {
    let mut parts = parts_of(reply, home, origin);
    if !origin.answered && origin.source != Source::Message {
        // A stable sort: the answers keep their order, and so does the channel work.
        parts.sort_by_key(|p| !matches!(p.place, Place::Answer | Place::Update));
    }
    parts
}

/// The parts of `plan`, in the order they are shown to whoever looks at the channel.
fn parts_of(reply: &Reply, home: &Home, origin: &Origin) -> Vec<Part> {
    let mut parts = Vec::new();
    let click = match origin.source {
        Source::Click(click) if !origin.answered => Some(click),
        _ => None,
    };
    let interaction = origin.source != Source::Message;
    if click.is_some_and(|c| c.confirms) {
        parts.push(Part::new(Content::Closing, Place::Update));
        if !reply.is_refusal() {
            let after = Origin {
                answered: true,
                ..*origin
            };
            parts.extend(parts_of(reply, home, &after));
        }
        return parts;
    }
    if !origin.answered && origin.can_thread && home::starts_game(reply).is_some() {
        if click.is_some_and(|c| c.answers_challenge) {
            parts.push(Part::new(Content::Accepted, Place::Update));
        }
        parts.push(Part::new(Content::Start, Place::Answer));
        return parts;
    }
    // A later answer whose token expired is posted in the channel instead (kept for later
    // in a private chat, where the bot cannot post).
    let late = |part: Part, channel: ChannelId| {
        if origin.answered && interaction {
            part.or(if origin.private {
                Fallback::Keep(channel)
            } else {
                Fallback::Post(channel)
            })
        } else {
            part
        }
    };
    if let Some(thread) = home.thread.filter(|_| interaction) {
        if origin.answered || thread != origin.channel {
            parts.push(Part::new(Content::Reply, Place::Channel(thread)).or(Fallback::Answer));
            if !origin.answered {
                let pointer = Content::Pointer(Pointer::Thread(thread));
                parts.push(Part::new(pointer, Place::Answer));
            }
            return parts;
        }
    }
    if let Some(board) = home.board {
        parts.push(Part::new(Content::Reply, Place::Board(board)).or(Fallback::WithoutBoard));
        if board.channel == origin.channel {
            parts.push(late(Part::new(Content::Turn, Place::Answer), board.channel));
        } else {
            parts.push(Part::new(Content::Turn, Place::Channel(board.channel)));
            if !origin.answered && interaction {
                let game = reply.game.as_ref().map_or(GameId(0), |v| v.id);
                let pointer = Pointer::Board {
                    game,
                    channel: board.channel,
                };
                parts.push(Part::new(Content::Pointer(pointer), Place::Answer));
            }
        }
        return parts;
    }
    let update = click.is_some_and(|c| {
        !reply.ephemeral && !c.keeps_message && (c.answers_challenge || reply.game.is_some())
    });
    if !update {
        parts.push(late(
            Part::new(Content::Reply, Place::Answer),
            origin.channel,
        ));
        return parts;
    }
    parts.push(Part::new(Content::Reply, Place::Update));
    // An edit pings nobody: the players are told the game started.
    let started_live = home.live && reply.kind == ReplyKind::GameStarted;
    if click.is_some_and(|c| c.answers_challenge) && started_live {
        parts.push(Part::new(Content::StartTurn, Place::Answer));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replies::reply::GameView;
    use std::time::Duration;

    const HERE: ChannelId = ChannelId(10);
    const THERE: ChannelId = ChannelId(20);
    const THREAD: ChannelId = ChannelId(30);
    const BOARD_HERE: MessageRef = MessageRef {
        channel: HERE,
        message: 7,
    };

    fn view(thread: Option<ChannelId>) -> GameView {
        GameView {
            channel: HERE,
            thread,
            ..crate::discord::format::tests::view(false, false)
        }
    }

    fn reply(kind: ReplyKind, thread: Option<ChannelId>) -> Reply {
        Reply {
            game: Some(view(thread)),
            ..Reply::new(kind, "text")
        }
    }

    fn origin(source: Source) -> Origin {
        Origin {
            source,
            channel: HERE,
            answered: false,
            can_thread: false,
            private: false,
        }
    }

    fn places(parts: &[Part]) -> Vec<(Content, Place)> {
        parts.iter().map(|p| (p.content, p.place)).collect()
    }

    fn homes(live: bool) -> Homes {
        Homes::new(true, live, Duration::ZERO)
    }

    #[test]
    fn a_private_chat_gets_every_part_as_the_answer_and_keeps_what_comes_late() {
        let moved = reply(ReplyKind::Moved, None);
        let private = Origin {
            private: true,
            ..origin(Source::Command)
        };
        let parts = plan(&moved, &Home::default(), &private);
        assert_eq!(places(&parts), [(Content::Reply, Place::Answer)]);
        assert_eq!(parts[0].fallback, Fallback::Fail);
        // The bot's move after it: kept for the players when the token died, never posted.
        let later = Origin {
            answered: true,
            ..private
        };
        let parts = plan(&moved, &Home::default(), &later);
        assert_eq!(places(&parts), [(Content::Reply, Place::Answer)]);
        assert_eq!(parts[0].fallback, Fallback::Keep(HERE));
    }

    #[test]
    fn a_move_on_a_live_board_edits_it_and_answers_with_the_turn() {
        let moved = reply(ReplyKind::Moved, None);
        let home = Home::of(&moved, &homes(true), Some(BOARD_HERE));
        assert_eq!(home.board, Some(BOARD_HERE));
        // The turn message answers the command first; the board's edit (a channel write,
        // which may wait for the channel's rate limit) comes after it.
        let parts = plan(&moved, &home, &origin(Source::Command));
        assert_eq!(
            places(&parts),
            [
                (Content::Turn, Place::Answer),
                (Content::Reply, Place::Board(BOARD_HERE))
            ]
        );
        assert_eq!(parts[0].fallback, Fallback::Fail);
        assert_eq!(parts[1].fallback, Fallback::WithoutBoard);
        // The bot's move after it: the board first, then a follow-up, posted in the channel
        // if that fails.
        let later = Origin {
            answered: true,
            ..origin(Source::Command)
        };
        let parts = plan(&moved, &home, &later);
        assert_eq!(
            places(&parts),
            [
                (Content::Reply, Place::Board(BOARD_HERE)),
                (Content::Turn, Place::Answer)
            ]
        );
        assert_eq!(parts[1].fallback, Fallback::Post(HERE));
        // Typed elsewhere: the turn goes to the board's channel, the typist gets a pointer,
        // first.
        let elsewhere = Origin {
            channel: THERE,
            ..origin(Source::Command)
        };
        let parts = plan(&moved, &home, &elsewhere);
        assert_eq!(
            places(&parts),
            [
                (
                    Content::Pointer(Pointer::Board {
                        game: GameId(9),
                        channel: HERE
                    }),
                    Place::Answer
                ),
                (Content::Reply, Place::Board(BOARD_HERE)),
                (Content::Turn, Place::Channel(HERE)),
            ]
        );
        // A channel message cannot be private: no pointer; the board is edited first.
        let typed = Origin {
            channel: THERE,
            ..origin(Source::Message)
        };
        assert_eq!(
            places(&plan(&moved, &home, &typed)),
            [
                (Content::Reply, Place::Board(BOARD_HERE)),
                (Content::Turn, Place::Channel(HERE))
            ]
        );
    }

    #[test]
    fn without_a_live_board_the_reply_is_the_answer() {
        let moved = reply(ReplyKind::Moved, None);
        // No board yet (or it was deleted), or live boards off, or a board asked for.
        for (home, reply) in [
            (Home::of(&moved, &homes(true), None), moved.clone()),
            (
                Home::of(&moved, &homes(false), Some(BOARD_HERE)),
                moved.clone(),
            ),
            (
                Home::of(
                    &reply(ReplyKind::Board, None),
                    &homes(true),
                    Some(BOARD_HERE),
                ),
                reply(ReplyKind::Board, None),
            ),
        ] {
            assert_eq!(home.board, None);
            let parts = plan(&reply, &home, &origin(Source::Command));
            assert_eq!(places(&parts), [(Content::Reply, Place::Answer)]);
        }
    }

    #[test]
    fn a_game_with_a_thread_is_answered_there() {
        let moved = reply(ReplyKind::Moved, Some(THREAD));
        let home = Home::of(&moved, &homes(true), None);
        assert!(!home.live);
        // The pointer answers first; the post in the thread follows.
        let parts = plan(&moved, &home, &origin(Source::Command));
        assert_eq!(
            places(&parts),
            [
                (Content::Pointer(Pointer::Thread(THREAD)), Place::Answer),
                (Content::Reply, Place::Channel(THREAD))
            ]
        );
        assert_eq!(parts[1].fallback, Fallback::Answer);
        // In the thread itself: the answer.
        let in_thread = Origin {
            channel: THREAD,
            ..origin(Source::Command)
        };
        assert_eq!(
            places(&plan(&moved, &home, &in_thread)),
            [(Content::Reply, Place::Answer)]
        );
        // The bot's move after an answer goes to the thread, wherever it was asked.
        let later = Origin {
            answered: true,
            ..in_thread
        };
        assert_eq!(
            places(&plan(&moved, &home, &later)),
            [(Content::Reply, Place::Channel(THREAD))]
        );
        // A private reply stays with the asker.
        let mut private = moved.clone();
        private.ephemeral = true;
        let home = Home::of(&private, &homes(true), None);
        assert_eq!(
            places(&plan(&private, &home, &origin(Source::Command))),
            [(Content::Reply, Place::Answer)]
        );
        // A prefix command is answered where it was typed.
        let home = Home::of(&moved, &homes(true), None);
        assert_eq!(
            places(&plan(&moved, &home, &origin(Source::Message))),
            [(Content::Reply, Place::Answer)]
        );
    }

    #[test]
    fn a_new_game_opens_its_thread_where_it_may() {
        let started = reply(ReplyKind::GameStarted, None);
        let home = Home::of(&started, &homes(true), None);
        let may = Origin {
            can_thread: true,
            ..origin(Source::Command)
        };
        assert_eq!(
            places(&plan(&started, &home, &may)),
            [(Content::Start, Place::Answer)]
        );
        let accepted = Origin {
            source: Source::Click(Click {
                answers_challenge: true,
                ..Click::default()
            }),
            ..may
        };
        assert_eq!(
            places(&plan(&started, &home, &accepted)),
            [
                (Content::Accepted, Place::Update),
                (Content::Start, Place::Answer)
            ]
        );
        // Where no thread may be opened, an accepted challenge becomes the live board and
        // the players are told by a turn message.
        let here = Origin {
            can_thread: false,
            ..accepted
        };
        assert_eq!(
            places(&plan(&started, &home, &here)),
            [
                (Content::Reply, Place::Update),
                (Content::StartTurn, Place::Answer)
            ]
        );
        // Without live boards the board alone.
        let home = Home::of(&started, &homes(false), None);
        assert_eq!(
            places(&plan(&started, &home, &here)),
            [(Content::Reply, Place::Update)]
        );
    }

    #[test]
    fn clicks_update_their_message_except_rematches_and_private_answers() {
        let moved = reply(ReplyKind::Moved, None);
        let home = Home::of(&moved, &homes(false), None);
        let click = |c: Click| origin(Source::Click(c));
        assert_eq!(
            places(&plan(&moved, &home, &click(Click::default()))),
            [(Content::Reply, Place::Update)]
        );
        let rematch = Click {
            keeps_message: true,
            ..Click::default()
        };
        assert_eq!(
            places(&plan(&moved, &home, &click(rematch))),
            [(Content::Reply, Place::Answer)]
        );
        let refused = Reply::private(ReplyKind::Refused(crate::game::ErrorKind::Refused), "no");
        let home = Home::of(&refused, &homes(false), None);
        assert_eq!(
            places(&plan(&refused, &home, &click(Click::default()))),
            [(Content::Reply, Place::Answer)]
        );
        // A confirmed resignation closes the question, then shows the result publicly.
        let confirms = Click {
            confirms: true,
            ..Click::default()
        };
        assert_eq!(
            places(&plan(&refused, &home, &click(confirms))),
            [(Content::Closing, Place::Update)]
        );
        let ended = reply(ReplyKind::GameEnded, None);
        let home = Home::of(&ended, &homes(false), None);
        let parts = plan(&ended, &home, &click(confirms));
        assert_eq!(
            places(&parts),
            [
                (Content::Closing, Place::Update),
                (Content::Reply, Place::Answer)
            ]
        );
        assert_eq!(parts[1].fallback, Fallback::Post(HERE));
    }
}

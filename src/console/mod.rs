//! The local console: a terminal front end over the game service, so the bot can be used and
//! demonstrated without Discord. It simulates one channel with named users (`/as alice`), takes
//! the same commands as Discord (`/challenge bob`, `/accept`, `/move e4`, `/play level:3`,
//! `/explain`...), prints boards as Unicode text and writes each board PNG to a folder.
//! Commands may come from a pipe, one per line.
//!
//! - `display`: a reply as terminal text (text boards, the move marks, the legend).

pub mod display;

use crate::game::commands::text_command::{
    is_command_name, nearest_command, parse_text_command, TextCommandError,
};
use crate::game::replies::reply::{LessonView, PuzzleView};
use crate::game::{
    ChannelId, Command, Context, GameService, GuildId, Locale, Notice, Reply, Site, Text, UserId,
    UserRef,
};
use crate::i18n::Lang;
use crate::msg;
use crate::rules::Color;
use display::{escape_controls, plain, text_board};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use tokio::io::{AsyncBufRead, AsyncBufReadExt, BufReader};

/// The console's one channel.
pub const CONSOLE_CHANNEL: ChannelId = ChannelId(1);

/// A stable user id for a console name (FNV-1a of the lower-case name; never 0).
pub fn user_id_for(name: &str) -> UserId {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    UserId(h | 1)
}

pub struct Console {
    service: Arc<GameService>,
    images_dir: Option<PathBuf>,
    user: String,
    /// The console's language (`--lang`): every console user's, unless they chose another
    /// with `/settings language:`.
    lang: Lang,
}

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
}

impl Console {
    pub fn new(service: Arc<GameService>, images_dir: Option<PathBuf>, lang: Lang) -> Console {
        Console {
            service,
            images_dir,
            user: "player".into(),
            lang,
        }
    }

    fn context(&self) -> Context {
        Context {
            locale: Locale {
                user: Some(self.lang),
                server: Some(self.lang),
            },
            ..context_of(&self.user)
        }
    }

    /// The language of the current user's answers.
    fn user_lang(&self) -> Lang {
        self.service.reply_lang(&self.context())
    }

    fn say(&self, text: Text) {
        println!("{}", plain(&text, now_ms(), self.user_lang()));
    }

    /// A line refused before it reaches the service (a command that does not read, a bad
    /// name): marked "(only you)" like every other refusal, which Discord shows only to the
    /// one who typed it.
    fn refuse(&self, text: Text) {
        let lang = self.user_lang();
        let words = plain(&text, now_ms(), lang);
        println!("{}", msg!("console-only-you", text = words).words(lang));
    }

    /// Reads commands until end of input or `/quit`.
    pub async fn run(mut self) -> anyhow::Result<()> {
        let interactive = std::io::stdin().is_terminal();
        let mut notices = self.service.subscribe();
        let images = self.images_dir.clone();
        let printer = tokio::spawn(async move {
            while let Ok(Notice { reply, .. }) = notices.recv().await {
                print_reply(&reply, images.as_deref(), "");
            }
        });
        self.service.start().await;
        if interactive {
            self.say(msg!("console-welcome", user = self.user.as_str()));
            if let Some(dir) = &self.images_dir {
                self.say(msg!(
                    "console-images-folder",
                    folder = dir.display().to_string()
                ));
            }
        }
        let mut input = BufReader::new(tokio::io::stdin());
        let mut bytes = Vec::new();
        loop {
            if interactive {
                print!("{}> ", self.user);
                let _ = std::io::stdout().flush();
            }
            match read_line_capped(&mut input, &mut bytes).await? {
                InputLine::End => break,
                InputLine::TooLong { chars } => {
                    self.say(msg!(
                        "command-too-long",
                        length = chars,
                        max = crate::game::commands::text_command::MAX_LINE_LEN
                    ));
                    continue;
                }
                InputLine::Line => {}
            }
            // A line that is not text is refused; the session goes on.
            let Ok(line) = std::str::from_utf8(&bytes) else {
                self.refuse(Text::msg("console-not-utf8"));
                continue;
            };
            if !self.line(line).await {
                break;
            }
        }
        // The service's tasks end before the runtime does (see `GameService::shutdown`).
        self.service.shutdown().await;
        printer.abort();
        let _ = printer.await;
        Ok(())
    }

    /// Handles one input line; false to stop.
    pub async fn line(&mut self, line: &str) -> bool {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return true;
        }
        let lower = line.to_ascii_lowercase();
        if matches!(lower.as_str(), "/quit" | "/exit" | "quit" | "exit") {
            return false;
        }
        let as_rest = ["/as", "as"].iter().find_map(|p| {
            let rest = lower.strip_prefix(p)?;
            (rest.is_empty() || rest.starts_with(' '))
                .then(|| line[line.len() - rest.len()..].trim())
        });
        if let Some(rest) = as_rest {
            let name = rest.trim_start_matches('@');
            if valid_name(name) {
                self.user = name.to_string();
                self.say(msg!("console-you-are", user = name));
            } else {
                self.refuse(Text::msg("console-bad-name"));
            }
            return true;
        }
        let command = match parse_line(line) {
            Ok(c) => c,
            Err(e) => {
                self.refuse(e.text());
                return true;
            }
        };
        let tag = image_tag(&command);
        let ctx = self.context();
        let reply = self.service.handle(&ctx, command).await;
        self.show(&reply, tag).await;
        true
    }

    async fn show(&self, reply: &Reply, tag: &str) {
        print_reply(reply, self.images_dir.as_deref(), tag);
        let mut next = reply.follow_up;
        while let Some(crate::game::FollowUp::BotMove(id)) = next {
            self.say(Text::msg("console-bot-thinking"));
            let answer = self.service.bot_move(id).await;
            print_reply(&answer, self.images_dir.as_deref(), "");
            next = answer.follow_up;
        }
    }
}

/// Bytes of one input line kept for reading (a command is at most `MAX_LINE_LEN` characters;
/// this leaves room for the spaces around it). The rest of a longer line is read and dropped.
const MAX_LINE_BYTES: usize = 64 * 1024;

/// What one read of the console's input gave.
#[derive(Debug, PartialEq, Eq)]
enum InputLine {
    /// End of input, nothing read.
    End,
    /// A line, in the buffer (without its end of line).
    Line,
    /// A line longer than `MAX_LINE_BYTES`, read to its end and dropped: its length in
    /// characters (UTF-8 lead bytes).
    TooLong { chars: usize },
}

/// Reads one line into `bytes`, keeping at most `MAX_LINE_BYTES` of it, so that any line,
/// however long, costs time linear in its length and bounded memory.
async fn read_line_capped<R: AsyncBufRead + Unpin>(
    input: &mut R,
    bytes: &mut Vec<u8>,
) -> std::io::Result<InputLine> {
    bytes.clear();
    let mut chars = 0usize;
    let mut over = false;
    let mut any = false;
    loop {
        let available = input.fill_buf().await?;
        if available.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (&available[..end], Some(end + 1)),
            None => (available, None),
        };
        chars += chunk.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        if !over {
            if bytes.len() + chunk.len() <= MAX_LINE_BYTES {
                bytes.extend_from_slice(chunk);
            } else {
                over = true;
                bytes.clear();
            }
        }
        let used = done.unwrap_or(available.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    Ok(match (any, over) {
        (false, _) => InputLine::End,
        (true, true) => InputLine::TooLong { chars },
        (true, false) => InputLine::Line,
    })
}

/// The command a console line means. A line starting with `/` is a command as typed. A bare
/// line is a command when its first word is a command name (`help`, `board`, `move e4`,
/// `games`: no command name reads as a move), else a move (`e4`, `Cd5`, `Castalia d5`). A
/// bare word that is neither, close to a command name and without the digits of a square
/// (`hlep`, `mvoe`) is answered with the nearest command rather than read as a move.
pub fn command_line(line: &str) -> Result<String, TextCommandError> {
    let line = line.trim();
    if line.starts_with('/') {
        return Ok(line.to_string());
    }
    let first = line.split_whitespace().next().unwrap_or_default();
    if is_command_name(first) {
        return Ok(format!("/{line}"));
    }
    let castling = first.chars().all(|c| matches!(c, 'o' | 'O' | '0' | '-'));
    if !castling && !first.chars().any(|c| c.is_ascii_digit()) {
        if let Some(name) = nearest_command(first) {
            return Err(TextCommandError::Unknown {
                name: first.to_ascii_lowercase(),
                suggestion: Some(name),
            });
        }
    }
    Ok(format!("/move {line}"))
}

/// The command a console line means (see `command_line`); names are console users.
pub fn parse_line(line: &str) -> Result<Command, TextCommandError> {
    let text = command_line(line)?;
    let resolve = |name: &str| {
        let name = name.trim_start_matches('@');
        valid_name(name).then(|| UserRef {
            id: user_id_for(name),
            name: name.to_string(),
        })
    };
    parse_text_command(&text, &resolve)
}

/// What the console adds to the file name of a command's board image: a flipped board is
/// another picture of the same moment, so it gets its own file (`-flipped`).
pub fn image_tag(command: &Command) -> &'static str {
    match command {
        Command::Board { flip: true, .. } => "-flipped",
        _ => "",
    }
}

/// Prints a reply: text, the board, and where its image or file was written (a board as
/// `game-N-moveNNNs{tag}.png`, see `board_file_name`).
pub fn print_reply(reply: &Reply, images_dir: Option<&std::path::Path>, tag: &str) {
    let lang = reply.lang;
    let text = plain(&reply.text, now_ms(), lang);
    if reply.ephemeral {
        println!("{}", msg!("console-only-you", text = text).words(lang));
    } else {
        println!("{text}");
    }
    if let Some(view) = &reply.game {
        let last = view.last_move.as_ref().map(|m| &m.mv);
        print!(
            "{}",
            text_board(&view.position, view.orientation, last, lang)
        );
        if let (Some(image), Some(dir)) = (&reply.image, images_dir) {
            write_file(dir, &board_file_name(view, tag), &image.bytes, lang);
        }
    } else if let Some(puzzle) = &reply.puzzle {
        print!("{}", puzzle_board(puzzle, lang));
        if let (Some(image), Some(dir)) = (&reply.image, images_dir) {
            write_file(dir, &puzzle_image_name(puzzle), &image.bytes, lang);
        }
    } else if let Some(lesson) = &reply.lesson {
        print!("{}", lesson_board(lesson, lang));
        if let (Some(image), Some(dir)) = (&reply.image, images_dir) {
            write_file(dir, &image.name, &image.bytes, lang);
        }
    } else if let (Some(image), Some(dir)) = (&reply.image, images_dir) {
        // An image without a board (a review's graph) keeps its own name.
        write_file(dir, &image.name, &image.bytes, lang);
    }
    if let (Some(file), Some(dir)) = (&reply.file, images_dir) {
        write_file(dir, &file.name, &file.bytes, lang);
    } else if let Some(file) = &reply.file {
        if let Ok(text) = std::str::from_utf8(&file.bytes) {
            println!("{}", escape_controls(text));
        }
    }
    let _ = std::io::stdout().flush();
}

/// The file name of a board image: the game, the move number and the side to move, and
/// `tag` (`-flipped` for a board seen from the other side, so that it never replaces the
/// game's own picture of that moment).
pub fn board_file_name(view: &crate::game::GameView, tag: &str) -> String {
    let side = match view.side_to_move() {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!(
        "game-{}-move{:03}{side}{tag}.png",
        view.id,
        view.move_number()
    )
}

/// A puzzle as text: the board from the solver's side (the last move's squares marked), its
/// FEN, and the solution's moves when it is shown.
pub fn puzzle_board(puzzle: &PuzzleView, lang: Lang) -> String {
    let mut out = text_board(
        &puzzle.position,
        puzzle.orientation,
        puzzle.last_move.as_ref(),
        lang,
    );
    out.push_str(&format!(
        "FEN ({}): {}\n",
        puzzle.rules,
        puzzle.position.fen()
    ));
    if !puzzle.solution.is_empty() {
        let arrows: Vec<String> = puzzle
            .solution
            .iter()
            .map(|m| format!("{} ({}-{})", m.san, m.mv.from, m.mv.to))
            .collect();
        let line = msg!("console-solution-moves", moves = arrows.join(", ")).words(lang);
        out.push_str(&format!("{line}\n"));
    }
    out
}

/// A course exercise as text: the board from the learner's side (the move just played
/// marked, with what it kidnapped and repulsed), and its FEN.
pub fn lesson_board(lesson: &LessonView, lang: Lang) -> String {
    let mut out = text_board(
        &lesson.position,
        lesson.orientation,
        lesson.last_move.as_ref().map(|m| &m.mv),
        lang,
    );
    out.push_str(&format!(
        "FEN ({}): {}\n",
        lesson.rules,
        lesson.position.fen()
    ));
    out
}

/// `puzzle-77cdcb48-move042b.png` for the position to answer, `...-solution.png` when the
/// solution is drawn: one file per picture, like the games' boards.
fn puzzle_image_name(puzzle: &PuzzleView) -> String {
    if !puzzle.solution.is_empty() {
        return format!("puzzle-{}-solution.png", puzzle.id);
    }
    let side = match puzzle.position.side_to_move() {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!(
        "puzzle-{}-move{:03}{side}.png",
        puzzle.id,
        puzzle.position.fullmove_number()
    )
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn write_file(dir: &std::path::Path, name: &str, bytes: &[u8], lang: Lang) {
    let path = dir.join(name);
    let shown = escape_controls(&path.display().to_string());
    let said = match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, bytes)) {
        Ok(()) => msg!("console-wrote", path = shown),
        Err(e) => msg!("console-cannot-write", path = shown, error = e.to_string()),
    };
    println!("{}", said.words(lang));
}

/// The context of a command typed as console user `name`: the console's one channel, no
/// server, never an admin; anyone may run a tournament.
pub fn context_of(name: &str) -> Context {
    Context {
        user: user_id_for(name),
        name: name.to_string(),
        channel: CONSOLE_CHANNEL,
        guild: GuildId(0),
        is_admin: false,
        organiser: true,
        site: Site::Console,
        locale: Default::default(),
    }
}

/// Convenience for tests and scripts: run one command as `user`.
pub async fn run_as(service: &Arc<GameService>, user: &str, command: Command) -> Reply {
    service.handle(&context_of(user), command).await
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(mut input: &[u8]) -> Vec<(InputLine, Vec<u8>)> {
        let mut out = Vec::new();
        let mut bytes = Vec::new();
        loop {
            let read = read_line_capped(&mut input, &mut bytes).await.unwrap();
            if read == InputLine::End {
                return out;
            }
            out.push((read, bytes.clone()));
        }
    }

    #[tokio::test]
    async fn lines_are_read_without_their_end_and_the_last_may_lack_one() {
        let got = lines(b"/as alice\ne4\r\n\nCd5").await;
        let texts: Vec<&[u8]> = got.iter().map(|(_, b)| b.as_slice()).collect();
        assert_eq!(texts, [&b"/as alice"[..], b"e4\r", b"", b"Cd5"]);
        assert!(got.iter().all(|(r, _)| *r == InputLine::Line));
    }

    #[tokio::test]
    async fn an_over_long_line_is_dropped_with_its_length_in_characters_and_the_next_is_read() {
        let mut input = vec![0u8; 8 * 1024 * 1024];
        input.extend_from_slice("é\n".repeat(3).as_bytes());
        input.extend_from_slice(b"e4\n");
        let got = lines(&input).await;
        assert_eq!(got.len(), 4);
        assert_eq!(
            got[0].0,
            InputLine::TooLong {
                chars: 8 * 1024 * 1024 + 1
            }
        );
        assert!(got[0].1.is_empty(), "nothing of it is kept");
        assert_eq!(got[3], (InputLine::Line, b"e4".to_vec()));
    }
}

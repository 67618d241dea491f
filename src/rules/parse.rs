//! Reading the moves people type: SAN (`Cd5`, `exd5`, `e8=Q`, `O-O`), UCI / long algebraic
//! (`d1d5`, `d1-d5`, `Cd1-d5`, `e7e8q`), case-tolerant where unambiguous, with errors that say
//! why a move was refused and what to type instead. A piece may be named by its word instead
//! of its letter (`Castalia d5`, `knight to f3`, `pawn e4`).

use super::moves::{Move, MoveKind};
use super::position::{CastleSide, Position};
use super::refusal::Refusal;
use super::san::San;
use super::types::{File, PieceKind, Rank, Square};

/// Longest move text accepted.
pub const MAX_MOVE_LEN: usize = 24;

/// Why a typed move was refused, as data. Its words, `Display` (English, for logs and tools)
/// included, are the catalogue's (`illegal-parse-*`, `illegal-*`), said by `explain`
/// (`explain::parse_error_text`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveParseError {
    /// No move given.
    Empty,
    /// Longer than `MAX_MOVE_LEN` characters (this many).
    TooLong(usize),
    /// Not a move in any notation.
    Unreadable(String),
    /// There is no piece on this square.
    NoPiece(Square),
    /// The piece on `square` is `owner`'s, and it is `turn`'s turn.
    NotYourPiece {
        square: Square,
        owner: super::types::Color,
        turn: super::types::Color,
    },
    /// The move names a piece and squares, but the rules forbid it: why (`Refusal`).
    Illegal { input: String, reason: Refusal },
    /// The text fits several legal moves.
    Ambiguous { input: String, candidates: Vec<San> },
    /// A promotion without its piece; `options` are the promotions it could be.
    MissingPromotion { input: String, options: Vec<String> },
    /// A piece letter for a move that is not a promotion.
    NeedlessPromotion { input: String },
}

impl std::error::Error for MoveParseError {}

impl MoveParseError {
    /// Whether the text was a promotion without its piece (a chat front end may ask for it).
    pub fn is_missing_promotion(&self) -> bool {
        matches!(self, MoveParseError::MissingPromotion { .. })
    }
}

/// A move as typed, before it is matched against the legal moves.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pattern {
    piece: Option<PieceKind>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<PieceKind>,
}

impl Position {
    /// Reads a move in SAN or UCI and returns the legal move it names.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let input = text.trim();
        if input.is_empty() {
            return Err(MoveParseError::Empty);
        }
        if input.chars().count() > MAX_MOVE_LEN {
            return Err(MoveParseError::TooLong(input.chars().count()));
        }
        let core = piece_word_as_letter(&strip_annotations(input));
        if core.is_empty() {
            return Err(MoveParseError::Unreadable(input.to_string()));
        }
        if let Some(king_side) = castling_side(&core) {
            return self.castle_named(input, king_side);
        }
        let compact: String = core
            .chars()
            .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '=' | ' ' | '(' | ')'))
            .collect();
        // Text with the shape of coordinates (`b1d3`, `e7e8q`, `d1-d5`) is read only as
        // coordinates, so an illegal one is refused rather than read as another piece's SAN
        // (`B1d3`). An upper-case piece letter first (`C1c2`, `Nd1d5`) means SAN, and then
        // the coordinates reading is tried only when the SAN names no legal move.
        let san_first = compact.starts_with(|c: char| "KQRBNC".contains(c));
        match self.parse_coordinates(input, &compact) {
            None => self.parse_san(input, &compact),
            Some(coordinate_result) if !san_first => coordinate_result,
            Some(coordinate_result) => match self.parse_san(input, &compact) {
                Ok(mv) => Ok(mv),
                Err(san_error) => coordinate_result.map_err(|_| san_error),
            },
        }
    }

    /// Strict UCI (`e2e4`, `e7e8c`) as the UCI protocol and tools send it.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveParseError> {
        let uci: super::moves::Uci = text
            .trim()
            .parse()
            .map_err(|_| MoveParseError::Unreadable(text.trim().to_string()))?;
        self.resolve_coordinates(text.trim(), uci.from, uci.to, uci.promotion)
    }

    fn castle_named(&self, input: &str, king_side: bool) -> Result<Move, MoveParseError> {
        self.legal_moves()
            .into_iter()
            .find(|m| m.kind == MoveKind::Castle && (m.to.file() > m.from.file()) == king_side)
            .ok_or_else(|| {
                let castle = if king_side {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                MoveParseError::Illegal {
                    input: input.to_string(),
                    reason: self
                        .castling_refusal(castle)
                        .map_or(Refusal::CannotCastle, Refusal::Castling),
                }
            })
    }

    /// `e2e4`, `Cd1d5`, `e7e8q` (separators already removed). `None` when it is not that shape.
    fn parse_coordinates(
        &self,
        input: &str,
        compact: &str,
    ) -> Option<Result<Move, MoveParseError>> {
        let chars: Vec<char> = compact.chars().collect();
        let (named, body) = match chars.len() {
            4 | 5 => (None, &chars[..]),
            6 => (Some(PieceKind::from_letter(chars[0])?), &chars[1..]),
            _ => return None,
        };
        let from = square_of(body[0], body[1])?;
        let to = square_of(body[2], body[3])?;
        let promotion = match body.get(4) {
            None => None,
            Some(&c) => match PieceKind::from_letter(c) {
                Some(p) if promotion_piece(c).is_some() => Some(p),
                Some(p) => {
                    return Some(Err(MoveParseError::Illegal {
                        input: input.to_string(),
                        reason: Refusal::NoSuchPromotion(p),
                    }))
                }
                None => return None,
            },
        };
        if let (Some(kind), Some(piece)) = (named, self.piece_at(from)) {
            if piece.kind != kind && piece.color == self.side {
                return Some(Err(MoveParseError::Illegal {
                    input: input.to_string(),
                    reason: Refusal::WrongPiece {
                        from,
                        is: piece.kind,
                        named: kind,
                    },
                }));
            }
        }
        Some(self.resolve_coordinates(input, from, to, promotion))
    }

    fn resolve_coordinates(
        &self,
        input: &str,
        from: Square,
        to: Square,
        promotion: Option<PieceKind>,
    ) -> Result<Move, MoveParseError> {
        let piece = self.piece_at(from).ok_or(MoveParseError::NoPiece(from))?;
        if piece.color != self.side {
            return Err(MoveParseError::NotYourPiece {
                square: from,
                owner: piece.color,
                turn: self.side,
            });
        }
        let legal = self.legal_moves();
        let same: Vec<Move> = legal
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .copied()
            .collect();
        if same.is_empty() {
            return Err(self.illegal(input, from, to));
        }
        let is_promotion = same.iter().any(|m| m.promotion.is_some());
        match (is_promotion, promotion) {
            (false, None) => Ok(same[0]),
            (false, Some(_)) => Err(MoveParseError::NeedlessPromotion {
                input: input.to_string(),
            }),
            (true, None) => Err(MoveParseError::MissingPromotion {
                input: input.to_string(),
                options: same.iter().map(|m| m.uci().to_string()).collect(),
            }),
            (true, Some(p)) => same
                .iter()
                .find(|m| m.promotion == Some(p))
                .copied()
                .ok_or_else(|| MoveParseError::Illegal {
                    input: input.to_string(),
                    reason: Refusal::PromotionNotInVariant {
                        piece: p,
                        variant: self.variant,
                    },
                }),
        }
    }

    /// Why the piece on `from` cannot go to `to`, and where it can go.
    fn refusal_with_moves(&self, from: Square, to: Square) -> Refusal {
        Refusal::WithMoves {
            why: Box::new(self.refusal(from, to, None)),
            moves: self.moves_of_piece(from),
        }
    }

    /// An error for a move from `from` that is not legal: why, and where that piece can go.
    fn illegal(&self, input: &str, from: Square, to: Square) -> MoveParseError {
        MoveParseError::Illegal {
            input: input.to_string(),
            reason: self.refusal_with_moves(from, to),
        }
    }

    fn parse_san(&self, input: &str, compact: &str) -> Result<Move, MoveParseError> {
        let patterns = san_patterns(compact);
        if patterns.is_empty() {
            return Err(MoveParseError::Unreadable(input.to_string()));
        }
        let legal = self.legal_moves();
        // A lower-case `b` or `c` first is a file or a piece: when both readings name legal
        // moves (`bc4`: bxc4 or Bc4), the text is ambiguous.
        let readings: Vec<Vec<Move>> = patterns
            .iter()
            .map(|pattern| {
                legal
                    .iter()
                    .filter(|m| self.fits(pattern, m))
                    .copied()
                    .collect()
            })
            .collect();
        let read_pieces: Vec<Option<PieceKind>> = patterns
            .iter()
            .zip(&readings)
            .filter(|(_, matches)| !matches.is_empty())
            .map(|(p, _)| p.piece)
            .collect();
        // `bxc4` is written as SAN writes a pawn's capture: that reading wins.
        let pawn_capture = {
            let mut chars = input.chars();
            matches!(
                (chars.next(), chars.next()),
                (Some('a'..='h'), Some('x' | ':'))
            )
        };
        if !pawn_capture && read_pieces.iter().any(|p| *p != read_pieces[0]) {
            let mut candidates: Vec<San> = readings
                .iter()
                .flatten()
                .map(|m| self.san_without_suffix(m))
                .collect();
            candidates.dedup();
            return Err(MoveParseError::Ambiguous {
                input: input.to_string(),
                candidates,
            });
        }
        for (pattern, matches) in patterns.iter().zip(readings) {
            if matches.is_empty() {
                continue;
            }
            let promotions = matches.iter().filter(|m| m.promotion.is_some()).count();
            if promotions > 0 && pattern.promotion.is_none() {
                return Err(MoveParseError::MissingPromotion {
                    input: input.to_string(),
                    options: matches
                        .iter()
                        .map(|m| self.san_without_suffix(m).to_string())
                        .collect(),
                });
            }
            if matches.len() == 1 {
                return Ok(matches[0]);
            }
            return Err(MoveParseError::Ambiguous {
                input: input.to_string(),
                candidates: matches.iter().map(|m| self.san(m)).collect(),
            });
        }
        // Nothing fits: say why, for the most likely reading.
        let pattern = &patterns[0];
        let kind = pattern.piece.unwrap_or(PieceKind::Pawn);
        if let Some(wanted) = pattern.promotion {
            let plain = Pattern {
                promotion: None,
                ..pattern.clone()
            };
            let reachable: Vec<&Move> = legal.iter().filter(|m| self.fits(&plain, m)).collect();
            if reachable.iter().any(|m| m.promotion.is_some()) {
                return Err(MoveParseError::Illegal {
                    input: input.to_string(),
                    reason: Refusal::PromotionNotInVariant {
                        piece: wanted,
                        variant: self.variant,
                    },
                });
            }
            if !reachable.is_empty() {
                return Err(MoveParseError::NeedlessPromotion {
                    input: input.to_string(),
                });
            }
        }
        let own = self.board.pieces(self.side, kind);
        // The pieces of that kind whose way of moving reaches the square: why each cannot.
        let meant: Vec<Square> = own
            .into_iter()
            .filter(|from| pattern.from_file.is_none_or(|f| from.file() == f))
            .filter(|from| pattern.from_rank.is_none_or(|r| from.rank() == r))
            .filter(|from| {
                pattern.piece.is_some()
                    || pattern.from_file.is_some()
                    || from.file() == pattern.to.file()
            })
            .filter(|&from| super::refusal::could_reach(kind, self.side, from, pattern.to))
            .collect();
        // One piece meant (or, with no square of origin typed, the only one of that kind):
        // its own reason.
        let unplaced = pattern.from_file.is_none() && pattern.from_rank.is_none();
        let single = match meant[..] {
            [from] => Some(from),
            [] if unplaced && own.into_iter().count() == 1 => own.into_iter().next(),
            _ => None,
        };
        // None of that kind can reach the square, but the square it would come from in
        // chess's setup holds another piece of ours (`Nc3` at the start: b1 holds the
        // Castalia): name that piece, then where a piece of that kind can go.
        let stand_in = (meant.is_empty() && pattern.piece.is_some())
            .then(|| home_squares(kind, self.side))
            .into_iter()
            .flatten()
            .filter(|from| pattern.from_file.is_none_or(|f| from.file() == f))
            .filter(|from| pattern.from_rank.is_none_or(|r| from.rank() == r))
            .filter(|&from| super::refusal::could_reach(kind, self.side, from, pattern.to))
            .find_map(|from| {
                let there = self.piece_at(from)?;
                (there.color == self.side && there.kind != kind).then_some((from, there.kind))
            });
        let reason = if let Some((from, is)) = stand_in {
            let why = Refusal::WrongPiece {
                from,
                is,
                named: kind,
            };
            match own.into_iter().collect::<Vec<_>>()[..] {
                [only] => Refusal::WithMoves {
                    why: Box::new(why),
                    moves: self.moves_of_piece(only),
                },
                _ => why,
            }
        } else if own.is_empty() {
            Refusal::NoneOfKind(kind)
        } else if let Some(from) = single {
            self.refusal_with_moves(from, pattern.to)
        } else if !meant.is_empty() {
            Refusal::Each(
                meant
                    .iter()
                    .map(|&from| (kind, from, self.refusal(from, pattern.to, None)))
                    .collect(),
            )
        } else {
            Refusal::NoneReaches {
                kind,
                to: pattern.to,
                options: legal
                    .iter()
                    .filter(|m| self.board.kind_at(m.from) == Some(kind))
                    .map(|m| self.san(m))
                    .collect(),
            }
        };
        Err(MoveParseError::Illegal {
            input: input.to_string(),
            reason,
        })
    }

    fn fits(&self, pattern: &Pattern, mv: &Move) -> bool {
        let kind = self.board.kind_at(mv.from);
        mv.to == pattern.to
            && kind == Some(pattern.piece.unwrap_or(PieceKind::Pawn))
            && pattern.from_file.is_none_or(|f| mv.from.file() == f)
            && pattern.from_rank.is_none_or(|r| mv.from.rank() == r)
            && (pattern.promotion.is_none() || mv.promotion == pattern.promotion)
            && (pattern.piece.is_some()
                || pattern.from_file.is_some()
                || mv.from.file() == mv.to.file())
    }
}

/// The squares a piece of `kind` starts on in chess's setup (the knights' b and g files,
/// and so on), on `side`'s first rank; none for pawns and the Castalia.
fn home_squares(kind: PieceKind, side: super::types::Color) -> Vec<Square> {
    let files: &[File] = match kind {
        PieceKind::Knight => &[File::B, File::G],
        PieceKind::Bishop => &[File::C, File::F],
        PieceKind::Rook => &[File::A, File::H],
        PieceKind::Queen => &[File::D],
        PieceKind::King => &[File::E],
        PieceKind::Pawn | PieceKind::Castalia => &[],
    };
    files
        .iter()
        .map(|&f| Square::new(f, side.first_rank()))
        .collect()
}

fn strip_annotations(input: &str) -> String {
    let mut s = input.trim().to_string();
    for suffix in ["e.p.", "ep"] {
        if s.len() > suffix.len() && s.to_ascii_lowercase().ends_with(suffix) {
            s.truncate(s.len() - suffix.len());
            s = s.trim_end().to_string();
        }
    }
    s.trim_end_matches(['+', '#', '!', '?', ' ']).to_string()
}

/// `Castalia d5` as `Cd5`, `knight to f3` as `Nf3`, `pawn e4` as `e4`: a leading piece name
/// (any case, then an optional `to`) becomes its SAN letter. Other text is left as it is.
fn piece_word_as_letter(core: &str) -> String {
    let mut words = core.split_whitespace();
    let Some(first) = words.next() else {
        return core.to_string();
    };
    let Some(kind) = PieceKind::ALL
        .into_iter()
        .find(|k| k.name().eq_ignore_ascii_case(first))
    else {
        return core.to_string();
    };
    let rest: Vec<&str> = words.collect();
    let rest = match rest.split_first() {
        Some((to, after)) if to.eq_ignore_ascii_case("to") && !after.is_empty() => after,
        _ => &rest[..],
    };
    if rest.is_empty() {
        return core.to_string();
    }
    let letter = match kind {
        PieceKind::Pawn => String::new(),
        other => other.letter().to_string(),
    };
    format!("{letter}{}", rest.join(""))
}

/// `O-O`, `0-0`, `o-o-o`...: Some(true) for king side, Some(false) for queen side.
fn castling_side(core: &str) -> Option<bool> {
    let letters: String = core
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| {
            if c == '0' {
                'O'
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    match letters.as_str() {
        "OO" => Some(true),
        "OOO" => Some(false),
        _ => None,
    }
}

fn square_of(file: char, rank: char) -> Option<Square> {
    if !file.is_ascii_alphabetic() || !rank.is_ascii_digit() {
        return None;
    }
    Some(Square::new(File::from_char(file)?, Rank::from_char(rank)?))
}

fn promotion_piece(c: char) -> Option<PieceKind> {
    PieceKind::from_letter(c).filter(|k| !matches!(k, PieceKind::Pawn | PieceKind::King))
}

/// The readings of a compact SAN text (no `x`, `-`, `=`), most likely first.
fn san_patterns(compact: &str) -> Vec<Pattern> {
    let chars: Vec<char> = compact.chars().collect();
    let mut out = Vec::new();
    // Optional promotion letter at the end, after a square on rank 1 or 8.
    let mut endings = vec![(chars.len(), None)];
    if chars.len() >= 3 {
        if let Some(p) = promotion_piece(chars[chars.len() - 1]) {
            endings.insert(0, (chars.len() - 1, Some(p)));
        }
    }
    for (end, promotion) in endings {
        if end < 2 {
            continue;
        }
        let Some(to) = square_of(chars[end - 2], chars[end - 1]) else {
            continue;
        };
        let prefix = &chars[..end - 2];
        for (piece, rest) in piece_readings(prefix) {
            if let Some((from_file, from_rank)) = origin(rest) {
                if promotion.is_some() && piece.is_some() {
                    continue;
                }
                out.push(Pattern {
                    piece,
                    from_file,
                    from_rank,
                    to,
                    promotion,
                });
            }
        }
    }
    out
}

/// How the start of a SAN can name the moving piece: an upper-case letter is a piece; a
/// lower-case file letter is first read as a pawn's file, then (for `b` and `c`) as a piece.
fn piece_readings(prefix: &[char]) -> Vec<(Option<PieceKind>, &[char])> {
    let mut out = Vec::new();
    match prefix.first() {
        None => out.push((None, prefix)),
        Some(&c) if c.is_ascii_uppercase() => {
            if let Some(kind) = PieceKind::from_letter(c) {
                out.push((Some(kind).filter(|k| *k != PieceKind::Pawn), &prefix[1..]));
            } else if File::from_char(c).is_some() {
                out.push((None, prefix));
            }
        }
        Some(&c) => {
            if File::from_char(c).is_some() {
                out.push((None, prefix));
            }
            if let Some(kind) = PieceKind::from_letter(c) {
                out.push((Some(kind).filter(|k| *k != PieceKind::Pawn), &prefix[1..]));
            }
        }
    }
    out
}

/// An optional from-file then an optional from-rank.
fn origin(rest: &[char]) -> Option<(Option<File>, Option<Rank>)> {
    match rest {
        [] => Some((None, None)),
        [c] if c.is_ascii_digit() => Some((None, Some(Rank::from_char(*c)?))),
        [c] => Some((Some(File::from_char(*c)?), None)),
        [f, r] => Some((Some(File::from_char(*f)?), Some(Rank::from_char(*r)?))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn refusal(fen: &str, text: &str) -> String {
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap();
        match pos.parse_move(text) {
            Ok(mv) => panic!("{text} was read as {mv:?}"),
            Err(e) => e.to_string(),
        }
    }

    const START: &str = "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1";

    #[test]
    fn castling_says_the_actual_reason() {
        assert_eq!(
            refusal(START, "0-0"),
            "0-0 is not legal here: the white bishop on f1 stands between the king and the rook"
        );
        assert_eq!(
            refusal(START, "O-O-O"),
            "O-O-O is not legal here: the white queen on d1 stands between the king and the rook"
        );
        assert!(refusal("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O")
            .ends_with("White has lost the right to castle king side (the king or that rook has left its square)"));
        assert!(refusal("4k3/8/8/8/1b6/8/8/4K2R w K - 0 1", "O-O").ends_with(
            "you cannot castle out of check, and your king is attacked by the black bishop on b4"
        ));
        assert!(refusal("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O")
            .ends_with("the king would pass through f1, which the black rook on f8 attacks"));
        assert!(refusal("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1", "O-O")
            .ends_with("the king would land on g1, which the black rook on g8 attacks"));
        // The same reason when castling is typed as the king's move.
        assert!(refusal("4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "e1g1")
            .contains("the white bishop on f1 stands between"));
        assert!(refusal("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "Kg1").contains("pass through f1"));
    }

    #[test]
    fn a_blocked_piece_says_what_blocks_it() {
        let e = refusal(START, "Cb3");
        assert!(
            e.contains("the path is blocked by the white pawn on b2")
                && e.contains("the Castalia on b1 has no legal move"),
            "{e}"
        );
        let e = refusal(START, "Cc3");
        assert!(e.contains("a Castalia moves like a queen"), "{e}");
        let e = refusal(START, "Ra3");
        assert!(
            e.contains("the path is blocked by the white pawn on a2"),
            "{e}"
        );
        assert!(refusal(START, "b1b3").contains("blocked by the white pawn on b2"));
    }

    /// The first move nearly every newcomer types: b1 holds the Castalia, not a knight.
    #[test]
    fn a_piece_standing_where_the_named_one_would_is_named() {
        for text in ["Nc3", "Na3", "Nd2", "Nbc3", "knight c3"] {
            let e = refusal(START, text);
            assert!(
                e.contains("the piece on b1 is a Castalia, not a knight")
                    && e.contains("the knight on g1 can play Nf3, Nh3"),
                "{text}: {e}"
            );
        }
        let black = "rcbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RCBQKBNR b KQkq - 0 1";
        let e = refusal(black, "Nc6");
        assert!(
            e.contains("the piece on b8 is a Castalia, not a knight"),
            "{e}"
        );
        // Without a piece there, the knight's own reason as before.
        let e = refusal("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nc3");
        assert!(!e.contains("is a"), "{e}");
        assert!(e.contains("the knight on g1 can play"), "{e}");
    }

    #[test]
    fn pieces_may_be_named_by_word() {
        let pos = Position::from_fen(START, Variant::Castalia).unwrap();
        let san = |text: &str| pos.parse_move(text).map(|m| pos.san(&m));
        assert_eq!(san("knight f3").map(String::from), Ok("Nf3".to_string()));
        assert_eq!(san("Knight to h3").map(String::from), Ok("Nh3".to_string()));
        assert_eq!(san("pawn e4").map(String::from), Ok("e4".to_string()));
        assert_eq!(san("C d5").is_err(), pos.parse_move("Cd5").is_err());
        let e = refusal(START, "Castalia b3");
        assert!(
            e.starts_with("Castalia b3 is not legal here: the path is blocked"),
            "{e}"
        );
        let after = Position::from_fen(
            "rcbqkbnr/pppppppp/8/8/8/8/PP1PPPPP/RCBQKBNR w KQkq - 0 1",
            Variant::Castalia,
        )
        .unwrap();
        assert_eq!(
            after.parse_move("castalia d3").map(|m| after.san(&m)),
            after.parse_move("Cd3").map(|m| after.san(&m))
        );
        assert!(after.parse_move("castalia d3").is_ok());
        // A piece word alone, or another word, is not a move.
        assert!(pos.parse_move("knight").is_err());
        assert!(pos.parse_move("horse f3").is_err());
    }
}

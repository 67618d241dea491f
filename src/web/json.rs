//! The service's typed pages and replies as the page's JSON (`docs/web-api.md`), every word
//! in the viewer's language; and the API's errors.

use crate::game::error::GameError;
use crate::game::replies::page::{GamePage, Lobby, MovePreview};
use crate::game::replies::reply::{GameView, PlayedMove};
use crate::game::{ErrorKind, Reply, ReplyKind};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::render::{Rgb, Tint};
use crate::rules::{Color, Displaced, Displacement, Piece, PieceKind, Position, Square};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A refused request: its status and the reason in the viewer's words, sent as
/// `{"error": ...}` (with the game's state when there is one).
#[derive(Debug)]
pub(crate) struct ApiError {
    pub status: StatusCode,
    pub words: String,
    pub state: Option<Value>,
}

/// A reply's words for the page: moments said relative to `now_ms` ("in 5 min"), as the
/// page shows no Discord timestamps.
pub(crate) fn say(text: &Text, lang: Lang, now_ms: i64) -> String {
    text.words_at(lang, now_ms)
}

/// The machine's time, for errors made without the service at hand.
fn system_now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl ApiError {
    pub fn new(status: StatusCode, text: Text, lang: Lang) -> ApiError {
        ApiError {
            status,
            words: say(&text, lang, system_now_ms()),
            state: None,
        }
    }

    /// A service error, with the status that says what kind it is.
    pub fn from_game(e: &GameError, lang: Lang) -> ApiError {
        ApiError::new(status_of(e.kind()), e.text(), lang)
    }

    /// A refusal the service answered (`Reply::is_refusal`).
    pub fn from_reply(reply: &Reply, lang: Lang) -> ApiError {
        let status = match reply.kind {
            ReplyKind::Refused(kind) => status_of(kind),
            ReplyKind::SlowDown => StatusCode::TOO_MANY_REQUESTS,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError::new(status, reply.text.clone(), lang)
    }

    pub fn with_state(mut self, state: Value) -> ApiError {
        self.state = Some(state);
        self
    }

    pub fn bad_request(lang: Lang) -> ApiError {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            Text::msg("web-error-bad-request"),
            lang,
        )
    }
}

fn status_of(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::NoGame
        | ErrorKind::UnknownGame
        | ErrorKind::UnknownChallenge
        | ErrorKind::NoChallenge => StatusCode::NOT_FOUND,
        ErrorKind::NotAPlayer | ErrorKind::NotYourChallenge => StatusCode::FORBIDDEN,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Busy | ErrorKind::Storage => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({ "error": self.words });
        if let Some(state) = self.state {
            body["state"] = state;
        }
        (self.status, Json(body)).into_response()
    }
}

/// Every catalogue message whose id starts with `web-` and takes no variable, in `lang`: the
/// page's own words.
pub(crate) fn messages(lang: Lang) -> &'static BTreeMap<String, String> {
    static ALL: OnceLock<Vec<(Lang, BTreeMap<String, String>)>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        let english = crate::i18n::check::shapes(crate::i18n::Catalogue::source(Lang::En));
        let ids: Vec<&String> = english
            .iter()
            .filter(|(id, shape)| {
                id.starts_with("web-")
                    && shape.attributes.is_empty()
                    && shape.value.as_ref().is_some_and(|v| v.is_empty())
            })
            .map(|(id, _)| id)
            .collect();
        Lang::ALL
            .iter()
            .map(|&l| {
                let words = ids
                    .iter()
                    .map(|id| ((*id).clone(), crate::i18n::tr(l, id)))
                    .collect();
                (l, words)
            })
            .collect()
    });
    all.iter()
        .find(|(l, _)| *l == lang)
        .or_else(|| all.first())
        .map(|(_, m)| m)
        .unwrap_or_else(|| {
            static EMPTY: OnceLock<BTreeMap<String, String>> = OnceLock::new();
            EMPTY.get_or_init(BTreeMap::new)
        })
}

/// `white`, `black`: a colour in the page's JSON (and as a catalogue selector's key).
fn color_name(color: Color) -> &'static str {
    crate::explain::color_key(color)
}

/// `wK`, `bC`: the piece's picture under `/pieces/`.
fn piece_code(piece: Piece) -> String {
    let side = match piece.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{side}{}", piece.kind.letter())
}

/// A square's accessible name: "e2, white pawn", "d4, empty".
fn square_label(pos: &Position, square: Square) -> Text {
    match pos.piece_at(square) {
        Some(piece) => msg!(
            "web-square",
            square = square.to_string(),
            piece = crate::game::replies::announce::piece_key(piece.kind),
            piece_color = crate::game::replies::announce::color_key(piece.color),
        ),
        None => msg!("web-square-empty", square = square.to_string()),
    }
}

/// The 64 squares from a8 to h1, rank by rank, with what stands there and their names.
fn squares(pos: &Position, lang: Lang) -> Vec<Value> {
    let mut out = Vec::with_capacity(64);
    for rank in (0..8).rev() {
        for file in 0..8 {
            let square = Square::ALL[rank * 8 + file];
            out.push(json!({
                "square": square.to_string(),
                "piece": pos.piece_at(square).map(piece_code),
                "label": square_label(pos, square).words(lang),
            }));
        }
    }
    out
}

fn displacement(d: &Displacement) -> Value {
    json!({
        "kind": match d.how { Displaced::Kidnap => "kidnap", Displaced::Repulse => "repulse" },
        "piece": piece_code(d.piece),
        "from": d.from.to_string(),
        "to": d.to.to_string(),
        "becomesQueen": d.becomes_queen,
    })
}

fn played(mv: &PlayedMove, after: Option<&Position>, sentence: Option<String>) -> Value {
    let mut out = json!({
        "san": mv.san,
        "uci": mv.mv.uci().to_string(),
        "from": mv.mv.from.to_string(),
        "to": mv.mv.to.to_string(),
        "by": color_name(mv.by),
        "displaced": mv.displaced.iter().map(displacement).collect::<Vec<_>>(),
    });
    if let Some(pos) = after {
        out["fen"] = json!(pos.fen());
    }
    if let Some(sentence) = sentence {
        out["sentence"] = json!(sentence);
    }
    out
}

/// The legal moves in their order, but the promotions of one pawn to one square queen first
/// (then rook, bishop, knight, Castalia): the chooser's order, and the first's is the
/// destination's accessible name.
fn promotions_queen_first(moves: &[MovePreview]) -> Vec<&MovePreview> {
    let rank = |m: &MovePreview| match m.mv.promotion {
        Some(PieceKind::Queen) => 0,
        Some(PieceKind::Rook) => 1,
        Some(PieceKind::Bishop) => 2,
        Some(PieceKind::Knight) => 3,
        Some(_) => 4,
        None => 0,
    };
    let first = |m: &MovePreview| {
        moves
            .iter()
            .position(|o| o.mv.from == m.mv.from && o.mv.to == m.mv.to)
            .unwrap_or(0)
    };
    let mut sorted: Vec<&MovePreview> = moves.iter().collect();
    sorted.sort_by_cached_key(|m| (first(m), rank(m)));
    sorted
}

fn legal(pos: &Position, m: &MovePreview, lang: Lang) -> Value {
    let square = square_label(pos, m.mv.to);
    let (effect, label) = match &m.effect {
        Some(effect) => (
            effect.words(lang),
            msg!(
                "web-square-effect",
                square_label = square,
                effect = effect.clone()
            ),
        ),
        None => (
            String::new(),
            msg!(
                "web-square-effect",
                square_label = square,
                effect = m.san.as_str()
            ),
        ),
    };
    json!({
        "uci": m.mv.uci().to_string(),
        "san": m.san,
        "from": m.mv.from.to_string(),
        "to": m.mv.to.to_string(),
        "promotion": m.mv.promotion.map(|k| k.letter().to_ascii_lowercase().to_string()),
        "effect": effect,
        "label": label.words(lang),
        "displaced": m.displaced.iter().map(displacement).collect::<Vec<_>>(),
    })
}

fn hex(rgb: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

fn rgba(tint: Tint) -> String {
    format!(
        "rgba({},{},{},{:.2})",
        tint.color[0],
        tint.color[1],
        tint.color[2],
        f64::from(tint.alpha) / 255.0
    )
}

fn player(view: &GameView, color: Color, lang: Lang) -> Value {
    let side = match color {
        Color::White => &view.white,
        Color::Black => &view.black,
    };
    json!({
        "name": crate::game::replies::announce::seat_name(&side.seat).words(lang),
        "rating": side.rating.map(|r| r.rating.round() as i64),
    })
}

/// "bob offers you a rematch.", said of `by`'s player.
fn rematch_offered(view: &GameView, by: Color, lang: Lang) -> String {
    let side = match by {
        Color::White => &view.white,
        Color::Black => &view.black,
    };
    let player = crate::game::replies::announce::seat_name(&side.seat);
    msg!("web-rematch-offered", player = player).words(lang)
}

/// "3 watching": the number of spectators' open boards, in the viewer's language.
pub(crate) fn spectators_text(count: usize, lang: Lang) -> String {
    msg!("web-spectators", count = count as u64).words(lang)
}

/// A game for the live board (`GameState` of the contract).
pub(crate) fn game_state(page: &GamePage, lang: Lang, spectators: usize) -> Value {
    let view = &page.view;
    let pos = &view.position;
    let palette = page.theme.palette();
    let moves: Vec<Value> = page
        .moves
        .iter()
        .map(|(mv, after)| {
            played(
                mv,
                Some(after),
                Some(mv.sentence(view.seats(), page.you).words(lang)),
            )
        })
        .collect();
    let check = pos.is_check().then(|| pos.our_king().to_string());
    json!({
        "id": view.id.0,
        "version": view.version,
        "title": page.title.words(lang),
        "terms": page.terms.words(lang),
        "status": page.status.words(lang),
        "white": player(view, Color::White, lang),
        "black": player(view, Color::Black, lang),
        "you": page.you.map(color_name),
        "orientation": color_name(page.you.unwrap_or(Color::White)),
        "turn": color_name(pos.side_to_move()),
        "fen": pos.fen(),
        "start": page.start.fen(),
        "position": page.position_key.to_string(),
        "over": view.is_over(),
        "result": view.outcome.as_ref().map(|o| o.result().to_string()),
        "squares": squares(pos, lang),
        "check": check,
        "lastMove": moves.last().cloned(),
        "moves": moves,
        "legal": promotions_queen_first(&page.legal).into_iter().map(|m| legal(pos, m, lang)).collect::<Vec<_>>(),
        "clocks": view.clocks.map(|c| json!({
            "white": c.white_ms,
            "black": c.black_ms,
            "running": (!view.is_over() && view.deadline_ms.is_some()).then(|| color_name(pos.side_to_move())),
        })),
        "offers": {
            "draw": view.draw_offer.map(color_name),
            "takeback": page.takeback_by.map(color_name),
        },
        "actions": {
            "resign": page.actions.resign,
            "draw": page.actions.draw,
            "declineDraw": page.actions.decline_draw,
            "takeback": page.actions.takeback,
            "declineTakeback": page.actions.decline_takeback,
            "abort": page.actions.abort,
            "claim": page.actions.claim,
            "rematch": page.actions.rematch,
            // Nothing to review before the first move (the service would say so).
            "review": page.actions.review && !page.moves.is_empty(),
        },
        // The opponent's rematch challenge to the viewer, to accept or decline here.
        "rematchOffer": page.rematch_offer.zip(page.you).map(|(challenge, you)| json!({
            "challenge": challenge.0,
            "text": rematch_offered(view, you.opposite(), lang),
        })),
        "spectators": spectators,
        "spectatorsText": spectators_text(spectators, lang),
        "announce": page.announce.as_ref().map(|t| t.words(lang)).unwrap_or_default(),
        "palette": {
            "light": hex(palette.light),
            "dark": hex(palette.dark),
            "lastMove": rgba(palette.last_move),
            "kidnap": rgba(palette.kidnap),
            "repulse": rgba(palette.repulse),
            "check": hex(palette.check),
            "mark": hex(palette.mark),
        },
    })
}

/// A game in a lobby's list.
fn summary(view: &GameView, viewer: crate::game::UserId, lang: Lang) -> Value {
    json!({
        "id": view.id.0,
        "title": view.title_text().words(lang),
        "terms": view.terms().words(lang),
        "status": crate::game::replies::page::board_status(view).words(lang),
        "fen": view.position.fen(),
        "orientation": color_name(view.orientation),
        "lastMove": view.last_move.as_ref().map(|m| json!({"from": m.mv.from.to_string(), "to": m.mv.to.to_string()})),
        "yourTurn": view.to_move() == Some(viewer),
    })
}

/// The lobby (`Lobby` of the contract), with the options of `/play` and of a challenge.
pub(crate) fn lobby(lobby: &Lobby, viewer: crate::game::UserId, lang: Lang, now_ms: i64) -> Value {
    let tr = |id: &str| crate::i18n::tr(lang, id);
    let levels: Vec<Value> = crate::engine::Level::all()
        .map(|level| {
            let label = msg!("web-level", level = level.get()).words(lang);
            json!({"value": level.get(), "label": format!("{label} (~{} Elo)", level.approx_elo())})
        })
        .collect();
    let variants: Vec<Value> = crate::rules::Variant::ALL
        .iter()
        .map(|v| json!({"value": v.name(), "label": tr(&format!("choice-rules-{}", v.name()))}))
        .collect();
    let colors: Vec<Value> = ["random", "white", "black"]
        .iter()
        .map(|c| json!({"value": c, "label": tr(&format!("choice-color-{c}"))}))
        .collect();
    let times: Vec<Value> = ["10+5", "3+2", "15+10", "30+0", "1d", "3d", "none"]
        .iter()
        .filter_map(|t| {
            let control = crate::game::commands::options::parse_time(t).ok()?;
            Some(json!({"value": t, "label": control.text().words(lang)}))
        })
        .collect();
    json!({
        "games": lobby.mine.iter().map(|v| summary(v, viewer, lang)).collect::<Vec<_>>(),
        "watch": lobby.watch.iter().map(|v| summary(v, viewer, lang)).collect::<Vec<_>>(),
        "challenges": lobby.challenges.iter().map(|c| json!({
            "id": c.id.0,
            "text": say(&c.text, lang, now_ms),
            "incoming": c.incoming,
        })).collect::<Vec<_>>(),
        "play": {"levels": levels, "variants": variants, "colors": colors, "times": times},
    })
}

/// A review, move by move (`Review` of the contract).
pub(crate) fn review(review: &crate::explain::review::Review, summary: &Text, lang: Lang) -> Value {
    let mut pos = review.start.clone();
    let mut moves = Vec::with_capacity(review.moves.len());
    for m in &review.moves {
        let before = pos.clone();
        let shown = PlayedMove::new(&before, m.mv);
        pos = pos.play(&m.mv);
        let explanation = crate::explain::explain_move(&before, &m.mv);
        let mut out = played(&shown, Some(&pos), None);
        out["fenBefore"] = json!(before.fen());
        out["explanation"] = json!(explanation.text().words(lang));
        out["verdict"] = json!(m.quality.key());
        out["verdictText"] = json!(msg!(
            "review-line-pgn-quality",
            quality = crate::i18n::Arg::key(m.quality.key())
        )
        .words(lang));
        out["reason"] = json!(m
            .verdict_words()
            .iter()
            .map(|t| t.words(lang))
            .collect::<Vec<_>>()
            .join(" "));
        out["eval"] = json!(white_centipawns(m));
        moves.push(out);
    }
    json!({
        "start": review.start.fen(),
        "moves": moves,
        "summary": summary.words(lang),
    })
}

/// White's advantage after a move in centipawns (mates as ±10000).
fn white_centipawns(m: &crate::explain::review::MoveReview) -> i64 {
    let for_mover = match m.played.mate_in_moves() {
        Some(n) if n > 0 => 10_000,
        Some(_) => -10_000,
        None => i64::from(m.played.0),
    };
    match m.mover {
        Color::White => for_mover,
        Color::Black => -for_mover,
    }
}

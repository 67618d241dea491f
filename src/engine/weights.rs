//! The evaluation's weights: every term of `eval` is a weight here times a count, so that the
//! weights can be fitted by Texel's method (`examples/texel_tune.rs`, which rewrites the table
//! below). Each weight is a middle-game and an end-game value in centipawns, blended by the game
//! phase. The layout (which index means what) is written by hand; the values are generated.
//!
//! Index conventions: kinds in the order P N B R Q K C; squares from White's point of view
//! (a1 = 0, h8 = 63; Black reads them mirrored); ranks and mobility counts from 0.

/// A middle-game and an end-game value.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pair(pub i32, pub i32);

macro_rules! layout {
    ($($name:ident: $len:expr),* $(,)?) => {
        layout!(@at 0usize; $($name: $len,)*);
        /// Each section's name, first index and length, in order.
        pub const SECTIONS: &[(&str, usize, usize)] = &[$((stringify!($name), $name, $len)),*];
    };
    (@at $at:expr;) => {
        /// The number of weights.
        pub const COUNT: usize = $at;
    };
    (@at $at:expr; $name:ident: $len:expr, $($rest:tt)*) => {
        pub const $name: usize = $at;
        layout!(@at $at + $len; $($rest)*);
    };
}

layout! {
    MATERIAL: 7,
    PST: 7 * 64,
    MOBILITY_KNIGHT: 9,
    MOBILITY_BISHOP: 14,
    MOBILITY_ROOK: 15,
    MOBILITY_QUEEN: 28,
    MOBILITY_CASTALIA: 28,
    CASTALIA_NEAR_KING: 8,
    BISHOP_PAIR: 1,
    ROOK_OPEN: 1,
    ROOK_SEMI_OPEN: 1,
    ROOK_ON_SEVENTH: 1,
    KNIGHT_OUTPOST: 1,
    BISHOP_OUTPOST: 1,
    DOUBLED: 1,
    ISOLATED: 1,
    BACKWARD: 1,
    PASSED: 8,
    PASSED_BLOCKED: 8,
    PASSER_THEIR_KING: 8,
    PASSER_OUR_KING: 8,
    PAWN_SUPPORTED: 8,
    PAWN_PHALANX: 8,
    THREAT_BY_PAWN: 1,
    THREAT_BY_MINOR: 1,
    THREAT_BY_ROOK: 1,
    HANGING: 1,
    LOOSE_PAWN: 1,
    SHELTER_NEAR: 1,
    SHELTER_FAR: 1,
    SHELTER_MISSING: 1,
    KING_EXPOSED: 1,
    KING_DANGER: 1,
    TEMPO: 1,
}

/// The weights, by the indices above. Generated (see the module's note); edit by hand only to
/// try a value, then tune again.
#[rustfmt::skip]
pub static WEIGHTS: [Pair; COUNT] = [
    // MATERIAL
    Pair(75, 71), Pair(313, 300), Pair(368, 261), Pair(431, 547), Pair(1092, 918), Pair(0, 0), Pair(220, 230),
    // PST
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-8, 13), Pair(-2, 9), Pair(-3, 22), Pair(-15, 29), Pair(-15, 56), Pair(16, 24), Pair(17, 10), Pair(-15, 17),
    Pair(-3, 8), Pair(-8, 8), Pair(1, -3), Pair(-11, 4), Pair(-1, 14), Pair(1, 14), Pair(18, -7), Pair(-13, -1),
    Pair(-1, 10), Pair(2, 10), Pair(8, -2), Pair(18, -1), Pair(23, 19), Pair(20, 7), Pair(2, 20), Pair(-11, 27),
    Pair(15, 16), Pair(12, 34), Pair(7, 17), Pair(25, -7), Pair(35, 6), Pair(33, 15), Pair(19, 8), Pair(-1, 33),
    Pair(22, 32), Pair(9, 52), Pair(12, 44), Pair(6, 19), Pair(47, 56), Pair(23, 18), Pair(15, 52), Pair(38, -22),
    Pair(104, 183), Pair(99, 177), Pair(45, 162), Pair(70, 137), Pair(50, 150), Pair(93, 135), Pair(25, 169), Pair(200, 109),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-78, -30), Pair(-38, 17), Pair(-43, -24), Pair(-24, -15), Pair(-13, -23), Pair(-21, -18), Pair(-38, 9), Pair(-17, -66),
    Pair(-21, -43), Pair(-39, -20), Pair(-22, -24), Pair(-10, -20), Pair(-8, 9), Pair(-4, -41), Pair(-10, -24), Pair(-14, -45),
    Pair(-38, 29), Pair(-10, 28), Pair(-12, 17), Pair(-8, 17), Pair(11, 22), Pair(-11, 8), Pair(-4, -12), Pair(-28, -17),
    Pair(-7, -45), Pair(3, -6), Pair(-4, 33), Pair(-4, 31), Pair(3, 30), Pair(0, 18), Pair(16, 4), Pair(-13, -18),
    Pair(-7, -17), Pair(1, 23), Pair(1, 14), Pair(11, 25), Pair(-1, 4), Pair(17, -7), Pair(9, 16), Pair(16, -18),
    Pair(-35, -25), Pair(44, -20), Pair(27, 10), Pair(23, -1), Pair(62, -1), Pair(95, -9), Pair(54, -19), Pair(33, -42),
    Pair(-54, -26), Pair(-30, -8), Pair(53, -26), Pair(27, -2), Pair(17, -9), Pair(46, -26), Pair(5, -25), Pair(-13, -53),
    Pair(-123, -59), Pair(-66, -39), Pair(-25, -13), Pair(-36, -29), Pair(45, -32), Pair(-72, -28), Pair(-11, -64), Pair(-79, -101),
    Pair(-24, -24), Pair(-2, -9), Pair(-25, 7), Pair(-16, -5), Pair(-10, -9), Pair(-26, 4), Pair(-29, -5), Pair(-16, -17),
    Pair(3, -14), Pair(5, -20), Pair(-1, -23), Pair(-15, -13), Pair(-1, -15), Pair(2, -15), Pair(11, -30), Pair(1, -28),
    Pair(-17, -32), Pair(1, -23), Pair(7, -3), Pair(-1, -5), Pair(-4, 27), Pair(14, 4), Pair(1, 4), Pair(-3, -15),
    Pair(-4, -6), Pair(-35, -5), Pair(-3, 15), Pair(6, -9), Pair(17, -2), Pair(-7, 2), Pair(7, -3), Pair(3, -9),
    Pair(-3, -3), Pair(-10, -21), Pair(11, 29), Pair(-3, 19), Pair(11, -2), Pair(27, 10), Pair(0, 3), Pair(-1, 2),
    Pair(-12, 2), Pair(27, -8), Pair(32, 0), Pair(30, -1), Pair(26, -2), Pair(37, 6), Pair(27, 0), Pair(-1, 4),
    Pair(-19, -8), Pair(12, -4), Pair(-13, 7), Pair(-10, -12), Pair(22, -3), Pair(44, -13), Pair(13, -4), Pair(-35, -14),
    Pair(-21, -14), Pair(3, -21), Pair(-61, -11), Pair(-27, -8), Pair(-18, -7), Pair(-31, -9), Pair(5, -17), Pair(-6, -25),
    Pair(-18, -3), Pair(-15, 1), Pair(-1, -4), Pair(12, -19), Pair(7, -8), Pair(-1, -2), Pair(-3, -9), Pair(-13, -8),
    Pair(-44, 35), Pair(-14, -16), Pair(-18, 5), Pair(12, 2), Pair(12, -9), Pair(-3, 2), Pair(-25, -1), Pair(-54, -5),
    Pair(-9, -1), Pair(-21, -8), Pair(-21, -2), Pair(10, 5), Pair(2, -23), Pair(6, 3), Pair(-10, 18), Pair(-14, 8),
    Pair(-1, 4), Pair(-19, 5), Pair(-9, 8), Pair(39, -1), Pair(6, 25), Pair(8, 14), Pair(4, -8), Pair(-31, 43),
    Pair(-10, 5), Pair(36, -9), Pair(5, 13), Pair(12, 25), Pair(18, 2), Pair(26, 1), Pair(-6, -1), Pair(-2, -17),
    Pair(18, 0), Pair(21, 9), Pair(19, 7), Pair(27, 5), Pair(13, 4), Pair(33, -3), Pair(45, -5), Pair(12, -3),
    Pair(11, 6), Pair(-1, 6), Pair(45, -23), Pair(96, -16), Pair(59, -3), Pair(50, 3), Pair(22, 20), Pair(46, -2),
    Pair(24, 13), Pair(31, 10), Pair(24, 18), Pair(38, 15), Pair(47, 12), Pair(7, 12), Pair(23, 8), Pair(32, 5),
    Pair(-1, -34), Pair(-13, -29), Pair(-12, -60), Pair(-6, -64), Pair(-5, -73), Pair(-18, -33), Pair(-23, -20), Pair(-37, -42),
    Pair(-26, -23), Pair(-6, -24), Pair(4, -62), Pair(8, -59), Pair(10, -41), Pair(20, -43), Pair(-2, -37), Pair(1, -33),
    Pair(-10, -16), Pair(-6, 3), Pair(-2, -10), Pair(-7, 5), Pair(0, 31), Pair(4, -45), Pair(4, 26), Pair(4, 5),
    Pair(-10, -70), Pair(-19, 29), Pair(-7, 19), Pair(-13, 17), Pair(-1, 32), Pair(-13, 49), Pair(2, 40), Pair(-2, 24),
    Pair(-20, 3), Pair(-20, 23), Pair(-12, 25), Pair(-12, 46), Pair(-1, 58), Pair(13, 41), Pair(-1, 58), Pair(-2, 15),
    Pair(-10, -20), Pair(-13, 6), Pair(5, 9), Pair(6, 50), Pair(21, 48), Pair(41, 36), Pair(35, 19), Pair(42, 9),
    Pair(-18, -17), Pair(-29, 20), Pair(-4, 33), Pair(1, 42), Pair(-12, 59), Pair(42, 26), Pair(21, 31), Pair(40, 0),
    Pair(-21, -9), Pair(0, 23), Pair(21, 23), Pair(9, 28), Pair(44, 28), Pair(33, 19), Pair(32, 10), Pair(33, 20),
    Pair(-11, -54), Pair(-4, -28), Pair(-24, -18), Pair(-71, -39), Pair(-45, -52), Pair(-63, -20), Pair(-9, -56), Pair(-21, -81),
    Pair(-34, -10), Pair(-41, -24), Pair(-53, -15), Pair(-79, -13), Pair(-79, -14), Pair(-69, 2), Pair(-27, -15), Pair(-27, -41),
    Pair(-10, -19), Pair(-55, 8), Pair(-87, 17), Pair(-43, 12), Pair(-114, 32), Pair(-102, 31), Pair(-57, 18), Pair(-75, 29),
    Pair(-36, -18), Pair(75, -29), Pair(-83, 32), Pair(-72, 17), Pair(-124, 27), Pair(-130, 34), Pair(-27, 1), Pair(-38, -11),
    Pair(-13, -8), Pair(-15, 23), Pair(-9, 25), Pair(-217, 64), Pair(-74, 66), Pair(-58, 37), Pair(-10, 27), Pair(-27, 3),
    Pair(-7, 10), Pair(18, 17), Pair(1, 24), Pair(-12, 15), Pair(-15, 20), Pair(4, 46), Pair(16, 45), Pair(-16, 13),
    Pair(21, -12), Pair(-1, 17), Pair(-15, 14), Pair(-5, 17), Pair(-6, 17), Pair(-3, 39), Pair(-28, 24), Pair(-21, 11),
    Pair(-48, -76), Pair(17, -36), Pair(12, -18), Pair(-11, -18), Pair(-41, -11), Pair(-25, 15), Pair(1, 4), Pair(10, -17),
    Pair(-15, -12), Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(0, 0), Pair(-5, -4), Pair(-10, -8), Pair(-15, -12),
    Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(5, 4), Pair(0, 0), Pair(-5, -4), Pair(-10, -8),
    Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(10, 8), Pair(5, 4), Pair(0, 0), Pair(-5, -4),
    Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(15, 12), Pair(15, 12), Pair(10, 8), Pair(5, 4), Pair(0, 0),
    Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(15, 12), Pair(15, 12), Pair(10, 8), Pair(5, 4), Pair(0, 0),
    Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(10, 8), Pair(5, 4), Pair(0, 0), Pair(-5, -4),
    Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(5, 4), Pair(0, 0), Pair(-5, -4), Pair(-10, -8),
    Pair(-15, -12), Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(0, 0), Pair(-5, -4), Pair(-10, -8), Pair(-15, -12),
    // MOBILITY_KNIGHT
    Pair(0, -37), Pair(17, -2), Pair(22, -1), Pair(25, 9), Pair(30, 14), Pair(36, 21), Pair(40, 6), Pair(43, 5),
    Pair(58, -8),
    // MOBILITY_BISHOP
    Pair(-31, 34), Pair(-25, 30), Pair(-17, 42), Pair(-11, 43), Pair(-8, 59), Pair(-8, 63), Pair(-8, 61), Pair(-8, 59),
    Pair(-12, 73), Pair(2, 60), Pair(-2, 61), Pair(27, 40), Pair(22, 31), Pair(26, 36),
    // MOBILITY_ROOK
    Pair(-19, -42), Pair(-11, -34), Pair(-7, -11), Pair(-3, -16), Pair(-2, 7), Pair(1, 13), Pair(4, 23), Pair(9, 18),
    Pair(4, 30), Pair(6, 28), Pair(24, 22), Pair(13, 29), Pair(15, 35), Pair(13, 40), Pair(63, 9),
    // MOBILITY_QUEEN
    Pair(-22, 84), Pair(-20, -9), Pair(-14, 16), Pair(-11, -36), Pair(-11, -13), Pair(-6, -35), Pair(-5, -8), Pair(-2, -14),
    Pair(-2, -28), Pair(-3, -17), Pair(-3, -8), Pair(-5, 29), Pair(2, 2), Pair(-2, 13), Pair(-5, 45), Pair(-18, 56),
    Pair(-5, 34), Pair(-8, -1), Pair(4, 12), Pair(5, 14), Pair(6, 16), Pair(7, 18), Pair(7, 20), Pair(8, 23),
    Pair(9, 25), Pair(10, 27), Pair(10, 29), Pair(11, 31),
    // MOBILITY_CASTALIA
    Pair(-27, -27), Pair(-24, -24), Pair(-21, -21), Pair(-18, -18), Pair(-15, -15), Pair(-12, -12), Pair(-9, -9), Pair(-6, -6),
    Pair(-3, -3), Pair(0, 0), Pair(3, 3), Pair(6, 6), Pair(9, 9), Pair(12, 12), Pair(15, 15), Pair(18, 18),
    Pair(21, 21), Pair(24, 24), Pair(27, 27), Pair(30, 30), Pair(33, 33), Pair(36, 36), Pair(39, 39), Pair(42, 42),
    Pair(45, 45), Pair(48, 48), Pair(51, 51), Pair(54, 54),
    // CASTALIA_NEAR_KING
    Pair(30, 0), Pair(24, 0), Pair(18, 0), Pair(12, 0), Pair(6, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // BISHOP_PAIR
    Pair(14, 97),
    // ROOK_OPEN
    Pair(27, -6),
    // ROOK_SEMI_OPEN
    Pair(21, 1),
    // ROOK_ON_SEVENTH
    Pair(-24, 17),
    // KNIGHT_OUTPOST
    Pair(16, 13),
    // BISHOP_OUTPOST
    Pair(25, 2),
    // DOUBLED
    Pair(-10, -6),
    // ISOLATED
    Pair(-8, -9),
    // BACKWARD
    Pair(-2, -14),
    // PASSED
    Pair(0, 0), Pair(-4, 20), Pair(-19, 36), Pair(-55, 56), Pair(61, 56), Pair(323, -15), Pair(-302, 119), Pair(0, 0),
    // PASSED_BLOCKED
    Pair(0, 0), Pair(-15, 26), Pair(-2, 12), Pair(-9, 21), Pair(0, 37), Pair(17, 48), Pair(-41, 30), Pair(0, 0),
    // PASSER_THEIR_KING
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-6, 14), Pair(-16, 25), Pair(-15, 49), Pair(-1, 53), Pair(0, 0),
    // PASSER_OUR_KING
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(17, -16), Pair(-1, -16), Pair(-51, -7), Pair(61, -47), Pair(0, 0),
    // PAWN_SUPPORTED
    Pair(0, 0), Pair(0, 0), Pair(12, 19), Pair(6, 17), Pair(19, -5), Pair(29, 12), Pair(0, 0), Pair(0, 0),
    // PAWN_PHALANX
    Pair(0, 0), Pair(4, -1), Pair(4, 2), Pair(10, 3), Pair(13, 9), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // THREAT_BY_PAWN
    Pair(42, 23),
    // THREAT_BY_MINOR
    Pair(28, 24),
    // THREAT_BY_ROOK
    Pair(22, 20),
    // HANGING
    Pair(14, 38),
    // LOOSE_PAWN
    Pair(17, 33),
    // SHELTER_NEAR
    Pair(-5, 3),
    // SHELTER_FAR
    Pair(-11, 3),
    // SHELTER_MISSING
    Pair(-18, -5),
    // KING_EXPOSED
    Pair(-29, -38),
    // KING_DANGER
    Pair(26, -10),
    // TEMPO
    Pair(19, 9),
];

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
    Pair(82, 94), Pair(337, 281), Pair(365, 297), Pair(477, 512), Pair(1025, 936), Pair(0, 0), Pair(220, 230),
    // PST
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-35, 13), Pair(-1, 8), Pair(-20, 8), Pair(-23, 10), Pair(-15, 13), Pair(24, 0), Pair(38, 2), Pair(-22, -7),
    Pair(-26, 4), Pair(-4, 7), Pair(-4, -6), Pair(-10, 1), Pair(3, 0), Pair(3, -5), Pair(33, -1), Pair(-12, -8),
    Pair(-27, 13), Pair(-2, 9), Pair(-5, -3), Pair(12, -7), Pair(17, -7), Pair(6, -8), Pair(10, 3), Pair(-25, -1),
    Pair(-14, 32), Pair(13, 24), Pair(6, 13), Pair(21, 5), Pair(23, -2), Pair(12, 4), Pair(17, 17), Pair(-23, 17),
    Pair(-6, 94), Pair(7, 100), Pair(26, 85), Pair(31, 67), Pair(65, 56), Pair(56, 53), Pair(25, 82), Pair(-20, 84),
    Pair(98, 178), Pair(134, 173), Pair(61, 158), Pair(95, 134), Pair(68, 147), Pair(126, 132), Pair(34, 165), Pair(-11, 187),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-105, -29), Pair(-21, -51), Pair(-58, -23), Pair(-33, -15), Pair(-17, -22), Pair(-28, -18), Pair(-19, -50), Pair(-23, -64),
    Pair(-29, -42), Pair(-53, -20), Pair(-12, -10), Pair(-3, -5), Pair(-1, -2), Pair(18, -20), Pair(-14, -23), Pair(-19, -44),
    Pair(-23, -23), Pair(-9, -3), Pair(12, -1), Pair(10, 15), Pair(19, 10), Pair(17, -3), Pair(25, -20), Pair(-16, -22),
    Pair(-13, -18), Pair(4, -6), Pair(16, 16), Pair(13, 25), Pair(28, 16), Pair(19, 17), Pair(21, 4), Pair(-8, -18),
    Pair(-9, -17), Pair(17, 3), Pair(19, 22), Pair(53, 22), Pair(37, 22), Pair(69, 11), Pair(18, 8), Pair(22, -18),
    Pair(-47, -24), Pair(60, -20), Pair(37, 10), Pair(65, 9), Pair(84, -1), Pair(129, -9), Pair(73, -19), Pair(44, -41),
    Pair(-73, -25), Pair(-41, -8), Pair(72, -25), Pair(36, -2), Pair(23, -9), Pair(62, -25), Pair(7, -24), Pair(-17, -52),
    Pair(-167, -58), Pair(-89, -38), Pair(-34, -13), Pair(-49, -28), Pair(61, -31), Pair(-97, -27), Pair(-15, -63), Pair(-107, -99),
    Pair(-33, -23), Pair(-3, -9), Pair(-14, -23), Pair(-21, -5), Pair(-13, -9), Pair(-12, -16), Pair(-39, -5), Pair(-21, -17),
    Pair(4, -14), Pair(15, -18), Pair(16, -7), Pair(0, -1), Pair(7, 4), Pair(21, -9), Pair(33, -15), Pair(1, -27),
    Pair(0, -12), Pair(15, -3), Pair(15, 8), Pair(15, 10), Pair(14, 13), Pair(27, 3), Pair(18, -7), Pair(10, -15),
    Pair(-6, -6), Pair(13, 3), Pair(13, 13), Pair(26, 19), Pair(34, 7), Pair(12, 10), Pair(10, -3), Pair(4, -9),
    Pair(-4, -3), Pair(5, 9), Pair(19, 12), Pair(50, 9), Pair(37, 14), Pair(37, 10), Pair(7, 3), Pair(-2, 2),
    Pair(-16, 2), Pair(37, -8), Pair(43, 0), Pair(40, -1), Pair(35, -2), Pair(50, 6), Pair(37, 0), Pair(-2, 4),
    Pair(-26, -8), Pair(16, -4), Pair(-18, 7), Pair(-13, -12), Pair(30, -3), Pair(59, -13), Pair(18, -4), Pair(-47, -14),
    Pair(-29, -14), Pair(4, -21), Pair(-82, -11), Pair(-37, -8), Pair(-25, -7), Pair(-42, -9), Pair(7, -17), Pair(-8, -24),
    Pair(-19, -9), Pair(-13, 2), Pair(1, 3), Pair(17, -1), Pair(16, -5), Pair(7, -13), Pair(-37, 4), Pair(-26, -20),
    Pair(-44, -6), Pair(-16, -6), Pair(-20, 0), Pair(-9, 2), Pair(-1, -9), Pair(11, -9), Pair(-6, -11), Pair(-71, -3),
    Pair(-45, -4), Pair(-25, 0), Pair(-16, -5), Pair(-17, -1), Pair(3, -7), Pair(0, -12), Pair(-5, -8), Pair(-33, -16),
    Pair(-36, 3), Pair(-26, 5), Pair(-12, 8), Pair(-1, 4), Pair(9, -5), Pair(-7, -6), Pair(6, -8), Pair(-23, -11),
    Pair(-24, 4), Pair(-11, 3), Pair(7, 13), Pair(26, 1), Pair(24, 2), Pair(35, 1), Pair(-8, -1), Pair(-20, 2),
    Pair(-5, 7), Pair(19, 7), Pair(26, 7), Pair(36, 5), Pair(17, 4), Pair(45, -3), Pair(61, -5), Pair(16, -3),
    Pair(27, 11), Pair(32, 13), Pair(58, 13), Pair(62, 11), Pair(80, -3), Pair(67, 3), Pair(26, 8), Pair(44, 3),
    Pair(32, 13), Pair(42, 10), Pair(32, 18), Pair(51, 15), Pair(63, 12), Pair(9, 12), Pair(31, 8), Pair(43, 5),
    Pair(-1, -33), Pair(-18, -28), Pair(-9, -22), Pair(10, -43), Pair(-15, -5), Pair(-25, -32), Pair(-31, -20), Pair(-50, -41),
    Pair(-35, -22), Pair(-8, -23), Pair(11, -30), Pair(2, -16), Pair(8, -16), Pair(15, -23), Pair(-3, -36), Pair(1, -32),
    Pair(-14, -16), Pair(2, -27), Pair(-11, 15), Pair(-2, 6), Pair(-5, 9), Pair(2, 17), Pair(14, 10), Pair(5, 5),
    Pair(-9, -18), Pair(-26, 28), Pair(-9, 19), Pair(-10, 47), Pair(-2, 31), Pair(-4, 34), Pair(3, 39), Pair(-3, 23),
    Pair(-27, 3), Pair(-27, 22), Pair(-16, 24), Pair(-16, 45), Pair(-1, 57), Pair(17, 40), Pair(-2, 57), Pair(1, 36),
    Pair(-13, -20), Pair(-17, 6), Pair(7, 9), Pair(8, 49), Pair(29, 47), Pair(56, 35), Pair(47, 19), Pair(57, 9),
    Pair(-24, -17), Pair(-39, 20), Pair(-5, 32), Pair(1, 41), Pair(-16, 58), Pair(57, 25), Pair(28, 30), Pair(54, 0),
    Pair(-28, -9), Pair(0, 22), Pair(29, 22), Pair(12, 27), Pair(59, 27), Pair(44, 19), Pair(43, 10), Pair(45, 20),
    Pair(-15, -53), Pair(36, -34), Pair(12, -21), Pair(-54, -11), Pair(8, -28), Pair(-28, -14), Pair(24, -24), Pair(14, -43),
    Pair(1, -27), Pair(7, -11), Pair(-8, 4), Pair(-64, 13), Pair(-43, 14), Pair(-16, 4), Pair(9, -5), Pair(8, -17),
    Pair(-14, -19), Pair(-14, -3), Pair(-22, 11), Pair(-46, 21), Pair(-44, 23), Pair(-30, 16), Pair(-15, 7), Pair(-27, -9),
    Pair(-49, -18), Pair(-1, -4), Pair(-27, 21), Pair(-39, 24), Pair(-46, 27), Pair(-44, 23), Pair(-33, 9), Pair(-51, -11),
    Pair(-17, -8), Pair(-20, 22), Pair(-12, 24), Pair(-27, 27), Pair(-30, 26), Pair(-25, 33), Pair(-14, 26), Pair(-36, 3),
    Pair(-9, 10), Pair(24, 17), Pair(2, 23), Pair(-16, 15), Pair(-20, 20), Pair(6, 45), Pair(22, 44), Pair(-22, 13),
    Pair(29, -12), Pair(-1, 17), Pair(-20, 14), Pair(-7, 17), Pair(-8, 17), Pair(-4, 38), Pair(-38, 23), Pair(-29, 11),
    Pair(-65, -74), Pair(23, -35), Pair(16, -18), Pair(-15, -18), Pair(-56, -11), Pair(-34, 15), Pair(2, 4), Pair(13, -17),
    Pair(-15, -12), Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(0, 0), Pair(-5, -4), Pair(-10, -8), Pair(-15, -12),
    Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(5, 4), Pair(0, 0), Pair(-5, -4), Pair(-10, -8),
    Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(10, 8), Pair(5, 4), Pair(0, 0), Pair(-5, -4),
    Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(15, 12), Pair(15, 12), Pair(10, 8), Pair(5, 4), Pair(0, 0),
    Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(15, 12), Pair(15, 12), Pair(10, 8), Pair(5, 4), Pair(0, 0),
    Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(10, 8), Pair(10, 8), Pair(5, 4), Pair(0, 0), Pair(-5, -4),
    Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(5, 4), Pair(5, 4), Pair(0, 0), Pair(-5, -4), Pair(-10, -8),
    Pair(-15, -12), Pair(-10, -8), Pair(-5, -4), Pair(0, 0), Pair(0, 0), Pair(-5, -4), Pair(-10, -8), Pair(-15, -12),
    // MOBILITY_KNIGHT
    Pair(-16, -16), Pair(-12, -12), Pair(-8, -8), Pair(-4, -4), Pair(0, 0), Pair(4, 4), Pair(8, 8), Pair(12, 12),
    Pair(16, 16),
    // MOBILITY_BISHOP
    Pair(-30, -30), Pair(-25, -25), Pair(-20, -20), Pair(-15, -15), Pair(-10, -10), Pair(-5, -5), Pair(0, 0), Pair(5, 5),
    Pair(10, 10), Pair(15, 15), Pair(20, 20), Pair(25, 25), Pair(30, 30), Pair(35, 35),
    // MOBILITY_ROOK
    Pair(-12, -24), Pair(-10, -20), Pair(-8, -16), Pair(-6, -12), Pair(-4, -8), Pair(-2, -4), Pair(0, 0), Pair(2, 4),
    Pair(4, 8), Pair(6, 12), Pair(8, 16), Pair(10, 20), Pair(12, 24), Pair(14, 28), Pair(16, 32),
    // MOBILITY_QUEEN
    Pair(-12, -24), Pair(-11, -22), Pair(-10, -20), Pair(-9, -18), Pair(-8, -16), Pair(-7, -14), Pair(-6, -12), Pair(-5, -10),
    Pair(-4, -8), Pair(-3, -6), Pair(-2, -4), Pair(-1, -2), Pair(0, 0), Pair(1, 2), Pair(2, 4), Pair(3, 6),
    Pair(4, 8), Pair(5, 10), Pair(6, 12), Pair(7, 14), Pair(8, 16), Pair(9, 18), Pair(10, 20), Pair(11, 22),
    Pair(12, 24), Pair(13, 26), Pair(14, 28), Pair(15, 30),
    // MOBILITY_CASTALIA
    Pair(-27, -27), Pair(-24, -24), Pair(-21, -21), Pair(-18, -18), Pair(-15, -15), Pair(-12, -12), Pair(-9, -9), Pair(-6, -6),
    Pair(-3, -3), Pair(0, 0), Pair(3, 3), Pair(6, 6), Pair(9, 9), Pair(12, 12), Pair(15, 15), Pair(18, 18),
    Pair(21, 21), Pair(24, 24), Pair(27, 27), Pair(30, 30), Pair(33, 33), Pair(36, 36), Pair(39, 39), Pair(42, 42),
    Pair(45, 45), Pair(48, 48), Pair(51, 51), Pair(54, 54),
    // CASTALIA_NEAR_KING
    Pair(30, 0), Pair(24, 0), Pair(18, 0), Pair(12, 0), Pair(6, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // BISHOP_PAIR
    Pair(30, 50),
    // ROOK_OPEN
    Pair(22, 10),
    // ROOK_SEMI_OPEN
    Pair(10, 6),
    // ROOK_ON_SEVENTH
    Pair(20, 30),
    // KNIGHT_OUTPOST
    Pair(30, 15),
    // BISHOP_OUTPOST
    Pair(15, 8),
    // DOUBLED
    Pair(-10, -22),
    // ISOLATED
    Pair(-11, -14),
    // BACKWARD
    Pair(0, 0),
    // PASSED
    Pair(0, 0), Pair(3, 10), Pair(6, 14), Pair(12, 25), Pair(25, 45), Pair(45, 75), Pair(70, 115), Pair(0, 0),
    // PASSED_BLOCKED
    Pair(0, 0), Pair(1, 5), Pair(3, 7), Pair(6, 12), Pair(12, 22), Pair(22, 37), Pair(35, 57), Pair(0, 0),
    // PASSER_THEIR_KING
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 5), Pair(0, 17), Pair(0, 30), Pair(0, 42), Pair(0, 0),
    // PASSER_OUR_KING
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, -2), Pair(0, -7), Pair(0, -12), Pair(0, -17), Pair(0, 0),
    // PAWN_SUPPORTED
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // PAWN_PHALANX
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // THREAT_BY_PAWN
    Pair(45, 30),
    // THREAT_BY_MINOR
    Pair(30, 20),
    // THREAT_BY_ROOK
    Pair(30, 20),
    // HANGING
    Pair(25, 15),
    // LOOSE_PAWN
    Pair(4, 10),
    // SHELTER_NEAR
    Pair(12, 0),
    // SHELTER_FAR
    Pair(6, 0),
    // SHELTER_MISSING
    Pair(-12, 0),
    // KING_EXPOSED
    Pair(-20, 0),
    // KING_DANGER
    Pair(100, 0),
    // TEMPO
    Pair(12, 12),
];

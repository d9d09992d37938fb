//! Squares, colours, pieces, bitboards and the packed move.

use std::fmt;

/// A set of squares, bit `n` is square `n` (a1 = 0, b1 = 1, …, h8 = 63).
pub type Bitboard = u64;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    #[inline(always)]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// The kind of a piece, without its colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Upper-case letter as in SAN and white FEN pieces (`P` for a pawn).
    pub fn letter(self) -> char {
        ['P', 'N', 'B', 'R', 'Q', 'K'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'P' => Some(Role::Pawn),
            'N' => Some(Role::Knight),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'Q' => Some(Role::Queen),
            'K' => Some(Role::King),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for white, lower case for black.
    pub fn fen_char(self) -> char {
        match self.color {
            Color::White => self.role.letter(),
            Color::Black => self.role.letter().to_ascii_lowercase(),
        }
    }

    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

/// A square of the board, 0 (a1) to 63 (h8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    #[inline(always)]
    pub fn new(index: u8) -> Option<Square> {
        (index < 64).then_some(Square(index))
    }

    /// For indices known to be below 64 (bit scans of a bitboard).
    #[inline(always)]
    pub(crate) fn from_index(index: u32) -> Square {
        debug_assert!(index < 64);
        Square(index as u8 & 63)
    }

    /// `file` and `rank` from 0 to 7.
    pub fn from_coords(file: u8, rank: u8) -> Option<Square> {
        // `then`, not `then_some`: the square is computed only when the coordinates are on the board.
        (file < 8 && rank < 8).then(|| Square(rank * 8 + file))
    }

    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline(always)]
    pub fn file(self) -> u8 {
        self.0 & 7
    }

    #[inline(always)]
    pub fn rank(self) -> u8 {
        self.0 >> 3
    }

    #[inline(always)]
    pub fn bb(self) -> Bitboard {
        1u64 << self.0
    }

    /// Parses `e4`.
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Square::from_coords(file, rank)
    }

    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    pub fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Iterates over the squares of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = Square;
    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_index(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

pub const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub const FILE_H: Bitboard = FILE_A << 7;
pub const RANK_1: Bitboard = 0xff;
pub const RANK_3: Bitboard = RANK_1 << 16;
pub const RANK_6: Bitboard = RANK_1 << 40;
pub const RANK_8: Bitboard = RANK_1 << 56;

/// What a move does besides carrying a piece from one square to another.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    Normal,
    /// The pawn becomes this piece (knight, bishop, rook or queen).
    Promotion(Role),
    EnPassant,
    /// The king's move of two squares; the rook comes along.
    Castle,
}

/// A move packed in 16 bits: from (6), to (6), kind (4). Castling is the king's move
/// (`e1g1`), as in UCI.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

const KIND_NORMAL: u16 = 0;
const KIND_EP: u16 = 1;
const KIND_CASTLE: u16 = 2;
const KIND_PROMO: u16 = 3; // + role index - 1 (knight 3 … queen 6)

impl Move {
    #[inline(always)]
    pub fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        let k = match kind {
            MoveKind::Normal => KIND_NORMAL,
            MoveKind::EnPassant => KIND_EP,
            MoveKind::Castle => KIND_CASTLE,
            MoveKind::Promotion(role) => KIND_PROMO + role as u16 - 1,
        };
        Move(from.0 as u16 | (to.0 as u16) << 6 | k << 12)
    }

    #[inline(always)]
    pub(crate) fn raw(from: u32, to: u32, kind: u16) -> Move {
        Move(from as u16 | (to as u16) << 6 | kind << 12)
    }

    #[inline(always)]
    pub fn from(self) -> Square {
        Square((self.0 & 63) as u8)
    }

    #[inline(always)]
    pub fn to(self) -> Square {
        Square(((self.0 >> 6) & 63) as u8)
    }

    #[inline(always)]
    pub fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            KIND_NORMAL => MoveKind::Normal,
            KIND_EP => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle,
            k => MoveKind::Promotion(match k {
                3 => Role::Knight,
                4 => Role::Bishop,
                5 => Role::Rook,
                _ => Role::Queen,
            }),
        }
    }

    pub fn promotion(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }
}

pub(crate) const PROMO_KINDS: [u16; 4] = [6, 3, 5, 4]; // queen first, then knight, rook, bishop
pub(crate) const EP_KIND: u16 = KIND_EP;
pub(crate) const CASTLE_KIND: u16 = KIND_CASTLE;

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_uci())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_uci())
    }
}

impl Move {
    /// The UCI spelling: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    pub fn to_uci(self) -> String {
        let mut s = format!("{}{}", self.from(), self.to());
        if let Some(role) = self.promotion() {
            s.push(role.letter().to_ascii_lowercase());
        }
        s
    }
}

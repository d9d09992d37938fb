//! FEN in and out. Parsing checks that the position could be played from: one king a side,
//! no pawn on the first or last rank, castling rights backed by king and rook at home, an
//! en-passant square a pawn has just passed over, and the side not to move not in check.
//!
//! The clocks may be left out (EPD): they default to `0 1`. An en-passant square is kept
//! only when a pawn can capture there, so printing gives `-` otherwise.

use std::fmt;

use super::position::{castling, Position};
use super::types::{Color, Piece, Role, Square, Squares};
use super::zobrist::KEYS;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    FieldCount(usize),
    RankCount(usize),
    RankLength {
        rank: u8,
        squares: usize,
    },
    UnknownPiece {
        rank: u8,
        letter: char,
    },
    SideToMove(String),
    CastlingField(String),
    CastlingWithoutPieces(char),
    EnPassantField(String),
    EnPassantImpossible(String),
    Clock(String),
    MissingKing(Color),
    ExtraKing(Color),
    PawnOnBackRank(Square),
    OpponentInCheck(Color),
    /// More than 8 pawns of one colour.
    TooManyPawns(Color, u32),
    /// More than 16 men of one colour.
    TooManyMen(Color, u32),
    /// More queens, rooks, bishops and knights than the original ones and promotions of the
    /// missing pawns can give: `(colour, promoted pieces needed, pawns missing)`.
    TooManyPromoted(Color, u32, u32),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "the FEN is empty"),
            FenError::FieldCount(n) => write!(
                f,
                "a FEN has 4 to 6 fields separated by spaces (board, side, castling, en passant, clocks), this one has {n}"
            ),
            FenError::RankCount(n) => {
                write!(f, "the board field must have 8 ranks separated by '/', it has {n}")
            }
            FenError::RankLength { rank, squares } => write!(
                f,
                "rank {rank} describes {squares} squares instead of 8"
            ),
            FenError::UnknownPiece { rank, letter } => write!(
                f,
                "unknown piece letter '{letter}' on rank {rank} (expected one of PNBRQK pnbrqk or a digit 1-8)"
            ),
            FenError::SideToMove(s) => {
                let s = crate::diagnostic::clip(s);
                write!(f, "the side to move must be 'w' or 'b', not '{s}'")
            }
            FenError::CastlingField(s) => write!(
                f,
                "bad castling field '{}': expected '-' or some of K, Q, k, q, each at most once",
                crate::diagnostic::clip(s)
            ),
            FenError::CastlingWithoutPieces(c) => {
                let (who, king, rook) = match c {
                    'K' => ("white", "e1", "h1"),
                    'Q' => ("white", "e1", "a1"),
                    'k' => ("black", "e8", "h8"),
                    _ => ("black", "e8", "a8"),
                };
                write!(
                    f,
                    "castling right '{c}' needs the {who} king on {king} and a {who} rook on {rook}"
                )
            }
            FenError::EnPassantField(s) => write!(
                f,
                "bad en-passant field '{}': expected '-' or a square on rank 3 or 6",
                crate::diagnostic::clip(s)
            ),
            FenError::EnPassantImpossible(why) => write!(f, "impossible en-passant square: {why}"),
            FenError::Clock(s) => write!(
                f,
                "bad clock '{}': expected a number",
                crate::diagnostic::clip(s)
            ),
            FenError::MissingKing(c) => write!(f, "there is no {} king", c.name()),
            FenError::ExtraKing(c) => write!(f, "there is more than one {} king", c.name()),
            FenError::PawnOnBackRank(sq) => write!(
                f,
                "a pawn stands on {sq}: pawns cannot be on the first or last rank"
            ),
            FenError::TooManyPawns(c, n) => write!(
                f,
                "{} has {n} pawns: a side has at most 8",
                c.name()
            ),
            FenError::TooManyMen(c, n) => write!(
                f,
                "{} has {n} men: a side has at most 16",
                c.name()
            ),
            FenError::TooManyPromoted(c, needed, missing) => write!(
                f,
                "impossible material: {} would need {needed} promoted pieces beyond its \
                 queen, two rooks, two bishops and two knights, but only {missing} of its \
                 pawns are missing",
                c.name()
            ),
            FenError::OpponentInCheck(c) => write!(
                f,
                "{} is in check but it is not {}'s move",
                c.name(),
                c.name()
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// Parses a FEN (or the first four fields of an EPD record).
pub fn parse_fen(text: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if !(4..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut pos = Position::empty();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as usize;
            } else if let Some(piece) = Piece::from_fen_char(c) {
                if let Some(sq) = Square::from_coords(file as u8, rank) {
                    pos.toggle(piece.color, piece.role, sq);
                }
                file += 1;
            } else {
                return Err(FenError::UnknownPiece {
                    rank: rank + 1,
                    letter: c,
                });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    pos.side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::SideToMove(other.to_string())),
    };
    if pos.side == Color::Black {
        pos.key ^= KEYS.black_to_move;
    }
    for color in [Color::White, Color::Black] {
        match pos.pieces(color, Role::King).count_ones() {
            0 => return Err(FenError::MissingKing(color)),
            1 => {}
            _ => return Err(FenError::ExtraKing(color)),
        }
    }
    check_material(&pos)?;
    let back_ranks = super::types::RANK_1 | super::types::RANK_8;
    if let Some(sq) = Squares(pos.by_role(Role::Pawn) & back_ranks).next() {
        return Err(FenError::PawnOnBackRank(sq));
    }
    pos.castling = parse_castling(fields[2], &pos)?;
    pos.key ^= KEYS.castling[pos.castling as usize];
    if fields[3] != "-" {
        let ep = Square::parse(fields[3])
            .filter(|sq| sq.rank() == 2 || sq.rank() == 5)
            .ok_or_else(|| FenError::EnPassantField(fields[3].to_string()))?;
        check_en_passant(&pos, ep)?;
        let t = super::attacks::tables();
        if t.pawn[pos.side.other().index()][ep.index()] & pos.pieces(pos.side, Role::Pawn) != 0 {
            pos.ep = Some(ep);
            pos.key ^= KEYS.en_passant[ep.file() as usize];
        }
    }
    if fields.len() > 4 {
        pos.halfmove = fields[4]
            .parse()
            .map_err(|_| FenError::Clock(fields[4].to_string()))?;
    }
    if fields.len() > 5 {
        pos.fullmove = fields[5]
            .parse()
            .map_err(|_| FenError::Clock(fields[5].to_string()))?;
    }
    let them = pos.side.other();
    if let Some(k) = pos.king(them) {
        if pos.attackers(k, pos.side, pos.occupied()) != 0 {
            return Err(FenError::OpponentInCheck(them));
        }
    }
    Ok(pos)
}

/// Refuses material no game can reach: more than 8 pawns or 16 men a side, or more pieces
/// than the original ones plus one promotion for each missing pawn.
fn check_material(pos: &Position) -> Result<(), FenError> {
    for color in [Color::White, Color::Black] {
        let count = |role| pos.pieces(color, role).count_ones();
        let pawns = count(Role::Pawn);
        if pawns > 8 {
            return Err(FenError::TooManyPawns(color, pawns));
        }
        let men = pos.by_color(color).count_ones();
        if men > 16 {
            return Err(FenError::TooManyMen(color, men));
        }
        let promoted = count(Role::Queen).saturating_sub(1)
            + count(Role::Rook).saturating_sub(2)
            + count(Role::Bishop).saturating_sub(2)
            + count(Role::Knight).saturating_sub(2);
        if promoted > 8 - pawns {
            return Err(FenError::TooManyPromoted(color, promoted, 8 - pawns));
        }
    }
    Ok(())
}

fn parse_castling(field: &str, pos: &Position) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let mut rights = 0u8;
    for c in field.chars() {
        let (bit, king, rook, color) = match c {
            'K' => (castling::WHITE_KING, 4, 7, Color::White),
            'Q' => (castling::WHITE_QUEEN, 4, 0, Color::White),
            'k' => (castling::BLACK_KING, 60, 63, Color::Black),
            'q' => (castling::BLACK_QUEEN, 60, 56, Color::Black),
            _ => return Err(FenError::CastlingField(field.to_string())),
        };
        if rights & bit != 0 {
            return Err(FenError::CastlingField(field.to_string()));
        }
        let has = |sq: u32, role| pos.pieces(color, role) & Square::from_index(sq).bb() != 0;
        if !has(king, Role::King) || !has(rook, Role::Rook) {
            return Err(FenError::CastlingWithoutPieces(c));
        }
        rights |= bit;
    }
    Ok(rights)
}

fn check_en_passant(pos: &Position, ep: Square) -> Result<(), FenError> {
    let (expected_rank, pawn_rank, origin_rank) = match pos.side {
        Color::White => (5, 4, 6),
        Color::Black => (2, 3, 1),
    };
    let pusher = pos.side.other();
    if ep.rank() != expected_rank {
        return Err(FenError::EnPassantImpossible(format!(
            "{ep} is not on rank {} where a {} pawn passes over with {} to move",
            expected_rank + 1,
            pusher.name(),
            pos.side.name()
        )));
    }
    let pawn = Square::from_coords(ep.file(), pawn_rank).unwrap_or(ep);
    let origin = Square::from_coords(ep.file(), origin_rank).unwrap_or(ep);
    if pos.pieces(pusher, Role::Pawn) & pawn.bb() == 0 {
        return Err(FenError::EnPassantImpossible(format!(
            "{ep} needs a {} pawn on {pawn} that has just moved two squares",
            pusher.name()
        )));
    }
    if pos.occupied() & (ep.bb() | origin.bb()) != 0 {
        return Err(FenError::EnPassantImpossible(format!(
            "{ep} and {origin} must be empty after a pawn's move of two squares"
        )));
    }
    Ok(())
}

/// FEN's first field from a board of letters (`K`, `p`, ...; `None` an empty square), a square
/// an entry, a1 = 0 to h8 = 63: ranks from the eighth down, runs of empty squares as digits.
/// [`to_fen`] writes its board with it; the tablebases and the tests write theirs.
pub fn placement(board: &[Option<char>; 64]) -> String {
    let mut s = String::with_capacity(72);
    for rank in (0..8).rev() {
        let mut empty = 0u8;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

/// Prints the position as FEN, all six fields.
pub fn to_fen(pos: &Position) -> String {
    let mut board = [None; 64];
    for (index, letter) in board.iter_mut().enumerate() {
        *letter = Square::from_coords((index % 8) as u8, (index / 8) as u8)
            .and_then(|sq| pos.piece_at(sq))
            .map(Piece::fen_char);
    }
    let mut s = placement(&board);
    s.push(' ');
    s.push(if pos.side == Color::White { 'w' } else { 'b' });
    s.push(' ');
    if pos.castling == 0 {
        s.push('-');
    }
    for (bit, c) in [
        (castling::WHITE_KING, 'K'),
        (castling::WHITE_QUEEN, 'Q'),
        (castling::BLACK_KING, 'k'),
        (castling::BLACK_QUEEN, 'q'),
    ] {
        if pos.castling & bit != 0 {
            s.push(c);
        }
    }
    s.push(' ');
    match pos.ep {
        Some(ep) => s.push_str(&ep.to_string()),
        None => s.push('-'),
    }
    s.push_str(&format!(" {} {}", pos.halfmove, pos.fullmove));
    s
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        parse_fen(s)
    }
}

impl Position {
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        parse_fen(text)
    }

    pub fn to_fen(&self) -> String {
        to_fen(self)
    }
}

//! PDN: FEN positions (`B:W21,22,K30:B1-12`) and move notation (`9-14`, `26x19x10x17x26`),
//! in and out, and names for successor positions that another engine produced.
//!
//! A FEN is the side to move (`B` or `W`), then one field per colour, each `:` followed by the
//! colour letter and comma-separated squares 1-32 in any order; `K` before a square marks a
//! king, and `a-b` stands for every square from `a` to `b`. A colour may be left out or have
//! no squares (no pieces). A trailing `.` and surrounding blanks are accepted.
//!
//! A side with no pieces is allowed only where a game can reach it: the side to move, which
//! has then lost (its opponent took the last piece). An empty board, or a side without pieces
//! that has just moved, is refused.

use std::fmt;

use super::board::{square_bit, squares_of, Position, PositionError, Side, BOARD};
use super::moves::{moves, Move, Rules};

/// What is wrong with a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    Empty,
    /// The first field is not `B` or `W`.
    BadSide(String),
    /// A colour field that does not start with `B` or `W`.
    BadColour(String),
    /// The same colour given in two fields.
    ColourTwice(Side),
    /// Something that is not a square number.
    BadSquare(String),
    /// A square number outside 1-32.
    SquareOutOfRange(u32),
    /// A range whose end is before its start.
    BackwardRange(String),
    /// A square given twice (by one side or both).
    SquareTwice(u8),
    TooManyPieces {
        side: Side,
        count: u32,
    },
    /// Neither side has a piece.
    NoPieces,
    /// The side that has just moved has no pieces (`side` is that side).
    NoPiecesAfterMoving(Side),
    /// A man on the row where it would have been crowned.
    ManOnCrowningRow {
        side: Side,
        square: u8,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "the FEN is empty; expected e.g. B:W21-32:B1-12"),
            FenError::BadSide(s) => write!(
                f,
                "the side to move must be B or W, not `{s}` (a FEN starts with B: or W:)"
            ),
            FenError::BadColour(s) => write!(
                f,
                "each field after the side must start with B or W (the colour), not `{s}`"
            ),
            FenError::ColourTwice(side) => {
                write!(f, "the {} pieces are given in two fields", side.name())
            }
            FenError::BadSquare(s) => write!(f, "`{s}` is not a square number"),
            FenError::SquareOutOfRange(n) => {
                write!(f, "square {n} is outside the board (squares are 1-32)")
            }
            FenError::BackwardRange(s) => write!(f, "the range `{s}` ends before it starts"),
            FenError::SquareTwice(n) => write!(f, "square {n} is given twice"),
            FenError::TooManyPieces { side, count } => {
                write!(f, "{} has {count} pieces; at most 12 are allowed", side.name())
            }
            FenError::NoPieces => write!(
                f,
                "the board is empty: a game always ends with the winner's pieces on the board"
            ),
            FenError::NoPiecesAfterMoving(side) => write!(
                f,
                "{0} has no pieces, yet it is {1}'s move: a side loses its last piece on the \
                 other side's move, so only the side to move can be without pieces (the game is \
                 over, it has lost)",
                side.name(),
                side.other().name()
            ),
            FenError::ManOnCrowningRow { side, square } => write!(
                f,
                "the {} man on square {square} stands on its crowning row: write it as a king (K{square})",
                side.name()
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// Reads a PDN FEN.
pub fn parse_fen(text: &str) -> Result<Position, FenError> {
    let text = text.trim();
    let text = text.strip_suffix('.').unwrap_or(text).trim();
    if text.is_empty() {
        return Err(FenError::Empty);
    }
    let mut fields = text.split(':');
    let side = match fields.next().map(str::trim) {
        Some("B") | Some("b") => Side::Black,
        Some("W") | Some("w") => Side::White,
        other => return Err(FenError::BadSide(other.unwrap_or("").to_string())),
    };
    let mut sets: [Option<(u64, u64)>; 2] = [None, None];
    let mut occupied = 0u64;
    for field in fields {
        let field = field.trim();
        let (colour, list) = match field.chars().next() {
            Some('B') | Some('b') => (Side::Black, &field[1..]),
            Some('W') | Some('w') => (Side::White, &field[1..]),
            _ => return Err(FenError::BadColour(field.to_string())),
        };
        let slot = &mut sets[colour as usize];
        if slot.is_some() {
            return Err(FenError::ColourTwice(colour));
        }
        let (mut pieces, mut kings) = (0u64, 0u64);
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (king, squares) = match item.strip_prefix(['K', 'k']) {
                Some(rest) => (true, rest.trim()),
                None => (false, item),
            };
            let (first, last) = match squares.split_once('-') {
                Some((a, b)) => {
                    let whole = |e| match e {
                        FenError::BadSquare(_) => FenError::BadSquare(item.to_string()),
                        other => other,
                    };
                    (
                        square_number(a).map_err(whole)?,
                        // `K1-K4` and `K1-4` both mark the whole range as kings.
                        square_number(b.trim().strip_prefix(['K', 'k']).unwrap_or(b))
                            .map_err(whole)?,
                    )
                }
                None => {
                    let n = square_number(squares).map_err(|e| match e {
                        FenError::BadSquare(_) => FenError::BadSquare(item.to_string()),
                        other => other,
                    })?;
                    (n, n)
                }
            };
            if last < first {
                return Err(FenError::BackwardRange(item.to_string()));
            }
            for n in first..=last {
                let bit = square_bit(n);
                if occupied & bit != 0 {
                    return Err(FenError::SquareTwice(n));
                }
                occupied |= bit;
                pieces |= bit;
                if king {
                    kings |= bit;
                }
            }
        }
        *slot = Some((pieces, kings));
    }
    let (black, black_kings) = sets[Side::Black as usize].unwrap_or((0, 0));
    let (white, white_kings) = sets[Side::White as usize].unwrap_or((0, 0));
    let waiting = match side {
        Side::Black => white,
        Side::White => black,
    };
    if black | white == 0 {
        return Err(FenError::NoPieces);
    }
    if waiting == 0 {
        return Err(FenError::NoPiecesAfterMoving(side.other()));
    }
    Position::new(black, white, black_kings | white_kings, side).map_err(|e| match e {
        PositionError::TooManyPieces { side, count } => FenError::TooManyPieces { side, count },
        PositionError::ManOnCrowningRow { square } => FenError::ManOnCrowningRow {
            side: if black & square_bit(square) != 0 {
                Side::Black
            } else {
                Side::White
            },
            square,
        },
        // The parser builds disjoint on-board sets with kings on pieces only.
        PositionError::OffBoard { .. }
        | PositionError::BothSides { .. }
        | PositionError::KingOnEmptySquare { .. }
        | PositionError::BadSigma(_) => FenError::Empty,
    })
}

fn square_number(text: &str) -> Result<u8, FenError> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::BadSquare(text.to_string()));
    }
    match text.parse::<u32>() {
        Ok(n) if (1..=32).contains(&n) => Ok(n as u8),
        Ok(n) => Err(FenError::SquareOutOfRange(n)),
        Err(_) => Err(FenError::BadSquare(text.to_string())),
    }
}

/// Writes a PDN FEN: side, White's squares, Black's squares, each ascending, `K` for kings.
pub fn format_fen(pos: &Position) -> String {
    let side = match pos.side() {
        Side::Black => 'B',
        Side::White => 'W',
    };
    let list = |set: u64| {
        squares_of(set & BOARD)
            .map(|n| {
                if pos.kings() & square_bit(n) != 0 {
                    format!("K{n}")
                } else {
                    n.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{side}:W{}:B{}",
        list(pos.pieces(Side::White)),
        list(pos.pieces(Side::Black))
    )
}

/// A move as written: the squares and whether they were joined by `x`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    pub squares: Vec<u8>,
    pub capture: bool,
}

/// What is wrong with a written move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not of the form `9-14` or `26x19x10`.
    Malformed(String),
    SquareOutOfRange(u32),
    /// Well formed, but no legal move matches.
    Illegal(String),
    /// A shortened capture (`26x26`) that fits more than one legal move.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(s) => write!(
                f,
                "`{s}` is not a move: write a step as 9-14 and a capture as 26x19x10"
            ),
            MoveError::SquareOutOfRange(n) => {
                write!(f, "square {n} is outside the board (squares are 1-32)")
            }
            MoveError::Illegal(s) => write!(f, "{s} is not a legal move here"),
            MoveError::Ambiguous { text, candidates } => write!(
                f,
                "{text} could be any of {}; give every landing square",
                candidates.join(", ")
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// Reads `9-14` or `26x19x10x17x26`.
pub fn parse_move(text: &str) -> Result<MoveText, MoveError> {
    let text = text.trim();
    let malformed = || MoveError::Malformed(text.to_string());
    let capture = text.contains(['x', 'X', ':']);
    let parts: Vec<&str> = if capture {
        text.split(['x', 'X', ':']).collect()
    } else {
        text.split('-').collect()
    };
    if parts.len() < 2 || (!capture && parts.len() != 2) {
        return Err(malformed());
    }
    let mut squares = Vec::with_capacity(parts.len());
    for part in parts {
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        match part.parse::<u32>() {
            Ok(n) if (1..=32).contains(&n) => squares.push(n as u8),
            Ok(n) => return Err(MoveError::SquareOutOfRange(n)),
            Err(_) => return Err(malformed()),
        }
    }
    Ok(MoveText { squares, capture })
}

/// The legal move a written move names: every square given, or for a capture just the start
/// and the end when only one sequence fits.
pub fn find_move(pos: &Position, rules: Rules, text: &str) -> Result<Move, MoveError> {
    let wanted = parse_move(text)?;
    let legal = moves(pos, rules);
    if let Some(m) = legal
        .iter()
        .find(|m| m.capture == wanted.capture && m.squares == wanted.squares)
    {
        return Ok(m.clone());
    }
    let fits: Vec<&Move> = legal
        .iter()
        .filter(|m| {
            m.capture
                && wanted.capture
                && wanted.squares.len() == 2
                && m.from() == wanted.squares[0]
                && m.to() == wanted.squares[1]
        })
        .collect();
    match fits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(MoveError::Illegal(text.trim().to_string())),
        many => Err(MoveError::Ambiguous {
            text: text.trim().to_string(),
            candidates: many.iter().map(|m| m.to_string()).collect(),
        }),
    }
}

/// Why successor positions from another engine cannot be named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    /// The successor at this index is no legal successor under the rules, or one more
    /// time than the rules reach it.
    NotASuccessor { index: usize },
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::NotASuccessor { index } => write!(
                f,
                "successor {} is not a position the rules reach in one move",
                index + 1
            ),
        }
    }
}

impl std::error::Error for NameError {}

/// Names successor positions another engine produced from `pos`: the k-th time a position
/// appears it gets the k-th move (in the listing's depth-first order) that reaches it, so two
/// captures reaching one position by different paths get their own names.
pub fn name_successors(
    pos: &Position,
    rules: Rules,
    successors: &[Position],
) -> Result<Vec<Move>, NameError> {
    let mut legal: Vec<Option<Move>> = moves(pos, rules).into_iter().map(Some).collect();
    successors
        .iter()
        .enumerate()
        .map(|(index, wanted)| {
            legal
                .iter_mut()
                .find(|m| m.as_ref().is_some_and(|m| m.after == *wanted))
                .and_then(Option::take)
                .ok_or(NameError::NotASuccessor { index })
        })
        .collect()
}

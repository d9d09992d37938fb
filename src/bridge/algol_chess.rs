//! The rebuilt ALGOL mate solvers on FEN positions.
//!
//! `Setup::from_fen` reads the board (a small reader of its own: the native chess module is
//! not a dependency), `program_input` writes the numbers the program reads with `input`
//! (see `programs/algol/README.md`, "Input"), and `read_verdict` finds the answer in what the
//! program printed. The programs themselves are embedded as `MATE_IN_2` … `MATE_IN_4`.

use std::fmt;

/// Algorithm 50б rebuilt: mate in 2, no `s` in its input.
pub const MATE_IN_2: &str = include_str!("../../programs/algol/mate-in-2.alg");
/// Items 4-7 of the 1976 certification applied: reads `s` (2 or 3) first.
pub const MATE_IN_3: &str = include_str!("../../programs/algol/mate-in-3.alg");
/// Указания 3-6 applied as well: reads `s` (2, 3 or 4) first.
pub const MATE_IN_4: &str = include_str!("../../programs/algol/mate-in-4.alg");
/// The same procedures in one non-recursive loop over the levels: reads `s` (1 to 6) first.
pub const MATE_IN_N: &str = include_str!("../../programs/algol/mate-in-n.alg");

/// Which program solves "mate in `moves`", and the `s` it must read first (none for 50б).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MateProgram {
    /// File name under `programs/algol/`.
    pub name: &'static str,
    /// The ALGOL text.
    pub source: &'static str,
    /// The number of moves the program reads before the position, if it reads one.
    pub moves_input: Option<u32>,
}

impl MateProgram {
    /// Mate in 2, 3 or 4 run `mate-in-2.alg`, `mate-in-3.alg`, `mate-in-4.alg` (with s = N).
    pub fn for_moves(moves: u32) -> Option<MateProgram> {
        let (name, source, moves_input) = match moves {
            2 => ("mate-in-2.alg", MATE_IN_2, None),
            3 => ("mate-in-3.alg", MATE_IN_3, Some(3)),
            4 => ("mate-in-4.alg", MATE_IN_4, Some(4)),
            _ => return None,
        };
        Some(MateProgram {
            name,
            source,
            moves_input,
        })
    }

    /// `mate-in-n.alg`, the non-recursive program, for mate in 1 to 6.
    pub fn mate_in_n(moves: u32) -> Option<MateProgram> {
        (1..=6).contains(&moves).then_some(MateProgram {
            name: "mate-in-n.alg",
            source: MATE_IN_N,
            moves_input: Some(moves),
        })
    }

    /// A program that reads `s` run with a smaller `s` than its own maximum.
    pub fn with_moves_input(self, moves: u32) -> MateProgram {
        MateProgram {
            moves_input: self.moves_input.map(|_| moves),
            ..self
        }
    }
}

/// White or black.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    White,
    Black,
}

/// A chess man, by the program's codes 1 … 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Pawn = 1,
    Knight = 2,
    Bishop = 3,
    Rook = 4,
    Queen = 5,
    King = 6,
}

/// One man on a square; squares are 0 = a1 … 63 = h8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Man {
    pub colour: Colour,
    pub kind: Kind,
    pub square: u8,
}

/// The castling rights of a FEN (`KQkq`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Castling {
    pub white_short: bool,
    pub white_long: bool,
    pub black_short: bool,
    pub black_long: bool,
}

/// A position as the bridge needs it: the boundary where the native FEN parser can plug in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Men in FEN order (rank 8 to rank 1, file a to h).
    pub men: Vec<Man>,
    pub white_to_move: bool,
    pub castling: Castling,
    /// The en-passant target square, if the FEN names one.
    pub en_passant: Option<u8>,
}

/// A FEN the reader cannot read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Fewer than the board, side and castling fields (the move counters may be left out).
    MissingField(&'static str),
    /// The board field does not have 8 ranks of 8 files.
    BadBoard(String),
    /// A character that is not a piece letter or digit.
    BadPiece(char),
    BadSide(String),
    BadCastling(String),
    BadEnPassant(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::MissingField(field) => write!(f, "the FEN has no {field} field"),
            FenError::BadBoard(rank) => {
                write!(
                    f,
                    "the FEN board must have 8 ranks of 8 squares (at `{rank}`)"
                )
            }
            FenError::BadPiece(c) => write!(f, "`{c}` is not a FEN piece letter"),
            FenError::BadSide(s) => write!(f, "the side to move must be `w` or `b`, not `{s}`"),
            FenError::BadCastling(s) => write!(f, "`{s}` is not a FEN castling field"),
            FenError::BadEnPassant(s) => write!(f, "`{s}` is not a FEN en-passant square"),
        }
    }
}

impl std::error::Error for FenError {}

fn square_name(square: u8) -> String {
    let file = char::from(b'a' + square % 8);
    let rank = char::from(b'1' + square / 8);
    format!("{file}{rank}")
}

fn parse_square(text: &str) -> Option<u8> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 || !(b'a'..=b'h').contains(&bytes[0]) || !(b'1'..=b'8').contains(&bytes[1])
    {
        return None;
    }
    Some((bytes[1] - b'1') * 8 + (bytes[0] - b'a'))
}

impl Setup {
    /// Reads the first four FEN fields (board, side, castling, en passant); the move
    /// counters, when present, are ignored. An EPD record's operations are ignored too.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_whitespace();
        let board = fields.next().ok_or(FenError::MissingField("board"))?;
        let side = fields
            .next()
            .ok_or(FenError::MissingField("side to move"))?;
        let castling_field = fields.next().unwrap_or("-");
        let en_passant_field = fields.next().unwrap_or("-");

        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::BadBoard(board.to_string()));
        }
        let mut men = Vec::new();
        for (index, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - index as u8;
            let mut file = 0u8;
            for c in rank_text.chars() {
                if let Some(skip) = c.to_digit(10) {
                    if skip == 0 || skip > 8 {
                        return Err(FenError::BadBoard(rank_text.to_string()));
                    }
                    file += skip as u8;
                    continue;
                }
                let kind = match c.to_ascii_lowercase() {
                    'p' => Kind::Pawn,
                    'n' => Kind::Knight,
                    'b' => Kind::Bishop,
                    'r' => Kind::Rook,
                    'q' => Kind::Queen,
                    'k' => Kind::King,
                    _ => return Err(FenError::BadPiece(c)),
                };
                if file >= 8 {
                    return Err(FenError::BadBoard(rank_text.to_string()));
                }
                let colour = if c.is_ascii_uppercase() {
                    Colour::White
                } else {
                    Colour::Black
                };
                men.push(Man {
                    colour,
                    kind,
                    square: rank * 8 + file,
                });
                file += 1;
            }
            if file != 8 {
                return Err(FenError::BadBoard(rank_text.to_string()));
            }
        }

        let white_to_move = match side {
            "w" => true,
            "b" => false,
            other => return Err(FenError::BadSide(other.to_string())),
        };

        let mut castling = Castling::default();
        if castling_field != "-" {
            for c in castling_field.chars() {
                let right = match c {
                    'K' => &mut castling.white_short,
                    'Q' => &mut castling.white_long,
                    'k' => &mut castling.black_short,
                    'q' => &mut castling.black_long,
                    _ => return Err(FenError::BadCastling(castling_field.to_string())),
                };
                *right = true;
            }
        }

        let en_passant = match en_passant_field {
            "-" => None,
            square => Some(
                parse_square(square).ok_or_else(|| FenError::BadEnPassant(square.to_string()))?,
            ),
        };

        Ok(Setup {
            men,
            white_to_move,
            castling,
            en_passant,
        })
    }

    fn man_at(&self, square: u8) -> Option<Man> {
        self.men.iter().copied().find(|man| man.square == square)
    }
}

/// A position the programs cannot take: the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The programs solve "white to play".
    BlackToMove,
    /// En passant is not among the rules the programs cover.
    EnPassant(String),
    /// Each side's ПОЛЯ holds at most 16 men.
    TooManyMen(Colour, usize),
    /// Exactly one king a side.
    Kings(Colour, usize),
    /// A pawn on the first or last rank.
    PawnOnEdge(String),
    /// A castling right whose king or rook is not on its square.
    CastlingRight(char),
    /// Only mate in 2, 3 and 4 have a program.
    Moves(u32),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |colour: &Colour| match colour {
            Colour::White => "white",
            Colour::Black => "black",
        };
        match self {
            Refusal::BlackToMove => {
                write!(f, "the ALGOL programs solve white-to-play problems only")
            }
            Refusal::EnPassant(square) => write!(
                f,
                "the ALGOL programs do not cover en passant (the FEN allows a capture on {square})"
            ),
            Refusal::TooManyMen(colour, count) => write!(
                f,
                "{} has {count} men; the ALGOL programs hold at most 16 a side",
                side(colour)
            ),
            Refusal::Kings(colour, count) => {
                write!(
                    f,
                    "{} has {count} kings; exactly one is needed",
                    side(colour)
                )
            }
            Refusal::PawnOnEdge(square) => {
                write!(f, "a pawn stands on {square}, on the first or last rank")
            }
            Refusal::CastlingRight(right) => write!(
                f,
                "castling right `{right}` needs the king and rook on their home squares"
            ),
            Refusal::Moves(moves) => write!(
                f,
                "the ALGOL programs solve mate in 2, 3 or 4, not mate in {moves}"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// The program's square notation: 10 × file + rank, file and rank from 1 (e1 = 51).
fn program_square(square: u8) -> u32 {
    10 * (u32::from(square % 8) + 1) + u32::from(square / 8) + 1
}

/// The numbers the program reads: `s` when `moves_input` is given, then white's men and
/// black's, each side as a count followed by `code square` pairs (codes 7 and 8 mark a king
/// and rook that may still castle).
pub fn program_input(setup: &Setup, moves_input: Option<u32>) -> Result<String, Refusal> {
    if !setup.white_to_move {
        return Err(Refusal::BlackToMove);
    }
    if let Some(square) = setup.en_passant {
        return Err(Refusal::EnPassant(square_name(square)));
    }
    for man in &setup.men {
        if man.kind == Kind::Pawn && (man.square < 8 || man.square >= 56) {
            return Err(Refusal::PawnOnEdge(square_name(man.square)));
        }
    }
    let rights = [
        ('K', setup.castling.white_short, Colour::White, 4u8, 7u8),
        ('Q', setup.castling.white_long, Colour::White, 4, 0),
        ('k', setup.castling.black_short, Colour::Black, 60, 63),
        ('q', setup.castling.black_long, Colour::Black, 60, 56),
    ];
    let mut castling_squares = Vec::new();
    for (letter, granted, colour, king, rook) in rights {
        if !granted {
            continue;
        }
        let in_place = |square: u8, kind: Kind| {
            setup
                .man_at(square)
                .is_some_and(|man| man.colour == colour && man.kind == kind)
        };
        if !in_place(king, Kind::King) || !in_place(rook, Kind::Rook) {
            return Err(Refusal::CastlingRight(letter));
        }
        castling_squares.push(king);
        castling_squares.push(rook);
    }

    let mut text = String::new();
    if let Some(moves) = moves_input {
        text.push_str(&format!("{moves}\n"));
    }
    for colour in [Colour::White, Colour::Black] {
        let men: Vec<&Man> = setup.men.iter().filter(|m| m.colour == colour).collect();
        if men.len() > 16 {
            return Err(Refusal::TooManyMen(colour, men.len()));
        }
        let kings = men.iter().filter(|m| m.kind == Kind::King).count();
        if kings != 1 {
            return Err(Refusal::Kings(colour, kings));
        }
        text.push_str(&format!("{}\n", men.len()));
        for man in men {
            let code = match (castling_squares.contains(&man.square), man.kind) {
                (true, Kind::King) => 7,
                (true, _) => 8,
                (false, kind) => kind as u32,
            };
            text.push_str(&format!("{code} {}\n", program_square(man.square)));
        }
    }
    Ok(text)
}

/// FEN and N straight to the program and its input.
pub fn prepare(fen: &str, moves: u32) -> Result<(MateProgram, String), PrepareError> {
    let program =
        MateProgram::for_moves(moves).ok_or(PrepareError::Refused(Refusal::Moves(moves)))?;
    let setup = Setup::from_fen(fen).map_err(PrepareError::Fen)?;
    let input = program_input(&setup, program.moves_input).map_err(PrepareError::Refused)?;
    Ok((program, input))
}

/// Why a FEN cannot be given to a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrepareError {
    Fen(FenError),
    Refused(Refusal),
}

impl fmt::Display for PrepareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrepareError::Fen(error) => write!(f, "{error}"),
            PrepareError::Refused(refusal) => write!(f, "{refusal}"),
        }
    }
}

impl std::error::Error for PrepareError {}

/// What the program concluded, read from its output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// `РЕШЕНИЕ`: the key, in UCI (`e1c1`, `e7e8n`).
    Key(String),
    /// `МАТ НА ПЕРВОМ ХОДЕ`: the key mates at once.
    MateInOne(String),
    /// `ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ`: white's moves are exhausted, no solution.
    NoSolution,
    /// `ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ`: white could take the black king at once.
    IllegalPosition,
}

impl Verdict {
    /// The key move, when there is one.
    pub fn key(&self) -> Option<&str> {
        match self {
            Verdict::Key(key) | Verdict::MateInOne(key) => Some(key),
            Verdict::NoSolution | Verdict::IllegalPosition => None,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Key(key) => write!(f, "key {key}"),
            Verdict::MateInOne(key) => write!(f, "mate in one: {key}"),
            Verdict::NoSolution => write!(f, "no solution"),
            Verdict::IllegalPosition => write!(f, "illegal position: black is in check"),
        }
    }
}

/// Output that carries none of the program's conclusions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutputError {
    /// None of `РЕШЕНИЕ`, `МАТ НА ПЕРВОМ ХОДЕ`, `ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ`, `ПЕРВЫМ ХОДОМ …`.
    NoConclusion,
    /// A solution message without a readable `КЛЮЧ` line.
    NoKey,
}

impl fmt::Display for OutputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutputError::NoConclusion => write!(f, "the program printed no conclusion"),
            OutputError::NoKey => write!(f, "the program printed a solution but no key"),
        }
    }
}

impl std::error::Error for OutputError {}

/// The messages of the certified tail.
pub const SOLUTION: &str = "РЕШЕНИЕ";
pub const MATE_ON_FIRST_MOVE: &str = "МАТ НА ПЕРВОМ ХОДЕ";
pub const WHITE_MOVES_EXHAUSTED: &str = "ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ";
pub const FIRST_MOVE_TAKES_KING: &str = "ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ";
/// The word before the key in `ПЕЧАТЬ ПОЗИЦИИ`.
pub const KEY_WORD: &str = "КЛЮЧ";

/// Reads the verdict from everything the program printed.
pub fn read_verdict(output: &str) -> Result<Verdict, OutputError> {
    if output.contains(FIRST_MOVE_TAKES_KING) {
        return Ok(Verdict::IllegalPosition);
    }
    if output.contains(WHITE_MOVES_EXHAUSTED) {
        return Ok(Verdict::NoSolution);
    }
    let mate_in_one = output.contains(MATE_ON_FIRST_MOVE);
    if !mate_in_one && !output.contains(SOLUTION) {
        return Err(OutputError::NoConclusion);
    }
    let key = output
        .lines()
        .find_map(|line| line.trim().strip_prefix(KEY_WORD))
        .map(|rest| rest.trim().to_string())
        .filter(|key| is_uci(key))
        .ok_or(OutputError::NoKey)?;
    Ok(if mate_in_one {
        Verdict::MateInOne(key)
    } else {
        Verdict::Key(key)
    })
}

fn is_uci(text: &str) -> bool {
    let valid_squares = text.len() >= 4
        && text.is_char_boundary(4)
        && parse_square(&text[0..2]).is_some()
        && parse_square(&text[2..4]).is_some();
    valid_squares && matches!(&text[4..], "" | "q" | "r" | "b" | "n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_rights_become_codes_seven_and_eight() {
        let setup = Setup::from_fen("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1").unwrap();
        let input = program_input(&setup, Some(3)).unwrap();
        assert_eq!(input, "3\n2\n7 51\n8 81\n2\n8 18\n7 58\n");
    }

    #[test]
    fn refusals_name_the_rule() {
        let ep = Setup::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        assert_eq!(
            program_input(&ep, None).unwrap_err(),
            Refusal::EnPassant("d6".into())
        );
        let black = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
        assert_eq!(
            program_input(&black, None).unwrap_err(),
            Refusal::BlackToMove
        );
        let no_rook = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1").unwrap();
        assert_eq!(
            program_input(&no_rook, None).unwrap_err(),
            Refusal::CastlingRight('K')
        );
    }

    #[test]
    fn verdicts_are_read_from_the_messages() {
        let solved = "\nРЕШЕНИЕ\n\nКЛЮЧ e7e8n\n8 ....\n";
        assert_eq!(read_verdict(solved), Ok(Verdict::Key("e7e8n".into())));
        let one = "\nМАТ НА ПЕРВОМ ХОДЕ\n\nКЛЮЧ e8c7\n";
        assert_eq!(read_verdict(one), Ok(Verdict::MateInOne("e8c7".into())));
        assert_eq!(
            read_verdict("\nХОДЫ БЕЛЫХ ИСЧЕРПАНЫ\n"),
            Ok(Verdict::NoSolution)
        );
        assert_eq!(read_verdict("nothing"), Err(OutputError::NoConclusion));
        assert_eq!(read_verdict("РЕШЕНИЕ\nКЛЮЧ zz"), Err(OutputError::NoKey));
    }
}

//! The rebuilt ALGOL mate solvers on FEN positions.
//!
//! `Setup::from_fen` reads the board with the native chess FEN parser, `program_input` writes
//! the numbers the program reads with `input` (see `programs/algol/README.md`, "Input"),
//! `run_program` runs a program in the ALGOL interpreter and keeps what it printed
//! (`run_with` in either executor: the interpreter or the program's committed Rust
//! translation, `src/translated/algol_mate_in_*.rs`), and
//! `read_verdict` finds the answer there. The programs themselves are embedded as
//! `MATE_IN_2` … `MATE_IN_N`.

use std::fmt;

use crate::algol::{self, Limits, Stats};
use crate::chess::position::castling;
use crate::chess::{Color, FenError, Position, Role, Square};
use crate::diagnostic::Source;

/// Algorithm 50б rebuilt: mate in 2, no `s` in its input.
pub const MATE_IN_2: &str = crate::programs::MATE_IN_2;
/// Items 4-7 of the 1976 certification applied: reads `s` (2 or 3) first.
pub const MATE_IN_3: &str = crate::programs::MATE_IN_3;
/// Указания 3-6 applied as well: reads `s` (2, 3 or 4) first.
pub const MATE_IN_4: &str = crate::programs::MATE_IN_4;
/// The certification's pattern continued one move (`attic algol extend ... --to 5`): reads
/// `s` (2 to 5) first.
pub const MATE_IN_5: &str = crate::programs::MATE_IN_5;
/// The pattern continued two moves (`--to 6`): reads `s` (2 to 6) first.
pub const MATE_IN_6: &str = crate::programs::MATE_IN_6;
/// The same procedures in one non-recursive loop over the levels: reads `s` (1 to 6) first.
pub const MATE_IN_N: &str = crate::programs::MATE_IN_N;

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
    /// Mate in 2 to 6 run `mate-in-2.alg` … `mate-in-6.alg` (with s = N): the certified
    /// programs for 2 to 4, the pattern continued for 5 and 6.
    pub fn for_moves(moves: u32) -> Option<MateProgram> {
        let (name, source, moves_input) = match moves {
            2 => ("mate-in-2.alg", MATE_IN_2, None),
            3 => ("mate-in-3.alg", MATE_IN_3, Some(3)),
            4 => ("mate-in-4.alg", MATE_IN_4, Some(4)),
            5 => ("mate-in-5.alg", MATE_IN_5, Some(5)),
            6 => ("mate-in-6.alg", MATE_IN_6, Some(6)),
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

/// A position as the programs take it: the board, castling rights and en-passant square as
/// the native FEN parser reads them, and the side to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The board. Its side to move is black when the FEN has white to play with black in
    /// check (see [`Setup::from_fen`]); `white_to_move` is the FEN's.
    pub position: Position,
    pub white_to_move: bool,
}

impl Setup {
    /// Reads a FEN with the native parser (`chess::Position::from_fen`: one FEN reader in
    /// the crate). One position it refuses is let through: white to play with black in
    /// check. The programs test that themselves (`ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ`), so
    /// the board is read with black to move and the FEN's side is kept in `white_to_move`.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        match Position::from_fen(fen) {
            Ok(position) => Ok(Setup {
                white_to_move: position.side_to_move() == Color::White,
                position,
            }),
            Err(FenError::OpponentInCheck(Color::Black)) => {
                let mut fields: Vec<&str> = fen.split_whitespace().collect();
                // With an en-passant square the side cannot be swapped; that FEN is refused
                // by rule anyway, so the parser's own error stands.
                if fields.get(3) != Some(&"-") {
                    return Err(FenError::OpponentInCheck(Color::Black));
                }
                fields[1] = "b";
                let position = Position::from_fen(&fields.join(" "))
                    .map_err(|_| FenError::OpponentInCheck(Color::Black))?;
                Ok(Setup {
                    position,
                    white_to_move: true,
                })
            }
            Err(error) => Err(error),
        }
    }
}

/// A position the programs cannot take: the rule it breaks. (Kings, pawns on the edge
/// ranks and castling rights without king and rook at home are the FEN parser's errors.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The programs solve "white to play".
    BlackToMove,
    /// En passant is not among the rules the programs cover.
    EnPassant(Square),
    /// Each side's ПОЛЯ holds at most 16 men.
    TooManyMen(Color, usize),
    /// Only mate in 1 to 6 have a program.
    Moves(u32),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
                colour.name()
            ),
            Refusal::Moves(moves) => write!(
                f,
                "the ALGOL programs solve mate in 1 to 6, not mate in {moves} (`attic algol \
                 extend programs/algol/mate-in-4.alg --to {moves}` writes a program for it, to \
                 run with `attic run`)"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// The program's square notation: 10 × file + rank, file and rank from 1 (e1 = 51).
fn program_square(square: Square) -> u32 {
    10 * (u32::from(square.file()) + 1) + u32::from(square.rank()) + 1
}

/// The program's piece codes 1 … 6; 7 and 8 mark a king and a rook that may still castle.
fn program_code(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight => 2,
        Role::Bishop => 3,
        Role::Rook => 4,
        Role::Queen => 5,
        Role::King => 6,
    }
}

/// The numbers the program reads: `s` when `moves_input` is given, then white's men and
/// black's, each side as a count followed by `code square` pairs in FEN order (rank 8 to 1,
/// file a to h: the order fixes the men's indices and so the order of the search).
pub fn program_input(setup: &Setup, moves_input: Option<u32>) -> Result<String, Refusal> {
    if !setup.white_to_move {
        return Err(Refusal::BlackToMove);
    }
    let position = &setup.position;
    if let Some(square) = position.en_passant() {
        return Err(Refusal::EnPassant(square));
    }
    let rights = position.castling_rights();
    let castling_homes: Vec<(u8, u8)> = [
        (castling::WHITE_KING, 4, 7),
        (castling::WHITE_QUEEN, 4, 0),
        (castling::BLACK_KING, 60, 63),
        (castling::BLACK_QUEEN, 60, 56),
    ]
    .into_iter()
    .filter(|(bit, _, _)| rights & bit != 0)
    .map(|(_, king, rook)| (king, rook))
    .collect();
    let may_castle = |square: Square| {
        castling_homes.iter().any(|&(king, rook)| {
            square.index() == usize::from(king) || square.index() == usize::from(rook)
        })
    };

    let mut text = String::new();
    if let Some(moves) = moves_input {
        text.push_str(&format!("{moves}\n"));
    }
    for colour in [Color::White, Color::Black] {
        let men: Vec<(Square, Role)> = (0..8u8)
            .rev()
            .flat_map(|rank| (0..8u8).filter_map(move |file| Square::from_coords(file, rank)))
            .filter_map(|square| {
                position
                    .piece_at(square)
                    .filter(|piece| piece.color == colour)
                    .map(|piece| (square, piece.role))
            })
            .collect();
        if men.len() > 16 {
            return Err(Refusal::TooManyMen(colour, men.len()));
        }
        text.push_str(&format!("{}\n", men.len()));
        for (square, role) in men {
            let code = match (may_castle(square), role) {
                (true, Role::King) => 7,
                (true, Role::Rook) => 8,
                (_, role) => program_code(role),
            };
            text.push_str(&format!("{code} {}\n", program_square(square)));
        }
    }
    Ok(text)
}

/// The program that solves "mate in `moves`": `mate-in-N.alg` for 2 to 6 (the certified ones
/// for 2, 3 and 4, the pattern continued for 5 and 6), and `mate-in-n.alg` for 1 (the certified
/// programs start at 2).
pub fn program_for(moves: u32) -> Option<MateProgram> {
    MateProgram::for_moves(moves).or_else(|| MateProgram::mate_in_n(moves))
}

/// FEN and N straight to the program and its input.
pub fn prepare(fen: &str, moves: u32) -> Result<(MateProgram, String), PrepareError> {
    let program = program_for(moves).ok_or(PrepareError::Refused(Refusal::Moves(moves)))?;
    prepare_for(program, fen)
}

/// A FEN straight to the input of a chosen program (its `s` already set).
pub fn prepare_for(program: MateProgram, fen: &str) -> Result<(MateProgram, String), PrepareError> {
    let setup = Setup::from_fen(fen).map_err(PrepareError::Fen)?;
    let input = program_input(&setup, program.moves_input).map_err(PrepareError::Refused)?;
    Ok((program, input))
}

/// Why a FEN cannot be given to a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrepareError {
    /// The native FEN parser refused it.
    Fen(FenError),
    /// A rule the programs do not cover.
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

/// Runs a program in the ALGOL interpreter on its input; returns everything it printed and
/// the interpreter's counts. The programs parse without error, so an error here is a
/// runtime one (a limit reached, or the input running out).
pub fn run_program(
    program: &MateProgram,
    input: &str,
    limits: Limits,
) -> Result<(String, Stats), algol::Error> {
    let source = Source::new(program.name, program.source);
    let mut reader = std::io::Cursor::new(input.as_bytes());
    let mut out = Vec::new();
    let stats = algol::run_source(&source, &mut reader, &mut out, limits)?;
    Ok((String::from_utf8_lossy(&out).into_owned(), stats))
}

/// Which executor runs an ALGOL program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Executor {
    /// The ALGOL interpreter on the program's text.
    Interpreted,
    /// The program's committed Rust translation (needs the `translated` feature).
    Translated,
}

/// Why a program could not give its output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunError {
    /// It stopped with a runtime error or at a limit (the interpreter's diagnostic).
    Program(Box<algol::Error>),
    /// This build has no translation of it.
    NoTranslation(&'static str),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Program(e) => write!(f, "{e}"),
            RunError::NoTranslation(name) => write!(
                f,
                "this build has no Rust translation of {name} (the `translated` feature is off)"
            ),
        }
    }
}

impl std::error::Error for RunError {}

/// Runs a program in the chosen executor; returns everything it printed and the counts
/// (the translation counts steps and calls as the interpreter does).
pub fn run_with(
    executor: Executor,
    program: &MateProgram,
    input: &str,
    limits: Limits,
) -> Result<(String, Stats), RunError> {
    match executor {
        Executor::Interpreted => {
            run_program(program, input, limits).map_err(|e| RunError::Program(Box::new(e)))
        }
        Executor::Translated => run_translated(program, input, limits),
    }
}

#[cfg(feature = "translated")]
fn run_translated(
    program: &MateProgram,
    input: &str,
    limits: Limits,
) -> Result<(String, Stats), RunError> {
    use crate::translated::{
        algol_mate_in_2, algol_mate_in_3, algol_mate_in_4, algol_mate_in_5, algol_mate_in_6,
        algol_mate_in_n,
    };
    type Run = fn(
        &mut dyn std::io::BufRead,
        &mut dyn std::io::Write,
        Limits,
        usize,
    ) -> Result<crate::algol::runtime::Stats, crate::diagnostic::Diagnostic>;
    let run: Run = match program.name {
        "mate-in-2.alg" => algol_mate_in_2::run,
        "mate-in-3.alg" => algol_mate_in_3::run,
        "mate-in-4.alg" => algol_mate_in_4::run,
        "mate-in-5.alg" => algol_mate_in_5::run,
        "mate-in-6.alg" => algol_mate_in_6::run,
        "mate-in-n.alg" => algol_mate_in_n::run,
        other => return Err(RunError::NoTranslation(other)),
    };
    let mut reader = std::io::Cursor::new(input.as_bytes());
    let mut out = Vec::new();
    let stats = algol::on_big_stack(|| run(&mut reader, &mut out, limits, algol::STACK_BUDGET))
        .map_err(|d| RunError::Program(Box::new(algol::Error::Runtime(d))))?;
    Ok((
        String::from_utf8_lossy(&out).into_owned(),
        Stats {
            steps: stats.steps,
            calls: stats.calls,
            max_depth: stats.max_depth,
        },
    ))
}

#[cfg(not(feature = "translated"))]
fn run_translated(
    program: &MateProgram,
    _input: &str,
    _limits: Limits,
) -> Result<(String, Stats), RunError> {
    Err(RunError::NoTranslation(program.name))
}

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
        && Square::parse(&text[0..2]).is_some()
        && Square::parse(&text[2..4]).is_some();
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
        let no_rights = Setup::from_fen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
        let input = program_input(&no_rights, None).unwrap();
        assert_eq!(input, "2\n6 51\n4 81\n2\n4 18\n6 58\n");
    }

    #[test]
    fn refusals_name_the_rule() {
        let ep = Setup::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        assert_eq!(
            program_input(&ep, None).unwrap_err(),
            Refusal::EnPassant(Square::parse("d6").unwrap())
        );
        let black = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
        assert_eq!(
            program_input(&black, None).unwrap_err(),
            Refusal::BlackToMove
        );
        assert_eq!(
            prepare("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 7).unwrap_err(),
            PrepareError::Refused(Refusal::Moves(7))
        );
        // More than 16 men a side: no game reaches it, so the FEN reader refuses it first.
        let crowded = "4k3/8/8/8/PPPPPPPP/PPPPPPPP/1N6/4K3 w - - 0 1";
        assert!(matches!(
            prepare(crowded, 2).unwrap_err(),
            PrepareError::Fen(FenError::TooManyPawns(Color::White, 16))
        ));
    }

    #[test]
    fn the_native_parser_reads_the_fen() {
        // A castling right without its rook is the parser's error, not a refusal.
        assert!(matches!(
            prepare("4k3/8/8/8/8/8/8/4K3 w K - 0 1", 2),
            Err(PrepareError::Fen(FenError::CastlingWithoutPieces('K')))
        ));
        // An en-passant square no pawn can use is dropped by the parser: nothing to refuse.
        assert!(prepare("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1", 2).is_ok());
        // White to play with black in check reaches the program, which says so itself.
        let illegal = Setup::from_fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").unwrap();
        assert!(illegal.white_to_move);
        assert_eq!(
            program_input(&illegal, None).unwrap(),
            "2\n4 51\n6 71\n1\n6 58\n"
        );
        // Both kings in check is no position at all.
        assert!(Setup::from_fen("4k3/8/8/8/8/8/8/4R1Kr w - - 0 1").is_err());
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

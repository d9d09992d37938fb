//! The tree of moves a rebuilt ALGOL mate solver tried, watched from inside its own run.
//!
//! A [`CallObserver`] on the ALGOL interpreter sees every call of the program's procedures.
//! Two of them carry the search: `ВЫПОЛНЕНИЕ ХОДА(i, …)` makes the move whose record starts at
//! `СПИСОК[i]` (a forward entry, `100 × from + to`, and for a promotion an extra entry with
//! the piece), and `ВОЗВРАТ ХОДА(З, …)` takes back the move made last. The recorder reads the
//! entry from the program's own list when the move is made, nests each move under the one
//! still made before it, and closes it when the program takes it back. A move whose
//! `ВЫПОЛНЕНИЕ ХОДА` ends normally was legal for the program (its replies became the next
//! level's list); one it left by `go to` was found to expose the king, and is only counted.
//!
//! What each move decided is read from the order of the program's work, not from a chess
//! engine: the program abandons a loop as soon as it is decided. The key is the first move
//! still made when the program prints its answer; a white move that failed was given up after
//! its last legal reply (the refutation), the replies before were answered; a black reply
//! that was answered was answered by its last white move, and every white move of a
//! refutation failed. The native chess board only names the moves (SAN).

use super::algol_chess::{self, MateProgram, PrepareError, Setup, Verdict};
use crate::algol::{self, CallEnd, CallObserver, CallView, Limits, Stats};
use crate::chess::Position;
use crate::diagnostic::Source;

/// The procedure that makes a move from the list, and the one that takes it back.
pub const MAKE_MOVE: &str = "ВЫПОЛНЕНИЕ ХОДА";
pub const TAKE_BACK: &str = "ВОЗВРАТ ХОДА";
/// The programs' list of moves, every level's in turn.
pub const MOVE_LIST: &str = "СПИСОК";

/// What a move decided, as the program's work shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The key: the program printed its answer with this move made.
    Key,
    /// A white move that reached its goal (mate, or every reply answered).
    Succeeds,
    /// A white move the program gave up.
    Fails,
    /// A black reply the program answered by its last white move.
    Answered,
    /// A black reply no white move answered: it refutes the white move before it.
    Refutes,
}

/// One move the program made, with the moves it made below it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct MoveNode {
    /// The move as the program's list holds it, in UCI (`e1g1`, `e7e8n`).
    pub uci: String,
    /// The move in SAN, named on the native board (the UCI text when it cannot be named).
    pub san: String,
    /// 1 for white's first move, 2 for black's reply, …
    pub ply: u32,
    pub role: Role,
    /// Moves made right below it that the program found legal, in its order (with a `keep`,
    /// the first ones and the last, the rest counted in `folded`).
    pub moves: Vec<MoveNode>,
    /// How many legal moves the program made right below it.
    pub legal: u64,
    /// Legal moves right below it not kept in `moves` (only with a `keep`).
    pub folded: u64,
    /// Moves made right below it that exposed the king (left by `go to`): not shown.
    pub illegal: u64,
    /// Every move made below it, legal or not.
    pub made_below: u64,
}

impl MoveNode {
    /// The child that decided this move, when one did: the refutation of a failed white move,
    /// the answer to a black reply.
    pub fn decisive(&self) -> Option<usize> {
        let last = self.moves.len().checked_sub(1)?;
        match self.role {
            Role::Fails | Role::Answered => Some(last),
            _ => None,
        }
    }

    /// The move with its number, `1.Qf3`, `1...Kd5`.
    pub fn numbered(&self) -> String {
        let number = self.ply.div_ceil(2);
        if self.ply % 2 == 1 {
            format!("{number}.{}", self.san)
        } else {
            format!("{number}...{}", self.san)
        }
    }
}

/// The program's search for one problem.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Explanation {
    /// The file under `programs/algol/` that ran.
    pub program: &'static str,
    pub fen: String,
    pub mate: u32,
    /// The program's answer, read from its print-out (as `chess solve` reads it).
    #[serde(skip)]
    pub verdict: Verdict,
    /// The key in UCI and SAN, when the program found one.
    pub key: Option<String>,
    pub key_san: Option<String>,
    /// White's first moves, as the program tried them.
    pub moves: Vec<MoveNode>,
    /// Illegal first moves (none: the program's first survey finds those by taking the king).
    pub illegal: u64,
    /// Every move the program made (calls of ВЫПОЛНЕНИЕ ХОДА on a forward entry).
    pub made: u64,
    /// The interpreter's counts for the run.
    pub steps: u64,
    pub calls: u64,
    /// Everything the program printed.
    pub output: String,
}

/// Why a problem could not be explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExplainError {
    /// A FEN the programs cannot take, or an N outside 1 to 6.
    Prepare(PrepareError),
    /// Mate in 1: `mate-in-n.alg` makes and takes back its moves in one loop over the
    /// levels, which the recorder does not follow.
    NotCertified(u32),
    /// The program stopped before its answer: a runtime error or a limit.
    Program(Box<algol::Error>),
    /// Its print-out has no conclusion.
    Output(algol_chess::OutputError),
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExplainError::Prepare(e) => write!(f, "{e}"),
            ExplainError::Program(e) => write!(f, "the program stopped before its answer:\n{e}"),
            ExplainError::Output(e) => write!(f, "{e}"),
            ExplainError::NotCertified(moves) => write!(
                f,
                "explain follows the programs of the certification's pattern, mate in 2 to 6; \
                 mate in {moves} runs mate-in-n.alg, whose one loop over the levels it does not \
                 follow"
            ),
        }
    }
}

impl std::error::Error for ExplainError {}

/// A move made and not yet taken back.
struct Open {
    node: MoveNode,
    /// The native board after it, when the move could be named there.
    after: Option<Position>,
    /// Its `ВЫПОЛНЕНИЕ ХОДА` call is still under way.
    making: bool,
    legal: bool,
}

struct Recorder {
    root: Position,
    /// Keep at most this many moves under a move, and its last (`None`: all).
    keep: Option<usize>,
    open: Vec<Open>,
    /// White's first moves, closed.
    moves: Vec<(MoveNode, bool)>,
    /// The depth of each `ВЫПОЛНЕНИЕ ХОДА` call under way and whether it made a move.
    calls: Vec<(usize, bool)>,
    made: u64,
}

/// A program square (1 = a1, 2 = b1, …, 64 = h8) in algebraic notation.
fn square_name(square: i64) -> Option<String> {
    if !(1..=64).contains(&square) {
        return None;
    }
    let index = square - 1;
    let file = (b'a' + (index % 8) as u8) as char;
    let rank = (b'1' + (index / 8) as u8) as char;
    Some(format!("{file}{rank}"))
}

impl Recorder {
    fn position(&self) -> Option<&Position> {
        match self.open.last() {
            Some(open) => open.after.as_ref(),
            None => Some(&self.root),
        }
    }

    fn make(&mut self, view: &CallView<'_, '_>) -> bool {
        let Some(entry) = view.value(0) else {
            return false;
        };
        let Some(forward) = view.global_element(MOVE_LIST, entry) else {
            return false;
        };
        // A take-back entry (negative) or a promotion's extra entry (below 100) makes no move.
        if forward < 100 {
            return false;
        }
        let promotion = view
            .global_element(MOVE_LIST, entry + 1)
            .filter(|&code| (2..=5).contains(&code))
            .map(|code| ['n', 'b', 'r', 'q'][(code - 2) as usize]);
        let (Some(from), Some(to)) = (square_name(forward / 100), square_name(forward % 100))
        else {
            return false;
        };
        let mut uci = format!("{from}{to}");
        uci.extend(promotion);
        let named = self
            .position()
            .and_then(|p| p.parse_uci(&uci).ok().map(|mv| (p.san(mv), p.play(mv))));
        let (san, after) = match named {
            Some((san, after)) => (san, Some(after)),
            None => (uci.clone(), None),
        };
        self.made += 1;
        let ply = self.open.len() as u32 + 1;
        self.open.push(Open {
            node: MoveNode {
                uci,
                san,
                ply,
                role: Role::Fails,
                moves: Vec::new(),
                legal: 0,
                folded: 0,
                illegal: 0,
                made_below: 0,
            },
            after,
            making: true,
            legal: false,
        });
        true
    }

    /// The move made last is taken back: it joins its parent's moves.
    fn close(&mut self) {
        let Some(open) = self.open.pop() else {
            return;
        };
        let below = open.node.made_below + 1;
        match self.open.last_mut() {
            Some(parent) => {
                parent.node.made_below += below;
                if open.legal {
                    parent.node.legal += 1;
                    parent.node.moves.push(open.node);
                    // The first `keep` and the last are what an outline can show.
                    if let Some(keep) = self.keep {
                        if parent.node.moves.len() > keep + 1 {
                            parent.node.moves.remove(keep);
                            parent.node.folded += 1;
                        }
                    }
                } else {
                    parent.node.illegal += 1;
                }
            }
            None => self.moves.push((open.node, open.legal)),
        }
    }
}

impl CallObserver for Recorder {
    fn enter(&mut self, procedure: &str, view: &CallView<'_, '_>, depth: usize) {
        if procedure == MAKE_MOVE {
            let made = self.make(view);
            self.calls.push((depth, made));
        } else if procedure == TAKE_BACK {
            self.close();
        }
    }

    fn exit(&mut self, procedure: &str, end: CallEnd, depth: usize) {
        if procedure != MAKE_MOVE {
            return;
        }
        if let Some(&(d, made)) = self.calls.last() {
            if d == depth {
                self.calls.pop();
                if made {
                    // The move this call made is the last one still open (a take-back inside
                    // the same call would have been of an earlier move, before it was made).
                    if let Some(open) = self.open.iter_mut().rev().find(|o| o.making) {
                        open.making = false;
                        open.legal = end == CallEnd::Returned;
                    }
                }
            }
        }
    }
}

/// Marks what each move decided, from the top: see the module's documentation.
fn assign(node: &mut MoveNode, role: Role) {
    node.role = role;
    let count = node.moves.len();
    for (i, child) in node.moves.iter_mut().enumerate() {
        let last = i + 1 == count;
        let child_role = match role {
            Role::Key | Role::Succeeds => Role::Answered,
            Role::Fails if last => Role::Refutes,
            Role::Fails => Role::Answered,
            Role::Answered if last => Role::Succeeds,
            Role::Answered | Role::Refutes => Role::Fails,
        };
        assign(child, child_role);
    }
}

/// Runs the program for "mate in `mate`" (2, 3 or 4: the certified programs) on `fen` in the
/// interpreter, under `limits`, and records the moves it made.
pub fn explain(fen: &str, mate: u32, limits: Limits) -> Result<Explanation, ExplainError> {
    explain_keeping(fen, mate, limits, None)
}

/// [`explain`], keeping under each move only its first `keep` moves and its last (the one
/// that decided it), the rest counted: what [`outline`] with `show` = `keep` shows, in
/// memory that does not grow with the moves the program made.
pub fn explain_keeping(
    fen: &str,
    mate: u32,
    limits: Limits,
    keep: Option<usize>,
) -> Result<Explanation, ExplainError> {
    let (program, input) = algol_chess::prepare(fen, mate).map_err(ExplainError::Prepare)?;
    if MateProgram::for_moves(mate).is_none() {
        return Err(ExplainError::NotCertified(mate));
    }
    let setup = Setup::from_fen(fen).map_err(|e| ExplainError::Prepare(PrepareError::Fen(e)))?;
    explain_program(&program, fen, mate, &setup, &input, limits, keep)
}

fn explain_program(
    program: &MateProgram,
    fen: &str,
    mate: u32,
    setup: &Setup,
    input: &str,
    limits: Limits,
    keep: Option<usize>,
) -> Result<Explanation, ExplainError> {
    let source = Source::new(program.name, program.source);
    let checked = algol::check(&source, false)
        .map_err(|d| ExplainError::Program(Box::new(algol::Error::Syntax(d))))?;
    let mut recorder = Recorder {
        root: setup.position,
        keep,
        open: Vec::new(),
        moves: Vec::new(),
        calls: Vec::new(),
        made: 0,
    };
    let mut reader = std::io::Cursor::new(input.as_bytes());
    let mut out = Vec::new();
    let (result, _) = algol::run_checked_observed(
        &source,
        &checked.program,
        &mut reader,
        &mut out,
        limits,
        None,
        Some(&mut recorder),
    );
    let stats: Stats = result.map_err(|e| ExplainError::Program(Box::new(e)))?;
    let output = String::from_utf8_lossy(&out).into_owned();
    let verdict = algol_chess::read_verdict(&output).map_err(ExplainError::Output)?;
    // The moves still made when the program stopped: the key and what it left made below it.
    while !recorder.open.is_empty() {
        if recorder.open.len() == 1 {
            recorder.open[0].legal = true;
        }
        recorder.close();
    }
    let key = verdict.key().map(str::to_string);
    let mut illegal = 0;
    let mut moves = Vec::new();
    for (mut node, legal) in recorder.moves {
        if !legal {
            illegal += 1;
            continue;
        }
        let role = if key.as_deref() == Some(node.uci.as_str()) {
            Role::Key
        } else {
            Role::Fails
        };
        assign(&mut node, role);
        moves.push(node);
    }
    let key_san = moves
        .iter()
        .find(|m| m.role == Role::Key)
        .map(|m| m.san.clone());
    Ok(Explanation {
        program: program.name,
        fen: fen.to_string(),
        mate,
        verdict,
        key,
        key_san,
        moves,
        illegal,
        made: recorder.made,
        steps: stats.steps,
        calls: stats.calls,
        output,
    })
}

/// Groups digits by threes: 1234567 -> "1 234 567".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// What the line of a move says after the move.
fn note(node: &MoveNode, mate: u32) -> String {
    let last_white = node.ply == 2 * mate - 1;
    let legal = node.legal;
    let tried = legal + node.illegal;
    let decisive = node.decisive().map(|i| node.moves[i].numbered());
    let what = match node.role {
        Role::Key if legal == 0 => "key: black has no legal reply".to_string(),
        Role::Key => format!(
            "key: every reply answered ({} tried)",
            plural(legal, "legal reply", "legal replies")
        ),
        Role::Succeeds if last_white || legal == 0 => format!(
            "mate: {} tried, each leaves the king in check",
            plural(tried, "reply", "replies")
        ),
        Role::Succeeds => format!("all {} answered", plural(legal, "reply", "replies")),
        Role::Fails if last_white && tried == 0 => "no check".to_string(),
        Role::Fails if legal == 0 => "black has no move: stalemate, or no mate".to_string(),
        Role::Fails if last_white => format!("black escapes by {}", decisive.unwrap_or_default()),
        Role::Fails => format!("refuted by {}", decisive.unwrap_or_default()),
        Role::Answered => format!("answered by {}", decisive.unwrap_or_default()),
        Role::Refutes => format!(
            "refutes: none of {} {}",
            plural(legal, "white move", "white moves"),
            if node.ply + 1 == 2 * mate - 1 {
                "mates"
            } else {
                "forces mate in time"
            }
        ),
    };
    let mark = match node.role {
        Role::Key | Role::Refutes => "!",
        Role::Fails if node.ply == 1 => "?",
        _ => "",
    };
    let below = if node.made_below > 0 {
        format!(
            "  [{} made below]",
            plural(node.made_below, "move", "moves")
        )
    } else {
        String::new()
    };
    format!("{}{mark}  {what}{below}", node.numbered())
}

/// The tree as an outline: one move a line, two columns in a ply, the program's order; past
/// `show` moves at a node the rest are folded into a count, the decisive one always shown.
pub fn outline(explanation: &Explanation, show: usize) -> String {
    let e = explanation;
    let mut out = String::new();
    out.push_str(&format!(
        "{} (interpreted), mate in {}: {}\n",
        e.program, e.mate, e.fen
    ));
    let answer = match (&e.verdict, &e.key_san) {
        (Verdict::Key(_), Some(san)) => format!("key {}!", format_key(san)),
        (Verdict::MateInOne(_), Some(san)) => format!("key {}! (mate in 1)", format_key(san)),
        (Verdict::Key(k) | Verdict::MateInOne(k), None) => format!("key {k}"),
        (Verdict::NoSolution, _) => "no solution: white's moves exhausted".to_string(),
        (Verdict::IllegalPosition, _) => {
            "illegal position: white's first move takes the black king".to_string()
        }
    };
    out.push_str(&format!("the program's answer: {answer}\n"));
    out.push_str(&format!(
        "it made {} ({} calls of {MAKE_MOVE}) in {} steps and {} procedure calls; \
         first moves tried: {}\n",
        plural(e.made, "move", "moves"),
        grouped(e.made),
        grouped(e.steps),
        grouped(e.calls),
        e.moves.len() as u64 + e.illegal,
    ));
    out.push_str(&format!(
        "(! marks the key and each refutation, ? a first move refuted; at most {show} moves \
         a position shown)\n\n"
    ));
    write_moves(&mut out, &e.moves, 0, None, e.mate, show, 0);
    out
}

fn format_key(san: &str) -> String {
    format!("1.{san}")
}

fn write_moves(
    out: &mut String,
    moves: &[MoveNode],
    folded: u64,
    decisive: Option<usize>,
    mate: u32,
    show: usize,
    indent: usize,
) {
    let pad = "  ".repeat(indent);
    // The key among the first moves is decisive too.
    let decisive = decisive.or_else(|| moves.iter().position(|m| m.role == Role::Key));
    // Moves the recorder did not keep lie between the first ones and the last.
    let mut hidden = folded;
    for (i, node) in moves.iter().enumerate() {
        if i >= show && Some(i) != decisive {
            hidden += 1;
            continue;
        }
        if hidden > 0 && Some(i) == decisive {
            out.push_str(&format!("{pad}… {}\n", more(hidden, node.ply)));
            hidden = 0;
        }
        out.push_str(&format!("{pad}{}\n", note(node, mate)));
        if node.ply >= 2 * mate - 1 {
            // Black's last replies: the line above says how they ended.
            continue;
        }
        write_moves(
            out,
            &node.moves,
            node.folded,
            node.decisive(),
            mate,
            show,
            indent + 1,
        );
    }
    if hidden > 0 {
        let ply = moves.first().map_or(1, |m| m.ply);
        out.push_str(&format!("{pad}… {}\n", more(hidden, ply)));
    }
}

fn more(hidden: u64, ply: u32) -> String {
    if ply % 2 == 1 {
        plural(hidden, "more white move", "more white moves")
    } else {
        plural(hidden, "more reply", "more replies")
    }
}

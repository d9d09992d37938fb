//! Exercise 9: the certification's extension to mate in 4, checked on problems drawn from a
//! pool (mirrored at random, so the program meets boards in no file) against the native
//! solver's keys.

use super::run;
use crate::algol;
use crate::bridge::algol_chess::{program_input, read_verdict, Setup};
use crate::chess::epd::parse_problems;
use crate::chess::fen::parse_fen;
use crate::chess::solve::{Rules, Solver};
use crate::course::{reference, CheckError, Report};
use crate::diagnostic::Source;
use crate::diff::algol::MateSide;
use crate::diff::text::diff_text;
use crate::programs::{DONNA, KNOWN_KEYS, MATETRACK, MATE_IN_4};

/// The pool exercise 9 draws its problems from: direct mates in 2, 3 and 4 of the
/// repository's collections that the certified program solves in a second or two in the
/// interpreter (the slow ones, and those that need castling, are left out). Each check
/// draws one of each length and mirrors each at random (files a to h), so that the program
/// meets boards that are in no file; and asks a mate in 3 for a mate in 2, whose answer is
/// that there is none.
const POOL: [&str; 31] = [
    "donna_000",
    "donna_020",
    "donna_030",
    "donna_040",
    "donna_050",
    "donna_060",
    "donna_070",
    "donna_080",
    "donna_090",
    "donna_100",
    "donna_110",
    "donna_150",
    "donna_160",
    "donna_170",
    "donna_180",
    "donna_190",
    "donna_195",
    "donna_196",
    "matefish_m2b",
    "matefish_m2c",
    "donna_200",
    "donna_210",
    "donna_220",
    "donna_230",
    "donna_240",
    "donna_250",
    "matefish_m3a",
    "matetrack_promN_m3",
    "donna_260",
    "donna_270",
    "donna_280",
];

/// The fixed bank exercise 9 always asks besides what it draws: a mate in 4 whose defence
/// hangs on stalemate at the third move (Указание on ВОЗМОЖЕН ПАТ), and the problem of the
/// pool with the most white men.
const ALWAYS: &str = "donna_270";

/// A FEN's board mirrored from the a-file to the h-file (the first four fields; castling
/// must be `-`, and en passant is off in the programs).
fn mirrored(fen: &str) -> Option<String> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 || fields[2] != "-" || fields[3] != "-" {
        return None;
    }
    let board: Vec<String> = fields[0]
        .split('/')
        .map(|rank| rank.chars().rev().collect())
        .collect();
    Some(format!("{} {} - -", board.join("/"), fields[1]))
}

/// A FEN's board crowded with blocked pawns: pairs of a white pawn and a black pawn just
/// in front of it, on empty squares away from the kings, until each side has nine men or
/// more (at most eight pawns a side). The native solver judges the new board afresh (a pawn
/// may close a line: the key may change, or the mate go), so any board is a fair question.
fn crowded(fen: &str, rng: &mut crate::checkers::random::SplitMix64) -> Option<String> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let mut board = [[' '; 8]; 8]; // [rank 8 … 1][file a … h]
    for (r, rank) in fields.first()?.split('/').enumerate().take(8) {
        let mut f = 0;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else if f < 8 {
                board[r][f] = c;
                f += 1;
            }
        }
    }
    let count = |b: &[[char; 8]; 8], pred: fn(&char) -> bool| {
        b.iter().flatten().filter(|c| pred(c)).count()
    };
    let near = |b: &[[char; 8]; 8], r: usize, f: usize, king: char| {
        [f.wrapping_sub(1), f + 1]
            .iter()
            .any(|&g| g < 8 && r < 8 && b[r][g] == king)
    };
    for _ in 0..400 {
        let (white, black) = (
            count(&board, char::is_ascii_uppercase),
            count(&board, char::is_ascii_lowercase),
        );
        if white >= 9 && black >= 9 {
            break;
        }
        if count(&board, |c| *c == 'P') >= 8
            || count(&board, |c| *c == 'p') >= 8
            || white >= 16
            || black >= 16
        {
            break;
        }
        let f = rng.below(8);
        // White pawn on rank 2 to 6 (row 6 to 2 of the array), the black one a rank above.
        let rw = 2 + rng.below(5);
        let rb = rw - 1;
        if board[rw][f] != ' ' || board[rb][f] != ' ' {
            continue;
        }
        // The white pawn must not attack the black king, nor the black pawn the white king.
        if near(&board, rb - 1, f, 'k') || near(&board, rw + 1, f, 'K') {
            continue;
        }
        board[rw][f] = 'P';
        board[rb][f] = 'p';
    }
    let ranks: Vec<String> = board
        .iter()
        .map(|rank| {
            let mut out = String::new();
            let mut empty = 0;
            for &c in rank {
                if c == ' ' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    Some(format!(
        "{} {} {} {}",
        ranks.join("/"),
        fields.get(1)?,
        fields.get(2)?,
        fields.get(3)?
    ))
}

/// White men on a FEN's board.
fn white_men(fen: &str) -> usize {
    fen.split_whitespace()
        .next()
        .unwrap_or("")
        .chars()
        .filter(char::is_ascii_uppercase)
        .count()
}

/// Exercise 9: the certification's Указания, applied by hand.
pub fn mate_in_four(name: &str, answer: &str) -> Result<Report, CheckError> {
    let source = Source::new(name, answer);
    let checked = match algol::check(&source, false) {
        Ok(c) => c,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "start from a copy of programs/algol/mate-in-3.alg, which parses, and edit it",
            ))
        }
    };
    let side = MateSide { name, text: answer };
    if !side.reads_moves() {
        return Ok(Report::fail(
            "your program does not read the number of moves s",
            "keep the certification's item 4, `ВВОД ЧИСЛА ХОДОВ: input(s); ss := 2 × s;`, which mate-in-3.alg has",
        ));
    }
    let mut problems = parse_problems(DONNA).map_err(reference)?;
    problems.extend(parse_problems(KNOWN_KEYS).map_err(reference)?);
    problems.extend(parse_problems(MATETRACK).map_err(reference)?);
    let pool: Vec<&crate::chess::epd::Problem> = POOL
        .iter()
        .map(|id| {
            problems
                .iter()
                .find(|p| p.id == *id)
                .ok_or_else(|| reference(format!("no problem {id}")))
        })
        .collect::<Result<_, _>>()?;
    let mut rng = crate::checkers::random::SplitMix64::new(crate::course::seed() ^ 0x3A7E_0009);
    // (the problem, its board as asked, the moves asked for)
    let mut asked: Vec<(String, String, u32)> = Vec::new();
    for n in 2..=4 {
        let of_n: Vec<_> = pool.iter().filter(|p| p.mate_in == n).collect();
        let p = of_n[rng.below(of_n.len())];
        asked.push((p.id.clone(), p.fen.clone(), n));
    }
    let always = pool
        .iter()
        .find(|p| p.id == ALWAYS)
        .ok_or_else(|| reference(format!("no problem {ALWAYS}")))?;
    asked.push((always.id.clone(), always.fen.clone(), always.mate_in));
    let most_men = pool
        .iter()
        .max_by_key(|p| white_men(&p.fen))
        .ok_or_else(|| reference("an empty pool"))?;
    asked.push((most_men.id.clone(), most_men.fen.clone(), most_men.mate_in));
    let threes: Vec<_> = pool.iter().filter(|p| p.mate_in == 3).collect();
    let short = threes[rng.below(threes.len())];
    asked.push((short.id.clone(), short.fen.clone(), 2));
    let twos: Vec<_> = pool.iter().filter(|p| p.mate_in == 2).collect();
    for _ in 0..20 {
        let base = twos[rng.below(twos.len())];
        if let Some(fen) = crowded(&base.fen, &mut rng) {
            if Setup::from_fen(&fen).is_ok() && parse_fen(&fen).is_ok() {
                asked.push((format!("{} crowded", base.id), fen, 2));
                break;
            }
        }
    }
    for a in &mut asked {
        if rng.below(2) == 0 {
            if let Some(m) = mirrored(&a.1) {
                a.0 = format!("{} mirrored", a.0);
                a.1 = m;
            }
        }
    }
    let mut lines = Vec::new();
    for (id, fen, mate_in) in asked {
        if crate::course::out_of_time() {
            break;
        }
        let problem = crate::chess::epd::Problem {
            fen,
            id,
            mate_in,
            keys: Vec::new(),
            comment: String::new(),
        };
        let problem = &problem;
        let id = &problem.id;
        let setup = Setup::from_fen(&problem.fen).map_err(reference)?;
        let input = program_input(&setup, Some(problem.mate_in)).map_err(reference)?;
        let pos = parse_fen(&problem.fen).map_err(reference)?;
        let rules = Rules {
            en_passant: false,
            ..Rules::default()
        };
        let solution = Solver::new(rules)
            .solve(&pos, problem.mate_in, false, &mut |_| {})
            .map_err(reference)?;
        let keys: Vec<String> = solution.keys.iter().map(|k| k.mv.to_uci()).collect();
        let what = format!("{id} ({}, mate in {})", problem.fen, problem.mate_in);
        let hint = "Указание 3 only widens the head's loop to the levels 0 … ss + 1; a fourth move needs Указания 4-6 too (the third white and black moves Б3 and Ч3, the jump past them when s = 3, the take-back of the third move) and the arrays for the deeper levels (q[0:9], СПИСОК[1:7700], ВОЗМОЖЕН ПАТ[1:3]). programs/algol/README.md says what each Указание changes; then `attic diff` your file with programs/algol/mate-in-4.alg";
        let (printed, steps) = match run(&source, &checked.program, &input, 2_000_000_000) {
            Ok(x) => x,
            Err(e) => {
                return Ok(Report::fail(
                    format!("on {what} your program stops: {e}"),
                    hint,
                ))
            }
        };
        let verdict = match read_verdict(&printed) {
            Ok(v) => v,
            Err(e) => return Ok(Report::fail(format!("on {what}: {e}"), hint)),
        };
        match verdict.key() {
            Some(key) if keys.iter().any(|k| k == key) => {
                lines.push(format!("  {what}: {verdict}, {steps} steps"))
            }
            None if keys.is_empty()
                && matches!(verdict, crate::bridge::algol_chess::Verdict::NoSolution) =>
            {
                lines.push(format!("  {what}: {verdict}, {steps} steps"))
            }
            _ => {
                return Ok(Report::fail(
                    format!(
                        "on {what} your program says {verdict}; {}",
                        if keys.is_empty() {
                            format!("the native solver finds no mate in {}, so the answer is that there is none", problem.mate_in)
                        } else {
                            format!("the native solver's keys are {}", keys.join(" "))
                        }
                    ),
                    hint,
                ))
            }
        }
    }
    let diff = diff_text(name, answer, "programs/algol/mate-in-4.alg", MATE_IN_4);
    let (removed, added) = diff.counts();
    let against = if diff.is_empty() {
        "it is mate-in-4.alg line for line".to_string()
    } else {
        format!("against mate-in-4.alg it has {removed} lines removed and {added} added (`attic diff` shows them)")
    };
    Ok(Report::pass(format!(
        "your program solves mates in 2, 3 and 4 drawn for this check (some mirrored, so in no file) with keys the native solver accepts, and finds no mate in 2 where there is none:\n{}\n{against}",
        lines.join("\n")
    )))
}

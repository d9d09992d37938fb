//! The native checkers engine: perft tables, move orders, Strachey's tuples, PDN, search,
//! rendering and the `attic checkers` commands. Expectations live in `tests/checkers/`.

mod bridge;
mod endgame;
mod explain;
mod matches;
mod records;

use attic::checkers::random::random_positions;
use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::{
    choose, divide, find_move, format_fen, moves, name_successors, parse_fen, parse_move, perft,
    perft_with, successors, Decision, Engine, EngineError, Native, PerftOptions, Position, Rules,
    SearchKind, StracheyTuple,
};

use crate::support::attic;

// ---------------------------------------------------------------------------------------------
// test support

/// The rows of a table of the executors' corpus, `tests/checkers/corpus/` (run by
/// `corpus::checkers`).
fn corpus_rows(name: &str) -> Vec<Vec<String>> {
    table(&format!("corpus/{name}"))
}

/// The data lines of a file under tests/checkers/, split at `|` and trimmed.
fn table(name: &str) -> Vec<Vec<String>> {
    crate::support::table(&format!("checkers/{name}"))
}

/// A PDN FEN, or `opening` followed by moves played from the start.
fn position(spec: &str) -> Position {
    crate::support::checkers_position(spec, Rules::English)
}

/// The seeded random-play corpus (the same one the differential tests against the interpreter
/// can regenerate): positions met along random games from the opening.
fn corpus(rules: Rules, count: usize) -> Vec<Position> {
    random_positions(1966, &Position::initial(), rules, 120, count)
}

/// An engine that offers successors only, so perft walks them one by one.
struct WalkOnly(Rules);

impl Engine for WalkOnly {
    fn label(&self) -> String {
        "native successor lists, walked".to_string()
    }
    fn successor_tuples(&mut self, t: &StracheyTuple) -> Result<Vec<StracheyTuple>, EngineError> {
        let pos = Position::from_strachey(*t).expect("a position");
        Ok(successors(&pos, self.0)
            .iter()
            .map(Position::to_strachey)
            .collect())
    }
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        Ok(successors(pos, self.0))
    }
    fn naming_rules(&self) -> Rules {
        self.0
    }
    fn searches(&self) -> &'static [SearchKind] {
        &[SearchKind::Minimax]
    }
    fn choose(
        &mut self,
        t: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        let pos = Position::from_strachey(*t).expect("a position");
        attic::checkers::search::choose(self, &pos, depth, search)
    }
    fn evaluation_unit(&self) -> &'static str {
        "positions evaluated"
    }
}

// ---------------------------------------------------------------------------------------------
// move generation and perft

#[test]
fn bulk_counting_agrees_with_walking_every_move() {
    for r in [Rules::English, Rules::Strachey] {
        // The last two plies are counted without building positions: check them on many
        // positions (kings, captures pending, crowning) at every depth that uses them.
        let positions = corpus(r, 2000);
        assert_eq!(positions.len(), 2000);
        for pos in positions {
            for depth in 1..=4 {
                let walked = WalkOnly(r).perft(&pos, depth).unwrap_or(0);
                assert_eq!(perft(&pos, depth, r), walked, "{}", format_fen(&pos));
            }
        }
    }
}

#[test]
fn hashed_and_threaded_perft_give_the_plain_counts() {
    let options = [
        PerftOptions {
            threads: 1,
            hash_mb: 1,
        },
        PerftOptions {
            threads: 2,
            hash_mb: 0,
        },
        PerftOptions {
            threads: 2,
            hash_mb: 1,
        },
    ];
    for r in [Rules::English, Rules::Strachey] {
        let mut positions = corpus(r, 12);
        positions.push(Position::initial());
        for pos in positions {
            let plain = perft(&pos, 7, r);
            for o in options {
                assert_eq!(
                    perft_with(&pos, 7, r, o),
                    plain,
                    "{o:?} {}",
                    format_fen(&pos)
                );
            }
        }
        // A table of a single megabyte at depth 10 is full of index collisions.
        let start = Position::initial();
        let plain = perft(&start, 10, r);
        let o = options[2];
        assert_eq!(perft_with(&start, 10, r, o), plain);
        let split: u64 = divide(&start, 10, r, o).iter().map(|(_, n)| n).sum();
        assert_eq!(split, plain);
    }
}

#[test]
fn the_rule_sets_differ_only_where_a_man_is_crowned_mid_capture() {
    // Everywhere in the corpus, a difference means some english capture ends on a crowning.
    let mut differences = 0;
    for pos in corpus(Rules::Strachey, 3000) {
        let english = moves(&pos, Rules::English);
        let strachey = moves(&pos, Rules::Strachey);
        if english != strachey {
            differences += 1;
            assert!(english.iter().any(|m| m.capture
                && pos
                    .piece_at(m.from())
                    .is_some_and(|p| matches!(p, attic::checkers::Piece::Man(_)))
                && m.after.kings() & !pos.kings() != 0));
        }
    }
    assert!(differences > 0, "the corpus should meet finding F3");
}

// ---------------------------------------------------------------------------------------------
// Strachey's tuples

#[test]
fn the_opening_as_strachey_wrote_it() {
    let tuple = Position::initial().to_strachey();
    let bits = |range: std::ops::RangeInclusive<u32>, ghost: u32| {
        range.filter(|&b| b != ghost).fold(0u64, |s, b| s | 1 << b)
    };
    assert_eq!(tuple.x, bits(5..=17, 13), "Black on 5-17");
    assert_eq!(tuple.y, bits(27..=39, 31), "White on 27-39");
    assert_eq!((tuple.k, tuple.sigma), (0, 1));
    // The notes' opening order in Strachey squares: s = 5 then s = 4, lowest bit first.
    let steps: Vec<(u32, u32)> = successors(&Position::initial(), Rules::Strachey)
        .iter()
        .map(|child| {
            let after = child.to_strachey();
            // After the move the mover is Y, and σ has changed sign.
            assert_eq!(after.sigma, -1);
            (
                (tuple.x & !after.y).trailing_zeros(),
                (after.y & !tuple.x).trailing_zeros(),
            )
        })
        .collect();
    assert_eq!(
        steps,
        [
            (14, 19),
            (15, 20),
            (16, 21),
            (14, 18),
            (15, 19),
            (16, 20),
            (17, 21)
        ]
    );
}

#[test]
fn tuples_round_trip_and_bad_tuples_are_refused() {
    for pos in corpus(Rules::Strachey, 500) {
        assert_eq!(Position::from_strachey(pos.to_strachey()), Ok(pos));
    }
    let good = Position::initial().to_strachey();
    let bad = [
        StracheyTuple { sigma: 0, ..good },
        StracheyTuple { k: 1 << 20, ..good },
        StracheyTuple {
            x: good.x | 1 << 13,
            ..good
        },
        StracheyTuple {
            y: good.y | 1 << 5,
            ..good
        },
    ];
    let errors: Vec<String> = bad
        .iter()
        .map(|t| {
            Position::from_strachey(*t)
                .map(|_| ())
                .unwrap_err()
                .to_string()
        })
        .collect();
    insta::assert_snapshot!("strachey_tuple_errors", errors.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// PDN

#[test]
fn fen_round_trips() {
    for pos in corpus(Rules::Strachey, 500) {
        assert_eq!(parse_fen(&format_fen(&pos)), Ok(pos));
    }
    let written: Vec<String> = table("fen-good.txt")
        .iter()
        .map(|row| {
            let pos = parse_fen(&row[0]).unwrap_or_else(|e| panic!("{}: {e}", row[0]));
            format!("{}  =>  {}", row[0], format_fen(&pos))
        })
        .collect();
    insta::assert_snapshot!("fen_canonical", written.join("\n"));
}

#[test]
fn malformed_fens_say_what_is_wrong() {
    let report: Vec<String> = table("fen-bad.txt")
        .iter()
        .map(|row| match parse_fen(&row[0]) {
            Ok(pos) => panic!("{} parsed as {}", row[0], format_fen(&pos)),
            Err(e) => format!("{}  =>  {e}", row[0]),
        })
        .collect();
    insta::assert_snapshot!("fen_errors", report.join("\n"));
}

#[test]
fn moves_are_read_and_named() {
    let ring = parse_fen("W:WK26:B1,14,15,22,23").expect("ring");
    let report: Vec<String> = [
        "26x17x10x19x26",
        "26x26",
        "26x17",
        "26-22",
        "9-14-18",
        "33-29",
        "x",
    ]
    .iter()
    .map(|text| match find_move(&ring, Rules::Strachey, text) {
        Ok(m) => format!("{text}  =>  {m}"),
        Err(e) => format!("{text}  =>  {e}"),
    })
    .collect();
    insta::assert_snapshot!("move_text", report.join("\n"));
    assert_eq!(
        parse_move("26x19x10").map(|m| (m.squares, m.capture)),
        Ok((vec![26, 19, 10], true))
    );

    // Another engine's successors: equal positions get the paths in the program's order.
    let both = successors(&ring, Rules::Strachey);
    assert_eq!(both[0], both[1]);
    let named: Vec<String> = name_successors(&ring, Rules::Strachey, &both)
        .expect("names")
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(named, ["26x17x10x19x26", "26x19x10x17x26"]);
    let too_many = [both[0], both[0], both[0]];
    assert!(name_successors(&ring, Rules::Strachey, &too_many).is_err());
}

// ---------------------------------------------------------------------------------------------
// search

#[test]
fn alpha_beta_agrees_with_minimax_and_visits_fewer_positions() {
    let (mut plain_total, mut pruned_total) = (0, 0);
    for r in [Rules::Strachey, Rules::English] {
        for (i, pos) in corpus(r, 40).iter().enumerate() {
            for depth in 1..=6 {
                if r == Rules::English && i % 4 != 0 {
                    continue;
                }
                let engine = &mut Native::new(r);
                let plain = choose(engine, pos, depth, SearchKind::Minimax).expect("native");
                let pruned = choose(engine, pos, depth, SearchKind::AlphaBeta).expect("native");
                match (&plain, &pruned) {
                    (Decision::Choice(a), Decision::Choice(b)) => {
                        assert_eq!(
                            (a.index, a.value),
                            (b.index, b.value),
                            "depth {depth} {}",
                            format_fen(pos)
                        );
                        assert!(b.evaluated <= a.evaluated);
                        plain_total += a.evaluated;
                        pruned_total += b.evaluated;
                    }
                    _ => assert_eq!(plain, pruned),
                }
            }
        }
    }
    assert!(
        pruned_total * 2 < plain_total,
        "{pruned_total} vs {plain_total}"
    );
}

// ---------------------------------------------------------------------------------------------
// rendering

#[test]
fn boards_render() {
    let ring = parse_fen("W:WK26:B1,14,15,22,23").expect("ring");
    let shown = [
        (Position::initial(), false, Numbering::None),
        (Position::initial(), true, Numbering::Standard),
        (ring, false, Numbering::Strachey),
        (ring, true, Numbering::None),
    ]
    .iter()
    .map(|(pos, ascii, numbering)| {
        render(
            pos,
            RenderOptions {
                ascii: *ascii,
                numbering: *numbering,
            },
        )
    })
    .collect::<Vec<_>>()
    .join("\n");
    insta::assert_snapshot!("boards", shown);
}

// ---------------------------------------------------------------------------------------------
// the command line

#[test]
fn cli_moves_and_perft_print_bare_results() {
    let (code, out, _) = attic(&["checkers", "moves"], "");
    assert_eq!(
        (code, out.as_str()),
        (0, "9-14\n10-15\n11-16\n9-13\n10-14\n11-15\n12-16\n")
    );
    let (code, out, _) = attic(
        &[
            "checkers",
            "moves",
            "--fen",
            "W:W10:B7,8",
            "--rules",
            "english",
            "--engine",
            "native",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (0, "10x3\n"));
    let (code, out, _) = attic(
        &[
            "checkers", "perft", "6", "--rules", "english", "--engine", "native",
        ],
        "",
    );
    assert_eq!((code, out.lines().last()), (0, Some("36768")));
    let (code, out, _) = attic(
        &[
            "checkers",
            "perft",
            "7",
            "--divide",
            "--threads",
            "2",
            "--hash",
            "4",
            "--engine",
            "native",
        ],
        "",
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8);
    assert_eq!(lines[0].split(':').next(), Some("9-14"));
    let sum: u64 = lines[..7]
        .iter()
        .filter_map(|l| l.split(": ").nth(1)?.parse::<u64>().ok())
        .sum();
    assert_eq!((sum, lines[7]), (179740, "179740"));
}

/// `choose --growth`: the listing's minimax against the native alpha-beta at every depth,
/// counts as the program made them (times vary, so only the counts are compared).
#[test]
fn cli_choose_growth_tabulates_both_searches_by_depth() {
    let (code, out, err) = attic(&["checkers", "choose", "--depth", "4", "--growth"], "");
    assert_eq!(code, 0, "{err}");
    let rows: Vec<Vec<&str>> = out
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .map(|l| l.split_whitespace().collect())
        .collect();
    let counts: Vec<(&str, &str, &str, &str)> =
        rows.iter().map(|r| (r[0], r[2], r[3], r[6])).collect();
    assert_eq!(
        counts,
        [
            ("1", "7", "-", "7"),
            ("2", "56", "8.0", "20"),
            ("3", "358", "6.4", "82"),
            ("4", "1827", "5.1", "165"),
        ],
        "{out}"
    );
    assert!(
        out.contains("A: programs/cpl/strachey-1966-corrected.cpl, interpreted"),
        "{out}"
    );
}

#[test]
fn cli_choose_reports_move_value_and_count() {
    let (code, out, _) = attic(
        &["checkers", "choose", "--depth", "3", "--engine", "native"],
        "",
    );
    assert_eq!(code, 0);
    insta::assert_snapshot!("cli_choose_opening", out);
    let (code, out, _) = attic(&["checkers", "choose", "--fen", "W:W:B1"], "");
    assert_eq!(
        (code, out.as_str()),
        (0, "no legal move: the program resigns\n")
    );
    // With no legal move the program answers for itself: Norvig's `Max` over an empty list
    // gives NIL, it does not resign (Black's man on 28 is blocked by White's on 32).
    let (code, out, err) = attic(
        &[
            "checkers",
            "choose",
            "--program",
            "programs/cpl/norvig-2011-max.cpl",
            "--fen",
            "B:W32:B28",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("move: none: there is no legal move, and ChosenPosition yields NIL\n"),
        "{out}"
    );
}

#[test]
fn cli_board_shows_strachey_squares() {
    let (code, out, _) = attic(
        &[
            "checkers",
            "board",
            "--fen",
            "W:W10:B7,8",
            "--ascii",
            "--numbers",
            "strachey",
        ],
        "",
    );
    assert_eq!(code, 0);
    insta::assert_snapshot!("cli_board_strachey_numbers", out);
}

#[test]
fn cli_refuses_malformed_fen_with_exit_65() {
    let mut report = Vec::new();
    for fen in [
        "X:W21:B1",
        "B:W21,40:B1",
        "B:W5,5:B1",
        "B:W1-13:B20",
        "B:W21:B30",
    ] {
        let (code, out, err) = attic(&["checkers", "moves", "--fen", fen], "");
        assert_eq!((code, out.as_str()), (65, ""), "{fen}");
        report.push(err.trim_end().to_string());
    }
    insta::assert_snapshot!("cli_fen_errors", report.join("\n"));
}

#[test]
fn cli_plays_a_scripted_game_to_its_end() {
    // Self-play ends by itself (no move, resignation, or a draw rule).
    let (code, out, _) = attic(
        &[
            "checkers",
            "play",
            "--computer",
            "both",
            "--depth",
            "2",
            "--ascii",
        ],
        "",
    );
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap_or("");
    assert!(
        last.contains("loses") || last.contains("resigns") || last.starts_with("draw"),
        "{last}"
    );
    // A person as Black: a number, a PDN move, a bad move, undo, then quit.
    let (code, out, err) = attic(
        &[
            "checkers",
            "play",
            "--computer",
            "white",
            "--depth",
            "2",
            "--ascii",
        ],
        "1\n10-15\n9-99\nundo\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Black plays 9-14"), "{out}");
    assert!(out.contains("Black plays 10-15"), "{out}");
    assert_eq!(out.matches("White plays").count(), 2, "{out}");
    assert!(out.trim_end().ends_with("game abandoned"), "{out}");
    assert!(err.contains("square 99 is outside the board"), "{err}");
    assert_eq!(
        out.matches("Black to move").count(),
        5,
        "the start, two replies, the bad move asked again, the undo: {out}"
    );
}

// ---------------------------------------------------------------------------------------------
// the listing itself, transcribed

/// A literal transcription of the corrected 1966 listing (E1, E2, E4; `+` and `-` on logicals
/// read as set union and difference) over Strachey's tuples, function by function, kept
/// deliberately naive: the native engine must yield exactly its successor lists.
mod listing {
    pub type P = (u64, u64, u64, i64);
    type Ip = (u64, u64, u64, i64, u64);

    const BOARD: u64 = 0x00FF_7FBF_DFE0;
    const LAST_ROWS: u64 = (0xF << 5) | (0xF << 36);
    const WORD: u64 = (1 << 45) - 1;

    /// `Shift(x, n)`: n > 0 moves every 1 from bit k to bit k - n; bits leaving 0..44 are lost.
    fn shift(x: u64, n: i64) -> u64 {
        if n > 0 {
            x >> n
        } else {
            (x << -n) & WORD
        }
    }

    pub fn legal_positions_from(p: P) -> Vec<P> {
        let l = remaining_position_list(p, true, 5);
        if l.is_empty() {
            remaining_position_list(p, false, 5)
        } else {
            l
        }
    }

    fn remaining_position_list(p: P, capture: bool, s: i64) -> Vec<P> {
        partial_position_list(p, capture, s, find_move_list(p, capture, s))
    }

    fn partial_position_list(p: P, capture: bool, s: i64, l: u64) -> Vec<P> {
        if l == 0 {
            return if s == -5 {
                Vec::new()
            } else {
                remaining_position_list(p, capture, next_move_direction(s))
            };
        }
        let phi = l & l.wrapping_neg(); // SingleDigitFrom: the lowest bit
        let ip = make_move(p, capture, s, phi);
        let mut joined = if capture {
            capture_tree(ip)
        } else {
            vec![final_position(ip)]
        };
        joined.extend(partial_position_list(p, capture, s, l & !phi));
        joined
    }

    fn next_move_direction(s: i64) -> i64 {
        match s {
            5 => 4,
            4 => -4,
            _ => -5,
        }
    }

    fn find_move_list((x, y, k, sigma): P, capture: bool, s: i64) -> u64 {
        let empty = !x & !y & BOARD;
        let psi = if capture {
            shift(empty, sigma * s) & y
        } else {
            empty
        };
        let phi = shift(psi, sigma * s) & x;
        if s > 0 {
            phi
        } else {
            phi & k
        }
    }

    fn make_move((x, y, k, sigma): P, capture: bool, s: i64, phi: u64) -> Ip {
        let psi = if capture { shift(phi, -sigma * s) } else { 0 }; // E2: Zero, not NIL
        let theta = if capture {
            shift(psi, -sigma * s)
        } else {
            shift(phi, -sigma * s)
        };
        let xk = if phi & k == 0 {
            theta & LAST_ROWS
        } else {
            theta & !phi
        };
        (
            (x & !phi) | theta,
            y & !psi,
            (k & !psi & !phi) | xk,
            sigma,
            theta,
        ) // E4
    }

    fn final_position((x, y, k, sigma, _): Ip) -> P {
        (y, x, k, -sigma)
    }

    fn capture_tree(ip: Ip) -> Vec<P> {
        let l = partial_capture_position_list(ip);
        if l.is_empty() {
            vec![final_position(ip)]
        } else {
            l.into_iter().flat_map(capture_tree).collect() // CombineCaptureTrees
        }
    }

    fn partial_capture_position_list((x, y, k, sigma, phi): Ip) -> Vec<Ip> {
        let p = (x, y, k, sigma);
        min_list([
            pcp(p, phi, 5),
            pcp(p, phi, 4),
            pcp(p, phi & k, -4),
            pcp(p, phi & k, -5),
        ])
    }

    /// The items that are not NIL, without repeats, in order.
    fn min_list(items: [Option<Ip>; 4]) -> Vec<Ip> {
        let mut out: Vec<Ip> = Vec::new();
        for item in items.into_iter().flatten() {
            if !out.contains(&item) {
                out.push(item);
            }
        }
        out
    }

    fn pcp((x, y, k, sigma): P, phi: u64, s: i64) -> Option<Ip> {
        let psi = shift(phi, -sigma * s) & y;
        let empty = !x & !y & BOARD;
        let theta = shift(psi, -sigma * s) & empty;
        let xk = if phi & k == 0 {
            theta & LAST_ROWS
        } else {
            theta & !phi
        };
        (theta != 0).then_some((
            (x & !phi) | theta,
            y & !psi,
            (k & !psi & !phi) | xk,
            sigma,
            theta,
        ))
    }
}

fn tuple_of(pos: &Position) -> listing::P {
    let t = pos.to_strachey();
    (t.x, t.y, t.k, t.sigma as i64)
}

#[test]
fn strachey_rules_yield_the_listings_successors_in_its_order() {
    let mut positions = corpus(Rules::Strachey, 3000);
    positions.extend(corpus(Rules::English, 1000));
    positions.extend(
        corpus_rows("moves.txt")
            .iter()
            .filter(|row| row[0] != "english")
            .map(|row| position(&row[2])),
    );
    let (mut compared, mut captures) = (0, 0);
    for pos in positions {
        let native: Vec<listing::P> = successors(&pos, Rules::Strachey)
            .iter()
            .map(tuple_of)
            .collect();
        let listed = listing::legal_positions_from(tuple_of(&pos));
        assert_eq!(native, listed, "{}", format_fen(&pos));
        compared += 1;
        captures += moves(&pos, Rules::Strachey).iter().any(|m| m.capture) as usize;
    }
    assert!(
        compared >= 4000 && captures > 500,
        "{compared} positions, {captures} with captures"
    );
    // And the whole tree from the opening to depth 5.
    fn walk(p: listing::P, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        listing::legal_positions_from(p)
            .into_iter()
            .map(|c| walk(c, depth - 1))
            .sum()
    }
    assert_eq!(
        walk(tuple_of(&Position::initial()), 6),
        perft(&Position::initial(), 6, Rules::Strachey)
    );
}

#[test]
fn a_perft_split_into_work_units_sums_to_the_direct_count() {
    let native = ["--engine", "native", "--rules", "english"];
    let run = |args: &[&str], stdin: &str| {
        let all: Vec<&str> = args.iter().chain(native.iter()).copied().collect();
        let (code, out, err) = attic(&all, stdin);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    let direct = run(&["checkers", "perft", "10"], "");
    assert_eq!(direct, "18391564\n");
    let units = run(&["checkers", "perft", "10", "--split", "3"], "");
    let lines: Vec<&str> = units.lines().filter(|l| !l.starts_with('#')).collect();
    // Every position three plies down once, weighted by the sequences reaching it.
    let weights: u64 = lines
        .iter()
        .map(|l| l.split(' ').nth(2).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(weights, 302);
    assert!(lines.len() < 302 && lines.iter().all(|l| l.split(' ').nth(1) == Some("7")));
    // As a batch scheduler would: three jobs on a third of the lines each, then their sums.
    let third = lines.len().div_ceil(3);
    let sums: String = lines
        .chunks(third)
        .map(|job| run(&["checkers", "perft", "--units", "-"], &job.join("\n")))
        .collect();
    assert_eq!(sums.lines().count(), 3);
    assert_eq!(run(&["checkers", "perft", "--units", "-"], &sums), direct);
    // --divide writes the units counted; summing those counts nothing again.
    let counted = run(&["checkers", "perft", "--units", "-", "--divide"], &units);
    let (last, counted_units) = counted.trim_end().rsplit_once('\n').unwrap();
    assert_eq!(format!("{counted_units}\n"), direct);
    assert!(last.lines().all(|l| l.split(' ').count() == 4));
    let (_, _, err) = attic(
        &["checkers", "perft", "--units", "-", "--engine", "native"],
        last,
    );
    assert!(err.contains("units counted here: 0"), "{err}");
    let (code, _, err) = attic(
        &["checkers", "perft", "--units", "-", "--engine", "native"],
        "B:W21:B1 3\n",
    );
    assert_eq!(
        (code, err.trim()),
        (
            65,
            "error: <stdin>:1: a work unit is `FEN DEPTH MULTIPLICITY [COUNT]`, not 2 fields"
        )
    );
}

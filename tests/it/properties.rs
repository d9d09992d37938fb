//! Property tests: what attic prints it reads back as the same thing. Positions are generated
//! with material a game can reach (checkers: at most 12 pieces a side, no man on its crowning
//! row, the waiting side not bare; chess: at most the original pieces, so no promotion is
//! needed), so a refusal by a reader is a failure, not a skipped case. Case counts stay modest
//! so the family runs in seconds.

use attic::algol::{self, ast as algol_ast};
use attic::checkers::board::{bit_of_square, BLACK_CROWNING_ROW, WHITE_CROWNING_ROW};
use attic::checkers::{self, find_move, format_fen, moves, Rules, Side};
use attic::chess;
use attic::cpl::ast::{BinaryOp, Expr, ExprKind, Name, UnaryOp};
use attic::cpl::parse_expr;
use attic::cpl::pretty::{self, Spelling};
use attic::diagnostic::{Source, Span};
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        ..ProptestConfig::default()
    }
}

/// One square's content: 0 empty, 1 black man, 2 black king, 3 white man, 4 white king
/// (empty weighted so that each side keeps about six pieces).
fn checkers_square() -> impl Strategy<Value = u8> {
    prop_oneof![6 => Just(0u8), 1 => Just(1u8), 1 => Just(2u8), 1 => Just(3u8), 1 => Just(4u8)]
}

/// A checkers position a game can reach.
fn checkers_position() -> impl Strategy<Value = checkers::Position> {
    (
        proptest::collection::vec(checkers_square(), 32),
        any::<bool>(),
    )
        .prop_map(|(squares, black_to_move)| {
            let (mut black, mut white, mut kings) = (0u64, 0u64, 0u64);
            for (i, &content) in squares.iter().enumerate() {
                let bit = 1u64 << bit_of_square(i as u8 + 1).expect("squares 1-32");
                match content {
                    // At most 12 a side: the rest stay empty.
                    1 | 2 if black.count_ones() < 12 => {
                        black |= bit;
                        // A man on its crowning row is a king.
                        if content == 2 || bit & BLACK_CROWNING_ROW != 0 {
                            kings |= bit;
                        }
                    }
                    3 | 4 if white.count_ones() < 12 => {
                        white |= bit;
                        if content == 4 || bit & WHITE_CROWNING_ROW != 0 {
                            kings |= bit;
                        }
                    }
                    _ => {}
                }
            }
            let side = if black_to_move {
                Side::Black
            } else {
                Side::White
            };
            (black, white, kings, side)
        })
        // Only the side to move may be without pieces (it has lost).
        .prop_filter(
            "the waiting side has pieces",
            |&(black, white, _, side)| match side {
                Side::Black => white != 0,
                Side::White => black != 0,
            },
        )
        .prop_map(|(black, white, kings, side)| {
            checkers::Position::new(black, white, kings, side).expect("a reachable position")
        })
}

/// Piece letters with the most of each a side has before any promotion.
const CHESS_MEN: [(char, usize); 10] = [
    ('P', 8),
    ('N', 2),
    ('B', 2),
    ('R', 2),
    ('Q', 1),
    ('p', 8),
    ('n', 2),
    ('b', 2),
    ('r', 2),
    ('q', 1),
];

/// A chess position's FEN, as attic prints it: the two kings, up to 30 more men within the
/// original material, castling rights only where king and rook stand at home (and a random
/// subset of those), no en-passant square, any clocks.
fn chess_fen() -> impl Strategy<Value = String> {
    (
        0usize..64,
        0usize..63,
        proptest::collection::vec((0usize..64, 0usize..CHESS_MEN.len()), 0..30),
        any::<bool>(),
        0u8..16,
        0u32..100,
        1u32..300,
    )
        .prop_map(
            |(white_king, black_king, men, white_to_move, castle_mask, halfmove, fullmove)| {
                let mut board = [None::<char>; 64];
                board[white_king] = Some('K');
                let black_king = (0..64)
                    .filter(|&s| s != white_king)
                    .nth(black_king)
                    .expect("63 free squares");
                board[black_king] = Some('k');
                let mut counts = [0usize; CHESS_MEN.len()];
                for (square, man) in men {
                    let (letter, most) = CHESS_MEN[man];
                    let rank = square / 8;
                    let pawn_on_back_rank =
                        letter.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == 7);
                    if board[square].is_none() && counts[man] < most && !pawn_on_back_rank {
                        board[square] = Some(letter);
                        counts[man] += 1;
                    }
                }
                let placement = attic::chess::fen::placement(&board);
                // Squares: a1 = 0, h1 = 7, e1 = 4, a8 = 56, h8 = 63, e8 = 60.
                let mut castling = String::new();
                for (bit, letter, king, king_square, rook, rook_square) in [
                    (1, 'K', 'K', 4, 'R', 7),
                    (2, 'Q', 'K', 4, 'R', 0),
                    (4, 'k', 'k', 60, 'r', 63),
                    (8, 'q', 'k', 60, 'r', 56),
                ] {
                    if castle_mask & bit != 0
                        && board[king_square] == Some(king)
                        && board[rook_square] == Some(rook)
                    {
                        castling.push(letter);
                    }
                }
                if castling.is_empty() {
                    castling.push('-');
                }
                let side = if white_to_move { 'w' } else { 'b' };
                format!("{placement} {side} {castling} - {halfmove} {fullmove}")
            },
        )
}

proptest! {
    #![proptest_config(config())]

    /// A checkers position printed as PDN FEN reads back as the same position, and prints
    /// the same again.
    #[test]
    fn checkers_fen_round_trips(position in checkers_position()) {
        let fen = format_fen(&position);
        let read = checkers::parse_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        prop_assert_eq!(read, position, "{}", fen);
        prop_assert_eq!(format_fen(&read), fen);
    }

    /// Every legal move, printed as PDN move text, names that move again (under both rules).
    #[test]
    fn checkers_move_text_round_trips(position in checkers_position(), english in any::<bool>()) {
        let rules = if english { Rules::English } else { Rules::Strachey };
        for m in moves(&position, rules) {
            let text = m.to_string();
            let found = find_move(&position, rules, &text)
                .map_err(|e| TestCaseError::fail(format!("{} {text}: {e}", format_fen(&position))))?;
            prop_assert_eq!(found, m, "{} {}", format_fen(&position), text);
        }
    }

    /// A chess FEN of reachable material reads and prints back as itself; the position read
    /// from the printed FEN is the same position. The one refusal allowed is a position whose
    /// side not to move stands in check (no game reaches it).
    #[test]
    fn chess_fen_round_trips(fen in chess_fen()) {
        let position = match chess::Position::from_fen(&fen) {
            Ok(p) => p,
            Err(chess::FenError::OpponentInCheck(_)) => return Err(TestCaseError::reject("the side not to move is in check")),
            Err(e) => return Err(TestCaseError::fail(format!("{fen}: {e}"))),
        };
        let printed = position.to_fen();
        prop_assert_eq!(&printed, &fen);
        let again = chess::Position::from_fen(&printed).map_err(|e| TestCaseError::fail(format!("{printed}: {e}")))?;
        prop_assert_eq!(again, position);
    }
}

fn node(kind: ExprKind) -> Expr {
    Expr {
        kind,
        span: Span::default(),
    }
}

/// Names of both kinds: small ones (one letter, Latin or Greek, that multiply when side by
/// side) and large ones.
fn cpl_name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("x"),
        Just("s"),
        Just("σ"),
        Just("Xk"),
        Just("Board"),
        Just("Φ")
    ]
    .prop_map(str::to_string)
}

fn cpl_leaf() -> impl Strategy<Value = Expr> {
    prop_oneof![
        (0i64..100_000).prop_map(ExprKind::Int),
        Just(ExprKind::Infinity),
        any::<bool>().prop_map(ExprKind::Bool),
        Just(ExprKind::Nil),
        cpl_name().prop_map(ExprKind::Name),
    ]
    .prop_map(node)
}

const BINARY_OPS: [BinaryOp; 13] = [
    BinaryOp::And,
    BinaryOp::Or,
    BinaryOp::Equiv,
    BinaryOp::Add,
    BinaryOp::Sub,
    BinaryOp::Mul,
    BinaryOp::Div,
    BinaryOp::Eq,
    BinaryOp::Ne,
    BinaryOp::Lt,
    BinaryOp::Gt,
    BinaryOp::Le,
    BinaryOp::Ge,
];

const UNARY_OPS: [UnaryOp; 3] = [UnaryOp::Neg, UnaryOp::Not, UnaryOp::LogicalNot];

/// CPL expression trees: literals, names, tuples, applications, the three unary and thirteen
/// binary operators, conditionals; a few levels deep.
fn cpl_expr() -> impl Strategy<Value = Expr> {
    cpl_leaf().prop_recursive(5, 48, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 2..4).prop_map(|es| node(ExprKind::Tuple(es))),
            (
                prop_oneof![Just("F"), Just("Shift"), Just("Ψ")],
                proptest::collection::vec(inner.clone(), 1..4)
            )
                .prop_map(|(f, args)| node(ExprKind::Apply {
                    function: Name {
                        text: f.to_string(),
                        span: Span::default()
                    },
                    args
                })),
            (0..UNARY_OPS.len(), inner.clone()).prop_map(|(op, e)| node(ExprKind::Unary {
                op: UNARY_OPS[op],
                operand: Box::new(e)
            })),
            (0..BINARY_OPS.len(), inner.clone(), inner.clone()).prop_map(|(op, l, r)| node(
                ExprKind::Binary {
                    op: BINARY_OPS[op],
                    lhs: Box::new(l),
                    rhs: Box::new(r)
                }
            )),
            (inner.clone(), inner.clone(), inner).prop_map(|(t, a, b)| node(
                ExprKind::Conditional {
                    test: Box::new(t),
                    then: Box::new(a),
                    otherwise: Box::new(b)
                }
            )),
        ]
    })
}

proptest! {
    #![proptest_config(config())]

    /// A CPL expression tree printed (in glyphs and in ASCII) parses back as the same tree.
    #[test]
    fn cpl_expressions_print_then_parse(expr in cpl_expr(), ascii in any::<bool>()) {
        let spelling = if ascii { Spelling::Ascii } else { Spelling::Unicode };
        let printed = pretty::expr_to_string(&expr, spelling);
        let read = parse_expr(&Source::new("generated", printed.as_str()))
            .map_err(|d| TestCaseError::fail(format!("{printed}\n{d}")))?;
        prop_assert!(
            read.same_shape(&expr),
            "{}\nprinted:\n{}\nread back:\n{}",
            printed,
            pretty::dump_expression(&expr),
            pretty::dump_expression(&read)
        );
    }
}

fn algol_ident(name: &str) -> algol_ast::Ident {
    algol_ast::Ident {
        name: name.to_string(),
        text: name.to_string(),
        span: Span::default(),
    }
}

fn algol_node(kind: algol_ast::ExprKind) -> algol_ast::Expr {
    algol_ast::Expr {
        kind,
        span: Span::default(),
    }
}

const ALGOL_BINARY_OPS: [algol_ast::BinaryOp; 16] = {
    use algol_ast::BinaryOp::*;
    [
        Power, Mul, Div, IntDiv, Add, Sub, Less, NotGreater, Equal, NotLess, Greater, NotEqual,
        And, Or, Implies, Equiv,
    ]
};

const ALGOL_UNARY_OPS: [algol_ast::UnaryOp; 3] = [
    algol_ast::UnaryOp::Plus,
    algol_ast::UnaryOp::Minus,
    algol_ast::UnaryOp::Not,
];

/// ALGOL expression trees: integers, truth values, names, subscripts, function designators,
/// the unary and binary operators, conditional expressions; a few levels deep. The parser
/// reads syntax only, so operands of any type go together.
fn algol_expr() -> impl Strategy<Value = algol_ast::Expr> {
    let leaf = prop_oneof![
        (0i64..100_000).prop_map(algol_ast::ExprKind::Int),
        any::<bool>().prop_map(algol_ast::ExprKind::Bool),
        prop_oneof![Just("x"), Just("ab"), Just("n1")]
            .prop_map(|n| algol_ast::ExprKind::Name(algol_ident(n))),
    ]
    .prop_map(algol_node);
    leaf.prop_recursive(5, 48, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 1..3).prop_map(|subscripts| algol_node(
                algol_ast::ExprKind::Subscript {
                    name: algol_ident("a"),
                    subscripts
                }
            )),
            proptest::collection::vec(inner.clone(), 1..3).prop_map(|args| algol_node(
                algol_ast::ExprKind::Call {
                    name: algol_ident("f"),
                    args
                }
            )),
            (0..ALGOL_UNARY_OPS.len(), inner.clone()).prop_map(|(op, e)| algol_node(
                algol_ast::ExprKind::Unary {
                    op: ALGOL_UNARY_OPS[op],
                    operand: Box::new(e)
                }
            )),
            (0..ALGOL_BINARY_OPS.len(), inner.clone(), inner.clone()).prop_map(|(op, l, r)| {
                algol_node(algol_ast::ExprKind::Binary {
                    op: ALGOL_BINARY_OPS[op],
                    lhs: Box::new(l),
                    rhs: Box::new(r),
                })
            }),
            (inner.clone(), inner.clone(), inner).prop_map(|(c, a, b)| algol_node(
                algol_ast::ExprKind::If {
                    condition: Box::new(c),
                    then: Box::new(a),
                    otherwise: Box::new(b)
                }
            )),
        ]
    })
}

proptest! {
    #![proptest_config(config())]

    /// An ALGOL expression tree printed (glyphs or ASCII) as the value of an assignment parses
    /// back as the same tree.
    #[test]
    fn algol_expressions_print_then_parse(expr in algol_expr(), ascii in any::<bool>()) {
        let printed = algol::pretty::print_expr(&expr, ascii);
        let text = format!("begin x := {printed} end");
        let parsed = algol::parse::parse(&Source::new("generated", text.as_str()), false)
            .map_err(|d| TestCaseError::fail(format!("{text}\n{d}")))?;
        let read = match &parsed.program.body.kind {
            algol_ast::StatementKind::Compound { body, .. } => match body.as_slice() {
                [algol_ast::Statement { kind: algol_ast::StatementKind::Assign { value, .. }, .. }] => value.clone(),
                other => return Err(TestCaseError::fail(format!("{text}: read as {other:?}"))),
            },
            other => return Err(TestCaseError::fail(format!("{text}: read as {other:?}"))),
        };
        let shape = |e: &algol_ast::Expr| algol_ast::strip_spans(&format!("{e:?}"));
        prop_assert_eq!(shape(&read), shape(&expr), "{}", text);
    }
}

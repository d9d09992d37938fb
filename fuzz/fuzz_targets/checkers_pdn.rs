//! PDN moves: the first line is a FEN (the opening when it does not read), each further line
//! a move for either rule set; a legal move is played and its name finds it again.
#![no_main]
use attic::checkers::pdn::{find_move, parse_fen, parse_move};
use attic::checkers::{Position, Rules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.lines();
    let mut pos = lines
        .next()
        .and_then(|l| parse_fen(l).ok())
        .unwrap_or_else(Position::initial);
    let rules = if data.len() % 2 == 0 {
        Rules::English
    } else {
        Rules::Strachey
    };
    for line in lines.take(200) {
        let _ = parse_move(line);
        if let Ok(mv) = find_move(&pos, rules, line) {
            pos = mv.after;
        }
    }
});

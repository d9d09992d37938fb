//! PDN FEN: reading never panics, and a position read is written back to a FEN that reads
//! as the same position.
#![no_main]
use attic::checkers::pdn::{format_fen, parse_fen};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = parse_fen(text) {
        let written = format_fen(&pos);
        let again = parse_fen(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(again, pos, "{written}");
    }
});

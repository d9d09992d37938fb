//! Chess FEN and EPD: reading never panics; a position read is written back to a FEN that
//! reads as the same position.
#![no_main]
use attic::chess::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = attic::chess::epd::parse_problems(text);
    if let Ok(pos) = Position::from_fen(text) {
        let written = pos.to_fen();
        let again = Position::from_fen(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(again.to_fen(), written);
        let _ = pos.legal_moves();
    }
});

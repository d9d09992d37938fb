//! Chess moves and games: SAN and UCI moves on a position (first line a FEN, the initial
//! position when it does not read), each legal one played and named back; PGN games.
#![no_main]
use attic::chess::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = attic::chess::pgn::parse_pgn(text);
    let mut lines = text.lines();
    let mut pos = lines
        .next()
        .and_then(|l| Position::from_fen(l).ok())
        .unwrap_or_else(Position::initial);
    for line in lines.take(200) {
        let parsed = pos.parse_san(line).or_else(|_| pos.parse_uci(line));
        if let Ok(mv) = parsed {
            let san = pos.san(mv);
            assert_eq!(pos.parse_san(&san), Ok(mv), "{san} in {}", pos.to_fen());
            assert_eq!(pos.parse_uci(&mv.to_uci()), Ok(mv));
            pos = pos.play(mv);
        }
    }
});

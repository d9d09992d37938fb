//! Opening books in the Polyglot format (`.bin`), the one chess GUIs read.
//!
//! A book is a list of 16-byte entries, big-endian, sorted by key: the position's Polyglot
//! key (u64), a move (u16), a weight (u16) and a learn field (u32, kept as read). The key is
//! made of the format's own 781 fixed random numbers (`polyglot_random.rs`), not of attic's
//! Zobrist keys, so that any program finds the same positions in the same book. A move packs
//! to-file, to-rank, from-file, from-rank (3 bits each, lowest first) and the promotion
//! (1 knight … 4 queen); castling is written as the king taking its own rook (`e1h1`).
//!
//! [`build`] makes a book from games: every position of the first `max_plies` plies of each
//! game, and the move played there, weighted by how many games played it.

use std::collections::BTreeMap;
use std::fmt;

use super::pgn::PgnGame;
use super::polyglot_random::RANDOM;
use super::position::{castling, Position};
use super::types::{Color, Move, MoveKind, Role, Squares};

/// The Polyglot key of a position.
pub fn polyglot_key(pos: &Position) -> u64 {
    let mut key = 0;
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            // Polyglot's piece order: black pawn, white pawn, black knight, …
            let kind = 2 * role.index() + usize::from(color == Color::White);
            for sq in Squares(pos.pieces(color, role)) {
                key ^= RANDOM[64 * kind + sq.index()];
            }
        }
    }
    let rights = pos.castling_rights();
    for (i, bit) in [
        castling::WHITE_KING,
        castling::WHITE_QUEEN,
        castling::BLACK_KING,
        castling::BLACK_QUEEN,
    ]
    .into_iter()
    .enumerate()
    {
        if rights & bit != 0 {
            key ^= RANDOM[768 + i];
        }
    }
    // attic keeps the en-passant square only when a pawn of the side to move stands ready to
    // take there, which is Polyglot's own condition.
    if let Some(ep) = pos.en_passant() {
        key ^= RANDOM[772 + ep.file() as usize];
    }
    if pos.side_to_move() == Color::White {
        key ^= RANDOM[780];
    }
    key
}

/// A move as Polyglot writes it.
pub fn encode_move(mv: Move) -> u16 {
    let from = mv.from();
    let mut to = mv.to();
    if mv.kind() == MoveKind::Castle {
        // The king "takes" its rook: e1g1 is e1h1, e1c1 is e1a1.
        let rook_file = if to.file() == 6 { 7 } else { 0 };
        to = super::types::Square::from_coords(rook_file, to.rank()).unwrap_or(to);
    }
    let promotion = match mv.promotion() {
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(Role::Queen) => 4,
        _ => 0,
    };
    to.file() as u16
        | (to.rank() as u16) << 3
        | (from.file() as u16) << 6
        | (from.rank() as u16) << 9
        | promotion << 12
}

/// One entry of a book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entry {
    pub key: u64,
    pub raw_move: u16,
    pub weight: u16,
    pub learn: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file's length is not a whole number of 16-byte entries.
    Length(usize),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Length(n) => write!(
                f,
                "not a Polyglot book: {n} bytes is not a whole number of 16-byte entries"
            ),
        }
    }
}

impl std::error::Error for BookError {}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<Entry>,
}

impl Book {
    /// Reads a `.bin` book; entries out of order are sorted.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if !bytes.len().is_multiple_of(16) {
            return Err(BookError::Length(bytes.len()));
        }
        let mut entries: Vec<Entry> = bytes
            .chunks_exact(16)
            .map(|c| {
                let mut key = [0u8; 8];
                key.copy_from_slice(&c[0..8]);
                Entry {
                    key: u64::from_be_bytes(key),
                    raw_move: u16::from_be_bytes([c[8], c[9]]),
                    weight: u16::from_be_bytes([c[10], c[11]]),
                    learn: u32::from_be_bytes([c[12], c[13], c[14], c[15]]),
                }
            })
            .collect();
        if !entries.windows(2).all(|w| w[0].key <= w[1].key) {
            entries.sort_by_key(|e| e.key);
        }
        Ok(Book { entries })
    }

    /// The book as a `.bin` file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.entries.len() * 16);
        for e in &self.entries {
            out.extend_from_slice(&e.key.to_be_bytes());
            out.extend_from_slice(&e.raw_move.to_be_bytes());
            out.extend_from_slice(&e.weight.to_be_bytes());
            out.extend_from_slice(&e.learn.to_be_bytes());
        }
        out
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's moves in `pos` with their weights, in the book's order. Entries whose move
    /// is not legal here (a key collision, or a broken book) are left out.
    pub fn moves(&self, pos: &Position) -> Vec<(Move, u16)> {
        let key = polyglot_key(pos);
        let start = self.entries.partition_point(|e| e.key < key);
        let legal = pos.legal_moves();
        self.entries[start..]
            .iter()
            .take_while(|e| e.key == key)
            .filter_map(|e| {
                legal
                    .iter()
                    .find(|&&m| encode_move(m) == e.raw_move)
                    .map(|&m| (m, e.weight))
            })
            .collect()
    }

    /// A book move chosen with probability in proportion to its weight; `random` is any
    /// random number (the same number picks the same move).
    pub fn pick(&self, pos: &Position, random: u64) -> Option<Move> {
        let moves: Vec<(Move, u16)> = self.moves(pos).into_iter().filter(|m| m.1 > 0).collect();
        let total: u64 = moves.iter().map(|m| m.1 as u64).sum();
        if total == 0 {
            return None;
        }
        let mut point = random % total;
        for (mv, weight) in moves {
            if point < weight as u64 {
                return Some(mv);
            }
            point -= weight as u64;
        }
        None
    }
}

/// A book from games: each position of the first `max_plies` plies and the move played,
/// weighted by the number of games that played it (at most 65535). Entries are sorted by
/// key, then by weight (highest first), then by move, so the same games give the same file.
pub fn build(games: &[PgnGame], max_plies: usize) -> Book {
    let mut counts: BTreeMap<(u64, u16), u32> = BTreeMap::new();
    for game in games {
        let mut pos = game.start;
        for &mv in game.moves.iter().take(max_plies) {
            *counts
                .entry((polyglot_key(&pos), encode_move(mv)))
                .or_default() += 1;
            pos = pos.play(mv);
        }
    }
    let mut entries: Vec<Entry> = counts
        .into_iter()
        .map(|((key, raw_move), count)| Entry {
            key,
            raw_move,
            weight: count.min(u16::MAX as u32) as u16,
            learn: 0,
        })
        .collect();
    entries.sort_by(|a, b| {
        a.key
            .cmp(&b.key)
            .then(b.weight.cmp(&a.weight))
            .then(a.raw_move.cmp(&b.raw_move))
    });
    Book { entries }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys published with the Polyglot format description.
    #[test]
    fn the_formats_published_keys() {
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                0x463b96181691fc9c,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                0x823c9b50fd114196,
            ),
            (
                "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
                0x0756b94461c50fb0,
            ),
            (
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                0x22a48b5a8e47ff78,
            ),
            (
                "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
                0x00fdd303c946bdd9,
            ),
        ];
        for (fen, key) in cases {
            assert_eq!(
                polyglot_key(&Position::from_fen(fen).unwrap()),
                key,
                "{fen}"
            );
        }
    }

    #[test]
    fn castling_is_the_king_taking_its_rook() {
        let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let short = pos.parse_uci("e1g1").unwrap();
        let long = pos.parse_uci("e1c1").unwrap();
        assert_eq!(encode_move(short), 7 | 4 << 6);
        assert_eq!(encode_move(long), 4 << 6);
    }

    #[test]
    fn bytes_round_trip_and_probe() {
        let games = super::super::pgn::parse_pgn("1. e4 e5 2. Nf3 * 1. e4 c5 * 1. d4 *").unwrap();
        let book = build(&games, 10);
        let again = Book::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(again, book);
        let start = Position::initial();
        let moves: Vec<(String, u16)> = book
            .moves(&start)
            .into_iter()
            .map(|(m, w)| (m.to_uci(), w))
            .collect();
        assert_eq!(moves, [("e2e4".to_string(), 2), ("d2d4".to_string(), 1)]);
        assert_eq!(
            book.pick(&start, 0).map(|m| m.to_uci()),
            Some("e2e4".into())
        );
        assert_eq!(
            book.pick(&start, 2).map(|m| m.to_uci()),
            Some("d2d4".into())
        );
        assert_eq!(Book::from_bytes(&[0; 15]), Err(BookError::Length(15)));
    }
}

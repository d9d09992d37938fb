//! A game: the start position and the moves played, with undo, and how it ends (mate,
//! stalemate, threefold repetition, the fifty-move rule, insufficient material). The UCI
//! `position` command, `attic chess play` and the PGN reader all keep a game this way.

use super::eval::insufficient_material;
use super::position::Position;
use super::types::{Color, Move};

/// Why a game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is mated; the other side wins.
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// The same position, with the same side to move and rights, for the third time.
    Repetition,
    /// A hundred plies without a capture or a pawn move.
    FiftyMoves,
    InsufficientMaterial,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => "1-0",
            Outcome::Checkmate {
                winner: Color::Black,
            } => "0-1",
            _ => "1/2-1/2",
        }
    }

    /// In words, for people.
    pub fn describe(self) -> String {
        match self {
            Outcome::Checkmate { winner } => format!("checkmate, {} wins", winner.name()),
            Outcome::Stalemate => "stalemate, a draw".into(),
            Outcome::Repetition => "threefold repetition, a draw".into(),
            Outcome::FiftyMoves => "fifty moves without a capture or pawn move, a draw".into(),
            Outcome::InsufficientMaterial => "insufficient material, a draw".into(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn current(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays a move, which must be legal in the current position.
    pub fn play(&mut self, mv: Move) {
        let next = self.current().play(mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes the last move back.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The keys of the positions before the current one (for the search's repetitions).
    pub fn history_keys(&self) -> Vec<u64> {
        let n = self.positions.len() - 1;
        self.positions[..n].iter().map(|p| p.key()).collect()
    }

    /// How many times the current position has stood on the board.
    pub fn repetitions(&self) -> usize {
        let key = self.current().key();
        self.positions.iter().filter(|p| p.key() == key).count()
    }

    /// The end of the game, if it has come.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.current();
        if pos.count_legal_moves() == 0 {
            return Some(if pos.in_check() {
                Outcome::Checkmate {
                    winner: pos.side_to_move().other(),
                }
            } else {
                Outcome::Stalemate
            });
        }
        if insufficient_material(pos) {
            Some(Outcome::InsufficientMaterial)
        } else if self.repetitions() >= 3 {
            Some(Outcome::Repetition)
        } else if pos.halfmove_clock() >= 100 {
            Some(Outcome::FiftyMoves)
        } else {
            None
        }
    }

    /// The moves in SAN, each from the position it was played in.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&mv, pos)| pos.san(mv))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_uci(game: &mut Game, moves: &str) {
        for m in moves.split_whitespace() {
            let mv = game.current().parse_uci(m).unwrap();
            game.play(mv);
        }
    }

    #[test]
    fn fools_mate() {
        let mut g = Game::new(Position::initial());
        play_uci(&mut g, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(
            g.outcome(),
            Some(Outcome::Checkmate {
                winner: Color::Black
            })
        );
        assert_eq!(g.san_moves(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(g.undo().map(|m| m.to_uci()), Some("d8h4".to_string()));
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn threefold_repetition() {
        let mut g = Game::new(Position::initial());
        play_uci(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assert_eq!(g.outcome(), None);
        play_uci(&mut g, "f6g8");
        assert_eq!(g.outcome(), Some(Outcome::Repetition));
        assert_eq!(g.history_keys().len(), 8);
    }

    #[test]
    fn fifty_moves_and_material() {
        let g = Game::new(Position::from_fen("8/8/4k3/8/8/R2K4/8/8 w - - 100 80").unwrap());
        assert_eq!(g.outcome(), Some(Outcome::FiftyMoves));
        let g = Game::new(Position::from_fen("8/8/4k3/8/8/B2K4/8/8 w - - 0 80").unwrap());
        assert_eq!(g.outcome(), Some(Outcome::InsufficientMaterial));
    }
}

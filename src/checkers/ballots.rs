//! Openings for matches: the 156 three-move ballots of English checkers (the American Checker
//! Federation's deck, `programs/checkers/three-move-ballots.pdn`, which names its source), and
//! the reading of an openings file, one opening a line as PDN moves, `#` starting a comment.

/// The three-move ballots file, built into the binary.
pub const THREE_MOVE_BALLOTS: &str = crate::programs::THREE_MOVE_BALLOTS;

/// The openings of a file: each line's moves, comments and blank lines left out.
pub fn read_openings(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").split_whitespace())
        .map(|words| words.collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// The 156 three-move ballots, in the ACF list's order.
pub fn three_move_ballots() -> Vec<String> {
    read_openings(THREE_MOVE_BALLOTS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers::{find_move, Position, Rules};
    use std::collections::HashSet;

    #[test]
    fn the_156_ballots_are_legal_distinct_three_move_openings() {
        let ballots = three_move_ballots();
        assert_eq!(ballots.len(), 156);
        let mut lines = HashSet::new();
        let mut positions = HashSet::new();
        let mut first_moves = HashSet::new();
        for ballot in &ballots {
            assert!(lines.insert(ballot.clone()), "{ballot} twice");
            let mut pos = Position::initial();
            let words: Vec<&str> = ballot.split_whitespace().collect();
            assert_eq!(words.len(), 3, "{ballot}");
            for word in &words {
                let m = find_move(&pos, Rules::English, word)
                    .unwrap_or_else(|e| panic!("{ballot}: {word}: {e}"));
                pos = m.after;
            }
            first_moves.insert(words[0]);
            assert!(
                positions.insert(pos),
                "{ballot} reaches a position another ballot reaches"
            );
        }
        // Every first move of Black's seven opens some ballot.
        assert_eq!(first_moves.len(), 7);
    }

    #[test]
    fn comments_and_blank_lines_are_not_openings() {
        assert_eq!(
            read_openings("# a deck\n\n9-14  22-17 # the comment\n  11-15\n#\n"),
            ["9-14 22-17", "11-15"]
        );
    }
}

//! Ratings from game results: a Bradley-Terry fit (draws count half a win to each side) by
//! Hunter's MM iteration, one player anchored at 0, with error bars from the fit's Fisher
//! information. Every pairing that was played gets one virtual draw, so a clean sweep has a
//! finite rating (a mild pull toward equal strength, the same for every pairing).

/// Results between players `0..n`: `score[i][j]` is i's points against j (a win 1, a draw
/// ½), `games[i][j]` the games they played.
#[derive(Debug, Clone)]
pub struct Results {
    pub score: Vec<Vec<f64>>,
    pub games: Vec<Vec<f64>>,
}

impl Results {
    pub fn new(players: usize) -> Results {
        Results {
            score: vec![vec![0.0; players]; players],
            games: vec![vec![0.0; players]; players],
        }
    }

    /// One game between `a` and `b`: `a_points` is 1, ½ or 0.
    pub fn add(&mut self, a: usize, b: usize, a_points: f64) {
        self.score[a][b] += a_points;
        self.score[b][a] += 1.0 - a_points;
        self.games[a][b] += 1.0;
        self.games[b][a] += 1.0;
    }
}

/// A rating and its 95% error bar, in Elo.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub elo: f64,
    pub error: f64,
}

const ELO_PER_NAT: f64 = 400.0 / std::f64::consts::LN_10;

/// Ratings of every player, `anchor` at 0; `None` for a player with no games.
pub fn ratings(results: &Results, anchor: usize) -> Vec<Option<Rating>> {
    let n = results.games.len();
    // With the virtual draw: one more game and half a point each way per pairing played.
    let games = |i: usize, j: usize| {
        let g = results.games[i][j];
        if g > 0.0 {
            g + 1.0
        } else {
            0.0
        }
    };
    let wins = |i: usize| -> f64 {
        (0..n)
            .filter(|&j| results.games[i][j] > 0.0)
            .map(|j| results.score[i][j] + 0.5)
            .sum()
    };
    let played: Vec<bool> = (0..n).map(|i| (0..n).any(|j| games(i, j) > 0.0)).collect();
    let mut gamma = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut change = 0.0f64;
        for i in (0..n).filter(|&i| played[i]) {
            let denominator: f64 = (0..n)
                .filter(|&j| games(i, j) > 0.0)
                .map(|j| games(i, j) / (gamma[i] + gamma[j]))
                .sum();
            let next = wins(i) / denominator;
            change = change.max((next.ln() - gamma[i].ln()).abs());
            gamma[i] = next;
        }
        if played[anchor] {
            let a = gamma[anchor];
            gamma.iter_mut().for_each(|g| *g /= a);
        }
        if change < 1e-10 {
            break;
        }
    }
    (0..n)
        .map(|i| {
            if !played[i] {
                return None;
            }
            let r = gamma[i].ln();
            // The information about i's rating from its games (others held fixed).
            let information: f64 = (0..n)
                .filter(|&j| games(i, j) > 0.0)
                .map(|j| {
                    let p = gamma[i] / (gamma[i] + gamma[j]);
                    games(i, j) * p * (1.0 - p)
                })
                .sum();
            let error = if i == anchor {
                0.0
            } else {
                1.96 * ELO_PER_NAT / information.sqrt()
            };
            Some(Rating {
                elo: r * ELO_PER_NAT,
                error,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_results_give_equal_ratings_and_a_76_percent_score_about_200() {
        let mut even = Results::new(2);
        for k in 0..10 {
            even.add(0, 1, if k % 2 == 0 { 1.0 } else { 0.0 });
        }
        let r = ratings(&even, 0);
        assert!(r[1].is_some_and(|r| r.elo.abs() < 1e-6));
        // 76 points of 100 (with the virtual draw, 76.5 of 101): about 200 Elo.
        let mut strong = Results::new(3);
        for k in 0..100 {
            strong.add(1, 0, if k < 76 { 1.0 } else { 0.0 });
        }
        let r = ratings(&strong, 0);
        let elo = r[1].expect("rated").elo;
        assert!((195.0..205.0).contains(&elo), "{elo}");
        assert!(r[2].is_none());
        let error = r[1].expect("rated").error;
        assert!((60.0..90.0).contains(&error), "{error}");
    }

    #[test]
    fn a_clean_sweep_has_a_finite_rating() {
        let mut sweep = Results::new(2);
        for _ in 0..20 {
            sweep.add(1, 0, 1.0);
        }
        let elo = ratings(&sweep, 0)[1].expect("rated").elo;
        assert!(elo.is_finite() && elo > 400.0, "{elo}");
    }
}

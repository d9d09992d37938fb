//! An ending's material: the men besides the two kings, named like `KQKR` (White's men after
//! the first K, Black's after the second). The canonical form puts the stronger side first
//! as White, so that KRKQ and KQKR are one table.

use super::super::types::{Color, Role};

/// The men of an ending besides the kings, each side's strongest first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    pub white: Vec<Role>,
    pub black: Vec<Role>,
}

/// Queen 0 to pawn 4: the order men are listed in.
pub(crate) fn strength(role: Role) -> usize {
    match role {
        Role::Queen => 0,
        Role::Rook => 1,
        Role::Bishop => 2,
        Role::Knight => 3,
        Role::Pawn => 4,
        Role::King => 5,
    }
}

const MEN: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn stronger_or_equal(a: &[Role], b: &[Role]) -> bool {
    let ranks = |v: &[Role]| v.iter().map(|&r| strength(r)).collect::<Vec<_>>();
    a.len()
        .cmp(&b.len())
        .then_with(|| ranks(b).cmp(&ranks(a)))
        .is_ge()
}

impl Material {
    /// The material with each side sorted; `swapped` says the colours were exchanged to put
    /// the stronger side first.
    pub fn canonical(mut white: Vec<Role>, mut black: Vec<Role>) -> (Material, bool) {
        white.sort_by_key(|&r| strength(r));
        black.sort_by_key(|&r| strength(r));
        if stronger_or_equal(&white, &black) {
            (Material { white, black }, false)
        } else {
            (
                Material {
                    white: black,
                    black: white,
                },
                true,
            )
        }
    }

    /// Reads `KQKR` (any case of the letters; the sides in either order).
    pub fn parse(name: &str) -> Result<Material, String> {
        let upper = name.trim().to_ascii_uppercase();
        let rest = upper
            .strip_prefix('K')
            .ok_or_else(|| format!("an ending is named like KQKR, not '{name}'"))?;
        let (white, black) = rest
            .split_once('K')
            .ok_or_else(|| format!("an ending names both kings, like KQKR, not '{name}'"))?;
        let roles = |s: &str| -> Result<Vec<Role>, String> {
            s.chars()
                .map(|c| {
                    Role::from_letter(c)
                        .filter(|&r| r != Role::King)
                        .ok_or_else(|| format!("'{c}' in '{name}' is not a man (Q, R, B, N, P)"))
                })
                .collect()
        };
        Ok(Material::canonical(roles(white)?, roles(black)?).0)
    }

    /// The men of a position.
    pub fn of(pos: &super::super::Position) -> Material {
        let side = |c: Color| {
            MEN.iter()
                .flat_map(|&r| std::iter::repeat_n(r, pos.pieces(c, r).count_ones() as usize))
                .collect::<Vec<_>>()
        };
        Material::canonical(side(Color::White), side(Color::Black)).0
    }

    pub fn name(&self) -> String {
        let letters = |v: &[Role]| v.iter().map(|r| r.letter()).collect::<String>();
        format!("K{}K{}", letters(&self.white), letters(&self.black))
    }

    /// Both kings included.
    pub fn men(&self) -> usize {
        2 + self.white.len() + self.black.len()
    }

    pub fn pawns(&self) -> usize {
        self.white
            .iter()
            .chain(&self.black)
            .filter(|&&r| r == Role::Pawn)
            .count()
    }

    /// The non-king men in table order: White's, then Black's.
    pub fn roles(&self) -> Vec<(Color, Role)> {
        let w = self.white.iter().map(|&r| (Color::White, r));
        w.chain(self.black.iter().map(|&r| (Color::Black, r)))
            .collect()
    }

    /// Build order: fewer men first, then fewer pawns (a capture leaves fewer men, a
    /// promotion fewer pawns, so every ending comes after those it leads to).
    pub fn level(&self) -> (usize, usize) {
        (self.men(), self.pawns())
    }

    /// Build order, and within a level the stronger men first.
    pub fn order(&self) -> ((usize, usize), Vec<usize>, Vec<usize>) {
        let ranks = |v: &[Role]| v.iter().map(|&r| strength(r)).collect();
        (self.level(), ranks(&self.white), ranks(&self.black))
    }

    /// The endings a capture or a promotion leads to (the bare kings left out: a draw).
    pub fn successors(&self) -> Vec<Material> {
        let mut out = Vec::new();
        let sides = [(&self.white, &self.black), (&self.black, &self.white)];
        for (mine, theirs) in sides {
            for i in 0..mine.len() {
                let mut fewer = mine.clone();
                let role = fewer.remove(i);
                if !fewer.is_empty() || !theirs.is_empty() {
                    out.push(Material::canonical(fewer.clone(), theirs.clone()).0);
                }
                if role == Role::Pawn {
                    for promoted in &MEN[..4] {
                        let mut more = fewer.clone();
                        more.push(*promoted);
                        out.push(Material::canonical(more, theirs.clone()).0);
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Every ending of three to `max_men` men, in build order.
    pub fn all(max_men: usize) -> Vec<Material> {
        let mut out = Vec::new();
        for n in 1..max_men.saturating_sub(1) {
            for combo in multisets(n) {
                for split in 0..=n {
                    let (m, _) =
                        Material::canonical(combo[..split].to_vec(), combo[split..].to_vec());
                    out.push(m);
                }
            }
        }
        out.sort_by_key(|m| m.order());
        out.dedup();
        out
    }
}

/// Every sequence of `n` men with each one no stronger than the one before, every order of a
/// side's men is then reached by choosing where White's men end.
fn multisets(n: usize) -> Vec<Vec<Role>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for shorter in multisets(n - 1) {
        for &r in &MEN {
            let mut v = shorter.clone();
            v.push(r);
            out.push(v);
        }
    }
    out
}

impl std::fmt::Display for Material {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_canonical() {
        assert_eq!(Material::parse("krkq").unwrap().name(), "KQKR");
        assert_eq!(Material::parse("KBNK").unwrap().name(), "KBNK");
        assert_eq!(Material::parse("KNBK").unwrap().name(), "KBNK");
        assert_eq!(Material::parse("KKP").unwrap().name(), "KPK");
        assert!(Material::parse("KXK").is_err());
        assert!(Material::parse("QK").is_err());
    }

    #[test]
    fn there_are_five_three_man_and_thirty_four_man_endings() {
        let all = Material::all(4);
        assert_eq!(all.iter().filter(|m| m.men() == 3).count(), 5);
        assert_eq!(all.iter().filter(|m| m.men() == 4).count(), 30);
        for (i, m) in all.iter().enumerate() {
            for s in m.successors() {
                let at = all
                    .iter()
                    .position(|x| *x == s)
                    .expect("a successor is listed");
                assert!(at < i, "{s} before {m}");
            }
        }
    }
}

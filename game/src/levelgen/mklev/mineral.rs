//! Gold and gems in the rock, kelp in the water (mklev.c's
//! `mineralize`). The objects are the hooks' ([`Make::Kelp`],
//! [`Make::MineralGold`], [`Make::MineralGem`], [`Make::MineralGemDrop`]);
//! the spots and the random draws are made here in NetHack's order.

use super::{Hooks, Make, MkLev};
use crate::world::level::{COLNO, ROWNO, W_NONDIGGABLE};
use oxhack_vm::terrain::*;

/// `mineralize`'s arguments and what it must know of the level beyond
/// [`crate::objects::mkobj::LevelCtx`]. The default is NetHack's
/// `mineralize(-1, -1, -1, -1, FALSE)` on an ordinary level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mineralize {
    /// One pool in `kelp_pool` and one moat square in `kelp_moat` get kelp
    /// (-1: 10 and 30; 0: none).
    pub kelp_pool: i32,
    pub kelp_moat: i32,
    /// Chances per mille of gold and of gems in a rock spot (-1: by depth).
    pub goldprob: i32,
    pub gemprob: i32,
    /// Ignore the level's kind (special levels ask for minerals this way).
    pub skip_lvl_checks: bool,
    /// `In_V_tower`: the Wizard's Tower.
    pub in_v_tower: bool,
    /// `Is_oracle_level`: the one special level that is seeded.
    pub oracle_level: bool,
    /// The special level is a town (Minetown).
    pub town: bool,
}

impl Default for Mineralize {
    fn default() -> Self {
        Mineralize {
            kelp_pool: -1,
            kelp_moat: -1,
            goldprob: -1,
            gemprob: -1,
            skip_lvl_checks: false,
            in_v_tower: false,
            oracle_level: false,
            town: false,
        }
    }
}

impl MkLev<'_> {
    /// Puts kelp in pools and moat, then, where allowed, gold and gems in
    /// solid rock surrounded by rock: gold per mille 20 + depth/3 by
    /// default, gems a quarter of that; doubled and tripled in the Mines,
    /// quartered and a sixth in the Quest (`mineralize`).
    pub fn mineralize(&mut self, h: &mut dyn Hooks, args: &Mineralize) {
        let place = args;
        let skip_lvl_checks = args.skip_lvl_checks;
        let kelp_pool = if args.kelp_pool < 0 { 10 } else { args.kelp_pool };
        let kelp_moat = if args.kelp_moat < 0 { 30 } else { args.kelp_moat };
        let (goldprob, gemprob) = (args.goldprob, args.gemprob);
        let l = self.lctx;
        if !skip_lvl_checks && l.in_endgame {
            return;
        }
        let (colno, rowno) = (COLNO as i32, ROWNO as i32);
        for x in 2..colno - 2 {
            for y in 1..rowno - 1 {
                let t = self.lev.typ(x, y);
                let kelp = (kelp_pool != 0 && t == POOL && self.rng.rn2(kelp_pool) == 0)
                    || (kelp_moat != 0 && t == MOAT && self.rng.rn2(kelp_moat) == 0);
                if kelp {
                    h.make(self, Make::Kelp, x, y);
                }
            }
        }
        if !skip_lvl_checks
            && (l.in_hell
                || place.in_v_tower
                || l.rogue_level
                || self.lev.flags.arboreal
                || (l.special && !place.oracle_level && (!l.in_mines || place.town)))
        {
            return;
        }
        let mut goldprob = if goldprob < 0 { 20 + l.depth / 3 } else { goldprob };
        let mut gemprob = if gemprob < 0 { goldprob / 4 } else { gemprob };
        if !skip_lvl_checks {
            if l.in_mines {
                goldprob *= 2;
                gemprob *= 3;
            } else if l.in_quest {
                goldprob /= 4;
                gemprob /= 6;
            }
        }
        for x in 2..colno - 2 {
            let mut y = 1;
            while y < rowno - 1 {
                if self.lev.typ(x, y + 1) != STONE {
                    y += 2;
                } else if self.lev.typ(x, y) != STONE {
                    y += 1;
                } else if self.lev.at(x, y).wall_info() & W_NONDIGGABLE == 0
                    && [(0, -1), (1, -1), (-1, -1), (1, 0), (-1, 0), (1, 1), (-1, 1)]
                        .iter()
                        .all(|&(dx, dy)| self.lev.typ(x + dx, y + dy) == STONE)
                {
                    if self.rng.rn2(1000) < goldprob {
                        // NetHack makes the gold (no draws) before its amount.
                        let quan = 1 + self.rng.rnd(goldprob * 3) as i64;
                        let buried = self.rng.rn2(3) == 0;
                        h.make(self, Make::MineralGold { quan, buried }, x, y);
                    }
                    if self.rng.rn2(1000) < gemprob {
                        let cnt = self.rng.rnd(2 + self.dunlev() / 3);
                        for _ in 0..cnt {
                            if h.make(self, Make::MineralGem, x, y) {
                                let buried = self.rng.rn2(3) == 0;
                                h.make(self, Make::MineralGemDrop { buried }, x, y);
                            }
                        }
                    }
                }
                y += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::{DLevel, Level};

    /// Counts requests; every gem is kept.
    #[derive(Default)]
    struct Count {
        gold: Vec<(i64, bool)>,
        gems: usize,
        drops: usize,
        kelp: usize,
    }

    impl Hooks for Count {
        fn make(&mut self, _mk: &mut MkLev, what: Make, _x: i32, _y: i32) -> bool {
            match what {
                Make::MineralGold { quan, buried } => self.gold.push((quan, buried)),
                Make::MineralGem => self.gems += 1,
                Make::MineralGemDrop { .. } => self.drops += 1,
                Make::Kelp => self.kelp += 1,
                _ => {}
            }
            true
        }
    }

    #[test]
    fn rock_gets_gold_and_gems_water_gets_kelp() {
        let mut lev = Level::new(DLevel::default());
        for x in 10..20 {
            lev.set_typ(x, 10, POOL);
        }
        let mut rng = Rng::new(6);
        let lctx = LevelCtx { depth: 9, ..LevelCtx::default() };
        let mut mk = MkLev::new(&mut lev, &mut rng, lctx);
        let mut c = Count::default();
        mk.mineralize(&mut c, &Mineralize::default());
        assert!(c.gold.len() > 10, "{}", c.gold.len());
        assert!(c.gold.iter().all(|&(q, _)| (2..=1 + 23 * 3).contains(&q)));
        assert!(c.gold.iter().any(|g| g.1) && c.gold.iter().any(|g| !g.1));
        assert!(c.gems > 0 && c.gems == c.drops);
        assert!(c.kelp <= 10);
        // Gehennom is not seeded (kelp still grows).
        let mut lev2 = Level::new(DLevel::default());
        let mut rng2 = Rng::new(6);
        let mut mk2 = MkLev::new(&mut lev2, &mut rng2, LevelCtx { in_hell: true, ..lctx });
        let mut c2 = Count::default();
        mk2.mineralize(&mut c2, &Mineralize::default());
        assert!(c2.gold.is_empty() && c2.gems == 0);
    }
}
